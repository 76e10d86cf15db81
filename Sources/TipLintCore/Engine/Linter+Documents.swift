import Foundation

/// A Swift code block of a Markdown file, read into facts in its own coordinates.
struct Snippet: Sendable {
    var block: MarkdownCodeBlock
    var facts: FileFacts
    var regions: [CounterExampleRegion]
    /// Lines added above the block's text before parsing (a wrapper type for member fragments).
    var lineShift = 0
}

extension Linter {
    static let counterExampleRuleID = "counterexample-not-detected"
    /// Rules whose findings the engine makes, not the rule's own function.
    static let engineRuleIDs: Set<String> = [Suppressor.superfluousRuleID, counterExampleRuleID]

    /// Each Swift block becomes a snippet: parsed on its own, since doc examples are fragments
    /// that often repeat names (a wrong and a right `ContentView`). Parse errors are expected in
    /// fragments (`…` placeholders), so they are not reported.
    func analyseMarkdown(_ text: String, file: SourceFile, isTestFile: Bool) -> (snippets: [Snippet], directives: [SuppressionDirective]) {
        let document = MarkdownFrontend.parse(text)
        let markers = configuration.docs.markers
        let segments = document.blocks.filter(\.isSwift).flatMap { $0.segments(markers: markers) }
        let snippets = segments.map { segment in
            let text = segment.snippet
            let wrapped = MemberFragment.wrapped(text)
            return Snippet(
                block: segment,
                facts: frontend.facts(source: wrapped ?? text, path: file.displayPath, isTestFile: isTestFile).facts,
                regions: segment.counterExampleRegions(markers: markers), lineShift: wrapped == nil ? 0 : 1)
        }
        return (snippets, document.directives)
    }

    /// Runs the snippet-level rules on every block of one Markdown file and maps the findings
    /// back into the file. Counter-examples become notes; `<!-- tiplint-… -->` comments apply last.
    func lintDocument(path: String, snippets: [Snippet], directives: [SuppressionDirective], enabled: [AnyRule]) -> [Finding] {
        let enabledIDs = Set(enabled.map(\.id))
        let knownIDs = Set(rules.map(\.id))
        var findings: [Finding] = []
        for snippet in snippets {
            let index = ProjectIndex(files: [snippet.facts])
            var found: [Finding] = []
            for rule in enabled where !Self.engineRuleIDs.contains(rule.id) {
                let setting = configuration.rules[rule.id]
                let context = RuleContext(
                    ruleID: rule.id, severity: setting?.severity ?? rule.description.defaultSeverity,
                    gates: configuration.gates, scope: .snippet)
                found += rule.run(index, setting?.options ?? rule.defaultOptions, context)
            }
            found = Suppressor.apply(
                to: found, directives: [path: snippet.facts.suppressions], enabledRules: enabledIDs, knownRules: knownIDs,
                superfluousSeverity: superfluousSeverity)
            for position in found.indices where found[position].ruleID != Suppressor.superfluousRuleID {
                let line = found[position].location.range.start.line - snippet.lineShift
                guard snippet.regions.contains(where: { $0.lines.contains(line) }) else { continue }
                found[position].counterExample = true
                found[position].severity = .note
                found[position].message = "counter-example: " + found[position].message
            }
            let map = SnippetMap(block: snippet.block, lineShift: snippet.lineShift)
            findings += found.map(map.finding)
            if enabledIDs.contains(Self.counterExampleRuleID) {
                findings += undetected(snippet, found: found, path: path)
            }
        }
        return Suppressor.apply(
            to: findings, directives: [path: directives], enabledRules: enabledIDs, knownRules: knownIDs,
            superfluousSeverity: superfluousSeverity)
    }

    /// A region marked wrong that holds code but produced no finding of any rule.
    private func undetected(_ snippet: Snippet, found: [Finding], path: String) -> [Finding] {
        let setting = configuration.rules[Self.counterExampleRuleID]
        return snippet.regions.compactMap { region -> Finding? in
            let hasCode = region.lines.contains { number in
                let text = snippet.block.lines[number - 1].text.trimmingCharacters(in: .whitespaces)
                return !text.isEmpty && !text.hasPrefix("//")
            }
            let covered = found.contains { region.lines.contains($0.location.range.start.line - snippet.lineShift) }
            guard hasCode, !covered else { return nil }
            return Finding(
                ruleID: Self.counterExampleRuleID, severity: setting?.severity ?? .note,
                message: "this example is marked as wrong, but no tiplint rule recognises the mistake; "
                    + "check the example, or accept that tiplint cannot see this kind of mistake",
                location: SourceLocation(path: path, range: region.marker))
        }
    }

    /// The severity of `superfluous-suppression`, or nil when it is turned off.
    var superfluousSeverity: Severity? {
        let setting = configuration.rules[Suppressor.superfluousRuleID]
        return setting?.enabled == false ? nil : (setting?.severity ?? .warning)
    }
}
