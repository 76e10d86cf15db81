import TipLintCore

/// Tips shown one after another because a change of state retires the first: the second is
/// shown only in an arm its view enters when a value becomes one case (`case .advanced:`), and
/// an `.onChange(of:)` action of that value invalidates the first tip then.
extension SimultaneousTipsRule {
    /// `tip` is invalidated before `route` can be taken: an arm of the route needs a name to be
    /// one case, and an `.onChange(of:)` action on that name in the same file invalidates `tip`
    /// on every change or when it becomes that case. The arm is taken only after such a change,
    /// unless the value starts as that case, which is not read: a state that starts in the arm
    /// whose change retires the other tip is one no view is written with.
    static func changeRetires(_ tip: String, before route: [(path: String, step: BranchStep)], index: ProjectIndex) -> Bool {
        let checks = route.flatMap { entry in entry.step.valueChecks.map { (path: entry.path, check: $0) } }
        guard !checks.isEmpty else { return false }
        return index.invalidations.contains { invalidation in
            guard let trigger = invalidation.fact.changeTrigger,
                checks.contains(where: { $0.path == invalidation.path && $0.check.name == trigger.watched && (trigger.value ?? $0.check.value) == $0.check.value })
            else { return false }
            return index.invalidatedTip(of: invalidation.fact) == tip
        }
    }

    static let changeExamples = (
        triggering: [
            // The change retires the first tip only when the value becomes another case.
            RuleExample("""
                struct PluginsTip: Tip { var title: Text { Text("Open Advanced for plug-ins") } }
                struct SandboxTip: Tip { var title: Text { Text("Sandboxing limits plug-ins") } }
                enum Pane { case basic, advanced, expert }
                struct Inspector: View {
                    @State private var pane: Pane = .basic
                    var body: some View {
                        Picker("Pane", selection: $pane) { Text("Basic").tag(Pane.basic) }
                            .popoverTip(PluginsTip())
                            .onChange(of: pane) { if pane == .expert { PluginsTip().invalidate(reason: .actionPerformed) } }
                        switch pane {
                        case .basic: Text("Basic")
                        case .advanced: Toggle("Sandbox", isOn: .constant(true)).1️⃣popoverTip(SandboxTip())
                        case .expert: Text("Expert")
                        }
                    }
                }
                """, messages: ["1️⃣": """
                    SandboxTip can be on screen together with PluginsTip; show one tip at a time with a TipGroup or \
                    exclusive branches
                    """]),
        ],
        nonTriggering: [
            // Switching to the advanced pane invalidates the tip that points at it: the advanced
            // pane's own tip comes after it.
            RuleExample("""
                struct PluginsTip: Tip { var title: Text { Text("Open Advanced for plug-ins") } }
                struct SandboxTip: Tip { var title: Text { Text("Sandboxing limits plug-ins") } }
                enum Pane { case basic, advanced }
                struct Inspector: View {
                    @State private var pane: Pane = .basic
                    var body: some View {
                        Picker("Pane", selection: $pane) { Text("Basic").tag(Pane.basic) }
                            .popoverTip(PluginsTip())
                            .onChange(of: pane) { oldPane, newPane in
                                if newPane == .advanced { PluginsTip().invalidate(reason: .actionPerformed) }
                            }
                        switch pane {
                        case .basic: Text("Basic")
                        case .advanced: Toggle("Sandbox", isOn: .constant(true)).popoverTip(SandboxTip())
                        }
                    }
                }
                """),
            RuleExample("""
                struct FilterTip: Tip { var title: Text { Text("Filter your list") } }
                struct ClearTip: Tip { var title: Text { Text("Clear the filter") } }
                enum Mode { case all, filtered }
                struct ListScreen: View {
                    @State private var mode = Mode.all
                    var body: some View {
                        VStack {
                            Button("Filter") { mode = .filtered }
                                .popoverTip(FilterTip())
                            if mode == .filtered {
                                Button("Clear") { mode = .all }.popoverTip(ClearTip())
                            }
                        }
                        .onChange(of: mode) { FilterTip().invalidate(reason: .actionPerformed) }
                    }
                }
                """),
        ]
    )
}
