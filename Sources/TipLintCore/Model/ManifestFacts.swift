/// A tip declared in a YAML manifest (see the README's "Tip manifests").
package struct ManifestTip: Codable, Hashable, Sendable {
    package var id: String
    package var idRange: SourceRange
    package var title: TextLiteral?
    package var message: TextLiteral?
    package var image: String?
    package var screen: String?
    package var screenRange: SourceRange?
    package var group: String?
    /// Where `group:` names the group.
    package var groupRange: SourceRange?
    package var maxDisplayCount: Int?
    package var invalidatedBy: [String] = []
    package var actions: [ManifestAction] = []

    package init(id: String, idRange: SourceRange) {
        self.id = id
        self.idRange = idRange
    }

    /// Something retires the tip: an event, a display limit, or an action that invalidates it.
    package var hasInvalidation: Bool {
        !invalidatedBy.isEmpty || maxDisplayCount != nil || actions.contains(where: \.invalidates)
    }

    /// The placeholder in an id, if any: `{{uuid}}`, `${BUILD}`, `$(DATE)`, `\(index)`, `%@`,
    /// `%d` are filled in per build or per launch.
    package static func placeholder(in id: String) -> String? {
        for opener in ["{{", "${", "$(", "\\(", "%@", "%d"] where id.contains(opener) { return opener }
        return nil
    }
}

/// A button on a manifest tip.
package struct ManifestAction: Codable, Hashable, Sendable {
    package var id: String
    package var title: String
    package var invalidates: Bool

    package init(id: String, title: String, invalidates: Bool) {
        self.id = id
        self.title = title
        self.invalidates = invalidates
    }
}

/// A `groups:` entry: tips of one group show one at a time.
package struct ManifestGroup: Codable, Hashable, Sendable {
    package enum Priority: String, Codable, Sendable, CaseIterable {
        case ordered
        case firstAvailable = "first-available"
    }

    package var id: String
    package var priority: Priority
    package var range: SourceRange

    package init(id: String, priority: Priority, range: SourceRange) {
        self.id = id
        self.priority = priority
        self.range = range
    }
}

/// A manifest as written: its YAML tree with the place of every value, or why it is not YAML.
/// `manifest-schema` checks it against `ManifestFacts.keys`; nothing else needs it.
package struct RawManifest: Codable, Hashable, Sendable {
    /// Where libyaml stopped reading, and why.
    package struct SyntaxError: Codable, Hashable, Sendable {
        package var message: String
        package var position: SourcePosition
    }

    /// The first YAML document; nil for an empty file or one that is not valid YAML.
    package var document: YAMLNode?
    package var syntaxError: SyntaxError?
}

/// What one manifest file declares: the tips and groups that could be read (an entry without a
/// usable id, or repeating an earlier id, is left out), and the raw file for `manifest-schema`.
package struct ManifestFacts: Codable, Hashable, Sendable {
    package var tips: [ManifestTip] = []
    package var groups: [ManifestGroup] = []
    package var raw = RawManifest()

    package init() {}
}
