import SwiftSyntax

/// What each `// tiplint:` comment of a Swift text applies to, so that `GateEditProof` can tell
/// whether an edit that adds lines (`#if` and `#endif`, a one-line body opened) changed it:
/// `disable:this`, `disable:next` and `disable:previous` apply to the code on one line or of one statement, `disable` and `enable` to
/// the code on the lines after theirs. A `disable:next` left above an inserted `#if` line, or at the
/// end of a line an `#endif` now follows, would suppress nothing, and the finding it hid would
/// come back.
enum SuppressionScope {
    /// The line (1-based, in the original) of the first comment whose code differs between
    /// the two trees, or nil when every comment applies to the same code. The trees hold the
    /// same comments in the same order (`GateEditProof` checks that first).
    static func firstChanged(before: SourceFileSyntax, lines: LineTable, after: SourceFileSyntax, lines editedLines: LineTable) -> Int? {
        let old = scopes(of: before, lines: lines)
        let new = scopes(of: after, lines: editedLines)
        guard old.count == new.count else { return old.first?.line ?? new.first?.line ?? 1 }
        return zip(old, new).first { $0.code != $1.code }?.0.line
    }

    private struct Scope {
        var line: Int
        var code: [String]
    }

    private static func scopes(of tree: SourceFileSyntax, lines: LineTable) -> [Scope] {
        let reader = SuppressionCommentReader(lines: lines)
        let directives = reader.directives(in: tree)
        guard !directives.isEmpty else { return [] }
        let code = codeTokens(of: tree, lines: lines)
        let byLine = Dictionary(grouping: code, by: \.line).mapValues { $0.map(\.text) }
        return directives.map { directive in
            switch directive.kind {
            case .disableThis, .disableNext, .disablePrevious, .disableNextBlock:
                // A line command covers its target line and that line's statement's own code
                // (`statementSpans`): the same tokens on the line, and the same own tokens
                // (wherever an opened body moved them; `#if` lines are not the statement's).
                var covered = byLine[directive.targetLine] ?? []
                if directive.statementSpans != nil {
                    covered.append("|")
                    covered += reader.statementTokens(ofLine: directive.targetLine, in: tree).filter { !Self.isGateToken($0) }.map(\.text)
                }
                return Scope(line: directive.range.start.line, code: covered)
            case .unknown, .swiftLint:
                // A mistyped command, or SwiftLint's, applies to nothing, before the edit and after it.
                return Scope(line: directive.range.start.line, code: [])
            case .disable, .enable:
                // A region starts on the line after its comment (`Suppressor`): the same tokens
                // up to the comment's line, the same ones after it.
                let before = tokensBefore(line: directive.range.start.line + 1, in: code)
                return Scope(line: directive.range.start.line, code: [String(before)])
            }
        }
    }

    /// How many of `code` (in line order) stand on lines before `line`: a binary search, so a
    /// file of many comments costs its tokens once.
    private static func tokensBefore(line: Int, in code: [(line: Int, text: String)]) -> Int {
        var low = 0
        var high = code.count
        while low < high {
            let middle = (low + high) / 2
            if code[middle].line < line { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// A token a gating edit adds or drops around statements: `#if`, `#elseif`, `#else`, `#endif`, `;`.
    private static func isGateToken(_ token: TokenSyntax) -> Bool {
        switch token.tokenKind {
        case .poundIf, .poundElseif, .poundElse, .poundEndif, .semicolon: return true
        default: return false
        }
    }

    /// The tokens of the text with their lines, without what a gating edit adds or drops:
    /// `#if`, `#elseif`, `#else`, `#endif`, their conditions and `;`.
    private static func codeTokens(of tree: SourceFileSyntax, lines: LineTable) -> [(line: Int, text: String)] {
        var result: [(line: Int, text: String)] = []
        var skipUntil = AbsolutePosition(utf8Offset: 0)
        for token in tree.tokens(viewMode: .sourceAccurate) where token.position >= skipUntil {
            switch token.tokenKind {
            case .poundIf, .poundElseif:
                if let condition = token.parent?.as(IfConfigClauseSyntax.self)?.condition { skipUntil = condition.endPosition }
                continue
            case .poundElse, .poundEndif, .semicolon, .endOfFile:
                continue
            default:
                result.append((lines.lineIndex(ofUTF8Offset: token.positionAfterSkippingLeadingTrivia.utf8Offset) + 1, token.text))
            }
        }
        return result
    }
}
