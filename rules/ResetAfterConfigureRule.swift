import TipLintCore

/// `Tips.resetDatastore()` after `Tips.configure`, where it throws.
package struct ResetAfterConfigureRule: Rule {
    package static let description = RuleDescription(
        id: "reset-after-configure",
        name: "Reset after configure",
        summary: "Tips.resetDatastore called after Tips.configure",
        rationale: """
            resetDatastore must run before configure; afterwards it throws \
            tipsDatastoreAlreadyConfigured, and `try?` hides the failure, so the reset silently \
            never happens. Followed through project functions called on the same start-up path \
            (two calls deep). In an app that configures at launch, a reset that runs later (a \
            button, a settings screen, `.task`, or a function called only from such places, \
            followed as configure-placement follows calls) throws too; the fix is to store a flag \
            and reset before `Tips.configure` at the next launch. A reset in a function that no \
            scanned code calls is taken to run at launch.
            """,
        limits: """
            Order is read from the source: within one function body and through project functions up to two \
            calls deep, or from where the calls sit (launch code, actions, views). A reset in a function \
            that no scanned code calls is taken to run at launch, and the variable-type limits of \
            configure-placement apply to the calls it follows.
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
                    Tips.resetDatastore runs after Tips.configure, where it throws and try? hides the failure; \
                    reset before configuring
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
                    Tips.resetDatastore is called in a Button's action, after Tips.configure ran at launch, so it \
                    throws and resets nothing; store a flag and call resetDatastore before Tips.configure at the \
                    next launch
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
            "Tips.resetDatastore runs after Tips.configure, where it throws and try? hides the failure; reset before configuring"
        /// `place` follows "is called": `in a Button's action`.
        static func resetAfterLaunch(place: String) -> String {
            "Tips.resetDatastore is called \(place), after Tips.configure ran at launch, so it throws and resets nothing; store a flag and call resetDatastore before Tips.configure at the next launch"
        }

        static let configureIsCalledHere = "Tips.configure is called here"
    }
}
