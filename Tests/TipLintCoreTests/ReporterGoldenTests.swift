import Foundation
import Testing
import TipLintCore
import TipLintRules

/// Each format rendered from one fixed run and compared with a golden file.
/// `RECORD=1 swift test` rewrites the golden files; review the diff before committing.
/// The real rules find the findings, but the report describes them with `GoldenStubRules`, so
/// that adding a rule or rewording a rationale does not change the SARIF rule metadata here.
@Suite struct ReporterGoldenTests {
    static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func report() throws -> Report {
        let configuration = try Configuration.parse("", path: "c.yml", root: "/work/My App", rules: allRules)
        let sources = [
            SourceText(path: "Sources/Tips.swift", text: """
                struct SearchTip: Tip {
                    var id = UUID().uuidString
                    var title: Text { Text("Search every note, tag and attachment 🎉 at once") }
                }
                // tiplint:disable:next unstable-tip-id - migrating ids in 2.0
                struct PinTip: Tip { var id = UUID().uuidString; var title: Text { Text("Pin") } }
                """, root: "/work/My App"),
            SourceText(path: "Sources/Views/Library View.swift", text: """
                struct LibraryView: View {
                    var body: some View {
                        TipView(SearchTip())
                        Text("Pinned").popoverTip(PinTip())
                    }
                    func debug() { Tips.showAllTipsForTesting() }
                }
                """, root: "/work/My App"),
            SourceText(path: "Sources/Broken.swift", text: "struct Tip {", root: "/work/My App"),
        ]
        let result = Project(configuration: configuration, rules: allRules, sources: sources).lint()
        return Report(result: result, rules: GoldenStubRules.all, root: "/work/My App")
    }

    func check(_ rendered: String, against name: String) throws {
        let url = Self.goldenFolder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD"] == "1" {
            try FileManager.default.createDirectory(at: Self.goldenFolder, withIntermediateDirectories: true)
            try Data(rendered.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(rendered == expected, "\(name) differs from its golden file; run RECORD=1 swift test and review the diff")
    }

    @Test func text() throws {
        try check(TextReporter(showSource: false, colour: false).render(Self.report()), against: "report.txt")
    }

    @Test func textOnATerminalShowsTheSourceAndACaret() throws {
        try check(TextReporter(showSource: true, colour: false).render(Self.report()), against: "report-terminal.txt")
    }

    @Test func json() throws {
        try check(JSONReporter().render(Self.report()), against: "report.json")
    }

    @Test func sarif() throws {
        try check(SARIFReporter().render(Self.report()), against: "report.sarif")
    }

    @Test func github() throws {
        try check(GitHubReporter().render(Self.report()), against: "report.github.txt")
    }

    @Test func gitlab() throws {
        try check(GitLabReporter().render(Self.report()), against: "report.gitlab.json")
    }

    @Test func checkstyle() throws {
        try check(CheckstyleReporter().render(Self.report()), against: "report.checkstyle.xml")
    }

    @Test func junit() throws {
        try check(JUnitReporter().render(Self.report()), against: "report.junit.xml")
    }

    @Test func markdown() throws {
        try check(MarkdownReporter().render(Self.report()), against: "report.md")
    }

    @Test func sarifKeepsSuppressedResultsOnlyWhenAsked() throws {
        var report = try Self.report()
        let without = try SARIFReporter().render(report)
        report.includeSuppressed = true
        let with = try SARIFReporter().render(report)
        #expect(!without.contains("\"suppressions\""))
        #expect(with.contains("\"kind\" : \"inSource\""))
        #expect(with.contains("migrating ids in 2.0"))
    }

    /// Rule links come from `rule-docs-url` only: without it no `helpUri` at all.
    @Test func sarifLinksRulesToTheirPagesOnlyWhenRuleDocsURLIsSet() throws {
        var report = try Self.report()
        #expect(try !SARIFReporter().render(report).contains("helpUri"))
        report.ruleDocsURL = "https://docs.example.org/tiplint/rules"
        let linked = try SARIFReporter().render(report)
        #expect(linked.contains("\"helpUri\" : \"https://docs.example.org/tiplint/rules/title-length.md\""))
        #expect(linked.components(separatedBy: "\"helpUri\"").count == report.rules.count + 1)
    }

    @Test func sarifURIsAreRootRelativeAndPercentEncoded() throws {
        let sarif = try SARIFReporter().render(Self.report())
        #expect(sarif.contains("\"uri\" : \"Sources/Views/Library%20View.swift\""))
        #expect(sarif.contains("\"uri\" : \"file:///work/My%20App/\""))
        #expect(sarif.contains("\"uriBaseId\" : \"%SRCROOT%\""))
    }
}

/// Fixed rule metadata for the golden files: one stub per rule id the fixture's findings use,
/// with test-owned words. Stubs find nothing; only their descriptions reach the reports.
enum GoldenStubRules {
    static let all: [AnyRule] = [
        AnyRule(TitleLengthStub.self), AnyRule(UngatedTestingCallStub.self), AnyRule(MissingInvalidationStub.self),
        AnyRule(UnstableTipIDStub.self), AnyRule(SimultaneousTipsStub.self), AnyRule(MissingConfigureStub.self),
    ]
}

/// A rule with a fixed description built from its id and severity.
protocol GoldenStubRule: Rule where Options == NoOptions {
    static var id: String { get }
    static var severity: Severity { get }
    /// The one message kind the fixture's findings of this rule have.
    static var kind: String { get }
}

extension GoldenStubRule {
    static var description: RuleDescription {
        RuleDescription(
            id: id, name: id, summary: "Summary of \(id)", rationale: "Why \(id) matters.",
            messages: [kind: "What \(id)/\(kind) means."],
            defaultSeverity: severity, triggering: [RuleExample("1️⃣Tips.showAllTipsForTesting()")], nonTriggering: [])
    }

    static func findings(in index: ProjectIndex, options: NoOptions, context: RuleContext) -> [Finding] { [] }
}

enum TitleLengthStub: GoldenStubRule { static let id = "title-length", severity = Severity.warning, kind = "too-long" }
enum UngatedTestingCallStub: GoldenStubRule { static let id = "ungated-testing-call", severity = Severity.error, kind = "shows-tips-to-everyone" }
enum MissingInvalidationStub: GoldenStubRule { static let id = "missing-invalidation", severity = Severity.warning, kind = "never-invalidated" }
enum UnstableTipIDStub: GoldenStubRule { static let id = "unstable-tip-id", severity = Severity.error, kind = "tip-id-changes" }
enum SimultaneousTipsStub: GoldenStubRule { static let id = "simultaneous-tips", severity = Severity.warning, kind = "together" }
enum MissingConfigureStub: GoldenStubRule { static let id = "missing-configure", severity = Severity.warning, kind = "never-configured" }
