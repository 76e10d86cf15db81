import TipLintCore

/// Several tips that can be on screen at once.
package struct SimultaneousTipsRule: Rule {
    package static let description = RuleDescription(
        id: "simultaneous-tips",
        name: "Simultaneous tips",
        summary: "Two or more tips that one view can show at the same time",
        rationale: """
            Several tips at once overwhelm people and teach them to ignore tips. Show one at a time: \
            put related tips in a TipGroup, or show them in mutually exclusive branches. A view's \
            screen is its own display sites plus those of the project views its body creates \
            (`Parent { Child() }`, followed down); content it presents (`.sheet`, `.popover`, \
            `.fullScreenCover`, a navigation destination) is a screen of its own, each `TabView` tab \
            (a `Tab`, a view with `.tabItem`, a `ForEach` over the tabs) is one arm of a branch, as is each \
            arm of `if #available`, and views made in an action are not part of it. A view property or \
            function (`some View`, `@ViewBuilder`) used in one place is shown there, in that place's \
            branch, tab or sheet. Displays that no build compiles together (`#if os(macOS)` beside \
            `#if os(iOS)`, `#if DEBUG` beside `#if !DEBUG`; over iOS, macOS, tvOS, watchOS, visionOS and \
            Mac Catalyst) are never in one app. A pair made through a child view is reported at the \
            child's display site, with the child's creation on the screen's view as a related location. Each \
            site is reported against every site before it that it can share the screen with: the pairs \
            one site makes on one screen that differ only in the other tip are one finding that names every \
            other tip (sorted; past five, the first four and how many more), each a related location that \
            names its tip. A child view \
            name declared twice in one module (per-platform copies) is left undecided. A project \
            function, `ViewModifier` or view that shows the tip it is given (`let tip: any Tip`, \
            `some Tip`, a generic `T: Tip`) shows what each caller passes, also when it passes the tip \
            on to another such wrapper. The same tip \
            shown twice, and a popover tip inside ForEach (attached to every row, unless a \
            condition inside the row picks some rows; also in a row child view or a view member the \
            rows use), are always reported. Two tips that TipKit's own rules keep apart are not reported: rules that need \
            opposite values of one @Parameter (`== true` / `== false`, `$0` / `!$0`, `== x` / `!= x`), \
            or a rule that needs a parameter value (or an event's donation) the shipping code makes only right after \
            invalidating the other tip or where it checks that the other tip's status is \
            `.invalidated` (a `for await status in tip.statusUpdates` loop counts, also inside a \
            project function that takes the tip and calls a closure argument there; a parameter may \
            also be set in a helper or model method that every call of runs there). Parameters are \
            matched by name and owner type; a computed value could be any value, and an assignment \
            anywhere else means the two can meet. When the app configures a display frequency other than .immediate, TipKit \
            itself spaces new tips out, so the finding becomes a note.
            """,
        limits: """
            Whether two tips are on screen together is read from the code's structure, not from the layout \
            at run time: a scroll position, a size class or a condition on data it cannot evaluate is \
            unknown. Views passed in as values (a content closure, `AnyView`) are not followed, and a view \
            property used in several places, or one whose uses may lie in other files (not private, its type \
            extended elsewhere), keeps only its own branches. An `#if` on anything but the platform and \
            DEBUG (`canImport`, a custom flag) may hold in any build. A view \
            name declared twice in one module (per-platform copies) is left undecided. Parameters are \
            matched by name and owner type; one assignment it cannot place means the tips can meet. \
            A tip that waits for another through a chain (B after A is invalidated, C after B) comes \
            after every tip before it, even when code elsewhere could invalidate a middle tip before \
            it ever shows: such pairs are left silent.
            """,
        messages: [
            "shown-twice": "One tip is shown twice on one screen",
            "together": "Two tips can show on one screen at once",
            "popover-in-rows": "A popover tip is attached inside repeated rows",
            "manifest-together": "Two manifest tips on one screen that no group keeps apart",
        ],
        defaultSeverity: .warning,
        triggering: [
            RuleExample("""
                struct LibraryView: View {
                    let searchTip = SearchTip()
                    let sortTip = SortTip()
                    var body: some View {
                        VStack {
                            TipView(searchTip)
                            Button("Sort") { }.1️⃣popoverTip(sortTip)
                        }
                    }
                }
                """, messages: ["1️⃣": """
                    SortTip can be on screen together with SearchTip; show one tip at a time with a TipGroup or \
                    exclusive branches
                    """]),
            RuleExample("""
                struct LibraryView: View {
                    var body: some View {
                        TipView(SearchTip())
                        toolbarContent
                    }
                    var toolbarContent: some View {
                        Image(systemName: "star").1️⃣popoverTip(FavoriteTip())
                    }
                }
                """),
            RuleExample("""
                struct LibraryView: View {
                    let searchTip = SearchTip()
                    var body: some View {
                        TipView(searchTip)
                        TextField("Search", text: .constant("")).1️⃣popoverTip(searchTip)
                    }
                }
                """, messages: ["1️⃣": "SearchTip is shown twice in this view; show it in one place"]),
            RuleExample("""
                struct RowsView: View {
                    let items: [String]
                    var body: some View {
                        ForEach(items, id: \\.self) { item in
                            Text(item).1️⃣popoverTip(SwipeTip())
                        }
                    }
                }
                """, messages: ["1️⃣": """
                    popoverTip inside ForEach or List rows attaches SwipeTip to every row; attach it to one view \
                    outside the rows
                    """]),
            RuleExample("""
                @main struct NotesApp: App {
                    init() { try? Tips.configure([.displayFrequency(.daily)]) }
                }
                struct LibraryView: View {
                    var body: some View {
                        TipView(SearchTip())
                        1️⃣TipView(SortTip())
                    }
                }
                """),
            RuleExample("""
                @main struct NotesApp: App {
                    init() { try? Tips.configure([.displayFrequency(.daily)]) }
                }
                struct LibraryView: View {
                    var body: some View {
                        TipView(SearchTip())
                        Text("Pinned").1️⃣popoverTip(UrgentTip())
                    }
                }
                """),
        ].map { $0.adding(otherFiles: ["Sources/App/Tips.swift": tipDeclarations]) } + [
            RuleExample("""
                tips:
                  - id: pin-note
                    title: Pin a note
                    screen: NotesList
                  - id: share-list
                    title: Share a list
                    screen: 1️⃣NotesList
                    group: sharing
                groups:
                  - id: sharing
                """, path: "Tips/notes.tips.yml", messages: ["1️⃣": """
                    tip "share-list" is on screen NotesList together with "pin-note"; put them in one group so that \
                    one shows at a time
                    """]),
        ] + snippetExamples + scopeExamples.triggering + tipKitRuleExamples.triggering + conditionExamples.triggering
            + compositionExamples.triggering + contentExamples.triggering + screenExamples.triggering
            + sequenceExamples.triggering + wrapperExamples.triggering + mergeExamples.triggering,
        nonTriggering: [
            RuleExample("""
                struct LibraryView: View {
                    let isSearching: Bool
                    var body: some View {
                        if isSearching {
                            TipView(SearchTip())
                        } else {
                            TipView(SortTip())
                        }
                    }
                }
                """),
            RuleExample("""
                enum Mode { case search, sort, none }
                struct LibraryView: View {
                    let mode: Mode
                    var body: some View {
                        switch mode {
                        case .search: TipView(SearchTip())
                        case .sort: Text("Sort").popoverTip(SortTip())
                        case .none: EmptyView()
                        }
                    }
                }
                """),
            RuleExample("""
                struct LibraryView: View {
                    @State var tips = TipGroup(.ordered) { SearchTip(); SortTip() }
                    let compact: Bool
                    var body: some View {
                        TipView(tips.currentTip as? SearchTip)
                        Button("Sort") { }.popoverTip(compact ? tips.currentTip : nil)
                    }
                }
                """),
            RuleExample("""
                struct SearchView: View { var body: some View { TipView(SearchTip()) } }
                struct SortView: View { var body: some View { TipView(SortTip()) } }
                """),
        ].map { $0.adding(otherFiles: ["Sources/App/Tips.swift": tipDeclarations]) } + [
            RuleExample("""
                tips:
                  - id: pin-note
                    title: Pin a note
                    screen: NotesList
                    group: onboarding
                  - id: share-list
                    title: Share a list
                    screen: NotesList
                    group: onboarding
                  - id: export
                    title: Export
                    screen: Settings
                groups:
                  - id: onboarding
                """, path: "Tips/notes.tips.yml"),
            RuleExample("""
                tips:
                  - id: SearchTip
                    title: Search
                    screen: Library
                  - id: SortTip
                    title: Sort
                    screen: Library
                """, path: "Tips/library.tips.yml",
                otherFiles: ["Sources/App/LibraryView.swift": tipDeclarations + """

                    struct LibraryView: View {
                        @State var tips = TipGroup(.ordered) { SearchTip(); SortTip() }
                        var body: some View { TipView(tips.currentTip) }
                    }
                    """]),
        ] + scopeExamples.nonTriggering + tipKitRuleExamples.nonTriggering + conditionExamples.nonTriggering
            + compositionExamples.nonTriggering + contentExamples.nonTriggering + screenExamples.nonTriggering
            + sequenceExamples.nonTriggering + wrapperExamples.nonTriggering,
        lowerSeverityCases: LowerSeverityCases(
            .note, for: "tips that Tips.configure spaces out with a display frequency other than .immediate, unless one of them ignores it")
    )

    private static let tipDeclarations = """
        struct SearchTip: Tip { var title: Text { Text("Search") } }
        struct SortTip: Tip { var title: Text { Text("Sort") } }
        struct FavoriteTip: Tip { var title: Text { Text("Favourite") } }
        struct SwipeTip: Tip { var title: Text { Text("Swipe to delete") } }
        struct UrgentTip: Tip {
            var title: Text { Text("Urgent") }
            var options: [any TipOption] { [Tips.IgnoresDisplayFrequency(true)] }
        }
        """

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
        if let child = first.child {
            related.append(RelatedLocation(location: first.location, message: Message.childCreated(child.fact.typeName)))
        }
        var ownRelated: [RelatedLocation] = []
        if let child = second.child, child.fact.range != first.child?.fact.range || child.path != first.child?.path {
            ownRelated.append(RelatedLocation(location: second.location, message: Message.shownBy(names[1], child: child.fact.typeName)))
        }
        let at = second.site.location(second.site.fact.range)
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
            return first == second || !rulesKeepApart(first, second, index: index, state: state)
        }
    }
}
