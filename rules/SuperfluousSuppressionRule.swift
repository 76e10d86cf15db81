import TipLintCore

/// `// tiplint:disable…` comments that hide nothing. The engine applies suppressions, so it
/// produces these findings (as SwiftLint's superfluous-disable-command); this type gives the rule
/// its id, description, severity, examples and message.
package struct SuperfluousSuppressionRule: SuppressionAuditing {
    package static let description = RuleDescription(
        id: "superfluous-suppression",
        name: "Superfluous suppression",
        summary: "Suppression comments that suppress nothing",
        rationale: """
            A tiplint:disable comment that hides no finding is stale (the code was fixed) or \
            misspelt (the rule id is wrong), and it would silently hide a future real problem. \
            Remove it, or correct the rule id.
            """,
        limits: """
            It judges one run with its configuration: a comment that names only rules turned off there is \
            left alone, since it may hide findings under another configuration.
            """,
        messages: [
            EngineMessageKind.suppressesNothing: "A suppression comment hides no finding",
            EngineMessageKind.unknownRule: "A suppression comment names a rule id no rule has",
        ],
        defaultSeverity: .warning,
        triggering: [
            RuleExample("""
                struct SearchTip: Tip {
                    1️⃣// tiplint:disable:next title-length - copy reviewed
                    var title: Text { Text("Search") }
                }
                """, messages: ["1️⃣": "tiplint:disable:next suppresses nothing; remove the comment"], otherRules: ["title-length"],
                skipping: judgedComments),
            RuleExample("""
                struct SearchTip: Tip {
                    var title: Text { Text("Search your notes, tags and attachments, all at once") } 1️⃣// tiplint:disable:this title-lenght
                }
                """, messages: ["1️⃣": "tiplint:disable:this names unknown rule title-lenght; did you mean 'title-length'?"],
                skipping: judgedComments),
        ],
        nonTriggering: [
            RuleExample("""
                struct SearchTip: Tip {
                    // tiplint:disable:next title-length - approved by the copy team
                    var title: Text { Text("Search your notes, tags and attachments, all at once") }
                }
                """, otherRules: ["title-length"]),
            RuleExample("""
                // tiplint:disable all
                struct SearchTip: Tip {
                    var id = UUID().uuidString
                    var title: Text { Text("Search your notes, tags and attachments, all at once") }
                }
                """, otherRules: ["unstable-tip-id", "title-length"]),
        ]
    )

    /// The findings are about suppression comments themselves: a disable comment placed before
    /// the example is one more comment for this rule to judge, not a way to silence it.
    static let judgedComments: RuleExample.Variants = .disableComment

    /// `tiplint:disable:next suppresses nothing; remove the comment`, or names the unknown ids
    /// (with the closest known id when exactly one is unknown).
    package static func superfluous(_ directive: SuppressionDirective, unknownRules: [String], knownRules: [String]) -> String {
        guard !unknownRules.isEmpty else { return "\(directive.spelling) suppresses nothing; remove the comment" }
        let message = "\(directive.spelling) names unknown rule \(unknownRules.joined(separator: ", "))"
        if unknownRules.count == 1, let suggestion = Suggestion.didYouMean(unknownRules[0], in: knownRules) {
            return message + "; " + suggestion
        }
        return message + "; see `tiplint rules`"
    }
}
