import SwiftSyntax

/// Turns places in a file's text into 1-based lines and UTF-16 columns (what SARIF, the
/// language server and editors want). Every front end goes through it: SwiftSyntax gives UTF-8
/// offsets; libyaml's marks and the JSON and `.strings` readers count Unicode scalars. Built once
/// per file; lines end at `\n` (a `\r` before it is the line's last column).
struct LineTable {
    private let bytes: [UInt8]
    /// UTF-8 offset where each line starts.
    private let lineStarts: [Int]

    init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// The place of a UTF-8 offset (clamped to the text). Costs the length of its line.
    func position(utf8Offset: Int) -> SourcePosition {
        var cursor = Cursor(self)
        return cursor.position(atUTF8Offset: utf8Offset)
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

    /// The index of the line holding a UTF-8 offset: the last line start at or before it.
    private func lineIndex(ofUTF8Offset offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Walks the text forward, so that a reader asking for places in order pays for each byte
    /// of a line once. UTF-8 offsets jump to their line's start (found by binary search) when
    /// they are on another line; scalar indexes, which have no line table, start over from the
    /// top when asked for an earlier place.
    struct Cursor {
        private let table: LineTable
        private var utf8Offset = 0
        /// Scalars before `utf8Offset`; nil after a jump to a line start.
        private var scalarIndex: Int? = 0
        private var line = 1
        private var column = 1

        init(_ table: LineTable) {
            self.table = table
        }

        /// The place of a UTF-8 offset, clamped to the text.
        mutating func position(atUTF8Offset rawOffset: Int) -> SourcePosition {
            let target = min(max(rawOffset, 0), table.bytes.count)
            let index = table.lineIndex(ofUTF8Offset: target)
            // Jump to the target's line when it is behind or on a later line: a lookup then
            // costs the binary search plus the distance within one line, never the file.
            if target < utf8Offset || index + 1 > line {
                utf8Offset = table.lineStarts[index]
                scalarIndex = nil
                line = index + 1
                column = 1
            }
            while utf8Offset < target { step() }
            return SourcePosition(line: line, column: column)
        }

        /// The place of the scalar at a 0-based index counted from the start of the text (what
        /// libyaml's `mark.index` counts, and what the JSON reader walks).
        mutating func position(atScalarIndex target: Int) -> SourcePosition {
            if scalarIndex.map({ target < $0 }) ?? true {
                self = Cursor(table)
            }
            while (scalarIndex ?? 0) < target, utf8Offset < table.bytes.count {
                step()
                while utf8Offset < table.bytes.count, table.bytes[utf8Offset] & 0xC0 == 0x80 { step() }
            }
            return SourcePosition(line: line, column: column)
        }

        /// Moves past one byte. A scalar's lead byte adds its UTF-16 width to the column (2 for
        /// the four-byte scalars outside the Basic Multilingual Plane); continuation bytes add 0.
        private mutating func step() {
            let byte = table.bytes[utf8Offset]
            utf8Offset += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += byte >= 0xF0 ? 2 : 1
            }
            if byte & 0xC0 != 0x80 { scalarIndex = scalarIndex.map { $0 + 1 } }
        }
    }
}

extension String {
    /// The text's lines without their `\n` or `\r\n`. Splitting on the byte, not the Character:
    /// Swift reads `\r\n` as one Character, so `split(separator: "\n")` misses CRLF files.
    package var sourceLines: [String] {
        utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { bytes in
            let line = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes[...]
            return String(decoding: line, as: UTF8.self)
        }
    }
}
