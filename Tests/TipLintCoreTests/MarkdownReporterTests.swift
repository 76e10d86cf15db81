import Testing
import TipLintCore
import TipLintRules

/// `--format markdown` goes into pull-request comments that GitHub renders: text from the linted
/// project must never become markup there, and the report stays within a comment's size.
@Suite struct MarkdownReporterTests {
    /// The golden files' run with its findings replaced.
    static func report(findings: [Finding], docsURL: String? = nil) throws -> Report {
        var report = try ReporterGoldenTests.report()
        report.result.findings = findings
        report.result.notifications = []
        report.ruleDocsURL = docsURL
        return report
    }

    static func finding(_ message: String, path: String = "/p/A.swift", line: Int = 3, related: [RelatedLocation] = []) -> Finding {
        let position = SourcePosition(line: line, column: 5)
        return Finding(
            ruleID: "title-length", severity: .warning, message: message, kind: "too-long",
            location: SourceLocation(path: path, range: SourceRange(start: position, end: position)), related: related)
    }

    @Test func textFromTheProjectIsEscapedInEveryCell() throws {
        let hostile = "<img src=x onerror=alert(1)> | [click](https://evil.example) **bold**\nnext"
        let note = RelatedLocation(
            location: SourceLocation(path: "/p/<b>.swift", range: SourceRange(start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 1))),
            message: "shown here `x` | y")
        let markdown = MarkdownReporter().render(try Self.report(findings: [Self.finding(hostile, related: [note])]))
        #expect(!markdown.contains("<img"))
        #expect(!markdown.contains("](https://evil"))
        #expect(!markdown.contains("**bold**"))
        #expect(markdown.contains("&lt;img src=x onerror=alert\\(1\\)&gt; \\| \\[click\\]"))
        // One table row per finding: the line break in the message is a space, every `|` escaped.
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| warning") }
        #expect(rows.count == 1)
        #expect(rows.first?.contains("<br>↳ ") == true)
        #expect(rows.first?.contains("&lt;b&gt;.swift:1:1: shown here \\`x\\` \\| y") == true)
    }

    @Test func theRulePageLinkIsMadeOnlyForWebAddressesAndIsPercentEncoded() throws {
        let findings = [Self.finding("Too long")]
        let linked = MarkdownReporter().render(try Self.report(findings: findings, docsURL: "https://docs.example.org/tip lint)/rules"))
        #expect(linked.contains("[Rule page](https://docs.example.org/tip%20lint%29/rules/title-length.md)"))
        let script = MarkdownReporter().render(try Self.report(findings: findings, docsURL: "javascript:alert(1)//"))
        #expect(!script.contains("](javascript"))
        #expect(script.contains("Rule page: `javascript:alert(1)//title-length.md`"))
        #expect(!MarkdownReporter().render(try Self.report(findings: findings)).contains("Rule page"))
    }

    @Test func aRuleShowsAtMostItsRowLimitAndCountsTheRest() throws {
        let findings = (1...(MarkdownReport.rowsPerRule + 7)).map { Self.finding("Too long \($0)", line: $0) }
        let page = MarkdownReport(try Self.report(findings: findings))
        #expect(page.tables.count == 1)
        #expect(page.tables[0].rows.count == MarkdownReport.rowsPerRule)
        #expect(page.tables[0].omitted == 7)
        #expect(MarkdownReporter().render(page).contains("7 more findings of this rule"))
    }

    /// One order for the text summary's table and the Markdown tables: errors first, then the
    /// larger counts, then by id, whatever order the findings come in.
    @Test func theTablesFollowTheTextSummarysRuleOrder() throws {
        func finding(_ rule: String, _ severity: Severity, line: Int) -> Finding {
            var finding = Self.finding("Found", line: line)
            finding.ruleID = rule
            finding.severity = severity
            return finding
        }
        let findings = [
            finding("title-length", .warning, line: 1), finding("missing-invalidation", .warning, line: 2),
            finding("missing-invalidation", .warning, line: 3), finding("ungated-testing-call", .error, line: 4),
        ]
        let page = MarkdownReport(try Self.report(findings: findings))
        #expect(page.tables.map(\.ruleID) == ["ungated-testing-call", "missing-invalidation", "title-length"])
        #expect(page.tables.map(\.ruleID) == TextReporter.ruleOrder(findings))
    }

    @Test func theFormatIsRegistered() {
        #expect(ReporterRegistry.formatIDs.contains("markdown"))
    }

    /// The summary's command is a code span; the prose around it, and a part whose backticks do
    /// not pair, stay escaped text, with only what starts markup in a paragraph escaped.
    @Test func theSummarysQuotedCommandIsCodeAndTheRestIsEscaped() {
        #expect(MarkdownText.proseWithCode("rewrite with `tiplint --write-baseline a_b.json` (check *first* with --no-baseline)")
            == "rewrite with `tiplint --write-baseline a_b.json` (check \\*first\\* with --no-baseline)")
        #expect(MarkdownText.proseWithCode("`<b>` and `x") == MarkdownText.prose("`<b>` and `x"))
        #expect(MarkdownText.proseWithCode("a `<b>|` c") == "a `<b>\\|` c")
    }

    /// A paragraph escapes what would start markup there, not every punctuation mark: the
    /// summary line reads as written in a log (issue 25, the sixth trial's item 12).
    @Test func proseEscapesOnlyWhatStartsMarkupInAParagraph() {
        #expect(MarkdownText.prose("0 errors (2 suppressed by the baseline); shared-tip-id in App/Tips.swift!")
            == "0 errors (2 suppressed by the baseline); shared-tip-id in App/Tips.swift!")
        // Emphasis, code, links, math, tables and HTML stay inert wherever they are.
        #expect(MarkdownText.prose("a_b *c* ~d~ [e](f) $g$ h|i \\ <script>&amp;")
            == "a\\_b \\*c\\* \\~d\\~ \\[e\\](f) \\$g\\$ h\\|i \\\\ &lt;script&gt;&amp;amp;")
        // A heading, list or quote marker only where a line starts.
        #expect(MarkdownText.prose("# x - y") == "\\# x - y")
        #expect(MarkdownText.prose("- x") == "\\- x")
        #expect(MarkdownText.prose("12. x 3.") == "12\\. x 3.")
        #expect(MarkdownText.prose("- x", atLineStart: false) == "- x")
        #expect(MarkdownText.proseWithCode("`a` - b") == "`a` - b")
        #expect(MarkdownText.proseWithCode("- `a`") == "\\- `a`")
    }
}
