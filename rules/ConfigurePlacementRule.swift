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
            or a button action, tips render against a store that is not ready. What a person sees: \
            the first screen's tip views are built, and ask whether to show, before the datastore is \
            configured, so a tip that should appear on that screen can be missing or flicker (the \
            guides call it a race). `.task` \
            and `.onAppear` run after their view appears, so this holds for a `.task` on the root view \
            of the App's `WindowGroup` too, as some samples and guides write it; configuring in the \
            App's `init()` runs before the first view is built and leaves no race. Calls are followed \
            through project functions: closures given to `forEach`, `map`, `compactMap`, `flatMap`, \
            `filter`, `reduce`, `first(where:)`, `contains(where:)` and `sorted(by:)` run where those \
            are called, and a call through a protocol requirement (`steps.forEach { $0.run() }`) can \
            reach every conformer's `run()`.
            """,
        limits: """
            The type of a variable (`step` in `step.run()`) is known only from a binding near the call (a \
            stored property, `@State`, `@StateObject`, `@EnvironmentObject`, `@Environment(T.self)`, a \
            parameter); otherwise such a call reaches every function of that name. Calls are followed three functions deep. A Combine `map` or `filter` \
            closure, which runs later, is taken to run where it is written. A function that no scanned code \
            calls is not reported.
            """,
        messages: [
            "misplaced": "Tips.configure runs somewhere other than app start-up (a view's task, a button's action), so tips configured late or not at all",
        ],
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
                    Tips.configure is called inside .task, so tips can render before the datastore is ready and be missing or flicker; \
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
                    Tips.configure is called in a Button's action in SettingsView, so tips can render before the \
                    datastore is ready and be missing or flicker; call it in your App's init()
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
                    before the datastore is ready and be missing or flicker; call it in your App's init()
                    """]),
            // A function handed to a modifier by name runs where a closure there would.
            RuleExample("""
                struct RootView: View {
                    var body: some View { Text("Notes").popoverTip(NewNoteTip()).onAppear(perform: setUpTips) }
                    private func setUpTips() { try? 1️⃣Tips.configure() }
                }
                """, messages: ["1️⃣": """
                    Tips.configure is called in setUpTips(), which is called inside .onAppear, so tips can render \
                    before the datastore is ready and be missing or flicker; call it in your App's init()
                    """]),
            RuleExample("""
                struct RootView: View {
                    var body: some View { NotesList().task(priority: .high, Self.prepareTips) }
                    private static func prepareTips() async { try? 1️⃣Tips.configure() }
                }
                """, messages: ["1️⃣": """
                    Tips.configure is called in prepareTips(), which is called inside .task, so tips can render \
                    before the datastore is ready and be missing or flicker; call it in your App's init()
                    """]),
            RuleExample("""
                protocol LaunchTask { func perform() }
                struct TipKitTask: LaunchTask {
                    func perform() { try? 1️⃣Tips.configure() }
                }
                struct Launcher {
                    let tasks: [any LaunchTask] = [TipKitTask()]
                    func start() { tasks.forEach { $0.perform() } }
                }
                struct ContentView: View {
                    var body: some View { NotesList().task { Launcher().start() } }
                }
                """, messages: ["1️⃣": """
                    Tips.configure is called in perform(), which is called in start(), which is called inside .task, \
                    so tips can render before the datastore is ready and be missing or flicker; call it in your App's init()
                    """]),
            RuleExample("""
                final class AppDelegate: NSObject, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        true
                    }
                }
                protocol SetupStep { func run() }
                struct Setup {
                    let steps: [any SetupStep] = [TipsStep()]
                    func run() { steps.forEach { $0.run() } }
                }
                struct TipsStep: SetupStep {
                    func run() { try? 1️⃣Tips.configure() }
                }
                struct SettingsView: View {
                    var body: some View {
                        Button("Set up again") { Setup().run() }
                    }
                }
                """, messages: ["1️⃣": """
                    Tips.configure is called in run(), which is called in run(), which is called in a Button's \
                    action in SettingsView, so tips can render before the datastore is ready and be missing or flicker; call it in \
                    your app delegate's application(_:didFinishLaunchingWithOptions:)
                    """]),
            // A view controller's viewDidLoad runs when that screen loads: UIKit calls it, no project code.
            RuleExample("""
                final class AppDelegate: NSObject, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        true
                    }
                }
                final class HomeViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        try? 1️⃣Tips.configure()
                    }
                }
                """, messages: ["1️⃣": """
                    Tips.configure is called in HomeViewController's viewDidLoad(), so tips can render before the \
                    datastore is ready and be missing or flicker; call it in your app delegate's \
                    application(_:didFinishLaunchingWithOptions:)
                    """]),
            // `.task` on the root view of the App's WindowGroup, as some samples write it: it runs
            // after that view appears, so the first screen's tips can render first.
            RuleExample("""
                @main struct NotesApp: App {
                    var body: some Scene {
                        WindowGroup {
                            ContentView()
                                .task { try? 1️⃣Tips.configure([.displayFrequency(.immediate), .datastoreLocation(.applicationDefault)]) }
                        }
                    }
                }
                """, messages: ["1️⃣": """
                    Tips.configure is called inside .task, so tips can render before the datastore is ready and be \
                    missing or flicker; call it in your App's init()
                    """]),
            // A `Task` started at launch runs after start-up.
            RuleExample("""
                @main struct NotesApp: App {
                    init() {
                        Task { try? 1️⃣Tips.configure() }
                    }
                    var body: some Scene { WindowGroup { ContentView() } }
                }
                """, messages: ["1️⃣": """
                    Tips.configure is called in a closure passed to Task, so tips can render before the datastore is \
                    ready and be missing or flicker; call it in your App's init()
                    """]),
        ],
        nonTriggering: [
            RuleExample("""
                final class AppDelegate: NSObject, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        Setup().run()
                        return true
                    }
                }
                protocol SetupStep { func run() }
                struct Setup {
                    let steps: [any SetupStep] = [TipsStep(), LoggingStep()]
                    func run() { steps.forEach { $0.run() } }
                }
                struct TipsStep: SetupStep {
                    func run() { try? Tips.configure() }
                }
                struct LoggingStep: SetupStep {
                    func run() { print("launched") }
                }
                """),
            RuleExample("""
                protocol LaunchTask { func perform() -> Bool }
                struct TipKitTask: LaunchTask {
                    func perform() -> Bool { (try? Tips.configure()) != nil }
                }
                @main struct NotesApp: App {
                    init() {
                        let tasks: [any LaunchTask] = [TipKitTask()]
                        _ = tasks.compactMap { $0 as? TipKitTask }.contains(where: { !$0.perform() })
                    }
                    var body: some Scene { WindowGroup { ContentView() } }
                }
                """),
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
            RuleExample("""
                private struct PreviewHost: View {
                    var body: some View { NoteList().task { try? Tips.configure() } }
                }
                #Preview { PreviewHost() }
                """),
        ]
    )

    package static func findings(in index: ProjectIndex, options: NoOptions, context: RuleContext) -> [Finding] {
        let index = index.shipping
        let startUp = startUpPlace(in: index)
        return index.configurePlacements.compactMap { placement in
            let call = placement.call
            guard let problem = placement.late.map(PlacePhrase.phrase) else {
                return nil
            }
            return context.finding(Message.misplaced(problem, startUp: startUp), kind: "misplaced", at: call.location(call.fact.range))
        }
    }

    /// Where the app starts: a SwiftUI `App`'s init, else a UIKit or AppKit app delegate's
    /// launch method, as the project declares them.
    private static func startUpPlace(in index: ProjectIndex) -> String {
        let types = index.types.map(\.fact)
        if types.contains(where: { $0.inherits("App", module: "SwiftUI") }) { return "your App's init()" }
        if types.contains(where: { $0.inherits("UIApplicationDelegate", module: "UIKit") }) {
            return "your app delegate's application(_:didFinishLaunchingWithOptions:)"
        }
        if types.contains(where: { $0.inherits("NSApplicationDelegate", module: "AppKit") }) {
            return "your app delegate's applicationDidFinishLaunching(_:)"
        }
        return "your App's init()"
    }
}

extension ConfigurePlacementRule {
    /// The rule's words. A place is a phrase that follows "is called" (`PlacePhrase`).
    enum Message {
        /// `startUp`: where the app starts (`your App's init()`).
        static func misplaced(_ place: String, startUp: String) -> String {
            "Tips.configure is called \(place), so tips can render before the datastore is ready and be missing or flicker; call it in \(startUp)"
        }
    }
}
