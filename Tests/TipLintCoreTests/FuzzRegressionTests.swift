import Foundation
import Testing
import TipLintCore
import TipLintRules

/// Inputs the fuzzer (Fuzz/) found crashing a front end, minimised, each run through the whole
/// pipeline as the fuzz target runs it. A new crash gets a case here with its fix.
@Suite struct FuzzRegressionTests {
    static func lint(_ text: String, as path: String) -> LintResult {
        Project(configuration: Configuration(rules: allRules, root: "/fuzz"), rules: allRules, sources: [SourceText(path: path, text: text, root: "/fuzz")]).lint()
    }

    /// A Markdown Swift block that mentions `title` is parsed once more to see whether it holds
    /// only a tip's members; that parse did not check the input limits, and 49 open `[` inside
    /// braces took the parser minutes (found by the markdown target). Now the block is skipped
    /// at once, with the warning a Swift file gets.
    @Test func aMarkdownBlockWithTitleAndManyOpenSquareBrackets() {
        let brackets = String(repeating: "[", count: 49)
        let doc = "# Tips\n\n```swift\nstruct FavoriteTip: Tip {\n    var title: Text { Text(\"A\") }\n}\n"
            + "func f() { FavoriteTip().invalidate(\(brackets)reason: .actionPerformed) }\n```\n"
        let clock = ContinuousClock()
        var result: LintResult?
        let elapsed = clock.measure { result = Self.lint(doc, as: "Docs/Tips.md") }
        #expect(elapsed < .seconds(5), "took \(elapsed)")
        #expect(result?.notifications.contains { $0.message.contains("more than 12 \"[\" open at once") && $0.message.contains("code block is skipped") } == true)
    }

    /// `\ud800\ud800`: a high surrogate followed by another high surrogate overflowed the
    /// arithmetic that joins a pair (a trap). Each unpaired half reads as U+FFFD.
    @Test func aCatalogStringWithTwoHighSurrogates() throws {
        _ = Self.lint(#"{"a":"\ud800\ud800"}"#, as: "App/Localizable.xcstrings")
        let catalog = #"{"strings":{"\ud800\ud800":{"localizations":{"de":{"stringUnit":{"value":"\ud83d\u0041 \ud83c\udf31"}}}}}}"#
        let facts = try StringCatalogFrontend.facts(source: catalog, path: "App/Localizable.xcstrings")
        #expect(facts.localizations.map(\.key) == ["\u{FFFD}\u{FFFD}"])
        #expect(facts.localizations.map(\.value) == ["\u{FFFD}A 🌱"])
    }
}
