/// `GateEditProof` for a Markdown file: the text outside its fenced code blocks is unchanged,
/// the blocks are the same blocks, and each changed block's code is its old code with the
/// requested statements (in the file's positions) under new `#if` blocks.
enum MarkdownGateProof {
    /// Nil when proven, else why not.
    static func check(original: String, edited: String, gating: [StatementGating]) -> String? {
        let before = MarkdownFrontend.parse(original).blocks
        let after = MarkdownFrontend.parse(edited).blocks
        guard before.count == after.count, zip(before, after).allSatisfy({ $0.info == $1.info }) else {
            return "the edit changes the document's code blocks"
        }
        guard prose(original, blocks: before) == prose(edited, blocks: after) else {
            return "the edit changes the document outside its code blocks"
        }
        let conditions = Set(gating.map(\.condition))
        let statements = gating.flatMap(\.statements).map(\.start)
        var placed = 0
        for (old, new) in zip(before, after) where old.snippet != new.snippet {
            // File positions → the block's own: its line, the column after the fence's indentation.
            let inside = statements.compactMap { position -> SourcePosition? in
                guard let index = old.lines.firstIndex(where: { $0.line == position.line }) else { return nil }
                return SourcePosition(line: index + 1, column: position.column - old.lines[index].indent)
            }
            guard !inside.isEmpty else { return "the edit changes a code block no fix was for" }
            placed += inside.count
            if let reason = GateEditProof.check(
                original: old.snippet, edited: new.snippet, conditions: conditions, statements: Set(inside), allowingParseErrors: true) {
                return "in the code block at line \(old.openingLine): \(reason)"
            }
        }
        return placed == statements.count ? nil : "the edit does not put every statement it should under #if"
    }

    /// The lines outside fenced code blocks (fences included in the blocks).
    private static func prose(_ text: String, blocks: [MarkdownCodeBlock]) -> [String] {
        let lines = text.sourceLines
        return lines.indices.filter { index in
            !blocks.contains { $0.openingLine <= index + 1 && index + 1 <= $0.lastLine }
        }.map { lines[$0] }
    }
}
