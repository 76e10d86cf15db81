import Testing
import TipLintCore
import TipLintRules

/// The rule examples are the rule tests: every triggering example must produce findings
/// exactly at its markers, with the messages it states, and every non-triggering example none.
/// A triggering example must also go silent when it is only a comment, a string, or disabled by
/// a comment, and its columns must count UTF-16 units, in each front end's own syntax.
@Suite struct RuleExampleTests {
    @Test(arguments: ExampleCase.triggering())
    func triggeringExampleFindsAtItsMarkers(_ testCase: ExampleCase) throws {
        let example = testCase.example
        let (code, markers) = ExampleHarness.stripMarkers(example.code)
        #expect(!markers.isEmpty, "a triggering example needs a marker", sourceLocation: example.sourceLocation)
        let findings = try ExampleHarness.findings(of: testCase.rule, in: example.with(code: code))
        ExampleHarness.verify(findings, at: markers, in: example, "as written")
    }

    @Test(arguments: ExampleCase.nonTriggering())
    func nonTriggeringExampleIsSilent(_ testCase: ExampleCase) throws {
        let example = testCase.example
        #expect(example.messages.isEmpty, "a non-triggering example states no messages", sourceLocation: example.sourceLocation)
        let findings = try ExampleHarness.findings(of: testCase.rule, in: example)
        #expect(findings.isEmpty, "\(findings.map(\.message))", sourceLocation: example.sourceLocation)
    }

    /// Inside a comment, inside a string and after a disable comment: silent. After a comment
    /// holding an emoji (two UTF-16 units), CJK and an accent before each marked line: the
    /// findings move by exactly the UTF-16 length of that prefix.
    @Test(arguments: RobustnessVariant.allCases.flatMap(VariantCase.all))
    func triggeringExampleInARobustnessVariant(_ testCase: VariantCase) throws {
        try testCase.run()
    }

    @Test func everyRuleHasExamplesOfBothKinds() {
        for rule in allRules {
            #expect(!rule.description.triggering.isEmpty, "\(rule.id) has no triggering example")
            #expect(!rule.description.nonTriggering.isEmpty, "\(rule.id) has no non-triggering example")
        }
    }

    /// Positions alone let a rule reword itself into nonsense; one stated message per rule pins
    /// its words (SwiftLint's and swift-format's example tests do the same).
    @Test func everyRuleHasAnExampleThatStatesItsMessages() {
        let missing = allRules.filter { rule in !rule.description.triggering.contains { !$0.messages.isEmpty } }.map(\.id)
        #expect(missing.isEmpty, "\(missing.joined(separator: ", ")): no triggering example states its messages (add messages: [\"1️⃣\": \"…\"] to one)")
    }

    @Test func ruleIDsAreUniqueAndKebabCase() {
        let ids = allRules.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(id)")
        }
    }
}
