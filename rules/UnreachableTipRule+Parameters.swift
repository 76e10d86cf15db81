import TipLintCore

extension UnreachableTipRule {
    /// Parameters of any type: numbers compared with an order, strings and enum cases compared
    /// for equality. `+= 1` and a computed value could be anything, so they reach the rule.
    static let parameterExamples = (
        triggering: [
            RuleExample("""
                struct ReviewTip: Tip {
                    @Parameter static var visits: Int = 0
                    var title: Text { Text("Rate the app") }
                    var rules: [Rule] { 1️⃣#Rule(Self.$visits) { $0 >= 3 } }
                }
                struct HomeView: View {
                    var body: some View { TipView(ReviewTip()) }
                }
                """, messages: ["1️⃣": """
                    ReviewTip can never appear: its rule needs visits to be at least 3, which shipping code never \
                    assigns (it starts as 0); set it where that becomes true
                    """]),
            RuleExample("""
                enum Plan { case free, pro }
                struct UpgradeTip: Tip {
                    @Parameter static var plan: String = "free"
                    @Parameter static var stage: Plan = .free
                    @Parameter static var streak: Double = 0
                    var title: Text { Text("See what Pro adds") }
                    var rules: [Rule] {
                        1️⃣#Rule(Self.$plan) { $0 == "pro" }
                        2️⃣#Rule(Self.$stage) { .pro == $0 }
                        3️⃣#Rule(Self.$streak) { 2.5 < $0 }
                    }
                }
                struct PlansView: View {
                    var body: some View { TipView(UpgradeTip()) }
                    func reset() { UpgradeTip.plan = "free"; UpgradeTip.stage = .free; UpgradeTip.streak = 1 }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct ReviewTip: Tip {
                    @Parameter static var visits: Int = 0
                    @Parameter static var launches: Int = 0
                    @Parameter static var plan: String = "free"
                    var title: Text { Text("Rate the app") }
                    var rules: [Rule] {
                        #Rule(Self.$visits) { $0 >= 3 }
                        #Rule(Self.$launches) { $0 > 1 }
                        #Rule(Self.$plan) { $0 == "pro" }
                    }
                    static func opened() { launches += 1 }
                }
                struct HomeView: View {
                    let store: Store
                    var body: some View { TipView(ReviewTip()).onAppear { ReviewTip.visits += 1 } }
                    func load() { ReviewTip.plan = store.planName }
                }
                """),
            RuleExample("""
                struct ReviewTip: Tip {
                    @Parameter static var visits: Int = 0
                    var title: Text { Text("Rate the app") }
                    var rules: [Rule] { #Rule(Self.$visits) { $0 >= 3 } }
                }
                struct HomeView: View {
                    var body: some View { TipView(ReviewTip()) }
                    func finish() { ReviewTip.visits = 5 }
                }
                """),
        ]
    )
}
