import Foundation

/// Moves positions from a code block's own coordinates (line 1 is the block's first line, with
/// the fence's indentation removed) to the Markdown file's, so that findings point into the doc.
struct SnippetMap {
    let block: MarkdownCodeBlock
    /// Lines the parsed text had above the block's own (a wrapper declaration).
    var lineShift = 0

    func position(_ shifted: SourcePosition) -> SourcePosition {
        let position = shifted.line > lineShift
            ? SourcePosition(line: shifted.line - lineShift, column: shifted.column)
            : SourcePosition(line: 1, column: 1)
        guard let last = block.lines.last else {
            return SourcePosition(line: block.openingLine, column: position.column)
        }
        guard position.line - 1 < block.lines.count else {
            // The end of the snippet: just after its last character.
            return SourcePosition(line: last.line, column: last.indent + last.text.utf16.count + 1)
        }
        let line = block.lines[max(position.line - 1, 0)]
        return SourcePosition(line: line.line, column: position.column + line.indent)
    }

    func range(_ range: SourceRange) -> SourceRange {
        SourceRange(start: position(range.start), end: position(range.end))
    }

    func location(_ location: SourceLocation) -> SourceLocation {
        SourceLocation(path: location.path, range: range(location.range))
    }

    /// The finding with every range moved; inserted lines of a fix get the block's indentation,
    /// the same characters (a tab stays a tab: spaces in its place could end a list item's block).
    func finding(_ finding: Finding) -> Finding {
        var finding = finding
        finding.location = location(finding.location)
        finding.related = finding.related.map { related in
            var moved = related
            moved.location = location(related.location)
            return moved
        }
        let indentation = block.lines.max { $0.indent < $1.indent }?.indentation ?? ""
        if var fix = finding.fix {
            fix.replacements = fix.replacements.map { replacement in
                let text = indentation.isEmpty ? replacement.text : replacement.text.replacingOccurrences(of: "\n", with: "\n" + indentation)
                return Replacement(range: range(replacement.range), text: text)
            }
            if var gating = fix.gating {
                gating.statements = gating.statements.map(range)
                fix.gating = gating
            }
            finding.fix = fix
        }
        return finding
    }
}
