import Foundation
import Testing

/// The sixth new-user trial's CLI findings (issue 25, items 3, 5, 7, 9 and 10): `init` with a
/// name or a folder, a baselined line that changed, SwiftLint's habits in the configuration,
/// `--only-rule` and suppression comments, and `--format github`'s `file=` for tiplint's own
/// warnings.
@Suite(.serialized, .timeLimit(.minutes(3))) struct SixthTrialBinaryTests {
    typealias Binary = BinaryTests

    static let git = [".git/HEAD": "ref: refs/heads/main\n"]
    static func tips(_ title: String) -> String {
        """
        struct FavoritesTip: Tip {
            var title: Text { Text("\(title)") }
        }
        func favourites() -> some View {
            Text("Recipes").popoverTip(FavoritesTip())
        }

        """
    }

    static let debug = "func debugMenu() {\n    Tips.showAllTipsForTesting()\n    Tips.resetDatastore()\n}\n"

    static func exists(_ folder: URL, _ path: String) -> Bool { FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path) }

    /// A name the lookup never reads is refused, with the command that writes the one it reads;
    /// nothing is written.
    @Test func initRefusesANameTheLookupNeverReads() throws {
        let folder = try Binary.temporaryFolder(Self.git.merging(["App/Tips.swift": Self.tips("Save")]) { $1 })
        defer { Binary.remove(folder) }
        for name in [".tiplint.yml", ".lintconfig.yaml", "lintconfig.yml", ".tiplint.yaml"] {
            let run = try Binary.run(["init", name], in: folder)
            #expect(run.status == 2, "\(name): \(run.output)\(run.error)")
            #expect(run.error.contains("tiplint never reads a file named \(name): it looks only for .lintconfig.yml; run `tiplint init` to write .lintconfig.yml"), "\(run.error)")
            #expect(!run.output.contains("Wrote") && !Self.exists(folder, name))
        }
        let nested = try Binary.run(["init", "App/.tiplint.yml"], in: folder)
        #expect(nested.status == 2 && nested.error.contains("run `tiplint init App` to write App/.lintconfig.yml"), "\(nested.error)")
        // Another name is read with --config only, and the message says so.
        let custom = try Binary.run(["init", "ci-lint.yml"], in: folder)
        #expect(custom.status == 0 && custom.output == "Wrote ci-lint.yml; tiplint finds only .lintconfig.yml by itself, so run tiplint --config ci-lint.yml\n", "\(custom.output)")
        #expect(try Binary.run(["--config", "ci-lint.yml"], in: folder).status == 0)
    }

    /// A misnamed file left beside the new one is named, with the file its settings belong in.
    @Test func initNamesTheFileAMisnamedOnesSettingsBelongIn() throws {
        let folder = try Binary.temporaryFolder(Self.git.merging([".tiplint.yml": "rules:\n  title-length: off\n"]) { $1 })
        defer { Binary.remove(folder) }
        let run = try Binary.run(["init"], in: folder)
        #expect(run.status == 0 && run.output == "Wrote .lintconfig.yml; run tiplint in its folder to lint the project\n", "\(run.output)")
        #expect(run.error == "tiplint: .tiplint.yml here is not read (only .lintconfig.yml is); move its settings into .lintconfig.yml and delete it\n", "\(run.error)")
    }

    /// `init FOLDER` writes FOLDER/.lintconfig.yml, as `git init PATH` does; an existing file is
    /// still refused, and a link is never followed where it writes.
    @Test func initOfAFolderWritesTheConfigurationInIt() throws {
        let folder = try Binary.temporaryFolder(Self.git.merging(["App/Tips.swift": Self.tips("Save")]) { $1 })
        defer { Binary.remove(folder) }
        let here = try Binary.run(["init", "."], in: folder)
        #expect(here.status == 0 && here.output == "Wrote .lintconfig.yml; run tiplint in its folder to lint the project\n", "\(here.output)\(here.error)")
        #expect(Self.exists(folder, ".lintconfig.yml"))
        let again = try Binary.run(["init", "."], in: folder)
        #expect(again.status == 2 && again.error.contains(".lintconfig.yml already exists"), "\(again.error)")
        for argument in ["App", "App/"] {
            let run = try Binary.run(["init", argument], in: folder)
            #expect(run.status == (argument == "App" ? 0 : 2), "\(argument): \(run.output)\(run.error)")
        }
        #expect(Self.exists(folder, "App/.lintconfig.yml"))
        // A link to a folder is refused as a link, not followed.
        let target = try Binary.temporaryFolder([:])
        defer { Binary.remove(target) }
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Linked"), withDestinationURL: target)
        let linked = try Binary.run(["init", "Linked"], in: folder)
        #expect(linked.status == 2 && !Self.exists(target, ".lintconfig.yml"), "\(linked.output)\(linked.error)")
        // A folder named .lintconfig.yml has nowhere the lookup would read.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Other/.lintconfig.yml"), withIntermediateDirectories: true)
        let named = try Binary.run(["init", "Other/.lintconfig.yml"], in: folder)
        #expect(named.status == 2 && named.error.contains("Other/.lintconfig.yml is a folder"), "\(named.error)")
    }

    /// One word more in a baselined title changes the line's text, so the finding is new and the
    /// entry no longer matches: the summary says both, and that the one may be the other.
    @Test func aBaselinedFindingWhoseLineChangedIsNamedAsSuch() throws {
        let long = "Tap the heart on any recipe to save it to your favourites"
        let folder = try Binary.temporaryFolder(Self.git.merging(["App/Tips.swift": Self.tips(long)]) { $1 })
        defer { Binary.remove(folder) }
        #expect(try Binary.run(["--write-baseline", "known.json"], in: folder).status == 0)
        try Data(Self.tips(long + " list").utf8).write(to: folder.appendingPathComponent("App/Tips.swift"))
        let run = try Binary.run(["--baseline", "known.json"], in: folder)
        #expect(run.output.contains("FavoritesTip title is"), "\(run.output)")
        #expect(run.output.contains(
            "; 1 baseline finding is no longer matched: fixed, changed, or hidden by a comment (title-length in App/Tips.swift)"
                + "; 1 new finding has the rule, file and tip of one of them: it may be that one, its line changed"
                + "; rewrite the baseline with `tiplint --write-baseline known.json`"), "\(run.output)")
        // A fix leaves no new finding: nothing more is said.
        try Data(Self.tips("Save").utf8).write(to: folder.appendingPathComponent("App/Tips.swift"))
        let fixed = try Binary.run(["--baseline", "known.json"], in: folder)
        #expect(fixed.output.contains("no longer matched") && !fixed.output.contains("may be that one"), "\(fixed.output)")
    }

    /// SwiftLint's configuration keys, comma lists of rule ids and `autocorrect` get the tiplint
    /// way; the unknown key is still an error (exit 2).
    @Test func swiftLintHabitsGetTheTiplintWay() throws {
        let folder = try Binary.temporaryFolder(Self.git.merging(["App/Debug.swift": Self.debug]) { $1 })
        defer { Binary.remove(folder) }
        let configuration = folder.appendingPathComponent(".lintconfig.yml")
        let keys = [
            "disabled_rules": "turn rules off under rules:, for example rules: {title-length: off}",
            "opt_in_rules": "turn each rule that is off by default on under rules: with its level, for example rules: {multi-device-sync: note} (tiplint rules marks the rules that are off)",
            "only_rules": "turn the other rules off under rules:, for example rules: {title-length: off}, or lint with --only-rule ID for one run",
            "reporter": "the format is chosen per run: tiplint --format FORMAT, one of text, json, sarif, github, gitlab, checkstyle, junit, html, markdown",
            "strict": "warnings fail a run with fail-on: warning (or --strict for one run)",
        ]
        for (key, hint) in keys {
            try Data("\(key): [title-length]\n".utf8).write(to: configuration)
            let run = try Binary.run([], in: folder)
            #expect(run.status == 2 && run.error.contains("unknown key \"\(key)\"; \(hint)"), "\(run.error)")
        }
        try FileManager.default.removeItem(at: configuration)
        let only = try Binary.run(["--only-rule=title-length,ungated-testing-call"], in: folder)
        #expect(only.status == 2 && only.error.contains(
            "--only-rule: unknown rule 'title-length,ungated-testing-call'; repeat --only-rule for each rule: --only-rule title-length --only-rule ungated-testing-call"),
            "\(only.error)")
        try Data("func debugMenu() {\n    // tiplint:disable:next ungated-testing-call, title-length\n    Tips.showAllTipsForTesting()\n}\n".utf8)
            .write(to: folder.appendingPathComponent("App/Debug.swift"))
        let comment = try Binary.run([], in: folder)
        #expect(comment.output.contains("tiplint:disable:next names unknown rule ungated-testing-call,; separate rule ids with spaces, not commas"),
            "\(comment.output)")
        let autocorrect = try Binary.run(["autocorrect"], in: folder)
        #expect(autocorrect.status == 2 && autocorrect.error.contains("unknown command 'autocorrect'; did you mean tiplint --fix?"), "\(autocorrect.error)")
    }

    /// tiplint's own warning about a misnamed configuration names the file relative to the
    /// report's root in `file=`, as findings do; a file outside it gets no `file=` (GitHub could
    /// not attach it) and is named in the message instead.
    @Test func githubAnnotatesItsOwnWarningsWithARelativePath() throws {
        let folder = try Binary.temporaryFolder([".tiplint.yml": "rules: {}\n", "app/.git/HEAD": "ref: refs/heads/main\n", "app/App/Tips.swift": Self.tips("Save")])
        defer { Binary.remove(folder) }
        try Data("rules: {}\n".utf8).write(to: folder.appendingPathComponent("app/.tiplint.yml"))
        let run = try Binary.run(["--format", "github"], in: folder.appendingPathComponent("app"))
        #expect(run.output.contains("::warning file=.tiplint.yml,title=tiplint::tiplint reads its configuration only from"), "\(run.output)")
        #expect(!run.output.contains("file=/"), "\(run.output)")
        let outside = folder.appendingPathComponent(".tiplint.yml").path
        #expect(run.output.contains("::warning title=tiplint::\(outside)%3A") || run.output.contains("::warning title=tiplint::\(outside): "), "\(run.output)")
    }

    /// Run from a subfolder, tiplint's own notifications about files name them relative to the
    /// report's root, as findings do: a named file the configuration leaves out (a note, so a
    /// `::notice`) was printed as typed (`Sub/Fine.swift`), which GitHub looks for at the
    /// repository's top. SARIF's `%SRCROOT%` URI is the same path. A finding in a file outside
    /// the root gets no `file=`, as a warning there gets none, and its message names the place.
    @Test func githubAndSARIFNameNotifiedFilesFromTheRootWhenRunInASubfolder() throws {
        let folder = try Binary.temporaryFolder([
            "repo/.git/HEAD": "ref: refs/heads/main\n",
            "repo/.lintconfig.yml": "exclude:\n  - \"App/Sub/Fine.swift\"\n",
            "repo/App/Sub/Broken.swift": "struct HintTip: Tip {\n    var title: Text { Text(\"Hi\" }\n}\n",
            "repo/App/Sub/Fine.swift": Self.tips("Save"),
            "other/Debug.swift": Self.debug,
        ])
        defer { Binary.remove(folder) }
        let app = folder.appendingPathComponent("repo/App")
        let github = try Binary.run(["--format", "github", "Sub/Broken.swift", "Sub/Fine.swift"], in: app)
        #expect(github.output.contains("::notice file=App/Sub/Fine.swift,title=tiplint::not linted: excluded by exclude in"), "\(github.output)")
        #expect(github.output.contains("::warning file=App/Sub/Broken.swift,line=2,"), "\(github.output)")
        #expect(!github.output.contains("file=Sub/"), "\(github.output)")
        let sarif = try Binary.run(["--format", "sarif", "Sub/Broken.swift", "Sub/Fine.swift"], in: app)
        #expect(sarif.output.contains("\"App/Sub/Fine.swift\"") && !sarif.output.contains("\"Sub/Fine.swift\""), "\(sarif.output)")
        // A file outside the repository, under a configuration of its own: no file= for its findings.
        let outside = try Binary.run(["--format", "github", "Sub/Broken.swift", "../../other/Debug.swift"], in: app)
        #expect(outside.output.contains("::error title=tiplint ungated-testing-call::../../other/Debug.swift:2: "), "\(outside.output)")
        #expect(!outside.output.contains("file=/") && !outside.output.contains("file=../"), "\(outside.output)")
    }
}
