import Testing
@testable import TipLintCore
import TipLintRules

/// The summary line's words the fourth new-user trial found wrong (issue 25): the command that
/// rewrites a stale baseline, as a shell reads it, and tiplint's own notifications counted apart.
@Suite struct SummaryLineTests {
    static func report(stale: [StaleBaselineFile], options: [String] = [], notifications: [ToolNotification] = []) -> Report {
        var result = LintResult(findings: [], notifications: notifications, fileCount: 3, parsedCount: 3, sourceLines: [:], rootRelativePaths: [:])
        result.staleBaselineEntries = stale.isEmpty ? [] : [Baseline.Entry(fingerprint: "f", ruleID: "title-length", path: "A.swift", message: "m")]
        var report = Report(result: result, rules: allRules, root: "/p")
        report.staleBaselineFiles = stale
        report.rewriteOptions = options
        return report
    }

    /// The text between the first pair of backticks after "rewrite".
    static func command(_ line: String) -> String? {
        guard let start = line.range(of: "rewrite")?.upperBound, let open = line[start...].firstIndex(of: "`") else { return nil }
        let rest = line[line.index(after: open)...]
        return rest.firstIndex(of: "`").map { String(rest[..<$0]) }
    }

    @Test func wordsAShellWouldReadAreQuotedAndAPathLikeAnOptionFollowsDoubleDash() {
        let line = Self.report(
            stale: [StaleBaselineFile(path: "ci/my base.json", lintedPaths: ["-odd", "App's"])], options: ["--docs-glob", "*.txt", "--no-ignore"]
        ).summaryLine
        #expect(Self.command(line) == #"tiplint --write-baseline 'ci/my base.json' --docs-glob '*.txt' --no-ignore -- -odd 'App'\''s'"#, "\(line)")
    }

    @Test func eachOfSeveralBaselinesGetsItsOwnCommand() {
        let line = Self.report(stale: [
            StaleBaselineFile(path: "A/base.json", lintedPaths: ["A"]), StaleBaselineFile(path: "B/base.json", lintedPaths: ["B"]),
        ], options: ["--no-ignore"]).summaryLine
        #expect(line.hasSuffix(
            "rewrite the baselines with `tiplint --write-baseline A/base.json --no-ignore A` and "
                + "`tiplint --write-baseline B/base.json --no-ignore B` (check new findings first with --no-baseline)"), "\(line)")
    }

    @Test func notificationsAreCountedByLevelApartFromTheFindings() {
        let warning = ToolNotification(level: .warning, path: "A.swift", position: nil, message: "the file does not parse as Swift")
        let note = ToolNotification(level: .note, path: "B.swift", position: nil, message: "not linted: excluded")
        let line = Self.report(stale: [], notifications: [warning, warning, note]).summaryLine
        #expect(line == "0 errors, 0 warnings, 0 notes; 3 files linted; 2 warnings and 1 note from tiplint itself, not counted as findings")
        #expect(!Self.report(stale: [], notifications: [warning]).fails)
    }
}
