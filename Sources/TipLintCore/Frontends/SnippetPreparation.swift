import SwiftParser
import SwiftSyntax

extension MarkdownCodeBlock {
    /// Docs often put a wrong and a right version in one block, each starting with an unindented
    /// `// WRONG` / `// CORRECT` comment. They are separate examples: the right version's
    /// `invalidate` must not excuse the wrong one, and both may declare the same `ContentView`.
    /// Indented markers sit inside a declaration and cannot split it. Likewise an unindented
    /// `.popoverTip(…)` after a blank line is a second fragment ("or, with an arrow edge:"), not
    /// a modifier chained onto the example above it.
    package func segments(markers: CounterExampleMarkers) -> [MarkdownCodeBlock] {
        var starts: [Int] = [0]
        for (offset, line) in lines.enumerated() where offset > 0 {
            if markers.mark(ofComment: Substring(line.text)) != nil {
                starts.append(offset)
            } else if line.text.hasPrefix(".") {
                var first = offset
                while first > 0, lines[first - 1].text.hasPrefix("//") { first -= 1 }
                if first > 0, lines[first - 1].text.allSatisfy(\.isWhitespace), first > (starts.last ?? 0) { starts.append(first) }
            }
        }
        return starts.enumerated().map { index, start in
            var segment = self
            let end = index + 1 < starts.count ? starts[index + 1] : lines.count
            segment.lines = Array(lines[start..<end])
            if index > 0 { segment.introduction = nil }
            return segment
        }
    }
}

/// A snippet that holds only members (`var title: Text { … }`, `var rules: [Rule] { … }`) is a
/// piece of a tip shown without its type; wrapped in one, the tip rules can read it.
enum MemberFragment {
    static let wrapperName = "SnippetTip"

    /// The snippet inside `struct SnippetTip: Tip { … }` (one line added above), or nil when it
    /// is not a members-only fragment with a `title`, or is over one of `SwiftInputLimits` (the
    /// front end then skips it and says where).
    static func wrapped(_ source: String) -> String? {
        // Most blocks are whole examples; only a block that mentions `title` needs the second parse.
        guard source.contains("title") else { return nil }
        // This parse too must not meet what makes the parser slow or deep (the fuzzer found 49
        // open `[` here taking minutes): the same check as the front end's, before parsing.
        var text = source
        guard text.withUTF8({ SwiftInputLimits.check($0) }) == nil else { return nil }
        SwiftParseLog.record(text)
        let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: SwiftInputLimits.maximumNesting) }
        guard !tree.statements.isEmpty else { return nil }
        var hasTitle = false
        for item in tree.statements {
            if let variable = item.item.as(VariableDeclSyntax.self) {
                hasTitle = hasTitle || variable.bindings.contains {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "title"
                }
            } else if !item.item.is(FunctionDeclSyntax.self) {
                return nil
            }
        }
        return hasTitle ? "struct \(wrapperName): Tip {\n" + source + "\n}" : nil
    }
}
