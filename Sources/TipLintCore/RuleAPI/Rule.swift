/// A lint rule: a description with examples, and a pure function from the project's tip model
/// to findings. Rules never parse, read files or print.
package protocol Rule: Sendable {
    associatedtype Options: RuleOptions = NoOptions
    static var description: RuleDescription { get }
    /// Which facts the index given to `findings` holds: what ships, unless the rule opts in to
    /// test and preview code.
    static var indexView: IndexView { get }
    static func findings(in index: ProjectIndex, options: Options, context: RuleContext) -> [Finding]
    /// Set for the rules whose findings the engine makes: given by `SuppressionAuditing` and
    /// `CounterExampleAuditing`, nil for every other rule.
    static var engineRole: EngineRole? { get }
}

extension Rule {
    package static var indexView: IndexView { .shipping }
    package static var engineRole: EngineRole? { nil }
}

/// The facts a rule is given.
package enum IndexView: Sendable {
    /// What people run: the index without test and preview code (`ProjectIndex.shipping`).
    /// Every rule's default.
    case shipping
    /// Test and preview code too, an explicit opt-in: such a rule reads `index.shipping`
    /// wherever it means what ships.
    case withTestAndPreviewCode
}

/// What a rule is, for `tiplint rules`, `explain`, SARIF metadata and the example tests.
package struct RuleDescription: Sendable {
    package var id: String
    package var name: String
    package var summary: String
    package var rationale: String
    /// What the rule cannot know or does not follow (one paragraph, for `explain` and the rule
    /// pages): the places a reader should not count on it. Every shipped rule states it.
    package var limits: String
    /// Each kind of message the rule makes (`reset-every-launch`), with what it says in general:
    /// the `kind` of its findings (their id is `rule-id/kind`), SARIF's `rule.messageStrings`
    /// and the rule page's list of messages. Kinds never change once released; words may.
    package var messages: KeyValuePairs<String, String>
    package var defaultSeverity: Severity
    /// The cases the rule reports below `defaultSeverity` while `.lintconfig.yml` sets no
    /// severity for it (`on` keeps them); a severity set there applies to every finding.
    /// `tiplint rules`, `explain`, the rule pages and `init` say so. Nil: every finding is at
    /// the rule's severity.
    package var lowerSeverityCases: LowerSeverityCases?
    /// Rules for a special audience (doc authors) are off until the configuration turns them on.
    package var enabledByDefault: Bool
    package var triggering: [RuleExample]
    package var nonTriggering: [RuleExample]
    /// For rules whose findings carry a fix: each input (markers optional, at the fixed
    /// findings) and the exact text `--fix` turns it into. The example tests apply the fixes
    /// and lint the output again, which must then be free of this rule's findings.
    package var corrections: KeyValuePairs<RuleExample, String>
    /// Whether the rule's findings may carry a `Fix`. Declared, not inferred from `corrections`:
    /// `--fix` names the findings of such a rule it leaves without a fix, and the language
    /// server offers fix actions only for such rules. The example tests hold the declaration,
    /// the fixes and the `corrections:` table to one another.
    package var offersFixes: Bool

    package init(
        id: String, name: String, summary: String, rationale: String, limits: String = "",
        messages: KeyValuePairs<String, String> = [:], defaultSeverity: Severity,
        triggering: [RuleExample], nonTriggering: [RuleExample], corrections: KeyValuePairs<RuleExample, String> = [:],
        offersFixes: Bool = false, enabledByDefault: Bool = true, lowerSeverityCases: LowerSeverityCases? = nil
    ) {
        self.offersFixes = offersFixes
        self.enabledByDefault = enabledByDefault
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.limits = limits
        self.messages = messages
        self.defaultSeverity = defaultSeverity
        self.lowerSeverityCases = lowerSeverityCases
        self.triggering = triggering
        self.nonTriggering = nonTriggering
        self.corrections = corrections
    }
}

/// What the index a rule looks at stands for.
package enum RuleScope: Sendable {
    /// Every Swift file and manifest of one app project.
    case project
    /// One Swift code block of a Markdown file: a fragment, not an app. Whole-project questions
    /// ("is this tip ever invalidated anywhere?") have no answer there.
    case snippet
    /// Some files of an app project read without the rest: named files (or `--stdin-path`, an
    /// editor's open documents) whose root no configuration file or project marker
    /// (`ProjectMarkers`) establishes, so the run cannot know it saw the whole project. Code
    /// facts are as reliable as in `.project`, but whether something happens nowhere in the
    /// project has no answer: rules that report an absence stay silent.
    case partial
}

/// What a rule is told besides the index: its severity and the project-wide settings.
package struct RuleContext: Sendable {
    package var ruleID: String
    package var severity: Severity
    package var gates: [String]
    package var scope: RuleScope
    /// `.lintconfig.yml` sets the rule's severity (not only `on`): it applies to every finding.
    package var severityIsSet = false

    /// A finding of this rule at its configured severity. `kind` names which of the rule's
    /// messages it is (one of `RuleDescription.messages`); the finding's id is `rule-id/kind`.
    /// `severity`: the case's own default, for a case `RuleDescription.lowerSeverityCases`
    /// describes; used only while the configuration sets no severity for the rule.
    package func finding(
        _ message: String, kind: String, at location: SourceLocation, related: [RelatedLocation] = [], fix: Fix? = nil,
        tip: String? = nil, severity: Severity? = nil
    ) -> Finding {
        Finding(
            ruleID: ruleID, severity: severityIsSet ? self.severity : severity ?? self.severity, message: message, kind: kind, location: location,
            related: related, fix: fix, tipName: tip)
    }
}

/// A rule with its options type erased, so that the engine can hold every rule in one list.
package struct AnyRule: Sendable {
    package let description: RuleDescription
    package let optionFields: [OptionDocumentation]
    /// Set for the rules whose findings the engine makes (`SuppressionAuditing`, `CounterExampleAuditing`).
    package let engineRole: EngineRole?
    let parseOptions: @Sendable (YAMLNode?, String) throws -> any RuleOptions
    let run: @Sendable (ProjectIndex, any RuleOptions, RuleContext) -> [Finding]

    package init<R: Rule>(_ rule: R.Type) {
        description = R.description
        optionFields = R.Options.documentation
        engineRole = R.engineRole
        parseOptions = { node, keyPath in try R.Options.parse(node, keyPath: keyPath) }
        run = { index, options, context in
            let view = R.indexView == .shipping ? index.shipping : index
            return R.findings(in: view, options: options as? R.Options ?? R.Options(), context: context)
        }
    }

    package var id: String { description.id }
    package var defaultOptions: any RuleOptions { (try? parseOptions(nil, id)) ?? NoOptions() }
}

/// Which findings a rule reports below its default severity unless the configuration sets one.
package struct LowerSeverityCases: Sendable {
    package var severity: Severity
    /// The cases, as a phrase after "note for" ("several tips eligible at once on first launch").
    package var cases: String

    package init(_ severity: Severity, for cases: String) {
        self.severity = severity
        self.cases = cases
    }
}
