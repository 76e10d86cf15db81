/// tiplint's own JSON shape, version 1: documented in the README; fields only ever get added.
package struct JSONReporter: Reporter {
    package init() {}

    private struct Document: Encodable {
        var version = 1
        var tool: Tool
        var findings: [Finding]
        var notifications: [ToolNotification]
        var summary: Summary
    }

    private struct Tool: Encodable {
        var name = "tiplint"
        var version = TipLint.version
    }

    private struct Summary: Encodable {
        var errors: Int
        var warnings: Int
        var notes: Int
        var suppressed: Int
        var files: Int
    }

    package func render(_ report: Report) throws -> String {
        let document = Document(
            tool: Tool(), findings: report.result.findings.map(Self.shown), notifications: report.result.notifications,
            summary: Summary(
                errors: report.count(.error), warnings: report.count(.warning), notes: report.count(.note),
                suppressed: report.result.findings.count - report.activeFindings.count, files: report.result.fileCount))
        return try JSONOutput.encode(document)
    }

    /// The finding with the message every reporter shows (`counter-example: …`); the JSON
    /// shape stays one object per finding with `counterExample` beside it.
    private static func shown(_ finding: Finding) -> Finding {
        var shown = finding
        shown.message = finding.displayMessage
        return shown
    }
}
