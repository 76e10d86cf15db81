import Testing
import TipLintCore
import TipLintRules

/// The harness itself: a wrong expectation must fail, at the example's source. Each test that
/// checks a failure is named "expected failure: …": its failure is recorded as a known issue,
/// which the test run prints, and the name says that this is the point.
@Suite struct HarnessTests {
    static let titleLength = allRules.first { $0.id == TitleLengthRule.description.id }!

    static let longTitle = RuleExample("""
        struct FavoritesTip: Tip {
            var title: Text { Text(1️⃣"Tap the heart on any recipe to save it to your favourites") }
        }
        """, messages: ["1️⃣": "FavoritesTip title is too long"])

    func check(_ example: RuleExample) throws {
        let (code, markers) = ExampleHarness.stripMarkers(example.code)
        let findings = try ExampleHarness.findings(of: Self.titleLength, in: example.with(code: code))
        ExampleHarness.verify(findings, at: markers, in: example, "as written")
    }

    @Test("expected failure: a wrong expected message fails at the example") func aWrongExpectedMessageFailsAtTheExample() throws {
        let line = Int(Self.longTitle.line)
        try withKnownIssue {
            try check(Self.longTitle)
        } matching: { issue in
            issue.sourceLocation?.line == line && String(describing: issue).contains("expected the message")
        }
    }

    @Test("expected failure: a message for a missing marker fails") func aMessageForAMissingMarkerFails() throws {
        var example = Self.longTitle
        example.messages = ["2️⃣": "FavoritesTip title is 57 characters"]
        try withKnownIssue {
            try check(example)
        } matching: { issue in
            String(describing: issue).contains("which is not in the code")
        }
    }

    @Test("expected failure: a wrong expected message kind fails") func aWrongExpectedMessageKindFails() throws {
        var example = Self.longTitle
        example.messages = [:]
        example.messageKinds = ["1️⃣": "translation-too-long"]
        try withKnownIssue {
            try check(example)
        } matching: { issue in
            String(describing: issue).contains("expected the message kind translation-too-long")
        }
        example.messageKinds = ["1️⃣": "too-long"]
        try check(example)
    }

    /// Only the rule under test runs: another rule's finding (here unstable-tip-id's) is neither
    /// made nor mistaken for this rule's; a rule the example names runs, and its findings are its own.
    @Test func onlyTheRuleUnderTestAndTheRulesTheExampleNamesRun() throws {
        let example = RuleExample("""
            struct FavoritesTip: Tip {
                var id = UUID().uuidString
                var title: Text { Text(1️⃣"Tap the heart on any recipe to save it to your favourites") }
            }
            """)
        let (code, markers) = ExampleHarness.stripMarkers(example.code)
        let alone = try ExampleHarness.findings(of: Self.titleLength, in: example.with(code: code))
        #expect(alone.map(\.ruleID) == ["title-length"])
        ExampleHarness.verify(alone, at: markers, in: example, "as written")
        var naming = example.with(code: code)
        naming.otherRules = ["unstable-tip-id"]
        #expect(try ExampleHarness.findings(of: Self.titleLength, in: naming).map(\.ruleID) == ["title-length"])
    }

    @Test("expected failure: a finding without a marker fails") func aFindingWithoutAMarkerFails() throws {
        let unmarked = Self.longTitle.with(code: ExampleHarness.stripMarkers(Self.longTitle.code).code)
        try withKnownIssue {
            try check(unmarked)
        } matching: { issue in
            String(describing: issue).contains("findings at [2:28], markers at []")
        }
    }

    @Test("expected failure: a wrong correction fails") func aWrongCorrectionFails() throws {
        let ungated = allRules.first { $0.id == UngatedTestingCallRule.description.id }!
        let input = RuleExample("""
            func start() {
                Tips.showAllTipsForTesting()
            }
            """)
        try withKnownIssue {
            try ExampleHarness.verifyCorrection(of: ungated, input: input, output: "func start() {}")
        } matching: { issue in
            String(describing: issue).contains("--fix gives")
        }
    }

    @Test func copiesKeepEverySettingAndTheirSource() {
        let example = RuleExample(
            "let a = 1", path: "Docs/A.md", configuration: "max-length: 9", projectConfiguration: "gates: [BETA]",
            otherFiles: ["B.swift": "own"], messages: ["1️⃣": "words"], skipping: [.string])
        let copies = [example.with(code: "let b = 2"), example.adding(otherFiles: ["B.swift": "other", "C.swift": "new"])]
        for copy in copies {
            #expect(copy.path == example.path)
            #expect(copy.configuration == example.configuration)
            #expect(copy.projectConfiguration == example.projectConfiguration)
            #expect(copy.messages == example.messages)
            #expect(copy.skipping == example.skipping)
            #expect(copy.line == example.line)
            #expect(copy.filePath.description == example.filePath.description)
            #expect(copy.otherFiles["B.swift"] == "own")
        }
        #expect(copies[1].otherFiles["C.swift"] == "new")
    }

    /// The variants each front end cannot express are named, with a reason.
    @Test func variantsAFrontEndCannotExpressSayWhy() {
        let skipped = RobustnessVariant.allCases.filter { variant in
            if case .notApplicable = variant.text(for: "tips: []", language: .yaml, ruleID: "title-length") { return true }
            return false
        }
        #expect(skipped == [.multiBytePrefix, .disableComment])
        for language in [ExampleLanguage.swift, .markdown] {
            for variant in RobustnessVariant.allCases {
                if case .notApplicable = variant.text(for: "let a = 1", language: language, ruleID: "title-length") {
                    Issue.record("\(variant) has no \(language) form")
                }
            }
        }
    }

    /// Each front end's own syntax: the Markdown prefix goes before Swift code only, the YAML
    /// string is a block scalar at the root.
    @Test func variantsUseTheFrontEndsSyntax() {
        let markdown = "# Heading\n\n```swift\nText(1️⃣\"Hi\")\n```"
        guard case .code(let prefixed) = RobustnessVariant.multiBytePrefix.text(for: markdown, language: .markdown, ruleID: "r") else {
            Issue.record("no Markdown prefix variant")
            return
        }
        #expect(prefixed == "# Heading\n\n```swift\n/* 🎉 日本語 é */ Text(1️⃣\"Hi\")\n```")
        guard case .code(let quoted) = RobustnessVariant.string.text(for: markdown, language: .markdown, ruleID: "r") else {
            Issue.record("no Markdown string variant")
            return
        }
        #expect(quoted.hasPrefix("````text\n# Heading") && quoted.hasSuffix("```\n````"))
        let yaml = "tips:\n  - id: 1️⃣a"
        guard case .code(let scalar) = RobustnessVariant.string.text(for: yaml, language: .yaml, ruleID: "r") else {
            Issue.record("no YAML string variant")
            return
        }
        #expect(scalar == "|\n  tips:\n    - id: a")
    }
}
