import Foundation
import Testing

/// The integrations through the built binary: hooks, editors, CI reports, baselines, fixes.
@Suite(.serialized) struct IntegrationBinaryTests {
    typealias Binary = BinaryTests

    /// A small app: the tip is declared in one file and shown in another.
    static let app: [String: String] = [
        ".lintconfig.yml": "include: [\"**/*.swift\"]\n",
        "App/Tips.swift": "struct PinTip: Tip {\n    var title: Text { Text(\"Pin a note\") }\n}\n",
        "App/App.swift": "@main struct NotesApp: App {\n    init() { try? Tips.configure() }\n    var body: some Scene { WindowGroup { ListView() } }\n}\n",
        "App/ListView.swift": """
            struct ListView: View {
                let pinTip = PinTip()
                var body: some View {
                    Button("Pin") { pin() }
                        .popoverTip(pinTip)
                }
                func pin() {}
            }

            """,
        "App/Debug.swift": "func debugMenu() {\n    Tips.showAllTipsForTesting()\n}\n",
    ]

    @Test func namedFilesKnowTheirProjectButOnlyThemselvesAreReported() throws {
        let folder = try Binary.temporaryFolder(Self.app)
        defer { Binary.remove(folder) }
        let run = try Binary.run(["App/ListView.swift"], in: folder)
        #expect(run.output.contains("App/ListView.swift:5:14: warning: PinTip's popover is on a Button"), "\(run.output)")
        #expect(!run.output.contains("Debug.swift"))
        #expect(run.output.contains("; 1 file linted"))
        #expect(run.status == 0)
    }

    @Test func namedMarkdownFilesFollowTheDocsSetting() throws {
        let guide = "# Guide\n\n```swift\nTips.showAllTipsForTesting()\n```\n"
        let folder = try Binary.temporaryFolder(Self.app.merging(["Guide.md": guide]) { $1 })
        defer { Binary.remove(folder) }
        // The app's include names only Swift files: a named guide is left out, saying so (issue 12).
        #expect(try Binary.run(["Guide.md"], in: folder).output.contains("Guide.md: warning: not linted: no glob of include in"))
        #expect(try Binary.run(["Guide.md", "--force-include"], in: folder).output.contains("Guide.md:4:1: error: Tips.showAllTipsForTesting"))
        try "docs: false\n".write(to: folder.appendingPathComponent(".lintconfig.yml"), atomically: true, encoding: .utf8)
        let off = try Binary.run(["Guide.md"], in: folder)
        #expect(off.status == 0 && off.output == "0 errors, 0 warnings, 0 notes; 0 files linted\n", "\(off.output)")
    }

    /// A finding moved into a named file that holds two of its related places goes to the one
    /// its message names, not the first listed: simultaneous-tips' "where Panels creates
    /// FilterPanel" is FilterPanel's creation, though SearchPanel's comes first. Places no message
    /// names apart (shared-tip-id's constructions, each making an instance) keep the first.
    @Test func aMovedFindingGoesToThePlaceItsMessageNames() throws {
        let folder = try Binary.temporaryFolder([
            ".lintconfig.yml": "include: [\"**/*.swift\"]\n",
            "App.swift": "@main struct NotesApp: App {\n    init() { try? Tips.configure() }\n    var body: some Scene { WindowGroup { Home() } }\n}\n",
            "Home.swift": "import SwiftUI\n\nstruct Home: View {\n    var body: some View { Panels() }\n}\n",
            "Panels.swift": "import SwiftUI\n\nstruct Panels: View {\n    var body: some View {\n        HStack {\n            SearchPanel()\n            FilterPanel()\n        }\n    }\n}\n",
            "Search.swift": """
                struct SearchTip: Tip { var title: Text { Text("Search") } }
                struct FilterTip: Tip { var title: Text { Text("Filter") } }
                struct SearchPanel: View {
                    var body: some View { TipView(SearchTip()) }
                }
                struct FilterPanel: View {
                    var body: some View { TipView(FilterTip()) }
                }

                """,
            "Core/HintTip.swift": "struct HintTip: Tip {\n    let text: String\n    var title: Text { Text(text) }\n}\n",
            "UI/Both.swift": "struct Both: View {\n    var body: some View { VStack { TipView(HintTip(text: \"A\")) } }\n    var more: some View { TipView(HintTip(text: \"B\")) }\n}\n",
        ])
        defer { Binary.remove(folder) }
        let whole = try Binary.run(["."], in: folder)
        #expect(whole.output.contains("Search.swift:7:27: warning: FilterTip can be on screen together with SearchTip where Panels creates FilterPanel"),
                "\(whole.output)")
        let named = try Binary.run(["Panels.swift"], in: folder)
        #expect(named.output.contains("Panels.swift:7:13: warning: FilterTip can be on screen together with SearchTip where Panels creates FilterPanel"),
                "\(named.output)")
        #expect(named.output.contains("Panels.swift:6:13: note: SearchPanel is created here"), "\(named.output)")
        let both = try Binary.run(["UI/Both.swift"], in: folder)
        #expect(both.output.contains("UI/Both.swift:2:44: warning: HintTip instances carry different content"), "\(both.output)")
        #expect(both.output.contains("UI/Both.swift:3:35: note: an instance of HintTip is made here"), "\(both.output)")
    }

    /// A finding in a file not named whose related place is in a named one (the staged view that
    /// makes a second, different `HintTip`) is shown there, so the pre-commit hook stops what CI
    /// would; a baseline made over the whole project still hides it.
    @Test func aNamedFileGetsTheFindingsOfOtherFilesThatPointIntoIt() throws {
        let folder = try Binary.temporaryFolder([
            ".lintconfig.yml": "include: [\"**/*.swift\"]\n",
            "Core/HintTip.swift": "struct HintTip: Tip {\n    let text: String\n    var title: Text { Text(text) }\n}\n",
            "UI/Search.swift": "struct Search: View {\n    var body: some View { TipView(HintTip(text: \"Search by tag\")) }\n}\n",
            "UI/Export.swift": "struct Export: View {\n    var body: some View { TipView(HintTip(text: \"Export a PDF\")) }\n}\n",
            "UI/Other.swift": "struct Other: View {\n    var body: some View { Text(\"other\") }\n}\n",
        ])
        defer { Binary.remove(folder) }
        let whole = try Binary.run(["."], in: folder)
        #expect(whole.output.contains("Core/HintTip.swift:1:8: warning: HintTip instances carry different content"), "\(whole.output)")
        let staged = try Binary.run(["UI/Export.swift"], in: folder)
        #expect(staged.output.contains("UI/Export.swift:2:35: warning: HintTip instances carry different content"), "\(staged.output)")
        #expect(staged.output.contains("Core/HintTip.swift:1:8: note: where a run over the whole project reports this finding"),
                "\(staged.output)")
        #expect(staged.output.contains("; 1 file linted"), "\(staged.output)")
        // A file the finding does not point into gets nothing of it; nor does a run over a folder
        // (the build-tool plugin lints one target's folder at a time: the finding is Core's).
        for inputs in [["UI/Other.swift"], ["UI"]] {
            let other = try Binary.run(inputs, in: folder)
            #expect(!other.output.contains("HintTip instances"), "\(inputs): \(other.output)")
        }
        // Its fingerprint and baseline entry are its own place's: baselined over the whole project,
        // it stays hidden; recorded from the named file, it is Core's entry and never stale here.
        _ = try Binary.run(["--write-baseline", "base.json", "."], in: folder)
        let hidden = try Binary.run(["--baseline", "base.json", "UI/Export.swift"], in: folder)
        #expect(!hidden.output.contains("warning: HintTip instances") && hidden.output.contains("2 suppressed by the baseline"), "\(hidden.output)")
        #expect(!hidden.output.contains("no longer"), "\(hidden.output)")
        _ = try Binary.run(["--write-baseline", "named.json", "UI/Export.swift"], in: folder)
        let named = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("named.json"))) as? [String: Any]
        let paths = (named?["findings"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
        #expect(paths.sorted() == ["Core/HintTip.swift", "UI/Export.swift"], "\(paths)")  // shared-tip-id's, missing-configure's
    }

    /// A changed translation is linted through the tips that show it, at the table's line (issue 22).
    @Test func aNamedStringTableLintsTheTipsThatShowItsText() throws {
        let folder = try Binary.temporaryFolder(Self.app.merging([
            "App/LinksTip.swift": "struct LinksTip: Tip {\n    var title: Text { Text(\"tips sharing\") }\n}\n",
            "App/en.lproj/Localizable.strings": "/* The sharing tip */\n\"tips sharing\" = \"Share your whole configuration with everyone on your team\";\n",
            "App/Localizable.xcstrings": """
                { "sourceLanguage" : "en", "strings" : { "Pin a note" : { "localizations" : {
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "Heften Sie eine Notiz an, damit sie immer ganz oben in der Liste bleibt" } }
                } } }, "version" : "1.0" }
                """,
        ]) { $1 })
        defer { Binary.remove(folder) }
        let strings = try Binary.run(["lint", "--only-given-files", "App/en.lproj/Localizable.strings"], in: folder)
        #expect(strings.output.contains("App/en.lproj/Localizable.strings:2:18: warning: LinksTip title is 57 characters in en"), "\(strings.output)")
        #expect(strings.output.contains("App/LinksTip.swift:2:28: note: the tip shows this text here"), "\(strings.output)")
        #expect(strings.output.contains("; 1 file linted") && strings.status == 0, "\(strings.output)")
        let catalog = try Binary.run(["lint", "--only-given-files", "App/Localizable.xcstrings"], in: folder)
        #expect(catalog.output.contains("App/Localizable.xcstrings:2:") && catalog.output.contains("PinTip title: the de translation"), "\(catalog.output)")
        // Linting the title's own file reports it there, as before.
        let swift = try Binary.run(["App/LinksTip.swift"], in: folder)
        #expect(swift.output.contains("App/LinksTip.swift:2:28: warning: LinksTip title is 57 characters in en"), "\(swift.output)")
        // The pre-commit hook passes string tables too.
        let hooks = try String(contentsOf: Binary.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        let pattern = try #require(hooks.split(separator: "\n").first { $0.hasPrefix("  files: ") }).dropFirst("  files: ".count)
        let expression = try NSRegularExpression(pattern: String(pattern.dropFirst().dropLast()))
        for path in ["App/en.lproj/Localizable.strings", "App/de.lproj/Localizable.stringsdict", "App/Localizable.xcstrings", "App/A.swift"] {
            #expect(expression.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil, "\(path)")
        }
    }

    @Test func onlyGivenFilesWithNoFilesDoesNothing() throws {
        let folder = try Binary.temporaryFolder(Self.app)
        defer { Binary.remove(folder) }
        let run = try Binary.run(["--only-given-files"], in: folder)
        #expect(run.status == 0 && run.output.isEmpty && run.error.isEmpty)
        #expect(try Binary.run(["--only-given-files", "App/Debug.swift"], in: folder).status == 1)
    }

    @Test func stdinPathLintsUnsavedTextAsThatFile() throws {
        let folder = try Binary.temporaryFolder(Self.app)
        defer { Binary.remove(folder) }
        let buffer = "func debugMenu() {\n    #if DEBUG\n    Tips.showAllTipsForTesting()\n    #endif\n}\n"
        let clean = try Binary.run(["--stdin-path", "App/Debug.swift"], in: folder, input: buffer)
        #expect(clean.status == 0 && clean.output.contains("0 errors"), "\(clean.output)\(clean.error)")
        // A new, unsaved file in the project: the tip comes from Tips.swift on disk.
        let newFile = "struct V: View { var body: some View { TipView(PinTip()) ; Text(\"x\").popoverTip(PinTip()) } }\n"
        let run = try Binary.run(["--stdin-path", "App/New.swift", "--format", "json"], in: folder, input: newFile)
        #expect(run.output.contains("\"ruleID\" : \"simultaneous-tips\""), "\(run.output)")
        #expect(run.output.contains("\"path\" : \"App/New.swift\""))
        let excluded = try Binary.temporaryFolder(Self.app.merging([".lintconfig.yml": "exclude: [\"App/Debug.swift\"]\n"]) { $1 })
        defer { Binary.remove(excluded) }
        let skipped = try Binary.run(["--stdin-path", "App/Debug.swift"], in: excluded, input: "Tips.showAllTipsForTesting()\n")
        #expect(skipped.status == 0 && skipped.output.contains("; 0 files linted"))
    }

    @Test func severalReportsFromOneRun() throws {
        let folder = try Binary.temporaryFolder(Self.app)
        defer { Binary.remove(folder) }
        let run = try Binary.run(["App", "--report", "sarif=out.sarif", "--report", "gitlab=gl.json", "--report", "junit=junit.xml"], in: folder)
        #expect(run.status == 1)
        #expect(run.output.contains("App/Debug.swift:2:5: error: Tips.showAllTipsForTesting"))
        for name in ["out.sarif", "gl.json", "junit.xml"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), "\(name) missing")
        }
        let github = try Binary.run(["App", "--format", "github", "--report", "text=-"], in: folder)
        #expect(github.output.contains("::error file=App/Debug.swift,line=2,col=5"))
        #expect(github.output.contains("App/Debug.swift:2:5: error:"))
        let schema = SchemaCheckers.gitlabSchema
        try #require(FileManager.default.fileExists(atPath: schema.path), "the GitLab schema belongs in Tests/Fixtures/schemas")
        guard let checker = SchemaCheckers.tool("check-jsonschema", install: "pip install check-jsonschema rfc3987") else { return }
        let validation = try Binary.run(["--schemafile", schema.path, folder.appendingPathComponent("gl.json").path], in: folder, executable: checker)
        #expect(validation.status == 0, "\(validation.output)\(validation.error)")
    }

    @Test func baselineHidesKnownFindingsEvenWhenTheyMove() throws {
        let folder = try Binary.temporaryFolder(Self.app)
        defer { Binary.remove(folder) }
        let write = try Binary.run(["App", "--write-baseline", "tiplint-baseline.json"], in: folder)
        #expect(write.status == 0, "\(write.output)\(write.error)")
        let baselineURL = folder.appendingPathComponent("tiplint-baseline.json")
        let first = try String(contentsOf: baselineURL, encoding: .utf8)
        #expect(first.contains("\"path\" : \"App/Debug.swift\""))
        #expect(try Binary.run(["App", "--write-baseline", "tiplint-baseline.json"], in: folder).status == 0)
        #expect(try String(contentsOf: baselineURL, encoding: .utf8) == first, "the baseline is stable across runs")
        // The known finding moves down two lines; a new one appears.
        let debug = folder.appendingPathComponent("App/Debug.swift")
        try "\n\nfunc debugMenu() {\n    Tips.showAllTipsForTesting()\n}\nfunc reset() { try? Tips.resetDatastore() }\n".write(to: debug, atomically: true, encoding: .utf8)
        let run = try Binary.run(["App", "--baseline", "tiplint-baseline.json"], in: folder)
        #expect(run.status == 1)
        #expect(run.output.contains("App/Debug.swift:6:21: error: Tips.resetDatastore"))
        #expect(!run.output.contains("showAllTipsForTesting runs"))
        // Fixed: the baseline entries no longer occur.
        try "func debugMenu() {}\n".write(to: debug, atomically: true, encoding: .utf8)
        let fixed = try Binary.run(["App", "--baseline", "tiplint-baseline.json"], in: folder)
        #expect(fixed.output.contains("1 baseline finding is no longer matched"), "\(fixed.output)")
        try "{\"version\": 1, \"findings\": [".write(to: baselineURL, atomically: true, encoding: .utf8)
        let broken = try Binary.run(["App", "--baseline", "tiplint-baseline.json"], in: folder)
        #expect(broken.status == 2 && broken.error.contains("tiplint-baseline.json:1:"), "\(broken.error)")
    }

    @Test func fixWrapsTestingCallsAndKeepsTheRestOfTheFile() throws {
        let folder = try Binary.temporaryFolder(Self.app)
        defer { Binary.remove(folder) }
        let run = try Binary.run(["App", "--fix"], in: folder)
        #expect(run.error.contains("fixed 1 finding in App/Debug.swift"), "\(run.error)")
        #expect(!run.output.contains("showAllTipsForTesting runs"))
        let fixed = try String(contentsOf: folder.appendingPathComponent("App/Debug.swift"), encoding: .utf8)
        #expect(fixed == "func debugMenu() {\n    #if DEBUG\n    Tips.showAllTipsForTesting()\n    #endif\n}\n", "\(fixed)")
        #expect(try Binary.run(["App", "--fix"], in: folder).error.isEmpty)
    }
}
