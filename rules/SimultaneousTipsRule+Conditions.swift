import TipLintCore

/// Tips in sibling `if`s whose conditions on one optional contradict each other never show
/// together; conditions that can both hold do not keep tips apart.
extension SimultaneousTipsRule {
    static let conditionExamples = (
        triggering: [
            RuleExample("""
                struct SubscribeTip: Tip { var title: Text { Text("Subscribe") } }
                struct BrowseTip: Tip { var title: Text { Text("Browse channels") } }
                struct ChannelView: View {
                    let channelName: String?
                    let isLoaded: Bool
                    var body: some View {
                        if let name = channelName {
                            Button("Subscribe to \\(name)") { }.popoverTip(SubscribeTip())
                        }
                        if isLoaded {
                            1️⃣TipView(BrowseTip())
                        }
                    }
                }
                """, messages: ["1️⃣": """
                    BrowseTip can be on screen together with SubscribeTip; show one tip at a time with a TipGroup or \
                    exclusive branches
                    """]),
        ],
        nonTriggering: [
            RuleExample("""
                struct SubscribeTip: Tip { var title: Text { Text("Subscribe") } }
                struct BrowseTip: Tip { var title: Text { Text("Browse channels") } }
                struct ChannelView: View {
                    let channelName: String?
                    let isLoaded: Bool
                    var body: some View {
                        if let name = channelName {
                            Button("Subscribe to \\(name)") { }.popoverTip(SubscribeTip())
                        }
                        if channelName == nil && isLoaded {
                            TipView(BrowseTip())
                        }
                    }
                }
                """),
            RuleExample("""
                struct UndoTip: Tip { var title: Text { Text("Shake to undo") } }
                struct RedoTip: Tip { var title: Text { Text("Redo") } }
                struct EditorView: View {
                    let lastEdit: String?
                    var body: some View {
                        if lastEdit != nil {
                            TipView(UndoTip())
                        }
                        if lastEdit == nil {
                            TipView(RedoTip())
                        }
                    }
                }
                """),
        ]
    )
}
