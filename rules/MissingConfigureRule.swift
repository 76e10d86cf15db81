import TipLintCore

/// Tips displayed in a project that never calls `Tips.configure`.
package struct MissingConfigureRule: Rule {
    package static let description = RuleDescription(
        id: "missing-configure",
        name: "Missing configure",
        summary: "Tips are displayed but Tips.configure is never called",
        rationale: """
            Without Tips.configure no tip ever appears. Call it once at app start-up. Calls in tests \
            and previews do not count. Reported once, at the first display site of the project.
            """,
        limits: """
            It sees only the code linted together as one app project: a `Tips.configure` in a framework or \
            package outside it is not seen, and the app is then reported. Doc snippets are not judged.
            """,
        messages: [
            "never-configured": "The app uses TipKit but never calls Tips.configure",
        ],
        defaultSeverity: .warning,
        triggering: [
            RuleExample("""
                struct SearchTip: Tip { var title: Text { Text("Search") } }
                struct NotesView: View {
                    var body: some View { 1️⃣TipView(SearchTip()) }
                }
                #Preview {
                    try? Tips.configure()
                    return NotesView()
                }
                """, messages: ["1️⃣": """
                    Tips are displayed but Tips.configure is called nowhere, so no tip will appear; \
                    call try? Tips.configure() in your App's init()
                    """]),
        ],
        nonTriggering: [
            RuleExample("""
                struct SearchTip: Tip { var title: Text { Text("Search") } }
                struct NotesView: View {
                    var body: some View { TipView(SearchTip()) }
                }
                """, otherFiles: [
                    "Sources/App/NotesApp.swift": """
                        @main struct NotesApp: App {
                            init() { try? Tips.configure() }
                            var body: some Scene { WindowGroup { NotesView() } }
                        }
                        """,
                ]),
            RuleExample("""
                struct SearchTip: Tip { var title: Text { Text("Search") } }
                """),
        ]
    )

    package static func findings(in index: ProjectIndex, options: NoOptions, context: RuleContext) -> [Finding] {
        // A doc snippet shows one piece of an app; the configure call lives in another piece.
        let index = index.shipping
        guard context.scope == .project, index.configureCalls.isEmpty else { return [] }
        let sites = index.displaySites
            .sorted { ($0.path, $0.fact.range.start) < ($1.path, $1.fact.range.start) }
        guard let first = sites.first else { return [] }
        return [context.finding(Message.neverConfigured, kind: "never-configured", at: first.location(first.fact.range))]
    }
}

extension MissingConfigureRule {
    /// The rule's words.
    enum Message {
        static let neverConfigured =
            "Tips are displayed but Tips.configure is called nowhere, so no tip will appear; call try? Tips.configure() in your App's init()"
    }
}
