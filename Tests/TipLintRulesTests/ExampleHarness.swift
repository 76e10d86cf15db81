import Testing
import TipLintCore
import TipLintRules

/// One rule example as a test argument, named so that a failure says which one.
struct ExampleCase: CustomTestStringConvertible, Sendable {
    var rule: AnyRule
    var example: RuleExample
    var number: Int

    var testDescription: String { "\(rule.id) example \(number)" }

    static func triggering() -> [ExampleCase] {
        allRules.flatMap { rule in
            rule.description.triggering.enumerated().map { ExampleCase(rule: rule, example: $1, number: $0 + 1) }
        }
    }

    static func nonTriggering() -> [ExampleCase] {
        allRules.flatMap { rule in
            rule.description.nonTriggering.enumerated().map { ExampleCase(rule: rule, example: $1, number: $0 + 1) }
        }
    }
}

/// Runs examples through the whole pipeline (front end, index, every rule, suppressions),
/// as a one-file project plus the example's other files.
enum ExampleHarness {
    static let markers = ExampleMarkers.all

    /// The code without markers, and where each marker stood (1-based line, UTF-16 column).
    static func stripMarkers(_ code: String) -> (code: String, positions: [SourcePosition]) {
        var positions: [SourcePosition] = []
        var lines: [String] = []
        for (lineIndex, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var stripped = ""
            for character in line {
                if markers.contains(character) {
                    positions.append(SourcePosition(line: lineIndex + 1, column: stripped.utf16.count + 1))
                } else {
                    stripped.append(character)
                }
            }
            lines.append(stripped)
        }
        return (lines.joined(separator: "\n"), positions)
    }

    /// Unsuppressed findings of `rule` for `code` placed where the example says.
    static func findings(of rule: AnyRule, code: String, example: RuleExample) throws -> [Finding] {
        var yaml = example.projectConfiguration.map { $0 + "\n" } ?? ""
        if let options = example.configuration {
            yaml += "rules:\n  \(rule.id): {\(options)}\n"
        }
        let configuration = try Configuration.parse(yaml, path: "example.yml", root: "/project", rules: allRules)
        let sources = [SourceText(path: example.path, text: code, root: "/project")]
            + example.otherFiles.sorted { $0.key < $1.key }.map { SourceText(path: $0.key, text: $0.value, root: "/project") }
        let result = Linter(configuration: configuration, rules: allRules).lint(sources: sources)
        return result.findings.filter { $0.ruleID == rule.id && $0.suppression == nil }
    }
}
