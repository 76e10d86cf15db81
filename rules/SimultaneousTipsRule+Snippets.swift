import TipLintCore

extension SimultaneousTipsRule {
    /// Doc snippets: a block rarely declares the tip types it uses, yet one variable given to two
    /// display sites of one view is one tip shown twice.
    static let snippetExamples = [
        RuleExample("""
            ```swift
            struct FilterView: View {
                let filterTip = FilterTip()
                var body: some View {
                    TipView(filterTip)
                    Image(systemName: "line.3.horizontal.decrease").1️⃣popoverTip(filterTip)
                }
            }
            ```
            """, path: "Docs/Filters.md", messages: ["1️⃣": "filterTip is shown twice in this view; show it in one place"]),
        RuleExample("""
            ```swift
            VStack {
                TipView(exportTip)
                Button("Export") { export() }
                    .1️⃣popoverTip(exportTip)
            }
            ```
            """, path: "Docs/Export.md"),
    ]
}
