import Foundation
import Testing
import TipLintCore
import TipLintRules

/// Each format rendered from one fixed run and compared with a golden file.
/// `RECORD=1 swift test` rewrites the golden files; review the diff before committing.
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
        let result = Linter(configuration: configuration, rules: allRules).lint(sources: sources)
        return Report(result: result, rules: allRules, root: "/work/My App")
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

    @Test func sarifKeepsSuppressedResultsOnlyWhenAsked() throws {
        var report = try Self.report()
        let without = try SARIFReporter().render(report)
        report.includeSuppressed = true
        let with = try SARIFReporter().render(report)
        #expect(!without.contains("\"suppressions\""))
        #expect(with.contains("\"kind\" : \"inSource\""))
        #expect(with.contains("migrating ids in 2.0"))
    }

    @Test func sarifURIsAreRootRelativeAndPercentEncoded() throws {
        let sarif = try SARIFReporter().render(Self.report())
        #expect(sarif.contains("\"uri\" : \"Sources/Views/Library%20View.swift\""))
        #expect(sarif.contains("\"uri\" : \"file:///work/My%20App/\""))
        #expect(sarif.contains("\"uriBaseId\" : \"%SRCROOT%\""))
    }
}
