import TipLintCore

/// Tips shown one after another because a change of state retires the first: the second is
/// shown only in an arm its view enters when a value becomes one case (`case .advanced:`), and
/// an `.onChange(of:)` action of that value invalidates the first tip then.
extension SimultaneousTipsRule {
    /// `tip` is invalidated before `route` can be taken: an arm of the route needs a `@State`
    /// property to be one case it does not start as, and an `.onChange(of:)` action of the same
    /// view invalidates `tip` on every change or when the property becomes that case. A value
    /// that may start anywhere (`@AppStorage`, `@Binding`, a model's) orders nothing.
    static func changeRetires(_ tip: String, before route: [(path: String, step: BranchStep)], index: ProjectIndex) -> Bool {
        let checks = route.flatMap { entry in entry.step.valueChecks.map { (path: entry.path, check: $0) } }
        guard !checks.isEmpty else { return false }
        return index.invalidations.contains { invalidation in
            guard let trigger = invalidation.fact.changeTrigger, let initial = trigger.initialValue,
                checks.contains(where: { entry in
                    entry.path == invalidation.path && entry.check.owner == invalidation.fact.enclosingType && entry.check.name == trigger.watched
                        && (trigger.value ?? entry.check.value) == entry.check.value && initial != entry.check.value
                })
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
            // A stored setting may start as any case: the advanced pane can be the first one shown.
            RuleExample("""
                struct PluginsTip: Tip { var title: Text { Text("Open Advanced for plug-ins") } }
                struct SandboxTip: Tip { var title: Text { Text("Sandboxing limits plug-ins") } }
                enum Pane: String { case basic, advanced }
                struct Inspector: View {
                    @AppStorage("pane") private var pane: Pane = .basic
                    var body: some View {
                        Picker("Pane", selection: $pane) { Text("Basic").tag(Pane.basic) }
                            .popoverTip(PluginsTip())
                            .onChange(of: pane) { if pane == .advanced { PluginsTip().invalidate(reason: .actionPerformed) } }
                        if pane == .advanced {
                            Toggle("Sandbox", isOn: .constant(true)).1️⃣popoverTip(SandboxTip())
                        }
                    }
                }
                """),
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
