import TipLintCore

/// One finding per display site: a child view created in several arms of its parent meets
/// another tip in each arm, and the site's finding names them all (each other tip is also a
/// related location that names it). Pairs made on different screens stay apart: each is its own
/// statement about its own screen.
extension SimultaneousTipsRule {
    private static let mergeTips = """
        struct ExportTip: Tip { var title: Text { Text("Export") } }
        struct SearchTip: Tip { var title: Text { Text("Search") } }
        struct SortTip: Tip { var title: Text { Text("Sort") } }
        struct FilterTip: Tip { var title: Text { Text("Filter") } }
        struct ShareTip: Tip { var title: Text { Text("Share") } }
        struct PinTip: Tip { var title: Text { Text("Pin") } }
        struct TagTip: Tip { var title: Text { Text("Tag") } }
        """

    static let mergeExamples = (
        triggering: [
            RuleExample("""
                struct SettingsView: View {
                    let compact: Bool
                    var body: some View {
                        if compact {
                            TipView(SortTip())
                            ExportRow()
                        } else {
                            TipView(SearchTip())
                            ExportRow()
                        }
                    }
                }
                struct ExportRow: View {
                    var body: some View { Button("Export") { }.1️⃣popoverTip(ExportTip()) }
                }
                """, messages: ["1️⃣": """
                    ExportTip can be on screen together with SearchTip and SortTip where SettingsView creates ExportRow; \
                    show one tip at a time with a TipGroup or exclusive branches
                    """]),
            // Three tips on one screen: the last one's finding names both that come before it, so
            // that one pass fixes the screen (the second names the first).
            RuleExample("""
                struct PantryView: View {
                    var body: some View {
                        VStack { TipView(SearchTip()) }
                            .toolbar {
                                Button("Sort") { }.1️⃣popoverTip(SortTip())
                                Button("Share") { }.2️⃣popoverTip(ShareTip())
                            }
                    }
                }
                """, messages: [
                    "1️⃣": "SortTip can be on screen together with SearchTip; show one tip at a time with a TipGroup or exclusive branches",
                    "2️⃣": """
                        ShareTip can be on screen together with SearchTip and SortTip; show one tip at a time with a TipGroup \
                        or exclusive branches
                        """,
                ]),
            // More than five other tips: the first four by name, then how many more.
            RuleExample("""
                enum Pane { case search, sort, filter, share, pin, tag }
                struct SettingsView: View {
                    let pane: Pane
                    var body: some View {
                        switch pane {
                        case .search: TipView(SearchTip()); ExportRow()
                        case .sort: TipView(SortTip()); ExportRow()
                        case .filter: TipView(FilterTip()); ExportRow()
                        case .share: TipView(ShareTip()); ExportRow()
                        case .pin: TipView(PinTip()); ExportRow()
                        case .tag: TipView(TagTip()); ExportRow()
                        }
                    }
                }
                struct ExportRow: View {
                    var body: some View { Button("Export") { }.1️⃣popoverTip(ExportTip()) }
                }
                """, messages: ["1️⃣": """
                    ExportTip can be on screen together with FilterTip, PinTip, SearchTip, ShareTip and 2 more where \
                    SettingsView creates ExportRow; show one tip at a time with a TipGroup or exclusive branches
                    """]),
            // A screen that already shows a TipGroup: the tips beside it are to join that group,
            // which each finding names.
            RuleExample("""
                struct OrderView: View {
                    @State private var onboarding = TipGroup(.ordered) { SearchTip(); SortTip() }
                    var body: some View {
                        VStack {
                            TipView(onboarding.currentTip)
                            1️⃣TipView(FilterTip())
                            Button("Share") { }.2️⃣popoverTip(ShareTip())
                        }
                    }
                }
                """, messages: [
                    "1️⃣": "FilterTip can be on screen together with the TipGroup 'onboarding'; add FilterTip to the group 'onboarding' so that one tip shows at a time",
                    "2️⃣": """
                        ShareTip can be on screen together with FilterTip and the TipGroup 'onboarding'; add ShareTip and FilterTip \
                        to the group 'onboarding' so that one tip shows at a time
                        """,
                ]),
            // Two parents, two screens: a finding for each, as each is fixed on its own screen.
            RuleExample("""
                struct SearchScreen: View {
                    var body: some View { TipView(SearchTip()); ExportRow() }
                }
                struct SortScreen: View {
                    var body: some View { TipView(SortTip()); ExportRow() }
                }
                struct ExportRow: View {
                    var body: some View { Button("Export") { }.1️⃣2️⃣popoverTip(ExportTip()) }
                }
                """, messages: [
                    "1️⃣": """
                        ExportTip can be on screen together with SearchTip where SearchScreen creates ExportRow; \
                        show one tip at a time with a TipGroup or exclusive branches
                        """,
                    "2️⃣": """
                        ExportTip can be on screen together with SortTip where SortScreen creates ExportRow; \
                        show one tip at a time with a TipGroup or exclusive branches
                        """,
                ]),
        ].map { $0.adding(otherFiles: ["Sources/App/MergeTips.swift": mergeTips]) },
        nonTriggering: [RuleExample]()
    )
}
