/// Reads a YAML tip manifest into `ManifestFacts`, checking it against the schema as it goes.
/// Every schema problem is recorded with its place; reading carries on past it, so that a
/// person fixes a whole file in one round.
public enum ManifestFrontend {
    /// The keys of each kind of entry, each declared once.
    enum TopKey: String, CaseIterable { case tips, groups }
    enum TipKey: String, CaseIterable {
        case id, title, message, image, screen, group, actions
        case maxDisplayCount = "max-display-count"
        case invalidatedBy = "invalidated-by"
    }
    enum ActionKey: String, CaseIterable { case id, title, invalidates }
    enum GroupKey: String, CaseIterable { case id, priority }

    public static func facts(source: String, path: String) -> FileFacts {
        var facts = FileFacts(path: path)
        var manifest = ManifestFacts()
        var reader = Reader()
        do {
            if let document = try YAMLReader.parse(source, path: path), !document.isNull {
                reader.readDocument(document, into: &manifest)
            }
        } catch let error as ConfigurationError {
            reader.problems.append(ManifestProblem(message: "not valid YAML: \(error.message)", at: error.position))
        } catch {
            reader.problems.append(ManifestProblem(message: "cannot read the manifest: \(error)", at: SourcePosition(line: 1, column: 1)))
        }
        manifest.problems = reader.problems
        facts.manifest = manifest
        return facts
    }

    /// `[A-Za-z0-9._-]+`: ids end up in the datastore and in analytics; keep them plain.
    static func isPlainID(_ id: String) -> Bool {
        !id.isEmpty && id.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || "._-".unicodeScalars.contains($0) }
    }

    /// `{{uuid}}`, `${BUILD}`, `$(DATE)`, `\(index)`, `%@`: filled in per build or per launch.
    public static func placeholder(in id: String) -> String? {
        for opener in ["{{", "${", "$(", "\\(", "%@", "%d"] where id.contains(opener) { return opener }
        return nil
    }

    private struct Reader {
        var problems: [ManifestProblem] = []

        mutating func problem(_ message: String, at node: YAMLNode) {
            problems.append(ManifestProblem(message: message, range: node.range))
        }

        /// Runs a typed read; a failure becomes a problem and the value is skipped.
        mutating func attempt<T>(_ read: () throws -> T) -> T? {
            do {
                return try read()
            } catch let error as ConfigurationError {
                let key = error.keyPath.isEmpty ? "" : "\(error.keyPath): "
                problems.append(ManifestProblem(message: key + error.message, at: error.position))
                return nil
            } catch {
                return nil
            }
        }

        /// The entries of a map whose keys must come from `Key`; unknown keys are problems.
        mutating func entries<Key: RawRepresentable & CaseIterable>(
            of node: YAMLNode, keyPath: String, as: Key.Type
        ) -> [(key: Key, node: YAMLNode, value: YAMLNode)] where Key.RawValue == String {
            guard let entries = attempt({ try node.mappingEntries(keyPath: keyPath) }) else { return [] }
            var result: [(key: Key, node: YAMLNode, value: YAMLNode)] = []
            for (keyNode, value) in entries {
                guard let name = keyNode.scalar else { continue }
                guard let key = Key(rawValue: name) else {
                    let known = Key.allCases.map(\.rawValue)
                    _ = attempt { throw ConfigurationError.unknownKey(name, at: keyNode, keyPath: keyPath, known: known) }
                    continue
                }
                result.append((key, keyNode, value))
            }
            return result
        }

        mutating func readDocument(_ document: YAMLNode, into manifest: inout ManifestFacts) {
            var groupReferences: [(name: String, node: YAMLNode)] = []
            for (key, _, value) in entries(of: document, keyPath: "", as: TopKey.self) {
                guard let items = list(value, keyPath: key.rawValue) else { continue }
                for (index, item) in items.enumerated() {
                    let keyPath = "\(key.rawValue)[\(index)]"
                    switch key {
                    case .tips:
                        if let tip = readTip(item, keyPath: keyPath, groupReferences: &groupReferences) {
                            appendUnique(tip, to: &manifest.tips, id: \.id, range: \.idRange, what: "tip", keyPath: keyPath)
                        }
                    case .groups:
                        if let group = readGroup(item, keyPath: keyPath) {
                            appendUnique(group, to: &manifest.groups, id: \.id, range: \.range, what: "group", keyPath: keyPath)
                        }
                    }
                }
            }
            let declared = Set(manifest.groups.map(\.id))
            for reference in groupReferences where !declared.contains(reference.name) {
                var message = "group \"\(reference.name)\" is not declared under groups:"
                if let suggestion = Suggestion.closest(to: reference.name, in: declared.sorted()) {
                    message += "; did you mean \"\(suggestion)\"?"
                } else {
                    message += "; add it there"
                }
                problem(message, at: reference.node)
            }
        }

        /// Appends `item` unless an earlier entry has its id, which is then a problem.
        mutating func appendUnique<Item>(
            _ item: Item, to items: inout [Item], id: KeyPath<Item, String>, range: KeyPath<Item, SourceRange>, what: String, keyPath: String
        ) {
            guard let first = items.first(where: { $0[keyPath: id] == item[keyPath: id] }) else {
                items.append(item)
                return
            }
            problems.append(ManifestProblem(
                message: "\(keyPath).id: duplicate \(what) id \"\(item[keyPath: id])\", first declared on line \(first[keyPath: range].start.line); ids must be unique",
                range: item[keyPath: range]))
        }

        mutating func list(_ node: YAMLNode, keyPath: String) -> [YAMLNode]? {
            if node.isNull { return [] }
            guard case .sequence(let items) = node.value else {
                problem("\(keyPath): expected a list, got \(node.kindName)", at: node)
                return nil
            }
            return items
        }

        /// A required string: missing is reported at the entry.
        mutating func requiredString(_ value: YAMLNode?, name: String, keyPath: String, entry: YAMLNode) -> (String, YAMLNode)? {
            guard let value else {
                problem("\(keyPath): missing required key \"\(name)\"", at: entry)
                return nil
            }
            guard let text = attempt({ try value.string(keyPath: "\(keyPath).\(name)") }) else { return nil }
            guard !text.isEmpty else {
                problem("\(keyPath).\(name): must not be empty", at: value)
                return nil
            }
            return (text, value)
        }

        mutating func readTip(_ entry: YAMLNode, keyPath: String, groupReferences: inout [(name: String, node: YAMLNode)]) -> ManifestTip? {
            let fields = entries(of: entry, keyPath: keyPath, as: TipKey.self)
            func value(_ key: TipKey) -> YAMLNode? { fields.first { $0.key == key }?.value }
            let id = requiredString(value(.id), name: "id", keyPath: keyPath, entry: entry)
            let title = requiredString(value(.title), name: "title", keyPath: keyPath, entry: entry)
            guard let (idText, idNode) = id else { return nil }
            if ManifestFrontend.placeholder(in: idText) == nil, !ManifestFrontend.isPlainID(idText) {
                problem("\(keyPath).id: \"\(idText)\" may use only letters, digits, '.', '_' and '-'", at: idNode)
            }
            var tip = ManifestTip(id: idText, idRange: idNode.range)
            tip.title = title.map { TextLiteral(text: $0.0, imageInterpolations: 0, otherInterpolations: 0, range: $0.1.range) }
            for (key, _, node) in fields {
                let path = "\(keyPath).\(key.rawValue)"
                switch key {
                case .id, .title: break
                case .message:
                    if let text = attempt({ try node.string(keyPath: path) }) {
                        tip.message = TextLiteral(text: text, imageInterpolations: 0, otherInterpolations: 0, range: node.range)
                    }
                case .image: tip.image = attempt { try node.string(keyPath: path) }
                case .screen:
                    tip.screen = attempt { try node.string(keyPath: path) }
                    tip.screenRange = node.range
                case .group:
                    if let name = attempt({ try node.string(keyPath: path) }) {
                        tip.group = name
                        groupReferences.append((name, node))
                    }
                case .maxDisplayCount: tip.maxDisplayCount = attempt { try node.integer(keyPath: path, minimum: 1) }
                case .invalidatedBy: tip.invalidatedBy = attempt { try node.stringList(keyPath: path) } ?? []
                case .actions:
                    for (index, item) in (list(node, keyPath: path) ?? []).enumerated() {
                        guard let action = readAction(item, keyPath: "\(path)[\(index)]") else { continue }
                        if tip.actions.contains(where: { $0.id == action.id }) {
                            problem("\(path)[\(index)].id: duplicate action id \"\(action.id)\" in this tip", at: item)
                        } else {
                            tip.actions.append(action)
                        }
                    }
                }
            }
            return tip
        }

        mutating func readAction(_ entry: YAMLNode, keyPath: String) -> ManifestAction? {
            let fields = entries(of: entry, keyPath: keyPath, as: ActionKey.self)
            func value(_ key: ActionKey) -> YAMLNode? { fields.first { $0.key == key }?.value }
            let id = requiredString(value(.id), name: "id", keyPath: keyPath, entry: entry)
            let title = requiredString(value(.title), name: "title", keyPath: keyPath, entry: entry)
            let invalidates = value(.invalidates).flatMap { node in attempt { try node.boolean(keyPath: "\(keyPath).invalidates") } } ?? false
            guard let id, let title else { return nil }
            return ManifestAction(id: id.0, title: title.0, invalidates: invalidates)
        }

        mutating func readGroup(_ entry: YAMLNode, keyPath: String) -> ManifestGroup? {
            let fields = entries(of: entry, keyPath: keyPath, as: GroupKey.self)
            func value(_ key: GroupKey) -> YAMLNode? { fields.first { $0.key == key }?.value }
            guard let (id, idNode) = requiredString(value(.id), name: "id", keyPath: keyPath, entry: entry) else { return nil }
            var priority = ManifestGroup.Priority.ordered
            if let node = value(.priority),
                let word = attempt({ try node.choice(keyPath: "\(keyPath).priority", allowed: ManifestGroup.Priority.allCases.map(\.rawValue)) })
            {
                priority = ManifestGroup.Priority(rawValue: word) ?? .ordered
            }
            return ManifestGroup(id: id, priority: priority, range: idNode.range)
        }
    }
}
