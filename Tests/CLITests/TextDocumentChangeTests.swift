import Foundation
import Testing
@testable import tiplint

/// Incremental document sync: ranges in UTF-16 code units over `\n`, `\r\n` and `\r` lines,
/// clamped as the protocol asks.
@Suite struct TextDocumentChangeTests {
    static func change(_ start: (Int, Int), _ end: (Int, Int), _ text: String) -> TextDocumentChange? {
        TextDocumentChange(["range": ["start": ["line": start.0, "character": start.1], "end": ["line": end.0, "character": end.1]], "text": text])
    }

    @Test func rangesCountUTF16UnitsOnEveryKindOfLine() throws {
        // 📌 is two UTF-16 units: the character after it is at 3.
        let text = "a📌b\r\nsecond\rthird\nlast"
        #expect(try #require(Self.change((0, 3), (0, 4), "B")).applied(to: text) == "a📌B\r\nsecond\rthird\nlast")
        #expect(try #require(Self.change((1, 0), (2, 0), "")).applied(to: text) == "a📌b\r\nthird\nlast")
        #expect(try #require(Self.change((3, 4), (3, 4), "!")).applied(to: text) == "a📌b\r\nsecond\rthird\nlast!")
        // The line break itself, across a CRLF.
        #expect(try #require(Self.change((0, 4), (1, 0), " ")).applied(to: text) == "a📌b second\rthird\nlast")
    }

    @Test func positionsPastALineOrTheTextAreClamped() throws {
        let text = "one\ntwo\n"
        #expect(try #require(Self.change((0, 99), (0, 99), "!")).applied(to: text) == "one!\ntwo\n")
        #expect(try #require(Self.change((9, 0), (9, 5), "end")).applied(to: text) == "one\ntwo\nend")
        // Any Int a client sends: Int.max on a line overflowed the offset and stopped the server.
        #expect(try #require(Self.change((1, Int.max), (1, Int.max), "x")).applied(to: text) == "one\ntwox\n")
        #expect(try #require(Self.change((Int.max, Int.max), (Int.max, Int.max), "x")).applied(to: text) == "one\ntwo\nx")
        // An end before its start replaces nothing.
        #expect(try #require(Self.change((1, 2), (0, 0), "x")).applied(to: text) == "one\ntwxo\n")
    }

    @Test func aColumnInsideASurrogatePairMeansThePairsStart() throws {
        // 📌 is units 1 and 2; a client naming unit 2 must not split it into two broken halves.
        let text = "a📌b"
        #expect(try #require(Self.change((0, 2), (0, 2), "x")).applied(to: text) == "ax📌b")
        #expect(try #require(Self.change((0, 2), (0, 3), "")).applied(to: text) == "ab")
    }

    @Test func aChangeWithoutARangeIsTheWholeTextAndAMalformedOneIsRefused() throws {
        #expect(try #require(TextDocumentChange(["text": "new"])).applied(to: "old") == "new")
        #expect(TextDocumentChange(["range": ["start": ["line": -1, "character": 0], "end": ["line": 0, "character": 0]], "text": ""]) == nil)
        #expect(TextDocumentChange(["range": "0:0", "text": ""]) == nil)
        #expect(TextDocumentChange(["range": NSNull()]) == nil)
    }
}
