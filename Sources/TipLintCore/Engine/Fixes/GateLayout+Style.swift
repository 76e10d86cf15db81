import SwiftSyntax

/// How a file lays out its own `#if … #endif` blocks, so that a block `--fix` writes looks like
/// the ones beside it: whether `#if`/`#endif` stand at column 0 (as Xcode's templates write
/// them) or at the indentation of the code they gate, and whether the body is indented one
/// more level than that. Read from the file's blocks around statements or members whose `#if`
/// and first line of body start lines of their own; a file with none, or whose blocks are
/// evenly split, gets the layout of a file without any (directives at the statement's
/// indentation, body not indented).
struct GateStyle: Equatable {
    var directivesAtColumnZero = false
    /// Spaces or a tab added before each line of a new block's body; nil: the body keeps its
    /// indentation.
    var bodyIndentation: String?

    static let plain = GateStyle()
}

extension GateStyle {
    /// The style of the blocks in `tree`, whose text is `text`. Blocks inside a body (a
    /// function's, a type's) decide when there are any: a file's top-level `#if canImport(…)`
    /// around imports is rarely indented even where nested blocks are.
    init(of tree: SourceFileSyntax, text: TextBytes) {
        let samples = IfConfigSamples(text: text, viewMode: .sourceAccurate)
        samples.walk(tree)
        self.init()
        directivesAtColumnZero = samples.atColumnZero > samples.atStatement
        let bodies = samples.nested.isEmpty ? samples.topLevel : samples.nested
        var units: [String: Int] = [:]
        for body in bodies {
            if let unit = body { units[unit, default: 0] += 1 }
        }
        let indented = units.values.reduce(0, +)
        guard indented * 2 > bodies.count else { return }
        bodyIndentation = units.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }
}

/// Reads each `#if` block's layout: where its directive stands against the indentation its
/// body would have without it, and what its body adds to that.
private final class IfConfigSamples: SyntaxVisitor {
    let text: TextBytes
    /// Blocks whose `#if` is at column 0 in indented code, and at the code's indentation.
    var atColumnZero = 0
    var atStatement = 0
    /// For each block, what its body adds to the code's indentation (nil: nothing); inside a
    /// body, and at a file's top level.
    var nested: [String?] = []
    var topLevel: [String?] = []
    /// `TextBytes.indentationUnit(besides:)` scans the whole text: once per kind of outer line.
    private var units: [String: String] = [:]

    init(text: TextBytes, viewMode: SyntaxTreeViewMode) {
        self.text = text
        super.init(viewMode: viewMode)
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let clause = node.clauses.first, clause.poundKeyword.tokenKind == .poundIf,
            let (list, isTopLevel) = enclosingList(of: node), let body = firstBodyLine(of: clause)
        else { return .visitChildren }
        let keyword = clause.poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
        guard startsLine(keyword), text.lineStart(of: body) != text.lineStart(of: keyword) else { return .visitChildren }
        let directive = text.indentation(ofLineAt: keyword)
        let bodyIndentation = text.indentation(ofLineAt: body)
        let code = isTopLevel ? "" : codeIndentation(in: list, besides: node)
        let base: String
        if directive == code {
            base = code
            if !code.isEmpty { atStatement += 1 }
        } else if directive.isEmpty {
            base = code
            atColumnZero += 1
        } else {
            return .visitChildren
        }
        guard bodyIndentation.hasPrefix(base) else { return .visitChildren }
        let added = bodyIndentation == base ? nil : String(bodyIndentation.dropFirst(base.count))
        if isTopLevel { topLevel.append(added) } else { nested.append(added) }
        return .visitChildren
    }

    /// The statement or member list the block is an element of, and whether it is the file's
    /// top level; nil for a block among a chain's postfix expressions, switch cases or
    /// attributes, or inside another block's clause (whose indentation says more about the
    /// outer block than about this one).
    private func enclosingList(of node: IfConfigDeclSyntax) -> (Syntax, Bool)? {
        guard let list = node.parent?.parent, list.is(CodeBlockItemListSyntax.self) || list.is(MemberBlockItemListSyntax.self),
            let holder = list.parent, !holder.is(IfConfigClauseSyntax.self)
        else { return nil }
        return (list, holder.is(SourceFileSyntax.self))
    }

    /// Where the clause's first statement or member starts, when it starts a line.
    private func firstBodyLine(of clause: IfConfigClauseSyntax) -> Int? {
        let first: Syntax?
        switch clause.elements {
        case .statements(let statements)?: first = statements.first.map(Syntax.init)
        case .decls(let members)?: first = members.first.map(Syntax.init)
        default: first = nil
        }
        guard let start = first?.positionAfterSkippingLeadingTrivia.utf8Offset, startsLine(start) else { return nil }
        return start
    }

    /// The indentation of the list's code: that of its first other element that starts a line,
    /// else one level past the line its opening brace is on.
    private func codeIndentation(in list: Syntax, besides node: IfConfigDeclSyntax) -> String {
        for element in list.children(viewMode: .sourceAccurate) {
            let item = element.as(CodeBlockItemSyntax.self).map { Syntax($0.item) } ?? element.as(MemberBlockItemSyntax.self).map { Syntax($0.decl) }
            guard let item, !item.is(IfConfigDeclSyntax.self) else { continue }
            let start = item.positionAfterSkippingLeadingTrivia.utf8Offset
            if startsLine(start) { return text.indentation(ofLineAt: start) }
        }
        guard let opening = list.firstToken(viewMode: .sourceAccurate)?.previousToken(viewMode: .sourceAccurate) else { return "" }
        let outer = text.indentation(ofLineAt: opening.positionAfterSkippingLeadingTrivia.utf8Offset)
        let key = outer.hasPrefix("\t") ? "\t" : outer.isEmpty ? "" : " "
        if units[key] == nil { units[key] = text.indentationUnit(besides: outer) }
        return outer + (units[key] ?? "    ")
    }

    private func startsLine(_ offset: Int) -> Bool {
        text.isSpace(from: text.lineStart(of: offset), to: offset)
    }
}

extension GateLayout {
    /// Where the lines of a group's body start that take `GateStyle.bodyIndentation`: every line
    /// start in `start..<end` but those of blank lines; nil when one of them is inside a token
    /// or a comment (a multi-line string or `/* … */`, whose text indenting would change), in
    /// which case the body keeps its indentation.
    func bodyLineStarts(from start: Int, to end: Int) -> [Int]? {
        var result: [Int] = []
        for lineStart in text.lineStarts(in: start..<end) {
            guard lineStart == 0 || breaksInTrivia(before: lineStart) else { return nil }
            let lineEnd = text.lineEnd(of: lineStart)
            if !text.isSpace(from: lineStart, to: lineEnd) { result.append(lineStart) }
        }
        return result
    }

    /// Whether the line break that ends right before `lineStart` is trivia of the tree's (not in
    /// a string's text or a block comment).
    private func breaksInTrivia(before lineStart: Int) -> Bool {
        let last = lineStart - 1
        guard let token = tree.token(at: AbsolutePosition(utf8Offset: last)) else { return false }
        let textStart = token.positionAfterSkippingLeadingTrivia.utf8Offset
        let textEnd = token.endPositionBeforeTrailingTrivia.utf8Offset
        let trivia: Trivia
        var offset: Int
        if last < textStart {
            (trivia, offset) = (token.leadingTrivia, token.position.utf8Offset)
        } else if last >= textEnd {
            (trivia, offset) = (token.trailingTrivia, textEnd)
        } else {
            return false
        }
        for piece in trivia {
            let pieceEnd = offset + piece.sourceLength.utf8Length
            if last < pieceEnd {
                switch piece {
                case .newlines, .carriageReturns, .carriageReturnLineFeeds: return true
                default: return false
                }
            }
            offset = pieceEnd
        }
        return false
    }
}
