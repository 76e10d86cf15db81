import Testing
@testable import tiplint

/// `tiplint explain`'s prose wrapping (the seventh new-user trial, item 10).
@Suite struct ProseWrapTests {
    @Test func wrapsAtSpacesKeepingIndentationAndCodeSpans() {
        let line = "  count: how a length is counted, `// tiplint:disable:next title-length - reason` stays whole"
        let lines = ProseWrap.wrap(line, width: 40, continuation: "    ")
        #expect(lines == [
            "  count: how a length is counted,",
            "    `// tiplint:disable:next title-length - reason`",
            "    stays whole",
        ])
    }

    @Test func aWordLongerThanTheWidthStaysWholeOnItsOwnLine() {
        let url = "https://developer.apple.com/design/human-interface-guidelines/offering-help"
        #expect(ProseWrap.wrap("See \(url) for more.", width: 30) == ["See", url, "for more."])
        #expect(ProseWrap.wrap("", width: 30) == [""])
        #expect(ProseWrap.wrap("short", width: 30) == ["short"])
    }

    @Test func anOddBacktickBreaksAtEverySpace() {
        #expect(ProseWrap.wrap("a `b c d e", width: 5) == ["a `b", "c d e"])
    }

    @Test func widthComesFromColumnsThenTheTerminalElse80() {
        #expect(ProseWrap.width(environment: [:], terminalColumns: nil) == 80)
        #expect(ProseWrap.width(environment: [:], terminalColumns: 72) == 72)
        #expect(ProseWrap.width(environment: [:], terminalColumns: 250) == 100)
        #expect(ProseWrap.width(environment: ["COLUMNS": "132"], terminalColumns: 72) == 132)
        #expect(ProseWrap.width(environment: ["COLUMNS": "5"], terminalColumns: nil) == 20)
        #expect(ProseWrap.width(environment: ["COLUMNS": "wide"], terminalColumns: nil) == 80)
    }
}
