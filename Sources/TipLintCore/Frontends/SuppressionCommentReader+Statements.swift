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
    ///
    /// Bounded, since a file may hold a comment on every line of one long statement: a statement
    /// whose own code is over `maximumOwnTokens` tokens, or makes more than `maximumSpans` runs,
    /// covers its target line alone; each statement is walked once, whatever the comments on it.
    func withStatementSpans(_ directives: [SuppressionDirective], in tree: SourceFileSyntax) -> [SuppressionDirective] {
        guard directives.contains(where: { $0.targetLine > 0 && SuppressionDirective.lineCommands.contains($0.kind) }) else { return directives }
        // The first token of each line, from one walk: `token(at:)` scans a list's elements one
        // by one, so asking it per comment was quadratic in a long array literal.
        var firstTokens: [Int: TokenSyntax] = [:]
        for token in tree.tokens(viewMode: .sourceAccurate) where token.presence == .present {
            let line = lines.position(token.positionAfterSkippingLeadingTrivia).line
            if firstTokens[line] == nil { firstTokens[line] = token }
        }
        var byStatements: [[SyntaxIdentifier]: [SourceRange]] = [:]
        return directives.map { directive in
            guard directive.targetLine > 0, SuppressionDirective.lineCommands.contains(directive.kind) else { return directive }
            var directive = directive
            let (statements, holding) = statements(onLine: directive.targetLine, from: firstTokens[directive.targetLine])
            let key = statements.map(\.id)
            let spans = byStatements[key] ?? {
                let made = Self.ownTokens(of: statements).map(spans(of:)) ?? []
                byStatements[key] = made
                return made
            }()
            directive.statementSpans = spans.count <= Self.maximumSpans && spans.contains { $0.start.line != directive.targetLine } ? spans : nil
            if let first = holding.first, let last = holding.map(\.endPositionBeforeTrailingTrivia).max() {
                directive.statementLines = lines.position(first.positionAfterSkippingLeadingTrivia).line...lines.position(last).line
            }
            return directive
        }
    }

    /// The most own tokens of the statements on one line that a line command covers whole.
    static let maximumOwnTokens = 4_000
    /// The most runs of adjacent tokens one directive keeps (`statementSpans`).
    static let maximumSpans = 64

    /// The own tokens (present, in source order) of every innermost statement with a token
    /// starting on `line` (1-based): what a line command aimed at that line covers; none when
    /// they are over `maximumOwnTokens`.
    func statementTokens(ofLine line: Int, in tree: SourceFileSyntax) -> [TokenSyntax] {
        let lineStart = lines.utf8Offset(clampingLine: line - 1, utf16Column: 0)
        return Self.ownTokens(of: statements(onLine: line, from: tree.token(at: AbsolutePosition(utf8Offset: lineStart))).covered) ?? []
    }

    /// The innermost statements a token starting on `line` is part of, in source order:
    /// `holding` all of them, `covered` less those a line command does not cover whole
    /// (`coversWhole`). `first` is a token at or before the line's first one.
    private func statements(onLine line: Int, from first: TokenSyntax?) -> (covered: [Syntax], holding: [Syntax]) {
        var token = first
        var holding: [Syntax] = []
        while let current = token, current.tokenKind != .endOfFile {
            let tokenLine = lines.position(current.positionAfterSkippingLeadingTrivia).line
            if tokenLine > line { break }
            if tokenLine == line, let statement = Self.statement(holding: current), !holding.contains(where: { $0.id == statement.id }) {
                holding.append(statement)
            }
            token = current.nextToken(viewMode: .sourceAccurate)
        }
        holding.sort { $0.position < $1.position }
        return (holding.filter(Self.coversWhole), holding)
    }

    /// The own tokens of `statements` in order, or nil past `maximumOwnTokens`.
    private static func ownTokens(of statements: [Syntax]) -> [TokenSyntax]? {
        var result: [TokenSyntax] = []
        for statement in statements {
            guard ownTokens(of: statement, into: &result) else { return nil }
        }
        return result
    }

    /// Whether a line command covers `statement` whole: not a declaration with a body (a comment
    /// after a type's or a function's closing `}` must not hide a finding at its name, lines
    /// above).
    private static func coversWhole(_ statement: Syntax) -> Bool {
        let declaration = statement.as(CodeBlockItemSyntax.self)?.item.as(DeclSyntax.self)
            ?? statement.as(MemberBlockItemSyntax.self)?.decl
        return declaration.map { !hasBody($0) } ?? true
    }

    private static func hasBody(_ declaration: DeclSyntax) -> Bool {
        if declaration.asProtocol(DeclGroupSyntax.self) != nil { return true }
        if declaration.is(FunctionDeclSyntax.self) || declaration.is(InitializerDeclSyntax.self)
            || declaration.is(DeinitializerDeclSyntax.self) || declaration.is(SubscriptDeclSyntax.self)
            || declaration.is(MacroExpansionDeclSyntax.self) || declaration.is(IfConfigDeclSyntax.self)
        {
            return true
        }
        if let variable = declaration.as(VariableDeclSyntax.self) {
            return variable.bindings.contains { $0.accessorBlock != nil }
        }
        return false
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

    /// Adds `node`'s tokens to `result`, skipping the statements nested in it; false once
    /// `result` holds more than `maximumOwnTokens`. Recursion is as deep as the tree below one
    /// statement, which `SwiftInputLimits.checkDepth` bounds.
    private static func ownTokens(of node: Syntax, into result: inout [TokenSyntax]) -> Bool {
        if let token = node.as(TokenSyntax.self) {
            if token.presence == .present, token.tokenKind != .endOfFile { result.append(token) }
            return result.count <= maximumOwnTokens
        }
        for child in node.children(viewMode: .sourceAccurate) where !isStatement(child) {
            guard ownTokens(of: child, into: &result) else { return false }
        }
        return true
    }
}
