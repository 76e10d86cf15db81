import TipLintCore

/// Screens built from more than views, and tips that wait for each other in a chain (issue 22).
extension SimultaneousTipsRule {
    static let contentExamples = (
        triggering: [
            // Toolbar content is part of the screen it is put on: its popover shows beside the
            // inline tip of the same screen.
            RuleExample("""
                struct ShareBoardTip: Tip { var title: Text { Text("Share this board") } }
                struct NewCardTip: Tip { var title: Text { Text("Add your first card") } }
                struct BoardToolbar: ToolbarContent {
                    let shareTip = ShareBoardTip()
                    var body: some ToolbarContent {
                        ToolbarItem { ShareLink(item: "board").1️⃣popoverTip(shareTip) }
                    }
                }
                struct BoardView: View {
                    var body: some View {
                        List { TipView(NewCardTip()) }
                            .toolbar { BoardToolbar() }
                    }
                }
                """, messages: ["1️⃣": """
                    ShareBoardTip can be on screen together with NewCardTip where BoardView creates BoardToolbar; show one \
                    tip at a time with a TipGroup or exclusive branches
                    """]),
        ],
        nonTriggering: [
            // A chain: the feed tip waits for the water tip, the prune tip for the feed tip, so
            // the prune tip comes after the water tip too.
            RuleExample("""
                struct WaterTip: Tip { var title: Text { Text("Water your plants") } }
                struct FeedTip: Tip {
                    @Parameter static var ready = false
                    var title: Text { Text("Feed them monthly") }
                    var rules: [Rule] { #Rule(Self.$ready) { $0 == true } }
                }
                struct PruneTip: Tip {
                    @Parameter static var ready = false
                    var title: Text { Text("Prune in spring") }
                    var rules: [Rule] { #Rule(Self.$ready) { $0 == true } }
                }
                @MainActor final class GardenTips {
                    let water = WaterTip()
                    let feed = FeedTip()
                    let prune = PruneTip()
                    func checkpoint() {
                        if case .invalidated = water.status { FeedTip.ready = true }
                        if case .invalidated = feed.status { PruneTip.ready = true }
                    }
                }
                struct GardenView: View {
                    let tips = GardenTips()
                    var body: some View {
                        VStack {
                            TipView(tips.water)
                            TipView(tips.prune)
                        }
                    }
                }
                """),
        ]
    )
}
