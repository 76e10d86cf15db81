import TipLintCore

/// `Tips.showAllTipsForTesting()` and friends, or `Tips.resetDatastore()`, in shipped builds.
package struct UngatedTestingCallRule: Rule {
    package struct Options: RuleOptions {
        package var allowLaunchArgumentGates = true
        package init() {}

        package static var fields: [OptionField<Options>] {
            [.boolean(
                "allow-launch-argument-gates", \.allowLaunchArgumentGates,
                "accept calls inside a check of ProcessInfo arguments or environment")]
        }
    }

    package static let description = RuleDescription(
        id: "ungated-testing-call",
        name: "Ungated testing call",
        summary: "TipKit testing calls and resetDatastore that run in release builds",
        rationale: """
            The testing calls bypass every rule and frequency limit (every person sees every tip, or \
            none), and an unconditional resetDatastore wipes every person's tip state on each launch. \
            They belong in code compiled only into debug builds (#if DEBUG, another condition \
            listed in `gates`, or one the Package.swift target of the file's module defines only for debug \
            builds, `.define("NAME", .when(configuration: .debug))` in a literal swiftSettings array, \
            and never for other builds, or, in the Xcode project's code, one that only build configurations \
            setting a gate set in project.pbxproj: SWIFT_ACTIVE_COMPILATION_CONDITIONS or -D in \
            OTHER_SWIFT_FLAGS), or behind a launch argument that only a developer passes: a condition \
            that reads ProcessInfo arguments or environment, itself, through a local `let`, or through a \
            function's parameter whose default value they are when no call in the project passes that \
            argument (`func start(arguments: [String] = ProcessInfo.processInfo.arguments)` called as \
            `start()`), or a constant that does (`static let \
            isUITesting = CommandLine.arguments.contains("-ui-testing")`, followed through one more \
            constant such as `static let wantsTips = isUITesting || isPreview`). A call in a `private` \
            function every call of which is gated so (`#if DEBUG` around `showEverything()`, or a launch \
            argument check) is gated too, followed three private functions up; a function that is not \
            private may be called from a file never read (through a protocol or an injected value), \
            so its calls decide nothing. A \
            resetDatastore that runs only when a person asks for it is how apps offer "show tips \
            again": under a runtime condition (an `if`, `guard` or `switch` on a setting or flag; \
            `#available` is not one, nor a `let` whose value is a Boolean literal, such as `static let \
            tipsEnabled = true`, which is the same in every launch), in a private function every call \
            of which is under one (`if resetRequested { wipe() }`, three private functions up), \
            or reached from a person's action (a `Button`, a dialog's or a \
            menu's button, a `UIAction`, an `@objc` action target, a table or collection selection \
            callback, followed through project \
            functions in any file), it is not reported. A reset that runs after launch in an app \
            that configures at launch resets nothing; reset-after-configure reports it. A reset is \
            said to wipe tip state "on every launch" only when a start-up path reaches it (`App.init`, \
            the app delegate's launch, the App's own `.task`, or a function they call); otherwise the \
            message says when it runs, or that it runs whenever its function does. The show and \
            hide calls stay errors under runtime flags.
            """,
        limits: """
            An Xcode project's .xcconfig files are not read: a configuration based on one, without a \
            gate of its own, may set any condition, so none is a gate until `gates:` lists it, and until \
            then the finding names it. It judges where a call sits, and what a condition tests only as far as constants go: an `if` or \
            `guard` made of Boolean literals and `T.x` names, through `!`, `&&` and `||`, is decided (a call \
            it never lets through is not reported) when `T` is the project's only type of that name, an enum \
            or struct, and `x` its only member of that name (in any extension or `#if` clause), a `static let` \
            outside `#if` with a literal value or one made of such constants (three deep); any other run-time \
            `if`, `guard` or `switch` around a reset (a bare name, a `var`, a computed property, a function's \
            result, a class's member, a type name declared twice) is taken as a person's choice. \
            A ternary or a `switch` on a constant is not evaluated. Which conditions a build sets is known \
            through `gates`, Package.swift and project.pbxproj. Calls are followed three project functions deep; a call on a variable reaches \
            the functions of the variable's type when a binding near the call gives it (a stored property, \
            `@State`, `@StateObject`, `@EnvironmentObject`, `@Environment(T.self)`), and any function of \
            that name otherwise. Each call is judged in its own file: a \
            debug screen shown only from inside `#if DEBUG` elsewhere is still reported (put the screen's \
            own declaration under `#if DEBUG`, or its calls). A function no scanned code calls keeps the \
            judgement of the conditions inside it; a call of it under more than 16 conditions counts as \
            under none; an initialiser's parameters are not read through their default values (its calls \
            are not followed), and a caller that passes a list of its own makes the parameter no launch \
            argument. Preview code is `#Preview`, a `PreviewProvider`, \
            and a `private` or `fileprivate` type that only they use (its file shows every use); an internal \
            type that only previews use still counts as shipped code.
            """,
        messages: messageKinds,
        defaultSeverity: .error,
        triggering: [
            RuleExample("""
                @main struct NotesApp: App {
                    init() {
                        1️⃣Tips.showAllTipsForTesting()
                        try? Tips.configure()
                    }
                }
                """, messages: ["1️⃣": """
                    Tips.showAllTipsForTesting runs in release builds and makes every person see every tip, \
                    ignoring rules and display frequency; wrap it in #if DEBUG
                    """], messageKinds: ["1️⃣": "shows-tips-to-everyone"]),
            // In a control's action the fix gates the call alone: the words ask for the control
            // too, or a release build keeps a button that does nothing.
            RuleExample("""
                struct DebugMenu: View {
                    var body: some View {
                        Button("Show every tip") { 1️⃣Tips.showAllTipsForTesting() }
                    }
                }
                """, messages: ["1️⃣": """
                    Tips.showAllTipsForTesting runs in release builds and makes every person see every tip, \
                    ignoring rules and display frequency; wrap it in #if DEBUG, and put the Button whose action calls it \
                    under #if DEBUG too, or a release build keeps the Button doing nothing
                    """], messageKinds: ["1️⃣": "shows-tips-to-everyone"]),
            // In the release branch of `#if DEBUG` the call runs only in release builds; an `#if
            // DEBUG` around it would be code no build compiles, so there is no fix.
            RuleExample("""
                func prepareTips() {
                    #if DEBUG
                    Tips.showAllTipsForTesting()
                    #else
                    1️⃣Tips.hideAllTipsForTesting()
                    #endif
                    #if !DEBUG && os(iOS)
                    try? 2️⃣Tips.resetDatastore()
                    #endif
                }
                """, messages: [
                    "1️⃣": """
                        Tips.hideAllTipsForTesting is compiled only in builds without DEBUG, the release builds, and hides \
                        every tip from every person; remove it (an #if DEBUG around it would leave code no build compiles)
                        """,
                    "2️⃣": """
                        Tips.resetDatastore is compiled only in builds without DEBUG, the release builds, and wipes every \
                        person's tip state whenever it runs; remove it (an #if DEBUG around it would leave code no build compiles)
                        """,
                ]),
            // With two gates, the message names each whose builds leave the call out.
            RuleExample("""
                func prepareTips() {
                    #if INTERNAL
                    print("internal build")
                    #elseif DEBUG
                    print("debug build")
                    #else
                    1️⃣Tips.showAllTipsForTesting()
                    #endif
                }
                """, projectConfiguration: "gates: [INTERNAL, DEBUG]", messages: [
                    "1️⃣": """
                        Tips.showAllTipsForTesting is compiled only in builds without INTERNAL or DEBUG, the release builds, \
                        and makes every person see every tip, ignoring rules and display frequency; remove it (an #if \
                        INTERNAL around it would leave code no build compiles)
                        """,
                ]),
            RuleExample("""
                func prepareTips() throws {
                    try 1️⃣Tips.resetDatastore()
                    try? 2️⃣TipKit.Tips.hideTipsForTesting([SearchTip.self])
                }
                """, messages: [
                    "1️⃣": "Tips.resetDatastore runs in release builds and wipes every person's tip state whenever prepareTips() runs; wrap it in #if DEBUG",
                    "2️⃣": "Tips.hideTipsForTesting runs in release builds and hides the tips it names from every person; wrap it in #if DEBUG",
                ], messageKinds: ["1️⃣": "reset-when-run", "2️⃣": "hides-tips-from-everyone"]),
            RuleExample("""
                #if DEBUG
                let verbose = true
                #else
                func start() { 1️⃣Tips.showTipsForTesting([SearchTip.self]) }
                #endif
                """, messages: ["1️⃣": """
                    Tips.showTipsForTesting is compiled only in builds without DEBUG, the release builds, and makes every person see \
                    the tips it names, ignoring rules and display frequency; remove it (an #if DEBUG around it would leave code no build compiles)
                    """]),
            RuleExample("""
                #if !DEBUG
                func start() { 1️⃣Tips.hideAllTipsForTesting() }
                #endif
                """),
            RuleExample("""
                #if DEBUG || BETA
                func start() { 1️⃣Tips.showAllTipsForTesting() }
                #endif
                """),
            RuleExample("""
                func start() {
                    if UserDefaults.standard.bool(forKey: "showTips") { 1️⃣Tips.showAllTipsForTesting() }
                }
                """),
            RuleExample("""
                func start() {
                    if ProcessInfo.processInfo.arguments.contains("-showTips") { 1️⃣Tips.showAllTipsForTesting() }
                }
                """, configuration: "allow-launch-argument-gates: false"),
            RuleExample("""
                #if INTERNAL
                func start() { 1️⃣Tips.showAllTipsForTesting() }
                #endif
                """),
            RuleExample("""
                enum Config {
                    static let isUITesting = CommandLine.arguments.contains("-ui-testing")
                }
                let isRunningInPreviews = ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1"
                func prepareTips() {
                    guard Config.isUITesting || isRunningInPreviews else { return }
                    1️⃣Tips.showAllTipsForTesting()
                }
                """, configuration: "allow-launch-argument-gates: false"),
            RuleExample("""
                enum LaunchFlags {
                    static let showTips = CommandLine.arguments.contains("-showTips")
                }
                enum Preferences {
                    static let showTips = UserDefaults.standard.bool(forKey: "showTips")
                }
                enum TipSetup {
                    static func start() {
                        if Preferences.showTips { 1️⃣Tips.showAllTipsForTesting() }
                    }
                }
                """, messages: ["1️⃣": """
                    Tips.showAllTipsForTesting runs in release builds and makes every person see every tip, \
                    ignoring rules and display frequency; wrap it in #if DEBUG
                    """]),
            RuleExample("""
                @main struct NotesApp: App {
                    @AppStorage("showEveryTip") var showEveryTip = false
                    init() {
                        if showEveryTip { 1️⃣Tips.showAllTipsForTesting() }
                        try? Tips.configure()
                    }
                }
                """),
            // Reported, but with no fix: an `#if` around the statement would remove `done` too,
            // and one around `return` would leave the guard's body falling through.
            RuleExample("""
                func start(ready: Bool) {
                    let done: () = 1️⃣Tips.showAllTipsForTesting()
                    print(done)
                    guard ready else { return 2️⃣Tips.hideAllTipsForTesting() }
                }
                """, messages: [
                    "1️⃣": """
                    Tips.showAllTipsForTesting runs in release builds and makes every person see every tip, ignoring \
                    rules and display frequency; it is part of a larger expression here, so give it a statement of its \
                    own and wrap that in #if DEBUG
                    """,
                    "2️⃣": """
                    Tips.hideAllTipsForTesting runs in release builds and hides every tip from every person; it is \
                    part of a larger expression here, so give it a statement of its own and wrap that in #if DEBUG
                    """,
                ]),
        ] + runTimeTriggering + constantTriggering + conditionTriggering + xcodeTriggering + callerTriggering,
        nonTriggering: [
            RuleExample("""
                @main struct NotesApp: App {
                    init() {
                        #if DEBUG
                        Tips.showAllTipsForTesting()
                        #endif
                        try? Tips.configure()
                    }
                }
                """),
            RuleExample("""
                #if DEBUG && os(iOS)
                func reset() { try? Tips.resetDatastore() }
                #elseif DEBUG
                func reset() { Tips.hideAllTipsForTesting() }
                #endif
                """),
            RuleExample("""
                #if DEBUG
                enum TipDebugging {
                    static func showEverything() {
                        if true { Tips.showAllTipsForTesting() }
                    }
                }
                #endif
                """),
            RuleExample("""
                func start() {
                    if ProcessInfo.processInfo.arguments.contains("-showAllTips") { Tips.showAllTipsForTesting() }
                    if ProcessInfo.processInfo.environment["RESET_TIPS"] != nil { try? Tips.resetDatastore() }
                }
                """),
            RuleExample("""
                func start() {
                    guard CommandLine.arguments.contains("-resetTips") else { return }
                    try? Tips.resetDatastore()
                }
                """),
            // Through a local constant that holds the arguments.
            RuleExample("""
                func start() {
                    let arguments = ProcessInfo.processInfo.arguments
                    if arguments.contains("-showAllTips") { Tips.showAllTipsForTesting() }
                    let environment = ProcessInfo.processInfo.environment
                    guard environment["RESET_TIPS"] != nil else { return }
                    try? Tips.resetDatastore()
                }
                """),
            RuleExample("""
                enum Config {
                    static let isUITesting = CommandLine.arguments.contains("-ui-testing")
                }
                let isRunningInPreviews = ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1"
                @main struct NotesApp: App {
                    init() {
                        if Config.isUITesting || isRunningInPreviews { Tips.showAllTipsForTesting() }
                        try? Tips.configure()
                    }
                }
                """),
            RuleExample("""
                enum LaunchOptions {
                    static var isScreenshotRun: Bool { ProcessInfo.processInfo.arguments.contains("-screenshots") }
                    static let wantsEveryTip = isScreenshotRun || isDemo
                    static let isDemo = ProcessInfo.processInfo.environment["DEMO_MODE"] != nil
                }
                extension LaunchOptions {
                    static func prepareTips() {
                        guard wantsEveryTip else { return }
                        Tips.showAllTipsForTesting()
                    }
                }
                """),
            RuleExample("""
                @main struct NotesApp: App {
                    init() {
                        if UserDefaults.standard.bool(forKey: "resetTips") {
                            try? Tips.resetDatastore()
                            UserDefaults.standard.set(false, forKey: "resetTips")
                        }
                        try? Tips.configure()
                    }
                }
                """),
            RuleExample("""
                enum TipSetup {
                    static func start(settings: Settings) throws {
                        switch settings.tipReset {
                        case .atNextLaunch: try Tips.resetDatastore()
                        case .never: break
                        }
                        try Tips.configure()
                    }
                    static func resetIfAsked(_ defaults: UserDefaults) {
                        guard defaults.bool(forKey: "resetTips") else { return }
                        try? Tips.resetDatastore()
                    }
                }
                """),
            RuleExample("""
                @main struct RecipesApp: App {
                    init() { try? Tips.configure([.displayFrequency(.daily)]) }
                    var body: some Scene { Settings { PreferencesPane() } }
                }
                struct PreferencesPane: View {
                    var body: some View {
                        Form {
                            Button("Reset all tips", role: .destructive) {
                                do { try Tips.resetDatastore() } catch { print(error) }
                            }
                        }
                    }
                }
                """),
            RuleExample("""
                import XCTest
                final class TipTests: XCTestCase {
                    func testShowsTip() { Tips.showAllTipsForTesting() }
                }
                """),
            RuleExample("""
                func testShowsTip() { Tips.showAllTipsForTesting() }
                """, path: "Tests/AppTests/TipTests.swift"),
            RuleExample("""
                #Preview {
                    Tips.showAllTipsForTesting()
                    return ContentView()
                }
                """),
            RuleExample("""
                #if INTERNAL
                func start() { Tips.showAllTipsForTesting() }
                #endif
                """, projectConfiguration: "gates: [DEBUG, INTERNAL]"),
        ] + runTimeNonTriggering + constantNonTriggering + conditionNonTriggering + xcodeNonTriggering + callerNonTriggering,
        corrections: corrections,
        offersFixes: true
    )
}
