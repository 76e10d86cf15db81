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
            RuleExample("""
                func connect() async {
                    try? Tips.resetDatastore()
                    try? Tips.configure()
                    await network.connect()
                }
                """),
        ]
    )

    /// How many calls deep a start-up path is followed.
    static let maximumDepth = 2

    package static func findings(in index: ProjectIndex, options: NoOptions, context: RuleContext) -> [Finding] {
        lateResets(in: index.shipping).map { reset in
            let message = switch reset.timing {
            case .followsConfigure: Message.resetAfterConfigure
            case .afterLaunch(let place): Message.resetAfterLaunch(place: place)
            }
            return context.finding(
                message, kind: reset.timing == .followsConfigure ? "follows-configure" : "after-launch", at: reset.location,
                related: [RelatedLocation(location: reset.configure, message: Message.configureIsCalledHere)])
        }
    }

    /// A `resetDatastore` that runs once the datastore is configured, so it throws.
    struct LateReset {
        enum Timing: Equatable {
            /// After a `configure` in the same function body or start-up path.
            case followsConfigure
            /// Somewhere that runs after launch (`in a Button's action`), in an app that configures at launch.
            case afterLaunch(place: String)
        }

        var location: SourceLocation
        var timing: Timing
        /// The `configure` it follows.
        var configure: SourceLocation
    }

    /// Every reset of `index` that runs after `configure`, in source order of discovery. Also read
    /// by `ungated-testing-call`, so that its words about such a reset agree with this rule's.
    static func lateResets(in index: ProjectIndex) -> [LateReset] {
        var result: [LateReset] = []
        var reported = Set<SourceLocation>()
        for sequence in index.lifecycles {
            var configure: SourceLocation?
            walk(sequence, index: index, depth: 0, visited: [sequence.fact.function]) { event, location in
                switch event.kind {
                case .configure:
                    if configure == nil { configure = location }
                case .reset:
                    if let configure, reported.insert(location).inserted {
                        result.append(LateReset(location: location, timing: .followsConfigure, configure: configure))
                    }
                case .call:
                    break
                }
            }
        }
        // Where a launch-time configure exists, a reset that runs later (a button, a screen) throws.
        let atLaunch = index.configureCalls.first {
            ConfigurePlacementRule.misplacement($0.fact.context, index: index, depth: 0, visited: []) == nil
        }
        guard let atLaunch else { return result }
        for reset in index.testingCalls where reset.fact.kind == .resetDatastore {
            let location = reset.location(reset.fact.range)
            guard !reported.contains(location),
                let place = ConfigurePlacementRule.misplacement(reset.fact.placement, index: index, depth: 0, visited: [])
            else { continue }
            reported.insert(location)
            result.append(LateReset(location: location, timing: .afterLaunch(place: place), configure: atLaunch.location(atLaunch.fact.range)))
        }
        return result
    }

    /// Visits the events of a function in order, entering the functions it calls; `visited`
    /// holds the functions on the path, this one included, so a call of the same name is not
    /// entered again.
    private static func walk(
        _ sequence: Located<LifecycleSequence>, index: ProjectIndex, depth: Int, visited: Set<String>,
        _ visit: (LifecycleEvent, SourceLocation) -> Void
    ) {
        for event in sequence.fact.events {
            if event.kind == .call, let callee = event.callee {
                guard depth < maximumDepth, !visited.contains(callee),
                    let target = index.lifecycles.first(where: { $0.fact.function == callee })
                else { continue }
                walk(target, index: index, depth: depth + 1, visited: visited.union([callee]), visit)
            } else {
                visit(event, sequence.location(event.range))
            }
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
