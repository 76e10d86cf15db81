import Foundation
import Testing

/// What the fourth new-user trial found wrong (issue 25): the command that rewrites a stale
/// baseline, run as written, records what the baseline stands for (not whatever the working
/// folder holds); and a file tiplint could not parse, printed as a warning, is not contradicted
/// by the summary's "0 warnings".
@Suite(.serialized, .timeLimit(.minutes(3))) struct FourthTrialBinaryTests {
    typealias Binary = BinaryTests

    static let debug = "func debugMenu() {\n    Tips.showAllTipsForTesting()\n}\n"
    static let reset = "func resetAll() {\n    try? Tips.resetDatastore()\n}\n"

    /// The text report's last line.
    static func summary(_ output: String) -> String {
        String(output.split(separator: "\n").last ?? "")
    }

    /// The command between the backticks after "rewrite the baseline with", as shell words
    /// (single quotes undone: the tests' paths hold no quote).
    static func rewriteCommand(_ output: String) -> [String]? {
        guard let start = output.range(of: "rewrite the baseline with `")?.upperBound,
            let end = output[start...].firstIndex(of: "`")
        else { return nil }
        var words: [String] = []
        var word = ""
        var quoted = false
        for character in output[start..<end] {
            if character == "'" {
                quoted.toggle()
            } else if character == " ", !quoted {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// A project B4 whose configuration's key names ci/base.json, beside a folder of other code
    /// with a finding of its own; the baseline records B4's two findings, then one is fixed.
    static func projectBesideOtherCode() throws -> URL {
        let folder = try Binary.temporaryFolder([
            "B4/.lintconfig.yml": "include: [\"**/*.swift\"]\nbaseline: ci/base.json\n",
            "B4/App/Debug.swift": Self.debug, "B4/App/Reset.swift": Self.reset, "Other/Reset.swift": Self.reset,
        ])
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("B4/ci"), withIntermediateDirectories: true)
        let written = try Binary.run(["--write-baseline", "ci/base.json"], in: folder.appendingPathComponent("B4"))
        #expect(written.status == 0 && written.error.contains("wrote 2 findings"), "\(written.output)\(written.error)")
        try Data("func debugMenu() {}\n".utf8).write(to: folder.appendingPathComponent("B4/App/Debug.swift"))
        return folder
    }

    /// The baseline's entries' paths.
    static func entryPaths(_ baseline: URL) throws -> [String] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: baseline)) as? [String: Any])
        return (document["findings"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
    }

    @Test func theRewriteCommandLintsWhatTheKeysBaselineStandsFor() throws {
        let folder = try Self.projectBesideOtherCode()
        defer { Binary.remove(folder) }
        let run = try Binary.run(["B4"], in: folder)
        #expect(run.status == 0 && run.output.contains("1 baseline finding is no longer matched"), "\(run.output)\(run.error)")
        let command = try #require(Self.rewriteCommand(run.output), "\(run.output)")
        #expect(command == ["tiplint", "--write-baseline", "B4/ci/base.json", "B4"], "\(run.output)")
        // GitHub's log line says the same.
        let github = try Binary.run(["B4", "--format", "github"], in: folder)
        #expect(Self.rewriteCommand(github.output) == command, "\(github.output)")
        // A run over part of the project (one file, as a hook or an editor lints) names the whole
        // of it: a rewrite over the file alone would drop the other files' entries.
        let part = try Binary.run(["B4/App/Debug.swift"], in: folder)
        #expect(Self.rewriteCommand(part.output) == command, "\(part.output)")
        // Run as written from the same folder, it records B4's finding alone, relative to B4.
        let rewrite = try Binary.run(Array(command.dropFirst()), in: folder)
        #expect(rewrite.status == 0 && rewrite.error.contains("wrote 1 finding to B4/ci/base.json"), "\(rewrite.output)\(rewrite.error)")
        #expect(try Self.entryPaths(folder.appendingPathComponent("B4/ci/base.json")) == ["App/Reset.swift"])
        let after = try Binary.run(["B4"], in: folder)
        #expect(after.status == 0 && !after.output.contains("no longer matched"), "\(after.output)\(after.error)")
        // From inside the project, the working folder is what the key stands for: no path.
        try Data(Self.debug.utf8).write(to: folder.appendingPathComponent("B4/App/Debug.swift"))
        _ = try Binary.run(["--write-baseline", "ci/base.json"], in: folder.appendingPathComponent("B4"))
        try Data("func debugMenu() {}\n".utf8).write(to: folder.appendingPathComponent("B4/App/Debug.swift"))
        let inside = try Binary.run(["App"], in: folder.appendingPathComponent("B4"))
        #expect(Self.rewriteCommand(inside.output) == ["tiplint", "--write-baseline", "ci/base.json"], "\(inside.output)")
    }

    /// The options that decide which findings exist come along, quoted where a shell would read
    /// them; `--baseline FILE` on the command line stands for the run's own paths; past five
    /// paths the command says to give this run's rather than list them.
    @Test func theRewriteCommandCarriesTheRunsOptionsAndPaths() throws {
        let folder = try Self.projectBesideOtherCode()
        defer { Binary.remove(folder) }
        let configured = try Binary.run(["--config", "B4/.lintconfig.yml", "--no-ignore", "B4"], in: folder)
        #expect(
            Self.rewriteCommand(configured.output)
                == ["tiplint", "--write-baseline", "B4/ci/base.json", "--config", "B4/.lintconfig.yml", "--no-ignore", "B4"],
            "\(configured.output)")
        // `--only-rule` cannot go with --write-baseline, which records every rule's findings.
        let onlyRule = try Binary.run(["--only-rule", "ungated-testing-call", "B4"], in: folder)
        #expect(Self.rewriteCommand(onlyRule.output) == ["tiplint", "--write-baseline", "B4/ci/base.json", "B4"], "\(onlyRule.output)")
        // A baseline of its own, over two files, in a file whose name needs quotes.
        let project = folder.appendingPathComponent("B4")
        let files = ["App/Debug.swift", "App/Reset.swift"]
        try Data(Self.debug.utf8).write(to: project.appendingPathComponent("App/Debug.swift"))
        let own = try Binary.run(["--write-baseline", "my base.json"] + files, in: project)
        #expect(own.status == 0 && own.error.contains("wrote 2 findings"), "\(own.output)\(own.error)")
        try Data("func debugMenu() {}\n".utf8).write(to: project.appendingPathComponent("App/Debug.swift"))
        let stale = try Binary.run(["--baseline", "my base.json"] + files, in: project)
        #expect(stale.output.contains("`tiplint --write-baseline 'my base.json' App/Debug.swift App/Reset.swift`"), "\(stale.output)")
        let command = try #require(Self.rewriteCommand(stale.output))
        let rewrite = try Binary.run(Array(command.dropFirst()), in: project)
        #expect(rewrite.status == 0 && rewrite.error.contains("wrote 1 finding"), "\(rewrite.output)\(rewrite.error)")
        #expect(try Self.entryPaths(project.appendingPathComponent("my base.json")) == ["App/Reset.swift"])
        // Six paths: too many to print.
        try Data(Self.debug.utf8).write(to: project.appendingPathComponent("App/Debug.swift"))
        let six = files + ["App", ".", "./App", "App/"]
        _ = try Binary.run(["--write-baseline", "my base.json"] + six, in: project)
        try Data("func debugMenu() {}\n".utf8).write(to: project.appendingPathComponent("App/Debug.swift"))
        let many = try Binary.run(["--baseline", "my base.json"] + six, in: project)
        #expect(
            many.output.contains("rewrite the baseline with `tiplint --write-baseline 'my base.json'` and the same paths and options as this run"),
            "\(many.output)")
    }

    /// A file that does not parse is named as a warning of tiplint's own; the summary counts it
    /// apart from the findings, and it fails no run (`--strict` included): every format agrees.
    @Test func aFileThatDoesNotParseIsCountedApartFromTheFindings() throws {
        let folder = try Binary.temporaryFolder([
            ".lintconfig.yml": "include: [\"**/*.swift\"]\n",
            "App/Broken.swift": "import TipKit\nstruct Hint: Tip {\n    var title: Text { Text(\"Hi\") }\n    func (\n}\n",
        ])
        defer { Binary.remove(folder) }
        let text = try Binary.run(["--strict"], in: folder)
        #expect(text.status == 0, "\(text.output)\(text.error)")
        #expect(text.output.contains("App/Broken.swift:4:10: warning: the file does not parse as Swift"), "\(text.output)")
        #expect(
            Self.summary(text.output) == "0 errors, 0 warnings, 0 notes; 1 file linted; 1 warning from tiplint itself, not counted as a finding",
            "\(text.output)")
        let json = try Binary.run(["--format", "json"], in: folder)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["warnings"] as? Int == 0 && (document["notifications"] as? [Any])?.count == 1, "\(json.output)")
        let sarif = try Binary.run(["--format", "sarif"], in: folder)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
        let sarifRun = try #require((log["runs"] as? [[String: Any]])?.first)
        let invocation = try #require((sarifRun["invocations"] as? [[String: Any]])?.first)
        #expect((sarifRun["results"] as? [Any])?.count == 0 && (invocation["toolExecutionNotifications"] as? [Any])?.count == 1, "\(sarif.output)")
        let junit = try Binary.run(["--format", "junit", "--strict"], in: folder)
        #expect(junit.status == 0 && junit.output.contains("failures=\"0\" errors=\"0\" skipped=\"1\""), "\(junit.output)")
    }
}
