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
            // Our own variation: a comparison of the screen's own state (several elements after
            // the `=`) is as much a gate as a single property read.
            RuleExample("""
                struct MergeTip: Tip {
                    @Parameter static var twoPicked: Bool = false
                    var title: Text { Text("Merge two notes") }
                    var rules: [Rule] { #Rule(Self.$twoPicked) { $0 == true } }
                }
                struct PickNotesView: View {
                    @State private var picked: [String] = []
                    let mergeTip = MergeTip()
                    var body: some View {
                        Button("Merge") { merge() }.1️⃣popoverTip(mergeTip)
                            .onChange(of: picked) { MergeTip.twoPicked = picked.count >= 2 && picked.count < 5 }
                    }
                    func merge() {}
                }
                """),
            // Set when the tip's own view appears and cleared when it disappears: the flag says
            // the view is on screen, and comes back with it. The tip's action must retire it.
            RuleExample("""
                struct OfflineTip: Tip {
                    @Parameter static var isOffline: Bool = false
                    var title: Text { Text("Download for offline use") }
                    var actions: [Action] { Action(id: "dl", title: "Download") }
                    var rules: [Rule] { #Rule(Self.$isOffline) { $0 == true } }
                }
                struct EpisodeView: View {
                    var body: some View {
                        1️⃣TipView(OfflineTip()) { _ in print("download") }
                            .onAppear { OfflineTip.isOffline = true }
                            .onDisappear { OfflineTip.isOffline = false }
                    }
                }
                """, messages: ["1️⃣": """
                    OfflineTip has actions, but neither they nor anything else invalidate it; keep the OfflineTip you \
                    show in a property and call its invalidate(reason: .actionPerformed) in the action's handler
                    """]),
            // Our own variation: a view controller's appearing and disappearing.
            RuleExample("""
                struct DraftTip: Tip {
                    @Parameter static var editorOpen: Bool = false
                    var title: Text { Text("Save a draft") }
                    var rules: [Rule] { #Rule(Self.$editorOpen) { $0 == true } }
                }
                final class EditorViewController: UIViewController {
                    let draftTip = DraftTip()
                    lazy var saveItem = UIBarButtonItem(title: "Save", style: .plain, target: self, action: #selector(save))
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        DraftTip.editorOpen = true
                        present(1️⃣TipUIPopoverViewController(draftTip, sourceItem: saveItem), animated: true)
                    }
                    override func viewDidDisappear(_ animated: Bool) {
                        super.viewDidDisappear(animated)
                        DraftTip.editorOpen = false
                    }
                    @objc func save() {}
                }
                """),
            // `toggle()` flips the value back and forth: it turns the rule false and true again.
            RuleExample("""
                struct GridTip: Tip {
                    @Parameter static var listMode: Bool = false
                    var title: Text { Text("Switch to the grid") }
                    var rules: [Rule] { #Rule(Self.$listMode) { $0 == true } }
                }
                struct GalleryView: View {
                    let gridTip = GridTip()
                    var body: some View {
                        Button("Layout") { GridTip.listMode.toggle() }.1️⃣popoverTip(gridTip)
                    }
                }
                """, messages: ["1️⃣": """
                    GridTip's popover is on a Button whose action does not invalidate it, and nothing else does; \
                    call gridTip.invalidate(reason: .actionPerformed) in the action
                    """]),
            // Our own variation: toggled through the parameter's wrapper, from another screen.
            RuleExample("""
                struct CompactTip: Tip {
                    @Parameter static var roomy: Bool = true
                    var title: Text { Text("Try the compact layout") }
                    var actions: [Action] { Action(id: "compact", title: "Compact") }
                    var rules: [Rule] { #Rule(Self.$roomy) { $0 == true } }
                }
                struct SettingsView: View {
                    var body: some View { Button("Density") { CompactTip.$roomy.wrappedValue.toggle() } }
                }
                struct FeedView: View {
                    var body: some View { 1️⃣TipView(CompactTip()) }
                }
                """),
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
            // Our own variation: set when one view appears and cleared when another disappears:
            // not one view's lifecycle, so the cleared value is what the visit leaves behind.
            RuleExample("""
                struct ImportTip: Tip {
                    @Parameter static var fromInbox: Bool = false
                    var title: Text { Text("Import the attachment") }
                    var rules: [Rule] { #Rule(Self.$fromInbox) { $0 == true } }
                }
                struct InboxView: View {
                    var body: some View { List { Text("Mail") }.onAppear { ImportTip.fromInbox = true } }
                }
                struct AttachmentView: View {
                    var body: some View {
                        Button("Import") { }.popoverTip(ImportTip())
                            .onDisappear { ImportTip.fromInbox = false }
                    }
                }
                """),
        ]
    )
}
