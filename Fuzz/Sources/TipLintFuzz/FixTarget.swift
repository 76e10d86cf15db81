import Foundation
import SwiftParser
import SwiftSyntax
import TipLintCore
import TipLintRules

/// `--fix` on the fuzz input as Swift: applying the findings' fixes must keep a file that
/// parsed parsing, lose none of its code, leave nothing more to fix, and neither bring back a
/// finding a comment hid nor hide one it did not (a fix that moves what a `tiplint:` comment
/// applies to).
enum FixTarget {
    static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let before = lint(text)
        let fixes = fixable(before)
        guard !fixes.isEmpty else { return }
        guard let (fixed, applied) = apply(fixes, to: text), applied > 0 else { return }
        if !Parser.parse(source: text).hasError {
            require(!Parser.parse(source: fixed).hasError, "the fixed text no longer parses:\n\(fixed)")
        }
        require(keepsCode(of: text, in: fixed), "the fix lost code:\n\(fixed)")
        require(keepsDirectives(of: text, in: fixed), "the fix lost or added an #if or #endif of its own:\n\(fixed)")
        let after = lint(fixed)
        if applied == fixes.count {
            require(fixable(after).isEmpty, "a second lint still finds something to fix:\n\(fixed)")
        }
        let appeared = rules(after).filter { rule, count in count > (rules(before)[rule] ?? 0) }
        require(appeared.isEmpty, "the fix made \(appeared) appear:\n\(fixed)")
        let hidden = rules(after, hidden: true).filter { rule, count in count > (rules(before, hidden: true)[rule] ?? 0) }
        require(hidden.isEmpty, "the fix made a comment hide \(hidden):\n\(fixed)")
    }

    /// The text with the fixes applied as `--fix` applies them, and how many applied; nil when
    /// the fixer refuses the file.
    static func apply(_ fixes: [Fix], to text: String) -> (String, Int)? {
        guard let fixed = try? FixApplier.provenPart(of: fixes, in: text, kind: .swift) else { return nil }
        return (fixed.text, fixed.applied)
    }

    static func lint(_ text: String) -> LintResult {
        Project(configuration: FrontendTargets.fuzzConfiguration, rules: allRules, sources: [SourceText(path: "App/Fuzz.swift", text: text, root: "/fuzz")]).lint()
    }

    static func fixable(_ result: LintResult) -> [Fix] {
        result.findings.filter { $0.suppression == nil && !$0.counterExample }.compactMap(\.fix)
    }

    /// The rule ids of the findings nothing hides (or, `hidden`, that a comment hides), each as
    /// many times as it is found.
    static func rules(_ result: LintResult, hidden: Bool = false) -> [String: Int] {
        result.findings.filter { ($0.suppression != nil) == hidden && !$0.counterExample }.reduce(into: [:]) { $0[$1.ruleID, default: 0] += 1 }
    }

    /// Whether every character of `original` but white space (and `;`, which a statement moved
    /// onto its own line no longer needs) is still in `fixed`, in order.
    /// `keepsCode` sets `#if DEBUG` and `#endif` aside; they are counted here: every `#endif` the
    /// fix adds or removes goes with an `#if DEBUG` it adds or removes (a join deletes one line of
    /// a pair and adds the other), so no other block loses its `#endif`.
    static func keepsDirectives(of original: String, in fixed: String) -> Bool {
        func count(_ directive: String, in text: String) -> Int {
            text.sourceLines.reduce(0) { total, line in
                total + line.components(separatedBy: directive).count - 1
            }
        }
        let ifs = count("#if DEBUG", in: fixed) - count("#if DEBUG", in: original)
        let endifs = count("#endif", in: fixed) - count("#endif", in: original)
        let otherIfs = count("#if", in: fixed) - count("#if", in: original) - ifs
        return ifs == endifs && otherIfs == 0
    }

    static func keepsCode(of original: String, in fixed: String) -> Bool {
        // A fix adds `#if DEBUG` and `#endif` lines, and may delete such a line of a block it
        // joins (`GateEditProof` checks the block is joined whole): the rest must all stay, in order.
        // (Wherever they stand: a fix also moves one that shared a line with a `;` onto its own.)
        func code(_ text: String) -> [Unicode.Scalar] {
            let scalars = text.unicodeScalars.filter { !$0.properties.isWhitespace && $0 != ";" }
            let squeezed = String(String.UnicodeScalarView(scalars))
            return Array(squeezed.replacingOccurrences(of: "#ifDEBUG", with: "").replacingOccurrences(of: "#endif", with: "").unicodeScalars)
        }
        var remaining = code(fixed)[...]
        for scalar in code(original) {
            guard let index = remaining.firstIndex(of: scalar) else { return false }
            remaining = remaining[(index + 1)...]
        }
        return true
    }
}
