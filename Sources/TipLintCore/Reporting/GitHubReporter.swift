/// GitHub Actions workflow commands: `::error file=…,line=…::message`, one per finding and one
/// per notification of tiplint's own, each at the level it has (a note is a `::notice`), and a
/// summary line (GitHub shows only ten annotations of a level per step).
package struct GitHubReporter: Reporter {
    package init() {}

    package func render(_ report: Report) -> String {
        var output = ""
        for notification in report.result.notifications {
            var properties: [(String, String)] = []
            var message = notification.message
            if let path = Self.annotationPath(notification.path, in: report) {
                properties.append(("file", path))
                if let position = notification.position {
                    properties += [("line", "\(position.line)"), ("col", "\(position.column)")]
                }
            } else {
                message = notification.path + (notification.position.map { ":\($0.line)" } ?? "") + ": " + message
            }
            properties.append(("title", "tiplint"))
            output += command(Self.level(notification.level), properties: properties, message: message)
        }
        for finding in report.annotatedFindings {
            let range = finding.location.range
            var message = finding.displayMessage
            for related in finding.related {
                message += "\n\(report.rootRelativePath(related.location.path)):\(related.location.range.start.line): \(related.message)"
            }
            var properties: [(String, String)] = []
            if let path = Self.annotationPath(finding.location.path, in: report) {
                properties = [
                    ("file", path), ("line", "\(range.start.line)"), ("col", "\(range.start.column)"),
                    ("endLine", "\(range.end.line)"), ("endColumn", "\(range.end.column)"),
                ]
            } else {
                message = "\(finding.location.path):\(range.start.line): " + message
            }
            properties.append(("title", "tiplint \(finding.ruleID)"))
            output += command(Self.level(finding.severity), properties: properties, message: message)
        }
        output += "tiplint: " + report.summaryLine + "\n"
        return output
    }

    /// `file=` of an annotation, a finding's or one of tiplint's own notifications: the path
    /// relative to the report's root, from the run's table (`LintResult.rootRelativePaths`,
    /// which holds the files read and the notifications' paths). A path outside the root (a
    /// configuration file above the repository, a file named outside it) is no file of the
    /// repository GitHub could attach the annotation to, so it gets none (nil), and the message
    /// names it instead. An absolute path the table does not hold is made relative to the root
    /// when it lies inside it.
    static func annotationPath(_ path: String, in report: Report) -> String? {
        let path = report.rootRelativePath(path)
        guard path.hasPrefix("/") else { return path }
        let prefix = report.root.hasSuffix("/") ? report.root : report.root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }

    private func command(_ name: String, properties: [(String, String)], message: String) -> String {
        let list = properties.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(name) \(list)::\(Self.escapeData(message))\n"
    }

    /// `%`, CR and LF as GitHub decodes them, so that user text (a tip title, a file name) can
    /// never end the line and start a command; every other control character (ESC, NEL, U+2028,
    /// bidirectional overrides) as a visible `TerminalText` escape, so the log shows no ANSI
    /// sequence or reordered text.
    static func escapeData(_ text: String) -> String {
        let percentEncoded = text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
        return TerminalText.escape(percentEncoded)
    }

    /// Property values also escape the separators `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
