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

/// A place where a manifest breaks the schema, for `manifest-schema`.
public struct ManifestProblem: Codable, Hashable, Sendable {
    public var message: String
    public var range: SourceRange

    public init(message: String, range: SourceRange) {
        self.message = message
        self.range = range
    }

    /// A problem at one character (where a YAML reader stopped).
    init(message: String, at position: SourcePosition) {
        self.init(message: message, range: SourceRange(start: position, end: SourcePosition(line: position.line, column: position.column + 1)))
    }
}

/// What one manifest file declares. Problems are collected, not thrown, so that one run
/// reports every mistake in the file.
public struct ManifestFacts: Codable, Hashable, Sendable {
    public var tips: [ManifestTip] = []
    public var groups: [ManifestGroup] = []
    public var problems: [ManifestProblem] = []

    public init() {}
}
