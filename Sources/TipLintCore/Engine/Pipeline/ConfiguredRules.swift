/// The rules of one run with their configured severity and options, resolved once; the one
/// place that runs a rule set over an index, for a whole project or a doc snippet alike.
struct ConfiguredRules: Sendable {
    /// A rule as this run uses it.
    struct Entry: Sendable {
        var rule: AnyRule
        var severity: Severity
        var options: any RuleOptions
        /// The configuration sets the severity: it applies to every finding (`RuleContext.severityIsSet`).
        var severityIsSet = false
    }

    /// Enabled rules that find their own findings.
    let checks: [Entry]
    let enabledIDs: Set<String>
    let knownIDs: Set<String>
    /// The enabled `SuppressionAuditing` rule and its message factories.
    let suppressionAudit: (entry: Entry, message: SuppressionAuditWords)?
    /// The enabled `CounterExampleAuditing` rule and its message factory.
    let counterExampleAudit: (entry: Entry, message: @Sendable () -> String)?
    let gates: [String]
    /// `--only-rule`'s ids, when given (`Configuration.onlyRules`).
    let onlyRules: Set<String>?

    /// A rule the configuration does not mention is on, at its default severity and options.
    init(rules: [AnyRule], configuration: Configuration) {
        let enabled = rules.filter { configuration.rules[$0.id]?.enabled ?? true }.map { rule in
            let setting = configuration.rules[rule.id]
            return Entry(
                rule: rule, severity: setting?.severity ?? rule.description.defaultSeverity,
                options: setting?.options ?? rule.defaultOptions, severityIsSet: setting?.severityIsSet ?? false)
        }
        checks = enabled.filter { $0.rule.engineRole == nil }
        enabledIDs = Set(enabled.map(\.rule.id))
        knownIDs = Set(rules.map(\.id))
        gates = configuration.gates
        onlyRules = configuration.onlyRules
        var suppressionAudit: (entry: Entry, message: SuppressionAuditWords)?
        var counterExampleAudit: (entry: Entry, message: @Sendable () -> String)?
        for entry in enabled {
            switch entry.rule.engineRole {
            case .suppressionAudit(let message)?: suppressionAudit = suppressionAudit ?? (entry, message)
            case .counterExampleAudit(let message)?: counterExampleAudit = counterExampleAudit ?? (entry, message)
            case nil: break
            }
        }
        self.suppressionAudit = suppressionAudit
        self.counterExampleAudit = counterExampleAudit
    }

    /// Every check's findings in `index`, which stands for `scope`.
    func findings(in index: ProjectIndex, scope: RuleScope) -> [Finding] {
        checks.flatMap { entry in
            entry.rule.run(index, entry.options, RuleContext(
                ruleID: entry.rule.id, severity: entry.severity, gates: gates, scope: scope, severityIsSet: entry.severityIsSet))
        }
    }

    /// Applies suppression comments with this run's rules.
    var suppressor: Suppressor {
        Suppressor(
            enabledRules: enabledIDs, knownRules: knownIDs, onlyRules: onlyRules,
            audit: suppressionAudit.map { (ruleID: $0.entry.rule.id, severity: $0.entry.severity, message: $0.message) })
    }
}
