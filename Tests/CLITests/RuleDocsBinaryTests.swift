import Foundation
import Testing
import TipLintCore
@testable import tiplint

/// `tiplint rules` (off-by-default rules marked), `rules --write-docs`, and rule links that
/// come from `rule-docs-url` only: SARIF `helpUri` and the language server's `codeDescription`.
@Suite(.serialized) struct RuleDocsBinaryTests {
    typealias Binary = BinaryTests

    static let project = ["App/Debug.swift": "func debugMenu() {\n    Tips.showAllTipsForTesting()\n}\n"]

    @Test func rulesMarksTheRulesThatAreOffByDefault() throws {
        let run = try Binary.run(["rules"], in: Binary.packageRoot)
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        let off = try #require(lines.first { $0.hasPrefix("counterexample-not-detected ") })
        #expect(off.contains(" off (note) "), "\(off)")
        let on = try #require(lines.first { $0.hasPrefix("title-length ") })
        #expect(on.contains(" warning ") && !on.contains("off"), "\(on)")
        #expect(run.output.contains("Rules marked off run only when .lintconfig.yml gives them a severity"))
        let explain = try Binary.run(["explain", "counterexample-not-detected"], in: Binary.packageRoot)
        #expect(explain.output.hasPrefix("counterexample-not-detected (off (note)):"), "\(explain.output)")
        #expect(explain.output.contains("What it cannot know: "))
    }

    @Test func writeDocsWritesEveryPageAndLeavesUpToDatePagesAlone() throws {
        let folder = try Binary.temporaryFolder(["pages/retired-rule.md": "old\n"])
        defer { Binary.remove(folder) }
        let first = try Binary.run(["rules", "--write-docs", "pages"], in: folder)
        #expect(first.status == 0, "\(first.error)")
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("pages").path)
        #expect(pages.contains("README.md") && pages.contains("title-length.md") && pages.contains("ungated-testing-call.md"))
        #expect(first.error.contains("pages/retired-rule.md is no rule's page"), "\(first.error)")
        let count = pages.count - 1
        #expect(first.output == "Wrote \(count) of \(count) rule pages to pages\n")
        let page = try String(contentsOf: folder.appendingPathComponent("pages/title-length.md"), encoding: .utf8)
        let committed = try String(contentsOf: Binary.packageRoot.appendingPathComponent("docs/rules/title-length.md"), encoding: .utf8)
        #expect(page == committed)

        let again = try Binary.run(["rules", "--write-docs=pages/"], in: folder)
        #expect(again.output == "Wrote 0 of \(count) rule pages to pages/ (\(count) already up to date)\n")

        let onAFile = try Binary.run(["rules", "--write-docs", "pages/README.md"], in: folder)
        #expect(onAFile.status == 2 && onAFile.error.contains("it is a file; give a folder"), "\(onAFile.error)")
    }

    @Test func parsesWriteDocsInBothSpellings() throws {
        #expect(try CommandParser.parse(["rules", "--write-docs", "docs/rules"]) == .writeRuleDocs(folder: "docs/rules"))
        #expect(try CommandParser.parse(["rules", "--write-docs=docs/rules"]) == .writeRuleDocs(folder: "docs/rules"))
        #expect(throws: UsageError.self) { try CommandParser.parse(["rules", "--write-docs"]) }
        #expect(throws: UsageError.self) { try CommandParser.parse(["rules", "--write-docs", "a", "b"]) }
        #expect(throws: UsageError.self) { try CommandParser.parse(["rules", "--wrte-docs", "a"]) }
    }

    /// With `rule-docs-url`, every rule links to its page and the log stays schema-valid.
    @Test func sarifHelpURIComesFromRuleDocsURL() throws {
        var files = Self.project
        files[".lintconfig.yml"] = "rule-docs-url: https://docs.example.org/tiplint/rules/\n"
        let folder = try Binary.temporaryFolder(files)
        defer { Binary.remove(folder) }
        let run = try Binary.run(["App", "--format", "sarif", "-o", "out.sarif"], in: folder)
        #expect(run.status == 1, "\(run.error)")
        let sarif = try String(contentsOf: folder.appendingPathComponent("out.sarif"), encoding: .utf8)
        #expect(sarif.contains("\"helpUri\" : \"https://docs.example.org/tiplint/rules/ungated-testing-call.md\""))
        #expect(!sarif.contains("github.com"))
        guard let checker = SchemaCheckers.tool("check-jsonschema", install: "pip install check-jsonschema rfc3987") else { return }
        let validation = try Binary.run(
            ["--schemafile", SchemaCheckers.sarifSchema.path, folder.appendingPathComponent("out.sarif").path], in: folder, executable: checker)
        #expect(validation.status == 0, "\(validation.output)\(validation.error)")

        try Data("include: [\"**/*.swift\"]\n".utf8).write(to: folder.appendingPathComponent(".lintconfig.yml"))
        let unlinked = try Binary.run(["App", "--format", "sarif"], in: folder)
        #expect(unlinked.output.contains("\"rules\" : [") && !unlinked.output.contains("helpUri"))
    }

    @Test func serverDiagnosticsLinkTheRuleOnlyWhenRuleDocsURLIsSet() {
        let finding = Finding(
            ruleID: "title-length", severity: .warning, message: "too long", kind: "too-long",
            location: SourceLocation(path: "/p/A.swift", range: SourceRange(start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 2))))
        #expect(DiagnosticConversion.diagnostic(for: finding, ruleDocsURL: nil)["codeDescription"] == nil)
        let linked = DiagnosticConversion.diagnostic(for: finding, ruleDocsURL: "https://docs.example.org/rules")
        #expect((linked["codeDescription"] as? [String: String])?["href"] == "https://docs.example.org/rules/title-length.md")
    }
}
