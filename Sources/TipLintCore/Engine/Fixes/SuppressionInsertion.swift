import SwiftSyntax

/// The suppression comment that hides one finding, and where it goes: the one writer behind the
/// editor's "disable" action, in the syntax of the file's kind (`SuppressionSyntax`). Swift gets
/// `// tiplint:disable:next RULE` above the finding's line; Markdown gets
/// `<!-- tiplint-disable-next-block RULE -->` above the fenced block holding the finding, since
/// its comments cannot sit inside a code block. In Swift the edit is proven like a fix: the
/// file's tokens stay exactly what they were (a line that starts inside a multi-line string
/// would take the comment into the string's text) and the comment applies to the finding's line.
package struct SuppressionInsertion: Sendable, Equatable {
    /// 1-based line the comment goes above: `text` is inserted at its first column.
    package var line: Int
    /// The comment, indented like the line it goes above, ending with a line break like that
    /// line's (`\r\n` in a CRLF file).
    package var text: String
    /// What the comment says: `disable:next` or `disable-next-block`.
    package var directive: SuppressionDirective.Kind

    /// Nil when files of `kind` have no suppression comments (YAML manifests, string catalogs),
    /// when a Markdown finding lies outside every fenced block, or when a Swift finding's line
    /// cannot take a comment above it (it starts inside a multi-line string or block comment,
    /// or the text is over the input limits). `text` is the whole file.
    package init?(hiding finding: Finding, in text: String, kind: FileKind) {
        guard let syntax = SuppressionSyntax(fileKind: kind) else { return nil }
        var line = finding.location.range.start.line
        if syntax == .markdown {
            let blocks = MarkdownFrontend.parse(text).blocks
            guard let block = blocks.first(where: { $0.openingLine <= line && line <= $0.lastLine }) else { return nil }
            line = block.openingLine
        }
        let lines = text.sourceLines
        let above = lines.indices.contains(line - 1) ? lines[line - 1] : ""
        let indentation = String(above.prefix { $0 == " " || $0 == "\t" })
        self.line = line
        directive = syntax.kindForTheCodeBelow
        let bytes = TextBytes(text)
        let ending = bytes.lineStarts.indices.contains(line - 1) ? bytes.lineEnding(at: bytes.lineStarts[line - 1]) : "\n"
        self.text = indentation + syntax.comment(directive, rules: [finding.ruleID]) + ending
        if syntax == .swift {
            guard bytes.lineStarts.indices.contains(line - 1), isProven(in: text, at: bytes.lineStarts[line - 1]) else { return nil }
        }
    }

    /// Whether the comment can go at `offset` (UTF-8, the start of the finding's line): the
    /// offset lies in the white space before the line's first token, which is on that line, so
    /// the comment becomes trivia of that token (every token stays as it was) and applies to its
    /// line. Not inside a multi-line string or a block comment. One parse, no second one of the
    /// edited text: inserting a line comment at a trivia boundary cannot change any token.
    private func isProven(in text: String, at offset: Int) -> Bool {
        guard let tree = SwiftInputLimits.parsed(text),
            let token = tree.token(at: AbsolutePosition(utf8Offset: offset)),
            offset <= token.positionAfterSkippingLeadingTrivia.utf8Offset,
            // The white space before a multi-line string's closing `"""` is the string's text to
            // the lexer (the tree files it as trivia): nothing goes inside a literal that starts
            // before the line (before its opening quote is fine).
            (token.ancestorOrSelf(mapping: { $0.is(StringLiteralExprSyntax.self) || $0.is(RegexLiteralExprSyntax.self) ? $0 : nil })
                .map { $0.positionAfterSkippingLeadingTrivia.utf8Offset >= offset } ?? true)
        else { return false }
        var pieceStart = token.position.utf8Offset
        for piece in token.leadingTrivia {
            let pieceEnd = pieceStart + piece.sourceLength.utf8Length
            if pieceStart < offset, offset < pieceEnd {
                switch piece {
                case .spaces, .tabs: break
                default: return false
                }
            }
            pieceStart = pieceEnd
        }
        let lines = LineTable(text)
        return lines.lineIndex(ofUTF8Offset: token.positionAfterSkippingLeadingTrivia.utf8Offset) == line - 1
    }
}
