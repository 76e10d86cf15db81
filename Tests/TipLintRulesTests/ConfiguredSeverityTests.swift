import Testing
import TipLintCore
import TipLintRules

/// A severity `.lintconfig.yml` sets for a rule governs every finding of it. Without one (or
/// with `on`), a finding is at the rule's default severity or, in the cases the rule declares
/// (`RuleDescription.lowerSeverityCases`), at the lower one declared there, which `tiplint rules`,
/// `explain` and the rule page show. (A finding in a doc's block of mistakes is a note whatever
/// the rule's severity: it marks a counter-example, not a problem.)
@Suite struct ConfiguredSeverityTests {
    static func findings(_ testCase: ExampleCase, severity: Severity?) throws -> [Finding] {
        let example = testCase.example.with(code: ExampleHarness.stripMarkers(testCase.example.code).code)
        return try ExampleHarness.lint(example, running: testCase.rule, severity: severity).findings
            .filter { $0.ruleID == testCase.rule.id && !$0.counterExample }
    }

    @Test(arguments: ExampleCase.triggering())
    func aConfiguredSeverityAppliesToEveryFinding(_ testCase: ExampleCase) throws {
        let found = try Self.findings(testCase, severity: .error)
        #expect(found.allSatisfy { $0.severity == .error }, "\(found.map { "\($0.messageID): \($0.severity)" })",
                sourceLocation: testCase.example.sourceLocation)
    }

    @Test(arguments: ExampleCase.triggering().filter { $0.example.configuration?.contains("severity:") != true })
    func withoutOneEachFindingIsAtASeverityTheRuleDeclares(_ testCase: ExampleCase) throws {
        let description = testCase.rule.description
        let declared = [description.defaultSeverity] + [description.lowerSeverityCases?.severity].compactMap { $0 }
        let found = try Self.findings(testCase, severity: nil)
        #expect(found.allSatisfy { declared.contains($0.severity) }, "\(found.map { "\($0.messageID): \($0.severity)" })",
                sourceLocation: testCase.example.sourceLocation)
    }

    /// The second new-user trial's case: `first-launch-tips: warning` made the all-at-once case
    /// a note; `on` keeps the note, a severity applies.
    @Test func firstLaunchAllAtOnceFollowsTheConfiguredSeverity() throws {
        let rule = try #require(allRules.first { $0.id == "first-launch-tips" })
        let testCase = ExampleCase(rule: rule, example: try #require(rule.description.triggering.first), number: 1)
        #expect(try Self.findings(testCase, severity: nil).map(\.severity) == [.note])
        #expect(try Self.findings(testCase, severity: .warning).map(\.severity) == [.warning])
        #expect(rule.description.defaultSetting == "warning/note")
    }
}
