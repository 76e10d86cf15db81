import Foundation

/// A Swift code block of a Markdown file, read into facts in its own coordinates.
struct Snippet: Codable, Sendable {
    var block: MarkdownCodeBlock
    var facts: FileFacts
    var regions: [CounterExampleRegion]
    /// Lines added above the block's text before parsing (a wrapper type for member fragments).
    var lineShift = 0
    /// The text that was parsed, kept when it has testing calls, whose `#if` fixes are laid out on it.
    var gatingSource: String?
}

extension Linter {
    /// Each Swift block becomes a snippet: parsed on its own, since doc examples are fragments
    /// that often repeat names (a wrong and a right `ContentView`). Parse errors are expected in
    /// fragments (`…` placeholders), so they are not reported.
    /// A block over one of `SwiftInputLimits` is left out and reported where it went over.
    func analyseMarkdown(
        _ text: String, file: SourceFile, isTestFile: Bool, outcome: inout FileAnalysis
    ) -> (snippets: [Snippet], directives: [SuppressionDirective]) {
        // Most Markdown files hold neither a Swift block nor a comment: nothing to parse.
        guard MarkdownFrontend.mayHoldSwiftBlockOrComment(text) else { return ([], []) }
        let document = MarkdownFrontend.parse(text)
        let markers = configuration.docs.markers
        let segments = document.blocks.filter(\.isSwift).flatMap { $0.segments(markers: markers) }
        var snippets: [Snippet] = []
        for segment in segments {
            let text = segment.snippet
            let regions = segment.counterExampleRegions(markers: markers)
            // A block that names no TipKit API has nothing to report; one marked wrong is still
            // read, for `counterexample-not-detected`, and so is a tip's members on their own.
            let wrapped = MemberFragment.wrapped(text)
            guard !regions.isEmpty || wrapped != nil || Prefilter.mayContainTipKit(text) else { continue }
            let lineShift = wrapped == nil ? 0 : 1
            let result = frontend.facts(source: wrapped ?? text, path: file.displayPath, isTestFile: isTestFile)
            if let skipped = result.skipped {
                let position = SnippetMap(block: segment, lineShift: lineShift).position(skipped.position)
                outcome.skip("\(skipped.message); the code block is skipped", at: position)
                continue
            }
            snippets.append(Snippet(
                block: segment, facts: result.facts, regions: regions, lineShift: lineShift,
                gatingSource: result.facts.testingCalls.isEmpty ? nil : wrapped ?? text))
        }
        return (snippets, document.directives)
    }

    /// Runs the snippet-level rules on every block of one Markdown file and maps the findings
    /// back into the file. Findings in code marked wrong become counter-example notes;
    /// `<!-- tiplint-… -->` comments apply last. The notifications name the fixes that could
    /// not be laid out.
    func lintDocument(
        path: String, snippets: [Snippet], directives: [SuppressionDirective]
    ) -> (findings: [Finding], notifications: [ToolNotification]) {
        let suppressor = configured.suppressor
        let auditRuleID = configured.suppressionAudit?.entry.rule.id
        var findings: [Finding] = []
        var notifications: [ToolNotification] = []
        for snippet in snippets {
            var found = configured.findings(in: ProjectIndex(files: [snippet.facts]), scope: .snippet)
            found = suppressor.apply(to: found, directives: [path: snippet.facts.suppressions])
            for position in found.indices where found[position].ruleID != auditRuleID {
                let line = found[position].location.range.start.line - snippet.lineShift
                guard snippet.regions.contains(where: { $0.lines.contains(line) }) else { continue }
                found[position].counterExample = true
                found[position].severity = .note
            }
            let map = SnippetMap(block: snippet.block, lineShift: snippet.lineShift)
            if let source = snippet.gatingSource {
                let planned = GateLayout.resolve(found, source: source, position: map.position)
                found = planned.findings
                notifications += planned.notifications
            }
            findings += found.map(map.finding)
            findings += undetected(snippet, found: found, path: path)
        }
        findings = suppressor.apply(to: findings, directives: [path: directives])
        // A finding the document's own comments hide gets no notification about its fix.
        let hidden = Set(findings.filter { $0.suppression != nil }.map(\.location.range.start))
        return (findings, notifications.filter { $0.position.map { !hidden.contains($0) } ?? true })
    }

    /// A region marked wrong that holds code but produced no finding of any rule, when the
    /// `CounterExampleAuditing` rule is on.
    private func undetected(_ snippet: Snippet, found: [Finding], path: String) -> [Finding] {
        guard let audit = configured.counterExampleAudit else { return [] }
        return snippet.regions.compactMap { region -> Finding? in
            let hasCode = region.lines.contains { number in
                let text = snippet.block.lines[number - 1].text.trimmingCharacters(in: .whitespaces)
                return !text.isEmpty && !text.hasPrefix("//")
            }
            let covered = found.contains { region.lines.contains($0.location.range.start.line - snippet.lineShift) }
            guard hasCode, !covered else { return nil }
            return Finding(
                ruleID: audit.entry.rule.id, severity: audit.entry.severity, message: audit.message(), kind: EngineMessageKind.undetected,
                location: SourceLocation(path: path, range: region.marker))
        }
    }
}
