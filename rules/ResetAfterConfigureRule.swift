import TipLintCore

/// `Tips.resetDatastore()` after `Tips.configure`, where it throws.
package struct ResetAfterConfigureRule: Rule {
    package static let description = RuleDescription(
        id: "reset-after-configure",
        name: "Reset after configure",
        summary: "Tips.resetDatastore called after Tips.configure",
        rationale: """
            resetDatastore must run before configure; afterwards it throws \
            tipsDatastoreAlreadyConfigured (which `try?` hides, and a `catch` only reports), so the \
            reset never happens. Followed through project functions called on the same start-up path \
            (two calls deep). In an app that configures at launch, a reset that runs later (a \
            button, a settings screen, `.task`, or a function called only from such places, \
            followed as configure-placement follows calls, in any file: a dialog's button, a \
            `UIAction`, an `@objc` action target) throws too; the message names the place, and the \
            fix is to store a flag and reset before `Tips.configure` at the next launch. A reset in \
            a function that no scanned code calls is not reported: when it runs cannot be told.
            """,
        limits: """
            Order is read from the source: within one function body and through project functions up to two \
            calls deep, or from where the calls sit (launch code, actions, views). A reset in a function \
            that no scanned code calls is not reported, a configure that configure-placement accepts is \
            taken to run at launch, and the variable-type limits of configure-placement apply to the calls \
            it follows.
            """,
        messages: [
            "follows-configure": "Tips.resetDatastore runs after Tips.configure on the same path, so it throws",
            "after-launch": "Tips.resetDatastore runs after launch in an app that configures at launch, so it throws",
        ],
        defaultSeverity: .error,
        triggering: [
            RuleExample("""
                @main struct NotesApp: App {
                    init() {
                        try? Tips.configure()
                        #if DEBUG
                        try? 1️⃣Tips.resetDatastore()
                        #endif
                    }
                }
                """, messages: ["1️⃣": """
                    Tips.resetDatastore runs after Tips.configure, where it throws tipsDatastoreAlreadyConfigured and \
                    resets nothing; reset before configuring
                    """]),
            RuleExample("""
                @main struct NotesApp: App {
                    init() {
                        try? Tips.configure()
                        resetTipsForDemo()
                    }
                }
                func resetTipsForDemo() {
                    #if DEBUG
                    try? 1️⃣Tips.resetDatastore()
                    #endif
                }
                """),
            RuleExample("""
                @main struct NotesApp: App {
                    init() { try? Tips.configure() }
                    var body: some Scene { WindowGroup { SettingsView() } }
                }
                struct SettingsView: View {
                    var body: some View {
                        Button("Show tips again") { try? 1️⃣Tips.resetDatastore() }
                    }
                }
                """, messages: ["1️⃣": """
                    Tips.resetDatastore is called in a Button's action in SettingsView, after Tips.configure ran at \
                    launch, so it throws and resets nothing; store a flag and call resetDatastore before Tips.configure at the \
                    next launch
                    """]),
            // The settings screen reads the service from the environment and resets through a
            // private helper, from a dialog's button and a `Task`.
            RuleExample("""
                @main struct NotesApp: App {
                    @State private var tipService = TipService()
                    var body: some Scene { WindowGroup { SettingsView().environment(tipService) } }
                }
                @MainActor @Observable final class TipService {
                    init() { configureTipKit() }
                    private func configureTipKit() { try? Tips.configure() }
                    func resetTips() async {
                        do { try 1️⃣Tips.resetDatastore() } catch { print(error) }
                    }
                }
                struct SettingsView: View {
                    @Environment(TipService.self) private var tipService
                    @State private var confirming = false
                    var body: some View {
                        Button("Show tips again") { confirming = true }
                            .confirmationDialog("Show every tip again?", isPresented: $confirming) {
                                Button("Reset", role: .destructive) { Task { await startOver() } }
                            }
                    }
                    private func startOver() async { await tipService.resetTips() }
                }
                """, messages: ["1️⃣": """
                    Tips.resetDatastore is called in resetTips(), which is called in startOver(), which is called in a \
                    Button's action in SettingsView, after Tips.configure ran at launch, so it throws and resets \
                    nothing; store a flag and call resetDatastore before Tips.configure at the next launch
                    """]),
            // A function handed to a control by name runs in its action, as a call in a closure would.
            RuleExample("""
                @main struct NotesApp: App {
                    init() { try? Tips.configure() }
                    var body: some Scene { WindowGroup { SettingsView() } }
                }
                @Observable final class SettingsModel {
                    func resetTips() { try? 1️⃣Tips.resetDatastore() }
                }
                struct SettingsView: View {
                    @State var model = SettingsModel()
                    var body: some View { Button("Show tips again", action: model.resetTips) }
                }
                """, messages: ["1️⃣": """
                    Tips.resetDatastore is called in resetTips(), which is called in a Button's action in \
                    SettingsView, after Tips.configure ran at launch, so it throws and resets nothing; store a flag \
                    and call resetDatastore before Tips.configure at the next launch
                    """]),
            // A tap on a view is a person's action too.
            RuleExample("""
                @main struct NotesApp: App {
                    init() { try? Tips.configure() }
                    var body: some Scene { WindowGroup { SettingsView() } }
                }
                struct SettingsView: View {
                    var body: some View {
                        Text("Show tips again").onTapGesture { try? 1️⃣Tips.resetDatastore() }
                    }
                }
                """, messages: ["1️⃣": """
                    Tips.resetDatastore is called in a tap gesture's action in SettingsView, after Tips.configure \
                    ran at launch, so it throws and resets nothing; store a flag and call resetDatastore before \
                    Tips.configure at the next launch
                    """]),
            RuleExample("""
                final class AppDelegate: NSObject, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        try? Tips.configure()
                        return true
                    }
                }
                final class SettingsViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.rightBarButtonItem = UIBarButtonItem(
                            title: "Reset tips", style: .plain, target: self, action: #selector(resetTips))
                    }
                    @objc private func resetTips() { try? 1️⃣Tips.resetDatastore() }
                }
                """, messages: ["1️⃣": """
                    Tips.resetDatastore is called in resetTips(), which is called in a UIBarButtonItem's action in \
                    SettingsViewController, after Tips.configure ran at launch, so it throws and resets nothing; store \
                    a flag and call resetDatastore before Tips.configure at the next launch
                    """]),
            // The start-up function is called again later, after a reset: the first call, at
            // launch, already configured the datastore, so the reset throws.
            RuleExample("""
                enum TipSetup {
                    static func start() { try? Tips.configure() }
                    static func switchAccount() {
                        try? 1️⃣Tips.resetDatastore()
                        start()
                    }
                }
                @main struct ListsApp: App {
                    @State private var account = ""
                    init() { TipSetup.start() }
                    var body: some Scene {
                        WindowGroup { Text("Lists").onChange(of: account) { TipSetup.switchAccount() } }
                    }
                }
                """, messages: ["1️⃣": """
                    Tips.resetDatastore is called in switchAccount(), which is called in a closure passed to onChange, \
                    after Tips.configure ran at launch, so it throws and resets nothing; store a flag and call \
                    resetDatastore before Tips.configure at the next launch
                    """]),
            // Selecting a table row is a person's action: the delegate callback runs long after launch.
            RuleExample("""
                final class AppDelegate: NSObject, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        try? Tips.configure()
                        return true
                    }
                }
                enum Tour {
                    static func replay() { try? 1️⃣Tips.resetDatastore() }
                }
                final class SettingsViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        if indexPath.row == 0 { Tour.replay() }
                    }
                }
                """, messages: ["1️⃣": """
                    Tips.resetDatastore is called in replay(), which is called in a table row's action in \
                    SettingsViewController, after Tips.configure ran at launch, so it throws and resets nothing; store \
                    a flag and call resetDatastore before Tips.configure at the next launch
                    """]),
            RuleExample("""
                final class AppDelegate: NSObject, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        try? Tips.configure()
                        return true
                    }
                }
                enum TipMaintenance {
                    static func startOver() {
                        do { try 1️⃣Tips.resetDatastore() } catch {}
                    }
                }
                struct PreferencesView: View {
                    @AppStorage("advanced") var advanced = false
                    var body: some View {
                        Form { Toggle("Advanced", isOn: $advanced) }
                            .onChange(of: advanced) { TipMaintenance.startOver() }
                    }
                }
                """, messages: ["1️⃣": """
                    Tips.resetDatastore is called in startOver(), which is called in a closure passed to onChange, \
                    after Tips.configure ran at launch, so it throws and resets nothing; store a flag and call \
                    resetDatastore before Tips.configure at the next launch
                    """]),
        ],
        nonTriggering: [
            // Two closures handed to a registration function run when their caller asks, in no
            // order the text gives: the reset does not follow the configure.
            RuleExample("""
                final class TipsBridge {
                    func register(_ handlers: inout [String: () -> Void]) {
                        handlers["configure"] = { try? Tips.configure() }
                        handlers["reset"] = { try? Tips.resetDatastore() }
                    }
                }
                """),
            RuleExample("""
                @main struct NotesApp: App {
                    init() {
                        #if DEBUG
                        try? Tips.resetDatastore()
                        #endif
                        try? Tips.configure()
                    }
                }
                """),
            RuleExample("""
                func configureTips() { try? Tips.configure() }
                func resetTips() {
                    #if DEBUG
                    try? Tips.resetDatastore()
                    #endif
                }
                """),
            RuleExample("""
                @main struct NotesApp: App {
                    @AppStorage("resetTipsAtLaunch") var resetTips = false
                    init() {
                        if resetTips {
                            try? Tips.resetDatastore()
                            resetTips = false
                        }
                        try? Tips.configure()
                    }
                    var body: some Scene { WindowGroup { SettingsView() } }
                }
                struct SettingsView: View {
                    @AppStorage("resetTipsAtLaunch") var resetTips = false
                    var body: some View {
                        Button("Show tips again") { resetTips = true }
                    }
                }
                """),
            // A private type that only `#Preview` uses is preview code: previews never run
            // App.init, so there the reset comes before any configure.
            RuleExample("""
                @main struct NotesApp: App {
                    init() { try? Tips.configure() }
                    var body: some Scene { WindowGroup { NoteList() } }
                }
                private struct CanvasHarness: View {
                    init() {
                        try? Tips.resetDatastore()
                        Tips.showAllTipsForTesting()
                    }
                    var body: some View { NoteList() }
                }
                #Preview { CanvasHarness() }
                """),
            // Alone in its file, the service's reset has no caller: when it runs cannot be told.
            RuleExample("""
                @MainActor @Observable final class TipService {
                    init() { configureTipKit() }
                    private func configureTipKit() { try? Tips.configure() }
                    func resetTips() async {
                        do { try Tips.resetDatastore() } catch { print(error) }
                    }
                }
                """),
            // `model.reset()` calls the model's own reset, not the one that resets tips: the
            // variable's type comes from its binding.
            RuleExample("""
                @main struct NotesApp: App {
                    init() { try? Tips.configure() }
                    var body: some Scene { WindowGroup { NotesView() } }
                }
                final class NotesModel: ObservableObject {
                    @Published var notes: [String] = []
                    func reset() { notes = [] }
                }
                enum TipMaintenance {
                    static func reset() {
                        #if DEBUG
                        try? Tips.resetDatastore()
                        #endif
                    }
                }
                struct NotesView: View {
                    @StateObject private var model = NotesModel()
                    var body: some View { Button("Clear") { model.reset() } }
                }
                """),
            RuleExample("""
                func connect() async {
                    try? Tips.resetDatastore()
                    try? Tips.configure()
                    await network.connect()
                }
                """),
        ]
    )

    package static func findings(in index: ProjectIndex, options: NoOptions, context: RuleContext) -> [Finding] {
        index.shipping.lateResets.map { reset in
            let message = switch reset.timing {
            case .followsConfigure: Message.resetAfterConfigure
            case .afterLaunch(let place): Message.resetAfterLaunch(place: PlacePhrase.phrase(place))
            }
            return context.finding(
                message, kind: reset.timing == .followsConfigure ? "follows-configure" : "after-launch", at: reset.location,
                related: [RelatedLocation(location: reset.configure, message: Message.configureIsCalledHere)])
        }
    }
}

extension ResetAfterConfigureRule {
    /// The rule's words.
    enum Message {
        static let resetAfterConfigure =
            "Tips.resetDatastore runs after Tips.configure, where it throws tipsDatastoreAlreadyConfigured and resets nothing; reset before configuring"
        /// `place` follows "is called": `in a Button's action`.
        static func resetAfterLaunch(place: String) -> String {
            "Tips.resetDatastore is called \(place), after Tips.configure ran at launch, so it throws and resets nothing; store a flag and call resetDatastore before Tips.configure at the next launch"
        }

        static let configureIsCalledHere = "Tips.configure is called here"
    }
}
