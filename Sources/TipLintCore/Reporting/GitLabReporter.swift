/// GitLab Code Quality: a JSON array of issues with a fingerprint each. GitLab merges issues
/// with equal fingerprints, so repeats of one fingerprint get a counter.
package struct GitLabReporter: Reporter {
    package init() {}

    struct Issue: Encodable {
        struct Location: Encodable {
            struct Lines: Encodable { var begin: Int; var end: Int }
            var path: String
            var lines: Lines
        }

        var type = "issue"
        var description: String
        var check_name: String
        var fingerprint: String
        var severity: String
        var categories = ["Bug Risk"]
        var location: Location
    }

    package func render(_ report: Report) throws -> String {
        var seen: [String: Int] = [:]
        let issues = report.annotatedFindings.map { finding -> Issue in
            let count = seen[finding.fingerprint, default: 0] + 1
            seen[finding.fingerprint] = count
            let range = finding.location.range
            return Issue(
                description: finding.displayMessage, check_name: finding.ruleID,
                fingerprint: count == 1 ? finding.fingerprint : "\(finding.fingerprint)-\(count)",
                severity: Self.severity(finding.severity),
                location: .init(path: report.rootRelativePath(finding.location.path), lines: .init(begin: range.start.line, end: range.end.line)))
        }
        // Files tiplint could not read or check fully: an issue each, so that a merge request
        // shows what was not linted (GitLab shows nothing else of a run).
        let notices = report.result.notifications.map { notice -> Issue in
            let line = notice.position?.line ?? 1
            return Issue(
                description: notice.message, check_name: "tiplint", fingerprint: Fingerprint.fnv1a("notice\n\(notice.path)\n\(notice.message)"),
                severity: Self.severity(notice.level), location: .init(path: report.rootRelativePath(notice.path), lines: .init(begin: line, end: line)))
        }
        return try JSONOutput.encode(notices + issues)
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "major"
        case .warning: return "minor"
        case .note: return "info"
        }
    }
}
