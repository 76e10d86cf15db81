import TipLintCore

/// Examples of screens made of views: a view's screen includes the child views its body
/// creates (a pair made through a child is reported at the child's display site, the child's
/// creation as a related location), but not what it presents (`.sheet`, navigation destinations), not what it creates
/// in an action, and only one `TabView` tab at a time.
extension SimultaneousTipsRule {
    private static let compositionTips = """
        struct TagsTip: Tip { var title: Text { Text("Tags") } }
        struct SearchTip: Tip { var title: Text { Text("Search") } }
        struct SortTip: Tip { var title: Text { Text("Sort") } }
        """

    static let compositionExamples = (
        triggering: [
            RuleExample("""
                struct NoteView: View {
                    var body: some View { TagList().popoverTip(TagsTip()) }
                }
                struct TagList: View {
                    var body: some View { Text("Tags").1️⃣popoverTip(TagsTip()) }
                }
                """, messages: ["1️⃣": """
                    TagsTip is shown twice on NoteView's screen, which creates TagList; show it in one place
                    """]),
            RuleExample("""
                struct LibraryView: View {
                    var body: some View {
                        VStack {
                            TipView(SearchTip())
                            SortButton()
                        }
                    }
                }
                struct SortButton: View {
                    var body: some View { Button("Sort") { }.1️⃣popoverTip(SortTip()) }
                }
                """, messages: ["1️⃣": """
                    SortTip can be on screen together with SearchTip where LibraryView creates SortButton; \
                    show one tip at a time with a TipGroup or exclusive branches
                    """]),
            // Two children, and a tip two levels down.
            RuleExample("""
                struct LibraryView: View {
                    var body: some View {
                        HStack {
                            SearchBar()
                            Toolbar()
                        }
                    }
                }
                struct SearchBar: View { var body: some View { TipView(SearchTip()) } }
                struct Toolbar: View { var body: some View { SortMenu() } }
                struct SortMenu: View { var body: some View { Text("Sort").1️⃣popoverTip(SortTip()) } }
                """),
        ].map { $0.adding(otherFiles: ["Sources/App/CompositionTips.swift": compositionTips]) },
        nonTriggering: [
            // Exclusive branches around the child, a sheet, a navigation destination, an action.
            RuleExample("""
                struct LibraryView: View {
                    let compact: Bool
                    @State var showSort = false
                    var body: some View {
                        NavigationStack {
                            if compact { SortButton() } else { TipView(SearchTip()) }
                            NavigationLink("Sort options") { SortButton() }
                            NavigationLink(destination: SortButton()) { Text("More") }
                            Button("Sort") { showSort = true; log(SortButton()) }
                                .sheet(isPresented: $showSort) { SortButton() }
                        }
                    }
                    func log(_ value: Any) { }
                }
                struct SortButton: View {
                    var body: some View { Button("Sort") { }.popoverTip(SortTip()) }
                }
                """),
            // The two arms of a `?:`.
            RuleExample("""
                struct CompactLibraryView: View {
                    let compact: Bool
                    var body: some View {
                        compact ? AnyView(TipView(SearchTip())) : AnyView(SortButton())
                    }
                }
                struct SortButton: View {
                    var body: some View { Button("Sort") { }.popoverTip(SortTip()) }
                }
                """),
            // One `#if` clause is compiled into a build.
            RuleExample("""
                struct RootView: View {
                    var body: some View {
                        #if os(iOS)
                        SearchScreen()
                        #else
                        SortScreen()
                        #endif
                    }
                }
                struct SearchScreen: View { var body: some View { TipView(SearchTip()) } }
                struct SortScreen: View { var body: some View { Text("Sort").popoverTip(SortTip()) } }
                """),
            // One tab shows at a time.
            RuleExample("""
                struct RootView: View {
                    var body: some View {
                        TabView {
                            SearchScreen().tabItem { Text("Search") }
                            SortScreen().tabItem { Text("Sort") }
                        }
                    }
                }
                struct SearchScreen: View { var body: some View { TipView(SearchTip()) } }
                struct SortScreen: View { var body: some View { TipView(SortTip()) } }
                """),
            // A view that shows itself recursively, and a capitalised call that is not a view.
            RuleExample("""
                struct Outline: View {
                    let depth: Int
                    var body: some View {
                        VStack {
                            TipView(TagsTip())
                            if depth < 3 { Outline(depth: depth + 1) }
                            Text(Formatter(depth: depth).text)
                        }
                    }
                }
                struct Formatter { let depth: Int; var text: String { "\\(depth)" } }
                """),
            // A child of that name in another target of the package is not this module's view.
            RuleExample("""
                struct Badge: View { var body: some View { Text("New") } }
                struct FeedView: View {
                    var body: some View {
                        VStack {
                            TipView(SearchTip())
                            Badge()
                        }
                    }
                }
                """, path: "Sources/Feed/FeedView.swift", otherFiles: [
                    "Package.swift": """
                        let package = Package(name: "Notes", targets: [.target(name: "Feed"), .target(name: "Settings")])
                        """,
                    "Sources/Settings/Badge.swift": """
                        struct Badge: View { var body: some View { TipView(SortTip()) } }
                        """,
                ]),
            // Two copies of one view for two platforms (targets the project files do not tell
            // apart): each copy is its own screen, and which one a call creates is undecidable.
            RuleExample("""
                struct ServerList: View {
                    var body: some View {
                        List {
                            TipView(SearchTip())
                            ServerRow()
                        }
                    }
                }
                struct ServerRow: View { var body: some View { Text("Server") } }
                """, path: "tvOS/ServerList.swift", otherFiles: [
                    "iOS/ServerList.swift": """
                        struct ServerList: View {
                            var body: some View {
                                List { Text("Servers").popoverTip(SortTip()) }
                            }
                        }
                        struct ServerRow: View { var body: some View { Text("Server").popoverTip(TagsTip()) } }
                        """,
                ]),
            // A popover on some rows only: under a condition inside the row, or through a project
            // overload of `popoverTip` that shows it only when its caller says so.
            RuleExample("""
                extension View {
                    @ViewBuilder
                    func popoverTip(_ tip: (any Tip)?, arrowEdge: Edge, isActive: Bool) -> some View {
                        if let tip, isActive { self.popoverTip(tip, arrowEdge: arrowEdge) } else { self }
                    }
                }
                struct TagRows: View {
                    let tags: [String]
                    var body: some View {
                        List {
                            ForEach(tags, id: \\.self) { tag in
                                Text(tag).popoverTip(TagsTip(), arrowEdge: .top, isActive: tag == tags.first)
                            }
                        }
                    }
                }
                struct LastTagRow: View {
                    let tags: [String]
                    var body: some View {
                        List(tags, id: \\.self) { tag in
                            if tag == tags.last { Text(tag).popoverTip(SortTip()) } else { Text(tag) }
                        }
                    }
                }
                """),
        ].map { $0.adding(otherFiles: ["Sources/App/CompositionTips.swift": compositionTips]) }
    )
}
