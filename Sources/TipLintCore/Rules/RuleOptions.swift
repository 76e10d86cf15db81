/// A rule's options: a struct with defaults, and one field entry per option that both parses
/// the YAML and documents the option. Each option is declared exactly once, in its rule's file.
public protocol RuleOptions: Sendable {
    init()
    static var fields: [OptionField<Self>] { get }
}

/// For rules without options.
public struct NoOptions: RuleOptions {
    public init() {}
    public static var fields: [OptionField<NoOptions>] { [] }
}

/// How `tiplint explain` and `tiplint init` show an option.
public struct OptionDocumentation: Sendable {
    public var key: String
    public var summary: String
    public var defaultValue: String
}

/// One option of a rule: its YAML key, what it means, and how to read it into the options struct.
public struct OptionField<Root: RuleOptions>: Sendable {
    public let key: String
    public let summary: String
    let defaultValue: @Sendable (Root) -> String
    let apply: @Sendable (inout Root, YAMLNode, String) throws -> Void

    public static func integer(
        _ key: String, _ keyPath: WritableKeyPath<Root, Int> & Sendable, _ summary: String, minimum: Int = 1
    ) -> OptionField {
        OptionField(key: key, summary: summary, defaultValue: { "\($0[keyPath: keyPath])" }) { root, node, path in
            root[keyPath: keyPath] = try node.integer(keyPath: path, minimum: minimum)
        }
    }

    /// An integer that may be `off` (nil).
    public static func optionalInteger(
        _ key: String, _ keyPath: WritableKeyPath<Root, Int?> & Sendable, _ summary: String, minimum: Int = 1
    ) -> OptionField {
        OptionField(key: key, summary: summary, defaultValue: { $0[keyPath: keyPath].map { "\($0)" } ?? "off" }) {
            root, node, path in
            root[keyPath: keyPath] = node.scalar == "off" ? nil : try node.integer(keyPath: path, minimum: minimum)
        }
    }

    public static func boolean(_ key: String, _ keyPath: WritableKeyPath<Root, Bool> & Sendable, _ summary: String) -> OptionField {
        OptionField(key: key, summary: summary, defaultValue: { "\($0[keyPath: keyPath])" }) { root, node, path in
            root[keyPath: keyPath] = try node.boolean(keyPath: path)
        }
    }

    public static func choice(
        _ key: String, _ keyPath: WritableKeyPath<Root, String> & Sendable, _ summary: String, allowed: [String]
    ) -> OptionField {
        OptionField(key: key, summary: summary, defaultValue: { $0[keyPath: keyPath] }) { root, node, path in
            root[keyPath: keyPath] = try node.choice(keyPath: path, allowed: allowed)
        }
    }

    /// A map from a short key (a language code) to an integer.
    public static func integerMap(
        _ key: String, _ keyPath: WritableKeyPath<Root, [String: Int]> & Sendable, _ summary: String
    ) -> OptionField {
        OptionField(key: key, summary: summary, defaultValue: { root in
            let map = root[keyPath: keyPath]
            return map.isEmpty ? "{}" : "{" + map.keys.sorted().map { "\($0): \(map[$0] ?? 0)" }.joined(separator: ", ") + "}"
        }) { root, node, path in
            var result: [String: Int] = [:]
            for (key, value) in try node.mappingEntries(keyPath: path) {
                let name = try key.string(keyPath: path)
                result[name] = try value.integer(keyPath: "\(path).\(name)", minimum: 1)
            }
            root[keyPath: keyPath] = result
        }
    }
}

extension RuleOptions {
    static var documentation: [OptionDocumentation] {
        let defaults = Self()
        return fields.map { OptionDocumentation(key: $0.key, summary: $0.summary, defaultValue: $0.defaultValue(defaults)) }
    }

    /// Reads the options map under a rule id (`node` is nil when the configuration gives none).
    static func parse(_ node: YAMLNode?, keyPath: String) throws -> Self {
        var options = Self()
        guard let node else { return options }
        for (key, value) in try node.mappingEntries(keyPath: keyPath) {
            let name = try key.string(keyPath: keyPath)
            if name == "severity" { continue }
            guard let field = fields.first(where: { $0.key == name }) else {
                throw ConfigurationError.unknownKey(
                    name, at: key, keyPath: keyPath, known: ["severity"] + fields.map(\.key))
            }
            try field.apply(&options, value, "\(keyPath).\(name)")
        }
        return options
    }
}
