import Foundation
import TipLintCore

/// The `tiplint: analysed 1234/8000 files` line a long lint run keeps redrawn in place on a
/// terminal's standard error, and clears when the analysis ends. It is for a person watching:
/// never when standard error is not a terminal (a pipe, a file, CI logs), never with a report
/// format other than text (CI formats are read by machines), never with `--quiet`, and only once
/// the run has taken more than `delay`, so that a quick run prints nothing at all.
final class ProgressLine: @unchecked Sendable {
    /// Seconds a run goes before the line first shows.
    static let delay = 1.0
    /// Seconds between redraws, at least: ten a second are plenty to read and cost nothing.
    static let interval = 0.1

    /// Whether a run `elapsed` seconds old shows the line.
    static func shows(errorIsTerminal: Bool, format: OutputFormat, quiet: Bool, elapsed: Double) -> Bool {
        errorIsTerminal && format == .text && !quiet && elapsed > delay
    }

    /// Whether a run could show it at all, so that one that never will is not told the counts.
    static func mayShow(errorIsTerminal: Bool, format: OutputFormat, quiet: Bool) -> Bool {
        shows(errorIsTerminal: errorIsTerminal, format: format, quiet: quiet, elapsed: .infinity)
    }

    private let errorIsTerminal: Bool
    private let format: OutputFormat
    private let quiet: Bool
    private let write: (String) -> Void
    /// Monotonic seconds.
    private let now: () -> Double
    private let start: Double
    private let lock = NSLock()
    private var lastDraw: Double?

    /// `write` takes the bytes for standard error; `now` gives monotonic seconds.
    init(
        errorIsTerminal: Bool, format: OutputFormat, quiet: Bool, write: @escaping (String) -> Void,
        now: @escaping () -> Double = ProgressLine.uptime
    ) {
        self.errorIsTerminal = errorIsTerminal
        self.format = format
        self.quiet = quiet
        self.write = write
        self.now = now
        start = now()
    }

    /// `LintProgress`: redraws the line when the run is old enough and the last redraw was
    /// `interval` ago, or the count is the last (the rules still run after it). The line ends in
    /// "erase to the end of the line", so a shorter count leaves no digits of a longer one behind.
    func report(analysed: Int, total: Int) {
        lock.lock()
        defer { lock.unlock() }
        let time = now()
        guard Self.shows(errorIsTerminal: errorIsTerminal, format: format, quiet: quiet, elapsed: time - start),
            analysed == total || lastDraw.map({ time - $0 >= Self.interval }) ?? true
        else { return }
        lastDraw = time
        write("\rtiplint: analysed \(analysed)/\(total) files\u{1B}[K")
    }

    /// Erases the line if it was drawn, before anything else is written to the terminal.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        guard lastDraw != nil else { return }
        lastDraw = nil
        write("\r\u{1B}[K")
    }

    static func uptime() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}
