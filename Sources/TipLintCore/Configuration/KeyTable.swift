/// One key of a YAML map that tiplint reads — the configuration's top level, `docs:`, a rule's
/// options, a manifest entry: its name, what it means, its default, how its value reads into
/// `Root`, and how `tiplint init` writes it. Each key is declared once, in a `KeyTable`; unknown
/// keys, "did you mean", `tiplint explain` and the starter file all come from the declarations.
package struct YAMLField<Root>: Sendable {
    package let key: String
    package let summary: String
    /// The default as written in YAML (`40`, `off`, `["*.md"]`), read from a default `Root`.
    let defaultValue: @Sendable (Root) -> String
    /// What the default means when it follows from another key rather than being a value of its
    /// own (`translation-max-length`: `1.3 × max-length`, written `off`): every place that shows
    /// defaults (rule pages, `tiplint explain`, the starter file) shows these words with it.
    package let derivedDefault: String?
    /// The starter file's lines for this key, its comment included, before indentation.
    let starterLines: @Sendable (Root) -> [String]
    /// Reads the value under the key (its key path is the `String`) into the root.
    let apply: @Sendable (inout Root, YAMLNode, String) throws -> Void
    /// The key's value as it stands in a root, written so that two values that lint differently
    /// are written differently: what `Configuration.fingerprint` hashes, for the stored run
    /// result's key. `defaultValue` unless the declaration gives another (a list's items
    /// length-framed, a section's own keys).
    let written: @Sendable (Root) -> String

    /// A key written in the starter file as `# summary` then `key: default`, unless `starterLines`
    /// says otherwise.
    package init(
        key: String, summary: String, defaultValue: @escaping @Sendable (Root) -> String,
        derivedDefault: String? = nil, starterLines: (@Sendable (Root) -> [String])? = nil,
        written: (@Sendable (Root) -> String)? = nil,
        apply: @escaping @Sendable (inout Root, YAMLNode, String) throws -> Void
    ) {
        self.key = key
        self.summary = summary
        self.defaultValue = defaultValue
        self.derivedDefault = derivedDefault
        self.starterLines = starterLines ?? { root in
            Self.commentedLines(key: key, summary: summary, value: defaultValue(root), derivedDefault: derivedDefault)
        }
        self.apply = apply
        self.written = written ?? defaultValue
    }

    /// Reads `node`, the value under this key at `keyPath`, into `root`; `root` is unchanged when
    /// it throws. Throws `ConfigurationError` (without a file path) for a wrong type or value.
    package func read(_ node: YAMLNode, into root: inout Root, keyPath: String) throws(ConfigurationError) {
        do {
            try apply(&root, node, keyPath)
        } catch let error as ConfigurationError {
            throw error
        } catch {
            throw ConfigurationError.badValue("\(error)", at: node, keyPath: keyPath)
        }
    }

    /// `# summary` above `key: value`: how the starter file shows a key with a one-line value.
    /// A derived default is named in the comment: `off (the default): 1.3 × max-length`.
    static func commentedLines(key: String, summary: String, value: String, derivedDefault: String? = nil) -> [String] {
        let meaning = derivedDefault.map { "; \(value) (the default): \($0)" } ?? ""
        return ["# \(summary)\(meaning)", "\(key): \(value)"]
    }
}

/// The keys of one YAML map, in the order `tiplint init` writes them.
package struct KeyTable<Root>: Sendable {
    package let fields: [YAMLField<Root>]
    /// Keys that may stand in the map but are read by someone else (a rule's `severity`).
    package let reservedKeys: [String]

    package init(_ fields: [YAMLField<Root>], reservedKeys: [String] = []) {
        self.fields = fields
        self.reservedKeys = reservedKeys
    }

    /// Every key the map may hold: what "did you mean" chooses from.
    package var keys: [String] { reservedKeys + fields.map(\.key) }

    package func field(_ key: String) -> YAMLField<Root>? {
        fields.first { $0.key == key }
    }

    /// The entries of the map `node` with their field (nil for a reserved key), in the order
    /// written. A node that is not a map (null is an empty map) goes to `report` and gives no
    /// entries; a key given twice goes to `report` and its first entry is kept; each unknown key
    /// goes to `report`, with "did you mean", and is left out. Reading carries on after a report
    /// unless `report` throws.
    package func entries<E: Error>(
        of node: YAMLNode, keyPath: String, report: (ConfigurationError) throws(E) -> Void
    ) throws(E) -> [(field: YAMLField<Root>?, key: YAMLNode, value: YAMLNode)] {
        let read: (entries: [(key: YAMLNode, value: YAMLNode)], repeated: [ConfigurationError])
        do throws(ConfigurationError) {
            read = try node.mappingEntriesKeepingFirst(keyPath: keyPath)
        } catch {
            try report(error)
            return []
        }
        for error in read.repeated { try report(error) }
        let entries = read.entries
        var result: [(field: YAMLField<Root>?, key: YAMLNode, value: YAMLNode)] = []
        for (keyNode, value) in entries {
            let name = keyNode.scalar ?? ""
            if let field = field(name) {
                result.append((field, keyNode, value))
            } else if reservedKeys.contains(name) {
                result.append((nil, keyNode, value))
            } else {
                try report(ConfigurationError.unknownKey(name, at: keyNode, keyPath: keyPath, known: keys))
            }
        }
        return result
    }

    /// Reads the map `node` at `keyPath` into `root`, key by key. Every problem (see `entries`,
    /// and each field's wrong type or value) goes to `report`; a value with a problem leaves its
    /// part of `root` as it was.
    package func read<E: Error>(
        _ node: YAMLNode, into root: inout Root, keyPath: String, report: (ConfigurationError) throws(E) -> Void
    ) throws(E) {
        for (field, keyNode, value) in try entries(of: node, keyPath: keyPath, report: report) {
            guard let field, let name = keyNode.scalar else { continue }
            do throws(ConfigurationError) {
                try field.read(value, into: &root, keyPath: keyPath.isEmpty ? name : "\(keyPath).\(name)")
            } catch {
                try report(error)
            }
        }
    }

    /// `read`, every problem collected: throws the first with the others as its `following`
    /// (a field's own reader may have found several: they are kept in order).
    package func readReportingAll(_ node: YAMLNode, into root: inout Root, keyPath: String) throws(ConfigurationError) {
        var errors: [ConfigurationError] = []
        try read(node, into: &root, keyPath: keyPath) { (error) throws(ConfigurationError) in
            errors.append(error)
            // Enough to fix first: the rest of the file is not read.
            try ConfigurationError.stopReadingIfEnough(errors)
        }
        if let error = ConfigurationError.collected(errors) { throw error }
    }

    /// Every key's value in `root` (`YAMLField.written`), each after its key and framed by its
    /// length (`framed`), in the table's order: the text a fingerprint hashes.
    func written(_ root: Root) -> String {
        var text = ""
        for field in fields { Self.frame(field.key, field.written(root), into: &text) }
        return text
    }

    /// `label=<UTF-8 length>:value` and a newline: no value, whatever it holds, reads as the end
    /// of one and the start of another.
    static func frame(_ label: String, _ value: String, into text: inout String) {
        text += label
        text += "="
        text += String(value.utf8.count)
        text += ":"
        text += value
        text += "\n"
    }

    /// The starter file's lines for every key, each indented by `indent`.
    func starterLines(for defaults: Root, indent: String) -> [String] {
        fields.flatMap { field in field.starterLines(defaults).map { $0.isEmpty ? $0 : indent + $0 } }
    }
}

// MARK: - Fields by the type of their value

/// How the starter file writes a list of strings.
package enum YAMLListStyle: Sendable {
    /// One `  - "item"` line per item; `[]` when empty.
    case block
    /// `["a", "b"]`.
    case flow
    /// `[A, B]`, for words that need no quotes.
    case plainFlow

    func lines(key: String, summary: String, values: [String]) -> [String] {
        switch self {
        case .block where !values.isEmpty:
            return ["# \(summary)", "\(key):"] + values.map { "  - \"\($0)\"" }
        case .block, .flow:
            return YAMLField<Void>.commentedLines(key: key, summary: summary, value: Self.flow(values))
        case .plainFlow:
            return YAMLField<Void>.commentedLines(key: key, summary: summary, value: "[\(values.joined(separator: ", "))]")
        }
    }

    /// `["a", "b"]`: a YAML flow list of double-quoted strings.
    static func flow(_ values: [String]) -> String {
        "[" + values.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    }
}

extension YAMLField {
    package static func string(_ key: String, _ keyPath: WritableKeyPath<Root, String> & Sendable, _ summary: String) -> YAMLField {
        YAMLField(key: key, summary: summary, defaultValue: { $0[keyPath: keyPath] }) { root, node, path in
            root[keyPath: keyPath] = try node.string(keyPath: path)
        }
    }

    package static func integer(
        _ key: String, _ keyPath: WritableKeyPath<Root, Int> & Sendable, _ summary: String, minimum: Int = 1
    ) -> YAMLField {
        YAMLField(key: key, summary: summary, defaultValue: { "\($0[keyPath: keyPath])" }) { root, node, path in
            root[keyPath: keyPath] = try node.integer(keyPath: path, minimum: minimum)
        }
    }

    /// An integer that may be `off` (nil). `offMeans`: what `off` stands for when it is not "no
    /// limit" but a default that follows from another key (`1.3 × max-length`); see `derivedDefault`.
    package static func optionalInteger(
        _ key: String, _ keyPath: WritableKeyPath<Root, Int?> & Sendable, _ summary: String, minimum: Int = 1,
        offMeans: String? = nil
    ) -> YAMLField {
        YAMLField(
            key: key, summary: summary, defaultValue: { $0[keyPath: keyPath].map { "\($0)" } ?? "off" }, derivedDefault: offMeans
        ) { root, node, path in
            root[keyPath: keyPath] = node.scalar == "off" ? nil : try node.integer(keyPath: path, minimum: minimum)
        }
    }

    package static func boolean(_ key: String, _ keyPath: WritableKeyPath<Root, Bool> & Sendable, _ summary: String) -> YAMLField {
        YAMLField(key: key, summary: summary, defaultValue: { "\($0[keyPath: keyPath])" }) { root, node, path in
            root[keyPath: keyPath] = try node.boolean(keyPath: path)
        }
    }

    /// `summary` with the legal values of a choice after it, so that every place that documents the
    /// key lists them: `… (one of: error, warning, note, never)`, or `…; characters is the only
    /// value` for a choice of one (a key that names the one way tiplint has, as the spec does).
    static func listingChoices(_ summary: String, _ allowed: [String]) -> String {
        if allowed.count == 1 { return "\(summary); \(allowed[0]) is the only value" }
        return "\(summary) (one of: \(allowed.joined(separator: ", ")))"
    }

    /// A string from a fixed list of words; the summary lists them.
    package static func choice(
        _ key: String, _ keyPath: WritableKeyPath<Root, String> & Sendable, _ summary: String, allowed: [String]
    ) -> YAMLField {
        YAMLField(key: key, summary: listingChoices(summary, allowed), defaultValue: { $0[keyPath: keyPath] }) { root, node, path in
            root[keyPath: keyPath] = try node.choice(keyPath: path, allowed: allowed)
        }
    }

    /// One of an enumeration's raw values, allowed in the order of its cases; the summary lists them.
    package static func choice<Value: RawRepresentable & CaseIterable & Sendable>(
        _ key: String, _ keyPath: WritableKeyPath<Root, Value> & Sendable, _ summary: String
    ) -> YAMLField where Value.RawValue == String {
        let allowed = Value.allCases.map(\.rawValue)
        return YAMLField(key: key, summary: listingChoices(summary, allowed), defaultValue: { $0[keyPath: keyPath].rawValue }) {
            root, node, path in
            let word = try node.choice(keyPath: path, allowed: allowed)
            if let value = Value(rawValue: word) { root[keyPath: keyPath] = value }
        }
    }

    /// A list of strings; a single string is read as a list of one.
    package static func stringList(
        _ key: String, _ keyPath: WritableKeyPath<Root, [String]> & Sendable, _ summary: String, style: YAMLListStyle = .flow
    ) -> YAMLField {
        strings(key, keyPath, summary, style: style) { _ in }
    }

    /// Globs one list may hold. Every walked path is matched against each glob, so 10,000
    /// `exclude` globs made a 2,000-file tree take two minutes; real lists hold a few dozen.
    package static var maximumGlobCount: Int { 1_000 }

    /// A list of path globs, each checked by `Glob.validate`: a malformed glob is an error at
    /// its list element, never a pattern that silently matches nothing. More than
    /// `maximumGlobCount` of them is an error at the list.
    package static func globList(
        _ key: String, _ keyPath: WritableKeyPath<Root, [String]> & Sendable, _ summary: String, style: YAMLListStyle = .flow
    ) -> YAMLField {
        strings(key, keyPath, summary, style: style, maximumCount: maximumGlobCount) { (glob) throws(ConfigurationError) in
            do throws(Glob.PatternError) {
                try Glob.validate(glob.text)
            } catch {
                throw ConfigurationError.badValue(error.message, at: glob.node, keyPath: glob.keyPath)
            }
        }
    }

    /// A list of strings, each passed to `check` with its node and key path before it is kept.
    private static func strings(
        _ key: String, _ keyPath: WritableKeyPath<Root, [String]> & Sendable, _ summary: String, style: YAMLListStyle,
        maximumCount: Int = .max, check: @escaping @Sendable ((text: String, node: YAMLNode, keyPath: String)) throws(ConfigurationError) -> Void
    ) -> YAMLField {
        YAMLField(
            key: key, summary: summary, defaultValue: { YAMLListStyle.flow($0[keyPath: keyPath]) },
            starterLines: { style.lines(key: key, summary: summary, values: $0[keyPath: keyPath]) },
            written: { root in
                var text = ""
                for item in root[keyPath: keyPath] { KeyTable<Root>.frame("", item, into: &text) }
                return text
            }
        ) { root, node, path in
            let items = try node.stringNodes(keyPath: path)
            guard items.count <= maximumCount else {
                throw ConfigurationError.badValue(
                    "holds \(items.count) globs, more than tiplint takes (\(maximumCount)); each walked path is matched against every one, "
                        + "so merge them with wildcards (Generated/**, **/*.generated.swift)", at: node, keyPath: path)
            }
            for item in items { try check(item) }
            root[keyPath: keyPath] = items.map(\.text)
        }
    }

    /// A map from a short key (a language code) to an integer.
    package static func integerMap(
        _ key: String, _ keyPath: WritableKeyPath<Root, [String: Int]> & Sendable, _ summary: String
    ) -> YAMLField {
        YAMLField(key: key, summary: summary, defaultValue: { root in
            let map = root[keyPath: keyPath]
            return map.isEmpty ? "{}" : "{" + map.keys.sorted().map { "\($0): \(map[$0] ?? 0)" }.joined(separator: ", ") + "}"
        }, written: { root in
            let map = root[keyPath: keyPath]
            var text = ""
            for key in map.keys.sorted() { KeyTable<Root>.frame(key, "\(map[key] ?? 0)", into: &text) }
            return text
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
