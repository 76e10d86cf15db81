import Foundation
import Testing
import TipLintCore
import TipLintRules

/// Inputs the fuzzer (Fuzz/) found crashing a front end, minimised, each run through the whole
/// pipeline as the fuzz target runs it. A new crash gets a case here with its fix.
@Suite struct FuzzRegressionTests {
    static func lint(_ text: String, as path: String) -> LintResult {
        Linter(configuration: Configuration(rules: allRules, root: "/fuzz"), rules: allRules)
            .lint(sources: [SourceText(path: path, text: text, root: "/fuzz")])
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
