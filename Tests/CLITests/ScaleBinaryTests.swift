import Foundation
import Testing
@testable import tiplint

/// The binary on more files than a unit test reads: the same findings whatever the number of
/// jobs and whether the facts cache is used, and the progress line only where a person watches.
@Suite(.serialized) struct ScaleBinaryTests {
    /// JSON reports of one core and two, without the cache, with a cold one and with a warm one:
    /// every run must print what the first printed.
    @Test(arguments: ["Examples", "generated"])
    func findingsAreTheSameOnOneCoreOrTwoWithAndWithoutTheCache(tree: String) throws {
        let folder = tree == "Examples" ? try CacheBinaryTests.examplesCopy() : try GeneratedTree.write(swiftFiles: 400)
        defer { BinaryTests.remove(folder) }
        let report = ["--format", "json", "--fail-on", "never", tree == "Examples" ? "Examples" : "."]
        let expected = try BinaryTests.run(report + ["--jobs", "1", "--no-cache"], in: folder)
        #expect(expected.status == 0)
        let document = try JSONSerialization.jsonObject(with: Data(expected.output.utf8)) as? [String: Any]
        let rules = Set((document?["findings"] as? [[String: Any]] ?? []).compactMap { $0["ruleID"] as? String })
        #expect(rules.contains("title-length"), "\(rules)")
        let cache = folder.appendingPathComponent(".tiplint-cache")
        for (name, options) in [
            ("two jobs, no cache", ["--jobs", "2", "--no-cache"]), ("two jobs, cold cache", ["--jobs", "2"]),
            ("one job, warm cache", ["--jobs", "1"]), ("two jobs, warm cache", ["--jobs", "2"]),
        ] {
            let run = try BinaryTests.run(report + options, in: folder)
            #expect(run.output == expected.output, "\(name) differs from one job without the cache")
            #expect(run.status == expected.status && run.error == expected.error, "\(name)")
            #expect(FileManager.default.fileExists(atPath: cache.path) == !options.contains("--no-cache"), "\(name)")
        }
    }

    /// A tree the debug binary takes well over a second on, without the cache, with one job
    /// (1,000 files took it 1.0 s on two cores: too close to the progress line's delay).
    static func slowTree() throws -> URL { try GeneratedTree.write(swiftFiles: 2000) }

    @Test func noProgressBytesWhenStandardErrorIsNotATerminal() throws {
        let folder = try Self.slowTree()
        defer { BinaryTests.remove(folder) }
        let start = Date()
        let run = try BinaryTests.run([".", "--no-cache", "--jobs", "1", "--fail-on", "never"], in: folder)
        let elapsed = Date().timeIntervalSince(start)
        #expect(run.status == 0)
        #expect(!run.output.isEmpty)
        #expect(run.error.isEmpty, "standard error is a pipe, yet the run wrote \(run.error.debugDescription)")
        // Otherwise the run was too quick to show a line anyway, and the test would prove nothing.
        #expect(elapsed > ProgressLine.delay)
    }

    /// With standard error on a terminal (a pty from util-linux's `script`, when installed): the
    /// line shows in the text format and is cleared, and never with `--quiet` or a CI format.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func theProgressLineShowsOnATerminalOnlyForPeople() throws {
        let folder = try Self.slowTree()
        defer { BinaryTests.remove(folder) }
        func onTerminal(_ options: String) throws -> (text: String, elapsed: Double) {
            let start = Date()
            // Standard output goes to /dev/null: what `script` records is standard error alone.
            // One job, as above: the analysis alone must outlast the delay; a loaded machine made
            // the run slow to start, and the test saw 1.5 s with no line drawn.
            let command = "cd '\(folder.path)' && '\(BinaryTests.binary.path)' . --no-cache --jobs 1 --fail-on never \(options) >/dev/null"
            let run = try BinaryTests.run(["-q", "-e", "-c", command, "/dev/null"], in: folder, executable: URL(fileURLWithPath: "/usr/bin/script"))
            #expect(run.status == 0, "\(run.error)")
            return (run.output, Date().timeIntervalSince(start))
        }
        let text = try onTerminal("")
        if text.elapsed > ProgressLine.delay + 0.5 {
            // The last count drawn is the total: it stays while the rules run.
            let last = text.text.split(separator: "\r").last { $0.hasPrefix("tiplint: analysed ") }
            let counts = last?.dropFirst("tiplint: analysed ".count).prefix { $0 != " " }.split(separator: "/")
            #expect(counts?.count == 2 && counts?.first == counts?.last, "\(text.text.suffix(200).debugDescription)")
            #expect(text.text.hasSuffix("\r\u{1B}[K"), "the line is not cleared at the end: \(text.text.suffix(80).debugDescription)")
        }
        for options in ["--quiet", "--format json", "--format github"] {
            let run = try onTerminal(options)
            #expect(!run.text.contains("analysed"), "\(options): \(run.text.prefix(200).debugDescription)")
            #expect(run.elapsed > ProgressLine.delay, "\(options): too quick to prove anything")
        }
    }
}
