import Foundation
import Testing

/// The seventh new-user trial's CLI findings (issue 25): SwiftLint's reporter names, comments,
/// subcommands and flags meet the tiplint way; `explain` wraps its prose; `--set-baseline-key`
/// says which baseline it replaced and leaves that file where it is.
@Suite(.serialized, .timeLimit(.minutes(3))) struct SeventhTrialBinaryTests {
    typealias Binary = BinaryTests

    static let twoTips = """
        struct SearchTip: Tip {
            var title: Text { Text("Search") }
        }
        struct SortTip: Tip {
            var title: Text { Text("Sort") }
        }
        struct LibraryView: View {
            var body: some View {
                VStack {
                    TipView(SearchTip())
                    TipView(SortTip()) // swiftlint:disable:this simultaneous-tips
                    Text("Books") // swiftlint:disable:this line_length
                }
            }
        }

        """

    /// `--reporter X` names the `--format` that writes X's kind of report, or lists the formats.
    @Test func reporterNamesTheFormatThatFits() throws {
        let folder = try Binary.temporaryFolder(["App/Tips.swift": "struct PinTip: Tip { var title: Text { Text(\"Pin\") } }\n"])
        defer { Binary.remove(folder) }
        let xcode = try Binary.run(["--reporter", "xcode"], in: folder)
        #expect(xcode.status == 2 && xcode.error.contains("unknown option '--reporter'; did you mean --format text? (tiplint's counterpart of SwiftLint's xcode reporter)"), "\(xcode.error)")
        // The answer works as it is.
        #expect(try Binary.run(["--format", "text"], in: folder).status != 2)
        let csv = try Binary.run(["--reporter", "csv"], in: folder)
        #expect(csv.status == 2 && csv.error.contains("it has no csv format; use one of text, json, sarif, github, gitlab"), "\(csv.error)")
    }

    /// SwiftLint's comment naming a tiplint rule hides nothing and says what to write; one about
    /// SwiftLint's own rules is left alone.
    @Test func swiftLintCommentNamingATiplintRuleSaysWhatToWrite() throws {
        let folder = try Binary.temporaryFolder(["App/Library.swift": Self.twoTips])
        defer { Binary.remove(folder) }
        let run = try Binary.run([], in: folder)
        #expect(run.output.contains(
            "warning: swiftlint:disable:this is SwiftLint's comment and hides nothing from tiplint; did you mean `// tiplint:disable:this simultaneous-tips`? [superfluous-suppression]"),
            "\(run.output)")
        #expect(run.output.contains("App/Library.swift:11:"), "\(run.output)")
        #expect(run.output.contains("[simultaneous-tips]"), "the finding stays: \(run.output)")
        #expect(!run.output.contains("line_length"), "\(run.output)")
        // The comment it suggests hides the finding, and nothing is left to say.
        let fixed = Self.twoTips.replacingOccurrences(of: "// swiftlint:disable:this simultaneous-tips", with: "// tiplint:disable:this simultaneous-tips")
        try Data(fixed.utf8).write(to: folder.appendingPathComponent("App/Library.swift"))
        let quiet = try Binary.run([], in: folder)
        #expect(!quiet.output.contains("[simultaneous-tips]") && !quiet.output.contains("[superfluous-suppression]"), "\(quiet.output)")
    }

    /// SwiftLint's subcommands are no paths: each says what tiplint does instead; a folder of
    /// that name is linted, as any path is. `--no-color` and `-v` get a hint.
    @Test func swiftLintCommandsAndFlagsGetAHint() throws {
        let folder = try Binary.temporaryFolder(["App/Tips.swift": "struct PinTip: Tip { var title: Text { Text(\"Pin\") } }\n"])
        defer { Binary.remove(folder) }
        let expected = [
            "analyze": "unknown command 'analyze'; tiplint has no analyze command",
            "generate-docs": "unknown command 'generate-docs'; tiplint rules --write-docs FOLDER writes a page per rule",
            "reporters": "unknown command 'reporters'; tiplint's formats are text, json, sarif",
            "baseline": "unknown command 'baseline'; tiplint --write-baseline FILE records today's findings",
        ]
        for (command, message) in expected {
            let run = try Binary.run([command], in: folder)
            #expect(run.status == 2 && run.error.contains(message) && !run.error.contains("no such file"), "\(command): \(run.error)")
        }
        let noColor = try Binary.run(["--no-color"], in: folder)
        #expect(noColor.status == 2 && noColor.error.contains("unknown option '--no-color'; colour is off when the NO_COLOR environment variable is set"), "\(noColor.error)")
        let v = try Binary.run(["-v"], in: folder)
        #expect(v.status == 2 && v.error.contains("unknown option '-v'; the version is --version"), "\(v.error)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try Data("struct DocTip: Tip { var title: Text { Text(\"Doc\") } }\n".utf8).write(to: folder.appendingPathComponent("docs/Doc.swift"))
        let docs = try Binary.run(["docs"], in: folder)
        #expect(!docs.error.contains("unknown command"), "\(docs.error)")
    }

    /// Prose is wrapped (80 columns when the output is no terminal, or `COLUMNS`), never inside
    /// a code span, and the examples' code never is.
    @Test func explainWrapsItsProse() throws {
        let run = try Binary.run(["explain", "simultaneous-tips"], in: Binary.packageRoot, environment: ["COLUMNS": nil])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        let code = Set(lines.filter { $0.hasPrefix("    ") && !$0.hasPrefix("     ") || $0.hasPrefix("        ") })
        let long = lines.filter { $0.count > 80 && !code.contains($0) && $0.contains(" ") }
        #expect(long.isEmpty, "\(long)")
        #expect(lines.count > 30, "\(run.output)")
        // No code span is cut: every prose line holds an even number of backticks.
        let spans = lines.filter { !$0.hasPrefix("    ") }.filter { $0.filter { $0 == "`" }.count % 2 == 1 }
        #expect(spans.isEmpty, "\(spans)")
        let wide = try Binary.run(["explain", "simultaneous-tips"], in: Binary.packageRoot, environment: ["COLUMNS": "100000"])
        #expect(wide.output.split(separator: "\n").contains { $0.count > 1_000 }, "a large COLUMNS keeps paragraphs whole")
        let narrow = try Binary.run(["explain", "simultaneous-tips"], in: Binary.packageRoot, environment: ["COLUMNS": "60"])
        #expect(narrow.output.split(separator: "\n").filter { !$0.hasPrefix("    ") && $0.count > 60 && $0.contains(" ") }.isEmpty, "\(narrow.output)")
    }

    /// Setting the key to another file says which file it named before, and leaves it on disk.
    @Test func setBaselineKeySaysWhichBaselineItReplaced() throws {
        let folder = try Binary.temporaryFolder([
            ".lintconfig.yml": "baseline: off\n", "App/Debug.swift": "func debugMenu() {\n    Tips.showAllTipsForTesting()\n}\n",
        ])
        defer { Binary.remove(folder) }
        let first = try Binary.run(["--write-baseline", "base.json", "--set-baseline-key"], in: folder)
        #expect(first.status == 0 && !first.error.contains("was"), "\(first.error)")
        let second = try Binary.run(["--write-baseline", "other.json", "--set-baseline-key"], in: folder)
        #expect(second.status == 0, "\(second.error)")
        #expect(second.error.contains("set baseline: other.json in "), "\(second.error)")
        #expect(second.error.contains(
            "tiplint: baseline: was base.json, now other.json; base.json is no longer read and is left on disk: delete it if nothing else uses it\n"),
            "\(second.error)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("base.json").path))
        // Run from a subfolder, the old file is named by a path that works there (`../`: it is in the folder above).
        let third = try Binary.run(["--write-baseline", "../third.json", "--set-baseline-key", ".."], in: folder.appendingPathComponent("App"))
        #expect(third.status == 0 && third.error.contains("was other.json, now third.json; ../other.json is no longer read and is left on disk"),
            "\(third.error)")
        // The same file again replaces nothing.
        let again = try Binary.run(["--write-baseline", "third.json", "--set-baseline-key"], in: folder)
        #expect(again.status == 0 && !again.error.contains("was "), "\(again.error)")
        // A key that named a file no longer there says so.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("third.json"))
        let gone = try Binary.run(["--write-baseline", "fourth.json", "--set-baseline-key"], in: folder)
        #expect(gone.error.contains("baseline: was third.json, now fourth.json; the old file does not exist"), "\(gone.error)")
    }
}
