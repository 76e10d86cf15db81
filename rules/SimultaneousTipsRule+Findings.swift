import TipLintCore

/// The rule's judgement, apart from its description and examples: each screen's display sites
/// paired with the sites before them that can share the screen, and manifest tips on one screen.
extension SimultaneousTipsRule {
    /// A display site of a screen and what it shows: one tip, or whichever tip a group shows.
    private struct Shown {
        enum What: Hashable { case tip(String), group(GroupID) }
        var item: ScreenSite
        var what: What
        var site: Located<DisplaySite> { item.site }
        /// The child view of the screen's view the site is shown through; nil for its own sites.
        var child: Located<ChildViewSite>? { item.via.first }
        /// Where the screen's view shows it: its own site, or the child view's creation.
        var location: SourceLocation { child.map { $0.location($0.fact.range) } ?? site.location(site.fact.range) }
    }

    package static func findings(in index: ProjectIndex, options: NoOptions, context: RuleContext) -> [Finding] {
        // Only what people run puts tips on their screens.
        let index = index.shipping
        let state = index.stateModel
        let spaced = index.configureCalls.contains { $0.fact.displayFrequency.map { $0 != "immediate" } ?? false }
        var result: [Finding] = []
        for site in index.displaySites where site.fact.kind == .popoverTip && site.fact.insideForEach {
            if case .tip(let tip) = what(site, index: index, context: context) {
                result.append(context.finding(Message.popoverInRows(tip: tip), kind: "popover-in-rows", at: site.location(site.fact.range), tip: tip))
            }
        }
        result += manifestFindings(in: index, spaced: spaced, context: context)
        var pairs = PairFindings()
        var rows: Set<String> = []
        for screen in index.screens() {
            // A popover in a row child view or row member (`ForEach(mail) { MessageRow(message: $0) }`),
            // reported once at its own site.
            for item in screen.sites where item.onEveryRow && item.site.fact.kind == .popoverTip && !item.site.fact.insideForEach {
                guard rows.insert(item.siteID).inserted, case .tip(let tip) = what(item.site, index: index, context: context) else { continue }
                let site = item.site
                result.append(context.finding(Message.popoverInRows(tip: tip), kind: "popover-in-rows", at: site.location(site.fact.range), tip: tip))
            }
            let shown = screen.sites.compactMap { item in what(item.site, index: index, context: context).map { Shown(item: item, what: $0) } }
            for (later, second) in shown.enumerated() {
                // Every earlier site it can show with: one finding at the later site names them all
                // (`PairFindings`), so that fixing it is one pass. Two sites that reach this screen
                // through one child view met on the child's own screen.
                let firsts = shown[..<later].filter {
                    ($0.child == nil || $0.child?.fact.range != second.child?.fact.range || $0.child?.path != second.child?.path)
                        && $0.item.siteID != second.item.siteID && canShowTogether($0, second, index: index, state: state)
                }
                for first in firsts {
                    pairs.add(pair(first: first, second: second, view: screen.key.view, spaced: spaced, index: index))
                }
            }
        }
        return result + pairs.findings(context: context)
    }

    /// What a site shows, or nil when it cannot be decided.
    private static func what(_ site: Located<DisplaySite>, index: ProjectIndex, context: RuleContext) -> Shown.What? {
        switch index.resolve(site.fact.tip, in: site.fact.enclosingType) {
        case .tip(let tip): return .tip(tip)
        case .group(let group): return .group(group)
        case .undecidable, .notATip:
            // A doc snippet rarely declares its tips (`let filterTip = FilterTip()` names a type
            // the block never declares): whatever `TipView` or `.popoverTip` is given is a tip,
            // and one variable is one tip, so `TipView(tipA)` beside `TipView(tipB)` is two.
            guard context.scope == .snippet, case .instance(let name) = site.fact.tip else { return nil }
            return .tip(name)
        }
    }

    /// At the second site, also when a child view shows it: the child's creation on the screen's
    /// view (`view`) is a related location. Each related note names the tip or view it is about.
    private static func pair(first: Shown, second: Shown, view: String, spaced: Bool, index: ProjectIndex) -> Pair {
        let labels = [first.what, second.what].map { label($0) }
        let names = [first.what, second.what].map { label($0, shown: true) }
        let groups = [first.what, second.what].map { what -> String? in guard case .group(let group) = what else { return nil }; return group.name }
        var related = [RelatedLocation(
            location: first.site.location(first.site.fact.range),
            message: first.child.map { Message.alsoShown(names[0], by: $0.fact.typeName) } ?? Message.alsoShownHere(names[0]))]
        // The message's "where Panels creates FilterPanel" names the creation of the child that
        // shows the second tip: a finding moved into a named file is shown there.
        let sameChild = second.child.map { $0.fact.range == first.child?.fact.range && $0.path == first.child?.path } ?? false
        if let child = first.child {
            related.append(RelatedLocation(location: first.location, message: Message.childCreated(child.fact.typeName), isNamed: sameChild))
        }
        var ownRelated: [RelatedLocation] = []
        if let child = second.child, !sameChild {
            ownRelated.append(RelatedLocation(
                location: second.location, message: Message.shownBy(names[1], child: child.fact.typeName), isNamed: true))
        }
        let at = second.site.location(second.site.fact.range)
        if first.what == second.what, case .tip(let tip) = second.what, index.tip(qualifiedName: tip)?.swift?.idIsPerInstance == true {
            // Two instances, each given its own id: two tips to TipKit, on screen together.
            return Pair(kind: "together", at: at, tip: labels[1], view: view, child: second.child?.fact.typeName,
                other: Message.another(labels[0]), words: (names[1], Message.another(names[0])), groups: (groups[1], groups[0]),
                related: related, ownRelated: ownRelated, severity: spaced ? .note : nil)
        }
        if first.what == second.what, case .tip = second.what {
            return Pair(kind: "shown-twice", at: at, tip: labels[1], view: view, child: second.child?.fact.typeName, other: labels[0],
                words: (names[1], names[0]), groups: (groups[1], groups[0]), related: related, ownRelated: ownRelated, severity: nil)
        }
        let ignoresFrequency = [first.what, second.what].contains { what in
            if case .tip(let tip) = what { return index.tip(qualifiedName: tip)?.ignoresDisplayFrequency ?? false }
            return false
        }
        return Pair(kind: "together", at: at, tip: labels[1], view: view, child: second.child?.fact.typeName, other: labels[0],
            words: (names[1], names[0]), groups: (groups[1], groups[0]), related: related, ownRelated: ownRelated,
            severity: spaced && !ignoresFrequency ? .note : nil)
    }

    /// Manifest tips on the same `screen` that no shared group keeps apart.
    private static func manifestFindings(in index: ProjectIndex, spaced: Bool, context: RuleContext) -> [Finding] {
        var result: [Finding] = []
        let placed = index.tips.flatMap { tip in tip.manifestEntries.map { (entry: $0, groups: tip.groups) } }
            .filter { $0.entry.fact.screen != nil }
            .sorted { ($0.entry.path, $0.entry.fact.idRange.start) < ($1.entry.path, $1.entry.fact.idRange.start) }
        let onScreens = Dictionary(grouping: placed, by: { $0.entry.fact.screen ?? "" })
        for screen in onScreens.keys.sorted() {
            let placements = onScreens[screen] ?? []
            for (later, placement) in placements.enumerated() {
                let second = placement.entry
                guard let first = placements[..<later].first(where: { $0.groups.isDisjoint(with: placement.groups) })?.entry,
                    let range = second.fact.screenRange
                else { continue }
                result.append(context.finding(
                    Message.manifestTogether(second.fact.id, with: first.fact.id, screen: screen),
                    kind: "manifest-together", at: second.location(range),
                    related: [RelatedLocation(
                        location: first.location(first.fact.screenRange ?? first.fact.idRange), message: Message.alsoOn(first.fact.id, screen: screen))],
                    tip: second.fact.id, severity: spaced ? .note : nil))
            }
        }
        return result
    }

    /// The finding's tip, kept in fingerprints and so never reworded (a group: `Message.groupLabel`),
    /// or with `shown`, what messages call it (`Message.group`).
    private static func label(_ what: Shown.What, shown: Bool = false) -> String {
        switch what {
        case .tip(let tip): return tip
        case .group(let group): return shown ? Message.group(group.name) : Message.groupLabel(group.name)
        }
    }

    /// Not in different arms of one branch, not one group's tips (or a group and its own member),
    /// and not two tips whose rules keep them apart.
    private static func canShowTogether(_ a: Shown, _ b: Shown, index: ProjectIndex, state: TipStateModel) -> Bool {
        // No build compiles both.
        if a.item.builds.intersection(b.item.builds).isEmpty { return false }
        for (path, step) in a.item.route
        where b.item.route.contains(where: { $0.path == path && $0.step.branch == step.branch && $0.step.arm != step.arm }) {
            return false
        }
        // Sibling `if`s whose conditions contradict: `if let text = subscriptionText` and
        // `if subscriptionText == nil` never hold together.
        for (path, step) in a.item.route {
            for check in step.nilChecks
            where b.item.route.contains(where: { $0.path == path && $0.step.nilChecks.contains(where: check.contradicts) }) {
                return false
            }
        }
        switch (a.what, b.what) {
        case let (.group(first), .group(second)): return first != second
        case let (.group(group), .tip(tip)), let (.tip(tip), .group(group)): return !index.members(ofGroup: group).contains(tip)
        case let (.tip(first), .tip(second)):
            return first == second || !(rulesKeepApart(first, second, index: index, state: state)
                || changeRetires(first, before: b.item.route, index: index) || changeRetires(second, before: a.item.route, index: index))
        }
    }
}
