/// The words that mark documentation code as wrong on purpose, or as right again.
package struct CounterExampleMarkers: Sendable, Hashable {
    /// `// WRONG`, `// ❌`…, or a heading or paragraph just above a block that starts with one.
    package var wrong: [String]
    /// `// CORRECT`, `// ✅`: the lines after it are linted normally.
    package var correct: [String]

    package static let standard = CounterExampleMarkers(
        wrong: ["WRONG", "❌", "BAD", "DON'T", "DON’T", "DONT", "AVOID", "INCORRECT"],
        correct: ["CORRECT", "✅", "GOOD", "RIGHT", "DO:", "BETTER"])

    package enum Mark { case wrong, correct }

    /// What a `// …` comment line (after its indentation) marks, if anything.
    func mark(ofComment line: Substring) -> Mark? {
        guard line.hasPrefix("//") else { return nil }
        let words = line.dropFirst(2).drop { $0 == " " || $0 == "/" }
        if Self.text(words, startsWithAnyOf: wrong) { return .wrong }
        if Self.text(words, startsWithAnyOf: correct) { return .correct }
        return nil
    }

    /// Case-insensitive, and a word marker must end at a word boundary (`BAD` is not `BADGE`).
    static func text(_ text: Substring, startsWithAnyOf markers: [String]) -> Bool {
        let upper = text.uppercased()
        return markers.contains { marker in
            let marker = marker.uppercased()
            guard upper.hasPrefix(marker) else { return false }
            guard let next = upper.dropFirst(marker.count).first, let last = marker.last else { return true }
            return !(last.isLetter && next.isLetter)
        }
    }
}

/// Lines of a snippet that are wrong on purpose, and the comment or fence that says so.
package struct CounterExampleRegion: Codable, Hashable, Sendable {
    /// Snippet lines (1-based) the marker covers.
    package var lines: ClosedRange<Int>
    /// The marker, in the Markdown file's coordinates.
    package var marker: SourceRange
}

extension MarkdownCodeBlock {
    /// A block introduced as wrong is wrong from its first line; a `// WRONG` comment starts a
    /// region; a `// CORRECT` comment, another marker or the end of the block ends it.
    package func counterExampleRegions(markers: CounterExampleMarkers) -> [CounterExampleRegion] {
        var regions: [CounterExampleRegion] = []
        var open: (start: Int, marker: SourceRange)?
        func close(at end: Int) {
            if let current = open, current.start <= end { regions.append(CounterExampleRegion(lines: current.start...end, marker: current.marker)) }
            open = nil
        }
        if let introduction, CounterExampleMarkers.text(Substring(introduction), startsWithAnyOf: markers.wrong) {
            let fence = SourceRange(
                start: SourcePosition(line: openingLine, column: 1), end: SourcePosition(line: openingLine, column: 4))
            open = (1, fence)
        }
        for (offset, codeLine) in lines.enumerated() {
            let leading = codeLine.text.prefix { $0 == " " || $0 == "\t" }
            let rest = codeLine.text.dropFirst(leading.count)
            guard let mark = markers.mark(ofComment: rest) else { continue }
            let number = offset + 1
            if mark == .wrong {
                close(at: number - 1)
                let startColumn = codeLine.indent + leading.utf16.count + 1
                let range = SourceRange(
                    start: SourcePosition(line: codeLine.line, column: startColumn),
                    end: SourcePosition(line: codeLine.line, column: startColumn + rest.utf16.count))
                open = (number, range)
            } else {
                close(at: number - 1)
            }
        }
        close(at: lines.count)
        return regions
    }
}
