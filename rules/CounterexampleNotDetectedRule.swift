import TipLintCore

/// Doc examples marked as wrong that no rule recognises. The engine knows which lines are
/// counter-examples and which produced findings, so it makes these findings; this type gives
/// the rule its id, description, severity, examples and message. Off by default: it is for doc authors who want to know
/// which of their "wrong" examples tiplint cannot see.
package struct CounterexampleNotDetectedRule: CounterExampleAuditing {
    package static let description = RuleDescription(
        id: "counterexample-not-detected",
        name: "Counter-example not detected",
        summary: "Doc examples marked as wrong in which no rule finds a mistake",
        rationale: """
            Markdown code marked // WRONG (or introduced by a heading or paragraph starting with \
            Wrong, Don't, Avoid or Bad) is expected to show a mistake. When no tiplint rule finds \
            one there, either the example does not show what its text says, or it shows a mistake \
            tiplint cannot recognise (tips used for critical information, for instance). Turn the \
            rule on (`counterexample-not-detected: note`) to list those examples.
            """,
        limits: """
            It cannot tell an example that shows a mistake tiplint does not recognise from an example that \
            shows no mistake at all; it only says that no rule found one. It is off by default, for doc \
            authors.
            """,
        messages: [
            EngineMessageKind.undetected: "A region of documentation code marked wrong in which no rule found anything",
        ],
        defaultSeverity: .note,
        triggering: [
            RuleExample("""
                ### Don't put critical information in a tip

                ```swift
                1️⃣// WRONG: people can dismiss it and never see it again
                struct UnsavedChangesTip: Tip {
                    var title: Text { Text("Unsaved changes will be lost") }
                }
                ```
                """, path: "Docs/Mistakes.md", configuration: "severity: note",
                messages: ["1️⃣": "this example is marked as wrong, but no tiplint rule recognises the mistake; check the example, or accept that tiplint cannot see this kind of mistake"],
                skipping: markerStartsItsLine),
            RuleExample("""
                Avoid this:

                1️⃣```swift
                struct SaveTip: Tip {
                    var title: Text { Text("Save") }
                }
                ```
                """, path: "Docs/Mistakes.md", configuration: "severity: note"),
        ],
        nonTriggering: [
            RuleExample("""
                ```swift
                // WRONG: three tips at once
                VStack {
                    TipView(searchTip)
                    TipView(sortTip)
                }

                // CORRECT: a group shows one at a time
                TipView(group.currentTip)
                ```
                """, path: "Docs/Mistakes.md", configuration: "severity: note", otherRules: ["simultaneous-tips"]),
            RuleExample("""
                ```swift
                // ❌ only comments here, nothing to check
                ```
                """, path: "Docs/Mistakes.md", configuration: "severity: note"),
            RuleExample("""
                ```swift
                // WRONG: not shown, the rule is off by default
                struct SaveTip: Tip { var title: Text { Text("Save") } }
                ```
                """, path: "Docs/Mistakes.md"),
        ],
        enabledByDefault: false
    )

    /// A `// WRONG` marker counts only at the start of its line (a prefix would make it part of
    /// other code), so the multi-byte-prefix variant does not apply to the example marked there.
    static let markerStartsItsLine: RuleExample.Variants = .multiBytePrefix

    package static func undetected() -> String {
        "this example is marked as wrong, but no tiplint rule recognises the mistake; "
            + "check the example, or accept that tiplint cannot see this kind of mistake"
    }
}
