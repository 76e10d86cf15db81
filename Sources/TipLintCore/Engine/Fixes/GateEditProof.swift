import SwiftParser
import SwiftSyntax

/// Checks, before `--fix` writes a file, that a gating edit did what it says and nothing else:
/// both texts are parsed and their trees compared. Proven when the edited tree is the original
/// tree with exactly the requested statements moved into `#if CONDITION … #endif` blocks (one
/// clause, one of the requested conditions), new ones or ones of exactly that condition beside
/// them that they join, every other token the same (whitespace, the `;` between statements and
/// a joined block's own `#if`/`#endif` lines aside), every comment kept in order, and no new
/// parse error.
enum GateEditProof {
    /// Nil when proven, else why not (for the person whose file is left alone).
    /// `statements` are the requested statements' start positions in `original`. A Swift file
    /// that does not parse is never edited; a documentation fragment (`allowingParseErrors`)
    /// may be, when its errors stay exactly what they were.
    static func check(
        original: String, edited: String, conditions: Set<String>, statements: Set<SourcePosition>, allowingParseErrors: Bool = false
    ) -> String? {
        guard let before = SwiftInputLimits.parsed(original), let after = SwiftInputLimits.parsed(edited) else { return overLimits }
        return check(
            original: original, before: before, edited: edited, after: after, conditions: conditions, statements: statements,
            allowingParseErrors: allowingParseErrors)
    }

    /// Why an edit of a text over `SwiftInputLimits` is not proven.
    static let overLimits = "the text is over tiplint's limits for Swift input (too deeply nested, say), so the edit cannot be checked"

    /// `check` on trees already made: `before` and `after` are exactly `original` and `edited`
    /// parsed as `SwiftInputLimits.parsed` parses them (`FixApplier` takes the lint's tree of
    /// the original, `FixTrees`, rather than parsing it again).
    static func check(
        original: String, before: SourceFileSyntax, edited: String, after: SourceFileSyntax, conditions: Set<String>,
        statements: Set<SourcePosition>, allowingParseErrors: Bool = false
    ) -> String? {
        if before.hasError, !allowingParseErrors {
            return "the file does not parse as Swift, so the edit cannot be checked; fix the file's syntax first"
        }
        if after.hasError && !before.hasError {
            return "the edited file would not parse"
        }
        var wrapped: [AbsolutePosition] = []
        var pairs: [(Syntax, Syntax)] = [(Syntax(before), Syntax(after))]
        while let (old, new) = pairs.popLast() {
            if let oldList = old.as(CodeBlockItemListSyntax.self), let newList = new.as(CodeBlockItemListSyntax.self) {
                guard let aligned = align(oldList, newList, conditions: conditions, wrapped: &wrapped) else {
                    return "the edit changes the statements around \(position(of: old, in: original))"
                }
                pairs += aligned
                continue
            }
            guard old.kind == new.kind else {
                return "the edit changes the code at \(position(of: old, in: original))"
            }
            if let oldToken = old.as(TokenSyntax.self), let newToken = new.as(TokenSyntax.self) {
                guard oldToken.tokenKind == newToken.tokenKind, oldToken.presence == newToken.presence else {
                    return "the edit changes the code at \(position(of: old, in: original))"
                }
                continue
            }
            let oldChildren = Array(old.children(viewMode: .sourceAccurate))
            let newChildren = Array(new.children(viewMode: .sourceAccurate))
            guard oldChildren.count == newChildren.count else {
                return "the edit changes the code at \(position(of: old, in: original))"
            }
            pairs += zip(oldChildren, newChildren).reversed()
        }
        guard comments(in: before) == comments(in: after) else {
            return "the edit would move or lose a comment"
        }
        let lines = LineTable(original)
        if let line = SuppressionScope.firstChanged(before: before, lines: lines, after: after, lines: LineTable(edited)) {
            return "the edit would change what the tiplint comment on line \(line) applies to; "
                + "move that comment, or add the #if by hand"
        }
        let moved = Set(wrapped.map { lines.position($0) })
        guard moved == statements else {
            return moved.isSuperset(of: statements)
                ? "the edit would put other statements under #if too"
                : "the edit does not put every statement it should under #if"
        }
        return nil
    }

    /// Pairs a list's statements with the edited list's, looking inside the new `#if` blocks:
    /// an edited block of a requested condition holds, in order, original statements (which
    /// moved into it) and the statements of original blocks of exactly its condition that it
    /// joined whole (which stay gated as they were); nil when the lists do not line up.
    /// Records where the moved statements start.
    private static func align(
        _ old: CodeBlockItemListSyntax, _ new: CodeBlockItemListSyntax, conditions: Set<String>, wrapped: inout [AbsolutePosition]
    ) -> [(Syntax, Syntax)]? {
        let oldItems = Array(old)
        var pairs: [(Syntax, Syntax)] = []
        var next = 0
        for item in new {
            guard next < oldItems.count else { return nil }
            guard let (condition, inner) = gateBlock(item, conditions: conditions) else {
                pairs.append((Syntax(oldItems[next].item), Syntax(item.item)))
                next += 1
                continue
            }
            let statements = Array(inner)
            var index = 0
            // What the block is made of, in order: original blocks joined, statements moved in. No
            // two joined blocks are next to each other (`GateLayout` joins a block only to moved
            // statements), so a block with nothing moved in is one the file has, as it was.
            var joinedLast = false
            while index < statements.count {
                guard next < oldItems.count else { return nil }
                if let block = oldItems[next].item.as(IfConfigDeclSyntax.self) {
                    // An original block is never moved: it is joined whole, or paired as it is.
                    guard !joinedLast, let clause = GateLayout.joinableClause(of: block, condition: condition),
                        case .statements(let joined)? = clause.elements, index + joined.count <= statements.count
                    else { return nil }
                    for statement in joined {
                        pairs.append((Syntax(statement.item), Syntax(statements[index].item)))
                        index += 1
                    }
                    joinedLast = true
                } else {
                    pairs.append((Syntax(oldItems[next].item), Syntax(statements[index].item)))
                    wrapped.append(oldItems[next].positionAfterSkippingLeadingTrivia)
                    index += 1
                    joinedLast = false
                }
                next += 1
            }
        }
        return next == oldItems.count ? pairs.reversed() : nil
    }

    /// The condition and statements of `#if CONDITION … #endif` with one clause and a
    /// requested condition.
    private static func gateBlock(_ item: CodeBlockItemSyntax, conditions: Set<String>) -> (String, CodeBlockItemListSyntax)? {
        guard let block = item.item.as(IfConfigDeclSyntax.self), let condition = block.clauses.first?.condition?.trimmedDescription,
            conditions.contains(condition), let clause = GateLayout.joinableClause(of: block, condition: condition),
            case .statements(let statements)? = clause.elements
        else { return nil }
        return (condition, statements)
    }

    /// Every comment of the tree, in order.
    private static func comments(in tree: SourceFileSyntax) -> [String] {
        var found: [String] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            for piece in token.leadingTrivia.pieces + token.trailingTrivia.pieces {
                switch piece {
                case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text),
                    .unexpectedText(let text):
                    found.append(text)
                default:
                    continue
                }
            }
        }
        return found
    }

    private static func position(of node: Syntax, in text: String) -> String {
        let position = LineTable(text).position(node.positionAfterSkippingLeadingTrivia)
        return "line \(position.line), column \(position.column)"
    }
}
