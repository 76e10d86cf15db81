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
            never happens. Followed through project functions called on the same start-up path.
            """,
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
        ]
    )

    /// How many calls deep a start-up path is followed.
    static let maximumDepth = 2

    package static func findings(in index: ProjectIndex, options: NoOptions, context: RuleContext) -> [Finding] {
        var reported = Set<SourceLocation>()
        var result: [Finding] = []
        let index = index.shipping
        for sequence in index.lifecycles {
            var configure: SourceLocation?
            walk(sequence, index: index, depth: 0, visited: []) { event, location in
                switch event.kind {
                case .configure:
                    if configure == nil { configure = location }
                case .reset:
                    if let configure, reported.insert(location).inserted {
                        result.append(context.finding(
                            Message.resetAfterConfigure, at: location,
                            related: [RelatedLocation(location: configure, message: Message.configureIsCalledHere)]))
                    }
                case .call:
                    break
                }
            }
        }
        return result
    }

    /// Visits the events of a function in order, entering the functions it calls.
    private static func walk(
        _ sequence: Located<LifecycleSequence>, index: ProjectIndex, depth: Int, visited: Set<String>,
        _ visit: (LifecycleEvent, SourceLocation) -> Void
    ) {
        for event in sequence.fact.events {
            if event.kind == .call, let callee = event.callee {
                guard depth < maximumDepth, !visited.contains(callee),
                    let target = index.lifecycles.first(where: { $0.fact.function == callee })
                else { continue }
                walk(target, index: index, depth: depth + 1, visited: visited.union([sequence.fact.function]), visit)
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
        static let configureIsCalledHere = "Tips.configure is called here"
    }
}
