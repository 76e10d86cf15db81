import Foundation

/// How many times each Swift text was parsed, for the test that holds `--fix` to its parse
/// budget (a parse is the expensive step). Nothing is recorded until a test calls
/// `startRecording`; counts are kept per text, so tests running at the same time on other
/// texts do not disturb one another's counts.
package enum SwiftParseLog {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var counts: [String: Int]?

    /// Records from now on, for the rest of the process.
    package static func startRecording() {
        lock.withLock { if counts == nil { counts = [:] } }
    }

    /// How many times exactly `text` was parsed since recording started.
    package static func parses(of text: String) -> Int {
        lock.withLock { counts?[text] ?? 0 }
    }

    /// Called right before each call into SwiftParser; counts the text for the run's statistics
    /// (`--stats`) too.
    static func record(_ text: String) {
        RunStatistics.Recorder.parsing(bytes: text.utf8.count)
        lock.withLock {
            guard counts != nil else { return }
            counts?[text, default: 0] += 1
        }
    }
}
