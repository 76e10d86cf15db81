import TipLintCore

/// `// tiplint:disable…` comments that hide nothing. The engine applies suppressions, so it
/// produces these findings (as SwiftLint's superfluous-disable-command); this type gives the rule
/// its id, description, severity, examples and message.
public struct SuperfluousSuppressionRule: SuppressionAuditing {
    public static let description = RuleDescription(
        id: "superfluous-suppression",
        name: "Superfluous suppression",
        summary: "Suppression comments that suppress nothing",
        rationale: """
            A tiplint:disable comment that hides no finding is stale (the code was fixed) or \
            misspelt (the rule id is wrong), and it would silently hide a future real problem. \
            Remove it, or correct the rule id.
            """,
        defaultSeverity: .warning,
        triggering: [
            RuleExample("""
                struct SearchTip: Tip {
                    1️⃣// tiplint:disable:next title-length - copy reviewed
                    var title: Text { Text("Search") }
                }
                """, testsWrapping: false),
            RuleExample("""
                struct SearchTip: Tip {
                    var title: Text { Text("Search your notes, tags and attachments, all at once") } 1️⃣// tiplint:disable:this title-lenght
                }
                """, testsWrapping: false),
        ],
        nonTriggering: [
            RuleExample("""
                struct SearchTip: Tip {
                    // tiplint:disable:next title-length - approved by the copy team
                    var title: Text { Text("Search your notes, tags and attachments, all at once") }
                }
                """, testsWrapping: false),
            RuleExample("""
                // tiplint:disable all
                struct SearchTip: Tip {
                    var id = UUID().uuidString
                    var title: Text { Text("Search your notes, tags and attachments, all at once") }
                }
                """, testsWrapping: false),
        ]
    )

    /// `tiplint:disable:next suppresses nothing; remove the comment`, or names the unknown ids.
    public static func superfluous(_ directive: SuppressionDirective, unknownRules: [String]) -> String {
        let what = unknownRules.isEmpty
            ? "suppresses nothing; remove the comment"
            : "names unknown rule \(unknownRules.joined(separator: ", ")); see `tiplint rules`"
        return "\(directive.spelling) \(what)"
    }
}
