import Testing
import TipLintCore
import TipLintRules

/// The front end that reads an example, chosen by the example's path as discovery does.
enum ExampleLanguage: Sendable {
    case swift, markdown, yaml

    init(path: String) {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".md") || lowered.hasSuffix(".markdown") {
            self = .markdown
        } else if lowered.hasSuffix(".yml") || lowered.hasSuffix(".yaml") {
            self = .yaml
        } else {
            self = .swift
        }
    }
}

/// One robustness variant of a triggering example: the example rewritten so that its findings
/// must vanish (comment, string, disable comment) or move by a known amount (multi-byte prefix).
enum RobustnessVariant: CaseIterable, Sendable, CustomStringConvertible {
    case comment, string, multiBytePrefix, disableComment

    var option: RuleExample.Variants {
        switch self {
        case .comment: return .comment
        case .string: return .string
        case .multiBytePrefix: return .multiBytePrefix
        case .disableComment: return .disableComment
        }
    }

    var description: String {
        switch self {
        case .comment: return "inside a comment"
        case .string: return "inside a string"
        case .multiBytePrefix: return "after a multi-byte prefix"
        case .disableComment: return "after a disable comment"
        }
    }

    /// A comment holding an emoji (two UTF-16 units), CJK and an accent.
    static let swiftPrefix = "/* 🎉 日本語 é */ "

    /// What the variant makes of a triggering example (`marked` still holds its markers) in the
    /// example's front end. Every variant a front end cannot express says why here, in one place.
    func text(for marked: String, language: ExampleLanguage, ruleID: String) -> VariantText {
        let plain = ExampleHarness.stripMarkers(marked).code
        let lines = plain.split(separator: "\n", omittingEmptySubsequences: false)
        switch (self, language) {
        case (.comment, .swift):
            return .code(lines.map { "// " + $0 }.joined(separator: "\n"))
        case (.string, .swift):
            return .code("let example = #\"\"\"\n" + plain + "\n\"\"\"#\n")
        case (.disableComment, .swift):
            return .code("// tiplint:disable \(ruleID) - example\n" + plain)
        case (.multiBytePrefix, .swift):
            // `#if`, `#Preview`… lines keep their place: a directive must start its line.
            return .code(prefixingMarkedLines(of: marked) { !$0.trimmingPrefix(while: \.isWhitespace).hasPrefix("#") })

        case (.comment, .markdown):
            // CommonMark ends an HTML block that starts with `<!--` only at `-->`, so a fence
            // inside it is not code and a reader sees nothing.
            return .code("<!--\n" + plain + "\n-->")
        case (.string, .markdown):
            // Markdown has no strings; the nearest thing is text shown as it is written: the
            // whole example quoted in a longer fence of another language, which is never linted.
            let fence = String(repeating: "`", count: max(3, longestBacktickRun(in: plain) + 1))
            return .code(fence + "text\n" + plain + "\n" + fence)
        case (.disableComment, .markdown):
            return .code("<!-- tiplint-disable \(ruleID) - example -->\n\n" + plain)
        case (.multiBytePrefix, .markdown):
            // The prefix goes before marked lines of Swift code only: before a fence or a line
            // of prose it would change the document's structure rather than shift a column.
            let swiftLines = Set(MarkdownFrontend.parse(plain).blocks.filter(\.isSwift).flatMap { $0.lines.map(\.line) })
            var number = 0
            return .code(prefixingMarkedLines(of: marked) { _ in
                number += 1
                return swiftLines.contains(number)
            })

        case (.comment, .yaml):
            return .code(lines.map { "# " + $0 }.joined(separator: "\n"))
        case (.string, .yaml):
            // The whole manifest becomes one string: a literal block scalar at the root. Its tips
            // are then text, not tips; manifest-schema does report that root (a manifest must be
            // a map), so its examples opt out of this variant.
            return .code("|\n" + lines.map { "  " + $0 }.joined(separator: "\n"))
        case (.multiBytePrefix, .yaml):
            // YAML structure is indentation: any text before a marked line's key changes what the
            // line means, and text put inside the value changes what rules measure (a title's
            // length). Manifest columns are tested by the manifest front end's own tests.
            return .notApplicable(reason: "no prefix leaves a YAML line's meaning unchanged")
        case (.disableComment, .yaml):
            // Manifests have no suppression comments: there is nothing to put before the example.
            // If the YAML front end gains `# tiplint:disable`, write this variant here.
            return .notApplicable(reason: "tip manifests have no suppression comments")
        }
    }

    /// `marked` with the multi-byte prefix before each line that holds a marker and that
    /// `accepts` (called once per line, in order, with the line).
    private func prefixingMarkedLines(of marked: String, where accepts: (Substring) -> Bool) -> String {
        marked.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let isMarked = line.contains(where: ExampleHarness.markers.contains)
            return accepts(line) && isMarked ? Self.swiftPrefix + line : String(line)
        }.joined(separator: "\n")
    }

    private func longestBacktickRun(in text: String) -> Int {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }
}

/// A variant's text for one front end.
enum VariantText: Sendable {
    /// Code to lint; its markers (if any) show where the findings must now be.
    case code(String)
    /// The variant means nothing for this front end (why: `reason`); it is not run.
    case notApplicable(reason: String)
}

/// A triggering example in one robustness variant, as a test argument.
struct VariantCase: CustomTestStringConvertible, Sendable {
    var example: ExampleCase
    var variant: RobustnessVariant
    var text: VariantText

    var testDescription: String { "\(example.testDescription) \(variant)" }

    /// Every triggering example that does not opt out of `variant`, where its front end can
    /// express the variant.
    static func all(_ variant: RobustnessVariant) -> [VariantCase] {
        ExampleCase.triggering().compactMap { testCase in
            guard !testCase.example.skipping.contains(variant.option) else { return nil }
            let language = ExampleLanguage(path: testCase.example.path)
            let text = variant.text(for: testCase.example.code, language: language, ruleID: testCase.rule.id)
            if case .notApplicable = text { return nil }
            return VariantCase(example: testCase, variant: variant, text: text)
        }
    }

    func run() throws {
        switch text {
        case .code(let marked):
            try check(marked)
        case .notApplicable:
            break
        }
    }

    private func check(_ marked: String) throws {
        let (code, markers) = ExampleHarness.stripMarkers(marked)
        let findings = try ExampleHarness.findings(of: example.rule, in: example.example.with(code: code))
        ExampleHarness.verify(findings, at: markers, in: example.example, variant.description)
    }
}
