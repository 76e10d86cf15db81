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
    /// The baseline files with entries that no longer occur (`LintRun.staleBaselineFiles`): the
    /// summary's command to rewrite each names it and what to lint.
    package var staleBaselineFiles: [StaleBaselineFile] = []
    /// The options of this run that decide which findings exist, as typed, a flag and its value
    /// apart (`["--config", "ci/lint.yml", "--no-ignore"]`): the command that rewrites a
    /// baseline repeats them, so that run from the same folder it records what this run saw.
    package var rewriteOptions: [String] = []

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
    /// is shown. Then tiplint's own notifications by level ("1 warning from tiplint itself, not
    /// counted as a finding": a file that does not parse, one skipped), which neither count
    /// among the findings nor fail the run. Then, when baseline entries no longer occur, how
    /// many and in which files (a baseline knows no line). Every format that prints a summary
    /// prints this line.
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
        // What tiplint says of its own reading (a file that does not parse, one it skipped) is
        // printed as a warning or note too, but is no finding: counted apart, so that "0
        // warnings" under such a line does not read as a contradiction.
        let notices = [Severity.error, .warning, .note].compactMap { level -> String? in
            let count = result.notifications.filter { $0.level == level }.count
            return count == 0 ? nil : plural(count, level.rawValue)
        }
        if !notices.isEmpty {
            let total = result.notifications.count
            line += "; " + notices.joined(separator: " and ") + " from tiplint itself, not counted as " + (total == 1 ? "a finding" : "findings")
        }
        if !result.staleBaselineEntries.isEmpty { line += "; " + staleBaselineText }
        return line
    }

    /// "2 baseline findings no longer occur (title-length in App/Tips.swift, …); rewrite the
    /// baseline with `tiplint --write-baseline known.json App` (check new findings first with
    /// --no-baseline)": the first `staleEntriesNamed` entries by rule and file, then how many more
    /// and where all of them are listed; then the command that rewrites the baseline file
    /// (`staleBaselineFiles`; `FILE` when the report does not know it) with this run's
    /// `rewriteOptions`, over what the file stands for (`StaleBaselineFile.lintedPaths`; when
    /// that is more than `pathsNamed` paths, words saying to give this run's).
    private var staleBaselineText: String {
        let entries = result.staleBaselineEntries
        var named = entries.prefix(Self.staleEntriesNamed).map { "\($0.ruleID) in \($0.path)" }
        if entries.count > Self.staleEntriesNamed {
            named.append("\(entries.count - Self.staleEntriesNamed) more, all in --format json's summary.staleBaselineEntries")
        }
        // Fixed, changed (the fingerprint holds the line's text: one word of a title), or hidden
        // by a comment now (a comment wins over the baseline): either way a rewrite drops the entry.
        var stale = "\(entries.count) baseline finding\(entries.count == 1 ? " is" : "s are") no longer matched: fixed, changed, or hidden by a comment"
            + " (\(named.joined(separator: ", ")))"
        let changed = findingsLikeStaleEntries
        if changed > 0 {
            stale += changed == 1
                ? "; 1 new finding has the rule, file and tip of one of them: it may be that one, its line changed"
                : "; \(changed) new findings have the rule, file and tip of one of them: they may be those, their lines changed"
        }
        // A new finding would be recorded too: the baseline is for findings a team has accepted.
        let check = " (check new findings first with --no-baseline)"
        // Run as written from the same folder, the command lints what the baseline stands for:
        // without the paths it would lint the working folder, and record other files' findings.
        let options = rewriteOptions.map { " " + Self.shellWord($0) }.joined()
        func command(_ file: StaleBaselineFile) -> String? {
            guard file.lintedPaths.count <= Self.pathsNamed else { return nil }
            return "`tiplint --write-baseline \(Self.shellWord(file.path))\(options)\(Self.pathWords(file.lintedPaths))`"
        }
        switch staleBaselineFiles.count {
        case 0:
            return stale + "; rewrite the baseline with --write-baseline FILE" + check
        case 1:
            let file = staleBaselineFiles[0]
            guard let command = command(file) else {
                return stale + "; rewrite the baseline with `tiplint --write-baseline \(Self.shellWord(file.path))`"
                    + " and the same paths and options as this run" + check
            }
            return stale + "; rewrite the baseline with " + command + check
        default:
            // Each configuration's key names its own file, which stands for that configuration's files.
            let commands = staleBaselineFiles.compactMap(command)
            guard commands.count == staleBaselineFiles.count else {
                return stale + "; rewrite each baseline (" + staleBaselineFiles.map(\.path).joined(separator: ", ")
                    + ") with `tiplint --write-baseline FILE\(options)` over its configuration's files" + check
            }
            return stale + "; rewrite the baselines with " + commands.joined(separator: " and ") + check
        }
    }

    /// Shown findings with the rule and root-relative file of a stale baseline entry, and its tip
    /// (the finding's `tipName` a word of the entry's message) when the finding names one: most
    /// likely the entry itself, its fingerprint changed with its line (a title one word longer).
    var findingsLikeStaleEntries: Int {
        let entries = result.staleBaselineEntries
        guard !entries.isEmpty else { return 0 }
        let byPlace = Dictionary(grouping: entries) { "\($0.ruleID)\u{0}\($0.path)" }
        return activeFindings.filter { finding in
            guard let candidates = byPlace["\(finding.ruleID)\u{0}\(rootRelativePath(finding.location.path))"] else { return false }
            guard let tip = finding.tipName else { return true }
            return candidates.contains { entry in
                entry.message.split { !($0.isLetter || $0.isNumber || $0 == "_") }.contains { $0 == tip }
            }
        }.count
    }

    /// ` App 'My Tips'`: each path as one shell word, after `--` when one starts with `-` (it
    /// would be read as an option); empty for none.
    static func pathWords(_ paths: [String]) -> String {
        guard !paths.isEmpty else { return "" }
        let separator = paths.contains { $0.hasPrefix("-") } ? " --" : ""
        return separator + paths.map { " " + shellWord($0) }.joined()
    }

    /// Paths the rewrite command names before it says "the same paths … as this run" instead:
    /// a command a person can read and copy, not a pasted file list.
    static let pathsNamed = 5

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
