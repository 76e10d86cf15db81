import Foundation
import Testing
import TipLintCore
import TipLintRules

/// Issue 10, "no input crashes or hangs it": each kind of hostile Swift input, small enough to
/// run in the unit tests (the full-size inputs are in `Tests/Hostile/hostile-inputs.py`). Every
/// test also lints an ordinary file beside the hostile one: its finding must still come out.
@Suite struct HostileInputTests {
    static let good = "import TipKit\nfunc debugMenu() {\n    Tips.showAllTipsForTesting()\n}\n"

    /// Lints texts under `/project` with the configuration `yaml` (also for `SkippedInputTests`).
    static func lint(_ files: [String: String], yaml: String = "") throws -> LintResult {
        let configuration = try Configuration.parse(yaml, path: "c.yml", root: "/project", rules: allRules)
        let sources = files.sorted { $0.key < $1.key }.map { SourceText(path: $0.key, text: $0.value, root: "/project") }
        return Project(configuration: configuration, rules: allRules, sources: sources).lint()
    }

    func lint(_ files: [String: String], yaml: String = "") throws -> LintResult { try Self.lint(files, yaml: yaml) }

    /// The notification for `Hostile.swift`, after checking that `Good.swift` was still linted.
    func skipped(_ hostile: String) throws -> ToolNotification {
        let result = try lint(["Good.swift": Self.good, "Hostile.swift": hostile])
        #expect(result.findings.contains { $0.location.path == "Good.swift" && $0.ruleID == "ungated-testing-call" })
        return try #require(result.notifications.first { $0.path == "Hostile.swift" })
    }

    func limit(_ text: String) -> SwiftInputLimits.Exceeded? {
        Array(text.utf8).withUnsafeBufferPointer(SwiftInputLimits.check)
    }

    @Test func deepNestingIsSkippedWhereItGoesOverTheParserLimit() throws {
        let brackets = try skipped("import TipKit\nlet x = " + String(repeating: "[", count: 300) + String(repeating: "]", count: 300))
        #expect(brackets.message.contains("more than 12 \"[\" open at once here"))
        #expect(brackets.position == SourcePosition(line: 2, column: 9 + 12))
        let parentheses = try skipped("import TipKit\nlet x = " + String(repeating: "(", count: 10_000) + "1")
        #expect(parentheses.message.contains("nest more than 256 levels deep here"))
        #expect(parentheses.position == SourcePosition(line: 2, column: 9 + 256))
        let generics = try skipped("import TipKit\nlet x: " + String(repeating: "A<", count: 500) + "B" + String(repeating: ">", count: 500))
        #expect(generics.message.contains("generic arguments"))
        let conditions = try skipped("import TipKit\n" + String(repeating: "#if A\n", count: 3_000) + String(repeating: "#endif\n", count: 3_000))
        #expect(conditions.position == SourcePosition(line: 2 + 256, column: 1))
        // Variation: braces of closures inside a call, as SwiftUI nests them.
        let closures = try skipped("import TipKit\nlet v = " + String(repeating: "f {", count: 400))
        #expect(closures.message.contains("nest more than 256"))
    }

    @Test func nestingInCommentsAndStringsDoesNotCountButInterpolationsDo() {
        let deep = String(repeating: "[", count: 20)
        #expect(limit("// \(deep)\n/* /* \(deep) */ */\nlet s = \"\(deep)\"\nlet r = #\"\(deep)\"#\nlet m = \"\"\"\n\(deep)\n\"\"\"\n") == nil)
        #expect(limit("let s = \"\\(\(deep)\"") != nil)
        // A comparison written without blanks never closes, but the statement ends it.
        #expect(limit(String(repeating: "if a<b { x = 1 }\n", count: 1_000)) == nil)
        #expect(limit(String(repeating: "let a: [[Int]] = [[1, 2], [3]]\n", count: 1_000)) == nil)
    }

    /// A lone `\r` ends a line for the compiler, so it ends a `//` comment: code after it counts
    /// (it was skipped as comment, and `[`×24 reached the parser). Findings after one are on the
    /// compiler's lines, as an editor shows them; a file of `\r` lines is fixed with `\r` lines.
    @Test func aLoneCarriageReturnEndsALineEverywhere() throws {
        #expect(limit("// pasted\rlet x = " + String(repeating: "[", count: 24)) != nil)
        #expect(limit("let s = \"open\rlet x = " + String(repeating: "[", count: 24)) != nil)
        let stray = try lint(["A.swift": "import TipKit\n// pasted\r// comment\nfunc start() { Tips.showAllTipsForTesting() }\n"])
        #expect(stray.findings.map(\.location.range.start) == [SourcePosition(line: 4, column: 16)])
        #expect(stray.sourceLines["A.swift"]?[3] == "func start() { Tips.showAllTipsForTesting() }")
        let classic = "import TipKit\rfunc start() {\r    Tips.showAllTipsForTesting()\r}\r"
        let finding = try #require(try lint(["B.swift": classic]).findings.first)
        #expect(finding.location.range.start == SourcePosition(line: 3, column: 5))
        let fixed = try FixApplier.fixed(classic, kind: .swift, applying: [try #require(finding.fix)])
        #expect(fixed.text == "import TipKit\rfunc start() {\r    #if DEBUG\r    Tips.showAllTipsForTesting()\r    #endif\r}\r")
        #expect("a\rb\r\nc\nd".sourceLines == ["a", "b", "c", "d"])
    }

    @Test func squareBracketsOpenAtOnceAreBoundedAloneAndTogether() throws {
        // Each `[` open at once doubles the parser's lookahead: `[`×24 took minutes, and so did
        // `[[(`×10 (20 open, a minute) or `[(a: [`×10.
        let single = try skipped("import TipKit\nlet x = " + String(repeating: "[", count: 24))
        #expect(single.position == SourcePosition(line: 2, column: 9 + 12))
        let mixed = try skipped("import TipKit\nlet x = " + String(repeating: "[(a: [", count: 10) + "1" + String(repeating: "])]", count: 10))
        #expect(mixed.message.contains("more than 12 \"[\" open at once"))
        #expect(limit("let x = " + String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12)) == nil)
        // A `{` ends any type lookahead: brackets outside it do not count inside.
        #expect(limit(String(repeating: "[", count: 8) + "{ " + String(repeating: "[", count: 8) + "}") == nil)
        // Variation: nests under the limit that add up (2,000 lines of 10 took 16 s). Each line
        // charges 2^6 + … + 2^10 = 1,984 of the 2^15 budget: the 17th goes over, at its 10th `[`.
        let line = "let x = " + String(repeating: "[", count: 10) + "1" + String(repeating: "]", count: 10) + "\n"
        let runs = try skipped("import TipKit\n" + String(repeating: line, count: 2_000))
        #expect(runs.message.contains("too many deeply nested \"[\""))
        #expect(runs.position == SourcePosition(line: 2 + 16, column: 9 + 9))
        #expect(limit(String(repeating: line, count: 16)) == nil)
        // Attributes inside `[` are read in quadratic time (`[` and 800 `@a` took 27 s).
        let attributes = try skipped("import TipKit\nlet v = [" + String(repeating: "@a ", count: 2_000) + "1]")
        #expect(attributes.message.contains("attributes inside them"))
        #expect(limit("let handlers: [@MainActor @Sendable () -> Void] = []\n" + String(repeating: "let v = [@a @b (1)]\n", count: 100)) == nil)
    }

    @Test func chainsDeeperThanTheTreeLimitAreSkipped() throws {
        for chain in ["a" + String(repeating: ".b", count: 45_000), "f" + String(repeating: "()", count: 45_000),
                      "Text(\"a\")" + String(repeating: ".padding()", count: 23_000)] {
            let notification = try skipped("import TipKit\nlet y = " + chain + "\n")
            #expect(notification.message.contains("more than 1000 levels deep"))
            #expect(notification.position?.line == 2)
        }
    }

    @Test func aChainJustUnderTheLimitIsReadOnTheLargeStack() throws {
        // 480 modifiers make a tree about 980 levels deep: parsed and walked by every visitor
        // from a test thread (the front end moves to a large stack itself).
        let view = "import TipKit\nstruct PinTip: Tip { var title: Text { Text(\"Pin\") } }\nstruct V: View {\n    var body: some View {\n        Button(\"Pin\") {}"
            + String(repeating: ".padding()", count: 480) + ".popoverTip(PinTip())\n    }\n}\n"
        let result = SwiftFrontend(gates: []).facts(source: view, path: "V.swift", isTestFile: false)
        #expect(result.skipped == nil)
        #expect(result.facts.displaySites.map(\.tip) == [.type("PinTip")])
    }

    @Test func aLongLineCostsLinearTime() throws {
        // 10,000 calls on one 230 KB line, in one block: each finding's column is found without
        // walking the line, and each call's guards without walking the block.
        let calls = String(repeating: "Tips.resetDatastore(); ", count: 10_000)
        let start = Date()
        let result = try lint(["A.swift": "import TipKit\nfunc f() { \(calls)}\nlet 🎉 = 1; func g() { Tips.resetDatastore() }\n"])
        #expect(Date().timeIntervalSince(start) < 120)
        let columns = result.findings.filter { $0.ruleID == "ungated-testing-call" && $0.location.range.start.line == 2 }
            .map(\.location.range.start.column)
        #expect(columns.count == 10_000)
        #expect(columns.first == 12)
        #expect(columns.last == 12 + 23 * 9_999)
        // UTF-16 columns after an emoji (two units) on the next line.
        let after = try #require(result.findings.first { $0.location.range.start.line == 3 && $0.ruleID == "ungated-testing-call" })
        #expect(after.location.range.start.column == "let 🎉 = 1; func g() { ".utf16.count + 1)
    }

    @Test func aFileOverMaxFileSizeIsSkippedAndReported() throws {
        let result = try lint(["Good.swift": Self.good, "Big.swift": "import TipKit\n" + String(repeating: "let x = 1\n", count: 200)],
                              yaml: "max-file-size: 1000")
        let notification = try #require(result.notifications.first { $0.path == "Big.swift" })
        #expect(notification.message == "the file is 2014 bytes, more than max-file-size (1000 bytes); skipped (raise max-file-size in .lintconfig.yml to lint it)")
        #expect(result.findings.contains { $0.location.path == "Good.swift" })
        #expect(try Configuration.parse("", path: "c.yml", root: "/", rules: allRules).maxFileSize == 2 << 20)
        #expect(StarterConfiguration.text(rules: allRules).contains("max-file-size: 2097152"))
    }

    @Test func aSkippedCodeBlockInADocIsReportedAtItsPlace() throws {
        // The block names a TipKit type, so it is parsed (blocks without TipKit words are not).
        let markdown = "# Guide\n\n```swift\nTipView(tip)\nlet x = " + String(repeating: "[", count: 30) + "\n```\n\n```swift\nTips.showAllTipsForTesting()\n```\n"
        let result = try lint(["Guide.md": markdown])
        let notification = try #require(result.notifications.first)
        #expect(notification.position == SourcePosition(line: 5, column: 9 + 12))
        #expect(notification.message.hasSuffix("the code block is skipped"))
        #expect(result.findings.contains { $0.ruleID == "ungated-testing-call" && $0.location.range.start.line == 9 })
    }

    @Test func globsMatchWithoutBacktracking() {
        let glob = Glob("*a*a*a*a*a*a*a*b")
        let path = String(repeating: "a", count: 2_000) + ".swift"
        let start = Date()
        for _ in 0..<20 { #expect(!glob.matches(path)) }
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(glob.matches("x/aaaaaaaab"))
        // The same answers the regular expressions gave.
        #expect(Glob("**/Tests/**").matches("Tests/A.swift"))
        #expect(!Glob("**/Tests/**").matches("MyTests/A.swift"))
        #expect(Glob("Sources/**/*.swift").matches("Sources/A.swift"))
        #expect(Glob("Sources/**/*.swift").matches("Sources/a/b/A.swift"))
        #expect(!Glob("Sources/**/*.swift").matches("SourcesX/A.swift"))
        #expect(Glob("**").matches("a/b/c"))
        #expect(Glob("./App/*.{swift,md}").matches("App/Guide.md"))
        #expect(!Glob("./App/*.{swift,md}").matches("App/Guide.txt"))
        #expect(Glob("{App,Kit}/**/{a,b}?.swift").matches("Kit/x/y/bz.swift"))
        #expect(Glob("[x].swift").matches("deep/[x].swift"))
        #expect(!Glob("a{b").matches("a{b"))
    }
}
