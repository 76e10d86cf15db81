import TipLintCore

/// What `--fix` makes of ungated testing calls, one example per shape of statement: the call
/// on a line of its own, beside other calls (one block for all), in a one-line body (spread
/// over lines), after `in` with a comment, in a switch case, beside an `#if DEBUG` block (which
/// it joins), in a file whose own blocks indent their bodies or put `#if` at column 0, with tabs
/// and CRLF, with two spaces. Kept here so the rule's main file stays short.
extension UngatedTestingCallRule {
    static let corrections: KeyValuePairs<RuleExample, String> = [
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
        // Consecutive calls share one block.
        RuleExample("""
            func prepareTips() throws {
                try 1️⃣Tips.resetDatastore()
                try? 2️⃣TipKit.Tips.hideTipsForTesting([SearchTip.self])
            }
            """): """
            func prepareTips() throws {
                #if DEBUG
                try Tips.resetDatastore()
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
        // Comment lines right over the call go into the block with it: a suppression written
        // for the call still applies to it, not to the `#if` line.
        RuleExample("""
            func launch() {
                try? Tips.configure()
                // A fresh datastore for every demo run.
                // tiplint:disable:next reset-after-configure
                try? 1️⃣Tips.resetDatastore()
            }
            """): """
            func launch() {
                try? Tips.configure()
                #if DEBUG
                // A fresh datastore for every demo run.
                // tiplint:disable:next reset-after-configure
                try? Tips.resetDatastore()
                #endif
            }
            """,
        // A one-line closure opens onto lines of its own, one level deeper than its line.
        RuleExample("""
            struct SettingsView: View {
                var body: some View {
                    Button("Show every tip") { 1️⃣Tips.showAllTipsForTesting() }
                }
            }
            """): """
            struct SettingsView: View {
                var body: some View {
                    Button("Show every tip") {
                        #if DEBUG
                        Tips.showAllTipsForTesting()
                        #endif
                    }
                }
            }
            """,
        // A reset in a control's action is how "show tips again" works: only the show call moves.
        RuleExample("""
            struct SettingsView: View {
                var body: some View {
                    Button("Reset") { try? Tips.resetDatastore(); 1️⃣Tips.showAllTipsForTesting() }
                }
            }
            """): """
            struct SettingsView: View {
                var body: some View {
                    Button("Reset") {
                        try? Tips.resetDatastore()
                        #if DEBUG
                        Tips.showAllTipsForTesting()
                        #endif
                    }
                }
            }
            """,
        RuleExample("""
            struct NotesView: View {
                var body: some View {
                    List(notes) { NoteRow(note: $0) }
                        .onAppear { 1️⃣Tips.showAllTipsForTesting() }
                }
            }
            """): """
            struct NotesView: View {
                var body: some View {
                    List(notes) { NoteRow(note: $0) }
                        .onAppear {
                            #if DEBUG
                            Tips.showAllTipsForTesting()
                            #endif
                        }
                }
            }
            """,
        // The `return` the guard needs stays, on its own line; the `;` goes.
        RuleExample("""
            func prepare(ok: Bool) {
                guard ok else { 1️⃣Tips.hideAllTipsForTesting(); return }
                try? Tips.configure()
            }
            """): """
            func prepare(ok: Bool) {
                guard ok else {
                    #if DEBUG
                    Tips.hideAllTipsForTesting()
                    #endif
                    return
                }
                try? Tips.configure()
            }
            """,
        RuleExample("""
            func start(showTips: Bool) throws {
                defer { 1️⃣Tips.hideAllTipsForTesting() }
                if showTips { 2️⃣Tips.showAllTipsForTesting() }
                do { try 3️⃣Tips.resetDatastore() } catch { print(error) }
            }
            """): """
            func start(showTips: Bool) throws {
                defer {
                    #if DEBUG
                    Tips.hideAllTipsForTesting()
                    #endif
                }
                if showTips {
                    #if DEBUG
                    Tips.showAllTipsForTesting()
                    #endif
                }
                do {
                    #if DEBUG
                    try Tips.resetDatastore()
                    #endif
                } catch { print(error) }
            }
            """,
        // Two calls on one line: one block, a line each.
        RuleExample("""
            func start() {
                1️⃣Tips.showAllTipsForTesting(); try? 2️⃣Tips.resetDatastore()
            }
            """): """
            func start() {
                #if DEBUG
                Tips.showAllTipsForTesting()
                try? Tips.resetDatastore()
                #endif
            }
            """,
        // Nested one-line bodies open outwards; the comment after `in` stays where it was.
        RuleExample("""
            struct DebugMenu: View {
                var body: some View {
                    HStack { Button("Tips") { 1️⃣Tips.showAllTipsForTesting() } }
                }
            }
            let prepare = { (reset: Bool) in /* demo builds */ 2️⃣Tips.hideAllTipsForTesting() }
            """): """
            struct DebugMenu: View {
                var body: some View {
                    HStack {
                        Button("Tips") {
                            #if DEBUG
                            Tips.showAllTipsForTesting()
                            #endif
                        }
                    }
                }
            }
            let prepare = { (reset: Bool) in /* demo builds */
                #if DEBUG
                Tips.hideAllTipsForTesting()
                #endif
            }
            """,
        // Two-space indentation, a switch case on one line.
        RuleExample("""
            enum TipSetup {
              static func start(_ mode: Mode) {
                switch mode {
                case .demo: 1️⃣Tips.showAllTipsForTesting()
                case .normal: break
                }
              }
            }
            """): """
            enum TipSetup {
              static func start(_ mode: Mode) {
                switch mode {
                case .demo:
                  #if DEBUG
                  Tips.showAllTipsForTesting()
                  #endif
                case .normal: break
                }
              }
            }
            """,
        // In a guide's code block, inside a list item: the fence's indentation stays.
        RuleExample("""
            # Debugging tips

            1. Show every tip while you work on them:

               ```swift
               func start() { 1️⃣Tips.showAllTipsForTesting() }
               ```
            """, path: "Docs/Debugging.md"): """
            # Debugging tips

            1. Show every tip while you work on them:

               ```swift
               func start() {
                   #if DEBUG
                   Tips.showAllTipsForTesting()
                   #endif
               }
               ```
            """,
        // A call right beside an `#if DEBUG` block joins it, comment lines between included;
        // a blank line keeps blocks apart, as the person set them.
        RuleExample("""
            func launch() {
                #if DEBUG
                Tips.showAllTipsForTesting()
                #endif
                // Start every demo from a clean datastore.
                try? 1️⃣Tips.resetDatastore()
                try? Tips.configure()
            }
            func leave() {
                2️⃣Tips.hideAllTipsForTesting()
                #if DEBUG
                print("tips hidden")
                #endif

                3️⃣Tips.showAllTipsForTesting()
            }
            """): """
            func launch() {
                #if DEBUG
                Tips.showAllTipsForTesting()
                // Start every demo from a clean datastore.
                try? Tips.resetDatastore()
                #endif
                try? Tips.configure()
            }
            func leave() {
                #if DEBUG
                Tips.hideAllTipsForTesting()
                print("tips hidden")
                #endif

                #if DEBUG
                Tips.showAllTipsForTesting()
                #endif
            }
            """,
        // The new block is laid out like the file's own: here bodies indented one more level,
        // and the `#if` lines at column 0, as Xcode writes them.
        RuleExample("""
            func launch() {
                #if DEBUG
                    print("debug build")
                #endif
            }
            func debugMenu() {
                1️⃣Tips.showAllTipsForTesting()
            }
            """): """
            func launch() {
                #if DEBUG
                    print("debug build")
                #endif
            }
            func debugMenu() {
                #if DEBUG
                    Tips.showAllTipsForTesting()
                #endif
            }
            """,
        RuleExample("""
            struct DebugMenu {
                func install() {
            #if DEBUG
                    print("debug build")
            #endif
                    Button("Show every tip") { 1️⃣Tips.showAllTipsForTesting() }
                }
            }
            """): """
            struct DebugMenu {
                func install() {
            #if DEBUG
                    print("debug build")
            #endif
                    Button("Show every tip") {
            #if DEBUG
                        Tips.showAllTipsForTesting()
            #endif
                    }
                }
            }
            """,
        // A fence indented with a tab in a list item: new lines start with the tab too (spaces
        // there could end the item's block early).
        RuleExample("- Debug menu:\n\n\t```swift\n\tfunc start() { 1️⃣Tips.showAllTipsForTesting() }\n\t```\n", path: "Docs/Debug.md"):
            "- Debug menu:\n\n\t```swift\n\tfunc start() {\n\t    #if DEBUG\n\t    Tips.showAllTipsForTesting()\n\t    #endif\n\t}\n\t```\n",
        // Tabs and CRLF line endings stay.
        RuleExample("func start(ready: Bool) {\r\n\tif ready { 1️⃣Tips.showAllTipsForTesting() }\r\n}\r\n"):
            "func start(ready: Bool) {\r\n\tif ready {\r\n\t\t#if DEBUG\r\n\t\tTips.showAllTipsForTesting()\r\n\t\t#endif\r\n\t}\r\n}\r\n",
        // Behind a constant that is always true: the `if` stays, its one-line body opens.
        RuleExample("""
            enum LaunchSwitches { static let tipsEnabled = true }
            @main struct NotesApp: App {
                init() {
                    if LaunchSwitches.tipsEnabled { try? 1️⃣Tips.resetDatastore() }
                    try? Tips.configure()
                }
            }
            """): """
            enum LaunchSwitches { static let tipsEnabled = true }
            @main struct NotesApp: App {
                init() {
                    if LaunchSwitches.tipsEnabled {
                        #if DEBUG
                        try? Tips.resetDatastore()
                        #endif
                    }
                    try? Tips.configure()
                }
            }
            """,
    ]
}

extension UngatedTestingCallRule {
    /// The call's statement under `#if DEBUG` (the first gate), laid out by the engine, which
    /// sees the syntax tree: neighbouring calls share one block, a one-line body is spread over
    /// lines. None when the call is a value another statement uses.
    static func wrapFix(_ call: TestingCall, gate: String) -> Fix? {
        call.statementRange.map { statement in
            Fix(description: Message.wrapFix(gate: gate), replacements: [], gating: StatementGating(condition: gate, statements: [statement]))
        }
    }
}
