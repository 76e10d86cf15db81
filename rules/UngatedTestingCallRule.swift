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
            none), and resetDatastore wipes every person's tip state on each launch. They belong in \
            code compiled only into debug builds (#if DEBUG, or another condition listed in `gates`), \
            or behind a launch argument that only a developer passes.
            """,
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
                    Tips.showAllTipsForTesting runs in release builds and makes every person see these tips, \
                    ignoring rules and display frequency; wrap it in #if DEBUG
                    """]),
            RuleExample("""
                func prepareTips() throws {
                    try 1️⃣Tips.resetDatastore()
                    try? 2️⃣TipKit.Tips.hideTipsForTesting([SearchTip.self])
                }
                """, messages: [
                    "1️⃣": "Tips.resetDatastore runs in release builds and wipes every person's tip state on every launch; wrap it in #if DEBUG",
                    "2️⃣": "Tips.hideTipsForTesting runs in release builds and hides these tips from every person; wrap it in #if DEBUG",
                ]),
            RuleExample("""
                #if DEBUG
                let verbose = true
                #else
                func start() { 1️⃣Tips.showTipsForTesting([SearchTip.self]) }
                #endif
                """),
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
        ],
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
        ],
        corrections: [
            RuleExample("""
                @main struct NotesApp: App {
                    init() {
                        1️⃣Tips.showAllTipsForTesting()
                        try? Tips.configure()
                    }
                }
                """): """
                @main struct NotesApp: App {
                    init() {
                        #if DEBUG
                        Tips.showAllTipsForTesting()
                        #endif
                        try? Tips.configure()
                    }
                }
                """,
            RuleExample("""
                func prepareTips() throws {
                    try 1️⃣Tips.resetDatastore()
                    try? 2️⃣TipKit.Tips.hideTipsForTesting([SearchTip.self])
                }
                """): """
                func prepareTips() throws {
                    #if DEBUG
                    try Tips.resetDatastore()
                    #endif
                    #if DEBUG
                    try? TipKit.Tips.hideTipsForTesting([SearchTip.self])
                    #endif
                }
                """,
            RuleExample("""
                func start() {
                    1️⃣Tips.showAllTipsForTesting()
                }
                """, projectConfiguration: "gates: [INTERNAL, DEBUG]"): """
                func start() {
                    #if INTERNAL
                    Tips.showAllTipsForTesting()
                    #endif
                }
                """,
        ]
    )

    package static func findings(in index: ProjectIndex, options: Options, context: RuleContext) -> [Finding] {
        let gate = context.gates.first ?? "DEBUG"
        return index.shipping.testingCalls.compactMap { located in
            let call = located.fact
            let gated = call.compileTimeGated || (options.allowLaunchArgumentGates && call.launchArgumentGated)
            guard !gated else { return nil }
            return context.finding(
                Message.ungated(call.kind, gate: gate), at: located.location(call.range),
                fix: wrapFix(call, gate: gate))
        }
    }

    /// `#if DEBUG` on the line before the statement and `#endif` after it, at its indentation.
    static func wrapFix(_ call: TestingCall, gate: String) -> Fix {
        let start = call.statementRange.start
        let end = call.statementRange.end
        return Fix(description: Message.wrapFix(gate: gate), replacements: [
            Replacement(range: SourceRange(start: start, end: start), text: "#if \(gate)\n\(call.indentation)"),
            Replacement(range: SourceRange(start: end, end: end), text: "\n\(call.indentation)#endif"),
        ])
    }
}

extension UngatedTestingCallRule {
    /// The rule's words.
    enum Message {
        /// `Tips.resetDatastore runs in release builds and wipes…; wrap it in #if DEBUG`.
        static func ungated(_ kind: TestingCall.Kind, gate: String) -> String {
            let effect: String
            switch kind {
            case .resetDatastore: effect = "wipes every person's tip state on every launch"
            case .showAllTipsForTesting, .showTipsForTesting:
                effect = "makes every person see these tips, ignoring rules and display frequency"
            case .hideAllTipsForTesting, .hideTipsForTesting: effect = "hides these tips from every person"
            }
            return "Tips.\(kind.rawValue) runs in release builds and \(effect); wrap it in #if \(gate)"
        }

        /// The fix's title, as editors show it.
        static func wrapFix(gate: String) -> String { "Wrap in #if \(gate)" }
    }
}
