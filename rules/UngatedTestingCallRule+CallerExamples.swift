import TipLintCore

/// Examples of testing calls judged through the project's calls of the function they are in:
/// a parameter whose default is the launch arguments, and a helper called under a condition.
extension UngatedTestingCallRule {
    static let callerTriggering: [RuleExample] = [
        // A caller passes its own list: `arguments` is no longer what a developer passes at launch.
        RuleExample("""
            enum Boot {
                static func start(arguments: [String] = ProcessInfo.processInfo.arguments) {
                    if arguments.contains("-allTips") { 1️⃣Tips.showAllTipsForTesting() }
                    try? Tips.configure()
                }
            }
            @main struct NotesApp: App {
                init() { Boot.start(arguments: ["-allTips"]) }
                var body: some Scene { WindowGroup { NoteList() } }
            }
            """, messages: ["1️⃣": """
                Tips.showAllTipsForTesting runs in release builds and makes every person see every tip, \
                ignoring rules and display frequency; wrap it in #if DEBUG
                """]),
        // With launch-argument gates refused, a parameter defaulting to them is no gate either.
        RuleExample("""
            enum Boot {
                static func start(arguments: [String] = ProcessInfo.processInfo.arguments) {
                    if arguments.contains("-allTips") { 1️⃣Tips.showAllTipsForTesting() }
                }
            }
            """, configuration: "allow-launch-argument-gates: false"),
        // One call of the helper is under the flag, the other is not: it wipes tip state at every launch.
        RuleExample("""
            @main struct NotesApp: App {
                init() {
                    if UserDefaults.standard.bool(forKey: "resetTipsOnNextLaunch") { wipe() }
                    wipe()
                    try? Tips.configure()
                }
                private func wipe() { try? 1️⃣Tips.resetDatastore() }
                var body: some Scene { WindowGroup { NoteList() } }
            }
            """, messages: ["1️⃣": """
                Tips.resetDatastore runs in release builds and wipes every person's tip state on every launch; \
                wrap it in #if DEBUG
                """]),
        // A helper that is not private may be called through a protocol or an injected value from
        // a file that names neither it nor its type: the calls seen do not decide it.
        RuleExample("""
            final class TipDebug {
                func showEverything() { 1️⃣Tips.showAllTipsForTesting() }
            }
            enum DebugMenu {
                static func open(_ debug: TipDebug) {
                    #if DEBUG
                    debug.showEverything()
                    #endif
                }
            }
            """, messages: ["1️⃣": """
                Tips.showAllTipsForTesting runs in release builds and makes every person see every tip, \
                ignoring rules and display frequency; wrap it in #if DEBUG
                """]),
        // A setting is a person's choice, which a reset may follow, but show and hide calls stay
        // errors under it, through a helper as in place.
        RuleExample("""
            enum TipSetup {
                static func start() {
                    if UserDefaults.standard.bool(forKey: "showEveryTip") { showEverything() }
                    try? Tips.configure()
                }
                private static func showEverything() { 1️⃣Tips.showAllTipsForTesting() }
            }
            """, messages: ["1️⃣": """
                Tips.showAllTipsForTesting runs in release builds and makes every person see every tip, \
                ignoring rules and display frequency; wrap it in #if DEBUG
                """]),
        // A local list passed on is no launch-argument default: the caller decides what it holds.
        RuleExample("""
            enum Boot {
                static func start() {
                    let arguments = ["-allTips"]
                    prepare(arguments)
                }
                static func prepare(_ arguments: [String] = CommandLine.arguments) {
                    guard arguments.contains("-allTips") else { return }
                    1️⃣Tips.showAllTipsForTesting()
                }
            }
            """),
    ]

    static let callerNonTriggering: [RuleExample] = [
        // A parameter whose default is the launch arguments, and no call passes it: a launch-argument check.
        RuleExample("""
            enum Boot {
                static func start(arguments: [String] = ProcessInfo.processInfo.arguments) {
                    if arguments.contains("-allTips") {
                        Tips.showAllTipsForTesting()
                    } else if let index = arguments.firstIndex(of: "-hideTips"), index > 0 {
                        Tips.hideAllTipsForTesting()
                    }
                    try? Tips.configure()
                }
            }
            @main struct NotesApp: App {
                init() { Boot.start() }
                var body: some Scene { WindowGroup { NoteList() } }
            }
            """),
        RuleExample("""
            func prepareTips(environment: [String: String] = ProcessInfo.processInfo.environment,
                             _ commandLine: [String] = CommandLine.arguments) {
                guard environment["SHOW_TIPS"] != nil || commandLine.contains("-showTips") else { return }
                Tips.showAllTipsForTesting()
            }
            func start() { prepareTips() }
            """),
        // The reset at next launch, in a helper every call of which is under the flag.
        RuleExample("""
            enum TipsSetup {
                static func start() {
                    if UserDefaults.standard.bool(forKey: "resetTipsOnNextLaunch") {
                        wipe()
                        UserDefaults.standard.set(false, forKey: "resetTipsOnNextLaunch")
                    }
                    try? Tips.configure()
                }
                private static func wipe() { try? Tips.resetDatastore() }
            }
            """),
        // Two functions up: `start()` checks the flag, `resetAll()` calls the helper.
        RuleExample("""
            final class TipController {
                func start(settings: Settings) {
                    guard settings.resetTipsAtLaunch else { return }
                    resetAll()
                }
                private func resetAll() { wipe() }
                private func wipe() { try? Tips.resetDatastore() }
            }
            """),
        // A private helper every call of which is compiled only into debug builds, or behind a
        // launch argument.
        RuleExample("""
            enum TipDebugging {
                static func start() {
                    #if DEBUG
                    showEverything()
                    #endif
                    if CommandLine.arguments.contains("-hideTips") { hideEverything() }
                    try? Tips.configure()
                }
                private static func showEverything() { Tips.showAllTipsForTesting() }
                private static func hideEverything() { Tips.hideAllTipsForTesting() }
            }
            """),
    ]
}
