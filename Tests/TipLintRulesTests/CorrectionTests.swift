import Testing
import TipLintCore
import TipLintRules

/// One entry of a rule's `corrections:` table, as a test argument.
struct CorrectionCase: CustomTestStringConvertible, Sendable {
    var rule: AnyRule
    var input: RuleExample
    var output: String
    var number: Int

    var testDescription: String { "\(rule.id) correction \(number) (\(input.sourceLocation.fileName):\(input.line))" }

    static func all() -> [CorrectionCase] {
        allRules.flatMap { rule in
            rule.description.corrections.enumerated().map { CorrectionCase(rule: rule, input: $1.key, output: $1.value, number: $0 + 1) }
        }
    }
}

extension ExampleHarness {
    /// Records an issue at the input's source unless `--fix` (the engine's own replacement
    /// code) turns the input into exactly `output`, at the fixable findings its markers show
    /// (if it has any), and the output no longer triggers the rule.
    static func verifyCorrection(of rule: AnyRule, input: RuleExample, output: String) throws {
        let location = input.sourceLocation
        let (code, markers) = stripMarkers(input.code)
        let example = input.with(code: code)
        let fixable = try findings(of: rule, in: example).filter { $0.location.path == example.path && $0.fix != nil && !$0.counterExample }
        guard !fixable.isEmpty else {
            Issue.record("nothing to fix: the input has no finding with a fix", sourceLocation: location)
            return
        }
        if !markers.isEmpty { verify(fixable, at: markers, in: input, "fixable findings") }
        let fixed: String
        do {
            fixed = try FixApplier.fixed(code, kind: FileKind(guessingFrom: example.path), applying: fixable.compactMap(\.fix)).text
        } catch {
            Issue.record("--fix refuses: \(error.reason)", sourceLocation: location)
            return
        }
        #expect(fixed == output, "--fix gives\n\(fixed)", sourceLocation: location)
        let left = try findings(of: rule, in: example.with(code: fixed)).filter { $0.location.path == example.path }
        #expect(left.isEmpty, "still found after --fix: \(left.map(\.message))", sourceLocation: location)
    }
}

@Suite struct CorrectionTests {
    @Test(arguments: CorrectionCase.all())
    func correctionGivesItsOutputAndNoLongerTriggers(_ testCase: CorrectionCase) throws {
        try ExampleHarness.verifyCorrection(of: testCase.rule, input: testCase.input, output: testCase.output)
    }

    /// A rule whose findings carry fixes shows what `--fix` does in its description.
    @Test func everyRuleWithFixesHasCorrections() throws {
        for rule in allRules where rule.description.corrections.isEmpty {
            for example in rule.description.triggering {
                let findings = try ExampleHarness.findings(of: rule, in: example.with(code: ExampleHarness.stripMarkers(example.code).code))
                #expect(
                    !findings.contains { $0.fix != nil }, "\(rule.id) makes fixes but has no corrections: table",
                    sourceLocation: example.sourceLocation)
            }
        }
    }

    /// `offersFixes` says what the rule does: every rule with a `corrections:` table declares it
    /// and no other does (with the test above: a rule that does not declare it makes no fixes).
    @Test func exactlyTheRulesWithCorrectionsDeclareFixes() {
        for rule in allRules {
            #expect(
                rule.description.offersFixes == !rule.description.corrections.isEmpty,
                "\(rule.id): offersFixes is \(rule.description.offersFixes) with \(rule.description.corrections.count) corrections")
        }
    }
}
