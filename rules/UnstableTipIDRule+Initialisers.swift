import TipLintCore

extension UnstableTipIDRule {
    /// Ids that read a property of another value, followed to where that value is built: a
    /// memberwise or `self.id = id` initialiser given `UUID()` makes the tip's id change too.
    static let initialiserExamples = (
        triggering: [
            // The tip's own initialiser sets its id; a fallback to UUID() changes with every build of the tip.
            RuleExample("""
                struct PromptTip: Tip {
                    let id: String
                    let text: String
                    init(values: [String: String]) {
                        self.id = values["id"] ?? 1️⃣UUID().uuidString
                        self.text = values["text"] ?? ""
                    }
                    var title: Text { Text(text) }
                }
                """, messages: ["1️⃣": """
                    PromptTip.id uses UUID().uuidString, which changes between launches, so the tip's status and \
                    display count are lost; use a fixed string
                    """]),
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
            // Through a collection and a computed property: any construction of the model counts.
            RuleExample("""
                struct TipModel { let title: String; let id: String }
                struct ReusableTip: Tip {
                    let model: TipModel
                    var id: String { 1️⃣model.id }
                    var title: Text { Text(model.title) }
                }
                struct ReuseView: View {
                    let models = [TipModel(title: "Reuse", id: UUID().uuidString)]
                    var current: TipModel { models.first! }
                    var body: some View { TipView(ReusableTip(model: current)) }
                }
                """, messages: ["1️⃣": """
                    ReusableTip.id uses TipModel.id, which is set from UUID().uuidString, which changes between \
                    launches, so the tip's status and display count are lost; use a fixed string
                    """]),
            // `.init(…)` whose type the context gives: an annotated array's element, a typed `let`, a `return`.
            RuleExample("""
                struct Badge { let name: String; let key: String }
                struct BadgeTip: Tip {
                    let badge: Badge
                    var id: String { 1️⃣badge.key }
                    var title: Text { Text(badge.name) }
                }
                struct BadgeShelf: View {
                    let badges: [Badge] = [.init(name: "Early bird", key: UUID().uuidString)]
                    var body: some View { TipView(BadgeTip(badge: badges[0])) }
                }
                """),
            RuleExample("""
                struct Reminder {
                    let slug: String
                    static var sample: Reminder? { return .init(slug: "reminder-\\(Int.random(in: 0...99))") }
                }
                struct ReminderTip: Tip {
                    let reminder: Reminder
                    var id: String { "tip-\\(1️⃣reminder.slug)" }
                    var title: Text { Text("Snooze a reminder") }
                }
                """),
            // A stored UUID's `.uuidString` is followed to where the value is built.
            RuleExample("""
                final class Album {
                    var remoteID: UUID
                    init(remoteID: UUID) { self.remoteID = remoteID }
                }
                struct AlbumTip: Tip {
                    let album: Album
                    var id: String { "album-\\(1️⃣album.remoteID.uuidString)" }
                    var title: Text { Text("Share this album") }
                }
                let draft = Album(remoteID: UUID())
                """, messages: ["1️⃣": """
                    AlbumTip.id uses Album.remoteID, which is set from UUID(), which changes between launches, so \
                    the tip's status and display count are lost; use a fixed string
                    """]),
            // A list position is decided where the tip is built, not by the property's name.
            RuleExample("""
                struct LayerTip: Tip {
                    let layerIndex: Int
                    var id: String { "layer-\\(1️⃣layerIndex)" }
                    var title: Text { Text("Hide a layer") }
                }
                struct LayersView: View {
                    let layers: [String]
                    var body: some View {
                        ForEach(Array(layers.enumerated()), id: \\.offset) { index, name in
                            TipView(LayerTip(layerIndex: index))
                        }
                    }
                }
                """, messages: ["1️⃣": """
                    LayerTip.id uses layerIndex, which is set from index (a list position from enumerated()), which \
                    changes when the list changes, so the tip's status and display count are lost; use a fixed string
                    """]),
            RuleExample("""
                struct StepTip: Tip {
                    let step: Int
                    var id: String { "step-\\(1️⃣step)" }
                    var title: Text { Text("Next step") }
                }
                func showSteps(_ steps: [String]) -> [StepTip] {
                    var tips: [StepTip] = []
                    for (offset, _) in steps.enumerated() { tips.append(StepTip(step: offset)) }
                    return tips
                }
                """),
        ],
        nonTriggering: [
            // Set in the initialiser from its argument or a fixed string: what callers pass is
            // followed by construction, not here. Another initialiser that sets a UUID (for
            // previews, say) may not be the one shipping code uses: silence.
            RuleExample("""
                struct PromptTip: Tip {
                    let id: String
                    init(id: String) { self.id = id }
                    init() { self.id = "prompt" }
                    init(previewing text: String) { self.id = UUID().uuidString }
                    var title: Text { Text("Try a prompt") }
                }
                """),
            // `@Attribute(.unique) var remoteID: UUID` set from the initialiser's argument: stable.
            RuleExample("""
                @Model final class Album {
                    @Attribute(.unique) var remoteID: UUID
                    var name: String
                    init(remoteID: UUID, name: String) { self.remoteID = remoteID; self.name = name }
                }
                struct AlbumTip: Tip {
                    let album: Album
                    var id: String { "album-\\(album.remoteID.uuidString)" }
                    var title: Text { Text("Share this album") }
                }
                struct AlbumView: View {
                    let album: Album
                    var body: some View { TipView(AlbumTip(album: album)) }
                }
                """),
            // A property named like a position holds a literal: stable.
            RuleExample("""
                struct OpeningTip: Tip {
                    let position: String
                    var id: String { "opening-\\(position)" }
                    var title: Text { Text("Study this opening") }
                }
                struct BoardView: View {
                    var body: some View { TipView(OpeningTip(position: "e4-e5")) }
                }
                """),
            // Nothing says where `index` comes from: silence.
            RuleExample("""
                struct RowTip: Tip {
                    let index: Int
                    var id: String { "row-\\(index)" }
                    var title: Text { Text("Swipe a row") }
                }
                """),
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
            RuleExample("""
                struct Badge { let name: String; let key: String }
                struct BadgeTip: Tip {
                    let badge: Badge
                    var id: String { badge.key }
                    var title: Text { Text(badge.name) }
                }
                let badges: [Badge] = [.init(name: "Early bird", key: "badge.early-bird")]
                """),
            // The context names another type: its `key` is not the badge's.
            RuleExample("""
                struct Badge { let name: String; let key: String }
                struct Shelf { let key: String }
                struct BadgeTip: Tip {
                    let badge: Badge
                    var id: String { badge.key }
                    var title: Text { Text(badge.name) }
                }
                let shelf: Shelf = .init(key: UUID().uuidString)
                let badges: [String: Badge] = ["early": .init(name: "Early bird", key: "badge.early-bird")]
                """),
        ]
    )
}
