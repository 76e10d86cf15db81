import Foundation
import Testing

/// Runs the built `tiplint` binary the way people and CI do.
@Suite(.serialized) struct BinaryTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `tiplint` built beside this test bundle.
    static var binary: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("tiplint")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/tiplint")
    }

    struct Run {
        var status: Int32
        var output: String
        var error: String
    }

    @discardableResult
    /// `environment`: variables set for this run over the test's own, nil ones removed.
    static func run(
        _ arguments: [String], in folder: URL, executable: URL = binary, input: String? = nil, environment changes: [String: String?] = [:]
    ) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        for (name, value) in changes { environment[name] = value }
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        let inputPipe = Pipe()
        process.standardInput = inputPipe
        try process.run()
        if let input { inputPipe.fileHandleForWriting.write(Data(input.utf8)) }
        try inputPipe.fileHandleForWriting.close()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self), error: String(decoding: errorData, as: UTF8.self))
    }

    static func temporaryFolder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tiplint-\(UUID().uuidString)")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Deletes a folder or file a test made; tests call it with `defer`.
    static func remove(_ url: URL) {
        try? FileManager.default.removeItem(at: url)
    }

    @Test func examplesShowEveryRuleAndExitOne() throws {
        let run = try Self.run(["Examples"], in: Self.packageRoot)
        #expect(run.status == 1)
        for id in ["title-length", "ungated-testing-call", "missing-invalidation", "unstable-tip-id", "simultaneous-tips",
                   "configure-placement", "missing-configure", "reset-after-configure", "superfluous-suppression",
                   "manifest-schema", "manifest-drift", "unreachable-tip", "shared-tip-id", "ignored-tip-member"] {
            #expect(run.output.contains("[\(id)]"), "no \(id) finding in Examples")
        }
        #expect(run.output.contains("Examples/NotesApp/Sources/NotesApp.swift:11:9: error: Tips.showAllTipsForTesting"))
        #expect(!run.output.contains("Tests/NoteTipsTests.swift"))
        // The guide, the manifest and the String Catalog take part.
        #expect(run.output.contains("Examples/NotesApp/Docs/TipsGuide.md:54:1: note: counter-example: "))
        #expect(run.output.contains("Examples/NotesApp/Docs/TipsGuide.md:61:6: error: Tips.resetDatastore"))
        #expect(run.output.contains("SearchNotesTip title: the de translation \"Durchsuchen Sie Ihre Notizen nach Wörtern und Schlagwörtern\" is 59 characters"))
        #expect(run.output.contains("Examples/NotesApp/Sources/Localizable.xcstrings:9:23: note: the de translation"))
        #expect(run.output.contains("Examples/NotesApp/Tips/onboarding.tips.yml:22:5: error: tips[3].max-display-cont: unknown key"))
    }

    @Test func docsGlobReadsOtherFilesAsMarkdown() throws {
        let folder = try Self.temporaryFolder([
            "guide.txt": "Setup:\n\n```swift\nTips.showAllTipsForTesting()\n```\n",
        ])
        defer { Self.remove(folder) }
        // Without the glob the folder holds nothing to lint: exit 2 (issue 12), unless allowed.
        #expect(try Self.run(["."], in: folder).status == 2)
        #expect(try Self.run([".", "--allow-empty"], in: folder).output.contains("0 errors, 0 warnings, 0 notes; 0 files linted"))
        let run = try Self.run([".", "--docs-glob", "*.txt"], in: folder)
        #expect(run.status == 1)
        #expect(run.output.contains("guide.txt:4:1: error: Tips.showAllTipsForTesting"))
    }

    @Test func inventoryPrintsAManifestThatLintsClean() throws {
        let folder = try Self.temporaryFolder([
            "App/Tips.swift": "struct PinTip: Tip {\n    var title: Text { Text(\"Pin a note\") }\n}\n",
        ])
        defer { Self.remove(folder) }
        let run = try Self.run(["inventory", "--output", "all.tips.yml"], in: folder)
        #expect(run.status == 0, "\(run.error)")
        let written = try String(contentsOf: folder.appendingPathComponent("all.tips.yml"), encoding: .utf8)
        #expect(written.contains("  - id: \"PinTip\"\n    title: \"Pin a note\""))
        let lint = try Self.run([".", "--format", "json"], in: folder)
        #expect(!lint.output.contains("manifest-schema") && !lint.output.contains("manifest-drift"), "\(lint.output)")
        let markdown = try Self.run(["inventory", "--format", "markdown"], in: folder)
        #expect(markdown.output.contains("| `PinTip` | PinTip | Pin a note |"))
        #expect(try Self.run(["inventory", "--format", "xml"], in: folder).status == 2)
    }

    @Test func cleanProjectExitsZero() throws {
        let folder = try Self.temporaryFolder(["App.swift": """
            @main struct A: App { init() { try? Tips.configure() } }
            struct T: Tip {
                var title: Text { Text("Save") }
                var options: [any TipOption] { [MaxDisplayCount(2)] }
            }
            struct V: View { var body: some View { TipView(T()) } }
            """])
        defer { Self.remove(folder) }
        let run = try Self.run([], in: folder)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output == "0 errors, 0 warnings, 0 notes; 1 file linted\n")
    }

    @Test func failOnDecidesTheExitCode() throws {
        let folder = try Self.temporaryFolder(["A.swift": "struct T: Tip { var title: Text { Text(\"A title that is far too long for the compact callout\") } }"])
        defer { Self.remove(folder) }
        #expect(try Self.run([], in: folder).status == 0)
        #expect(try Self.run(["--fail-on", "warning"], in: folder).status == 1)
        try Data("fail-on: warning\n".utf8).write(to: folder.appendingPathComponent(".lintconfig.yml"))
        #expect(try Self.run([], in: folder).status == 1)
        #expect(try Self.run(["--fail-on", "never"], in: folder).status == 0)
    }

    @Test func badConfigurationExitsTwoNamingFileLineAndColumn() throws {
        let folder = try Self.temporaryFolder([".lintconfig.yml": "rules:\n  title-lenght: warning\n", "A.swift": ""])
        defer { Self.remove(folder) }
        let run = try Self.run([], in: folder)
        #expect(run.status == 2)
        #expect(run.error.contains(".lintconfig.yml:2:3: error: rules.title-lenght: unknown rule \"title-lenght\"; did you mean \"title-length\"?"))
    }

    /// A malformed glob used to match nothing: 0 files linted, exit 0.
    @Test func malformedGlobExitsTwoNamingFileLineAndColumn() throws {
        let folder = try Self.temporaryFolder([".lintconfig.yml": "include: [\"{App,Kit/**/*.swift\"]\n", "App/A.swift": ""])
        defer { Self.remove(folder) }
        let run = try Self.run([], in: folder)
        #expect(run.status == 2)
        #expect(run.error.contains(".lintconfig.yml:1:11: error: include[0]: \"{App,Kit/**/*.swift\" has a \"{\" that is never closed"))
        let flag = try Self.run(["--docs-glob", "{a"], in: folder)
        #expect(flag.status == 2 && flag.error.contains("--docs-glob:"))
    }

    @Test func usageErrorsExitTwo() throws {
        let run = try Self.run(["--formt", "json"], in: Self.packageRoot)
        #expect(run.status == 2)
        #expect(run.error.contains("did you mean '--format'"))
        #expect(try Self.run(["does-not-exist"], in: Self.packageRoot).status == 2)
        #expect(try Self.run(["explain", "title-lenght"], in: Self.packageRoot).error.contains("did you mean 'title-length'"))
        let command = try Self.run(["lnt"], in: Self.packageRoot)
        #expect(command.status == 2 && command.error.contains("unknown command 'lnt'; did you mean 'lint'?"))
    }

    @Test func unreadableAndBrokenFilesAreReportedAndTheRunGoesOn() throws {
        let folder = try Self.temporaryFolder([
            "Broken.swift": "struct Tip {",
            "Good.swift": "struct T: Tip { var id = UUID().uuidString; var title: Text { Text(\"T\") } }",
        ])
        defer { Self.remove(folder) }
        try Data([0x54, 0x69, 0x70, 0xFF, 0xFE]).write(to: folder.appendingPathComponent("Latin1.swift"))
        let run = try Self.run([], in: folder)
        #expect(run.status == 1)
        #expect(run.output.contains("Broken.swift:1:13: warning: the file does not parse as Swift"))
        #expect(run.output.contains("Latin1.swift:1:4: warning: the file is not UTF-8 text: byte 0xFF"))
        #expect(run.output.contains("Good.swift:1:26: error:"))
    }

    @Test func sarifOfTheExamplesIsSchemaValidAndReadable() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("tiplint-\(UUID().uuidString).sarif")
        defer { Self.remove(output) }
        let run = try Self.run(["Examples", "--format", "sarif", "--output", output.path], in: Self.packageRoot)
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        let schema = SchemaCheckers.sarifSchema
        try #require(FileManager.default.fileExists(atPath: schema.path), "the SARIF schema belongs in Tests/Fixtures/schemas")
        let checker = SchemaCheckers.tool("check-jsonschema", install: "pip install check-jsonschema rfc3987")
        let reader = SchemaCheckers.tool("sarif", install: "pip install sarif-tools")
        guard let checker, let reader else { return }
        let validation = try Self.run(["--schemafile", schema.path, output.path], in: Self.packageRoot, executable: checker)
        #expect(validation.status == 0, "\(validation.output)\(validation.error)")
        let summary = try Self.run(["summary", output.path], in: Self.packageRoot, executable: reader)
        #expect(summary.status == 0)
        #expect(summary.output.contains("unstable-tip-id"))
        #expect(summary.output.contains("error: 5"))
    }

    @Test func initWritesAStarterConfigurationAndRefusesToOverwrite() throws {
        let folder = try Self.temporaryFolder([:])
        defer { Self.remove(folder) }
        let first = try Self.run(["init"], in: folder)
        #expect(first.status == 0)
        let written = try String(contentsOf: folder.appendingPathComponent(".lintconfig.yml"), encoding: .utf8)
        #expect(written.contains("title-length:"))
        let second = try Self.run(["init"], in: folder)
        #expect(second.status == 2)
        #expect(second.error.contains("already exists"))
        #expect(try String(contentsOf: folder.appendingPathComponent(".lintconfig.yml"), encoding: .utf8) == written)
        // The starter file is a valid configuration (the folder holds no file to lint, which alone would exit 2).
        #expect(try Self.run(["--allow-empty"], in: folder).status == 0)
    }

    @Test func rulesExplainAndVersion() throws {
        let rules = try Self.run(["rules"], in: Self.packageRoot)
        #expect(rules.status == 0)
        #expect(rules.output.contains("ungated-testing-call"))
        let explain = try Self.run(["explain", "title-length"], in: Self.packageRoot)
        #expect(explain.output.contains("max-length: longest title"))
        #expect(!explain.output.contains("tiplint --fix"), "title-length offers no fix")
        let fixable = try Self.run(["explain", "ungated-testing-call"], in: Self.packageRoot)
        #expect(fixable.output.contains("\nFix: `tiplint --fix` rewrites"), "\(fixable.output)")
        #expect(try Self.run(["version"], in: Self.packageRoot).output.hasPrefix("tiplint 0."))
    }

    @Test func jsonOutputIsVersionedAndParses() throws {
        let run = try Self.run(["Examples", "--format", "json"], in: Self.packageRoot)
        let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        #expect(object?["version"] as? Int == 1)
        #expect((object?["findings"] as? [Any])?.isEmpty == false)
    }

    static func tool(_ name: String) -> URL? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let url = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }
}
