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
            `.fullScreenCover`, a navigation destination, `.inspector`: a sheet on iPhone, though a column \
            beside the view on iPad and Mac, so a pair across it is left unreported) is a screen of its own, each `TabView` tab \
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
            + sequenceExamples.triggering + changeExamples.triggering + wrapperExamples.triggering + mergeExamples.triggering + containerExamples.triggering,
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
            + sequenceExamples.nonTriggering + changeExamples.nonTriggering + wrapperExamples.nonTriggering + containerExamples.nonTriggering,
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
}
