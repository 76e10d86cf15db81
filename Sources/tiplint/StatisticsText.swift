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
            : "\(statistics.cacheHits) hits, \(statistics.cacheMisses) misses"
        return [
            "files walked: \(statistics.filesWalked)",
            "prefilter scanned: \(statistics.prefilterFiles) files, \(statistics.prefilterBytes) bytes"
                + " (with a TipKit token: \(statistics.tipKitFiles) files, \(statistics.tipKitBytes) bytes)",
            "context pass scanned: \(statistics.contextFiles) files, \(statistics.contextBytes) bytes"
                + " read and lexed; \(statistics.contextLookups) files looked up among the identifiers the first pass kept",
            "parsed: \(statistics.parsedTexts) texts, \(statistics.parsedBytes) bytes",
            "cache: \(cache)",
            "milliseconds: " + phases.map { "\($0.0) \(milliseconds($0.1))" }.joined(separator: ", ") + ", total \(milliseconds(total))",
        ].map { "tiplint stats: \($0)\n" }.joined()
    }

    private static func milliseconds(_ value: Double) -> String { String(format: "%.1f", value) }
}
