import Testing
@testable import TipLintCore

/// `LineTable` is the one place lines and UTF-16 columns become byte offsets and back (the
/// front ends, fix layout, `--fix`'s edits and the language server's document changes all ask
/// it), so lines end the same way everywhere: `\n`, `\r\n` or a lone `\r`.
@Suite struct LineTableTests {
    let text = "a📌b\r\nsecond\rthird\nlast"

    @Test func positionsAndOffsetsRoundTripOnEveryKindOfLine() throws {
        let table = LineTable(text)
        #expect(table.lineCount == 4)
        // 📌 is 4 UTF-8 bytes and 2 UTF-16 units: "b" is byte 5, column 4.
        #expect(table.position(utf8Offset: 5) == SourcePosition(line: 1, column: 4))
        #expect(table.utf8Offset(of: SourcePosition(line: 1, column: 4)) == 5)
        #expect(table.utf8Offset(of: SourcePosition(line: 2, column: 1)) == 8)
        #expect(table.utf8Offset(of: SourcePosition(line: 3, column: 1)) == 15)
        // Inside the surrogate pair, past a line's end, or past the last line: no offset.
        #expect(table.utf8Offset(of: SourcePosition(line: 1, column: 3)) == nil)
        #expect(table.utf8Offset(of: SourcePosition(line: 3, column: 9)) == nil)
        #expect(table.utf8Offset(of: SourcePosition(line: 5, column: 1)) == nil)
    }

    @Test func eachLineSaysHowItEnds() {
        let table = LineTable(text)
        #expect(table.lineEnding(ofLineAt: 0) == "\r\n")
        #expect(table.lineEnding(ofLineAt: 1) == "\r")
        #expect(table.lineEnding(ofLineAt: 2) == "\n")
        // The last line has no break: an edit there writes the first line's.
        #expect(table.lineEnding(ofLineAt: 3) == "\r\n")
        #expect(LineTable("one line").lineEnding(ofLineAt: 0) == "\n")
    }

    @Test func clampedOffsetsNameAPlaceBetweenScalarsForAnyIntegers() {
        let table = LineTable(text)
        #expect(table.utf8Offset(clampingLine: 0, utf16Column: 2) == 1)
        #expect(table.utf8Offset(clampingLine: 0, utf16Column: 3) == 5)
        // Past the line's end is its end, before the `\r\n`.
        #expect(table.utf8Offset(clampingLine: 0, utf16Column: Int.max) == 6)
        #expect(table.utf8Offset(clampingLine: 1, utf16Column: 99) == 14)
        #expect(table.utf8Offset(clampingLine: Int.max, utf16Column: 0) == text.utf8.count)
        #expect(table.utf8Offset(clampingLine: -1, utf16Column: 0) == 0)
    }
}
