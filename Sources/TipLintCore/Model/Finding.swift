/// One problem a rule found. Rules fill in everything but `fingerprint` and `suppression`,
/// which the engine adds once it knows the source line and the suppression comments.
public struct Finding: Codable, Hashable, Sendable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    public var related: [RelatedLocation]
    public var fix: Fix?
    /// The tip type or id the finding is about; part of the fingerprint.
    public var tipName: String?
    /// Stable across line moves: rule id + path + tip name + hash of the normalised source line.
    public var fingerprint: String
    /// Set when a suppression comment or a baseline hides the finding.
    public var suppression: Suppression?
    /// Found in documentation code marked as wrong on purpose (`// WRONG`): shown as a note,
    /// never fails a run, and is a suppressed result in SARIF. Reporters say so in front of the
    /// message (`displayMessage`); `message` stays the rule's own words.
    public var counterExample: Bool

    public init(
        ruleID: String, severity: Severity, message: String, location: SourceLocation,
        related: [RelatedLocation] = [], fix: Fix? = nil, tipName: String? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.related = related
        self.fix = fix
        self.tipName = tipName
        self.fingerprint = ""
        self.suppression = nil
        self.counterExample = false
    }

    /// The message as every reporter shows it: `counter-example: …` for a counter-example.
    public var displayMessage: String { counterExample ? "counter-example: " + message : message }
}

/// Another place a finding names ("the first display site", "where the UUID comes from").
public struct RelatedLocation: Codable, Hashable, Sendable {
    public var location: SourceLocation
    public var message: String

    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }
}

/// A safe, mechanical edit that resolves a finding.
public struct Fix: Codable, Hashable, Sendable {
    public var description: String
    public var replacements: [Replacement]

    public init(description: String, replacements: [Replacement]) {
        self.description = description
        self.replacements = replacements
    }
}

/// Replace the text in `range` (possibly empty, for an insertion) with `text`.
public struct Replacement: Codable, Hashable, Sendable {
    public var range: SourceRange
    public var text: String

    public init(range: SourceRange, text: String) {
        self.range = range
        self.text = text
    }
}

/// Why a finding is hidden. `inSource` for comments in the file, `external` for a baseline.
public struct Suppression: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Sendable {
        case inSource
        case external
    }

    public var kind: Kind
    public var justification: String?

    public init(kind: Kind, justification: String?) {
        self.kind = kind
        self.justification = justification
    }
}
