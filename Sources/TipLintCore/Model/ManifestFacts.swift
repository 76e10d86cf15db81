/// A tip declared in a YAML manifest (see the README's "Tip manifests").
public struct ManifestTip: Codable, Hashable, Sendable {
    public var id: String
    public var idRange: SourceRange
    public var title: TextLiteral?
    public var message: TextLiteral?
    public var image: String?
    public var screen: String?
    public var screenRange: SourceRange?
    public var group: String?
    /// Where `group:` names the group.
    public var groupRange: SourceRange?
    public var maxDisplayCount: Int?
    public var invalidatedBy: [String] = []
    public var actions: [ManifestAction] = []

    public init(id: String, idRange: SourceRange) {
        self.id = id
        self.idRange = idRange
    }

    /// Something retires the tip: an event, a display limit, or an action that invalidates it.
    public var hasInvalidation: Bool {
        !invalidatedBy.isEmpty || maxDisplayCount != nil || actions.contains(where: \.invalidates)
    }

    /// The placeholder in an id, if any: `{{uuid}}`, `${BUILD}`, `$(DATE)`, `\(index)`, `%@`,
    /// `%d` are filled in per build or per launch.
    public static func placeholder(in id: String) -> String? {
        for opener in ["{{", "${", "$(", "\\(", "%@", "%d"] where id.contains(opener) { return opener }
        return nil
    }
}

/// A button on a manifest tip.
public struct ManifestAction: Codable, Hashable, Sendable {
    public var id: String
    public var title: String
    public var invalidates: Bool

    public init(id: String, title: String, invalidates: Bool) {
        self.id = id
        self.title = title
        self.invalidates = invalidates
    }
}

/// A `groups:` entry: tips of one group show one at a time.
public struct ManifestGroup: Codable, Hashable, Sendable {
    public enum Priority: String, Codable, Sendable, CaseIterable {
        case ordered
        case firstAvailable = "first-available"
    }

    public var id: String
    public var priority: Priority
    public var range: SourceRange

    public init(id: String, priority: Priority, range: SourceRange) {
        self.id = id
        self.priority = priority
        self.range = range
    }
}

/// A manifest as written: its YAML tree with the place of every value, or why it is not YAML.
/// `manifest-schema` checks it against `ManifestFacts.keys`; nothing else needs it.
public struct RawManifest: Codable, Hashable, Sendable {
    /// Where libyaml stopped reading, and why.
    public struct SyntaxError: Codable, Hashable, Sendable {
        public var message: String
        public var position: SourcePosition
    }

    /// The first YAML document; nil for an empty file or one that is not valid YAML.
    public var document: YAMLNode?
    public var syntaxError: SyntaxError?
}

/// What one manifest file declares: the tips and groups that could be read (an entry without a
/// usable id, or repeating an earlier id, is left out), and the raw file for `manifest-schema`.
public struct ManifestFacts: Codable, Hashable, Sendable {
    public var tips: [ManifestTip] = []
    public var groups: [ManifestGroup] = []
    public var raw = RawManifest()

    public init() {}
}
