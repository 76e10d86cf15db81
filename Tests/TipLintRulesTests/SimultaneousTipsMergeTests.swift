import Testing
import TipLintCore
import TipLintRules

/// simultaneous-tips: the pairs found at one display site that differ only in the other tip are
/// one finding, whose related notes each name their tip, and whose fingerprint is the one each
/// pair had before (rule, path, the site's tip, its line), so a baseline written then still hides it.
@Suite struct SimultaneousTipsMergeTests {
    /// The rule's example of a child view created in both arms of its parent, linted as the
    /// example tests lint it (its markers taken out), so its text is written once.
    func lint() throws -> LintResult {
        let rule = try #require(allRules.first { $0.id == "simultaneous-tips" })
        let example = try #require(rule.description.triggering.first {
            $0.messages.values.contains { $0.contains("together with SearchTip and SortTip where SettingsView creates ExportRow") }
        })
        return try ExampleHarness.lint(example.with(code: ExampleHarness.stripMarkers(example.code).code), running: rule)
    }

    @Test func oneFindingWhoseNotesNameTheirTips() throws {
        let found = try lint().findings.filter { $0.ruleID == "simultaneous-tips" }
        try #require(found.count == 1)
        #expect(found[0].tipName == "ExportTip")
        #expect(found[0].related.map { "\($0.location.range.start.line): \($0.message)" } == [
            "8: SearchTip is also shown here",
            "9: ExportTip is shown by ExportRow, created here",
            "5: SortTip is also shown here",
            "6: ExportTip is shown by ExportRow, created here",
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
