import Foundation
import Testing

/// Issue 25 §3, the habits SwiftLint users bring: adopting a baseline with the file `init`
/// wrote (`--write-baseline FILE --set-baseline-key`), `--no-baseline`, `--only-rule`,
/// `--strict`, `--reporter`, `tiplint rules` with the configured severities, the options'
/// documented defaults and the text report's table per rule.
@Suite(.serialized, .timeLimit(.minutes(3))) struct HabitsBinaryTests {
    typealias Binary = BinaryTests

    static let debug = "func debugMenu() {\n    Tips.showAllTipsForTesting()\n}\n"
    static let longTitle = """
        struct FavoritesTip: Tip {
            var title: Text { Text("Tap the heart on any recipe to save it to your favourites") }
        }
        func favourites() -> some View {
            Text("Recipes").popoverTip(FavoritesTip())
        }

        """

    static func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test func writeBaselineSetsTheKeyInTheStarterFileAndAPlainRunUsesIt() throws {
        let folder = try Binary.temporaryFolder(["App/Debug.swift": Self.debug, "App/Tips.swift": Self.longTitle])
        defer { Binary.remove(folder) }
        let configuration = folder.appendingPathComponent(".lintconfig.yml")
        #expect(try Binary.run(["init"], in: folder).status == 0)
        let starter = try Self.text(configuration)
        let before = try Binary.run([], in: folder)
        #expect(before.status == 1, "\(before.output)\(before.error)")
        let adopt = try Binary.run(["--write-baseline", "tiplint-baseline.json", "--set-baseline-key"], in: folder)
        #expect(adopt.status == 0, "\(adopt.output)\(adopt.error)")
        #expect(adopt.error.contains("set baseline: tiplint-baseline.json in \(configuration.path)"), "\(adopt.error)")
        // The value replaced on its own line; every comment and other line as `init` wrote it.
        #expect(try Self.text(configuration) == starter.replacingOccurrences(of: "\nbaseline: off\n", with: "\nbaseline: tiplint-baseline.json\n"))
        // A later plain run, from any folder, uses the baseline the key names.
        let plain = try Binary.run([], in: folder)
        #expect(plain.status == 0 && !plain.output.contains("showAllTipsForTesting"), "\(plain.output)\(plain.error)")
        let inside = try Binary.run(["Debug.swift"], in: folder.appendingPathComponent("App"))
        #expect(inside.status == 0, "\(inside.output)\(inside.error)")
        // --no-baseline and --baseline off set it aside for one run.
        for flags in [["--no-baseline"], ["--baseline", "off"]] {
            let run = try Binary.run(flags, in: folder)
            #expect(run.status == 1 && run.output.contains("showAllTipsForTesting"), "\(flags) \(run.output)\(run.error)")
        }
        // Adopting again changes nothing in the file and says so.
        let again = try Binary.run(["--write-baseline", "tiplint-baseline.json", "--set-baseline-key"], in: folder)
        #expect(again.status == 0 && again.error.contains("already sets baseline: tiplint-baseline.json"), "\(again.error)")
        // A baseline in a subfolder is named relative to the configuration file.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App/ci"), withIntermediateDirectories: true)
        // A run over part of the project would record part of its findings: refused, with the
        // command that lints the whole folder the key stands for.
        let part = try Binary.run(["--write-baseline", "ci/known.json", "--set-baseline-key", "."], in: folder.appendingPathComponent("App"))
        #expect(part.status == 2 && part.error.contains("lints only part of it") && part.error.contains("tiplint --write-baseline ci/known.json --set-baseline-key .."), "\(part.error)")
        #expect(try Self.text(configuration).contains("\nbaseline: tiplint-baseline.json\n"))
        let nested = try Binary.run(["--write-baseline", "ci/known.json", "--set-baseline-key", ".."], in: folder.appendingPathComponent("App"))
        #expect(nested.status == 0, "\(nested.output)\(nested.error)")
        #expect(try Self.text(configuration).contains("\nbaseline: App/ci/known.json\n"))
        #expect(try Binary.run([], in: folder).status == 0)
    }

    /// `--write-baseline` over a file that is not a baseline (the configuration, a doc) would
    /// replace it during the run: refused before any work, the file unchanged.
    @Test func writeBaselineRefusesAFileThatIsNotABaseline() throws {
        let folder = try Binary.temporaryFolder(["App/Debug.swift": Self.debug, "README.md": "# Notes\n"])
        defer { Binary.remove(folder) }
        let configuration = folder.appendingPathComponent(".lintconfig.yml")
        #expect(try Binary.run(["init"], in: folder).status == 0)
        let starter = try Self.text(configuration)
        for target in [".lintconfig.yml", "README.md"] {
            let before = try Self.text(folder.appendingPathComponent(target))
            let run = try Binary.run(["--write-baseline", target, "--set-baseline-key"], in: folder)
            #expect(run.status == 2 && run.error.contains("is not a tiplint baseline"), "\(run.output)\(run.error)")
            #expect(try Self.text(folder.appendingPathComponent(target)) == before)
        }
        #expect(try Self.text(configuration) == starter)
        // A baseline written earlier may be rewritten.
        #expect(try Binary.run(["--write-baseline", "known.json"], in: folder).status == 0)
        #expect(try Binary.run(["--write-baseline", "known.json"], in: folder).status == 0)
    }

    @Test func setBaselineKeyRefusesWhatItMustNotEdit() throws {
        // No configuration file: nothing to set, and no baseline written either.
        let bare = try Binary.temporaryFolder(["App/Debug.swift": Self.debug])
        defer { Binary.remove(bare) }
        let none = try Binary.run(["--write-baseline", "b.json", "--set-baseline-key"], in: bare)
        #expect(none.status == 2 && none.error.contains("no .lintconfig.yml governs these paths; write one with `tiplint init`"), "\(none.error)")
        #expect(!FileManager.default.fileExists(atPath: bare.appendingPathComponent("b.json").path))
        // A configuration that is a symbolic link is never written through.
        let linked = try Binary.temporaryFolder(["real.yml": "include: [\"**/*.swift\"]\nbaseline: off\n", "App/Debug.swift": Self.debug])
        defer { Binary.remove(linked) }
        try FileManager.default.createSymbolicLink(atPath: linked.appendingPathComponent(".lintconfig.yml").path, withDestinationPath: "real.yml")
        let link = try Binary.run(["--write-baseline", "b.json", "--set-baseline-key"], in: linked)
        #expect(link.status == 2 && link.error.contains("cannot edit") && link.error.contains("symbolic link"), "\(link.error)")
        #expect(try Self.text(linked.appendingPathComponent("real.yml")) == "include: [\"**/*.swift\"]\nbaseline: off\n")
        #expect(!FileManager.default.fileExists(atPath: linked.appendingPathComponent("b.json").path))
        // A baseline outside the configuration's folder, which the key may not name; a read-only file.
        let project = try Binary.temporaryFolder([".lintconfig.yml": "baseline: off\n", "App/Debug.swift": Self.debug])
        defer { Binary.remove(project) }
        let outside = try Binary.run(["--write-baseline", "../outside.json", "--set-baseline-key"], in: project)
        #expect(outside.status == 2 && outside.error.contains("is outside"), "\(outside.error)")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: project.appendingPathComponent(".lintconfig.yml").path)
        let readOnly = try Binary.run(["--write-baseline", "b.json", "--set-baseline-key"], in: project)
        #expect(readOnly.status == 2 && readOnly.error.contains("is read-only"), "\(readOnly.error)")
        #expect(try Self.text(project.appendingPathComponent(".lintconfig.yml")) == "baseline: off\n")
        let alone = try Binary.run(["--set-baseline-key"], in: project)
        #expect(alone.status == 2 && alone.error.contains("give --write-baseline FILE too"), "\(alone.error)")
    }

    @Test func onlyRuleRunsTheNamedRulesAlone() throws {
        let folder = try Binary.temporaryFolder([
            ".lintconfig.yml": "rules:\n  title-length: off\n", "App/Debug.swift": Self.debug, "App/Tips.swift": Self.longTitle,
        ])
        defer { Binary.remove(folder) }
        let one = try Binary.run(["--only-rule", "ungated-testing-call"], in: folder)
        #expect(one.status == 1 && one.output.contains("[ungated-testing-call]"), "\(one.output)\(one.error)")
        #expect(one.output.split(separator: "\n").filter { $0.hasSuffix("]") }.allSatisfy { $0.hasSuffix("[ungated-testing-call]") }, "\(one.output)")
        // A rule the configuration turns off runs when it is named, as in SwiftLint.
        let off = try Binary.run(["--only-rule", "title-length"], in: folder)
        #expect(off.status == 0 && off.output.contains("[title-length]") && !off.output.contains("[ungated-testing-call]"), "\(off.output)")
        let both = try Binary.run(["--only-rule", "title-length", "--only-rule=ungated-testing-call"], in: folder)
        #expect(both.output.contains("[title-length]") && both.output.contains("[ungated-testing-call]"), "\(both.output)")
        let typo = try Binary.run(["--only-rule", "title-lenght"], in: folder)
        #expect(typo.status == 2 && typo.error.contains("--only-rule: unknown rule 'title-lenght'; did you mean 'title-length'?"), "\(typo.error)")
    }

    @Test func strictFailsOnWarningsAndReporterPointsAtFormat() throws {
        let folder = try Binary.temporaryFolder(["App/Tips.swift": Self.longTitle])
        defer { Binary.remove(folder) }
        let plain = try Binary.run([], in: folder)
        #expect(plain.status == 0 && plain.output.contains("[title-length]"), "\(plain.output)\(plain.error)")
        #expect(try Binary.run(["--strict"], in: folder).status == 1)
        let conflict = try Binary.run(["--strict", "--fail-on", "never"], in: folder)
        #expect(conflict.status == 2 && conflict.error.contains("--strict is --fail-on warning"), "\(conflict.error)")
        let reporter = try Binary.run(["--reporter", "json"], in: folder)
        #expect(reporter.status == 2 && reporter.error.contains("unknown option '--reporter'; did you mean --format json?"), "\(reporter.error)")
    }

    @Test func rulesShowsTheSeveritiesTheConfigurationSets() throws {
        let folder = try Binary.temporaryFolder([
            ".lintconfig.yml": "rules:\n  title-length: error\n  ungated-testing-call: off\n  counterexample-not-detected: note\n",
            "ci.yml": "rules:\n  title-length:\n    severity: note\n",
            "plain/.keep": "",
        ])
        defer { Binary.remove(folder) }
        func line(_ output: String, _ id: String) -> String { output.split(separator: "\n").map(String.init).first { $0.hasPrefix(id + " ") } ?? "" }
        let run = try Binary.run(["rules"], in: folder)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.hasPrefix("Severities as \(folder.path)/.lintconfig.yml sets them (default → configured where they differ)."), "\(run.output)")
        #expect(line(run.output, "title-length").contains(" warning → error "), "\(run.output)")
        #expect(line(run.output, "ungated-testing-call").contains(" error → off "), "\(run.output)")
        #expect(line(run.output, "counterexample-not-detected").contains(" off (note) → note "), "\(run.output)")
        #expect(!line(run.output, "missing-configure").contains("→"), "\(run.output)")
        let named = try Binary.run(["rules", "--config", "ci.yml"], in: folder)
        #expect(line(named.output, "title-length").contains(" warning → note "), "\(named.output)")
        #expect(!line(named.output, "ungated-testing-call").contains("→"), "\(named.output)")
        let missing = try Binary.run(["rules", "-c", "nope.yml"], in: folder)
        #expect(missing.status == 2 && missing.error.contains("no configuration file at"), "\(missing.error)")
    }

    @Test func optionsShowTheirRealDefaultsAndLegalValues() throws {
        let folder = try Binary.temporaryFolder(["plain/.keep": ""])
        defer { Binary.remove(folder) }
        // Each option on one line: a large COLUMNS keeps explain's prose unwrapped.
        let explain = try Binary.run(["explain", "title-length"], in: folder, environment: ["COLUMNS": "10000"])
        #expect(explain.output.contains("translation-max-length: longest translated title, for languages per-language-max-length does not name (default: 1.3 × max-length, written off)"), "\(explain.output)")
        // A choice of one value says so, and what it counts (the seventh new-user trial, item 11).
        #expect(explain.output.contains("count: how a length is counted: characters as a person sees them (é, or an emoji of several code points, is one), not bytes or UTF-16 units; characters is the only value (default: characters)"), "\(explain.output)")
        #expect(try Binary.run(["init"], in: folder).status == 0)
        let starter = try Self.text(folder.appendingPathComponent(".lintconfig.yml"))
        #expect(starter.contains("    # longest translated title, for languages per-language-max-length does not name; off (the default): 1.3 × max-length\n    translation-max-length: off\n"), "\(starter)")
        #expect(starter.contains("# exit 1 when a finding is at or above this level (one of: error, warning, note, never)\nfail-on: error\n"), "\(starter)")
        #expect(starter.contains("characters is the only value\n    count: characters\n"), "\(starter)")
    }

    @Test func textEndsWithATablePerRuleWhenFindingsSpanSeveralRules() throws {
        let folder = try Binary.temporaryFolder(["App/Debug.swift": Self.debug, "App/Tips.swift": Self.longTitle])
        defer { Binary.remove(folder) }
        let run = try Binary.run([], in: folder)
        // Errors first, then the larger counts, then by id; after the findings, before the totals.
        let table = """
            [missing-invalidation]
            Summary by rule:
              ungated-testing-call  error    1
              missing-configure     warning  1
              missing-invalidation  warning  1
              title-length          warning  1
            1 error, 3 warnings, 0 notes in 2 files; 2 files linted

            """
        #expect(run.output.hasSuffix(table), "\(run.output)")
        #expect(!(try Binary.run(["--quiet"], in: folder)).output.contains("Summary by rule"))
        // One rule: the totals line says it all.
        let one = try Binary.run(["--only-rule", "title-length"], in: folder)
        #expect(!one.output.contains("Summary by rule") && one.output.contains("0 errors, 1 warning"), "\(one.output)")
        // Other formats have no such table.
        #expect(!(try Binary.run(["--format", "github"], in: folder)).output.contains("Summary by rule"))
    }
}
