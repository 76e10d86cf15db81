/// The findings a run shows (not suppressed, not the suppression audit's own), indexed per file
/// by line and by rule, so that judging each stale suppression comment costs a few lookups,
/// not a pass over every finding of its file (10,000 comments beside 10,000 findings).
struct ShownFindings {
    /// Per file: the rules with a finding starting on each line (1-based).
    private var rulesByLine: [String: [Int: Set<String>]] = [:]
    /// Per file: the last line on which each rule has a finding.
    private var lastLineByRule: [String: [String: Int]] = [:]

    init(_ findings: [Finding], skipping auditID: String) {
        for finding in findings where finding.ruleID != auditID && finding.suppression == nil {
            let path = finding.location.path, line = finding.location.range.start.line
            rulesByLine[path, default: [:]][line, default: []].insert(finding.ruleID)
            lastLineByRule[path, default: [:]][finding.ruleID] = max(lastLineByRule[path]?[finding.ruleID] ?? 0, line)
        }
    }

    /// The rules with a finding on `line` of `path`, sorted.
    func rules(on line: Int, in path: String) -> [String] {
        (rulesByLine[path]?[line] ?? []).sorted()
    }

    /// Whether `rule` has a finding after `line` in `path`.
    func hasFinding(of rule: String, after line: Int, in path: String) -> Bool {
        (lastLineByRule[path]?[rule] ?? 0) > line
    }
}
