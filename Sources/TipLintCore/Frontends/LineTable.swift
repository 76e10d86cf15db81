import SwiftSyntax

/// Turns places in a file's text into 1-based lines and UTF-16 columns (what SARIF, the
/// language server and editors want). Every front end goes through it: SwiftSyntax gives UTF-8
/// offsets; libyaml's marks and the `.strings` reader count Unicode scalars, the JSON reader UTF-8 bytes. Built once
/// per file; lines end at `\n`, `\r\n` or a lone `\r`, as the Swift compiler, Markdown and the
/// language server protocol count them (a `\r` before `\n` is the line's last column).
package struct LineTable {
    private let bytes: [UInt8]
    /// UTF-8 offset where each line starts (the first is 0; a text ending in a line break has an
    /// empty last line).
    let lineStarts: [Int]
    /// UTF-16 code units before every `checkpointStride`-th byte: a column then costs at most
    /// one stride of counting, however long its line (a 1 MB line stays linear).
    private let checkpoints: [Int]
    private static let checkpointStride = 64

    package init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var units = 0
        var checkpoints: [Int] = []
        checkpoints.reserveCapacity(bytes.count / Self.checkpointStride + 1)
        for (offset, byte) in bytes.enumerated() {
            if offset % Self.checkpointStride == 0 { checkpoints.append(units) }
            units += Self.utf16Width(leadByte: byte)
            if Self.endsLine(bytes, at: offset) { starts.append(offset + 1) }
        }
        checkpoints.append(units)
        lineStarts = starts
        self.checkpoints = checkpoints
    }

    /// Whether the byte at `offset` ends a line: `\n`, or a `\r` that no `\n` follows.
    static func endsLine(_ bytes: some RandomAccessCollection<UInt8>, at offset: some BinaryInteger) -> Bool {
        let index = bytes.index(bytes.startIndex, offsetBy: Int(offset))
        switch bytes[index] {
        case UInt8(ascii: "\n"): return true
        case UInt8(ascii: "\r"):
            let next = bytes.index(after: index)
            return next == bytes.endIndex || bytes[next] != UInt8(ascii: "\n")
        default: return false
        }
    }

    /// What a byte adds to a UTF-16 count: 2 for the lead byte of a scalar outside the Basic
    /// Multilingual Plane, 1 for another lead byte, 0 for a continuation byte.
    private static func utf16Width(leadByte byte: UInt8) -> Int {
        byte & 0xC0 == 0x80 ? 0 : (byte >= 0xF0 ? 2 : 1)
    }

    /// UTF-16 code units in the bytes before `offset`.
    private func utf16Count(before offset: Int) -> Int {
        let checkpoint = offset / Self.checkpointStride
        var units = checkpoints[checkpoint]
        for index in (checkpoint * Self.checkpointStride)..<offset { units += Self.utf16Width(leadByte: bytes[index]) }
        return units
    }

    /// The place of a UTF-8 offset (clamped to the text): a binary search for its line, then at
    /// most `checkpointStride` bytes counted.
    func position(utf8Offset: Int) -> SourcePosition {
        let target = min(max(utf8Offset, 0), bytes.count)
        let index = lineIndex(ofUTF8Offset: target)
        return SourcePosition(line: index + 1, column: utf16Count(before: target) - utf16Count(before: lineStarts[index]) + 1)
    }

    /// The UTF-8 offset of a 1-based line and UTF-16 column; nil when the text has no such line,
    /// the column lies past the line's end or inside a surrogate pair. A binary search over the
    /// checkpoints, then at most `checkpointStride` bytes counted: many positions on one long
    /// line cost each a constant.
    func utf8Offset(of position: SourcePosition) -> Int? {
        guard position.line >= 1, position.line <= lineStarts.count, position.column >= 1 else { return nil }
        let start = lineStarts[position.line - 1]
        let end = position.line < lineStarts.count ? lineStarts[position.line] - 1 : bytes.count
        let target = utf16Count(before: start) + position.column - 1
        // The last checkpoint inside the line at or before the target.
        var low = start / Self.checkpointStride
        var high = end / Self.checkpointStride
        while low < high {
            let middle = (low + high + 1) / 2
            if checkpoints[middle] <= target { low = middle } else { high = middle - 1 }
        }
        var offset = max(start, low * Self.checkpointStride)
        var units = utf16Count(before: offset)
        while units < target, offset < end {
            units += Self.utf16Width(leadByte: bytes[offset])
            offset += 1
            while offset < end, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
        }
        return units == target ? offset : nil
    }

    func position(_ absolute: AbsolutePosition) -> SourcePosition {
        position(utf8Offset: absolute.utf8Offset)
    }

    /// The range of a node without its leading and trailing trivia.
    func range(of node: some SyntaxProtocol) -> SourceRange {
        SourceRange(
            start: position(node.positionAfterSkippingLeadingTrivia),
            end: position(node.endPositionBeforeTrailingTrivia)
        )
    }

    /// The text of a 1-based line, without its line break.
    func text(ofLine line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    var lineCount: Int { lineStarts.count }

    /// The UTF-8 offset where a 0-based line's text ends: at its `\n`, `\r\n` or lone `\r`, or
    /// at the end of the text for the last line.
    private func contentEnd(ofLineAt index: Int) -> Int {
        guard index + 1 < lineStarts.count else { return bytes.count }
        let newline = lineStarts[index + 1] - 1
        return newline > lineStarts[index] && bytes[newline] == UInt8(ascii: "\n") && bytes[newline - 1] == UInt8(ascii: "\r") ? newline - 1 : newline
    }

    /// How a 0-based line ends (`\n`, `\r\n` or `\r`); the last line, which has no break, ends
    /// as the first line that has one (`\n` in a one-line text): what an edit that adds lines
    /// there should write.
    func lineEnding(ofLineAt index: Int) -> String {
        guard index + 1 < lineStarts.count else { return lineStarts.count > 1 ? lineEnding(ofLineAt: 0) : "\n" }
        let newline = lineStarts[index + 1] - 1
        if bytes[newline] == UInt8(ascii: "\r") { return "\r" }
        return newline > 0 && bytes[newline - 1] == UInt8(ascii: "\r") ? "\r\n" : "\n"
    }

    /// The UTF-8 offset of a 0-based line and UTF-16 column as the language server protocol
    /// reads them from a client: a line past the last is the end of the text, a column past its
    /// line's end is the line's end (before its line break), and a column inside a surrogate
    /// pair is the pair's start, so any pair of integers names a place between two scalars.
    package func utf8Offset(clampingLine line: Int, utf16Column column: Int) -> Int {
        guard line >= 0, line < lineStarts.count else { return line < 0 ? 0 : bytes.count }
        let start = lineStarts[line]
        let end = contentEnd(ofLineAt: line)
        var offset = start
        var units = 0
        let target = max(column, 0)
        while offset < end {
            let width = Self.utf16Width(leadByte: bytes[offset])
            guard units + width <= target else { break }
            units += width
            offset += 1
            while offset < end, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
        }
        return offset
    }

    /// The 0-based index of the line holding a UTF-8 offset: the last line start at or before
    /// it (a binary search).
    func lineIndex(ofUTF8Offset offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Places scalar indexes (what libyaml's `mark.index` counts, and what the JSON and `.strings`
    /// readers walk) by walking the text forward, so that a reader asking for places in order pays
    /// for each byte once. An earlier place starts the walk over from the top.
    struct Cursor {
        private let table: LineTable
        private var utf8Offset = 0
        /// Scalars before `utf8Offset`.
        private var scalarIndex = 0
        private var line = 1
        private var column = 1

        init(_ table: LineTable) {
            self.table = table
        }

        /// The place of the scalar at a 0-based index counted from the start of the text.
        mutating func position(atScalarIndex target: Int) -> SourcePosition {
            if target < scalarIndex { self = Cursor(table) }
            while scalarIndex < target, utf8Offset < table.bytes.count {
                step()
                while utf8Offset < table.bytes.count, table.bytes[utf8Offset] & 0xC0 == 0x80 { step() }
            }
            return SourcePosition(line: line, column: column)
        }

        /// The place of the scalar that starts at a UTF-8 offset (a reader of the text's bytes).
        mutating func position(atUTF8Offset target: Int) -> SourcePosition {
            if target < utf8Offset { self = Cursor(table) }
            while utf8Offset < min(target, table.bytes.count) { step() }
            return SourcePosition(line: line, column: column)
        }

        /// Moves past one byte. A scalar's lead byte adds its UTF-16 width to the column (2 for
        /// the four-byte scalars outside the Basic Multilingual Plane); continuation bytes add 0.
        private mutating func step() {
            let byte = table.bytes[utf8Offset]
            let endsLine = LineTable.endsLine(table.bytes, at: utf8Offset)
            utf8Offset += 1
            if endsLine {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += byte >= 0xF0 ? 2 : 1
            }
            if byte & 0xC0 != 0x80 { scalarIndex += 1 }
        }
    }
}

extension String {
    /// The text's lines without their `\n`, `\r\n` or lone `\r` (as `LineTable` counts lines).
    /// Split on the bytes, not Characters: Swift reads `\r\n` as one Character, so
    /// `split(separator: "\n")` misses CRLF files.
    package var sourceLines: [String] {
        let bytes = Array(utf8)
        var lines: [String] = []
        var start = 0
        for offset in bytes.indices where LineTable.endsLine(bytes, at: offset) {
            let end = bytes[offset] == UInt8(ascii: "\n") && offset > start && bytes[offset - 1] == UInt8(ascii: "\r") ? offset - 1 : offset
            lines.append(String(decoding: bytes[start..<end], as: UTF8.self))
            start = offset + 1
        }
        lines.append(String(decoding: bytes[start...], as: UTF8.self))
        return lines
    }
}
