import TipLintCore

/// Examples of tips that reach a display API through the project's own code: a function or
/// `ViewModifier` that shows the tip it is given is a display site wherever it is called.
extension MissingInvalidationRule {
    static let wrapperExamples = (
        triggering: [
            RuleExample("""
                struct PinTip: Tip { var title: Text { Text("Pin notes") } }
                extension View {
                    func hintPopover(_ tip: some Tip) -> some View { popoverTip(tip) }
                }
                struct NoteView: View {
                    var body: some View { Button("Pin") { pin() }.1️⃣hintPopover(PinTip()) }
                    func pin() {}
                }
                """, messages: ["1️⃣": """
                    PinTip's popover is on a Button whose action does not invalidate it, and nothing else does; \
                    keep the PinTip you show in a property and call its invalidate(reason: .actionPerformed) in the action
                    """]),
            RuleExample("""
                struct SyncTip: Tip { var title: Text { Text("Sync your notes") } }
                struct HintModifier: ViewModifier {
                    let tip: any Tip
                    func body(content: Content) -> some View { content.popoverTip(tip) }
                }
                struct SettingsView: View {
                    @State private var sync = false
                    var body: some View { Toggle("Sync", isOn: $sync).modifier(1️⃣HintModifier(tip: SyncTip())) }
                }
                """),
            // The condition narrows the group's current tip to a `ScanTip`.
            RuleExample("""
                struct ScanTip: Tip { var title: Text { Text("Scan a document") } }
                struct ScanView: View {
                    @State private var tips = TipGroup(.ordered) { ScanTip() }
                    var body: some View {
                        let current = tips.currentTip
                        Button("Scan") { scan() }.1️⃣popoverTip((current as? ScanTip) != nil ? current : nil)
                    }
                    func scan() {}
                }
                """),
            // A view given its tip (`let tip: any Tip`) puts the popover on a control of its own.
            RuleExample("""
                struct DropTip: Tip { var title: Text { Text("Drop a pin") } }
                struct PinCard: View {
                    let tip: any Tip
                    var body: some View { Button("Drop") { }.popoverTip(tip) }
                }
                struct MapHome: View {
                    var body: some View { VStack { 1️⃣PinCard(tip: DropTip()) } }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct PinTip: Tip { var title: Text { Text("Pin notes") } }
                extension View {
                    func hintPopover(_ tip: some Tip) -> some View { popoverTip(tip) }
                }
                struct NoteView: View {
                    let pinTip = PinTip()
                    var body: some View { Button("Pin") { pinTip.invalidate(reason: .actionPerformed) }.hintPopover(pinTip) }
                }
                """),
            // A wrapper nobody calls shows nothing.
            RuleExample("""
                extension View {
                    func hintPopover<T: Tip>(_ tip: T?) -> some View { popoverTip(tip) }
                }
                """),
            // The view's own control invalidates the tip it is given.
            RuleExample("""
                struct DropTip: Tip { var title: Text { Text("Drop a pin") } }
                struct PinCard: View {
                    let tip: any Tip
                    var body: some View { Button("Drop") { tip.invalidate(reason: .actionPerformed) }.popoverTip(tip) }
                }
                struct MapHome: View {
                    var body: some View { VStack { PinCard(tip: DropTip()) } }
                }
                """),
        ]
    )
}
