import Foundation
import TipLintCore

/// `--stats` as text for standard error, after the report: one `tiplint stats:` line per topic,
/// exact counts and bytes (scripts may read them), milliseconds to a tenth.
enum StatisticsText {
    static func render(_ statistics: RunStatistics) -> String {
        let times = statistics.milliseconds
        let phases: [(String, Double)] = [
            ("discovery", times.discovery), ("analysis", times.analysis), ("context", times.context), ("rules", times.rules),
            ("finish", times.finish), ("report", times.report ?? 0),
        ]
        let total = phases.reduce(0) { $0 + $1.1 }
        let cache = statistics.storedResultServed
            ? "the stored result of an unchanged run was served"
            : "\(counted(statistics.cacheHits, "hit")), \(counted(statistics.cacheMisses, "miss", plural: "misses"))"
        return ([
            "files walked: \(statistics.filesWalked)",
            "prefilter scanned: \(counted(statistics.prefilterFiles, "file")), \(counted(statistics.prefilterBytes, "byte"))"
                + " (with a TipKit token: \(counted(statistics.tipKitFiles, "file")), \(counted(statistics.tipKitBytes, "byte")))",
            "context pass scanned: \(counted(statistics.contextFiles, "file")), \(counted(statistics.contextBytes, "byte"))"
                + " read and lexed; \(counted(statistics.contextLookups, "file")) looked up among the identifiers the first pass kept",
            "parsed: \(counted(statistics.parsedTexts, "text")), \(counted(statistics.parsedBytes, "byte"))"
                + (statistics.blankedBytes > 0 ? " (and \(counted(statistics.blankedBytes, "byte")) of declarations blanked to spaces)" : ""),
        ] + parsedAgain(statistics) + [
            "cache: \(cache)",
            "milliseconds: " + phases.map { "\($0.0) \(milliseconds($0.1))" }.joined(separator: ", ") + ", total \(milliseconds(total))",
        ] + reasons(statistics)).map { "tiplint stats: \($0)\n" }.joined()
    }

    /// The files a later look of the second pass parsed again, when there were any: the
    /// `parsed:` line counts each file once (its last parse), this says what it cost besides.
    static func parsedAgain(_ statistics: RunStatistics) -> [String] {
        guard statistics.parsedAgainFiles > 0 else { return [] }
        let files = statistics.parsedAgainFiles
        return ["parsed again: \(counted(files, "file")), \(counted(statistics.parsedAgainBytes, "byte")) of earlier parses"
            + " (read for \(files == 1 ? "its" : "their") declarations, then whole for a launch view; counted once above)"]
    }

    /// Why cached files were analysed or parsed all the same, when they were: a cache hit that
    /// still parses reads as a broken cache otherwise.
    static func reasons(_ statistics: RunStatistics) -> [String] {
        var lines: [String] = []
        if statistics.reanalysedUnchanged > 0 {
            let count = statistics.reanalysedUnchanged
            lines.append("reanalysed: \(count) unchanged file\(count == 1 ? "" : "s"), because \(count == 1 ? "its" : "their") cached facts came from"
                + " another tiplint build or version, or other gates, tests or docs settings")
        }
        guard !statistics.storedResultServed, statistics.cacheHits > 0, statistics.cacheMisses == 0, statistics.parsedTexts > 0 else {
            return lines
        }
        let misses = Set(statistics.storedResultMisses)
        let why: String
        if misses.contains(.toolChanged) {
            why = "tiplint changed (another build or version) since the last run's stored result"
        } else if misses.contains(.configurationChanged) {
            why = "the configuration (its file, or a flag that changes it such as --only-rule) changed since the last run's stored result"
        } else if misses.contains(.inputsChanged) {
            why = "the last stored result is of a run on other files or with other options"
        } else if misses.contains(.filesChanged) {
            why = "files were added, removed or changed since the last run's stored result"
        } else if misses.contains(.noneStored) {
            why = "no result of a run on these inputs was stored yet"
        } else {
            why = "a run with unsaved text (standard input, an editor's buffer) is not stored"
        }
        let texts = statistics.parsedTexts
        lines.append("parsed \(texts) text\(texts == 1 ? "" : "s") although every file's facts came from the cache, because \(why):"
            + " the rules ran again, and they parse fix layouts and doc snippets")
        return lines
    }

    private static func milliseconds(_ value: Double) -> String { String(format: "%.1f", value) }

    /// "1 file", "3 files".
    private static func counted(_ count: Int, _ word: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? word : plural ?? word + "s")"
    }
}
