/// A rule's options: a struct with defaults, and one field entry per option that both parses
/// the YAML and documents the option. Each option is declared exactly once, in its rule's file.
package protocol RuleOptions: Sendable {
    init()
    static var fields: [OptionField<Self>] { get }
}

/// For rules without options.
package struct NoOptions: RuleOptions {
    package init() {}
    package static var fields: [OptionField<NoOptions>] { [] }
}

/// How `tiplint explain` and `tiplint init` show an option.
package struct OptionDocumentation: Sendable {
    package var key: String
    package var summary: String
    package var defaultValue: String
    /// What the default stands for when it follows from another option (`1.3 × max-length`);
    /// `defaultValue` is then how YAML writes it (`off`). See `YAMLField.derivedDefault`.
    package var derivedDefault: String?

    /// The default as prose shows it: `40`, or `1.3 × max-length` for a derived one.
    package var shownDefault: String { derivedDefault ?? defaultValue }

    /// The option as the starter file writes it: `# summary` above `key: default`.
    var starterLines: [String] {
        YAMLField<Void>.commentedLines(key: key, summary: summary, value: defaultValue, derivedDefault: derivedDefault)
    }
}

/// One option of a rule: a key of the map under the rule's id, read by the same key-table
/// mechanism as every other YAML section (`YAMLField.integer`, `.boolean`, `.choice`, …).
package typealias OptionField<Root: RuleOptions> = YAMLField<Root>

extension RuleOptions {
    /// The options map's keys; `severity` stands beside them but belongs to the rule's setting.
    static var keys: KeyTable<Self> { KeyTable(fields, reservedKeys: ["severity"]) }

    static var documentation: [OptionDocumentation] {
        let defaults = Self()
        return fields.map {
            OptionDocumentation(key: $0.key, summary: $0.summary, defaultValue: $0.defaultValue(defaults), derivedDefault: $0.derivedDefault)
        }
    }

    /// Reads the options map under a rule id (`node` is nil when the configuration gives none).
    /// Throws the first unknown key, wrong type or bad value, the others as its `following`.
    static func parse(_ node: YAMLNode?, keyPath: String) throws(ConfigurationError) -> Self {
        var options = Self()
        guard let node else { return options }
        try keys.readReportingAll(node, into: &options, keyPath: keyPath)
        return options
    }
}
