import TipLintCore

/// Tip manifests that break the schema. The front end keeps each manifest as a raw YAML tree;
/// this rule walks it with the manifest key tables (`ManifestFacts.keys`, `ManifestTip.keys`, …)
/// and reports every problem in one run, so that a person fixes a whole file in one round.
package struct ManifestSchemaRule: Rule {
    package static let description = RuleDescription(
        id: "manifest-schema",
        name: "Manifest schema",
        summary: "YAML tip manifests with unknown keys, wrong types, missing or duplicate ids, undeclared groups",
        rationale: """
            A manifest is reviewed by people who do not read Swift, and read by tools that trust \
            it. A misspelt key is silently ignored by most YAML readers, so a tip loses its group \
            or its display limit without anyone noticing. Every tip needs an id (letters, digits, \
            '.', '_' and '-') and a title; ids are unique; a tip's group must be declared under \
            groups:.
            """,
        limits: """
            It checks each manifest against the manifest format on its own. Whether the manifest agrees with \
            the Swift code is manifest-drift's question, and whether its words are good is a reviewer's.
            """,
        messages: [
            "not-yaml": "A tip manifest is not valid YAML",
            "schema": "A tip manifest breaks its schema: a missing, empty, mistyped or duplicate key, or an undeclared group",
        ],
        defaultSeverity: .error,
        triggering: [
            RuleExample("""
                tips:
                  - id: pin-note
                    title: Pin a note
                    1️⃣titel: Pin it
                """, path: "Tips/notes.tips.yml",
                messages: ["1️⃣": #"tips[0].titel: unknown key "titel"; did you mean "title"?"#], skipping: wholeManifestInAString),
            RuleExample("""
                tips:
                  - 1️⃣id: pin-note
                    message: Pinned notes stay on top.
                  - id: share-list
                    title: Share a list
                    max-display-count: 2️⃣often
                """, path: "Tips/notes.tips.yml", skipping: wholeManifestInAString),
            RuleExample("""
                tips:
                  - id: pin-note
                    title: Pin a note
                  - id: 1️⃣pin-note
                    title: Pin another note
                  - id: 2️⃣share list
                    title: Share
                    group: 3️⃣onbording
                groups:
                  - id: onboarding
                """, path: "Tips/notes.tips.yml", skipping: wholeManifestInAString),
            RuleExample("""
                tips: 1️⃣{id: pin-note}
                """, path: "Tips/notes.tips.yml", skipping: wholeManifestInAString),
            RuleExample("""
                tips:
                  - id: pin-note
                    title: Pin1️⃣: a note
                """, path: "Tips/notes.tips.yml", skipping: wholeManifestInAString),
        ],
        nonTriggering: [
            RuleExample("""
                tips:
                  - id: pin-note
                    title: Pin a note
                    message: Pinned notes stay at the top.
                    image: pin
                    screen: NotesList
                    group: onboarding
                    max-display-count: 3
                    invalidated-by: [note-pinned]
                    actions:
                      - id: learn-more
                        title: Learn More
                        invalidates: true
                groups:
                  - id: onboarding
                    priority: first-available
                """, path: "Tips/notes.tips.yml"),
        ]
    )

    /// A manifest that is one string instead of a map is itself a schema problem, so the
    /// "inside a string" variant cannot be silent for this rule.
    static let wholeManifestInAString: RuleExample.Variants = .string

    package static func findings(in index: ProjectIndex, options: NoOptions, context: RuleContext) -> [Finding] {
        index.rawManifests.flatMap { manifest in
            problems(in: manifest.fact).map {
                context.finding($0.message, kind: manifest.fact.syntaxError == nil ? "schema" : "not-yaml", at: manifest.location($0.range))
            }
        }
    }

    static func problems(in manifest: RawManifest) -> [(message: String, range: SourceRange)] {
        if let error = manifest.syntaxError {
            return [(notValidYAML(error.message), .at(error.position))]
        }
        guard let document = manifest.document, !document.isNull else { return [] }
        var check = SchemaCheck()
        check.document(document)
        return check.problems
    }

    // MARK: Messages

    fileprivate static func notValidYAML(_ reason: String) -> String { "not valid YAML: \(reason)" }

    fileprivate static func missingKey(_ name: String, entry keyPath: String) -> String {
        "\(keyPath): missing required key \"\(name)\""
    }

    fileprivate static func empty(_ keyPath: String) -> String { "\(keyPath): must not be empty" }

    fileprivate static func notPlainID(_ id: String, keyPath: String) -> String {
        "\(keyPath).id: \"\(id)\" may use only letters, digits, '.', '_' and '-'"
    }

    fileprivate static func duplicateAction(_ id: String, keyPath: String) -> String {
        "\(keyPath).id: duplicate action id \"\(id)\" in this tip"
    }

    fileprivate static func duplicateID(_ id: String, of what: String, keyPath: String, firstLine: Int) -> String {
        "\(keyPath).id: duplicate \(what) id \"\(id)\", first declared on line \(firstLine); ids must be unique"
    }

    fileprivate static func undeclaredGroup(_ name: String, declared: [String]) -> String {
        let hint = Suggestion.didYouMean(name, in: declared, quote: "\"") ?? "add it there"
        return "group \"\(name)\" is not declared under groups:; \(hint)"
    }
}

/// One walk over a manifest's raw tree, collecting problems in the order written. A value's type
/// is checked by its key's field; what the tables cannot say (required and unique ids, declared
/// groups, plain ids) is checked here.
private struct SchemaCheck {
    typealias Message = ManifestSchemaRule
    var problems: [(message: String, range: SourceRange)] = []
    /// Each id with where it is first declared (a dictionary: a manifest may hold thousands).
    var tipIDs: [String: SourceRange] = [:]
    var groupIDs: [String: SourceRange] = [:]
    var groupReferences: [(name: String, range: SourceRange)] = []

    mutating func problem(_ message: String, at range: SourceRange) {
        problems.append((message, range))
    }

    /// A typed read that failed: reported at the value's first character.
    mutating func report(_ error: ConfigurationError) {
        problem(error.detail, at: .at(error.position))
    }

    mutating func document(_ document: YAMLNode) {
        for (field, keyNode, value) in ManifestFacts.keys.entries(of: document, keyPath: "", report: { report($0) }) {
            guard let field, let key = keyNode.scalar else { continue }
            for (index, item) in list(value, keyPath: key).enumerated() {
                let keyPath = "\(key)[\(index)]"
                if field.key == "tips" {
                    if let (id, range) = tip(item, keyPath: keyPath) { unique(id, range, in: \.tipIDs, what: "tip", keyPath: keyPath) }
                } else if let (id, range) = group(item, keyPath: keyPath) {
                    unique(id, range, in: \.groupIDs, what: "group", keyPath: keyPath)
                }
            }
        }
        let declared = groupIDs.keys.sorted()
        for reference in groupReferences where !declared.contains(reference.name) {
            problem(Message.undeclaredGroup(reference.name, declared: declared), at: reference.range)
        }
    }

    /// Records an entry's id, unless an earlier entry has it, which is then a problem.
    mutating func unique(
        _ id: String, _ range: SourceRange, in ids: WritableKeyPath<SchemaCheck, [String: SourceRange]>, what: String, keyPath: String
    ) {
        if let first = self[keyPath: ids][id] {
            problem(Message.duplicateID(id, of: what, keyPath: keyPath, firstLine: first.start.line), at: range)
        } else {
            self[keyPath: ids][id] = range
        }
    }

    /// The items of a list (null is empty); anything else is a problem.
    mutating func list(_ node: YAMLNode, keyPath: String) -> [YAMLNode] {
        do throws(ConfigurationError) {
            return try node.items(keyPath: keyPath)
        } catch {
            problem(error.detail, at: node.range)
            return []
        }
    }

    /// The entry's known keys (unknown keys are problems), by name.
    mutating func fields<Root>(
        _ entry: YAMLNode, keyPath: String, keys: KeyTable<Root>
    ) -> [(field: YAMLField<Root>, name: String, value: YAMLNode)] {
        keys.entries(of: entry, keyPath: keyPath, report: { report($0) }).compactMap { field, key, value in
            guard let field, let name = key.scalar else { return nil }
            return (field, name, value)
        }
    }

    /// Reads every key but `skipping` with its field, reporting wrong types and values.
    mutating func checkTypes<Root>(
        _ fields: [(field: YAMLField<Root>, name: String, value: YAMLNode)], keyPath: String, into root: inout Root, skipping: Set<String>
    ) {
        for (field, name, value) in fields where !skipping.contains(name) {
            do throws(ConfigurationError) {
                try field.read(value, into: &root, keyPath: "\(keyPath).\(name)")
            } catch {
                report(error)
            }
        }
    }

    /// A required, non-empty string; missing is reported at the entry.
    mutating func requiredString<Root>(
        _ name: String, in fields: [(field: YAMLField<Root>, name: String, value: YAMLNode)], keyPath: String, entry: YAMLNode
    ) -> (text: String, range: SourceRange)? {
        guard let value = fields.first(where: { $0.name == name })?.value else {
            problem(Message.missingKey(name, entry: keyPath), at: entry.range)
            return nil
        }
        let text: String
        do throws(ConfigurationError) {
            text = try value.string(keyPath: "\(keyPath).\(name)")
        } catch {
            report(error)
            return nil
        }
        guard !text.isEmpty else {
            problem(Message.empty("\(keyPath).\(name)"), at: value.range)
            return nil
        }
        return (text, value.range)
    }

    /// A `tips:` entry; its id and where it is written, when it has a usable one.
    mutating func tip(_ entry: YAMLNode, keyPath: String) -> (String, SourceRange)? {
        let fields = fields(entry, keyPath: keyPath, keys: ManifestTip.keys)
        let id = requiredString("id", in: fields, keyPath: keyPath, entry: entry)
        _ = requiredString("title", in: fields, keyPath: keyPath, entry: entry)
        // Without an id the entry is no tip yet: its other values are checked once it has one.
        guard let (idText, idRange) = id else { return nil }
        if ManifestTip.placeholder(in: idText) == nil, !Self.isPlainID(idText) {
            problem(Message.notPlainID(idText, keyPath: keyPath), at: idRange)
        }
        var tip = ManifestTip(id: idText, idRange: idRange)
        checkTypes(fields, keyPath: keyPath, into: &tip, skipping: ["id", "title", "actions"])
        if let name = tip.group, let range = tip.groupRange { groupReferences.append((name, range)) }
        if let actions = fields.first(where: { $0.name == "actions" }) {
            self.actions(actions.value, keyPath: "\(keyPath).actions")
        }
        return (idText, idRange)
    }

    /// A tip's `actions:`: each with an id and a title, ids unique within the tip.
    mutating func actions(_ node: YAMLNode, keyPath: String) {
        var ids = Set<String>()
        for (index, entry) in list(node, keyPath: keyPath).enumerated() {
            let entryPath = "\(keyPath)[\(index)]"
            let fields = fields(entry, keyPath: entryPath, keys: ManifestAction.keys)
            let id = requiredString("id", in: fields, keyPath: entryPath, entry: entry)
            let title = requiredString("title", in: fields, keyPath: entryPath, entry: entry)
            var action = ManifestAction(id: "", title: "", invalidates: false)
            checkTypes(fields, keyPath: entryPath, into: &action, skipping: ["id", "title"])
            guard let id, title != nil else { continue }
            if !ids.insert(id.text).inserted {
                problem(Message.duplicateAction(id.text, keyPath: entryPath), at: entry.range)
            }
        }
    }

    /// A `groups:` entry; its id and where it is written, when it has a usable one.
    mutating func group(_ entry: YAMLNode, keyPath: String) -> (String, SourceRange)? {
        let fields = fields(entry, keyPath: keyPath, keys: ManifestGroup.keys)
        guard let (id, range) = requiredString("id", in: fields, keyPath: keyPath, entry: entry) else { return nil }
        var group = ManifestGroup(id: id, priority: .ordered, range: range)
        checkTypes(fields, keyPath: keyPath, into: &group, skipping: ["id"])
        return (id, range)
    }

    /// `[A-Za-z0-9._-]+`: ids end up in the datastore and in analytics; keep them plain.
    static func isPlainID(_ id: String) -> Bool {
        !id.isEmpty && id.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || "._-".unicodeScalars.contains($0) }
    }
}

extension SourceRange {
    /// The one character at `position`: where a reader stopped, or where a value starts.
    fileprivate static func at(_ position: SourcePosition) -> SourceRange {
        SourceRange(start: position, end: SourcePosition(line: position.line, column: position.column + 1))
    }
}
