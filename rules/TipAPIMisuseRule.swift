import TipLintCore

/// TipKit calls that compile but misbehave at run time, each decided where it is written:
/// a `TipGroup` rebuilt on every render, a forced `currentTip`, TipKit's own invalidation
/// reasons, popovers anchored in closed menus, tips in disabled views, `Tips.configure` in a
/// per-test `setUp`, and `@Parameter`s assigned in a tip's initialiser.
package struct TipAPIMisuseRule: Rule {
    package static let description = RuleDescription(
        id: "tip-api-misuse",
        name: "Tip API misuse",
        summary: "TipKit calls that compile but misbehave: rebuilt groups, forced currentTip, TipKit's own reasons, hidden anchors, disabled tips, configure per test, parameters set in init",
        rationale: """
            Each pattern appears in published TipKit examples and fails only at run time. A `TipGroup` \
            made in `body` or another computed property is a new group on every read, back at its first \
            tip, so it never advances: hold it in `@State` or a stored property of a long-lived object. \
            `group.currentTip!` crashes once every tip of the group is done. `.displayCountExceeded` and \
            `.displayDurationExceeded` are the reasons TipKit records itself; the app's are \
            `.actionPerformed` and `.tipClosed`. A `.popoverTip` on an item of a `Menu` or of toolbar \
            content placed `.secondaryAction` (the overflow menu) has no anchor on screen while the menu \
            is closed. A `TipView` inside a `.disabled(…)` container cannot be closed or acted on. \
            `Tips.configure` in an `XCTestCase`'s `setUp()` runs before every test and throws \
            `tipsDatastoreAlreadyConfigured` from the second test on, and so does one in a Swift \
            Testing suite's `init()`, which runs for each test (test code is read for this pattern \
            only). A tip's `init` that assigns one of its `@Parameter`s changes every instance's \
            state each time a view builds the tip (a note).
            """,
        limits: """
            Decided from the code around each call: a group built in a function (which may run once) \
            is not reported, nor a popover on a `.contextMenu` item or a `TipView` in a disabled \
            popover. A `TipView` is disabled only through containers written in the same view (a \
            parent view that disables a child view is not followed), and `.disabled(false)` disables \
            nothing. A `setUp` configure under a condition, after a `guard`, or after a \
            `Tips.resetDatastore()` is taken as configured once. A forced `currentTip` is safe \
            after an `if` or a `guard` in the same evaluation tested it for nil; inside a \
            `Button`'s action or a `Task` it runs later and is reported.
            """,
        messages: [
            "group-rebuilt": "A TipGroup built in a computed property is rebuilt on every read and never advances past its first tip",
            "forced-current-tip": "A TipGroup's currentTip is force-unwrapped; it is nil once the group is done, and the app crashes",
            "framework-reason": "invalidate(reason:) is given a reason that TipKit itself records",
            "hidden-anchor": "A popover tip is anchored to a menu item, which is not on screen while the menu is closed",
            "disabled-tip": "A TipView sits in a disabled view, where its close button and actions do nothing",
            "configure-in-setup": "Tips.configure runs in a test's setUp, before every test, and throws from the second test on",
            "parameter-in-init": "A tip's initialiser assigns one of its @Parameters, changing every instance's state each time the tip is built",
        ],
        defaultSeverity: .warning,
        triggering: triggeringExamples,
        nonTriggering: nonTriggeringExamples,
        lowerSeverityCases: LowerSeverityCases(.note, for: "a tip's initialiser that assigns one of its @Parameters (parameter-in-init)")
    )

    /// `Tips.configure` in a test's `setUp` is test code.
    package static let indexView = IndexView.withTestAndPreviewCode

    package static func findings(in index: ProjectIndex, options: NoOptions, context: RuleContext) -> [Finding] {
        let shipping = index.shipping
        var findings: [Finding] = []
        for site in index.facts(\.apiMisuses) {
            // Only the setUp pattern lives in tests; every other one is judged in shipping code.
            guard site.fact.kind == .configureInSetUp || !site.fact.isTestOrPreview else { continue }
            let (kind, message) = Message.text(for: site.fact)
            findings.append(context.finding(message, kind: kind, at: site.location(site.fact.range)))
        }
        findings += parameterAssignmentsInInit(shipping, context: context)
        return findings
    }

    /// `init(_ on: Bool) { Self.isOn = on }` in a tip whose `@Parameter` `isOn` is.
    private static func parameterAssignmentsInInit(_ index: ProjectIndex, context: RuleContext) -> [Finding] {
        let parameters = Set(index.facts(\.parameters).map(\.fact.state))
        let tipNames = Set(index.tips.compactMap { $0.swift?.qualifiedName })
        return index.facts(\.parameterAssignments).compactMap { assignment in
            let fact = assignment.fact
            guard fact.function == "init", let owner = fact.enclosingType, tipNames.contains(owner),
                parameters.contains(fact.state)
            else { return nil }
            return context.finding(
                Message.parameterInInit(tip: simpleName(owner), parameter: fact.state.name), kind: "parameter-in-init",
                at: assignment.location(fact.range), tip: owner, severity: .note)
        }
    }
}

extension TipAPIMisuseRule {
    /// The rule's words.
    enum Message {
        static func text(for site: APIMisuseSite) -> (kind: String, message: String) {
            let detail = site.detail ?? ""
            switch site.kind {
            case .groupRebuilt:
                return ("group-rebuilt", """
                    This TipGroup is built in the computed property \(detail), so every read makes a new group that \
                    starts over at its first tip and never advances; hold it in @State private var or a stored \
                    property of a long-lived object
                    """)
            case .forcedCurrentTip:
                return ("forced-current-tip", """
                    \(detail).currentTip is nil once every tip of the group is done, so this force unwrap crashes; \
                    use if let or pass the optional to TipView
                    """)
            case .frameworkReason:
                return ("framework-reason", """
                    .\(detail) is a reason TipKit records itself; invalidate with .actionPerformed when the person \
                    did what the tip suggests, or .tipClosed when they dismissed it
                    """)
            case .hiddenAnchor:
                let place = detail == "Menu" ? "an item of a Menu" : "toolbar content placed .secondaryAction (the overflow menu)"
                return ("hidden-anchor", """
                    This popover tip is attached to \(place), which is not on screen while the menu is closed; \
                    attach it to a visible control, such as the button that opens the menu
                    """)
            case .disabledTip:
                return ("disabled-tip", """
                    This TipView is inside a view disabled with .disabled(…), so its close button and actions do \
                    nothing while it is disabled; place the tip outside the disabled view
                    """)
            case .configureInSetUp:
                let place = detail == "init" ? "a test suite's init()" : "\(detail)()"
                let once = detail == "init" ? "a static once-token" : "override class func setUp()"
                return ("configure-in-setup", """
                    Tips.configure in \(place) runs before every test and throws tipsDatastoreAlreadyConfigured \
                    from the second test on; configure once per process (\(once)) or call Tips.resetDatastore() \
                    before it
                    """)
            }
        }

        static func parameterInInit(tip: String, parameter: String) -> String {
            """
            \(tip)'s initialiser assigns its @Parameter \(parameter), which changes the state of every \(tip) \
            each time a view builds one; set \(parameter) where that state changes in the app
            """
        }
    }
}
