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
                """, messages: ["1️⃣": """
                    DropTip's popover is on a Button whose action does not invalidate it, and nothing else does; \
                    in PinCard, call tip.invalidate(reason: .actionPerformed) in the action
                    """]),
            // A group's current tip handed to a modifier that puts it on a button of its own: the
            // caller has no action to invalidate in, so the advice is for the modifier. Narrowed
            // to one tip of the group, the invalidation leaves the other unretired.
            RuleExample("""
                struct ScanTip: Tip { var title: Text { Text("Scan a receipt") } }
                struct FileTip: Tip { var title: Text { Text("Receipts are filed by date") } }
                struct ScanButton: ViewModifier {
                    let currentTip: (any Tip)?
                    func body(content: Content) -> some View {
                        content.overlay {
                            Button("Scan") {
                                if let scanTip = currentTip as? ScanTip { scanTip.invalidate(reason: .actionPerformed) }
                            }
                            .popoverTip(currentTip)
                        }
                    }
                }
                struct ReceiptsView: View {
                    @State private var tips = TipGroup(.ordered) { ScanTip(); FileTip() }
                    @State private var showsTips = true
                    var body: some View { List { }.modifier(1️⃣ScanButton(currentTip: showsTips ? tips.currentTip : nil)) }
                }
                """, messages: ["1️⃣": """
                    FileTip's popover is on a Button whose action does not invalidate it, and nothing else does; \
                    in ScanButton, call (currentTip as? FileTip)?.invalidate(reason: .actionPerformed) in the action
                    """]),
            // The modifier shows the group's current tip with the handler of its actions.
            RuleExample("""
                struct ScanTip: Tip {
                    var title: Text { Text("Scan a receipt") }
                    var actions: [Action] { [Action(id: "scan", title: "Scan now")] }
                }
                struct ScanBadge: ViewModifier {
                    let currentTip: (any Tip)?
                    @State private var scanning = false
                    func body(content: Content) -> some View {
                        content.overlay { Image(systemName: "doc").popoverTip(currentTip) { action in scanning = true } }
                    }
                }
                struct ReceiptsView: View {
                    @State private var tips = TipGroup(.ordered) { ScanTip() }
                    var body: some View { List { }.modifier(1️⃣ScanBadge(currentTip: tips.currentTip)) }
                }
                """, messages: ["1️⃣": """
                    ScanTip has actions, but neither they nor anything else invalidate it; \
                    in ScanBadge, call (currentTip as? ScanTip)?.invalidate(reason: .actionPerformed) in the action's handler
                    """]),
            // The advice names what the wrapper holds the tip in: the parameter's own name, not its
            // argument label; `?.` on an optional.
            RuleExample("""
                struct ScanTip: Tip { var title: Text { Text("Scan a receipt") } }
                extension View {
                    func scanButton(for tip: (any Tip)?) -> some View { overlay { Button("Scan") { }.popoverTip(tip) } }
                }
                struct ReceiptsView: View {
                    @State private var tips = TipGroup(.ordered) { ScanTip() }
                    var body: some View { List { }.1️⃣scanButton(for: tips.currentTip) }
                }
                """, messages: ["1️⃣": """
                    ScanTip's popover is on a Button whose action does not invalidate it, and nothing else does; \
                    in scanButton, call (tip as? ScanTip)?.invalidate(reason: .actionPerformed) in the action
                    """]),
            RuleExample("""
                struct ScanTip: Tip { var title: Text { Text("Scan a receipt") } }
                struct ScanButton: ViewModifier {
                    let currentTip: (any Tip)?
                    func body(content: Content) -> some View { content.overlay { Button("Scan") { }.popoverTip(currentTip) } }
                }
                struct ReceiptsView: View {
                    var body: some View { List { }.modifier(1️⃣ScanButton(currentTip: ScanTip())) }
                }
                """, messages: ["1️⃣": """
                    ScanTip's popover is on a Button whose action does not invalidate it, and nothing else does; \
                    in ScanButton, call currentTip?.invalidate(reason: .actionPerformed) in the action
                    """]),
            // A function that hands the tip on to a modifier: the advice is for the modifier that
            // owns the button.
            RuleExample("""
                struct ScanTip: Tip { var title: Text { Text("Scan a receipt") } }
                struct ScanButton: ViewModifier {
                    let currentTip: (any Tip)?
                    func body(content: Content) -> some View { content.overlay { Button("Scan") { }.popoverTip(currentTip) } }
                }
                extension View {
                    func scanButton(tip: (any Tip)?) -> some View { modifier(ScanButton(currentTip: tip)) }
                }
                struct ReceiptsView: View {
                    @State private var tips = TipGroup(.ordered) { ScanTip() }
                    var body: some View { List { }.1️⃣scanButton(tip: tips.currentTip) }
                }
                """, messages: ["1️⃣": """
                    ScanTip's popover is on a Button whose action does not invalidate it, and nothing else does; \
                    in ScanButton, call (currentTip as? ScanTip)?.invalidate(reason: .actionPerformed) in the action
                    """]),
            // Another property of the modifier is invalidated: the group's tip stays.
            RuleExample("""
                struct ScanTip: Tip { var title: Text { Text("Scan a receipt") } }
                struct ShareTip: Tip { var title: Text { Text("Share a receipt") } }
                struct ReceiptButtons: ViewModifier {
                    let currentTip: (any Tip)?
                    let shareTip: (any Tip)?
                    func body(content: Content) -> some View {
                        content.overlay {
                            Button("Scan") { }.popoverTip(currentTip)
                            Button("Share") { shareTip?.invalidate(reason: .actionPerformed) }.popoverTip(shareTip)
                        }
                    }
                }
                struct ReceiptsView: View {
                    @State private var tips = TipGroup(.ordered) { ScanTip() }
                    var body: some View { List { }.modifier(1️⃣ReceiptButtons(currentTip: tips.currentTip, shareTip: ShareTip())) }
                }
                """, messages: ["1️⃣": """
                    ScanTip's popover is on a Button whose action does not invalidate it, and nothing else does; \
                    in ReceiptButtons, call (currentTip as? ScanTip)?.invalidate(reason: .actionPerformed) in the action
                    """]),
            // The actions' handler is the caller's closure: the advice stays with the caller.
            RuleExample("""
                struct ScanTip: Tip {
                    var title: Text { Text("Scan a receipt") }
                    var actions: [Action] { [Action(id: "scan", title: "Scan now")] }
                }
                extension View {
                    func tipCard(_ tip: any Tip, perform: @escaping (Tips.Action) -> Void) -> some View {
                        overlay { TipView(tip, action: perform) }
                    }
                }
                struct ReceiptsView: View {
                    let scanTip = ScanTip()
                    @State private var scanning = false
                    var body: some View { List { }.1️⃣tipCard(scanTip, perform: { action in scanning = true }) }
                }
                """, messages: ["1️⃣": """
                    ScanTip has actions, but neither they nor anything else invalidate it; \
                    call scanTip.invalidate(reason: .actionPerformed) in the action's handler
                    """]),
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
            // Handed on through a function, invalidated by the modifier's own button.
            RuleExample("""
                struct ScanTip: Tip { var title: Text { Text("Scan a receipt") } }
                struct ScanButton: ViewModifier {
                    let currentTip: (any Tip)?
                    func body(content: Content) -> some View {
                        content.overlay { Button("Scan") { currentTip?.invalidate(reason: .actionPerformed) }.popoverTip(currentTip) }
                    }
                }
                extension View {
                    func scanButton(tip: (any Tip)?) -> some View { modifier(ScanButton(currentTip: tip)) }
                }
                struct ReceiptsView: View {
                    @State private var tips = TipGroup(.ordered) { ScanTip() }
                    var body: some View { List { }.scanButton(tip: tips.currentTip) }
                }
                """),
        ] + groupHandOffRetirements
    )

    /// A group's current tip handed to a modifier (`currentTip: (any Tip)?`) is retired there:
    /// on the optional itself, or cast to the tip (`as?`, then `?.`, `if let`, `guard let` or
    /// `let`), in the button's action or in the popover's action handler.
    private static let groupHandOffRetirements = [
        "currentTip?.invalidate(reason: .actionPerformed)",
        "(currentTip as? ScanTip)?.invalidate(reason: .actionPerformed)",
        "if let scanTip = currentTip as? ScanTip { scanTip.invalidate(reason: .actionPerformed) }",
        "guard let scanTip = currentTip as? ScanTip else { return }; scanTip.invalidate(reason: .actionPerformed)",
        "let scanTip = currentTip as? ScanTip; scanTip?.invalidate(reason: .actionPerformed)",
    ].map { groupHandOff.with(code: groupHandOff.code.replacingOccurrences(of: "/* retire */", with: $0)) }

    private static let groupHandOff = RuleExample("""
        struct ScanTip: Tip {
            var title: Text { Text("Scan a receipt") }
            var actions: [Action] { [Action(id: "scan", title: "Scan now")] }
        }
        struct ScanButton: ViewModifier {
            let currentTip: (any Tip)?
            @State private var scanning = false
            func body(content: Content) -> some View {
                content.overlay {
                    Button("Scan") { scanning = true }
                        .popoverTip(currentTip) { action in
                            scanning = true
                            /* retire */
                        }
                }
            }
        }
        struct ReceiptsView: View {
            @State private var tips = TipGroup(.ordered) { ScanTip() }
            @State private var showsTips = true
            var body: some View { List { }.modifier(ScanButton(currentTip: showsTips ? tips.currentTip : nil)) }
        }
        """)
}
