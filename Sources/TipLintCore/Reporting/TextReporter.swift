/// The clang/swiftc line Xcode and editors parse: `path:line:col: warning: message [rule-id]`,
/// with the source line and a caret range under it on a terminal, and a closing summary. Text
/// from the project (paths, messages, the source line) goes through `TerminalText.escape`, so
/// that each finding stays one line and no control sequence reaches the terminal. When the
/// findings come from several rules, a table of counts per rule precedes the totals line.
package struct TextReporter: Reporter {
    package var showSource: Bool
    package var colour: Bool
    /// `--quiet` turns the closing summary (the table per rule and the totals line) off.
    package var showSummary: Bool

    package init(showSource: Bool, colour: Bool, showSummary: Bool = true) {
        self.showSource = showSource
        self.colour = colour
        self.showSummary = showSummary
    }

    package func render(_ report: Report) -> String {
        var output = ""
        for notification in report.result.notifications {
            let position = notification.position.map { ":\($0.line):\($0.column)" } ?? ""
            output += "\(safe(notification.path))\(position): \(paint(notification.level)): \(safe(notification.message))\n"
        }
        for finding in report.activeFindings {
            let start = finding.location.range.start
            output += "\(safe(finding.location.path)):\(start.line):\(start.column): \(paint(finding.severity)): \(safe(finding.displayMessage)) [\(finding.ruleID)]\n"
            // A very long line (minified or generated code) is not echoed once per finding.
            if showSource, let line = report.result.sourceLines[finding.location.path]?[safe: start.line - 1],
                line.utf16.count <= Self.maximumEchoedLine
            {
                output += caret(line: line, range: finding.location.range)
            }
            for related in finding.related {
                let position = related.location.range.start
                output += "\(safe(related.location.path)):\(position.line):\(position.column): note: \(safe(related.message))\n"
            }
        }
        if showSummary { output += Self.ruleTable(report.activeFindings) + report.summaryLine + "\n" }
        return output
    }

    /// "Summary by rule:" and one line per rule and severity (id, severity, count), errors first,
    /// then the larger counts; empty when the findings come from one rule or none, where the
    /// totals line says it all. Rule ids are tiplint's own words, so nothing here needs escaping.
    static func ruleTable(_ findings: [Finding]) -> String {
        let rows = ruleRows(findings)
        guard Set(rows.map(\.id)).count > 1 else { return "" }
        let idWidth = rows.map(\.id.count).max() ?? 0
        let severityWidth = rows.map(\.severity.rawValue.count).max() ?? 0
        let countWidth = rows.map { String($0.count).count }.max() ?? 0
        func padded(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        return "Summary by rule:\n" + rows.map { row in
            let count = String(row.count)
            return "  \(padded(row.id, idWidth))  \(padded(row.severity.rawValue, severityWidth))  "
                + String(repeating: " ", count: countWidth - count.count) + count + "\n"
        }.joined()
    }

    /// Counts per rule and severity, errors first, then the larger counts, then by id: the
    /// table's rows, and (`ruleOrder`) the order every report that groups by rule follows.
    static func ruleRows(_ findings: [Finding]) -> [(id: String, severity: Severity, count: Int)] {
        var counts: [String: (severity: Severity, count: Int)] = [:]
        for finding in findings {
            let key = "\(finding.ruleID) \(finding.severity.rawValue)"
            counts[key] = (finding.severity, (counts[key]?.count ?? 0) + 1)
        }
        return counts.map { key, value in (id: String(key.prefix { $0 != " " }), severity: value.severity, count: value.count) }
            .sorted { first, second in
                if first.severity != second.severity { return first.severity > second.severity }
                if first.count != second.count { return first.count > second.count }
                return first.id < second.id
            }
    }

    /// Rule ids in the order of the text summary's table: each where its first row is.
    package static func ruleOrder(_ findings: [Finding]) -> [String] {
        var seen = Set<String>()
        return ruleRows(findings).map(\.id).filter { seen.insert($0).inserted }
    }

    /// UTF-16 code units of the longest source line shown under a finding.
    static let maximumEchoedLine = 1_000

    private func safe(_ text: String) -> String { TerminalText.escape(text) }

    private func paint(_ severity: Severity) -> String {
        guard colour else { return severity.rawValue }
        let code: String
        switch severity {
        case .error: code = "1;31"
        case .warning: code = "1;35"
        case .note: code = "1;36"
        }
        return "\u{1B}[\(code)m\(severity.rawValue)\u{1B}[0m"
    }

    /// The line, then `^~~~` under the range (to the end of the line when it spans lines).
    private func caret(line: String, range: SourceRange) -> String {
        let utf16 = Array(line.utf16)
        let startIndex = min(max(range.start.column - 1, 0), utf16.count)
        let endIndex = range.end.line == range.start.line ? min(max(range.end.column - 1, startIndex + 1), utf16.count) : utf16.count
        // Measured on the escaped text, which is what the terminal shows. Tabs stay tabs so that
        // the caret lines up however the terminal shows them.
        let before = safe(String(decoding: utf16[..<startIndex], as: UTF16.self))
        let lead = before.map { $0 == "\t" ? "\t" : " " }.joined()
        let width = max(1, safe(String(decoding: utf16[startIndex..<max(startIndex, endIndex)], as: UTF16.self)).count)
        let marks = "^" + String(repeating: "~", count: width - 1)
        return "\(safe(line))\n\(lead)\(colour ? "\u{1B}[1;32m\(marks)\u{1B}[0m" : marks)\n"
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
