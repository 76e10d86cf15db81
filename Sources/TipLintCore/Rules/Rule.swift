/// A lint rule: a description with examples, and a pure function from the project's tip model
/// to findings. Rules never parse, read files or print.
public protocol Rule: Sendable {
    associatedtype Options: RuleOptions = NoOptions
    static var description: RuleDescription { get }
    static func findings(in index: ProjectIndex, options: Options, context: RuleContext) -> [Finding]
}

/// What a rule is, for `tiplint rules`, `explain`, SARIF metadata and the example tests.
public struct RuleDescription: Sendable {
    public var id: String
    public var name: String
    public var summary: String
    public var rationale: String
    public var defaultSeverity: Severity
    /// Rules for a special audience (doc authors) are off until the configuration turns them on.
    public var enabledByDefault: Bool
    public var triggering: [RuleExample]
    public var nonTriggering: [RuleExample]
    /// For rules whose findings carry a fix: each input (markers optional, at the fixed
    /// findings) and the exact text `--fix` turns it into. The example tests apply the fixes
    /// and lint the output again, which must then be free of this rule's findings.
    public var corrections: KeyValuePairs<RuleExample, String>

    public init(
        id: String, name: String, summary: String, rationale: String, defaultSeverity: Severity,
        triggering: [RuleExample], nonTriggering: [RuleExample], corrections: KeyValuePairs<RuleExample, String> = [:],
        enabledByDefault: Bool = true
    ) {
        self.enabledByDefault = enabledByDefault
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.triggering = triggering
        self.nonTriggering = nonTriggering
        self.corrections = corrections
    }
}

/// What the index a rule looks at stands for.
public enum RuleScope: Sendable {
    /// Every Swift file and manifest of one app project.
    case project
    /// One Swift code block of a Markdown file: a fragment, not an app. Whole-project questions
    /// ("is this tip ever invalidated anywhere?") have no answer there.
    case snippet
}

/// What a rule is told besides the index: its severity and the project-wide settings.
public struct RuleContext: Sendable {
    public var ruleID: String
    public var severity: Severity
    public var gates: [String]
    public var scope: RuleScope

    public init(ruleID: String, severity: Severity, gates: [String], scope: RuleScope = .project) {
        self.ruleID = ruleID
        self.severity = severity
        self.gates = gates
        self.scope = scope
    }

    /// A finding of this rule at its configured severity.
    public func finding(
        _ message: String, at location: SourceLocation, related: [RelatedLocation] = [], fix: Fix? = nil,
        tip: String? = nil, severity: Severity? = nil
    ) -> Finding {
        Finding(
            ruleID: ruleID, severity: severity ?? self.severity, message: message, location: location,
            related: related, fix: fix, tipName: tip)
    }
}

/// A rule with its options type erased, so that the engine can hold every rule in one list.
public struct AnyRule: Sendable {
    public let description: RuleDescription
    public let optionFields: [OptionDocumentation]
    /// Set for the rules whose findings the engine makes (`SuppressionAuditing`, `CounterExampleAuditing`).
    public let engineRole: EngineRole?
    let parseOptions: @Sendable (YAMLNode?, String) throws -> any RuleOptions
    let run: @Sendable (ProjectIndex, any RuleOptions, RuleContext) -> [Finding]

    public init<R: Rule>(_ rule: R.Type) {
        description = R.description
        optionFields = R.Options.documentation
        engineRole = EngineRole(of: R.self)
        parseOptions = { node, keyPath in try R.Options.parse(node, keyPath: keyPath) }
        run = { index, options, context in
            R.findings(in: index, options: options as? R.Options ?? R.Options(), context: context)
        }
    }

    public var id: String { description.id }
    public var defaultOptions: any RuleOptions { (try? parseOptions(nil, id)) ?? NoOptions() }
}
