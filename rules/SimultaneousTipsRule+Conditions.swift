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

extension SimultaneousTipsRule {
    /// TipKit never shows the two together: their rules need opposite values of one parameter,
    /// or one waits for a parameter the project sets only after the other is invalidated,
    /// directly or through a chain of such tips (geo, then widget, then snooze).
    static func rulesKeepApart(_ a: String, _ b: String, index: ProjectIndex, state: TipStateModel) -> Bool {
        func conditions(_ tip: String) -> [TipRuleCondition] { index.tip(qualifiedName: tip)?.ruleConditions.map(\.fact) ?? [] }
        let first = conditions(a)
        let second = conditions(b)
        if first.contains(where: { one in second.contains { TipStateModel.excludeEachOther(one, $0) } }) { return true }
        /// The tips `tip`'s rules wait for to be invalidated, one step back.
        func waitsFor(_ tip: String) -> [String] {
            conditions(tip).flatMap { condition in
                (state.prerequisites(of: condition) + donationPrerequisites(of: condition, state: state)).compactMap { prerequisite -> String? in
                    if case .tip(let name) = index.resolve(prerequisite.reference, in: prerequisite.enclosingType) { return name }
                    return nil
                }
            }
        }
        // A tip in the middle of a chain is taken to go only after it was shown. Code that
        // invalidates it could retire it before (while the first still shows); that is not
        // followed, and the pair stays silent: a chain's middle tip is nearly always retired by
        // its own action (see the rule's limits).
        func comesAfter(_ later: String, _ earlier: String) -> Bool {
            var seen: Set<String> = [later]
            var pending = [later]
            while let tip = pending.popLast() {
                for before in waitsFor(tip) where seen.insert(before).inserted {
                    if before == earlier { return true }
                    pending.append(before)
                }
            }
            return false
        }
        return comesAfter(b, a) || comesAfter(a, b)
    }
}

extension SimultaneousTipsRule {
    /// A rule that needs donations of an event (`$0.donations.count > 0`) waits for the tips that
    /// every donation of it runs after (donated right where the other tip is invalidated, or
    /// where its status is checked for `.invalidated`).
    static func donationPrerequisites(
        of condition: TipRuleCondition, state: TipStateModel
    ) -> [(reference: TipReference, enclosingType: String?)] {
        guard case .donationCount(let comparison, let limit, _) = condition.requirement, !comparison.holds(0, limit) else { return [] }
        let donations = state.donations(of: condition)
        guard let first = donations.first else { return [] }
        return first.fact.afterInvalidationOf.filter { reference in
            donations.allSatisfy { $0.fact.afterInvalidationOf.contains(reference) }
        }.map { ($0, first.fact.enclosingType) }
    }
}
