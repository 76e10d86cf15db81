import Foundation
import Testing
import TipLintCore
import TipLintRules

/// Issue 10, "nothing is skipped silently", manifests and terminal output: files discovery or a
/// reader cannot use are reported with a reason and a position where there is one, and text
/// from the project never controls the terminal.
@Suite struct SkippedInputTests {
    static let good = HostileInputTests.good

    func lint(_ files: [String: String], yaml: String = "") throws -> LintResult { try HostileInputTests.lint(files, yaml: yaml) }

    /// A temporary folder, removed by `body`'s end.
    func inFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tiplint-skipped-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    func session(in folder: URL) -> LintSession { LintSession(rules: allRules, workingFolder: folder.path) }

    func run(_ paths: [String], in folder: URL, docsGlobs: [String] = []) throws -> LintResult {
        let session = session(in: folder)
        return try session.lint(LintRequest(paths: paths), configuration: session.configuration(at: nil, docsGlobs: docsGlobs)).result
    }

    @Test func aSymbolicLinkToAFolderNamedOnTheCommandLineIsFollowed() throws {
        try inFolder { folder in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("Real"), withIntermediateDirectories: true)
            try Data(Self.good.utf8).write(to: folder.appendingPathComponent("Real/Good.swift"))
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Link").path, withDestinationPath: "Real")
            let result = try run(["Link"], in: folder)
            #expect(result.fileCount == 1)
            #expect(result.findings.map(\.location.path) == ["Link/Good.swift"])
        }
    }

    @Test func aLoopingOrDanglingLinkAmongNamedFilesIsReportedAndTheOthersLinted() throws {
        try inFolder { folder in
            for name in ["A.swift", "B.swift"] { try Data(Self.good.utf8).write(to: folder.appendingPathComponent(name)) }
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Loop.swift").path, withDestinationPath: "Loop.swift")
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Gone.swift").path, withDestinationPath: "Nowhere.swift")
            let result = try run(["A.swift", "Loop.swift", "Gone.swift", "B.swift"], in: folder)
            #expect(Set(result.findings.map(\.location.path)) == ["A.swift", "B.swift"])
            #expect(result.notifications.map(\.message) == ["symbolic links loop here; skipped", "a symbolic link to nothing; skipped"])
            #expect(throws: Discovery.MissingPath.self) { try run(["A.swift", "Missing.swift"], in: folder) }
        }
    }

    /// A FIFO (a socket, a device) cannot be read as a file: in a folder, one a glob would lint is
    /// reported (other names are not); named, it is reported with what it is, not as a
    /// permission problem. The same file named twice (a link, a hard link) is linted once.
    @Test func specialFilesAreReportedAndOneFileNamedTwiceIsLintedOnce() throws {
        try inFolder { folder in
            try Data(Self.good.utf8).write(to: folder.appendingPathComponent("A.swift"))
            #expect(mkfifo(folder.appendingPathComponent("Pipe.swift").path, 0o644) == 0)
            #expect(mkfifo(folder.appendingPathComponent("notes.txt").path, 0o644) == 0)
            let walked = try run(["."], in: folder)
            #expect(walked.notifications.map { "\($0.path): \($0.message)" } == ["Pipe.swift: it is a FIFO, not a regular file; skipped"])
            #expect(walked.findings.map(\.location.path) == ["A.swift"])
            let named = try run(["Pipe.swift", "A.swift"], in: folder)
            #expect(named.notifications.map(\.message) == ["it is a FIFO, not a regular file; skipped"])

            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Link.swift").path, withDestinationPath: "A.swift")
            try FileManager.default.linkItem(at: folder.appendingPathComponent("A.swift"), to: folder.appendingPathComponent("Hard.swift"))
            let twice = try run(["A.swift", "Link.swift", "Hard.swift"], in: folder)
            #expect(twice.fileCount == 1)
            #expect(twice.findings.map(\.location.path) == ["A.swift"])
            // A name the configuration leaves out does not take the file's place.
            try Data("exclude: [\"Generated/**\"]\n".utf8).write(to: folder.appendingPathComponent(".lintconfig.yml"))
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("Generated"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Generated/A.swift").path, withDestinationPath: "../A.swift")
            let session = session(in: folder)
            let excludedFirst = try session.lint(LintRequest(paths: ["Generated/A.swift", "A.swift"]), lookup: session.lookup()).result
            #expect(excludedFirst.findings.map(\.location.path) == ["A.swift"])
        }
    }

    @Test func namesThatAreNotUTF8AreReportedAsSkipped() throws {
        try inFolder { folder in
            try Data(Self.good.utf8).write(to: folder.appendingPathComponent("Good.swift"))
            let file = Array(folder.path.utf8) + Array("/B".utf8) + [0xFF] + Array(".swift".utf8) + [0]
            let descriptor = file.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644) }
            #expect(descriptor >= 0)
            close(descriptor)
            let result = try run(["."], in: folder)
            #expect(result.notifications.map(\.message) == ["its name is not UTF-8; skipped"])
            #expect(result.notifications.first?.path == "B\u{FFFD}.swift")
            #expect(result.findings.map(\.location.path) == ["Good.swift"])
        }
    }

    @Test func docsGlobsNeverTurnSwiftFilesIntoMarkdown() throws {
        try inFolder { folder in
            try Data(Self.good.utf8).write(to: folder.appendingPathComponent("Good.swift"))
            try Data("```swift\nTips.resetDatastore()\n```\n".utf8).write(to: folder.appendingPathComponent("Notes.txt"))
            let result = try run(["."], in: folder, docsGlobs: ["*"])
            #expect(result.findings.map(\.location.path) == ["Good.swift", "Notes.txt"])
        }
    }

    @Test func aFolderOfManyFilesLooksUpItsProjectOncePerFolder() throws {
        try inFolder { folder in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("App/App.xcodeproj"), withIntermediateDirectories: true)
            for index in 0..<3_000 { try Data("let x\(index) = 1\n".utf8).write(to: folder.appendingPathComponent("App/F\(index).swift")) }
            let configuration = Configuration(rules: allRules, root: folder.path)
            let start = Date()
            let found = try Discovery(configuration: configuration, workingFolder: folder.path).files(for: ["."], forceInclude: false)
            #expect(Date().timeIntervalSince(start) < 20)
            #expect(found.files.count == 3_000)
            #expect(Set(found.files.map(\.project)) == [folder.appendingPathComponent("App").resolvingSymlinksInPath().path]
                || Set(found.files.map(\.project)) == [folder.appendingPathComponent("App").path])
        }
    }

    @Test func utf16SourcesAreReadAndBadBytesArePlaced() throws {
        let text = "import TipKit\n\nfunc reset() {\n    Tips.resetDatastore()\n}\n"
        try inFolder { folder in
            try (Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!).write(to: folder.appendingPathComponent("LE.swift"))
            try text.data(using: .utf16BigEndian)!.write(to: folder.appendingPathComponent("BE.swift"))
            try Data("import TipKit\nlet a = 1\nlet b = \u{7}".utf8 + [0xC3, 0x28, 0x0A]).write(to: folder.appendingPathComponent("Bad.swift"))
            let result = try run(["."], in: folder)
            let places = result.findings.filter { $0.ruleID == "ungated-testing-call" }.map { "\($0.location.path):\($0.location.range.start.line):\($0.location.range.start.column)" }
            #expect(places == ["BE.swift:4:5", "LE.swift:4:5"])
            let bad = try #require(result.notifications.first { $0.path == "Bad.swift" })
            #expect(bad.position == SourcePosition(line: 3, column: 10))
            #expect(bad.message.hasPrefix("the file is not UTF-8 text: byte 0xC3"))
        }
    }

    @Test func catalogValuesOfTheWrongTypeAreWarnings() throws {
        let catalog = """
            {"sourceLanguage": "en", "strings": {
              "a": {"localizations": {"de": {"stringUnit": {"value": 42}}}},
              "b": {"localizations": [1]},
              "c": {"localizations": {"fr": {"variations": {"plural": {"one": "x"}}}}},
              "d": {"localizations": {"de": {"stringUnit": {"value": "gut"}}}}
            }}
            """
        let result = try lint(["L.xcstrings": catalog])
        #expect(result.notifications.map(\.message) == [
            "strings.a.localizations.de.stringUnit.value: expected a string, got a number; what it holds is not checked",
            "strings.b.localizations: expected an object, got a list; what it holds is not checked",
            "strings.c.localizations.fr.variations.plural.one: expected an object, got a string; what it holds is not checked",
        ])
        #expect(result.notifications.map(\.position) == [
            SourcePosition(line: 2, column: 58), SourcePosition(line: 3, column: 26), SourcePosition(line: 4, column: 67),
        ])
    }

    @Test func aSecondYAMLDocumentIsAnError() throws {
        #expect(throws: ConfigurationError.self) { try Configuration.parse("fail-on: note\n---\nfail-on: never\n", path: "c.yml", root: "/", rules: allRules) }
        do {
            _ = try Configuration.parse("fail-on: note\n---\nfail-on: never\n", path: "c.yml", root: "/", rules: allRules)
        } catch let error as ConfigurationError {
            #expect(error.description.hasPrefix("c.yml:2:1: error: a second YAML document starts here"))
        }
        let result = try lint(["a.tips.yml": "tips: []\n...\n--- \ntips: [{id: b, title: B}]\n"])
        let schema = result.findings.filter { $0.ruleID == "manifest-schema" }
        #expect(schema.map(\.message).first?.hasPrefix("not valid YAML: a second YAML document starts here") == true)
        #expect(schema.first?.location.range.start == SourcePosition(line: 3, column: 1))
    }

    @Test func controlCharactersInYAMLArePlacedWhereTheyAre() throws {
        do {
            _ = try Configuration.parse("fail-on: note\ngates: [A, \u{7}B]\n", path: "c.yml", root: "/", rules: allRules)
            Issue.record("a control character must be an error")
        } catch let error as ConfigurationError {
            #expect(error.position == SourcePosition(line: 2, column: 12))
            #expect(error.message.contains("control characters"))
        }
    }

    @Test func manifestsSayWhatIsWrongWithThem() throws {
        func schema(_ result: LintResult) -> [Finding] { result.findings.filter { $0.ruleID == "manifest-schema" } }
        let repeated = try lint(["a.tips.yml": "tips:\n  - id: a\n    title: A\n    title: B\n"])
        #expect(schema(repeated).map(\.message) == [#"tips[0]: "title" is given twice (first on line 3); give each key once"#])
        #expect(schema(repeated).first?.location.range.start == SourcePosition(line: 4, column: 5))
        let tips = (0..<16_000).map { "  - id: t\($0)\n    title: Tip \($0)\n    message: About \($0)\n" }.joined()
        let large = try lint(["big.tips.yml": "tips:\n" + tips])
        #expect(schema(large).isEmpty)
        let deep = try lint(["a.tips.yml": "tips: " + String(repeating: "[", count: 70) + String(repeating: "]", count: 70)])
        #expect(schema(deep).map(\.message) == ["not valid YAML: nesting deeper than 64 levels; tiplint reads at most 64"])
        // The configuration keeps failing at once on a repeated key.
        #expect(throws: ConfigurationError.self) { try Configuration.parse("fail-on: note\nfail-on: never\n", path: "c.yml", root: "/", rules: allRules) }
    }

    @Test func textOutputEscapesControlCharacters() throws {
        let hostile = "x\n::error::injected\u{1B}[31m\u{85}\u{2028}\u{202E}.swift"
        let result = try lint([hostile: Self.good])
        let report = Report(result: result, rules: allRules, root: "/project")
        let text = TextReporter(showSource: true, colour: false).render(report)
        #expect(text.contains(#"x\n::error::injected\u{1B}[31m\u{85}\u{2028}\u{202E}.swift:3:5: error: "#))
        let github = GitHubReporter().render(report)
        for output in [text, github] {
            #expect(!output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x85 || $0.value == 0x2028 || $0.value == 0x202E })
            #expect(!output.split(separator: "\n").contains { $0.hasPrefix("::error::") })
        }
        #expect(TerminalText.escape("a\tb\r\nc") == "a\tb\\r\\nc")
    }
}
