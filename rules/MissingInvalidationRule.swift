import TipLintCore

/// Tips that are shown but never retired after the person does what they suggest.
package struct MissingInvalidationRule: Rule {
    package static let description = RuleDescription(
        id: "missing-invalidation",
        name: "Missing invalidation",
        summary: "Displayed tips that nothing ever invalidates",
        rationale: """
            A tip that stays up after the person has done what it suggests teaches people to ignore \
            tips. Call invalidate(reason: .actionPerformed) where the action happens, or give the tip \
            a MaxDisplayCount or MaxDisplayDuration option. Judged per tip type across the shipping \
            code of the project (tests and previews retire nothing). A tip counts as retired when it \
            has a display limit; when an invalidate(reason:) call reaches it (timer.invalidate() and \
            other invalidate calls are not tip invalidations; a name that could be several tips \
            retires each of them; a value typed `any Tip` retires the tips passed to its function at \
            its call sites, and a receiver that cannot be followed retires the tips its type shows, \
            keeps or is given at its initialiser, each tip of a group whose current tip it is given, \
            never every tip of the project; a value cast to a tip first, `(tip as? PinTip)?` or \
            `if let pin = tip as? PinTip`, retires that tip only); or when one of \
            its #Rules turns false after something shipping code does: a donation of an event whose \
            rule wants few donations (`== 0`, `< N`, `<= N`), or an assignment to a @Parameter of a \
            value the rule rejects or of a computed value. A rule that only turns true (`count > 0`) \
            retires nothing, and neither does a parameter the app sets for a while only: set one way \
            in one arm of an `if` or `switch` and the other way in another arm, set when a view \
            appears and cleared when the same view disappears (`.onAppear` or `.task` and `.onDisappear` \
            on one modifier chain, or a view controller's viewWillAppear/viewDidAppear and \
            viewWillDisappear/viewDidDisappear), flipped with `toggle()`, or computed only from \
            the screen's own state (stored properties of the view or view controller with a literal \
            initial value, plain, @State or @Published), which starts over each time the screen is \
            made. A value read from anything else (an injected property, @AppStorage, @Query, a \
            parameter) may be what the person's action changed for good, so it retires the tip.

            Which tips must be retired: a popover on a control (Button, Toggle, Menu, NavigationLink, \
            Link, Picker, ShareLink, a project view whose body is such a control, a view with a \
            context menu, swipe actions, a tap or long-press gesture, or inside a context menu, \
            swipe actions or a toolbar item) is reported at each such control whose action leaves \
            it. A tip with `actions` is reported, and so is a tip whose own text teaches an action, \
            wherever it is shown: a sentence of its title or message (in the source language; a \
            localisation key is read through the catalogs) that starts with a gesture (tap, \
            long-press, press and hold, swipe, drag, pinch, pull down, click…; also after "you can", \
            "just" or "simply"), as a warning, or with the imperative verb of an app action and its \
            object (add, create, delete, remove, rearrange, share, pin, search, filter, sort, select, \
            mark, enable, edit, rename, archive, export…), as a note. "Long-press any file to delete \
            it." teaches an action; "Your keys are stored in iCloud." does not. Verbs that start \
            informational sentences as often as instructions (use, try, open, save, see) are not \
            read as actions, and text that cannot be read teaches nothing. A tip drawn with a \
            project TipViewStyle that never invalidates it has no close button, so it is reported \
            too. Any other tip only informs and retires through its close button; the \
            report-informational option reports it as a note.
            """,
        limits: """
            A UIKit popover (`TipUIPopoverViewController`) counts as on a control when its `sourceItem:` \
            is a bar button item, a cell, a button (a type named …Button, …Cell, …ButtonItem) or a \
            UIKit control: judged by the type written for the local, parameter or stored property it \
            reads, or the type its initial value is made with, and only when neither is known by its \
            name's last word (`navigationItem.rightBarButtonItem`, `feedbackCell`). An anchor read \
            from a property or method (`toolbar.tipAnchor`, `quoteBar.anchorView()`) is followed a few \
            hops through the project: a property's written type, else every value its own type's code \
            gives it (`tipAnchor = …`, `self.tipAnchor = …`, an initial value), and the single \
            expression a method or computed property returns; it is on a control only when every way \
            leads to the same one, and a hop that cannot be decided (a type no file or two files \
            declare, a superclass's property, a method with logic) leaves it judged as an inline tip. \
            A property some code of the files read sets on another object or in a form not followed \
            (`toolbar.tipAnchor = …`, `self?.tipAnchor = …`), and a member of a type another type \
            inherits from (a subclass may set or override it), are not followed either; a write in a \
            file not read is not seen. Each such \
            popover is a finding of its own, since the control's own action is not followed (an `@objc` \
            target that invalidates is seen only as an invalidation somewhere, which retires the \
            tip). Any other UIKit or AppKit tip is judged by its actions and text, as an inline tip. \
            Parameters are followed through `Owner.name = value`, `Self.name = value`, \
            `Owner.$name.wrappedValue = value` and `toggle()`, not through a bare `name = value` inside \
            the type or a binding; events and parameters match by their owner's simple name. The \
            tips an initialiser is given are known only when they are made in the call \
            (`Presenter(tip: ScheduleTip())`). A tip's text is read from literals, constants and \
            catalogs, not from text assembled at run time. Tips that are declared but never \
            displayed are not judged.
            """,
        messages: [
            "never-invalidated": "A tip is shown but never invalidated",
            "actions-never-invalidate": "A tip with actions is shown, but neither its actions nor anything else invalidate it",
            "popover-never-invalidated": "A popover tip's control never invalidates the tip",
            "manifest-tip-never-invalidated": "A manifest tip is never invalidated",
            "teaching-tip-never-invalidated": "A tip whose text teaches an action is shown, but nothing invalidates it",
            "unclosable-tip-never-invalidated": "A tip shown with a style that has no close button is never invalidated",
        ],
        defaultSeverity: .warning,
        triggering: [
            RuleExample("""
                struct SearchTip: Tip { var title: Text { Text("Search your notes") } }
                struct NotesView: View {
                    let searchTip = SearchTip()
                    var body: some View {
                        VStack {
                            1️⃣TipView(searchTip)
                            List { Text("Groceries") }.popoverTip(searchTip)
                        }
                    }
                }
                """, configuration: "report-informational: true", messages: ["1️⃣": """
                    SearchTip teaches an action ("Search your notes"), but nothing invalidates it when the person \
                    performs it; call searchTip.invalidate(reason: .actionPerformed) where the action happens, or add MaxDisplayCount
                    """]),
            RuleExample("""
                struct PinTip: Tip { var title: Text { Text("Pin this note") } }
                struct NoteView: View {
                    let pinTip = PinTip()
                    var body: some View {
                        Button("Pin") { pin() }
                            .1️⃣popoverTip(pinTip)
                    }
                    func pin() {}
                }
                """, messages: ["1️⃣": """
                    PinTip's popover is on a Button whose action does not invalidate it, and nothing else does; \
                    call pinTip.invalidate(reason: .actionPerformed) in the action
                    """]),
            RuleExample("""
                struct ShareTip: Tip { var title: Text { Text("Share a list") } }
                struct OtherTip: Tip { var title: Text { Text("Other") } }
                struct ListView: View {
                    let shareTip = ShareTip()
                    var body: some View {
                        1️⃣TipView(shareTip)
                        Button("Done") { OtherTip().invalidate(reason: .actionPerformed) }
                    }
                }
                """, configuration: "report-informational: true"),
        ] + testAndPreviewExamples + docAndManifestExamples.triggering + tipKitRuleExamples.triggering
            + actionExamples.triggering + receiverExamples.triggering + scopeExamples.triggering
            + wrapperExamples.triggering + controlExamples.triggering + gateExamples.triggering
            + teachingExamples.triggering + reachExamples.triggering + flowExamples.triggering,
        nonTriggering: [
            RuleExample("""
                struct SearchTip: Tip { var title: Text { Text("Search your notes") } }
                struct NotesView: View {
                    let searchTip = SearchTip()
                    var body: some View {
                        Button("Search") { searchTip.invalidate(reason: .actionPerformed) }
                            .popoverTip(searchTip)
                    }
                }
                """),
            RuleExample("""
                struct SearchTip: Tip {
                    var title: Text { Text("Search your notes") }
                    var options: [any TipOption] { [Tips.MaxDisplayCount(3)] }
                }
                struct NotesView: View {
                    var body: some View { TipView(SearchTip()) }
                }
                """),
            RuleExample("""
                struct SearchTip: Tip {
                    var title: Text { Text("Search") }
                    var options: [Option] { MaxDisplayDuration(120) }
                }
                struct NotesView: View { var body: some View { TipView(SearchTip()) } }
                """),
            RuleExample("""
                struct ReminderTip: Tip {
                    var title: Text { Text("Set a reminder") }
                    var actions: [Action] {
                        Action(id: "set", title: "Set Reminder") { invalidate(reason: .actionPerformed) }
                    }
                }
                struct NotesView: View { var body: some View { TipView(ReminderTip()) } }
                """),
            RuleExample("""
                struct ExportTip: Tip { var title: Text { Text("Export") } }
                struct ExportView: View {
                    var body: some View {
                        TipView(ExportTip()) { action in ExportTip().invalidate(reason: .actionPerformed) }
                    }
                }
                """),
            RuleExample("""
                struct FirstTip: Tip { var title: Text { Text("First") } }
                struct SecondTip: Tip { var title: Text { Text("Second") } }
                struct OnboardingView: View {
                    @State var tips = TipGroup(.ordered) { FirstTip(); SecondTip() }
                    var body: some View {
                        TipView(tips.currentTip)
                        Button("Next") { tips.currentTip?.invalidate(reason: .actionPerformed) }
                    }
                }
                """),
            RuleExample("""
                struct CloseableStyle: TipViewStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        Button("Close") { configuration.tip.invalidate(reason: .tipClosed) }
                    }
                }
                struct LabelTip: Tip { var title: Text { Text("Labels") } }
                struct LabelView: View {
                    var body: some View { TipView(LabelTip()).tipViewStyle(CloseableStyle()) }
                }
                """),
            RuleExample("""
                struct LabelTip: Tip { var title: Text { Text("Labels") } }
                struct LabelView: View { var body: some View { TipView(LabelTip()) } }
                func dismiss(_ tip: any Tip) { tip.invalidate(reason: .tipClosed) }
                """),
            RuleExample("""
                struct UnusedTip: Tip { var title: Text { Text("Never shown") } }
                """),
            RuleExample("""
                struct SearchTip: Tip { var title: Text { Text("Search") } }
                """, otherFiles: [
                    "Sources/App/SearchView.swift": """
                        struct SearchView: View {
                            let tip = SearchTip()
                            var body: some View { TipView(tip) }
                        }
                        """,
                    "Sources/App/SearchModel.swift": """
                        final class SearchModel {
                            let tip = SearchTip()
                            func search() { tip.invalidate(reason: .actionPerformed) }
                        }
                        """,
                ]),
        ] + docAndManifestExamples.nonTriggering + tipKitRuleExamples.nonTriggering + actionExamples.nonTriggering
            + receiverExamples.nonTriggering + scopeExamples.nonTriggering + wrapperExamples.nonTriggering
            + controlExamples.nonTriggering + gateExamples.nonTriggering
            + teachingExamples.nonTriggering + reachExamples.nonTriggering + flowExamples.nonTriggering,
        lowerSeverityCases: LowerSeverityCases(
            .note, for: "a tip whose text teaches an action other than a gesture (teaching-tip-never-invalidated) and, with report-informational, a tip that only informs (never-invalidated)")
    )

    package struct Options: RuleOptions {
        package var reportInformational = false
        package init() {}

        package static var fields: [OptionField<Options>] {
            [.boolean(
                "report-informational", \.reportInformational,
                "also report, as notes, tips with no actions that are not on a control (their close button retires them)")]
        }
    }

    package static func findings(in index: ProjectIndex, options: Options, context: RuleContext) -> [Finding] {
        // Tests and previews neither show tips to people nor retire the tips people see.
        let index = index.shipping
        if context.scope == .snippet { return snippetFindings(in: index, context: context) }
        // Files read without the rest of their project: what invalidates a tip may be in the rest.
        if context.scope == .partial { return [] }
        guard index.retirement.retiredTips != nil else { return [] }
        var result = manifestFindings(in: index, context: context)
        let styled = closingStyleReaches(in: index)
        let controlViews = Set(index.types.filter { $0.fact.bodyControl != nil }.map(\.fact.simpleName))
        let unclosable = unclosableStyleTypes(in: index)
        for shown in index.tips where !index.isRetired(shown) {
            // Display sites in report order; a group's site shows each of its members. Only a
            // Swift type has sites in code.
            let tipSites = index.displaySites(of: shown)
            guard let tip = shown.swift, !tipSites.isEmpty,
                !tipSites.contains(where: styled)
            else { continue }
            let name = tip.qualifiedName
            // A variable the code has; none is invented for a tip built where it is shown.
            let variable = tipSites.lazy.compactMap { site -> String? in
                if case .instance(let variable) = site.fact.tip { return variable }
                return nil
            }.first ?? index.variableName(forTip: name)
            // The group a site shows the tip through (`TipView(onboarding.currentTip)`): no
            // variable holds the tip there, so the advice says how to get one.
            func group(_ site: Located<DisplaySite>) -> String? {
                if case .groupCurrentTip(let group) = site.fact.tip { return group }
                return nil
            }
            // A popover on a known control, or on a project view whose body is one.
            func control(_ site: Located<DisplaySite>) -> String? {
                site.fact.attachedControl ?? site.fact.attachedView.flatMap { controlViews.contains(simpleName($0)) ? $0 : nil }
            }
            // One finding per control the tip is on: each is a place a person acts without the
            // tip going (the same tip on the search button of two screens is two findings).
            let popovers = tipSites.filter { control($0) != nil }
            for popover in popovers {
                result.append(context.finding(
                    Message.popoverNeverInvalidated(
                        tip: tip.qualifiedName, control: control(popover), variable: variable, group: group(popover),
                        owner: popover.fact.handOff.flatMap { $0.ownsControl ? $0 : nil }),
                    kind: "popover-never-invalidated", at: popover.location(popover.fact.range), tip: name))
            }
            let others = tipSites.filter { control($0) == nil }
            guard let first = others.first else { continue }
            let related = others.dropFirst().map {
                RelatedLocation(location: $0.location($0.fact.range), message: Message.alsoShownHere(name, group: group($0)))
            }
            // A tip that only informs is retired by its close button; one with actions, one whose
            // text teaches an action, and one whose style draws no close button are not.
            if tip.hasActions, popovers.isEmpty {
                result.append(context.finding(
                    Message.actionsNeverInvalidate(tip: tip.qualifiedName, variable: variable, group: group(first), owner: first.fact.handOff),
                    kind: "actions-never-invalidate",
                    at: first.location(first.fact.range), related: related, tip: name))
            } else if !tip.hasActions, let taught = taughtAction(by: shown, in: index) {
                result.append(context.finding(
                    Message.teachingNeverInvalidated(tip: tip.qualifiedName, sentence: taught.sentence, variable: variable, group: group(first)),
                    kind: "teaching-tip-never-invalidated", at: first.location(first.fact.range), related: related, tip: name,
                    severity: taught.action == .gesture ? nil : .note))
            } else if let found = others.lazy.compactMap({ site in unclosable(site.fact).map { (site, $0) } }).first {
                let (shown, style) = found
                result.append(context.finding(
                    Message.unclosableNeverInvalidated(tip: tip.qualifiedName, style: style, variable: variable, group: group(shown)),
                    kind: "unclosable-tip-never-invalidated", at: shown.location(shown.fact.range), tip: name))
            } else if popovers.isEmpty, options.reportInformational, !tip.hasActions {
                result.append(context.finding(
                    Message.neverInvalidated(tip: tip.qualifiedName, variable: variable, group: group(first)), kind: "never-invalidated",
                    at: first.location(first.fact.range), related: related, tip: name, severity: .note))
            }
        }
        return result
    }

    /// Manifest tips with no event, display limit or invalidating action, unless the Swift tip
    /// with the same id is retired in code.
    static func manifestFindings(in index: ProjectIndex, context: RuleContext) -> [Finding] {
        let unretired = index.tips.filter { !index.isRetired($0) }
        return unretired.flatMap(\.manifestEntries).filter { !$0.fact.hasInvalidation }.map { tip in
            context.finding(Message.manifestTipNeverInvalidated(id: tip.fact.id), kind: "manifest-tip-never-invalidated", at: tip.location(tip.fact.idRange), tip: tip.fact.id)
        }
    }
}
