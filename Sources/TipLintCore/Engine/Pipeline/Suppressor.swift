/// Applies suppression comments to findings, and reports the comments that hid nothing.
struct Suppressor {
    let enabledRules: Set<String>
    let knownRules: Set<String>
    /// `--only-rule`'s ids, when given: the other rules did not run, so a directive that may be
    /// for one of them (a bare one hides every rule's findings) is not judged.
    var onlyRules: Set<String>? = nil
    /// The `SuppressionAuditing` rule's id, severity and messages; nil when it is off or absent.
    let audit: (ruleID: String, severity: Severity, message: SuppressionAuditWords)?

    /// Marks suppressed findings; returns them with an audit finding for each directive that hid
    /// nothing. A directive naming only rules that are turned off is left alone.
    func apply(to findings: [Finding], directives: [String: [SuppressionDirective]]) -> [Finding] {
        var used = Set<Key>()
        let indexed = directives.mapValues(FileDirectives.init)
        var result = findings.map { finding -> Finding in
            var finding = finding
            guard let fileDirectives = indexed[finding.location.path]?.all,
                let hit = indexed[finding.location.path]?.hiding(finding)
            else { return finding }
            used.insert(Key(path: finding.location.path, index: hit))
            finding.suppression = Suppression(kind: .inSource, justification: fileDirectives[hit].reason)
            return finding
        }
        guard let audit else { return result }
        // Built on first need: most runs have no stale comment.
        var relatedLines: [LineKey: [Int]]?
        var shown: ShownFindings?
        for (path, fileDirectives) in directives {
            for (index, directive) in fileDirectives.enumerated()
            where directive.kind != .enable && !used.contains(Key(path: path, index: index)) {
                // A mistyped command hides nothing whatever it names: always reported.
                if directive.kind == .unknown {
                    result.append(Finding(
                        ruleID: audit.ruleID, severity: audit.severity, message: audit.message.superfluous(directive, [], knownRules.sorted()),
                        kind: EngineMessageKind.unknownDirective, location: SourceLocation(path: path, range: directive.range)))
                    continue
                }
                // SwiftLint's comment hides nothing; told only where tiplint's own comment would
                // hide a finding (else the hint would only lead to "suppresses nothing").
                if directive.kind == .swiftLint {
                    guard !Set(directive.rules).isDisjoint(with: enabledRules),
                        Self.wouldHide(directive, path: path, shown: shownFindings(&shown, result, audit.ruleID))
                    else { continue }
                    result.append(Finding(
                        ruleID: audit.ruleID, severity: audit.severity, message: audit.message.superfluous(directive, [], knownRules.sorted()),
                        kind: EngineMessageKind.swiftLintDirective, location: SourceLocation(path: path, range: directive.range)))
                    continue
                }
                let named = Set(directive.rules).subtracting(["all"])
                let unknown = named.subtracting(knownRules).sorted()
                let onlyDisabled = !named.isEmpty && unknown.isEmpty && named.isDisjoint(with: enabledRules)
                guard !onlyDisabled else { continue }
                // It hid nothing among the rules that ran; under --only-rule it may hide another's.
                if let onlyRules, unknown.isEmpty, named.isEmpty || !named.isSubset(of: onlyRules) { continue }
                var message = audit.message.superfluous(directive, unknown, knownRules.sorted())
                // A line comment on a line a finding names only as a related location (the
                // earlier tip of a simultaneous pair): say where that finding is reported.
                if unknown.isEmpty, directive.targetLine > 0, SuppressionDirective.lineCommands.contains(directive.kind),
                    let elsewhere = Self.reportedElsewhere(directive, path: path, in: result, related: &relatedLines, skipping: audit.ruleID)
                {
                    message = audit.message.reportedElsewhere(directive, elsewhere.finding.ruleID, elsewhere.place, elsewhere.note)
                } else if unknown.isEmpty, directive.targetLine > 0, SuppressionDirective.lineCommands.contains(directive.kind),
                    let near = Self.nearestShown(to: directive, path: path, shown: shownFindings(&shown, result, audit.ruleID))
                {
                    // One line off (above `var title: Text {` for the title inside it): say which line.
                    message = audit.message.misplaced(directive, near.rule, near.line)
                }
                result.append(Finding(
                    ruleID: audit.ruleID, severity: audit.severity, message: message,
                    kind: unknown.isEmpty ? EngineMessageKind.suppressesNothing : EngineMessageKind.unknownRule,
                    location: SourceLocation(path: path, range: directive.range)))
            }
        }
        return result
    }

    /// The shown findings, indexed on first need: most runs have no stale comment.
    private func shownFindings(_ built: inout ShownFindings?, _ findings: [Finding], _ auditID: String) -> ShownFindings {
        if let built { return built }
        let index = ShownFindings(findings, skipping: auditID)
        built = index
        return index
    }

    /// Whether the tiplint comment standing for SwiftLint's `directive` would hide a finding
    /// shown in `path`: SwiftLint's line commands aim at the comment's own line (`this`), the
    /// next or the previous line, and its `disable` at every line after it.
    private static func wouldHide(_ directive: SuppressionDirective, path: String, shown: ShownFindings) -> Bool {
        let line = directive.range.start.line
        let aimed: Int
        switch directive.command {
        case "disable:this": aimed = line
        case "disable:next": aimed = line + 1
        case "disable:previous": aimed = line - 1
        default: return directive.rules.contains { shown.hasFinding(of: $0, after: line, in: path) }
        }
        return shown.rules(on: aimed, in: path).contains { directive.rules.contains($0) }
    }

    /// How far from its target line a line comment is taken to be meant for a finding.
    private static let misplacedReach = 3

    /// The shown finding of a rule `directive` names (any rule for `all`) nearest its target
    /// line in `path`, at most `misplacedReach` lines away and inside the statement the target
    /// line belongs to (`statementLines`: a getter's body, not the next member); of two as
    /// near, the later line, where a comment above a declaration meant the code inside it.
    private static func nearestShown(to directive: SuppressionDirective, path: String, shown: ShownFindings) -> (rule: String, line: Int)? {
        let target = directive.targetLine
        guard let statement = directive.statementLines else { return nil }
        for distance in 1...misplacedReach {
            for line in [target + distance, target - distance] where statement.contains(line) {
                if let rule = shown.rules(on: line, in: path).first(where: directive.names) { return (rule, line) }
            }
        }
        return nil
    }

    private struct Key: Hashable {
        var path: String
        var index: Int
    }

    private struct LineKey: Hashable {
        var path: String
        var line: Int
    }

    /// A finding of a rule `directive` names (not the audit's own, `skipping`) that names the
    /// directive's target line in `path` as a related location: the first not suppressed, else
    /// nil. `related` maps each related location's line to the findings that name it, built
    /// once per `apply` on first use.
    private static func reportedElsewhere(
        _ directive: SuppressionDirective, path: String, in findings: [Finding], related: inout [LineKey: [Int]]?, skipping auditID: String
    ) -> (finding: Finding, place: String, note: String)? {
        if related == nil {
            var map: [LineKey: [Int]] = [:]
            for (index, finding) in findings.enumerated() where finding.ruleID != auditID {
                for note in finding.related { map[LineKey(path: note.location.path, line: note.location.range.start.line), default: []].append(index) }
            }
            related = map
        }
        let key = LineKey(path: path, line: directive.targetLine)
        for index in related?[key] ?? [] {
            let finding = findings[index]
            guard finding.suppression == nil, directive.names(finding.ruleID),
                let note = finding.related.first(where: { $0.location.path == path && $0.location.range.start.line == directive.targetLine })
            else { continue }
            return (finding, "\(finding.location.path):\(finding.location.range.start.line)", note.message)
        }
        return nil
    }
}
