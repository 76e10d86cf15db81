import TipLintCore

/// Displayed tips whose own `#Rule` can never hold, so TipKit never shows them.
package struct UnreachableTipRule: Rule {
    package static let description = RuleDescription(
        id: "unreachable-tip",
        name: "Unreachable tip",
        summary: "Displayed tips whose rule waits for an event or parameter value that shipping code never provides",
        rationale: """
            TipKit shows a tip only while every one of its #Rules holds. A rule that waits for \
            donations of an event that the app never donates, or for a @Parameter value that the app \
            never assigns (and that is not the parameter's initial value), never holds, so the tip \
            never appears: the feature it explains goes unexplained, silently. Donate the event \
            (`Self.opened.donate()`) or set the parameter where the condition becomes true. Only \
            shipping code counts: a donation in a unit test or a preview does not reach people.
            """,
        limits: """
            An event or parameter that the project does not declare (a package's) is taken to be provided. A \
            computed value (`X.flag = isOn`), `+= 1` or `toggle()` could be any value. Parameters of any type \
            are judged: `==` and `!=` against a literal (`true`, `3`, `"pro"`, `.done`), and `<`, `<=`, `>`, \
            `>=` against a number. They are followed through `Owner.name = value`, `Self.name = value`, \
            `Owner.$name.wrappedValue = value`, and a bare `name = value` inside the body of the type that \
            declares the parameter, in the same file; not through a binding; rule closures that combine \
            conditions with `&&` are not read; names match by their owner's simple name. Doc snippets are \
            not judged.
            """,
        messages: [
            "parameter-never-assigned": "A tip's rule waits for a parameter value that shipping code never assigns",
            "parameter-never-changed": "A tip's rule waits for a parameter to change, and shipping code never changes it",
            "event-never-donated": "A tip's rule waits for an event that shipping code never donates",
        ],
        defaultSeverity: .warning,
        triggering: [
            RuleExample("""
                struct RatingTip: Tip {
                    static let rated = Tips.Event(id: "rated")
                    var title: Text { Text("See your ratings over time") }
                    var rules: [Rule] { 1️⃣#Rule(Self.rated) { $0.donations.count > 0 } }
                }
                struct ProfileView: View {
                    var body: some View { TipView(RatingTip()) }
                }
                """, messages: ["1️⃣": """
                    RatingTip can never appear: its rule waits for the event rated, which shipping code never \
                    donates; donate it where it happens
                    """]),
            RuleExample("""
                struct PinTip: Tip {
                    @Parameter static var hasNotes = false
                    var title: Text { Text("Pin a note") }
                    var rules: [Rule] { 1️⃣#Rule(Self.$hasNotes) { $0 == true } }
                }
                struct NotesView: View {
                    var body: some View { Button("Pin") { }.popoverTip(PinTip()) }
                    func clear() { PinTip.hasNotes = false }
                }
                """, messages: ["1️⃣": """
                    PinTip can never appear: its rule needs hasNotes to be true, which shipping code never assigns \
                    (it starts as false); set it where that becomes true
                    """]),
            RuleExample("""
                struct StreakTip: Tip {
                    static let practiced = Tips.Event(id: "practiced")
                    var title: Text { Text("Keep your streak") }
                    var rules: [Rule] { 1️⃣#Rule(Self.practiced) { $0.donations.donatedWithin(.week).count >= 3 } }
                }
                struct PracticeView: View {
                    var body: some View { TipView(StreakTip()) }
                }
                """, otherFiles: ["Tests/AppTests/StreakTests.swift": """
                    final class StreakTests: XCTestCase {
                        func testStreak() async { await StreakTip.practiced.donate() }
                    }
                    """]),
        ] + parameterExamples.triggering,
        nonTriggering: [
            RuleExample("""
                struct RatingTip: Tip {
                    static let rated = Tips.Event(id: "rated")
                    var title: Text { Text("See your ratings over time") }
                    var rules: [Rule] { #Rule(Self.rated) { $0.donations.count > 0 } }
                }
                struct ProfileView: View {
                    var body: some View { TipView(RatingTip()) }
                    func rate() { RatingTip.rated.sendDonation() }
                }
                """),
            RuleExample("""
                struct PinTip: Tip {
                    @Parameter static var hasNotes = false
                    var title: Text { Text("Pin a note") }
                    var rules: [Rule] { #Rule(Self.$hasNotes) { $0 } }
                }
                struct NotesView: View {
                    let notes: [String]
                    var body: some View { Button("Pin") { }.popoverTip(PinTip()) }
                    func load() { PinTip.hasNotes = !notes.isEmpty }
                }
                """),
            RuleExample("""
                struct FirstRunTip: Tip {
                    @Parameter static var isFirstRun = true
                    static let opened = Tips.Event(id: "opened")
                    var title: Text { Text("Welcome") }
                    var rules: [Rule] {
                        #Rule(Self.$isFirstRun) { $0 == true }
                        #Rule(Self.opened) { $0.donations.count == 0 }
                    }
                }
                struct HomeView: View { var body: some View { TipView(FirstRunTip()) } }
                """),
            RuleExample("""
                struct HiddenTip: Tip {
                    static let used = Tips.Event(id: "used")
                    var title: Text { Text("Never displayed") }
                    var rules: [Rule] { #Rule(Self.used) { $0.donations.count > 2 } }
                }
                """),
            RuleExample("""
                struct SyncTip: Tip {
                    var title: Text { Text("Sync") }
                    var rules: [Rule] { #Rule(AccountEvents.signedIn) { $0.donations.count > 0 } }
                }
                struct SyncView: View { var body: some View { TipView(SyncTip()) } }
                """),
        ] + parameterExamples.nonTriggering
    )

    package static func findings(in index: ProjectIndex, options: NoOptions, context: RuleContext) -> [Finding] {
        // A doc snippet never holds the whole app: whether an event is donated is unknowable there.
        guard context.scope == .project else { return [] }
        let index = index.shipping
        let state = index.stateModel
        let displayed = index.displaySitesByTip
        var result: [Finding] = []
        for tip in index.tips.compactMap(\.swift) where displayed[tip.qualifiedName] != nil {
            for condition in tip.ruleConditions where state.canHold(condition.fact) == false {
                guard let declaration = state.declaration(of: condition.fact) else { continue }
                let message: String
                switch condition.fact.requirement {
                case .parameterEquals(let value):
                    message = Message.parameterNeverAssigned(
                        tip: tip.qualifiedName, parameter: condition.fact.state.name, value: value,
                        initial: state.defaultValue(of: condition.fact))
                case .parameterDiffers(let value):
                    message = Message.parameterNeverChanged(tip: tip.qualifiedName, parameter: condition.fact.state.name, value: value)
                case .parameterCompares(let comparison, let value):
                    message = Message.parameterNeverAssigned(
                        tip: tip.qualifiedName, parameter: condition.fact.state.name, value: Message.bound(comparison, value),
                        initial: state.defaultValue(of: condition.fact))
                case .donationCount, .unknown:
                    message = Message.eventNeverDonated(tip: tip.qualifiedName, event: condition.fact.state.name)
                }
                let related = condition.fact.subject == .event ? Message.eventDeclaredHere : Message.parameterDeclaredHere
                result.append(context.finding(
                    message, kind: Message.kind(of: condition.fact.requirement), at: condition.location(condition.fact.range),
                    related: [RelatedLocation(location: declaration, message: related)], tip: tip.qualifiedName))
            }
        }
        return result
    }
}

extension UnreachableTipRule {
    /// The rule's words.
    enum Message {
        /// The finding's kind for a condition no state can meet, by what the condition waits for.
        static func kind(of requirement: RuleRequirement) -> String {
            switch requirement {
            case .parameterEquals, .parameterCompares: return "parameter-never-assigned"
            case .parameterDiffers: return "parameter-never-changed"
            case .donationCount, .unknown: return "event-never-donated"
            }
        }

        static func eventNeverDonated(tip: String, event: String) -> String {
            "\(tip) can never appear: its rule waits for the event \(event), which shipping code never donates; donate it where it happens"
        }

        /// `initial` is the parameter's literal initial value, when it has one.
        static func parameterNeverAssigned(tip: String, parameter: String, value: String, initial: String?) -> String {
            "\(tip) can never appear: its rule needs \(parameter) to be \(value), which shipping code never assigns"
                + (initial.map { " (it starts as \($0))" } ?? "") + "; set it where that becomes true"
        }

        /// `at least 3` for `$0 >= 3`.
        static func bound(_ comparison: ComparisonOperator, _ value: String) -> String {
            switch comparison {
            case .equal: return value
            case .notEqual: return "other than \(value)"
            case .less: return "less than \(value)"
            case .lessOrEqual: return "at most \(value)"
            case .greater: return "more than \(value)"
            case .greaterOrEqual: return "at least \(value)"
            }
        }

        static func parameterNeverChanged(tip: String, parameter: String, value: String) -> String {
            "\(tip) can never appear: its rule needs \(parameter) to differ from \(value), and shipping code never changes it; "
                + "set it where that becomes true"
        }

        static let eventDeclaredHere = "the event is declared here"
        static let parameterDeclaredHere = "the parameter is declared here"
    }
}
