import TipLintCore

/// Examples of conditions the project's constants decide: a `let` whose value is a Boolean
/// literal is the same in every launch, so an `if` or `guard` on it is no person's choice.
/// Only `T.x` is decided, where `T` is the project's one type of that name (an `enum` or
/// `struct`) and `x` its one member of that name (`ConstantConditions`); anything less
/// certain is a run-time choice. Kept here so the rule's main file stays short.
extension UngatedTestingCallRule {
    static let constantTriggering: [RuleExample] = [
        RuleExample("""
            enum LaunchSwitches { static let tipsEnabled = true }
            @main struct NotesApp: App {
                init() {
                    if LaunchSwitches.tipsEnabled { try? 1️⃣Tips.resetDatastore() }
                    try? Tips.configure()
                }
            }
            """, messages: ["1️⃣": """
                Tips.resetDatastore runs in release builds (LaunchSwitches.tipsEnabled is a constant that is always \
                true, so checking it gates nothing) and wipes every person's tip state on every launch; wrap it in #if DEBUG
                """], messageKinds: ["1️⃣": "reset-every-launch"]),
        // `!`, `&&` and one constant read through another; an `else` of a condition that never holds.
        RuleExample("""
            enum Demo {
                static let isQuiet = false
                static let showsEveryTip = !Demo.isQuiet && true
            }
            func prepareTips() {
                if Demo.showsEveryTip { 1️⃣Tips.showAllTipsForTesting() }
                if Demo.isQuiet { print("quiet") } else { try? 2️⃣Tips.resetDatastore() }
            }
            """, messages: [
                "1️⃣": """
                    Tips.showAllTipsForTesting runs in release builds (Demo.showsEveryTip is a constant that is always \
                    true, so checking it gates nothing) and makes every person see every tip, ignoring rules and display \
                    frequency; wrap it in #if DEBUG
                    """,
                "2️⃣": """
                    Tips.resetDatastore runs in release builds (Demo.isQuiet is a constant that is always false, so \
                    checking it gates nothing) and wipes every person's tip state whenever prepareTips() runs; wrap it in #if DEBUG
                    """,
            ]),
        // A nearer type of the same name (`NotesApp.Flags`, its constant in `#if` clauses) hides
        // the top-level `Flags`: a type name declared twice decides nothing, so the false outer
        // constant does not make the call "never run".
        RuleExample("""
            enum Flags { static let showsEveryTip = false }
            @main struct NotesApp: App {
                enum Flags {
                    #if DEBUG
                    static let showsEveryTip = true
                    #else
                    static let showsEveryTip = false
                    #endif
                }
                init() {
                    if Flags.showsEveryTip { 1️⃣Tips.showAllTipsForTesting() }
                    try? Tips.configure()
                }
            }
            """, messages: ["1️⃣": """
                Tips.showAllTipsForTesting runs in release builds and makes every person see every tip, ignoring rules \
                and display frequency; wrap it in #if DEBUG
                """]),
    ]

    static let constantNonTriggering: [RuleExample] = [
        // A `var` can be set while the app runs, and a computed property is not a `let`.
        RuleExample("""
            enum LaunchSwitches {
                static var resetsTips = true
                static var showsEveryTip: Bool { true }
            }
            @main struct NotesApp: App {
                init() {
                    if LaunchSwitches.resetsTips { try? Tips.resetDatastore() }
                    if LaunchSwitches.showsEveryTip { try? Tips.resetDatastore() }
                    try? Tips.configure()
                }
            }
            """),
        // Code behind a constant that is always false never runs: neither call is reported.
        RuleExample("""
            enum LaunchSwitches { static let resetsTips = false }
            @main struct NotesApp: App {
                init() {
                    if LaunchSwitches.resetsTips { try? Tips.resetDatastore() }
                    if false { Tips.showAllTipsForTesting() }
                    try? Tips.configure()
                }
            }
            """),
        // Values known only at run time: a function's result, a setting, a launch argument.
        RuleExample("""
            enum LaunchSwitches {
                static let resetsTips = wantsFreshTips()
                static let showsTipsAgain = UserDefaults.standard.bool(forKey: "showTipsAgain")
                static func wantsFreshTips() -> Bool { ProcessInfo.processInfo.arguments.contains("-freshTips") }
            }
            @main struct NotesApp: App {
                init() {
                    if LaunchSwitches.resetsTips { try? Tips.resetDatastore() }
                    if LaunchSwitches.showsTipsAgain { try? Tips.resetDatastore() }
                    try? Tips.configure()
                }
            }
            """),
        // A constant whose value differs between `#if` clauses is decided by the build.
        RuleExample("""
            enum LaunchSwitches {
                #if DEBUG
                static let resetsTips = true
                #else
                static let resetsTips = UserDefaults.standard.bool(forKey: "resetTips")
                #endif
            }
            @main struct NotesApp: App {
                init() {
                    if LaunchSwitches.resetsTips { try? Tips.resetDatastore() }
                    try? Tips.configure()
                }
            }
            """),
        // Another member of the same name in the type's extensions (computed, or in an `#if`
        // clause) may be the one the code reads.
        RuleExample("""
            enum LaunchSwitches { static let resetsTips = true }
            extension LaunchSwitches {
                #if DEBUG
                static var resetsTips: Bool { UserDefaults.standard.bool(forKey: "resetTips") }
                #endif
            }
            @main struct NotesApp: App {
                init() {
                    if LaunchSwitches.resetsTips { try? Tips.resetDatastore() }
                    try? Tips.configure()
                }
            }
            """),
        // A class's static member can be hidden by a subclass's (`class var`): not decided.
        RuleExample("""
            class LaunchSwitches { static let resetsTips = true }
            @main struct NotesApp: App {
                init() {
                    if LaunchSwitches.resetsTips { try? Tips.resetDatastore() }
                    try? Tips.configure()
                }
            }
            """),
        // A bare name (`wipesTipsAtLaunch`, `self.x`, `Self.x`) may be a parameter, a local, an
        // instance member or a member of a nearer type: a run-time choice.
        RuleExample("""
            let wipesTipsAtLaunch = true
            @main struct NotesApp: App {
                init() {
                    prepareTips()
                    try? Tips.configure()
                }
                private func prepareTips() {
                    guard wipesTipsAtLaunch else { return }
                    try? Tips.resetDatastore()
                }
            }
            """),
        // A parameter, and an instance `let` set in an initialiser, hide a global of the same name.
        RuleExample("""
            let resetsTips = true
            struct TipSetup {
                let wipes: Bool
                init() { wipes = true }
                func start(resetsTips: Bool) {
                    if resetsTips { try? Tips.resetDatastore() }
                    if wipes { try? Tips.resetDatastore() }
                }
            }
            """),
    ]
}
