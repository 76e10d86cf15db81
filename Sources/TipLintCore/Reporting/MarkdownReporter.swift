/// What `--format markdown` shows, before it becomes text: a summary line, the files tiplint
/// could not read, and one table per rule with its findings. Built from a `Report` alone (a pure
/// function), so the golden file tests the content and `render` only the layout.
package struct MarkdownReport: Codable, Equatable, Sendable {
    package struct Row: Codable, Equatable, Sendable {
        package var severity: Severity
        /// Root-relative `path:line:column` (UTF-16 column, 1-based).
        package var location: String
        package var message: String
        /// Each related location as `path:line:column: message`.
        package var notes: [String]
    }

    package struct RuleTable: Codable, Equatable, Sendable {
        package var ruleID: String
        package var ruleName: String
        /// The rule's page when the configuration sets `rule-docs-url`.
        package var pageURL: String?
        /// At most `MarkdownReport.rowsPerRule` rows, in the run's order.
        package var rows: [Row]
        /// Findings of this rule left out of `rows`.
        package var omitted: Int
    }

    package var summary: String
    /// `path[:line:column]: message` for each file tiplint could not read or parse.
    package var unread: [String]
    package var tables: [RuleTable]

    /// Rows shown per rule. GitHub cuts a pull-request comment at 65,536 characters and a job
    /// summary at 1 MiB; a hundred rows of a rule say what there is to say, and the count of the
    /// rest points at the full report.
    package static let rowsPerRule = 100

    package init(_ report: Report) {
        summary = report.summaryLine
        unread = report.result.notifications.map { notification in
            let position = notification.position.map { ":\($0.line):\($0.column)" } ?? ""
            return report.rootRelativePath(notification.path) + position + ": " + notification.message
        }
        let names = Dictionary(report.rules.map { ($0.description.id, $0.description.name) }, uniquingKeysWith: { first, _ in first })
        // The rules in the text summary's order (errors first, then the larger counts).
        let order = TextReporter.ruleOrder(report.annotatedFindings)
        let byRule = Dictionary(grouping: report.annotatedFindings, by: \.ruleID)
        func place(_ location: SourceLocation) -> String {
            let start = location.range.start
            return "\(report.rootRelativePath(location.path)):\(start.line):\(start.column)"
        }
        tables = order.map { ruleID in
            let findings = byRule[ruleID] ?? []
            let rows = findings.prefix(Self.rowsPerRule).map { finding in
                Row(
                    severity: finding.severity, location: place(finding.location), message: finding.displayMessage,
                    notes: finding.related.map { place($0.location) + ": " + $0.message })
            }
            return RuleTable(
                ruleID: ruleID, ruleName: names[ruleID] ?? ruleID,
                pageURL: RulePages.url(forRule: ruleID, base: report.ruleDocsURL), rows: Array(rows),
                omitted: findings.count - rows.count)
        }
    }
}

/// `--format markdown`: a report for pull-request comments and CI job summaries
/// (`$GITHUB_STEP_SUMMARY`, GitLab's merge-request notes), GitHub-flavoured Markdown with one
/// table per rule. Every piece of text that comes from the linted project (paths, messages, the
/// configuration's `rule-docs-url`) is escaped by `MarkdownText`, so none of it becomes markup
/// or raw HTML (GitHub's own autolinks and @-mentions of bare text are not prevented); the only
/// HTML is the `<br>` this reporter writes between a finding and its notes.
package struct MarkdownReporter: Reporter {
    package init() {}

    package func render(_ report: Report) -> String {
        render(MarkdownReport(report))
    }

    package func render(_ page: MarkdownReport) -> String {
        var output = "## tiplint\n\n" + MarkdownText.proseWithCode(page.summary) + "\n"
        if !page.unread.isEmpty {
            output += "\n### Files not read\n\n"
            for line in page.unread { output += "- " + MarkdownText.inline(line) + "\n" }
        }
        for table in page.tables {
            let shown = table.rows.count + table.omitted
            let heading = MarkdownText.codeSpan(table.ruleID) + " " + MarkdownText.inline(table.ruleName)
            output += "\n### " + heading + " (\(shown))\n\n"
            if let url = table.pageURL { output += MarkdownText.link("Rule page", to: url) + "\n\n" }
            output += "| Severity | Location | Finding |\n|---|---|---|\n"
            for row in table.rows {
                let notes = row.notes.map { "<br>↳ " + MarkdownText.inline($0) }.joined()
                output += "| \(row.severity.rawValue) | \(MarkdownText.codeSpan(row.location)) | \(MarkdownText.inline(row.message))\(notes) |\n"
            }
            if table.omitted > 0 {
                output += "\n\(table.omitted) more \(table.omitted == 1 ? "finding" : "findings") of this rule: see the full report (`--format text`).\n"
            }
        }
        return output
    }
}
