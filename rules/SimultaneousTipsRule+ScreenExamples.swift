import TipLintCore

/// Examples of what can be on screen together: a view member keeps the branch, tab and
/// presentation of the one place that uses it; the tabs of a `TabView` (its `Tab`s, or a
/// `ForEach` over the tabs) and the arms of `if #available` are alternatives; and displays that
/// no single build compiles (`#if os(macOS)` beside `#if os(iOS)`) are never in one app.
extension SimultaneousTipsRule {
    private static let screenTips = """
        struct FirstTaskTip: Tip { var title: Text { Text("Add your first task") } }
        struct SortTasksTip: Tip { var title: Text { Text("Sort tasks") } }
        struct FilterTip: Tip { var title: Text { Text("Filter") } }
        struct InboxTip: Tip { var title: Text { Text("Your inbox") } }
        struct SettingsTip: Tip { var title: Text { Text("Settings") } }
        """

    static let screenExamples = (
        triggering: [
            // Two instances of a tip whose id each construction gives are two tips on screen.
            RuleExample("""
                struct ServerHint: Tip {
                    let id: String
                    let text: String
                    var title: Text { Text(text) }
                }
                struct Hints: View {
                    var body: some View {
                        Text("Inbox").popoverTip(ServerHint(id: "archive", text: "Swipe to archive"))
                        Text("Feed").1️⃣popoverTip(ServerHint(id: "refresh", text: "Pull to refresh"))
                    }
                }
                """, messages: ["1️⃣": """
                    ServerHint can be on screen together with another ServerHint; show one tip at a time with a \
                    TipGroup or exclusive branches
                    """]),
            // A member used in both arms is on the second arm's screen too.
            RuleExample("""
                struct TodoView: View {
                    let tasks: [String]
                    var body: some View {
                        if tasks.isEmpty {
                            emptyState
                        } else {
                            List(tasks, id: \\.self) { Text($0) }.popoverTip(SortTasksTip())
                            emptyState
                        }
                    }
                    private var emptyState: some View { 1️⃣TipView(FirstTaskTip()) }
                }
                """, messages: ["1️⃣": """
                    FirstTaskTip can be on screen together with SortTasksTip; show one tip at a time with a TipGroup \
                    or exclusive branches
                    """]),
            // Mac Catalyst builds compile both `os(iOS)` and `targetEnvironment(macCatalyst)` code.
            RuleExample("""
                struct FilterBar: View {
                    var body: some View {
                        VStack {
                            #if os(iOS)
                            TipView(FilterTip())
                            #endif
                            #if targetEnvironment(macCatalyst)
                            Button("Sort") { }.1️⃣popoverTip(SortTasksTip())
                            #endif
                        }
                    }
                }
                """, messages: ["1️⃣": """
                    SortTasksTip can be on screen together with FilterTip; show one tip at a time with a TipGroup \
                    or exclusive branches
                    """]),
            // A condition on anything but the platform and DEBUG may hold in any build.
            RuleExample("""
                struct FilterBar: View {
                    var body: some View {
                        VStack {
                            #if os(macOS)
                            TipView(FilterTip())
                            #endif
                            #if canImport(UIKit)
                            1️⃣TipView(SortTasksTip())
                            #endif
                        }
                    }
                }
                """),
        ].map { $0.adding(otherFiles: ["Sources/App/ScreenTips.swift": screenTips]) },
        nonTriggering: [
            // Two presentations chained on one view are two screens, each its own.
            RuleExample("""
                struct TodoView: View {
                    @State var sorting = false
                    var body: some View {
                        NavigationStack {
                            Text("Tasks")
                                .navigationDestination(for: Int.self) { _ in TipView(FirstTaskTip()) }
                                .sheet(isPresented: $sorting) { TipView(SortTasksTip()) }
                        }
                    }
                }
                """),
            RuleExample("""
                struct TodoView: View {
                    @State var tasks: [String] = []
                    var body: some View {
                        if tasks.isEmpty {
                            emptyState
                        } else {
                            List(tasks, id: \\.self) { Text($0) }.popoverTip(SortTasksTip())
                        }
                    }
                    @ViewBuilder private var emptyState: some View {
                        VStack {
                            Text("Nothing yet")
                            TipView(FirstTaskTip())
                        }
                    }
                }
                """),
            // Through two members, and a member shown only in a sheet.
            RuleExample("""
                struct TodoView: View {
                    let tasks: [String]
                    @State var showsFilters = false
                    var body: some View {
                        Group {
                            if tasks.isEmpty { placeholder } else { Text("\\(tasks.count) tasks").popoverTip(SortTasksTip()) }
                        }
                        .sheet(isPresented: $showsFilters) { self.filters }
                    }
                    private var placeholder: some View { ScrollView { emptyState } }
                    private var emptyState: some View { TipView(FirstTaskTip()) }
                    private var filters: some View { Toggle("Done only", isOn: .constant(true)).popoverTip(FilterTip()) }
                }
                """),
            // Tabs built twice, one layout per availability arm.
            RuleExample("""
                enum LegacyTab: String, CaseIterable, Identifiable {
                    case inbox, settings
                    var id: String { rawValue }
                }
                struct InboxView: View { var body: some View { TipView(InboxTip()) } }
                struct SettingsView: View { var body: some View { TipView(SettingsTip()) } }
                struct RootView: View {
                    var body: some View {
                        if #available(iOS 18.0, *) {
                            TabView {
                                Tab("Inbox", systemImage: "tray") { InboxView() }
                                Tab("Settings", systemImage: "gear") { SettingsView() }
                            }
                        } else {
                            TabView {
                                ForEach(LegacyTab.allCases) { tab in
                                    content(for: tab).tabItem { Text(tab.rawValue) }
                                }
                            }
                        }
                    }
                    @ViewBuilder func content(for tab: LegacyTab) -> some View {
                        switch tab {
                        case .inbox: InboxView()
                        case .settings: SettingsView()
                        }
                    }
                }
                """),
            // Tabs built in a member the `TabView` uses.
            RuleExample("""
                struct InboxView: View { var body: some View { TipView(InboxTip()) } }
                struct RootTabs: View {
                    var body: some View { TabView { tabs } }
                    @ViewBuilder private var tabs: some View {
                        InboxView()
                            .tabItem { Label("Inbox", systemImage: "tray") }
                        Text("Settings")
                            .popoverTip(SettingsTip())
                            .tabItem { Label("Settings", systemImage: "gear") }
                    }
                }
                """),
            // A `ForEach` over the tabs: each tab's popover is on that tab alone.
            RuleExample("""
                enum Pane: String, CaseIterable, Identifiable {
                    case inbox, settings
                    var id: String { rawValue }
                }
                struct PanesView: View {
                    var body: some View {
                        TabView {
                            ForEach(Pane.allCases) { pane in
                                Text(pane.rawValue)
                                    .popoverTip(InboxTip())
                                    .tabItem { Text(pane.rawValue) }
                            }
                        }
                    }
                }
                """),
            // Destinations a navigation stack pushes, built by a member, replace the root screen.
            RuleExample("""
                enum Route: Hashable { case inbox, settings }
                struct SettingsView: View { var body: some View { TipView(SettingsTip()) } }
                struct StackView: View {
                    @State var path: [Route] = []
                    var body: some View {
                        NavigationStack(path: $path) {
                            List { TipView(InboxTip()) }
                                .navigationDestination(for: Route.self) { route in destination(for: route) }
                        }
                    }
                    @ViewBuilder private func destination(for route: Route) -> some View {
                        switch route {
                        case .inbox: Text("Inbox").popoverTip(FilterTip())
                        case .settings: SettingsView()
                        }
                    }
                }
                """),
            // No build compiles both: the member is used only under `#if os(macOS)`.
            RuleExample("""
                struct FilterBar: View {
                    let filterTip = FilterTip()
                    var body: some View {
                        VStack {
                            #if os(macOS)
                            headerView
                            #endif
                            Text("Results")
                        }
                        #if os(iOS)
                        .toolbar { ToolbarItem { Button("Filter") { }.popoverTip(filterTip) } }
                        #endif
                    }
                    private var headerView: some View { Button("Filter") { }.popoverTip(filterTip) }
                }
                """),
            RuleExample("""
                struct FilterBar: View {
                    var body: some View {
                        VStack {
                            #if DEBUG
                            TipView(FilterTip())
                            #endif
                            Text("Results")
                            #if !DEBUG
                            TipView(SortTasksTip())
                            #endif
                        }
                    }
                }
                """),
        ].map { $0.adding(otherFiles: ["Sources/App/ScreenTips.swift": screenTips]) }
    )
}
