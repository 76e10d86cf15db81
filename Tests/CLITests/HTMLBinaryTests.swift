import Foundation
import Testing

@testable import tiplint

/// `--format html` through the built binary: standard output, `-o`, `--report html=FILE`, and
/// the tips come with the findings (the inventory of the same paths).
@Suite struct HTMLBinaryTests {
    typealias Binary = BinaryTests

    static let project = [
        ".lintconfig.yml": "include: [\"**/*.swift\"]\n",
        "App/Tips.swift": """
            struct PinTip: Tip {
                var title: Text { Text("Pin <notes> & keep them at the top of the list, always") }
                var options: [any TipOption] { [Tips.MaxDisplayCount(3)] }
            }
            struct V: View {
                var body: some View { Button("Pin") {}.popoverTip(PinTip()) }
            }
            """,
    ]

    @Test func parsesHTMLLikeEveryFormat() throws {
        var expected = LintOptions()
        expected.format = .html
        expected.outputPath = "tips.html"
        #expect(try CommandParser.parse(["--format", "html", "-o", "tips.html"]) == .lint(expected))
        var report = LintOptions()
        report.reports = [ReportRequest(format: .html, path: "tips.html")]
        #expect(try CommandParser.parse(["--report", "html=tips.html"]) == .lint(report))
        #expect(throws: UsageError(message: "--format html reports on files; it cannot take --stdin-path")) {
            try CommandParser.parse(["--stdin-path", "App/Tips.swift", "--format", "html"])
        }
    }

    @Test func writesOnePageWithTheTipsAndTheFindings() throws {
        let folder = try Binary.temporaryFolder(Self.project)
        defer { Binary.remove(folder) }
        let printed = try Binary.run(["--format", "html"], in: folder)
        #expect(printed.status == 0, "\(printed.error)")
        #expect(printed.output.hasPrefix("<!DOCTYPE html>\n") && printed.output.hasSuffix("</html>\n"))
        #expect(printed.output.contains("<h3>Pin &lt;notes&gt; &amp; keep them at the top of the list, always"))
        #expect(printed.output.contains("<li><code>MaxDisplayCount(3)</code></li>"))
        #expect(printed.output.contains("<code>title-length</code>") && printed.output.contains("<code>App/Tips.swift</code>"))

        let written = try Binary.run(["App", "--format", "html", "-o", "page.html", "--report", "html=again.html"], in: folder)
        #expect(written.status == 0 && written.output.isEmpty, "\(written.error)")
        let page = try String(contentsOf: folder.appendingPathComponent("page.html"), encoding: .utf8)
        let again = try String(contentsOf: folder.appendingPathComponent("again.html"), encoding: .utf8)
        #expect(page == again && page.contains("id <code>PinTip</code>"), "\(page.prefix(400))")
        #expect(try Binary.run(["--format", "html", "--stdin-path", "App/Tips.swift"], in: folder, input: "").status == 2)
    }
}
