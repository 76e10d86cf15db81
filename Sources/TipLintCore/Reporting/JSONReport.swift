/// The public JSON format, version 1, as its own types: what people parse. The facts cache
/// stores `Finding` and `ToolNotification` as they are (`FactsCache.StoredResult`), so the cache
/// may change its stored form without changing this one, and this one changes only by adding
/// fields. Every field is spelled here; none is inherited from a model type's `Codable`.
enum JSONReport {
    struct Document: Encodable {
        var version = 1
        var tool: Tool
        var findings: [Finding]
        var notifications: [Notification]
        var summary: Summary
        /// Only with `--stats`: absent otherwise (an optional is left out when nil).
        var stats: Stats?
    }

    /// `--stats`: where the run's time and bytes went (see `RunStatistics`). Bytes are UTF-8
    /// bytes as read; milliseconds are wall time per phase, `report` only the reports made
    /// before this one, and `total` their sum.
    struct Stats: Encodable {
        var filesWalked: Int
        var prefilterFiles: Int
        var prefilterBytes: Int
        var contextFiles: Int
        var contextBytes: Int
        var contextLookups: Int
        var parsedTexts: Int
        var parsedBytes: Int
        /// Files parsed again by a later look (declarations, then whole), and their earlier
        /// parses' bytes: counted once in `parsedTexts` and `parsedBytes`.
        var parsedAgainFiles: Int
        var parsedAgainBytes: Int
        /// Blanked to spaces around a container's declarations, not in `parsedBytes`.
        var blankedBytes: Int
        var tipKitFiles: Int
        var tipKitBytes: Int
        var cacheHits: Int
        var cacheMisses: Int
        var storedResultServed: Bool
        /// Why no stored result served, per configuration group that looked (`RunStatistics.StoredResultMiss`).
        var storedResultMisses: [String]
        /// Unchanged files analysed again: their facts were cached by another build or settings.
        var reanalysedUnchanged: Int
        var milliseconds: Milliseconds

        struct Milliseconds: Encodable {
            var discovery: Double
            var analysis: Double
            var context: Double
            var rules: Double
            var finish: Double
            /// The reports made before this document (its own making cannot be in it).
            var report: Double
            /// The phases above added up, as the text line's `total`.
            var total: Double
        }

        init(_ statistics: RunStatistics) {
            filesWalked = statistics.filesWalked
            prefilterFiles = statistics.prefilterFiles
            prefilterBytes = statistics.prefilterBytes
            contextFiles = statistics.contextFiles
            contextBytes = statistics.contextBytes
            contextLookups = statistics.contextLookups
            parsedTexts = statistics.parsedTexts
            parsedBytes = statistics.parsedBytes
            parsedAgainFiles = statistics.parsedAgainFiles
            parsedAgainBytes = statistics.parsedAgainBytes
            blankedBytes = statistics.blankedBytes
            tipKitFiles = statistics.tipKitFiles
            tipKitBytes = statistics.tipKitBytes
            cacheHits = statistics.cacheHits
            cacheMisses = statistics.cacheMisses
            storedResultServed = statistics.storedResultServed
            storedResultMisses = statistics.storedResultMisses.map(\.rawValue)
            reanalysedUnchanged = statistics.reanalysedUnchanged
            let phases = statistics.milliseconds
            let report = phases.report ?? 0
            milliseconds = Milliseconds(
                discovery: phases.discovery, analysis: phases.analysis, context: phases.context, rules: phases.rules, finish: phases.finish,
                report: report, total: phases.discovery + phases.analysis + phases.context + phases.rules + phases.finish + report)
        }
    }

    struct Tool: Encodable {
        var name = "tiplint"
        var version = TipLint.version
    }

    struct Summary: Encodable {
        var errors: Int
        var warnings: Int
        var notes: Int
        /// Hidden findings: by suppression comments and by the baseline together, then each.
        var suppressed: Int
        /// Files linted (read), not files with findings.
        var files: Int
        var suppressedByComments: Int
        var suppressedByBaseline: Int
        /// Baseline entries of the linted files that matched no finding (fixed since).
        var staleBaselineEntries: [StaleEntry]
    }

    /// A baseline entry that no longer occurs: its rule, root-relative file and fingerprint (a
    /// baseline records no line).
    struct StaleEntry: Encodable {
        var ruleID: String
        var path: String
        var fingerprint: String
    }

    struct Finding: Encodable {
        var ruleID: String
        var severity: String
        /// As every reporter shows it (`counter-example: …`), with `counterExample` beside it.
        var message: String
        /// `rule-id/kind`: stable while the words change.
        var messageID: String
        var location: Location
        var related: [RelatedLocation]
        var fix: Fix?
        var tipName: String?
        var fingerprint: String
        var suppression: Suppression?
        var counterExample: Bool

        init(_ finding: TipLintCore.Finding) {
            ruleID = finding.ruleID
            severity = finding.severity.rawValue
            message = finding.displayMessage
            messageID = finding.messageID
            location = Location(finding.location)
            related = finding.related.map { RelatedLocation(location: Location($0.location), message: $0.message) }
            fix = finding.fix.map { fix in
                Fix(
                    description: fix.description,
                    replacements: fix.replacements.map { Replacement(range: Range($0.range), text: $0.text) })
            }
            tipName = finding.tipName
            fingerprint = finding.fingerprint
            suppression = finding.suppression.map { Suppression(kind: $0.kind.rawValue, justification: $0.justification) }
            counterExample = finding.counterExample
        }
    }

    struct Notification: Encodable {
        var level: String
        var path: String
        var position: Position?
        var message: String

        init(_ notification: ToolNotification) {
            level = notification.level.rawValue
            path = notification.path
            position = notification.position.map(Position.init)
            message = notification.message
        }
    }

    struct Location: Encodable {
        var path: String
        var range: Range

        init(_ location: SourceLocation) {
            path = location.path
            range = Range(location.range)
        }
    }

    /// Lines from 1, columns in UTF-16 code units from 1; `end` is exclusive.
    struct Range: Encodable {
        var start: Position
        var end: Position

        init(_ range: SourceRange) {
            start = Position(range.start)
            end = Position(range.end)
        }
    }

    struct Position: Encodable {
        var line: Int
        var column: Int

        init(_ position: SourcePosition) {
            line = position.line
            column = position.column
        }
    }

    struct RelatedLocation: Encodable {
        var location: Location
        var message: String
    }

    struct Fix: Encodable {
        var description: String
        var replacements: [Replacement]
    }

    struct Replacement: Encodable {
        var range: Range
        var text: String
    }

    struct Suppression: Encodable {
        var kind: String
        var justification: String?
    }
}
