import TipLintCore

/// Examples of names resolved by scope: a `TipGroup` is the one its view declares, a nested
/// tip is named by its qualified name, and two apps of one repository never share a screen.
extension SimultaneousTipsRule {
    static let scopeExamples = (
        triggering: [
            // `ShareTip` belongs to the other view's `tips`, not to this one: the two can show together.
            RuleExample("""
                struct FilterTip: Tip { var title: Text { Text("Filter") } }
                struct SortTip: Tip { var title: Text { Text("Sort") } }
                struct ShareTip: Tip { var title: Text { Text("Share") } }
                struct LibraryView: View {
                    @State private var tips = TipGroup(.ordered) { FilterTip(); SortTip() }
                    var body: some View {
                        VStack {
                            TipView(tips.currentTip as? FilterTip)
                            1️⃣TipView(ShareTip())
                        }
                    }
                }
                struct DetailView: View {
                    @State private var tips = TipGroup(.ordered) { ShareTip() }
                    var body: some View { TipView(tips.currentTip as? ShareTip) }
                }
                """, messages: ["1️⃣": """
                    ShareTip can be on screen together with the TipGroup 'tips'; \
                    add ShareTip to the group 'tips' so that one tip shows at a time
                    """]),
            RuleExample("""
                enum OnboardingTips {
                    struct Date: Tip { var title: Text { Text("Pick a date") } }
                }
                struct PlannerView: View {
                    var body: some View {
                        VStack {
                            TipView(OnboardingTips.Date())
                            Text(Date(), style: .date).1️⃣popoverTip(OnboardingTips.Date())
                        }
                    }
                }
                """, messages: ["1️⃣": "OnboardingTips.Date is shown twice in this view; show it in one place"]),
        ],
        nonTriggering: [
            // Two apps in one repository: each `ContentView` is its own screen.
            RuleExample("""
                struct SyncTip: Tip { var title: Text { Text("Sync") } }
                struct ContentView: View { var body: some View { TipView(SyncTip()) } }
                """, path: "B/B/ContentView.swift", otherFiles: [
                    "A/A.xcodeproj/project.pbxproj": "",
                    "B/B.xcodeproj/project.pbxproj": "",
                    "A/A/ContentView.swift": """
                        struct ExportTip: Tip { var title: Text { Text("Export") } }
                        struct ContentView: View { var body: some View { TipView(ExportTip()) } }
                        """,
                ]),
            RuleExample("""
                struct StarTip: Tip { var title: Text { Text("Star") } }
                struct ContentView: View { var body: some View { Text("Stars").popoverTip(StarTip()) } }
                """, path: "Watch/Sources/ContentView.swift", otherFiles: [
                    "Phone/project.yml": "",
                    "Watch/project.yml": "",
                    "Phone/Sources/ContentView.swift": """
                        struct CallTip: Tip { var title: Text { Text("Call") } }
                        struct ContentView: View { var body: some View { Text("Calls").popoverTip(CallTip()) } }
                        """,
                ]),
            // Each view shows its own group's current tip.
            RuleExample("""
                struct FilterTip: Tip { var title: Text { Text("Filter") } }
                struct ShareTip: Tip { var title: Text { Text("Share") } }
                struct LibraryView: View {
                    @State private var tips = TipGroup(.ordered) { FilterTip() }
                    var body: some View { TipView(tips.currentTip as? FilterTip) }
                }
                struct DetailView: View {
                    @State private var tips = TipGroup(.ordered) { ShareTip() }
                    var body: some View {
                        VStack {
                            TipView(tips.currentTip as? ShareTip)
                            TipView(tips.currentTip)
                        }
                    }
                }
                """),
        ]
    )
}
