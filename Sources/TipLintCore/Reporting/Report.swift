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
    /// The baseline files with entries that no longer occur, as typed in the working folder
    /// (`LintRun.staleBaselineFiles`): the summary's command to rewrite them names them.
    package var staleBaselineFiles: [String] = []

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

    /// "2 errors, 3 warnings, 1 note in 2 files (1 suppressed by comments, 3 by the baseline);
    /// 41 files linted": the findings shown and the files they are in, the hidden ones by what
    /// hid them, then the files read; "0 errors, 0 warnings, 0 notes; 41 files linted" when none
    /// is shown. Then, when baseline entries no longer occur, how many and in which files (a
    /// baseline knows no line). Every format that prints a summary prints this line.
    package var summaryLine: String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var line = [plural(count(.error), "error"), plural(count(.warning), "warning"), plural(count(.note), "note")]
            .joined(separator: ", ")
        let shown = activeFindings
        if !shown.isEmpty { line += " in " + plural(Set(shown.map(\.location.path)).count, "file") }
        let byComments = result.findings.filter { $0.suppression?.kind == .inSource }.count
        let byBaseline = result.findings.filter { $0.suppression?.kind == .external }.count
        switch (byComments, byBaseline) {
        case (0, 0): break
        case (_, 0): line += " (\(byComments) suppressed by comments)"
        case (0, _): line += " (\(byBaseline) suppressed by the baseline)"
        default: line += " (\(byComments) suppressed by comments, \(byBaseline) by the baseline)"
        }
        line += "; " + plural(result.fileCount, "file") + " linted"
        if !result.staleBaselineEntries.isEmpty { line += "; " + staleBaselineText }
        return line
    }

    /// "2 baseline findings no longer occur (title-length in App/Tips.swift, …); rewrite the
    /// baseline with `tiplint --write-baseline known.json` (check new findings first with
    /// --no-baseline)": the first `staleEntriesNamed` entries by rule and file, then how many more
    /// and where all of them are listed; then the command that rewrites the baseline file
    /// (`staleBaselineFiles`; `FILE` when the report does not know it).
    private var staleBaselineText: String {
        let entries = result.staleBaselineEntries
        var named = entries.prefix(Self.staleEntriesNamed).map { "\($0.ruleID) in \($0.path)" }
        if entries.count > Self.staleEntriesNamed {
            named.append("\(entries.count - Self.staleEntriesNamed) more, all in --format json's summary.staleBaselineEntries")
        }
        let stale = "\(entries.count) baseline finding\(entries.count == 1 ? " no longer occurs" : "s no longer occur")"
            + " (\(named.joined(separator: ", ")))"
        // A new finding would be recorded too: the baseline is for findings a team has accepted.
        let check = " (check new findings first with --no-baseline)"
        switch staleBaselineFiles.count {
        case 0:
            return stale + "; rewrite the baseline with --write-baseline FILE" + check
        case 1:
            return stale + "; rewrite the baseline with `tiplint --write-baseline \(Self.shellWord(staleBaselineFiles[0]))`" + check
        default:
            // Each configuration's key names its own file: one command per configuration's files.
            return stale + "; rewrite each baseline (" + staleBaselineFiles.joined(separator: ", ")
                + ") with `tiplint --write-baseline FILE` over its configuration's files" + check
        }
    }

    /// `path` as one shell word: as it is when it holds only characters no shell reads
    /// specially, else in single quotes.
    static func shellWord(_ path: String) -> String {
        let plain = path.unicodeScalars.allSatisfy {
            ($0.isASCII && (CharacterSet.alphanumerics.contains($0))) || "._/-+@%=:,".unicodeScalars.contains($0)
        }
        return plain && !path.isEmpty ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Entries of the baseline the summary names before it only counts the rest: enough to find
    /// a fix that has just landed, few enough to keep the summary one readable line.
    static let staleEntriesNamed = 5

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
