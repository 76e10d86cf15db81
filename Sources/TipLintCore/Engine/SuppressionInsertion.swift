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
    /// or when a Markdown finding lies outside every fenced block. `text` is the whole file.
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

    /// Whether inserting the comment at `offset` (UTF-8) keeps every token of `text` and reads
    /// back as a `disable:next` for the line below it.
    private func isProven(in text: String, at offset: Int) -> Bool {
        var edited = Array(text.utf8)
        edited.insert(contentsOf: Array(self.text.utf8), at: offset)
        let editedText = String(decoding: edited, as: UTF8.self)
        guard let before = SwiftInputLimits.parsed(text), let after = SwiftInputLimits.parsed(editedText),
            before.tokens(viewMode: .sourceAccurate).elementsEqual(after.tokens(viewMode: .sourceAccurate), by: {
            $0.tokenKind == $1.tokenKind && $0.presence == $1.presence
        }) else { return false }
        return SuppressionCommentReader(lines: LineTable(editedText)).directives(in: after).contains {
            $0.kind == directive && $0.range.start.line == line && $0.targetLine == line + 1
        }
    }
}
