import Testing
import TipLintCore
import TipLintRules

/// A fix the engine cannot lay out is taken off its finding and named, with why, in a
/// notification at the finding (issue 21): it never vanishes unexplained.
@Suite struct FixLayoutNotificationTests {
    func lint(_ code: String, path: String = "A.swift") throws -> LintResult {
        let configuration = try Configuration.parse("", path: "c.yml", root: "/project", rules: allRules)
        return Project(configuration: configuration, rules: allRules, sources: [SourceText(path: path, text: code, root: "/project")]).lint()
    }

    /// Past 64 statements sharing broken-up lines (generated code), each fix would carry the
    /// whole run: none is offered, and each finding's place says so.
    @Test func fixesPastTheSharedLimitAreNamed() throws {
        let calls = String(repeating: "Tips.showAllTipsForTesting(); ", count: 65)
        let result = try lint("func start() { \(calls)}\n")
        let findings = result.findings.filter { $0.ruleID == "ungated-testing-call" }
        #expect(findings.count == 65)
        #expect(findings.allSatisfy { $0.fix == nil })
        let notes = result.notifications.filter { $0.message.contains("no automatic fix") }
        #expect(notes.count == 65)
        #expect(notes.allSatisfy { $0.level == .note && $0.path == "A.swift" && $0.message.contains("more than 64 statements") })
        #expect(Set(notes.compactMap(\.position)) == Set(findings.map(\.location.range.start)))
    }

    /// A fix that lays out is not named, and neither is a finding that never had one.
    @Test func ordinaryFixesAreNotNamed() throws {
        let result = try lint("func start() {\n    Tips.showAllTipsForTesting()\n    let done: () = Tips.hideAllTipsForTesting()\n}\n")
        #expect(result.findings.filter { $0.ruleID == "ungated-testing-call" }.count == 2)
        #expect(result.notifications.isEmpty, "\(result.notifications)")
    }
}
