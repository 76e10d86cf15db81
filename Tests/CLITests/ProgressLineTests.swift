import Testing
@testable import tiplint

/// When the progress line shows and how often it is redrawn, on a clock the test moves.
@Suite struct ProgressLineTests {
    @Test func onlyOnATerminalInTheTextFormatWithoutQuietAfterASecond() {
        #expect(ProgressLine.shows(errorIsTerminal: true, format: .text, quiet: false, elapsed: 1.5))
        #expect(!ProgressLine.shows(errorIsTerminal: true, format: .text, quiet: false, elapsed: 0.5))
        #expect(!ProgressLine.shows(errorIsTerminal: false, format: .text, quiet: false, elapsed: 1.5))
        #expect(!ProgressLine.shows(errorIsTerminal: true, format: .text, quiet: true, elapsed: 1.5))
        for format in OutputFormat.allCases where format != .text {
            #expect(!ProgressLine.shows(errorIsTerminal: true, format: format, quiet: false, elapsed: 1.5), "\(format)")
            #expect(!ProgressLine.mayShow(errorIsTerminal: true, format: format, quiet: false), "\(format)")
        }
        #expect(ProgressLine.mayShow(errorIsTerminal: true, format: .text, quiet: false))
        #expect(!ProgressLine.mayShow(errorIsTerminal: false, format: .text, quiet: false))
        #expect(!ProgressLine.mayShow(errorIsTerminal: true, format: .text, quiet: true))
    }

    /// A line told every count, as the core tells it, with the clock at `time`.
    final class Harness {
        var time = 100.0
        var written: [String] = []
        lazy var line = ProgressLine(
            errorIsTerminal: true, format: .text, quiet: false, write: { self.written.append($0) }, now: { self.time })
    }

    @Test func nothingInTheFirstSecondThenAtMostTenRedrawsASecondAndClearedAtTheEnd() {
        let harness = Harness()
        _ = harness.line
        for count in 1...10 {
            harness.time += 0.09
            harness.line.report(analysed: count, total: 100)
        }
        #expect(harness.written.isEmpty)  // 0.9 s in
        for count in 11...40 {
            harness.time += 0.02
            harness.line.report(analysed: count, total: 100)
        }
        // 1.5 s in: counts 16 (1.00… s, the first past the delay), 21, 26, 31, 36 are drawn, one per 0.1 s.
        #expect(harness.written.count <= 6 && harness.written.count >= 4, "\(harness.written)")
        #expect(harness.written.allSatisfy { $0.hasPrefix("\rtiplint: analysed ") && $0.hasSuffix("/100 files\u{1B}[K") })
        // The last count is drawn however soon it comes: the rules run on after it.
        let drawn = harness.written.count
        harness.line.report(analysed: 99, total: 100)
        #expect(harness.written.count == drawn)
        harness.line.report(analysed: 100, total: 100)
        #expect(harness.written.last == "\rtiplint: analysed 100/100 files\u{1B}[K")
        harness.line.finish()
        #expect(harness.written.last == "\r\u{1B}[K")
        let cleared = harness.written.count
        harness.line.finish()
        #expect(harness.written.count == cleared)
    }

    @Test func aQuickRunWritesNothingNotEvenTheClearing() {
        let harness = Harness()
        _ = harness.line
        harness.line.report(analysed: 1, total: 2)
        harness.line.report(analysed: 2, total: 2)
        harness.line.finish()
        #expect(harness.written.isEmpty)
    }
}
