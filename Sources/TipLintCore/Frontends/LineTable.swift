import SwiftSyntax

/// Turns UTF-8 offsets (what SwiftSyntax gives) into 1-based lines and UTF-16 columns
/// (what SARIF and editors want). Built once per file.
struct LineTable {
    private let bytes: [UInt8]
    /// UTF-8 offset where each line starts.
    private let lineStarts: [Int]

    init(_ text: String) {
        bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    func position(utf8Offset rawOffset: Int) -> SourcePosition {
        let offset = min(max(rawOffset, 0), bytes.count)
        // The last line start that is <= offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let lineStart = lineStarts[low]
        let prefix = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
        return SourcePosition(line: low + 1, column: prefix.utf16.count + 1)
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
}

extension String {
    /// The text's lines without their `\n` or `\r\n`. Splitting on the byte, not the Character:
    /// Swift reads `\r\n` as one Character, so `split(separator: "\n")` misses CRLF files.
    public var sourceLines: [String] {
        utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { bytes in
            let line = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes[...]
            return String(decoding: line, as: UTF8.self)
        }
    }
}
