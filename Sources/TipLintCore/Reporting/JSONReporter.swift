/// tiplint's own JSON shape, version 1: documented in the README; fields only ever get added.
/// The shape is `JSONReport`'s, apart from the types the cache stores.
package struct JSONReporter: Reporter {
    /// Added to the document as `stats` when given (`--stats`); the document is as before otherwise.
    package var statistics: RunStatistics?

    package init(statistics: RunStatistics? = nil) {
        self.statistics = statistics
    }

    package func render(_ report: Report) throws -> String {
        let document = JSONReport.Document(
            tool: JSONReport.Tool(), findings: report.result.findings.map(JSONReport.Finding.init),
            notifications: report.result.notifications.map(JSONReport.Notification.init),
            summary: JSONReport.Summary(
                errors: report.count(.error), warnings: report.count(.warning), notes: report.count(.note),
                suppressed: report.result.findings.count - report.activeFindings.count, files: report.result.fileCount,
                suppressedByComments: report.result.findings.filter { $0.suppression?.kind == .inSource }.count,
                suppressedByBaseline: report.result.findings.filter { $0.suppression?.kind == .external }.count,
                staleBaselineEntries: report.result.staleBaselineEntries.map {
                    JSONReport.StaleEntry(ruleID: $0.ruleID, path: $0.path, fingerprint: $0.fingerprint)
                }),
            stats: statistics.map(JSONReport.Stats.init))
        return try JSONOutput.encode(document)
    }
}
