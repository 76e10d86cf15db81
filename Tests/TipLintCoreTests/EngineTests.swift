import Testing
import TipLintCore
import TipLintRules

@Suite struct EngineTests {
    func lint(_ files: [String: String], yaml: String = "") throws -> LintResult {
        let configuration = try Configuration.parse(yaml, path: "c.yml", root: "/project", rules: allRules)
        let sources = files.sorted { $0.key < $1.key }.map { SourceText(path: $0.key, text: $0.value, root: "/project") }
        return Linter(configuration: configuration, rules: allRules).lint(sources: sources)
    }

    @Test func globsFollowGitignoreConventions() {
        #expect(Glob("**/*.swift").matches("a/b/c.swift"))
        #expect(Glob("**/*.swift").matches("c.swift"))
        #expect(!Glob("App/*.swift").matches("App/Sub/c.swift"))
        #expect(Glob("*.txt").matches("deep/down/notes.txt"))
        #expect(Glob("**/Tests/**").matches("Examples/NotesApp/Tests/A.swift"))
        #expect(Glob("**/*Tests.swift").matches("App/TipTests.swift"))
        #expect(Glob("{App,Kit}/**").matches("Kit/x.swift"))
        #expect(!Glob("App/?.swift").matches("App/ab.swift"))
    }

    @Test func columnsAreUTF16CodeUnits() throws {
        // 🎉 is two UTF-16 units, 日本 two, é one: the literal starts at column 1 + 17 + …
        let code = "struct T: Tip { var title: Text { /*🎉日本é*/ Text(\"A title that is far too long for the compact callout\") } }"
        let result = try lint(["A.swift": code])
        let finding = try #require(result.findings.first { $0.ruleID == "title-length" })
        let prefix = code[..<code.firstIndex(of: "\"")!]
        #expect(finding.location.range.start.column == prefix.utf16.count + 1)
        #expect(finding.location.range.end.column - finding.location.range.start.column == 54)
    }

    @Test func displayFrequencyTurnsSimultaneousTipsIntoNotesUnlessATipIgnoresIt() throws {
        let tips = """
            struct A: Tip { var title: Text { Text("A") } }
            struct B: Tip { var title: Text { Text("B") } }
            struct C: Tip {
                var title: Text { Text("C") }
                var options: [any TipOption] { [IgnoresDisplayFrequency(true)] }
            }
            struct V: View { var body: some View { TipView(A()); TipView(B()) } }
            struct W: View { var body: some View { TipView(A()); TipView(C()) } }
            """
        let immediate = try lint(["T.swift": tips])
        #expect(immediate.findings.filter { $0.ruleID == "simultaneous-tips" }.map(\.severity) == [.warning, .warning])
        let daily = try lint(["T.swift": tips, "App.swift": "struct X: App { init() { try? Tips.configure([.displayFrequency(.daily)]) } }"])
        let severities = daily.findings.filter { $0.ruleID == "simultaneous-tips" }.map { ($0.tipName ?? "", $0.severity) }
        #expect(severities.map(\.1) == [.note, .warning])
        #expect(severities.map(\.0) == ["B", "C"])
    }

    @Test func fingerprintsSurviveLineMoves() throws {
        let code = "struct T: Tip { var id = UUID().uuidString; var title: Text { Text(\"T\") } }"
        let before = try lint(["A.swift": code])
        let after = try lint(["A.swift": "\n\n// moved\n" + code])
        let first = try #require(before.findings.first { $0.ruleID == "unstable-tip-id" })
        let second = try #require(after.findings.first { $0.ruleID == "unstable-tip-id" })
        #expect(first.location.range.start.line != second.location.range.start.line)
        #expect(first.fingerprint == second.fingerprint)
        #expect(first.fingerprint.count == 16)
    }

    @Test func suppressionsHideAndSuperfluousOnesAreReported() throws {
        let code = """
            // tiplint:disable unstable-tip-id - legacy ids, migrating in 2.0
            struct T: Tip { var id = UUID().uuidString; var title: Text { Text("T") } }
            // tiplint:enable unstable-tip-id
            struct U: Tip { var id = UUID().uuidString; var title: Text { Text("U") } }
            let x = 1 // tiplint:disable:this title-length
            """
        let result = try lint(["A.swift": code])
        let unstable = result.findings.filter { $0.ruleID == "unstable-tip-id" }
        #expect(unstable.count == 2)
        #expect(unstable.first?.suppression?.justification == "legacy ids, migrating in 2.0")
        #expect(unstable.last?.suppression == nil)
        let superfluous = result.findings.filter { $0.ruleID == "superfluous-suppression" }
        #expect(superfluous.map(\.location.range.start.line) == [5])
    }

    @Test func directivesNamingOnlyDisabledRulesAreNotSuperfluous() throws {
        let result = try lint(["A.swift": "let x = 1 // tiplint:disable:this title-length\nlet Tip = 0"], yaml: "rules: {title-length: off}")
        #expect(result.findings.isEmpty)
    }

    @Test func prefilterSkipsFilesThatNeverMentionTipKit() throws {
        let result = try lint(["A.swift": "struct Plain { let value = 1 }", "B.swift": "struct T: Tip { var title: Text { Text(\"T\") } }"])
        #expect(result.fileCount == 2)
        #expect(result.parsedCount == 1)
        #expect(result.skippedByPrefilter == 1)
    }

    @Test func brokenSwiftIsReportedAndTheRunGoesOn() throws {
        let result = try lint(["A.swift": "struct T: Tip { var title: Text { Text(\"T\" }", "B.swift": "struct U: Tip { var id = UUID().uuidString; var title: Text { Text(\"U\") } }"])
        #expect(result.notifications.map(\.path) == ["A.swift"])
        #expect(result.findings.contains { $0.ruleID == "unstable-tip-id" && $0.location.path == "B.swift" })
    }

    @Test func outputOrderIsDeterministic() throws {
        let files = (0..<20).reduce(into: [String: String]()) { files, number in
            files["F\(number).swift"] = "struct T\(number): Tip { var id = UUID().uuidString; var title: Text { Text(\"T\") } }"
        }
        let first = try lint(files).findings.map(\.location)
        let second = try lint(files).findings.map(\.location)
        #expect(first == second)
        #expect(first.map(\.path) == first.map(\.path).sorted())
    }

    @Test func ungatedTestingCallCarriesAnIfDebugFix() throws {
        let result = try lint(["A.swift": "func start() {\n    try? Tips.resetDatastore()\n}\n"])
        let fix = try #require(result.findings.first { $0.ruleID == "ungated-testing-call" }?.fix)
        #expect(fix.replacements.map(\.text) == ["#if DEBUG\n    ", "\n    #endif"])
        #expect(fix.replacements.first?.range.start == SourcePosition(line: 2, column: 5))
        #expect(fix.replacements.last?.range.start == SourcePosition(line: 2, column: 31))
    }
}
