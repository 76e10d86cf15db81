import Testing
import TipLintCore
import TipLintRules

/// simultaneous-tips: the pairs found at one display site that differ only in the other tip are
/// one finding, whose related notes each name their tip, and whose fingerprint is the one each
/// pair had before (rule, path, the site's tip, its line), so a baseline written then still hides it.
@Suite struct SimultaneousTipsMergeTests {
    static let code = """
        struct ExportTip: Tip { var title: Text { Text("Export") } }
        struct SearchTip: Tip { var title: Text { Text("Search") } }
        struct SortTip: Tip { var title: Text { Text("Sort") } }
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
            var body: some View { Button("Export") { }.popoverTip(ExportTip()) }
        }
        """

    func lint() throws -> LintResult {
        let configuration = try Configuration.parse("", path: "c.yml", root: "/project", rules: allRules)
        return Project(configuration: configuration, rules: allRules, sources: [SourceText(path: "App/Settings.swift", text: Self.code, root: "/project")]).lint()
    }

    @Test func oneFindingWhoseNotesNameTheirTips() throws {
        let found = try lint().findings.filter { $0.ruleID == "simultaneous-tips" }
        try #require(found.count == 1)
        #expect(found[0].tipName == "ExportTip")
        #expect(found[0].related.map { "\($0.location.range.start.line): \($0.message)" } == [
            "11: SearchTip is also shown here",
            "12: ExportTip is shown by ExportRow, created here",
            "8: SortTip is also shown here",
            "9: ExportTip is shown by ExportRow, created here",
        ])
    }

    /// A baseline written before the merge holds one entry per pair, all with the same
    /// fingerprint: the merged finding uses one, the others are counted as stale.
    @Test func aBaselineOfThePairsStillHidesTheMergedFinding() throws {
        var result = try lint()
        var baseline = Baseline(result: result)
        guard let entry = baseline.findings.first(where: { $0.ruleID == "simultaneous-tips" }) else {
            Issue.record("no simultaneous-tips entry")
            return
        }
        baseline.findings.append(entry)
        baseline.apply(to: &result)
        #expect(result.findings.filter { $0.ruleID == "simultaneous-tips" && $0.suppression == nil }.isEmpty)
        #expect(result.staleBaselineEntries.count == 1)
    }
}
