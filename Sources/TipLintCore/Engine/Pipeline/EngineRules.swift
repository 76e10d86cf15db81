/// A rule whose findings the engine makes while it applies suppression comments: only the
/// engine knows which comments hid something. The rule type owns the id, severity and words;
/// the engine finds it by this role among the rules it is given and never names it.
package protocol SuppressionAuditing: Rule {
    /// The message for a comment that hid nothing. `unknownRules` holds the ids the comment
    /// names that no rule has, sorted; it is empty when the comment is merely stale, and for a
    /// comment whose command is mistyped (`directive.kind == .unknown`: `directive.command` as
    /// written, `directive.syntax.kinds` the commands there are), and for SwiftLint's comment
    /// naming a tiplint rule (`directive.kind == .swiftLint`).
    /// `knownRules` holds every rule id, sorted, for a "did you mean" suggestion.
    static func superfluous(_ directive: SuppressionDirective, unknownRules: [String], knownRules: [String]) -> String

    /// The message for a line comment (`disable:next`, `disable:previous`, `disable:this`) that
    /// hid nothing on its target line while a finding of a rule it names (`ruleID`) names that
    /// line as a related location: the finding is reported at `reportedAt` (`path:line`), and
    /// `related` is the related location's own words ("LoyaltyTip is also shown here").
    static func reportedElsewhere(_ directive: SuppressionDirective, ruleID: String, reportedAt: String, related: String) -> String

    /// The message for a line comment that hid nothing on its target line while a shown
    /// finding of a rule it names (`ruleID`) is a few lines away, on `line` (1-based) of the
    /// same file: the comment is on the wrong line.
    static func misplaced(_ directive: SuppressionDirective, ruleID: String, line: Int) -> String
}

/// The words of the `SuppressionAuditing` rule, as the engine calls them.
package struct SuppressionAuditWords: Sendable {
    /// `SuppressionAuditing.superfluous`: the directive, the unknown rule ids, every rule id.
    let superfluous: @Sendable (SuppressionDirective, [String], [String]) -> String
    /// `SuppressionAuditing.reportedElsewhere`: the directive, the rule id, where the finding
    /// is reported (`path:line`), the related location's words.
    let reportedElsewhere: @Sendable (SuppressionDirective, String, String, String) -> String
    /// `SuppressionAuditing.misplaced`: the directive, the rule id, the finding's line.
    let misplaced: @Sendable (SuppressionDirective, String, Int) -> String
}

/// A rule whose findings the engine makes after it lints a Markdown code block: only the engine
/// knows which lines are marked wrong and which of them produced findings.
package protocol CounterExampleAuditing: Rule {
    /// The message for a region marked wrong, holding code, in which no rule found anything.
    static func undetected() -> String
}

/// The kinds of the findings the engine makes for the auditing rules (their ids are
/// `rule-id/kind`); the rules declare them in their `messages`.
package enum EngineMessageKind {
    /// A suppression comment that hid nothing.
    package static let suppressesNothing = "suppresses-nothing"
    /// A suppression comment that names a rule no rule has.
    package static let unknownRule = "unknown-rule"
    /// A `tiplint:` comment whose command is none there is (`disable:nxt`).
    package static let unknownDirective = "unknown-directive"
    /// SwiftLint's disable comment naming a tiplint rule (`swiftlint:disable:this simultaneous-tips`).
    package static let swiftLintDirective = "swiftlint-directive"
    /// A region marked wrong in which no rule found anything.
    package static let undetected = "undetected"
}

/// What the engine computes for a rule instead of calling its `findings(in:options:context:)`.
package enum EngineRole: Sendable {
    /// The rule is a `SuppressionAuditing`; its message factories.
    case suppressionAudit(message: SuppressionAuditWords)
    /// The rule is a `CounterExampleAuditing`; its message factory.
    case counterExampleAudit(message: @Sendable () -> String)
}

// The roles are witnesses of `Rule.engineRole`, chosen when the rule is compiled: asking a rule
// type at run time whether it conforms (`as? any SuppressionAuditing.Type`) made every run scan
// the binary's conformance tables once per rule and protocol.
extension SuppressionAuditing {
    package static var engineRole: EngineRole? {
        .suppressionAudit(message: SuppressionAuditWords(
            superfluous: { superfluous($0, unknownRules: $1, knownRules: $2) },
            reportedElsewhere: { reportedElsewhere($0, ruleID: $1, reportedAt: $2, related: $3) },
            misplaced: { misplaced($0, ruleID: $1, line: $2) }))
    }

    /// By default a comment a few lines from a finding is merely superfluous.
    package static func misplaced(_ directive: SuppressionDirective, ruleID: String, line: Int) -> String {
        superfluous(directive, unknownRules: [], knownRules: [])
    }

    /// By default a comment on a related location is merely superfluous (`superfluous` with no
    /// unknown rule); a rule that can say where the comment belongs implements it.
    package static func reportedElsewhere(_ directive: SuppressionDirective, ruleID: String, reportedAt: String, related: String) -> String {
        superfluous(directive, unknownRules: [], knownRules: [])
    }

    /// None: the engine makes this rule's findings.
    package static func findings(in index: ProjectIndex, options: Options, context: RuleContext) -> [Finding] { [] }
}

extension CounterExampleAuditing {
    package static var engineRole: EngineRole? { .counterExampleAudit(message: { undetected() }) }

    /// None: the engine makes this rule's findings.
    package static func findings(in index: ProjectIndex, options: Options, context: RuleContext) -> [Finding] { [] }
}
