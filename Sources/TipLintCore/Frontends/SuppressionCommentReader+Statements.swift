import SwiftSyntax

/// A line command aims at one line, but tiplint reports a finding where its statement's code
/// is (a call's name, a literal, a modifier), which is often not the line a person ends with a
/// comment: `Tips.configure([` … `]) // tiplint:disable:this rule`. So a line command also
/// covers the statement its target line belongs to: that statement's own tokens, not those of
/// statements nested in its closures, accessors, cases or members, so that a comment after a
/// closing `}` never hides what the block holds.
extension SuppressionCommentReader {
    /// `directives` with `statementSpans` set for each line command whose target line belongs
    /// to a statement written over several lines.
    func withStatementSpans(_ directives: [SuppressionDirective], in tree: SourceFileSyntax) -> [SuppressionDirective] {
        directives.map { directive in
            guard directive.targetLine > 0, SuppressionDirective.lineCommands.contains(directive.kind) else { return directive }
            var directive = directive
            let spans = spans(of: statementTokens(ofLine: directive.targetLine, in: tree))
            directive.statementSpans = spans.contains { $0.start.line != directive.targetLine } ? spans : nil
            return directive
        }
    }

    /// The own tokens (present, in source order) of every innermost statement with a token
    /// starting on `line` (1-based): what a line command aimed at that line covers.
    func statementTokens(ofLine line: Int, in tree: SourceFileSyntax) -> [TokenSyntax] {
        let lineStart = lines.utf8Offset(clampingLine: line - 1, utf16Column: 0)
        var token = tree.token(at: AbsolutePosition(utf8Offset: lineStart))
        var statements: [Syntax] = []
        while let current = token, current.tokenKind != .endOfFile {
            let tokenLine = lines.position(current.positionAfterSkippingLeadingTrivia).line
            if tokenLine > line { break }
            if tokenLine == line, let statement = Self.statement(holding: current),
                !statements.contains(where: { $0.id == statement.id })
            {
                statements.append(statement)
            }
            token = current.nextToken(viewMode: .sourceAccurate)
        }
        var result: [TokenSyntax] = []
        for statement in statements.sorted(by: { $0.position < $1.position }) { Self.ownTokens(of: statement, into: &result) }
        return result
    }

    /// Runs of `tokens` that stand next to each other on one line, each as the range from its
    /// first token's start to its last token's end.
    private func spans(of tokens: [TokenSyntax]) -> [SourceRange] {
        var result: [SourceRange] = []
        var previous: TokenSyntax?
        for token in tokens {
            let start = lines.position(token.positionAfterSkippingLeadingTrivia)
            let end = lines.position(token.endPositionBeforeTrailingTrivia)
            if let last = result.last, let previous, previous.nextToken(viewMode: .sourceAccurate)?.id == token.id,
                last.end.line == start.line
            {
                result[result.count - 1].end = end
            } else {
                result.append(SourceRange(start: start, end: end))
            }
            previous = token
        }
        return result
    }

    /// The innermost statement (an item of a code block or of a type's members) a token is part of.
    private static func statement(holding token: TokenSyntax) -> Syntax? {
        var node = token.parent
        while let current = node {
            if isStatement(current) { return current }
            node = current.parent
        }
        return nil
    }

    private static func isStatement(_ node: Syntax) -> Bool {
        node.is(CodeBlockItemSyntax.self) || node.is(MemberBlockItemSyntax.self)
    }

    /// `node`'s tokens, skipping the statements nested in it. Recursion is as deep as the tree
    /// below one statement, which `SwiftInputLimits.checkDepth` bounds.
    private static func ownTokens(of node: Syntax, into result: inout [TokenSyntax]) {
        if let token = node.as(TokenSyntax.self) {
            if token.presence == .present, token.tokenKind != .endOfFile { result.append(token) }
            return
        }
        for child in node.children(viewMode: .sourceAccurate) where !isStatement(child) {
            ownTokens(of: child, into: &result)
        }
    }
}
