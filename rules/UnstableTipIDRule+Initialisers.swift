import TipLintCore

extension UnstableTipIDRule {
    /// Ids that read a property of another value, followed to where that value is built: a
    /// memberwise or `self.id = id` initialiser given `UUID()` makes the tip's id change too.
    static let initialiserExamples = (
        triggering: [
            RuleExample("""
                struct Hint { let id: String; let text: String }
                let hints = [Hint(id: UUID().uuidString, text: "Drag to reorder")]
                struct HintTip: Tip {
                    let hint: Hint
                    var id: String { 1️⃣hint.id }
                    var title: Text { Text(hint.text) }
                }
                """, messages: ["1️⃣": """
                    HintTip.id uses Hint.id, which is set from UUID().uuidString, which changes between launches, so \
                    the tip's status and display count are lost; use a fixed string
                    """]),
            RuleExample("""
                struct Lesson {
                    let key: String
                    init(key: String) { self.key = key }
                }
                struct LessonTip: Tip {
                    let lesson: Lesson
                    var id: String { "lesson-\\(1️⃣lesson.key)" }
                    var title: Text { Text("Next lesson") }
                }
                """, otherFiles: ["Sources/App/Lessons.swift": """
                    import TipKit
                    let today = Lesson(key: Date.now.formatted())
                    """]),
        ],
        nonTriggering: [
            RuleExample("""
                struct Hint { let id: String }
                let hints = [Hint(id: "drag-to-reorder")]
                struct HintTip: Tip {
                    let hint: Hint
                    var id: String { hint.id }
                    var title: Text { Text("Drag to reorder") }
                }
                """),
            RuleExample("""
                struct Hint { let id: String }
                let hints = [Hint(id: UUID().uuidString)]
                struct HintTip: Tip {
                    let hint: Hint
                    var title: Text { Text("Drag to reorder") }
                }
                """),
        ]
    )
}
