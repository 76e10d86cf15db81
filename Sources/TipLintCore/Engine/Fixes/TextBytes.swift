/// A source text as UTF-8 bytes, with the questions an edit of its layout asks: where lines
/// start and how they end, how they are indented, where the line breaks of a stretch of
/// trivia are. Offsets are UTF-8 offsets into the text; `SourcePosition`s are 1-based lines
/// and UTF-16 columns, as everywhere else.
struct TextBytes {
    let bytes: [UInt8]
    /// Lines and positions, as every front end counts them.
    private let table: LineTable
    /// Offset where each line starts.
    var lineStarts: [Int] { table.lineStarts }

    init(_ text: String) {
        bytes = Array(text.utf8)
        table = LineTable(bytes: bytes)
    }

    /// A line break in the text: `\n`, `\r\n` or a lone `\r`, from `start` to `end`.
    struct LineBreak: Equatable {
        var start: Int
        var end: Int
    }

    // MARK: Positions

    /// The offset of a position; nil when the text has no such line or column.
    func utf8Offset(of position: SourcePosition) -> Int? {
        table.utf8Offset(of: position)
    }

    func position(of offset: Int) -> SourcePosition {
        table.position(utf8Offset: offset)
    }

    func range(_ start: Int, _ end: Int) -> SourceRange {
        SourceRange(start: position(of: start), end: position(of: end))
    }

    /// The offset where the line holding `offset` starts.
    func lineStart(of offset: Int) -> Int {
        lineStarts[lineIndex(containing: offset)]
    }

    /// The offsets in `range` where a line starts.
    func lineStarts(in range: Range<Int>) -> ArraySlice<Int> {
        let starts = table.lineStarts
        var low = lineIndex(containing: range.lowerBound)
        if starts[low] < range.lowerBound { low += 1 }
        var high = low
        while high < starts.count, starts[high] < range.upperBound { high += 1 }
        return starts[low..<high]
    }

    /// Whether `#if`, `#else`, `#elseif` or `#endif` starts at `offset`.
    private func isConditionalDirective(at offset: Int) -> Bool {
        guard bytes[offset] == UInt8(ascii: "#") else { return false }
        let word = bytes[(offset + 1)...].prefix { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }
        return ["if", "else", "elseif", "endif"].contains(String(decoding: word, as: UTF8.self))
    }

    /// Where the line holding `offset` ends, before its line break.
    func lineEnd(of offset: Int) -> Int {
        var end = offset
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
        return end
    }

    /// The 0-based line holding `offset` (clamped to the text).
    private func lineIndex(containing offset: Int) -> Int {
        table.lineIndex(ofUTF8Offset: min(max(offset, 0), bytes.count))
    }

    // MARK: Layout

    /// The spaces and tabs that begin the line holding `offset`.
    func indentation(ofLineAt offset: Int) -> String {
        var end = lineStart(of: offset)
        let start = end
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// How the line holding `offset` ends (`\n`, `\r\n` or `\r`); for the last line, without a
    /// break, how the first line that has one ends (`\n` in a one-line text).
    func lineEnding(at offset: Int) -> String {
        table.lineEnding(ofLineAt: lineIndex(containing: offset))
    }

    /// One level of indentation in this text's style: a tab when the line the new code goes
    /// under is indented with tabs (or, unindented, when most indented lines are), else the
    /// step by which indentation grows most often between one line and the next (4 spaces
    /// when no line is indented). `#if`/`#else`/`#elseif`/`#endif` lines are passed over: written
    /// at column 0 in indented code, they say nothing of its steps.
    func indentationUnit(besides outer: String) -> String {
        if outer.hasPrefix("\t") { return "\t" }
        var tabLines = 0
        var spaceLines = 0
        var steps: [Int: Int] = [:]
        var previous: Int?
        for index in lineStarts.indices {
            let start = lineStarts[index]
            var end = start
            while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
            guard end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r"), !isConditionalDirective(at: end)
            else { continue }
            let indentation = bytes[start..<end]
            if indentation.first == UInt8(ascii: "\t") {
                tabLines += 1
                previous = nil
                continue
            }
            if !indentation.isEmpty { spaceLines += 1 }
            let width = indentation.count
            if let previous, width > previous, width - previous <= 8 { steps[width - previous, default: 0] += 1 }
            previous = width
        }
        if outer.isEmpty, tabLines > spaceLines { return "\t" }
        let step = steps.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key ?? 4
        return String(repeating: " ", count: step)
    }

    // MARK: Trivia between two elements

    /// The line breaks between `start` and `end`, outside block comments (`/* … */`, nested);
    /// nil when the stretch holds anything but spaces, tabs, comments, line breaks and `;`.
    func lineBreaks(from start: Int, to end: Int) -> [LineBreak]? {
        var found: [LineBreak] = []
        var offset = start
        func at(_ position: Int, _ character: Character) -> Bool {
            position < end && bytes[position] == character.asciiValue
        }
        while offset < end {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\r") {
                let length = at(offset + 1, "\n") ? 2 : 1
                found.append(LineBreak(start: offset, end: offset + length))
                offset += length
            } else if byte == UInt8(ascii: "\n") {
                found.append(LineBreak(start: offset, end: offset + 1))
                offset += 1
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: ";") || byte == 0x0B || byte == 0x0C {
                offset += 1
            } else if byte == UInt8(ascii: "/"), at(offset + 1, "/") {
                while offset < end, bytes[offset] != UInt8(ascii: "\n"), bytes[offset] != UInt8(ascii: "\r") { offset += 1 }
            } else if byte == UInt8(ascii: "/"), at(offset + 1, "*") {
                var depth = 0
                repeat {
                    if at(offset, "/"), at(offset + 1, "*") {
                        depth += 1
                        offset += 2
                    } else if at(offset, "*"), at(offset + 1, "/") {
                        depth -= 1
                        offset += 2
                    } else {
                        offset += 1
                    }
                } while depth > 0 && offset < end
                guard depth == 0 else { return nil }
            } else {
                return nil
            }
        }
        return found
    }

    /// Whether `start..<end` holds `needle` (ASCII).
    func contains(_ needle: String, from start: Int, to end: Int) -> Bool {
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty, end - start >= pattern.count else { return false }
        return (start...(end - pattern.count)).contains { bytes[$0..<($0 + pattern.count)].elementsEqual(pattern) }
    }

    /// Whether `start..<end` holds nothing but spaces and tabs (true when empty).
    func isSpace(from start: Int, to end: Int) -> Bool {
        start <= end && bytes[start..<end].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// Whether `start..<end`, a line without its line break, holds a `//` comment and nothing
    /// else but spaces and tabs before it.
    func isLineCommentLine(from start: Int, to end: Int) -> Bool {
        var offset = start
        while offset < end, bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\t") { offset += 1 }
        return offset + 1 < end && bytes[offset] == UInt8(ascii: "/") && bytes[offset + 1] == UInt8(ascii: "/")
    }

    /// The text between `start` and `end` without the `;` at `semicolon` and without spaces
    /// and tabs at either end: the comments of a gap that a line break replaces. Empty when no
    /// comment is left (a `;` on the line after its statement leaves only white space).
    func trimmedGap(from start: Int, to end: Int, dropping semicolon: Int?) -> String {
        var kept = bytes[start..<end].enumerated().filter { start + $0.offset != semicolon }.map(\.element)[...]
        while let first = kept.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") { kept.removeFirst() }
        while let last = kept.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { kept.removeLast() }
        let blank: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")]
        return kept.allSatisfy(blank.contains) ? "" : String(decoding: kept, as: UTF8.self)
    }
}
