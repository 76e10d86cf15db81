import SwiftSyntax

/// A new block joins an `#if CONDITION … #endif` the file already has right beside it, so
/// that a call added after a gated one (or before it) ends up in the same block instead of a
/// second `#if` of the same condition on the next line.
extension GateLayout {
    /// The existing block's line that goes when a group joins it: the `#endif` line of a block
    /// just before the group, or the `#if` line of one just after. A UTF-8 range, line break
    /// included.
    typealias JoinedLine = Range<Int>

    /// For a group of a list's plan (element positions `first...last`, under `condition`; `items`
    /// are the list's statements, at element positions `shift` on), the line to
    /// delete to join the block before it and the one to delete to join the block after it, and
    /// the indentation of the line deleted (for the group's own new directive).
    /// Joined only when the neighbour is a statement of the same list that is exactly `#if
    /// CONDITION` (same text) with one clause of statements, the lines between are `//` comment
    /// lines at most (no blank line: a person who set the blocks apart keeps them apart), and
    /// the line that goes holds nothing but its `#if CONDITION` or `#endif` (a comment there
    /// would be lost), the line above it holds no `tiplint:` comment (a `disable:next` there
    /// would come to apply to the line after the one that goes) and the line below it no
    /// `disable:previous` (which would come to apply to the line before it). `GateEditProof` accepts only
    /// such joins, and checks the suppressions again.
    func joins(
        in items: [CodeBlockItemSyntax], first: Int, last: Int, condition: String, shift: Int, breaks: [[TextBytes.LineBreak]],
        grouped: Set<Int>
    ) -> (previous: JoinedLine?, next: JoinedLine?, indentation: String?) {
        func block(at position: Int) -> (IfConfigDeclSyntax, IfConfigClauseSyntax)? {
            let index = position - shift
            guard index >= 0, index < items.count, !grouped.contains(position), items[index].semicolon == nil,
                let block = items[index].item.as(IfConfigDeclSyntax.self), let clause = Self.joinableClause(of: block, condition: condition)
            else { return nil }
            return (block, clause)
        }
        func onlyComments(between gap: [TextBytes.LineBreak]) -> Bool {
            guard let first = gap.first else { return false }
            return attachedCommentsStart(after: gap, firstLineStart: nil) == first.end
        }
        var previous: JoinedLine?
        if first >= 1, onlyComments(between: breaks[first - 1]), let (block, _) = block(at: first - 1) {
            let endif = block.poundEndif
            let start = endif.positionAfterSkippingLeadingTrivia.utf8Offset
            let lineStart = text.lineStart(of: start)
            let lineBreak = breaks[first - 1][0]
            if text.isSpace(from: lineStart, to: start), text.isSpace(from: endif.endPositionBeforeTrailingTrivia.utf8Offset, to: lineBreak.start),
                !directiveBeside(lineStart..<lineBreak.end)
            {
                previous = lineStart..<lineBreak.end
            }
        }
        var next: JoinedLine?
        if last + 1 < breaks.count, onlyComments(between: breaks[last]), let (_, clause) = block(at: last + 1),
            let conditionEnd = clause.condition?.endPositionBeforeTrailingTrivia.utf8Offset,
            case .statements(let statements)? = clause.elements, let firstStatement = statements.first
        {
            let start = clause.poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
            let lineStart = text.lineStart(of: start)
            if text.isSpace(from: lineStart, to: start),
                let lineBreak = text.lineBreaks(from: conditionEnd, to: firstStatement.positionAfterSkippingLeadingTrivia.utf8Offset)?.first,
                text.isSpace(from: conditionEnd, to: lineBreak.start), !directiveBeside(lineStart..<lineBreak.end)
            {
                next = lineStart..<lineBreak.end
            }
        }
        // The joined block's own directive lines set the new directive's indentation.
        let indentation = (previous ?? next).map { text.indentation(ofLineAt: $0.lowerBound) }
        return (previous, next, indentation)
    }

    /// Whether the line before `line` (a whole line, its break included) holds a `tiplint:`
    /// comment, or the one after it a `disable:previous`: the comments whose line of code the
    /// deletion would change.
    private func directiveBeside(_ line: JoinedLine) -> Bool {
        let syntax = SuppressionSyntax.swift
        let above = line.lowerBound > 0 && text.contains(syntax.prefix, from: text.lineStart(of: line.lowerBound - 1), to: line.lowerBound)
        let previous = syntax.prefix + SuppressionDirective.Kind.disablePrevious.rawValue
        let below = line.upperBound < text.bytes.count && text.contains(previous, from: line.upperBound, to: text.lineEnd(of: line.upperBound))
        return above || below
    }

    /// The one clause of `#if CONDITION` (exactly that text) holding statements, or nil.
    /// `GateEditProof` joins only such blocks.
    static func joinableClause(of block: IfConfigDeclSyntax, condition: String) -> IfConfigClauseSyntax? {
        guard block.clauses.count == 1, let clause = block.clauses.first, clause.poundKeyword.tokenKind == .poundIf,
            clause.condition?.trimmedDescription == condition, case .statements(let statements)? = clause.elements, !statements.isEmpty
        else { return nil }
        return clause
    }
}
