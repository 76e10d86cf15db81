/// What the HTML report shows, before any markup: every tip as a card, then every finding
/// grouped by rule and file with a source excerpt. A plain `Codable` value, so that tests read
/// the page's content without parsing HTML and the markup (`HTMLDocument`) stays a function of
/// it. Text is kept as the project wrote it; escaping is the markup's job. Places are
/// `path:line` (display paths); columns are UTF-16 code units, as everywhere.
package struct HTMLReportPage: Codable, Sendable {
    /// `2 errors, 3 warnings, 0 notes in 41 files` (`Report.summaryLine`).
    package var summary: String
    package var version = TipLint.version
    package var tips: [TipCard]
    package var rules: [RuleSection]
    /// One line per file that could not be read or parsed: `path:line:column: level: message`.
    package var notifications: [String]

    package struct TipCard: Codable, Sendable {
        /// The element id: `tip-1`, in inventory order.
        package var anchor: String
        package var id: String
        /// False when the Swift tip computes its id; `id` is then the type name.
        package var idIsExact: Bool
        package var type: String?
        package var title: String?
        package var message: String?
        /// Findings about the title as written (`Finding.tipText`; title-length's when it is too long).
        package var titleFlags: [FindingLink] = []
        package var messageFlags: [FindingLink] = []
        package var translations: [TranslationRow] = []
        /// `App/Tips.swift:12 (Swift)`, `Tips/app.tips.yml:4 (manifest)`.
        package var declared: [String] = []
        package var shownAt: [String] = []
        /// What retires the tip, one sentence each; one sentence saying so when nothing does.
        package var retiredBy: [String] = []
        package var rules: [RuleRow] = []
        package var options: [String] = []
        package var groups: [String] = []
        package var screen: String?
        /// Every finding about the tip (`Finding.tipName` is its type or id).
        package var findings: [FindingLink] = []
    }

    /// A finding named from elsewhere on the page, linking to its entry.
    package struct FindingLink: Codable, Sendable, Equatable {
        /// The finding's element id (`finding-3`).
        package var anchor: String
        package var ruleID: String
        package var severity: Severity
        package var message: String
        /// `path:line`.
        package var at: String
    }

    package struct TranslationRow: Codable, Sendable {
        package var field: String
        package var language: String
        package var text: String
        package var at: String
        /// Grapheme clusters, as title-length counts a translation.
        package var length: Int
        /// The value holds format specifiers whose text is not known (`%@`): at least `length`.
        package var atLeast = false
        package var isSourceLanguage: Bool
        /// Findings about this value (`Finding.tipText`): title-length's when it is over its limit.
        package var flags: [FindingLink] = []
    }

    package struct RuleRow: Codable, Sendable {
        /// `#Rule(PinTip.$hasServer) { $0 == false }`.
        package var rule: String
        package var at: String
        /// Default value, assignments or donations, and what the rule means for the tip.
        package var notes: [String]
    }

    package struct RuleSection: Codable, Sendable {
        /// `rule-title-length`.
        package var anchor: String
        package var ruleID: String
        package var name: String
        package var summary: String
        package var files: [FileGroup]
    }

    package struct FileGroup: Codable, Sendable {
        package var path: String
        package var findings: [FindingEntry]
    }

    package struct FindingEntry: Codable, Sendable {
        package var anchor: String
        package var severity: Severity
        package var line: Int
        package var column: Int
        package var message: String
        /// The tip card's anchor and the tip's id, when the finding is about a tip of the inventory.
        package var tipAnchor: String?
        package var tipID: String?
        /// `path:line:column: message` of each related place.
        package var related: [String]
        /// Up to two lines either side of the finding's first line, when the file's lines are known.
        package var excerpt: [ExcerptLine]
    }

    package struct ExcerptLine: Codable, Sendable {
        package var number: Int
        package var text: String
        package var isFinding: Bool
    }
}

extension HTMLReportPage {
    /// The page for a run and the inventory of the same paths. Findings are the report's
    /// `activeFindings` (not suppressed), the ones its summary line counts; doc counter-examples
    /// say so in front of their message.
    package init(report: Report, inventory: Inventory) {
        let findings = report.activeFindings
        let anchors = findings.indices.map { "finding-\($0 + 1)" }
        let links = findings.indices.map { index in
            FindingLink(
                anchor: anchors[index], ruleID: findings[index].ruleID, severity: findings[index].severity,
                message: findings[index].displayMessage, at: Inventory.place(findings[index].location))
        }
        summary = report.summaryLine
        var tipByFinding: [Int: (anchor: String, id: String)] = [:]
        tips = inventory.tips.enumerated().map { position, tip in
            let anchor = "tip-\(position + 1)"
            let about = findings.indices.filter { index in
                guard let name = findings[index].tipName else { return false }
                return name == tip.type || name == tip.id
            }
            for index in about where tipByFinding[index] == nil { tipByFinding[index] = (anchor, tip.id) }
            return Self.card(tip, anchor: anchor, findings: about.map { (findings[$0], links[$0]) })
        }
        rules = Dictionary(grouping: findings.indices, by: { findings[$0].ruleID }).sorted { $0.key < $1.key }.map { ruleID, indices in
            let description = report.rules.first { $0.id == ruleID }?.description
            let files = Dictionary(grouping: indices, by: { findings[$0].location.path }).sorted { $0.key < $1.key }.map { path, indices in
                FileGroup(path: path, findings: indices.map { index in
                    Self.entry(findings[index], anchor: anchors[index], tip: tipByFinding[index], lines: report.result.sourceLines[path])
                })
            }
            return RuleSection(
                anchor: "rule-" + Self.anchorSafe(ruleID), ruleID: ruleID, name: description?.name ?? ruleID,
                summary: description?.summary ?? "", files: files)
        }
        notifications = report.result.notifications.map { notification in
            let position = notification.position.map { ":\($0.line):\($0.column)" } ?? ""
            return "\(notification.path)\(position): \(notification.level.rawValue): \(notification.message)"
        }
    }

    /// Letters, digits, `-` and `_` as they are; anything else as `-`.
    static func anchorSafe(_ text: String) -> String {
        String(text.unicodeScalars.map { scalar -> Character in
            ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
                ? Character(scalar) : "-"
        })
    }

    private static func entry(_ finding: Finding, anchor: String, tip: (anchor: String, id: String)?, lines: [String]?) -> FindingEntry {
        let start = finding.location.range.start
        var excerpt: [ExcerptLine] = []
        if let lines, lines.indices.contains(start.line - 1) {
            for number in max(1, start.line - 2)...min(lines.count, start.line + 2) {
                excerpt.append(ExcerptLine(number: number, text: Self.shortened(lines[number - 1]), isFinding: number == start.line))
            }
        }
        return FindingEntry(
            anchor: anchor, severity: finding.severity, line: start.line, column: start.column, message: finding.displayMessage,
            tipAnchor: tip?.anchor, tipID: tip?.id,
            related: finding.related.map { "\($0.location.path):\($0.location.range.start.line):\($0.location.range.start.column): \($0.message)" },
            excerpt: excerpt)
    }

    /// Characters of a source line shown in an excerpt: a minified or generated line is cut.
    static let excerptWidth = 200

    private static func shortened(_ line: String) -> String {
        line.count <= excerptWidth ? line : String(line.prefix(excerptWidth)) + " …"
    }
}
