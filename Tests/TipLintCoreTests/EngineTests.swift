import Foundation
import Testing
@testable import TipLintCore
import TipLintRules

@Suite struct EngineTests {
    func lint(_ files: [String: String], yaml: String = "") throws -> LintResult {
        let configuration = try Configuration.parse(yaml, path: "c.yml", root: "/project", rules: allRules)
        let sources = files.sorted { $0.key < $1.key }.map { SourceText(path: $0.key, text: $0.value, root: "/project") }
        return Project(configuration: configuration, rules: allRules, sources: sources).lint()
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

    /// `matches` first compares the pattern's literal tail and, for `**/*.ext`, stops there: the
    /// shortcut must agree with the automaton on every path, non-ASCII and odd ones included.
    @Test func theTailShortcutAgreesWithTheAutomaton() {
        let patterns = [
            "**/*.swift", "*.swift", "*.tips.yml", "**/*.xcstrings", "**/Tests/**", "**/*Tests.swift", "Sources/**/*.swift",
            "App/*.swift", "{App,Kit}/**", "App/?.swift", "**.md", "README.md", "./Docs/*.md", "**/é*.swift", "**/*é.swift",
            "**/*.{swift,md}", "*", "**",
        ]
        let paths = [
            "a/b/c.swift", "c.swift", ".swift", "a/.swift", "c.swift/x", "App/a.swift", "App/ab.swift", "App/Sub/c.swift",
            "Kit/x.swift", "x.tips.yml", "deep/x.tips.yml", "x.tips.yaml", "Tests/A.swift", "App/Tests/A.swift", "TipTests.swift",
            "Sources/A/b.swift", "Sources/b.swift", "README.md", "Docs/README.md", "Docs/a.md", "éa.swift", "e\u{301}a.swift",
            "aé.swift", "a/b/c.md", "x.xcstrings", "/abs/c.swift", "", "/",
        ]
        for pattern in patterns {
            let glob = Glob(pattern)
            for path in paths {
                #expect(glob.matches(path) == glob.matchesByAutomaton(path), "\(pattern) on \(path)")
            }
        }
        #expect(Glob("**/é*.swift").matches("a/éa.swift"))
        #expect(!Glob("**/é*.swift").matches("a/e\u{301}a.swift"), "scalars, not characters, as git compares bytes")
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

    /// Whole TipKit identifiers let a file through; the letters `Tip` inside other words, and a
    /// timer's `invalidate()`, do not.
    @Test func prefilterMatchesTipKitTokensNotSubstrings() throws {
        let through = [
            "import TipKit", "struct A: Tip {}", "try? Tips.configure()", "tip.invalidate(reason: .actionPerformed)",
            "tip.invalidate(\n  reason: .tipClosed)", "#Rule(Self.$on) { $0 }", "@Parameter static var on = false",
            "TipView(a)", "x.popoverTip(a)", "let g = TipGroup(.ordered) {}", "Self.opened.donate()",
            "TipUIPopoverViewController(a, sourceItem: b)", "let é = currentTip",
        ]
        let skipped = [
            "let toolTip = ToolTip()", "let tipo = Tipo()", "var tipAmount = 0.15", "timer.invalidate()",
            "let rule = Rule()", "struct Parameter {}", "// Tipping point", "let TipsAndTricks = 1",
        ]
        var files: [String: String] = [:]
        for (offset, text) in (through + skipped).enumerated() { files["F\(offset).swift"] = text }
        let result = try lint(files)
        #expect(result.fileCount == through.count + skipped.count)
        #expect(result.parsedCount == through.count)
    }

    /// A file that mentions no TipKit API but sets a tip's parameter is read after all: without
    /// it the tip would look unreachable.
    @Test func filesNamingWhatTheModelFollowsAreReadAfterThePrefilter() throws {
        let result = try lint([
            "Tips.swift": """
                struct OnboardingTip: Tip {
                    @Parameter static var finished = false
                    var title: Text { Text("Start here") }
                    var rules: [Rule] { #Rule(Self.$finished) { $0 == true } }
                }
                struct HomeView: View { var body: some View { TipView(OnboardingTip()) } }
                """,
            "Onboarding.swift": "func finishOnboarding() { OnboardingTip.finished = true }",
            "Other.swift": "let toolTip = ToolTip()",
        ], yaml: "rules: {missing-configure: off}")
        #expect(result.parsedCount == 2)
        #expect(!result.findings.contains { $0.ruleID == "unreachable-tip" })
    }

    /// The constants a testing call's gate reads are read from the files that declare them
    /// (`enum Config`, `extension Config`, a global `let`); files that only mention the
    /// owner (a settings type used all over an app) stay skipped.
    @Test func gateConstantsAreReadFromTheirDeclarationsOnly() throws {
        let result = try lint([
            "Debug.swift": """
                import TipKit
                func start() {
                    if Config.isUITesting { Tips.showAllTipsForTesting() }
                    if isScreenshotRun { Tips.hideAllTipsForTesting() }
                }
                """,
            "Config.swift": "enum Config {}",
            "Config+Flags.swift": "extension Config {\n    static let isUITesting = ProcessInfo.processInfo.arguments.contains(\"-ui-testing\")\n}",
            "Screenshots.swift": "let isScreenshotRun = ProcessInfo.processInfo.arguments.contains(\"-screenshots\")",
            "Settings.swift": "func log() { print(Config.isUITesting, isScreenshotRun) }",
        ], yaml: "rules: {missing-configure: off}")
        #expect(result.parsedCount == 4)
        #expect(result.findings.filter { $0.ruleID == "ungated-testing-call" }.map(\.message) == [])
    }

    @Test func aDeclaredNameCountsOnlyAfterADeclaringKeyword() {
        func declares(_ text: String, at name: String) -> Bool {
            let bytes = Array(text.utf8)
            let start = text.utf8.count - name.utf8.count
            return bytes.withUnsafeBytes { ContextNames.followsDeclaringKeyword($0, start) }
        }
        #expect(declares("final class Item", at: "Item"))
        #expect(declares("extension Outer . Item", at: "Item"))
        #expect(declares("static let\n  flag", at: "flag"))
        #expect(!declares("let item: Item", at: "Item"))
        #expect(!declares("let x = store.Item", at: "Item"))
        #expect(!declares("Item", at: "Item"))
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
        // `#if` goes in at the start of the statement's line, `#endif` at its end.
        #expect(fix.replacements.map(\.text) == ["    #if DEBUG\n", "\n    #endif"])
        #expect(fix.replacements.first?.range.start == SourcePosition(line: 2, column: 1))
        #expect(fix.replacements.last?.range.start == SourcePosition(line: 2, column: 31))
    }

    /// The one "did you mean" helper serves rule ids in suppression comments too.
    @Test func aMisspeltRuleInASuppressionGetsASuggestion() throws {
        let result = try lint(["A.swift": "let x = 1 // tiplint:disable:this title-lenght\nlet Tip = 0"])
        #expect(result.findings.map(\.message) == ["tiplint:disable:this names unknown rule title-lenght; did you mean 'title-length'?"])
    }

    @Test func superfluousSuppressionWordsComeFromItsRule() throws {
        let result = try lint(["A.swift": "let x = 1 // tiplint:disable:this frobnicate\nlet Tip = 0"])
        #expect(result.findings.map(\.message) == ["tiplint:disable:this names unknown rule frobnicate; see `tiplint rules`"])
        #expect(result.findings.map(\.severity) == [SuperfluousSuppressionRule.description.defaultSeverity])
    }

    /// `disable:previous` is `disable:next` mirrored: it hides the last line holding code above
    /// its own line (blank lines skipped), never its own line.
    @Test func disablePreviousHidesTheLineOfCodeAboveIt() throws {
        let code = """
            func start() {
                Tips.showAllTipsForTesting()
                // tiplint:disable:previous ungated-testing-call - demo builds only
                Tips.hideAllTipsForTesting()

                // tiplint:disable:previous ungated-testing-call
                Tips.showAllTipsForTesting()
                Tips.hideAllTipsForTesting() // tiplint:disable:previous ungated-testing-call
            }
            """
        let findings = try lint(["A.swift": code]).findings
        let hidden = findings.filter { $0.suppression != nil }.map(\.location.range.start.line)
        #expect(hidden == [2, 4, 7])
        #expect(findings.filter { $0.suppression == nil }.map(\.location.range.start.line) == [8])
        #expect(findings.first { $0.location.range.start.line == 2 }?.suppression?.justification == "demo builds only")
    }

    /// A mistyped command is reported where it is written, with the nearest command, and hides
    /// nothing; prose after `tiplint:` is left alone.
    /// A line command covers its statement's own code (a comment after a multi-line call's
    /// closing line), but not a declaration with a body: after a type's closing brace it must not
    /// hide a finding at the type's name, lines above.
    @Test func aLineCommandCoversItsStatementButNotATypeAboveItsClosingBrace() throws {
        let call = "func start() {\n    try? Tips.configure([\n        .displayFrequency(.immediate)\n    ]) // tiplint:disable:this ungated-testing-call reset-after-configure\n    Tips.showAllTipsForTesting(\n    ) // tiplint:disable:this ungated-testing-call\n}\n"
        let hidden = try lint(["A.swift": call]).findings.filter { $0.ruleID == "ungated-testing-call" }
        #expect(hidden.allSatisfy { $0.suppression != nil } && !hidden.isEmpty, "\(hidden)")
        let tip = "struct HintTip: Tip {\n    let text: String\n    var title: Text { Text(text) }\n} // tiplint:disable:this shared-tip-id\n"
        let view = "struct V: View {\n    var body: some View {\n        VStack { TipView(HintTip(text: \"a\")); TipView(HintTip(text: \"b\")) }\n    }\n}\n"
        let findings = try lint(["Tip.swift": tip, "V.swift": view]).findings
        #expect(findings.contains { $0.ruleID == "shared-tip-id" && $0.suppression == nil }, "\(findings)")
        #expect(findings.contains { $0.ruleID == "superfluous-suppression" && $0.location.path == "Tip.swift" }, "\(findings)")
    }

    @Test func aMistypedCommandIsReportedAndHidesNothing() throws {
        let code = "func start() {\n    // tiplint:disable:nxt ungated-testing-call\n    Tips.showAllTipsForTesting()\n}\n"
        let findings = try lint(["A.swift": code]).findings
        #expect(findings.map(\.ruleID) == ["superfluous-suppression", "ungated-testing-call"])
        #expect(findings.allSatisfy { $0.suppression == nil })
        #expect(findings.first?.location.range.start == SourcePosition(line: 2, column: 5))
        #expect(findings.first?.message == "tiplint:disable:nxt is not a suppression command and hides nothing; did you mean `disable:next`?")
        #expect(findings.first?.messageID == "superfluous-suppression/unknown-directive")
        #expect(findings.first?.severity == .warning)
        let far = try lint(["A.swift": "let a = 1 // tiplint:frobnicate\nlet Tip = 0\n"]).findings.map(\.message)
        #expect(far == [
            "tiplint:frobnicate is not a suppression command and hides nothing; the commands are "
                + "`disable`, `enable`, `disable:next`, `disable:previous`, `disable:this`",
        ])
        #expect(try lint(["A.swift": "// tiplint: reviewed with the copy team\nlet Tip = 0\n"]).findings.isEmpty)
        #expect(try lint(["A.swift": "/* tiplint:enabel */\nlet Tip = 0\n"]).findings.map(\.message)
            == ["tiplint:enabel is not a suppression command and hides nothing; did you mean `enable`?"])
    }

    @Test func engineRulesAreFoundByTheirRoleNotTheirID() throws {
        let ordinary = allRules.filter { $0.engineRole == nil }
        let code = ["A.swift": "let x = 1 // tiplint:disable:this title-lenght\nlet Tip = 0"]
        func findings(_ rules: [AnyRule]) throws -> [Finding] {
            let configuration = try Configuration.parse("", path: "c.yml", root: "/project", rules: rules)
            let sources = code.map { SourceText(path: $0.key, text: $0.value, root: "/project") }
            return Project(configuration: configuration, rules: rules, sources: sources).lint().findings
        }
        let renamed = try findings(ordinary + [AnyRule(RenamedSuppressionAudit.self)])
        #expect(renamed.map(\.ruleID) == ["stale-comment"])
        #expect(renamed.first?.severity == .error)
        #expect(renamed.first?.message == "stale: tiplint:disable:this, unknown title-lenght")
        // Without such a rule nobody reports comments that hide nothing.
        #expect(try findings(ordinary).isEmpty)
    }

    @Test func oneGrammarReadsWhatTheOneWriterWrites() throws {
        for syntax in SuppressionSyntax.allCases {
            for kind in syntax.kinds {
                let comment = syntax.comment(kind, rules: ["title-length", "unstable-tip-id"], reason: "copy reviewed")
                let directives = syntax == .swift
                    ? SwiftFrontend(gates: []).facts(source: comment + "\nlet a = 1\n", path: "A.swift", isTestFile: false).facts.suppressions
                    : MarkdownFrontend.parse(comment + "\n").directives
                let directive = try #require(directives.first, "\(comment)")
                #expect(directives.count == 1 && directive.kind == kind && directive.syntax == syntax, "\(comment)")
                #expect(directive.rules == ["title-length", "unstable-tip-id"] && directive.reason == "copy reviewed")
                #expect(comment.contains(directive.spelling))
            }
        }
        // No rule ids means all; each syntax has only its own commands.
        #expect(SuppressionSyntax.swift.parse("tiplint:disable")?.rules == ["all"])
        #expect(SuppressionSyntax.markdown.parse("tiplint-disable:next title-length") == nil)
        #expect(SuppressionSyntax.swift.parse(" tiplint:disable-next-block title-length") == nil)
        #expect(SuppressionSyntax(fileKind: .manifest) == nil && SuppressionSyntax(fileKind: .catalog) == nil)
    }

    @Test func theDisableEditInSwiftGoesAboveTheFindingsLine() throws {
        let code = "func start() {\n\ttry? Tips.resetDatastore()\n}\n"
        let finding = try #require(try lint(["A.swift": code]).findings.first)
        let insertion = try #require(SuppressionInsertion(hiding: finding, in: code, kind: .swift))
        #expect(insertion.line == 2 && insertion.directive == .disableNext)
        #expect(insertion.text == "\t// tiplint:disable:next ungated-testing-call\n")
        var lines = code.components(separatedBy: "\n")
        lines.insert(String(insertion.text.dropLast()), at: insertion.line - 1)
        #expect(try lint(["A.swift": lines.joined(separator: "\n")]).findings.allSatisfy { $0.suppression != nil })
        #expect(SuppressionInsertion(hiding: finding, in: code, kind: .manifest) == nil)
    }

    /// A finding on a line that starts inside a multi-line string: a comment there would become
    /// part of the string's text, so no disable edit is offered (the line cannot hold one).
    @Test func noDisableEditWhereTheCommentWouldLandInAString() throws {
        let code = "func start() {\n    let note = \"\"\"\n        hello\n        \"\"\"; Tips.showAllTipsForTesting()\n    print(note)\n}\n"
        let finding = try #require(try lint(["A.swift": code]).findings.first)
        #expect(finding.location.range.start.line == 4)
        #expect(SuppressionInsertion(hiding: finding, in: code, kind: .swift) == nil)
        // The same call on a line of its own gets the edit.
        let apart = code.replacingOccurrences(of: "\"; Tips", with: "\"\n    Tips")
        let other = try #require(try lint(["A.swift": apart]).findings.first)
        #expect(SuppressionInsertion(hiding: other, in: apart, kind: .swift)?.line == 5)
        // Above a line that opens a multi-line string is fine.
        let title = "struct PinTip: Tip {\n    var title: Text {\n        Text(\n            \"\"\"\n            Pin a note to keep it at the top of every list you open in the app, every single day\n            \"\"\")\n    }\n}\n"
        let long = try #require(try lint(["A.swift": title]).findings.first { $0.location.range.start.line == 4 })
        #expect(SuppressionInsertion(hiding: long, in: title, kind: .swift)?.line == 4)
    }

    @Test func aSessionReadsRelativePathsFromItsWorkingFolderNotTheProcesses() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tiplint-session-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            ".lintconfig.yml": "include: [\"**/*.swift\"]\n",
            "App/Tips.swift": "struct PinTip: Tip {\n    var title: Text { Text(\"Pin\") }\n}\n",
            "App/Debug.swift": "func debugMenu() {\n    Tips.showAllTipsForTesting()\n}\n",
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let working = folder.standardizedFileURL.path
        #expect(FileManager.default.currentDirectoryPath != working)
        let session = LintSession(rules: allRules, workingFolder: working)
        let configurationPath = try #require(session.configurationPath())
        let configuration = try session.configuration(at: configurationPath)
        #expect(configuration.root == working)
        let outcome = try session.lint(LintRequest(paths: ["App/Debug.swift"]), configuration: configuration)
        #expect(outcome.result.findings.map(\.location.path) == ["App/Debug.swift"])
        #expect(outcome.fixes == nil && outcome.writtenBaseline == nil)
        // An unsaved buffer named relative to the working folder; the tip comes from Tips.swift.
        let buffer = "struct V: View { var body: some View { TipView(PinTip()) ; Text(\"x\").popoverTip(PinTip()) } }\n"
        let unsaved = try session.lint(LintRequest(paths: ["App/New.swift"], unsaved: ["App/New.swift": Data(buffer.utf8)]), configuration: configuration)
        #expect(unsaved.result.findings.contains { $0.ruleID == "simultaneous-tips" && $0.location.path == "App/New.swift" })
        #expect(throws: LintSession.MissingConfiguration.self) { try session.configuration(at: "missing.yml") }
        #expect(throws: Discovery.MissingPath.self) { try session.lint(LintRequest(paths: ["Nope"]), configuration: configuration) }
    }
}

/// A suppression audit under another id and with other words: the engine must find it by its role.
struct RenamedSuppressionAudit: SuppressionAuditing {
    static let description = RuleDescription(
        id: "stale-comment", name: "Stale comment", summary: "Comments that hide nothing", rationale: "Test only.",
        defaultSeverity: .error, triggering: [], nonTriggering: [])

    static func superfluous(_ directive: SuppressionDirective, unknownRules: [String], knownRules: [String]) -> String {
        "stale: \(directive.spelling), unknown \(unknownRules.joined(separator: " "))"
    }
}
