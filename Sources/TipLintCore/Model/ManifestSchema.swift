/// The keys of a tip manifest, each declared once. The manifest front end reads with them
/// leniently (a value it cannot read is left out); `manifest-schema` walks the raw file with the
/// same tables and reports every unknown key, wrong type and missing or repeated id.
extension ManifestFacts {
    /// The top level: `tips:` and `groups:`.
    package static let keys = KeyTable<ManifestFacts>([
        YAMLField(key: "tips", summary: "the tips, each with an id and a title", defaultValue: { _ in "[]" }) { manifest, node, path in
            manifest.tips = try usableEntries(
                of: node, keyPath: path, keys: ManifestTip.keys, draft: { ManifestTip(id: "", idRange: $0.range) }, id: \.id,
                isUsable: { !$0.id.isEmpty })
        },
        YAMLField(key: "groups", summary: "tip groups: tips of one group show one at a time", defaultValue: { _ in "[]" }) {
            manifest, node, path in
            manifest.groups = try usableEntries(
                of: node, keyPath: path, keys: ManifestGroup.keys, draft: { ManifestGroup(id: "", priority: .ordered, range: $0.range) },
                id: \.id, isUsable: { !$0.id.isEmpty })
        },
    ])

    /// The entries of a list read leniently with `keys`, each starting from `draft(item)`: an
    /// entry that is not usable (no id), or that has the id of an earlier one, is left out.
    /// Throws when `node` is not a list (null is empty).
    static func usableEntries<Entry>(
        of node: YAMLNode, keyPath: String, keys: KeyTable<Entry>, draft: (YAMLNode) -> Entry, id: KeyPath<Entry, String>,
        isUsable: (Entry) -> Bool
    ) throws(ConfigurationError) -> [Entry] {
        var result: [Entry] = []
        var ids = Set<String>()
        for (index, item) in try node.items(keyPath: keyPath).enumerated() {
            var entry = draft(item)
            keys.read(item, into: &entry, keyPath: "\(keyPath)[\(index)]") { _ in }
            if isUsable(entry), ids.insert(entry[keyPath: id]).inserted { result.append(entry) }
        }
        return result
    }
}

extension ManifestTip {
    /// The keys of a `tips:` entry. An empty id or title reads as none.
    package static let keys = KeyTable<ManifestTip>([
        YAMLField(key: "id", summary: "the tip's id: letters, digits, '.', '_' and '-'", defaultValue: { $0.id }) { tip, node, path in
            let id = try node.string(keyPath: path)
            guard !id.isEmpty else { return }
            tip.id = id
            tip.idRange = node.range
        },
        YAMLField(key: "title", summary: "the title a person reads", defaultValue: { $0.title?.text ?? "" }) { tip, node, path in
            let title = try node.string(keyPath: path)
            guard !title.isEmpty else { return }
            tip.title = TextLiteral(text: title, imageInterpolations: 0, otherInterpolations: 0, range: node.range)
        },
        YAMLField(key: "message", summary: "the text under the title", defaultValue: { $0.message?.text ?? "" }) { tip, node, path in
            tip.message = TextLiteral(text: try node.string(keyPath: path), imageInterpolations: 0, otherInterpolations: 0, range: node.range)
        },
        YAMLField(key: "image", summary: "an SF Symbol name", defaultValue: { $0.image ?? "" }) { tip, node, path in
            tip.image = try node.string(keyPath: path)
        },
        YAMLField(key: "screen", summary: "the screen that shows the tip", defaultValue: { $0.screen ?? "" }) { tip, node, path in
            tip.screen = try node.string(keyPath: path)
            tip.screenRange = node.range
        },
        YAMLField(key: "group", summary: "a group declared under groups:", defaultValue: { $0.group ?? "" }) { tip, node, path in
            tip.group = try node.string(keyPath: path)
            tip.groupRange = node.range
        },
        YAMLField(
            key: "max-display-count", summary: "how often the tip shows at most", defaultValue: { $0.maxDisplayCount.map { "\($0)" } ?? "" }
        ) { tip, node, path in
            tip.maxDisplayCount = try node.integer(keyPath: path, minimum: 1)
        },
        .stringList("invalidated-by", \.invalidatedBy, "events that retire the tip"),
        YAMLField(key: "actions", summary: "buttons, each with an id and a title", defaultValue: { _ in "[]" }) { tip, node, path in
            tip.actions = try ManifestFacts.usableEntries(
                of: node, keyPath: path, keys: ManifestAction.keys, draft: { _ in ManifestAction(id: "", title: "", invalidates: false) },
                id: \.id, isUsable: { !$0.id.isEmpty && !$0.title.isEmpty })
        },
    ])
}

extension ManifestAction {
    /// The keys of an `actions:` entry.
    package static let keys = KeyTable<ManifestAction>([
        .string("id", \.id, "the action's id"),
        .string("title", \.title, "the button's title"),
        .boolean("invalidates", \.invalidates, "whether the button retires the tip"),
    ])
}

extension ManifestGroup {
    /// The keys of a `groups:` entry.
    package static let keys = KeyTable<ManifestGroup>([
        YAMLField(key: "id", summary: "the group's id", defaultValue: { $0.id }) { group, node, path in
            group.id = try node.string(keyPath: path)
            group.range = node.range
        },
        .choice("priority", \.priority, "the order in which the group offers its tips"),
    ])
}
