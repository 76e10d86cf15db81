import Testing
import TipLintCore
import TipLintRules

/// The rule examples are the rule tests: every triggering example must produce findings
/// exactly at its markers, every non-triggering example none, and a triggering example must
/// go silent when it is only a comment, a string, or disabled by a comment.
@Suite struct RuleExampleTests {
    @Test(arguments: ExampleCase.triggering())
    func triggeringExampleFindsAtItsMarkers(_ testCase: ExampleCase) throws {
        let (code, expected) = ExampleHarness.stripMarkers(testCase.example.code)
        #expect(!expected.isEmpty, "a triggering example needs a marker")
        let findings = try ExampleHarness.findings(of: testCase.rule, code: code, example: testCase.example)
        let found = findings.filter { $0.location.path == testCase.example.path }.map(\.location.range.start)
        #expect(found.sorted() == expected.sorted(), "\(findings.map(\.message))")
    }

    @Test(arguments: ExampleCase.nonTriggering())
    func nonTriggeringExampleIsSilent(_ testCase: ExampleCase) throws {
        let findings = try ExampleHarness.findings(of: testCase.rule, code: testCase.example.code, example: testCase.example)
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test(arguments: ExampleCase.triggering().filter(\.example.testsWrapping))
    func triggeringExampleInsideACommentIsSilent(_ testCase: ExampleCase) throws {
        let (code, _) = ExampleHarness.stripMarkers(testCase.example.code)
        let commented = code.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(separator: "\n")
        let findings = try ExampleHarness.findings(of: testCase.rule, code: commented, example: testCase.example)
        #expect(findings.filter { $0.location.path == testCase.example.path }.isEmpty)
    }

    @Test(arguments: ExampleCase.triggering().filter(\.example.testsWrapping))
    func triggeringExampleInsideAStringIsSilent(_ testCase: ExampleCase) throws {
        let (code, _) = ExampleHarness.stripMarkers(testCase.example.code)
        let quoted = "let example = #\"\"\"\n" + code + "\n\"\"\"#\n"
        let findings = try ExampleHarness.findings(of: testCase.rule, code: quoted, example: testCase.example)
        #expect(findings.filter { $0.location.path == testCase.example.path }.isEmpty)
    }

    @Test(arguments: ExampleCase.triggering().filter(\.example.testsWrapping))
    func triggeringExampleAfterADisableCommentIsSilent(_ testCase: ExampleCase) throws {
        let (code, _) = ExampleHarness.stripMarkers(testCase.example.code)
        let disabled = "// tiplint:disable \(testCase.rule.id) - example\n" + code
        let findings = try ExampleHarness.findings(of: testCase.rule, code: disabled, example: testCase.example)
        #expect(findings.filter { $0.location.path == testCase.example.path }.isEmpty)
    }

    /// A comment holding an emoji (two UTF-16 units), CJK and an accent before each marked line:
    /// the findings must move by exactly the UTF-16 length of that prefix.
    @Test(arguments: ExampleCase.triggering().filter(\.example.testsWrapping))
    func triggeringExampleAfterAMultiBytePrefixReportsUTF16Columns(_ testCase: ExampleCase) throws {
        let prefix = "/* 🎉 日本語 é */ "
        let marked = testCase.example.code.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.contains(where: ExampleHarness.markers.contains) && !line.trimmingPrefix(while: \.isWhitespace).hasPrefix("#")
                ? prefix + line : String(line)
        }.joined(separator: "\n")
        let (code, expected) = ExampleHarness.stripMarkers(marked)
        let findings = try ExampleHarness.findings(of: testCase.rule, code: code, example: testCase.example)
        let found = findings.filter { $0.location.path == testCase.example.path }.map(\.location.range.start)
        #expect(found.sorted() == expected.sorted())
    }

    @Test func everyRuleHasExamplesOfBothKinds() {
        for rule in allRules {
            #expect(!rule.description.triggering.isEmpty, "\(rule.id) has no triggering example")
            #expect(!rule.description.nonTriggering.isEmpty, "\(rule.id) has no non-triggering example")
        }
    }

    @Test func ruleIDsAreUniqueAndKebabCase() {
        let ids = allRules.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(id)")
        }
    }
}
