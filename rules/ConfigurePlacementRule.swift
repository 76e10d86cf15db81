import TipLintCore

/// `Tips.configure` called after views have started rendering.
package struct ConfigurePlacementRule: Rule {
    package static let description = RuleDescription(
        id: "configure-placement",
        name: "Configure placement",
        summary: "Tips.configure called somewhere other than app start-up",
        rationale: """
            Tips.configure sets up the tips datastore and must run before any view renders: in the \
            App's init(), the app delegate's launch method, or top-level code in main.swift (or a \
            project function called only from those). In .task, .onAppear, a view's body or init, \
            or a button action, tips render against a store that is not ready.
            """,
        defaultSeverity: .warning,
        triggering: [
            RuleExample("""
                struct ContentView: View {
                    var body: some View {
                        NotesList()
                            .task { try? 1️⃣Tips.configure() }
                    }
                }
                """, messages: ["1️⃣": """
                    Tips.configure is called inside .task, so tips can render before the datastore is ready; \
                    call it in your App's init()
                    """]),
            RuleExample("""
                struct ContentView: View {
                    var body: some View {
                        NotesList().onAppear {
                            try? 1️⃣Tips.configure([.displayFrequency(.daily)])
                        }
                    }
                }
                """),
            RuleExample("""
                struct ContentView: View {
                    init() { try? 1️⃣Tips.configure() }
                    var body: some View { NotesList() }
                }
                """),
            RuleExample("""
                struct SettingsView: View {
                    var body: some View {
                        Button("Enable tips") { try? 1️⃣Tips.configure() }
                    }
                }
                """, messages: ["1️⃣": """
                    Tips.configure is called in a Button's action, so tips can render before the datastore is \
                    ready; call it in your App's init()
                    """]),
            RuleExample("""
                enum TipSetup {
                    static func start() { try? 1️⃣Tips.configure() }
                }
                struct ContentView: View {
                    var body: some View { NotesList().onAppear { TipSetup.start() } }
                }
                """, messages: ["1️⃣": """
                    Tips.configure is called in start(), which is called inside .onAppear, so tips can render \
                    before the datastore is ready; call it in your App's init()
                    """]),
        ],
        nonTriggering: [
            RuleExample("""
                @main struct NotesApp: App {
                    init() {
                        try? Tips.configure()
                    }
                    var body: some Scene { WindowGroup { ContentView() } }
                }
                """),
            RuleExample("""
                final class AppDelegate: NSObject, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        try? Tips.configure()
                        return true
                    }
                }
                """),
            RuleExample("""
                try? Tips.configure()
                NotesApplication.run()
                """, path: "Sources/App/main.swift"),
            RuleExample("""
                @main struct NotesApp: App {
                    init() { setUpTips() }
                    var body: some Scene { WindowGroup { ContentView() } }
                }
                func setUpTips() { configureTipKit() }
                func configureTipKit() { try? Tips.configure() }
                """),
            RuleExample("""
                #Preview {
                    try? Tips.configure()
                    return ContentView()
                }
                """),
            RuleExample("""
                func configureForTesting() { try? Tips.configure() }
                """),
        ]
    )

    package static func findings(in index: ProjectIndex, options: NoOptions, context: RuleContext) -> [Finding] {
        let index = index.shipping
        return index.configureCalls.compactMap { call in
            guard let problem = misplacement(call.fact.context, index: index, depth: 0, visited: []) else {
                return nil
            }
            return context.finding(Message.misplaced(problem), at: call.location(call.fact.range))
        }
    }

    /// Where the call is wrongly placed ("inside .task"), or nil when it is at start-up or
    /// cannot be decided (a function nobody calls in the scanned files).
    static func misplacement(_ placement: PlacementContext, index: ProjectIndex, depth: Int, visited: Set<String>) -> String? {
        switch placement.kind {
        case .appInit, .appDelegateLaunch, .mainTopLevel, .topLevel: return nil
        case .task: return Message.insideTask
        case .onAppear: return Message.insideOnAppear
        case .viewBody: return Message.inViewBody
        case .viewInit: return Message.inViewInit
        case .controlAction: return Message.inAction(ofControl: placement.name)
        case .closure: return Message.inClosure(passedTo: placement.name)
        case .property: return Message.inProperty(placement.name)
        case .function:
            guard let name = placement.name, depth < 3, !visited.contains(name) else { return nil }
            let callers = index.callSites.filter { $0.fact.callee == name }
            for caller in callers {
                if let problem = misplacement(caller.fact.context, index: index, depth: depth + 1, visited: visited.union([name])) {
                    return Message.inFunction(name, calledAt: problem)
                }
            }
            return nil
        }
    }
}

extension ConfigurePlacementRule {
    /// The rule's words. A place is a phrase that follows "is called".
    enum Message {
        static func misplaced(_ place: String) -> String {
            "Tips.configure is called \(place), so tips can render before the datastore is ready; call it in your App's init()"
        }

        static let insideTask = "inside .task"
        static let insideOnAppear = "inside .onAppear"
        static let inViewBody = "in a view's body"
        static let inViewInit = "in a view's init"
        /// `control`: the control's type (`Button`), when known.
        static func inAction(ofControl control: String?) -> String { "in a \(control ?? "control")'s action" }
        static func inClosure(passedTo function: String?) -> String { "in a closure passed to \(function ?? "a function")" }
        static func inProperty(_ name: String?) -> String { "in the property \(name ?? "")" }
        /// A project function whose caller is itself misplaced.
        static func inFunction(_ name: String, calledAt place: String) -> String { "in \(name)(), which is called \(place)" }
    }
}
