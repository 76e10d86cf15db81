import Foundation

/// The product's name and version, as reporters print them.
package enum TipLint {
    package static let version = "0.6.0"
}

/// Everything a reporter may show about one run.
package struct Report: Sendable {
    package var result: LintResult
    package var rules: [AnyRule]
    /// Absolute folder that relative paths are relative to (SARIF `%SRCROOT%`).
    package var root: String
    /// Keep suppressed findings in SARIF (GitHub ignores `suppressions`, so they are dropped by default).
    package var includeSuppressed: Bool
    /// Findings at or above it fail the run (JUnit makes only those failures).
    package var failOn: FailLevel
    /// The configuration's `rule-docs-url`: where rule pages are published (SARIF `helpUri`), or nil for no links.
    package var ruleDocsURL: String?

    package init(
        result: LintResult, rules: [AnyRule], root: String, includeSuppressed: Bool = false, failOn: FailLevel = .error,
        ruleDocsURL: String? = nil
    ) {
        self.result = result
        self.rules = rules
        self.root = root
        self.includeSuppressed = includeSuppressed
        self.failOn = failOn
        self.ruleDocsURL = ruleDocsURL
    }

    /// Findings a person should see: not suppressed.
    package var activeFindings: [Finding] { result.findings.filter { $0.suppression == nil } }

    /// What CI annotations and code-quality reports show: active findings, without doc counter-examples.
    package var annotatedFindings: [Finding] { activeFindings.filter { !$0.counterExample } }

    /// Whether the run fails: a finding at or above `failOn` that is not a counter-example.
    package var fails: Bool { annotatedFindings.contains { failOn.fails(on: $0.severity) } }

    package func count(_ severity: Severity) -> Int { activeFindings.filter { $0.severity == severity }.count }

    /// "2 errors, 3 warnings, 1 note in 41 files".
    package var summaryLine: String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var line = [plural(count(.error), "error"), plural(count(.warning), "warning"), plural(count(.note), "note")]
            .joined(separator: ", ") + " in " + plural(result.fileCount, "file")
        let suppressed = result.findings.count - activeFindings.count
        if suppressed > 0 { line += " (\(suppressed) suppressed)" }
        if result.staleBaselineEntries > 0 {
            let entries = result.staleBaselineEntries
            line += "; \(entries) baseline finding\(entries == 1 ? " no longer occurs" : "s no longer occur"), rewrite it with --write-baseline"
        }
        return line
    }

    /// A path relative to the root, `/`-separated.
    package func rootRelativePath(_ path: String) -> String { result.rootRelativePaths[path] ?? path }
}

/// Turns a report into the bytes of one output format.
package protocol Reporter {
    func render(_ report: Report) throws -> String
}

enum JSONOutput {
    /// Sorted keys and no escaped slashes, so that output is stable and diffable.
    static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}
