import TipLintCore

/// The examples of `configure-once`: they are its tests.
extension ConfigureOnceRule {
    static let triggeringExamples: [RuleExample] = [
        // A view's init runs after App.init configured the datastore.
        RuleExample("""
            @main struct NotesApp: App {
                init() { try? Tips.configure() }
                var body: some Scene { WindowGroup { NotesView() } }
            }
            struct NotesView: View {
                init() { try? 1️⃣Tips.configure([.displayFrequency(.daily)]) }
                var body: some View { Text("Notes") }
            }
            """, messages: ["1️⃣": """
                Tips.configure is called again in a view's init after NotesApp.init() configured the datastore, so this \
                call throws tipsDatastoreAlreadyConfigured and its options are lost; configure once, at start-up
                """]),
        // Two paths from App.init: its own call and a helper's.
        RuleExample("""
            @main struct NotesApp: App {
                init() {
                    try? Tips.configure()
                    TipSetup.start()
                }
                var body: some Scene { WindowGroup { Text("Notes") } }
            }
            enum TipSetup {
                static func start() { try? 1️⃣Tips.configure([.displayFrequency(.weekly)]) }
            }
            """, messages: ["1️⃣": """
                Tips.configure is called again in TipSetup.start() after NotesApp.init() configured the datastore, so \
                this call throws tipsDatastoreAlreadyConfigured and its options are lost; configure once, at start-up
                """]),
        // The app delegate and the scene delegate both configure.
        RuleExample("""
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    try? Tips.configure()
                    return true
                }
            }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    try? 1️⃣Tips.configure()
                }
            }
            """, messages: ["1️⃣": """
                Tips.configure is called again in SceneDelegate.scene() after AppDelegate.application() configured the \
                datastore, so this call throws tipsDatastoreAlreadyConfigured and its options are lost; configure once, at start-up
                """]),
        // A button that configures again, in an app that configures at start-up.
        RuleExample("""
            @main struct NotesApp: App {
                init() { try? Tips.configure() }
                var body: some Scene { WindowGroup { SettingsView() } }
            }
            struct SettingsView: View {
                var body: some View {
                    Button("Show tips daily") { try? 1️⃣Tips.configure([.displayFrequency(.daily)]) }
                }
            }
            """, messages: ["1️⃣": """
                Tips.configure is called again in a Button's action in SettingsView after NotesApp.init() configured the \
                datastore, so this call throws tipsDatastoreAlreadyConfigured and its options are lost; configure once, at start-up
                """]),
        RuleExample("""
            @main struct NotesApp: App {
                init() {
                    Task.detached { try? 1️⃣Tips.configure() }
                }
                var body: some Scene { WindowGroup { Text("Notes") } }
            }
            """, messages: ["1️⃣": """
                Tips.configure runs in a closure passed to Task.detached, off the main actor; call it on the main actor \
                at start-up, in your App's init()
                """]),
        RuleExample("""
            final class AppDelegate: NSObject, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    DispatchQueue.global(qos: .utility).async {
                        try? 1️⃣Tips.configure([.displayFrequency(.daily)])
                    }
                    return true
                }
            }
            """, messages: ["1️⃣": """
                Tips.configure runs in a closure passed to DispatchQueue.global().async, off the main actor; call it on \
                the main actor at start-up, in your App's init()
                """]),
        RuleExample("""
            struct TipSetup {
                nonisolated func start() async {
                    try? 1️⃣Tips.configure()
                }
            }
            """, messages: ["1️⃣": """
                Tips.configure runs in nonisolated async function start(), off the main actor; call it on the main actor \
                at start-up, in your App's init()
                """]),
        // The adaptor's type argument has a default: the property's type names the delegate.
        RuleExample("""
            @main struct NotesApp: App {
                @UIApplicationDelegateAdaptor private var appDelegate: AppDelegate
                init() { try? Tips.configure() }
                var body: some Scene { WindowGroup { Text("Notes") } }
            }
            final class AppDelegate: NSObject, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    try? 1️⃣Tips.configure()
                    return true
                }
            }
            """, messages: ["1️⃣": """
                Tips.configure is called again in AppDelegate.application() after NotesApp.init() configured the \
                datastore, so this call throws tipsDatastoreAlreadyConfigured and its options are lost; configure once, at start-up
                """]),
        // SwiftUI calls the delegate it adapts: one app, configured twice.
        RuleExample("""
            @main struct NotesApp: App {
                @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
                init() { try? Tips.configure() }
                var body: some Scene { WindowGroup { Text("Notes") } }
            }
            final class AppDelegate: NSObject, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    try? 1️⃣Tips.configure()
                    return true
                }
            }
            """, messages: ["1️⃣": """
                Tips.configure is called again in AppDelegate.application() after NotesApp.init() configured the \
                datastore, so this call throws tipsDatastoreAlreadyConfigured and its options are lost; configure once, at start-up
                """]),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        // A delegate that the App does not adapt starts another target (here the Mac app's
        // AppKit delegate): two apps, each configuring its own datastore.
        RuleExample("""
            @main struct NotesApp: App {
                init() { try? Tips.configure() }
                var body: some Scene { WindowGroup { Text("Notes") } }
            }
            final class MacAppDelegate: NSObject, NSApplicationDelegate {
                func applicationDidFinishLaunching(_ notification: Notification) {
                    try? Tips.configure()
                }
            }
            """),
        // A detached task whose closure is isolated to the main actor configures on it.
        RuleExample("""
            @main struct NotesApp: App {
                init() {
                    Task.detached { @MainActor in try? Tips.configure() }
                }
                var body: some Scene { WindowGroup { Text("Notes") } }
            }
            """),
        RuleExample("""
            @main struct NotesApp: App {
                init() {
                    #if DEBUG
                    Tips.showAllTipsForTesting()
                    #endif
                    try? Tips.configure()
                }
                var body: some Scene { WindowGroup { Text("Notes") } }
            }
            """),
        // `#if` clauses that no build compiles together.
        RuleExample("""
            @main struct NotesApp: App {
                init() {
                    #if DEBUG
                    try? Tips.configure([.displayFrequency(.immediate)])
                    #else
                    try? Tips.configure([.displayFrequency(.daily)])
                    #endif
                }
                var body: some Scene { WindowGroup { Text("Notes") } }
            }
            """),
        // Arms of one `if`, and a call under a once-token: only one runs.
        RuleExample("""
            @main struct NotesApp: App {
                init() {
                    if CommandLine.arguments.contains("-uitesting") {
                        try? Tips.configure([.displayFrequency(.immediate)])
                    } else {
                        try? Tips.configure([.displayFrequency(.daily)])
                    }
                }
                var body: some Scene { WindowGroup { NotesView() } }
            }
            struct NotesView: View {
                @AppStorage("tipsReady") private var tipsReady = false
                var body: some View {
                    Text("Notes").task {
                        if !tipsReady { try? Tips.configure() }
                    }
                }
            }
            """),
        // Two App declarations are two apps (an iPhone and a Mac target, here with one name),
        // each with its own datastore.
        RuleExample("""
            @main struct NotesApp: App {
                init() { try? Tips.configure() }
                var body: some Scene { WindowGroup { Text("Notes") } }
            }
            """, path: "iOS/NotesApp.swift", otherFiles: [
                "macOS/NotesApp.swift": """
                    @main struct NotesApp: App {
                        init() { try? Tips.configure([.displayFrequency(.daily)]) }
                        var body: some Scene { WindowGroup { Text("Notes") } }
                    }
                    """,
            ]),
        // A synchronous nonisolated function runs on its caller's thread (here, App.init's).
        RuleExample("""
            enum TipSetup {
                nonisolated static func start() { try? Tips.configure() }
            }
            @main struct NotesApp: App {
                init() { TipSetup.start() }
                var body: some Scene { WindowGroup { Text("Notes") } }
            }
            """),
        // `Task { … }` keeps the main actor of App.init (whether it is too late is another question).
        RuleExample("""
            @main struct NotesApp: App {
                init() {
                    Task { @MainActor in try? Tips.configure() }
                }
                var body: some Scene { WindowGroup { Text("Notes") } }
            }
            """),
        // A completion handler's queue is not written here: undecided, so silent.
        RuleExample("""
            final class Loader {
                func load() {
                    URLSession.shared.dataTask(with: URL(string: "https://example.com")!) { _, _, _ in
                        try? Tips.configure()
                    }.resume()
                }
            }
            """),
        // A preview configures its own datastore.
        RuleExample("""
            @main struct NotesApp: App {
                init() { try? Tips.configure() }
                var body: some Scene { WindowGroup { NotesView() } }
            }
            struct NotesView: View { var body: some View { Text("Notes") } }
            #Preview {
                NotesView().task { try? Tips.configure() }
            }
            """),
    ]
}
