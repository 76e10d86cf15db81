import TipLintCore

/// Examples of names resolved by scope: a `TipGroup` is the one its view declares, so what
/// one view's group retires says nothing about another view's group of the same name.
extension MissingInvalidationRule {
    /// These examples show plain `TipView`s, which only inform: their findings appear when the
    /// team asks for informational tips too.
    private static let informational = "report-informational: true"

    static let scopeExamples = (
        triggering: [
            // `ShareTip` is only in `DetailView`'s group: reported there, not at `LibraryView`.
            RuleExample("""
                struct FilterTip: Tip { var title: Text { Text("Filter") } }
                struct SortTip: Tip { var title: Text { Text("Sort") } }
                struct ShareTip: Tip { var title: Text { Text("Share") } }
                struct LibraryView: View {
                    @State private var tips = TipGroup(.ordered) { FilterTip(); SortTip() }
                    var body: some View {
                        VStack {
                            TipView(tips.currentTip as? FilterTip)
                            Button("Filter") { FilterTip().invalidate(reason: .actionPerformed) }
                            Button("Sort") { SortTip().invalidate(reason: .actionPerformed) }
                        }
                    }
                }
                struct DetailView: View {
                    @State private var tips = TipGroup(.ordered) { ShareTip() }
                    var body: some View { 1️⃣TipView(tips.currentTip as? ShareTip) }
                }
                """, configuration: informational, messages: ["1️⃣": """
                    ShareTip is shown but never invalidated; keep the ShareTip instance in a property, build the tips group from it, \
                    and call its invalidate(reason: .actionPerformed) where the person performs the action, or add MaxDisplayCount
                    """]),
            // A tip reached only through a group: no variable holds it, so the advice says how to
            // get one (third new-user trial). The other screen's site is named as the group's.
            RuleExample("""
                struct FilterTip: Tip { var title: Text { Text("Filter the list by tag") } }
                struct SortTip: Tip {
                    var title: Text { Text("Sort by date") }
                    var options: [any TipOption] { [Tips.MaxDisplayCount(3)] }
                }
                struct LibraryView: View {
                    @State private var onboarding = TipGroup(.ordered) { FilterTip(); SortTip() }
                    var body: some View { 1️⃣TipView(onboarding.currentTip) }
                }
                """, messages: ["1️⃣": """
                    FilterTip teaches an action ("Filter the list by tag"), but nothing invalidates it when the person performs it; \
                    keep the FilterTip instance in a property, build the onboarding group from it, and call its \
                    invalidate(reason: .actionPerformed) where the action happens, or add MaxDisplayCount
                    """]),
            // Invalidating one view's `tips.currentTip` retires nothing of the other view's `tips`.
            RuleExample("""
                struct FilterTip: Tip { var title: Text { Text("Filter") } }
                struct ShareTip: Tip { var title: Text { Text("Share") } }
                struct LibraryView: View {
                    @State private var tips = TipGroup(.ordered) { FilterTip() }
                    var body: some View {
                        TipView(tips.currentTip)
                        Button("Filter") { tips.currentTip?.invalidate(reason: .actionPerformed) }
                    }
                }
                struct DetailView: View {
                    @State private var tips = TipGroup(.ordered) { ShareTip() }
                    var body: some View { 1️⃣TipView(tips.currentTip) }
                }
                """, configuration: informational),
            // A nested tip is named by its qualified name, and the message names the variable the code uses.
            RuleExample("""
                enum OnboardingTips {
                    struct Date: Tip { var title: Text { Text("Pick a date") } }
                }
                struct PlannerView: View {
                    @State private var tips = TipGroup(.ordered) { OnboardingTips.Date() }
                    var body: some View { 1️⃣TipView(tips.currentTip) }
                }
                final class Planner {
                    let reminderTip = OnboardingTips.Date()
                    func schedule(at day: Date) { print(day) }
                }
                """, configuration: informational, messages: ["1️⃣": """
                    OnboardingTips.Date is shown but never invalidated; call reminderTip.invalidate(reason: .actionPerformed) \
                    where the person performs the action, or add MaxDisplayCount
                    """]),
        ],
        nonTriggering: [
            // Each view retires its own group's tip.
            RuleExample("""
                struct FilterTip: Tip { var title: Text { Text("Filter") } }
                struct ShareTip: Tip { var title: Text { Text("Share") } }
                struct LibraryView: View {
                    @State private var tips = TipGroup(.ordered) { FilterTip() }
                    var body: some View {
                        TipView(tips.currentTip)
                        Button("Filter") { tips.currentTip?.invalidate(reason: .actionPerformed) }
                    }
                }
                struct DetailView: View {
                    @State private var tips = TipGroup(.ordered) { ShareTip() }
                    var body: some View {
                        TipView(tips.currentTip)
                        Button("Share") { tips.currentTip?.invalidate(reason: .actionPerformed) }
                    }
                }
                """),
        ]
    )
}
