import Foundation
import Testing

/// What the second new-user trial found around the findings (issue 25): the summary line says
/// what hid each finding, the files with findings apart from the files linted, and which baseline
/// entries no longer occur; `--help` is pointed at only for command lines the parser cannot read;
/// `explain` says how to silence a rule; `rules` survives a broken configuration and hints only
/// at rules that are off; `--only-rule` does not judge a bare suppression comment; `--stats`
/// says why cached files were parsed; `--set-baseline-key` keeps a byte order mark.
@Suite(.serialized, .timeLimit(.minutes(3))) struct FindingsSummaryBinaryTests {
    typealias Binary = BinaryTests

    static let debug = "func debugMenu() {\n    Tips.showAllTipsForTesting()\n}\n"
    static let reset = "func resetAll() {\n    try? Tips.resetDatastore()\n}\n"
    static let hidden = "func hiddenMenu() {\n    // tiplint:disable:next ungated-testing-call - a debug build's menu\n    Tips.showAllTipsForTesting()\n}\n"

    /// The text report's last line.
    static func summary(_ output: String) -> String {
        String(output.split(separator: "\n").last ?? "")
    }

    @Test func theSummarySaysWhatHidEachFindingAndWhichBaselineEntriesAreGone() throws {
        let folder = try Binary.temporaryFolder([
            ".lintconfig.yml": "include: [\"**/*.swift\"]\n",
            "App/Debug.swift": Self.debug, "App/Reset.swift": Self.reset, "App/Hidden.swift": Self.hidden,
            "App/Model.swift": "struct Note { var text: String }\n",
        ])
        defer { Binary.remove(folder) }
        let plain = try Binary.run([], in: folder)
        // Two files with findings of the four linted; the comment's finding counted apart.
        #expect(Self.summary(plain.output) == "2 errors, 0 warnings, 0 notes in 2 files (1 suppressed by comments); 4 files linted", "\(plain.output)")
        #expect(try Binary.run(["--write-baseline", "known.json"], in: folder).status == 0)
        let baselined = try Binary.run(["--baseline", "known.json"], in: folder)
        #expect(Self.summary(baselined.output) == "0 errors, 0 warnings, 0 notes (1 suppressed by comments, 2 by the baseline); 4 files linted", "\(baselined.output)")
        // A fixed finding's entry is named by rule and file: a baseline records no line.
        try Data("func debugMenu() {}\n".utf8).write(to: folder.appendingPathComponent("App/Debug.swift"))
        let fixed = try Binary.run(["--baseline", "known.json"], in: folder)
        #expect(
            Self.summary(fixed.output).hasSuffix(
                "; 1 baseline finding is no longer matched: fixed, changed, or hidden by a comment (ungated-testing-call in App/Debug.swift); "
                    + "rewrite the baseline with `tiplint --write-baseline known.json` (check new findings first with --no-baseline)"),
            "\(fixed.output)")
        // JSON says the same, each count on its own.
        let json = try Binary.run(["--baseline", "known.json", "--format", "json"], in: folder)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["suppressedByComments"] as? Int == 1 && summary["suppressedByBaseline"] as? Int == 1 && summary["files"] as? Int == 4)
        let stale = try #require(summary["staleBaselineEntries"] as? [[String: Any]])
        #expect(stale.count == 1 && stale.first?["path"] as? String == "App/Debug.swift", "\(stale)")
    }

    @Test func onlyACommandLineTheParserCannotReadPointsAtHelp() throws {
        let folder = try Binary.temporaryFolder(["App/Debug.swift": Self.debug])
        defer { Binary.remove(folder) }
        let pointer = "Run 'tiplint --help' for usage."
        for arguments in [["--frobnicate"], ["--format"]] {
            let run = try Binary.run(arguments, in: folder)
            #expect(run.status == 2 && run.error.contains(pointer), "\(arguments) \(run.error)")
        }
        for arguments in [
            ["--baseline", "missing.json"], ["--config", "missing.yml"], ["--output", "App/Debug.swift"],
            ["--write-baseline", "known.json", "--only-rule", "title-length"], ["--write-baseline", "known.json", "--set-baseline-key"],
            ["explain", "no-such-rule"],
        ] {
            let run = try Binary.run(arguments, in: folder)
            #expect(run.status == 2 && !run.error.isEmpty && !run.error.contains(pointer), "\(arguments) \(run.error)")
        }
    }

    @Test func explainSaysHowToSilenceTheRuleAsItsPageDoes() throws {
        let run = try Binary.run(["explain", "title-length"], in: Binary.packageRoot, environment: ["COLUMNS": "10000"])
        #expect(run.status == 0)
        #expect(run.output.contains("\nSilence it:\n  One finding: `// tiplint:disable:next title-length - reason` on the line above it"), "\(run.output)")
        #expect(run.output.contains("  Every finding of the rule: `title-length: off` under `rules:` in `.lintconfig.yml`.\n"))
        let page = try String(contentsOf: Binary.packageRoot.appendingPathComponent("docs/rules/title-length.md"), encoding: .utf8)
        #expect(page.contains("- Every finding of the rule: `title-length: off` under `rules:` in `.lintconfig.yml`.\n"))
    }

    /// The eleventh trial read missing-configure's "Does not trigger" without the app file that
    /// configures TipKit, and took it for the opposite of the rule.
    @Test func explainShowsEveryFileOfAnExample() throws {
        let run = try Binary.run(["explain", "missing-configure"], in: Binary.packageRoot, environment: ["COLUMNS": "10000"])
        #expect(run.status == 0)
        let silent = run.output.components(separatedBy: "\nDoes not trigger:\n").last ?? ""
        #expect(silent.hasPrefix("  Sources/App/Example.swift:\n    struct SearchTip"), "\(run.output)")
        #expect(silent.contains("\n  And Sources/App/NotesApp.swift:\n    @main struct NotesApp: App {\n        init() { try? Tips.configure() }"), "\(run.output)")
        // The options an example runs with, as YAML a person can paste.
        let options = try Binary.run(["explain", "missing-invalidation"], in: Binary.packageRoot, environment: ["COLUMNS": "10000"])
        #expect(options.output.contains("\n  With these options:\n    rules:\n      missing-invalidation:\n        report-informational: true\n"), "\(options.output)")
    }

    @Test func rulesShowsTheDefaultsUnderABrokenConfigurationAndHintsOnlyAtRulesThatAreOff() throws {
        let folder = try Binary.temporaryFolder([".lintconfig.yml": "rules:\n  title-length: [warning\n"])
        defer { Binary.remove(folder) }
        let broken = try Binary.run(["rules"], in: folder)
        #expect(broken.status == 0 && broken.output.contains("multi-device-sync"), "\(broken.output)\(broken.error)")
        let configuration = folder.appendingPathComponent(".lintconfig.yml").path
        #expect(broken.error.hasPrefix("\(configuration):"), "\(broken.error)")
        #expect(broken.error.contains(": warning: ") && broken.error.hasSuffix("; showing the defaults\n"), "\(broken.error)")
        // Every rule that is off by default turned on: no hint to turn one on.
        try Data("rules:\n  multi-device-sync: note\n  counterexample-not-detected: note\n".utf8)
            .write(to: folder.appendingPathComponent(".lintconfig.yml"))
        let on = try Binary.run(["rules"], in: folder)
        #expect(on.status == 0 && !on.output.contains("Rules marked off"), "\(on.output)")
        try Data("rules:\n  multi-device-sync: note\n".utf8).write(to: folder.appendingPathComponent(".lintconfig.yml"))
        let oneOff = try Binary.run(["rules"], in: folder)
        #expect(oneOff.output.contains("(rules: {counterexample-not-detected: note})"), "\(oneOff.output)")
    }

    /// A misnamed configuration gets the warning `rules` is run to understand, as a lint does.
    @Test func rulesWarnsOfAMisnamedConfiguration() throws {
        let folder = try Binary.temporaryFolder([".git/HEAD": "ref: refs/heads/main\n", ".lintconfig.yaml": "rules:\n  title-length: off\n"])
        defer { Binary.remove(folder) }
        let run = try Binary.run(["rules"], in: folder)
        #expect(run.status == 0 && run.output.contains("title-length") && !run.output.contains("→"), "\(run.output)")
        #expect(run.error.contains(".lintconfig.yaml: warning: ") && run.error.contains("rename it to .lintconfig.yml"), "\(run.error)")
    }

    @Test func onlyRuleDoesNotJudgeACommentForRulesThatDidNotRun() throws {
        let folder = try Binary.temporaryFolder([
            ".lintconfig.yml": "include: [\"**/*.swift\"]\n",
            "App/Debug.swift": "func debugMenu() {\n    // tiplint:disable:next\n    Tips.showAllTipsForTesting()\n"
                + "    // tiplint:disable:next ungated-testing-call\n    Tips.showAllTipsForTesting()\n}\n",
        ])
        defer { Binary.remove(folder) }
        #expect(try Binary.run([], in: folder).status == 0)
        let only = try Binary.run(["--only-rule", "title-length", "--only-rule", "superfluous-suppression"], in: folder)
        #expect(only.status == 0 && !only.output.contains("superfluous-suppression]"), "\(only.output)")
        // Naming a rule that ran and hid nothing is still superfluous.
        try Data("func debugMenu() {\n    // tiplint:disable:next title-length\n    Tips.showAllTipsForTesting()\n}\n".utf8)
            .write(to: folder.appendingPathComponent("App/Debug.swift"))
        let named = try Binary.run(["--only-rule", "title-length", "--only-rule", "superfluous-suppression"], in: folder)
        #expect(named.output.contains("[superfluous-suppression]"), "\(named.output)")
    }

    @Test func statsSayWhyCachedFilesWereParsedAndJSONHasTheReportAndTotal() throws {
        let folder = try Binary.temporaryFolder([".lintconfig.yml": "include: [\"**/*.swift\"]\n", "App/Debug.swift": Self.debug])
        defer { Binary.remove(folder) }
        let cache = folder.appendingPathComponent("cache").path
        #expect(try Binary.run(["App", "--cache-dir", cache], in: folder).status == 1)
        try Data("include: [\"**/*.swift\"]\nrules:\n  title-length: error\n".utf8).write(to: folder.appendingPathComponent(".lintconfig.yml"))
        let changed = try Binary.run(["App", "--cache-dir", cache, "--stats", "--format", "json"], in: folder)
        #expect(changed.error.contains("tiplint stats: cache: 1 hit, 0 misses\n"), "\(changed.error)")
        #expect(changed.error.contains("because the configuration (its file, or a flag that changes it such as --only-rule) changed since the last run's stored result"), "\(changed.error)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(changed.output.utf8)) as? [String: Any])
        let stats = try #require(document["stats"] as? [String: Any])
        let milliseconds = try #require(stats["milliseconds"] as? [String: Double])
        #expect(Set(milliseconds.keys) == ["discovery", "analysis", "context", "rules", "finish", "report", "total"])
        let phases = ["discovery", "analysis", "context", "rules", "finish", "report"].compactMap { milliseconds[$0] }.reduce(0, +)
        #expect(abs((milliseconds["total"] ?? -1) - phases) < 0.01, "\(milliseconds)")
        #expect(stats["storedResultMisses"] as? [String] == ["configurationChanged"], "\(stats)")
        // Served whole the next time: nothing to explain.
        let warm = try Binary.run(["App", "--cache-dir", cache, "--stats"], in: folder)
        #expect(!warm.error.contains("although"), "\(warm.error)")
    }

    @Test func setBaselineKeyKeepsAByteOrderMark() throws {
        let folder = try Binary.temporaryFolder(["App/Debug.swift": Self.debug])
        defer { Binary.remove(folder) }
        let configuration = folder.appendingPathComponent(".lintconfig.yml")
        let text = "# tiplint\r\nbaseline: off\r\n"
        try (Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)).write(to: configuration)
        let run = try Binary.run(["--write-baseline", "known.json", "--set-baseline-key"], in: folder)
        #expect(run.status == 0, "\(run.error)")
        let expected = Data([0xEF, 0xBB, 0xBF]) + Data(text.replacingOccurrences(of: "baseline: off", with: "baseline: known.json").utf8)
        let written = try Data(contentsOf: configuration)
        #expect(written == expected, "\(String(decoding: written, as: UTF8.self))")
    }
}
