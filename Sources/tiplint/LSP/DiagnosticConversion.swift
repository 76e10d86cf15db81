import TipLintCore

/// Findings as LSP objects. LSP positions are 0-based with UTF-16 `character` offsets (the
/// protocol's default encoding); ours are 1-based UTF-16 columns, so only the base changes.
enum DiagnosticConversion {
    /// `ruleDocsURL` is the configuration's `rule-docs-url`: the rule id links to its page
    /// there (`codeDescription`), and to nothing without it.
    static func diagnostic(for finding: Finding, ruleDocsURL: String?) -> [String: Any] {
        var diagnostic: [String: Any] = [
            "range": range(finding.location.range),
            "severity": severity(finding.severity),
            "code": finding.ruleID,
            "source": "tiplint",
            "message": finding.displayMessage,
        ]
        if let href = RulePages.url(forRule: finding.ruleID, base: ruleDocsURL) { diagnostic["codeDescription"] = ["href": href] }
        if !finding.related.isEmpty {
            diagnostic["relatedInformation"] = finding.related.map { related in
                [
                    "location": ["uri": LSPPaths.uri(fromPath: related.location.path), "range": range(related.location.range)],
                    "message": related.message,
                ] as [String: Any]
            }
        }
        return diagnostic
    }

    static func diagnostic(for notification: ToolNotification) -> [String: Any] {
        let position = notification.position ?? SourcePosition(line: 1, column: 1)
        return [
            "range": lspRange(line: position.line - 1, start: position.column - 1, endLine: position.line - 1, end: position.column),
            "severity": 2, "source": "tiplint", "message": notification.message,
        ]
    }

    static func textEdit(_ replacement: Replacement) -> [String: Any] {
        ["range": range(replacement.range), "newText": replacement.text]
    }

    static func range(_ range: SourceRange) -> [String: Any] {
        lspRange(line: range.start.line - 1, start: range.start.column - 1, endLine: range.end.line - 1, end: range.end.column - 1)
    }

    static func lspRange(line: Int, start: Int, endLine: Int, end: Int) -> [String: Any] {
        ["start": ["line": max(line, 0), "character": max(start, 0)], "end": ["line": max(endLine, 0), "character": max(end, 0)]]
    }

    /// Error 1, Warning 2, Information 3.
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .note: return 3
        }
    }
}
