import TipLintCore

/// Examples of `@Parameter` rules that gate a tip rather than retire it (issue 22 §2): only a
/// value the app sets for good retires a tip. A value set both ways in the arms of one branch,
/// or computed only from the screen's own state, comes back, and the tip with it.
extension MissingInvalidationRule {
    static let gateExamples = (
        triggering: [
            // Set both ways in one `.task`: a toggle. The support button must still invalidate it.
            RuleExample("""
                struct ContactSupportTip: Tip {
                    @Parameter static var isEligible: Bool = false
                    var title: Text { Text("Contact support") }
                    var rules: [Rule] { #Rule(Self.$isEligible) { $0 == true } }
                }
                struct HelpView: View {
                    @State var hasOpenTicket = false
                    let tip = ContactSupportTip()
                    var body: some View {
                        Button("Support") { openChat() }.1️⃣popoverTip(tip)
                            .task {
                                if hasOpenTicket {
                                    ContactSupportTip.isEligible = true
                                } else {
                                    ContactSupportTip.isEligible = false
                                }
                            }
                    }
                    func openChat() {}
                }
                """, messages: ["1️⃣": """
                    ContactSupportTip's popover is on a Button whose action does not invalidate it, and nothing else does; \
                    call tip.invalidate(reason: .actionPerformed) in the action
                    """]),
            // Our own variation: the arms of a `switch`, in a nested branch.
            RuleExample("""
                enum Plan { case free, pro, team }
                struct UpgradeTip: Tip {
                    @Parameter static var onFreePlan: Bool = false
                    var title: Text { Text("Upgrade for more storage") }
                    var rules: [Rule] { #Rule(Self.$onFreePlan) { $0 == true } }
                }
                struct StorageView: View {
                    let plan: Plan
                    @State private var onTrial = false
                    let upgradeTip = UpgradeTip()
                    var body: some View {
                        Button("Upgrade") { upgrade() }.1️⃣popoverTip(upgradeTip)
                            .onAppear {
                                switch plan {
                                case .free: if !onTrial { UpgradeTip.onFreePlan = true }
                                case .pro, .team: UpgradeTip.onFreePlan = false
                                }
                            }
                    }
                    func upgrade() {}
                }
                """),
            // Computed only from the screen's own state, which starts empty each time the screen is made.
            RuleExample("""
                struct NewGroupTip: Tip {
                    @Parameter static var nothingSelected: Bool = false
                    var title: Text { Text("Create a group") }
                    var rules: [Rule] { #Rule(Self.$nothingSelected) { $0 == true } }
                }
                final class PickContactsViewController: UIViewController {
                    private let newGroupTip = NewGroupTip()
                    private var selectedNames: [String] = []
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Next", style: .done, target: self, action: #selector(nextTapped))
                        updateTip()
                    }
                    private func updateTip() {
                        NewGroupTip.nothingSelected = selectedNames.isEmpty
                    }
                    private func showTip() {
                        guard let item = navigationItem.rightBarButtonItem else { return }
                        present(1️⃣TipUIPopoverViewController(newGroupTip, sourceItem: item), animated: true)
                    }
                    @objc private func nextTapped() {}
                }
                """, messages: ["1️⃣": """
                    NewGroupTip's popover is on a bar button item whose action does not invalidate it, and nothing else does; \
                    call newGroupTip.invalidate(reason: .actionPerformed) in the action
                    """]),
        ],
        nonTriggering: [
            // Computed from injected data: once a server exists it stays, so the tip is retired.
            RuleExample("""
                struct Server { let name: String }
                struct AddServerTip: Tip {
                    @Parameter static var noServer: Bool = true
                    var title: Text { Text("Add your first server") }
                    var rules: [Rule] { #Rule(Self.$noServer) { $0 == true } }
                }
                struct ServersView: View {
                    let servers: [Server]
                    var body: some View {
                        Button("Add") { }.popoverTip(AddServerTip())
                            .onAppear { AddServerTip.noServer = servers.isEmpty }
                    }
                }
                """),
            // Our own variation: persistent state (`@AppStorage`) keeps what the person did.
            RuleExample("""
                struct ContactSupportTip: Tip {
                    @Parameter static var isEligible: Bool = false
                    var title: Text { Text("Contact support") }
                    var rules: [Rule] { #Rule(Self.$isEligible) { $0 == true } }
                }
                struct HelpView: View {
                    @AppStorage("hasOpenTicket") var hasOpenTicket = false
                    var body: some View {
                        Button("Support") { hasOpenTicket = true }.popoverTip(ContactSupportTip())
                            .task { ContactSupportTip.isEligible = !hasOpenTicket }
                    }
                }
                """),
            // Set true by one path and false by another, not as arms of one branch: the false
            // value is what the person's visit leaves behind.
            RuleExample("""
                struct NewIconTip: Tip {
                    @Parameter static var fromShortcut: Bool = false
                    var title: Text { Text("Pick an app icon") }
                    var rules: [Rule] { #Rule(Self.$fromShortcut) { $0 == true } }
                }
                final class ShortcutHandler {
                    func handleIconShortcut() { NewIconTip.fromShortcut = true }
                }
                struct IconSection: View {
                    var body: some View {
                        Button("App Icon") { }.popoverTip(NewIconTip())
                            .onDisappear { NewIconTip.fromShortcut = false }
                    }
                }
                """),
        ]
    )
}
