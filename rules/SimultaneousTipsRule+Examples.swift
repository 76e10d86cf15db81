import TipLintCore

/// Tips that TipKit's own rules keep apart, kept here so the rule's main file stays short.
extension SimultaneousTipsRule {
    static let tipKitRuleExamples = (
        triggering: [
            RuleExample("""
                struct WelcomeTip: Tip { var title: Text { Text("Welcome") } }
                struct FiltersTip: Tip {
                    @Parameter static var welcomed = false
                    var title: Text { Text("Filter your feed") }
                    var rules: [Rule] { #Rule(Self.$welcomed) { $0 } }
                }
                struct FeedView: View {
                    var body: some View {
                        TipView(WelcomeTip())
                        Text("Filters").1️⃣popoverTip(FiltersTip())
                            .onAppear { FiltersTip.welcomed = true }
                    }
                }
                """, messages: ["1️⃣": """
                    FiltersTip can be on screen together with WelcomeTip; show one tip at a time with a TipGroup or \
                    exclusive branches
                    """]),
        ],
        nonTriggering: [
            RuleExample("""
                struct SignInTip: Tip {
                    @Parameter static var isSignedIn = false
                    var title: Text { Text("Sign in to sync") }
                    var rules: [Rule] { #Rule(Self.$isSignedIn) { $0 == false } }
                }
                struct SyncTip: Tip {
                    var title: Text { Text("Your notes sync") }
                    var rules: [Rule] { #Rule(SignInTip.$isSignedIn) { $0 == true } }
                }
                struct AccountView: View {
                    var body: some View {
                        TipView(SignInTip())
                        TipView(SyncTip())
                    }
                }
                """),
            RuleExample("""
                struct GridTip: Tip {
                    @Parameter static var compact = true
                    var title: Text { Text("Switch to the grid") }
                    var rules: [Rule] { #Rule(Self.$compact) { $0 } }
                }
                struct ListTip: Tip {
                    var title: Text { Text("Switch to the list") }
                    var rules: [Rule] { #Rule(GridTip.$compact) { !$0 } }
                }
                struct LayoutView: View {
                    var body: some View {
                        Text("Grid").popoverTip(GridTip())
                        Text("List").popoverTip(ListTip())
                    }
                }
                """),
            RuleExample("""
                struct WelcomeTip: Tip { var title: Text { Text("Welcome") } }
                struct FiltersTip: Tip {
                    @Parameter static var welcomed = false
                    var title: Text { Text("Filter your feed") }
                    var rules: [Rule] { #Rule(Self.$welcomed) { $0 } }
                }
                struct FeedView: View {
                    var body: some View {
                        TipView(WelcomeTip())
                        Button("Filters") {
                            WelcomeTip().invalidate(reason: .actionPerformed)
                            FiltersTip.welcomed = true
                        }
                        .popoverTip(FiltersTip())
                    }
                }
                """),
            RuleExample("""
                struct WelcomeTip: Tip { var title: Text { Text("Welcome") } }
                struct FiltersTip: Tip {
                    @Parameter static var welcomed = false
                    var title: Text { Text("Filter your feed") }
                    var rules: [Rule] { #Rule(Self.$welcomed) { $0 == true } }
                }
                struct FeedView: View {
                    let welcomeTip = WelcomeTip()
                    var body: some View {
                        TipView(welcomeTip)
                        Text("Filters").popoverTip(FiltersTip())
                            .task {
                                for await status in welcomeTip.statusUpdates {
                                    if status == .invalidated { FiltersTip.welcomed = true }
                                }
                            }
                    }
                }
                """),
            RuleExample("""
                struct CopyTip: Tip { var title: Text { Text("Copy the code") } }
                struct PinTip: Tip {
                    @Parameter static var copied = false
                    var title: Text { Text("Pin the code") }
                    var rules: [Rule] { #Rule(Self.$copied) { $0 == true } }
                }
                extension View {
                    func onTipClosed(_ tip: some Tip, perform action: @escaping () -> Void) -> some View {
                        task {
                            for await status in tip.statusUpdates {
                                if status == .invalidated(.tipClosed) { action() }
                            }
                        }
                    }
                }
                struct CodeView: View {
                    let copyTip = CopyTip()
                    var body: some View {
                        Text("Code").popoverTip(copyTip)
                            .onTipClosed(copyTip, perform: { PinTip.copied = true })
                        Text("Pin").popoverTip(PinTip())
                    }
                }
                """),
        ]
    )
}
