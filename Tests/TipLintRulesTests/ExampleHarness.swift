import Testing
import TipLintCore
import TipLintRules

/// One rule example as a test argument, named so that a failure says which one and where it is.
struct ExampleCase: CustomTestStringConvertible, Sendable {
    var rule: AnyRule
    var example: RuleExample
    var number: Int

    var testDescription: String { "\(rule.id) example \(number) (\(example.sourceLocation.fileName):\(example.line))" }

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

/// A `1️⃣`… marker and where it stood once the markers are taken out.
struct Marker: Equatable, Sendable {
    var character: Character
    /// 1-based line, UTF-16 column.
    var position: SourcePosition
}

extension RuleExample {
    /// Where the example is written, for Swift Testing: a failing example points at its source.
    var sourceLocation: Testing.SourceLocation {
        Testing.SourceLocation(fileID: fileID.description, filePath: filePath.description, line: Int(line), column: 1)
    }
}

/// Runs examples through the whole pipeline (front end, index, rules, suppressions), as a
/// one-file project plus the example's other files, and checks what they find. Only the rule
/// under test runs, with the other rules the example names (`otherRules`): a finding of any
/// other rule is a stray, and fails the example as a finding away from the markers does.
enum ExampleHarness {
    static let markers = ExampleMarkers.all

    /// The code without markers, and each marker with its place in that code.
    static func stripMarkers(_ code: String) -> (code: String, markers: [Marker]) {
        var found: [Marker] = []
        var lines: [String] = []
        // Split on the byte: Swift reads `\r\n` as one Character, which a split on "\n" misses.
        let codeLines = code.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        for (lineIndex, line) in codeLines.enumerated() {
            var stripped = ""
            for character in line {
                if markers.contains(character) {
                    found.append(Marker(character: character, position: SourcePosition(line: lineIndex + 1, column: stripped.utf16.count + 1)))
                } else {
                    stripped.append(character)
                }
            }
            lines.append(stripped)
        }
        return (lines.joined(separator: "\n"), found)
    }

    /// Unsuppressed findings for the example's code, as it stands, placed at its path: those of
    /// `rule` and any stray of a rule the example does not name in `otherRules`.
    static func findings(of rule: AnyRule, in example: RuleExample) throws -> [Finding] {
        let result = try lint(example, running: rule)
        let expectedOthers = Set(example.otherRules).subtracting([rule.id])
        return result.findings.filter { !expectedOthers.contains($0.ruleID) && $0.suppression == nil }
    }

    /// The example's code as it stands (markers and all), placed at its path with its other
    /// files, linted by `rule` and the rules it names. `severity`: set in the configuration for
    /// `rule`, as `.lintconfig.yml` would set it.
    static func lint(_ example: RuleExample, running rule: AnyRule, severity: Severity? = nil) throws -> LintResult {
        var yaml = example.projectConfiguration.map { $0 + "\n" } ?? ""
        if let options = example.configuration {
            yaml += "rules:\n  \(rule.id): {\(options)}\n"
        }
        var configuration = try Configuration.parse(yaml, path: "example.yml", root: "/project", rules: allRules)
        let running = Set([rule.id] + example.otherRules)
        for id in configuration.rules.keys where !running.contains(id) {
            configuration.rules[id]?.enabled = false
        }
        if let severity {
            configuration.rules[rule.id]?.severity = severity
            configuration.rules[rule.id]?.severityIsSet = true
        }
        let sources = [SourceText(path: example.path, text: example.code, root: "/project")]
            + example.otherFiles.sorted { $0.key < $1.key }.map { SourceText(path: $0.key, text: $0.value, root: "/project") }
        return Project(configuration: configuration, rules: allRules, sources: sources).lint()
    }

    /// Records an issue at the example's source unless the findings in the example's own file
    /// start exactly at `markers` (none: silent) and, when there are markers, each with the
    /// message the example states for its marker. `what` names the variant in the issue ("inside a comment").
    static func verify(_ findings: [Finding], at markers: [Marker], in example: RuleExample, _ what: String) {
        let location = example.sourceLocation
        let inFile = findings.filter { $0.location.path == example.path }
        let found = inFile.map(\.location.range.start).sorted()
        let expected = markers.map(\.position).sorted()
        guard found == expected else {
            Issue.record(
                Comment(rawValue: "\(what): findings at \(describe(found)), markers at \(describe(expected)); messages: \(inFile.map(\.message))"),
                sourceLocation: location)
            return
        }
        // A variant that must be silent has no markers left, and nothing to compare messages with.
        guard !markers.isEmpty else { return }
        for character in example.messages.keys.sorted() where !markers.contains(where: { $0.character == character }) {
            Issue.record(Comment(rawValue: "\(what): a message is stated for \(character), which is not in the code"), sourceLocation: location)
        }
        for finding in inFile {
            let rule = allRules.first { $0.id == finding.ruleID }
            if let rule, !rule.description.messages.contains(where: { $0.key == finding.messageKind }) {
                Issue.record(
                    Comment(rawValue: "\(what): \(finding.messageID) is not one of \(rule.id)'s declared messages"), sourceLocation: location)
            }
        }
        for (character, kind) in example.messageKinds.sorted(by: { $0.key < $1.key }) {
            guard let marker = markers.first(where: { $0.character == character }) else {
                Issue.record(Comment(rawValue: "\(what): a message kind is stated for \(character), which is not in the code"), sourceLocation: location)
                continue
            }
            let kinds = inFile.filter { $0.location.range.start == marker.position }.map(\.messageKind)
            if !kinds.contains(kind) {
                Issue.record(
                    Comment(rawValue: "\(what): at \(character) expected the message kind \(kind) but found \(kinds)"), sourceLocation: location)
            }
        }
        var unmatched = inFile
        for marker in markers {
            guard let message = example.messages[marker.character] else { continue }
            if let index = unmatched.firstIndex(where: { $0.location.range.start == marker.position && $0.message == message }) {
                unmatched.remove(at: index)
            } else {
                let actual = inFile.filter { $0.location.range.start == marker.position }.map(\.message)
                Issue.record(
                    Comment(rawValue: "\(what): at \(marker.character) expected the message\n  \(message)\nbut found\n  \(actual.joined(separator: "\n  "))"),
                    sourceLocation: location)
            }
        }
    }

    /// `[3:12, 5:1]`.
    static func describe(_ positions: [SourcePosition]) -> String {
        "[" + positions.map { "\($0.line):\($0.column)" }.joined(separator: ", ") + "]"
    }
}
