import TipLintCore

/// Tips that all become eligible the moment the app first launches.
package struct FirstLaunchTipsRule: Rule {
    package static let description = RuleDescription(
        id: "first-launch-tips",
        name: "First-launch tips",
        summary: "Several tips with no rule are eligible at once on first launch, or a tip competes with a welcome sheet",
        rationale: """
            With `Tips.configure()`'s default display frequency (`.immediate`), a tip with no `#Rule` \
            is eligible as soon as its view appears. When two or more tips with no rule are on the \
            screen a first launch opens (the views an `App`'s scenes create and their child views, \
            in one tab), a first launch shows them all right away, on screen together (inline `TipView`s) or one \
            right after another, before the person has done anything they teach. Reported once per `App`, at the configure call, as a note \
            listing the tips (related locations): give them `#Rule`s on events or parameters, put them \
            in a `TipGroup`, or configure `.displayFrequency(.daily)`. A popover tip with no rule on a \
            view that presents a sheet from a first-launch `@AppStorage` flag (a welcome or onboarding \
            sheet) is reported as a warning at the tip: both come up on a fresh install, and the tip \
            covers or fights the sheet; gate it with a parameter the welcome flow sets.
            """,
        limits: """
            Only `Tips.configure` calls whose options it can read count: a frequency computed or passed \
            in a variable, or any configure call with another frequency, makes the rule silent. Tips \
            shown only through a `TipGroup` are not counted (a group shows one at a time), nor tips on \
            screens the person opens (presented content, navigation destinations, another tab, the \
            other arm of an `if`): those wait for the person to go there. With no SwiftUI `App` whose scenes create a known view (a UIKit app \
            delegate's window), it does not know the first screen and is silent. Each `App` is its own launch, \
            reported at the configure call its start-up runs; an `App` that runs none of its own (its delegate \
            shares a name with another target's) is reported at its name. Views on the way declared in \
            files with no TipKit word are read, at most six such files deep and four new ones at a step per \
            `App`; a view two files declare (two targets' copies) is not followed. An `App`'s platform is \
            known only from its own code (an `#if os(…)` around its declaration, a delegate adaptor or a \
            scene that exists on some platforms only: `@NSApplicationDelegateAdaptor` or `Settings` for \
            macOS), never from the project's build settings; tips in `#if os(…)` arms it is never built for \
            are left out, and tips of arms no one build compiles together are not counted together (the \
            note names the build showing the most). A sheet is a \
            first-launch sheet only when its `isPresented` flag is, or is set from, an `@AppStorage` \
            property of the same view (bound directly, the property must start out `true`); the tip must \
            be a `.popoverTip` written in that view, outside the presented content, and not in either \
            arm of an `if` whose condition reads the flag (which arm waits is not worked out).
            """,
        messages: [
            "all-at-once": "Several tips with no rule are eligible at once on first launch (display frequency .immediate)",
            "competes-with-welcome": "A popover tip with no rule shows on first launch together with the view's welcome sheet",
        ],
        defaultSeverity: .warning,
        triggering: triggeringExamples + launchPathExamples.triggering + appExamples.triggering + platformExamples.triggering,
        nonTriggering: nonTriggeringExamples + launchPathExamples.nonTriggering + appExamples.nonTriggering
            + platformExamples.nonTriggering,
        lowerSeverityCases: LowerSeverityCases(.note, for: "several tips with no rule eligible at once on first launch (all-at-once)")
    )

    package static func findings(in index: ProjectIndex, options: NoOptions, context: RuleContext) -> [Finding] {
        // A doc snippet shows a piece of an app, not its launch.
        guard context.scope == .project else { return [] }
        return allAtOnce(index, context: context) + competingWithWelcome(index, context: context)
    }

    /// A tip with no `#Rule` (nor a `rules` property this model could not read).
    static func hasNoRule(_ tip: SwiftTip) -> Bool {
        tip.ruleConditions.isEmpty && !tip.options.hasRules
    }

    /// The display sites that show the tip itself, not a group's current tip.
    static func directSites(of tip: SwiftTip, in index: ProjectIndex) -> [Located<DisplaySite>] {
        index.displaySites(ofTip: tip.qualifiedName).filter {
            if case .tip = index.resolve($0.fact.tip, in: $0.fact.enclosingType) { return true }
            return false
        }
    }

    private static func allAtOnce(_ index: ProjectIndex, context: RuleContext) -> [Finding] {
        let ruleless = index.tips.compactMap(\.swift).filter(hasNoRule)
        // Cheap checks first: start-ups and screens are worked out only when two tips could qualify.
        guard !index.configureCalls.isEmpty, ruleless.filter({ !directSites(of: $0, in: index).isEmpty }).count >= 2 else { return [] }
        let apps = launchingApps(in: index)
        guard !apps.isEmpty else { return [] }
        let runs = index.configureRuns().sorted { ($0.call.path, $0.call.fact.range.start) < ($1.call.path, $1.call.fact.range.start) }
        return apps.compactMap { allAtOnce(app: $0, among: apps, ruleless: ruleless, runs: runs, index, context: context) }
    }

    /// The note for one `App`'s launch: its own tips, at the configure call its start-up runs;
    /// with several apps and no call of its own (one shared helper nothing is known to call), at
    /// the `App`'s name, the call related.
    private static func allAtOnce(
        app: LaunchingApp, among apps: [LaunchingApp], ruleless: [SwiftTip], runs: [ConfigureRun], _ index: ProjectIndex,
        context: RuleContext
    ) -> Finding? {
        let calls = configureRuns(of: app, among: apps, runs).map(\.call)
        // Every configure call of this app must be known to leave the frequency at .immediate.
        guard let first = calls.first, calls.allSatisfy({
            $0.fact.displayFrequency == "immediate" || ($0.fact.displayFrequency == nil && $0.fact.optionsUnread == false)
        }) else { return nil }
        let launch = launchScreens(index, app: app)
        let candidates = ruleless.compactMap { tip -> (SwiftTip, Located<DisplaySite>)? in
            launch.sites[tip.qualifiedName].map { (tip, $0) }
        }
        // Tips in different arms of one branch (two tabs, `if` and `else`) are not on the first
        // screen together: each waits for the person to go there. Nor are tips of `#if` arms no
        // one build compiles together: the note names the build whose launch shows the most
        // (the first such in `CompileTimeGate.fixedPlatforms` order).
        let eager = (0..<12).map { build -> [(SwiftTip, Located<DisplaySite>)] in
            let here = candidates.filter { launch.isCompiled($0.0.qualifiedName, inBuild: build) }
            return here.filter { tip in
                here.contains { other in
                    other.0.qualifiedName != tip.0.qualifiedName && !launch.excludeEachOther(tip.1, other.1)
                        && !launch.rootsExcludeEachOther(tip.0.qualifiedName, other.0.qualifiedName)
                }
            }
        }.max { $0.count < $1.count } ?? []
        guard eager.count >= 2 else { return nil }
        let names = eager.map { $0.0.simpleName }
        var related = eager.map { RelatedLocation(location: $0.1.location($0.1.fact.range), message: Message.shownHere($0.0.simpleName)) }
        let own = runs.first(where: app.runs)?.call
        let place: SourceLocation
        if let call = own ?? (apps.count == 1 ? first : nil) {
            place = call.location(call.fact.range)
        } else {
            place = app.declaration.location(app.declaration.fact.nameRange)
            related.append(RelatedLocation(location: first.location(first.fact.range), message: Message.configuredHere))
        }
        // A first screen that already shows one TipGroup: the tips join it rather than a new one.
        let group = launch.groups.count == 1 ? launch.groups.first : nil
        return context.finding(
            Message.allAtOnce(names, group: group, app: apps.count > 1 ? app.declaration.fact.simpleName : nil), kind: "all-at-once",
            at: place, related: related, severity: .note)
    }

    /// What a first launch of `app` opens: the views its scenes create, with the child views they
    /// create in turn (each tab of a `TabView` included), not content they present or navigate
    /// to, in the builds the `App` can be built for. `sites`: the first direct display site of
    /// each tip there; empty when no `App` type creates a view this index knows (a UIKit app, a
    /// root view in a file never parsed).
    struct LaunchScreens {
        var sites: [String: Located<DisplaySite>] = [:]
        /// Per tip, the builds of the `App` that compile one of its sites there and the root
        /// view on the way (never empty: a site no such build compiles is left out).
        var builds: [String: BuildSet] = [:]
        /// Per screen of the project (presented content left out), the branch arms that decide
        /// whether each site shows there, by `ScreenSite.siteID`.
        var routes: [[String: [(path: String, step: BranchStep)]]] = []

        /// The branch arms of each root view in the `App`'s scenes (a `TabView`'s tabs, `if`/`else`),
        /// by simple type name, and the root whose screen holds each tip's site.
        var rootBranches: [String: [BranchStep]] = [:]
        var rootOfTip: [String: String] = [:]
        /// The names of the `TipGroup`s the first screens show.
        var groups: Set<String> = []

        /// The two tips' roots sit in different arms of one branch of the `App`'s body (two tabs):
        /// a first launch opens one of them.
        func rootsExcludeEachOther(_ first: String, _ second: String) -> Bool {
            guard let one = rootOfTip[first].flatMap({ rootBranches[$0] }), let other = rootOfTip[second].flatMap({ rootBranches[$0] }) else {
                return false
            }
            return one.contains { step in other.contains { $0.branch == step.branch && $0.arm != step.arm } }
        }

        /// The fixed build numbered `build` (a bit of `BuildSet.mask`) shows the tip on a first screen.
        func isCompiled(_ tip: String, inBuild build: Int) -> Bool {
            builds[tip].map { !$0.intersection(BuildSet(mask: 1 << build)).isEmpty } ?? false
        }

        /// Some screen holds both sites in different arms of one branch.
        func excludeEachOther(_ first: Located<DisplaySite>, _ second: Located<DisplaySite>) -> Bool {
            let firstID = "\(first.path)@\(first.fact.range.start.line):\(first.fact.range.start.column)"
            let secondID = "\(second.path)@\(second.fact.range.start.line):\(second.fact.range.start.column)"
            return routes.contains { screen in
                guard let one = screen[firstID], let other = screen[secondID] else { return false }
                return one.contains { step in
                    other.contains { $0.path == step.path && $0.step.branch == step.step.branch && $0.step.arm != step.step.arm }
                }
            }
        }
    }

    static func launchScreens(_ index: ProjectIndex, app: LaunchingApp) -> LaunchScreens {
        // The root views the `App`'s scenes create, each in the builds of the `App` that compile
        // its call (`#if os(macOS)` around `MacRootView()`).
        var rootSites: [Located<ChildViewSite>] = []
        var rootBuilds: [String: BuildSet] = [:]
        for site in index.facts(\.childViews) where site.fact.presentation == nil && app.owns(site.fact.enclosingType, path: site.path) {
            let builds = app.builds.intersection(index.builds(path: site.path, at: site.fact.range.start))
            guard !builds.isEmpty else { continue }
            rootSites.append(site)
            rootBuilds[simpleName(site.fact.typeName)] = builds.union(rootBuilds[simpleName(site.fact.typeName)] ?? BuildSet(mask: 0))
        }
        guard !rootSites.isEmpty else { return LaunchScreens() }
        var launch = LaunchScreens()
        for site in rootSites where launch.rootBranches[simpleName(site.fact.typeName)] == nil {
            launch.rootBranches[simpleName(site.fact.typeName)] = site.fact.branches
        }
        for screen in index.screens() where screen.key.presentation == nil {
            launch.routes.append(Dictionary(screen.sites.map { ($0.siteID, $0.route) }, uniquingKeysWith: { first, _ in first }))
            guard let root = rootBuilds[simpleName(screen.key.view)] else { continue }
            for entry in screen.sites {
                let site = entry.site
                // A site the `App`'s builds never compile on the way from this root (an
                // `#if os(iOS)` arm in a macOS app) is not on its first screen.
                let builds = root.intersection(entry.builds)
                guard !builds.isEmpty else { continue }
                let resolved = index.resolve(site.fact.tip, in: site.fact.enclosingType)
                if case .group(let group) = resolved { launch.groups.insert(group.name) }
                guard case .tip(let name) = resolved else { continue }
                launch.builds[name] = builds.union(launch.builds[name] ?? BuildSet(mask: 0))
                if let known = launch.sites[name], (known.path, known.fact.range.start) <= (site.path, site.fact.range.start) { continue }
                launch.sites[name] = site
                launch.rootOfTip[name] = simpleName(screen.key.view)
            }
        }
        return launch
    }

    private static func competingWithWelcome(_ index: ProjectIndex, context: RuleContext) -> [Finding] {
        let presentations = index.facts(\.firstLaunchPresentations)
        guard !presentations.isEmpty else { return [] }
        var findings: [Finding] = []
        for presentation in presentations {
            let type = presentation.fact.enclosingType
            for site in index.displaySites
            where site.fact.kind == .popoverTip && site.fact.enclosingType == type && site.fact.presentation == nil
                && site.path == presentation.path
                // Behind an `if` on the flag (`if !showWelcome`), the tip waits on the welcome flow.
                && !site.fact.branches.contains(where: { presentation.fact.flagBranches.contains($0.branch) })
            {
                guard case .tip(let name) = index.resolve(site.fact.tip, in: type), let tip = index.tip(qualifiedName: name)?.swift,
                    hasNoRule(tip)
                else { continue }
                findings.append(context.finding(
                    Message.competes(tip: tip.simpleName, flag: presentation.fact.storedFlag), kind: "competes-with-welcome",
                    at: site.location(site.fact.range),
                    related: [RelatedLocation(location: presentation.location(presentation.fact.range), message: Message.sheetHere)],
                    tip: name))
            }
        }
        return findings
    }
}

extension FirstLaunchTipsRule {
    /// The rule's words.
    enum Message {
        /// `group`: the one `TipGroup` the first screens already show, which the tips can join;
        /// `app`: the `App` whose launch it is, named when the project has several.
        static func allAtOnce(_ names: [String], group: String? = nil, app: String? = nil) -> String {
            let list = names.count == 2 ? "\(names[0]) and \(names[1])"
                : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
            let grouping = group.map { "add them to the TipGroup '\($0)'" } ?? "show them through a TipGroup"
            let launch = app.map { "a first launch of \($0)" } ?? "a first launch"
            return """
                \(names.count) tips have no rule and the display frequency is .immediate, so \(launch) shows \
                \(list) at once or one right after another; give them #Rules on events or parameters, \(grouping), \
                or configure .displayFrequency(.daily)
                """
        }

        static func shownHere(_ tip: String) -> String { "\(tip) is shown here" }

        static func competes(tip: String, flag: String) -> String {
            """
            \(tip) has no rule, so on first launch its popover competes with the welcome sheet this view \
            presents from \(flag); gate \(tip) with a #Rule on a parameter the welcome flow sets when it ends
            """
        }

        static let configuredHere = "Tips.configure leaves the display frequency at .immediate here"

        static let sheetHere = "The first-launch sheet is presented here"
    }
}
