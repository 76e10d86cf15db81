import Foundation
import Testing
import TipLintCore
import TipLintRules

/// The rule pages in `docs/rules/` are generated from the rule descriptions; these tests keep
/// the committed pages equal to what the code generates, and check what a page shows.
@Suite struct RulePagesTests {
    static let pagesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/rules")

    @Test func committedPagesAreWhatTheRuleDescriptionsGenerate() throws {
        let pages = RulePages.render(allRules)
        for name in pages.keys.sorted() {
            let path = Self.pagesFolder.appendingPathComponent(name)
            guard let committed = FileManager.default.contents(atPath: path.path) else {
                Issue.record("docs/rules/\(name) is missing; run `\(RulePages.command)` and commit the pages")
                continue
            }
            #expect(
                String(decoding: committed, as: UTF8.self) == pages[name],
                "docs/rules/\(name) is stale: it differs from what the rule descriptions generate; run `\(RulePages.command)` and commit the pages")
        }
        let present = try FileManager.default.contentsOfDirectory(atPath: Self.pagesFolder.path).filter { $0.hasSuffix(".md") }
        for name in present.sorted() where pages[name] == nil {
            Issue.record("docs/rules/\(name) is no rule's page; remove it (its rule is gone or renamed)")
        }
    }

    /// README's rules table says what each rule catches in the words of its `summary` (the one
    /// source: the pages, `tiplint rules`, `explain` and `init` show it too), in the same order;
    /// README may only lower-case the first letter and mark code with backticks.
    @Test func readmeRulesTableSaysWhatTheRulesSay() throws {
        let readme = try String(
            contentsOf: Self.pagesFolder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md"),
            encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        let header = try #require(lines.firstIndex(of: "| id | default | catches |"), "README has no rules table")
        let rows = lines[(header + 2)...].prefix { $0.hasPrefix("| [") }.map { row in
            row.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        }
        func plain(_ text: String) -> String {
            let text = text.replacingOccurrences(of: "`", with: "")
            return text.prefix(1).lowercased() + text.dropFirst()
        }
        let ids = rows.map { $0.count > 1 ? String($0[1].dropFirst().prefix { $0 != "]" }) : "" }
        #expect(ids == allRules.map(\.id), "README's rules table lists other rules, or in another order, than allRules")
        for (row, rule) in zip(rows, allRules) where row.count > 3 {
            #expect(
                row[2] == rule.description.defaultSetting,
                "README's rules table gives \(rule.id) the default \"\(row[2])\", the rule \"\(rule.description.defaultSetting)\"")
            #expect(
                plain(row[3]) == plain(rule.description.summary),
                "README's rules table says \"\(row[3])\" for \(rule.id), its summary \"\(rule.description.summary)\"; make them one text")
        }
    }

    @Test func everyShippedRuleStatesWhatItCannotKnow() {
        for rule in allRules {
            #expect(!rule.description.limits.isEmpty, "\(rule.id) states no limits")
            #expect(!rule.description.rationale.contains("Limits:"), "\(rule.id): limits belong in `limits`, not the rationale")
        }
    }

    @Test func aPageShowsSettingsOptionsLimitsExamplesAndMessages() throws {
        let pages = RulePages.render(allRules)
        let title = try #require(pages["title-length.md"])
        #expect(title.contains("# title-length\n"))
        #expect(title.contains("| warning | yes | no |"))
        #expect(title.contains("| `max-length` | `40` | longest title, in characters a person sees |"))
        #expect(title.contains("    max-length: 40\n"))
        #expect(title.contains("## What it cannot know\n\nIt counts grapheme clusters"))
        #expect(title.contains("Text(1️⃣\"Tap the heart on any recipe to save it to your favourites\")"))
        #expect(title.contains("- 1️⃣ FavoritesTip title is 57 characters, over the 40-character limit"))
        #expect(title.contains("## Non-triggering examples"))
        // An example's own options appear under the rule's id.
        #expect(title.contains("rules:\n  title-length:\n    max-length: 15\n"))

        let gated = try #require(pages["ungated-testing-call.md"])
        #expect(gated.contains("| error | yes | yes, with `--fix` |"))
        #expect(gated.contains("## Fixes"))

        let counterexamples = try #require(pages["counterexample-not-detected.md"])
        #expect(counterexamples.contains("| note | no | no |"))
        #expect(counterexamples.contains("Off by default; a severity turns it on"))

        let index = try #require(pages[RulePages.indexFileName])
        #expect(index.contains("| [counterexample-not-detected](counterexample-not-detected.md) | off (note) |"))
        #expect(index.contains("| [title-length](title-length.md) | warning | Tip titles longer than the callout shows |"))
        #expect(pages.count == allRules.count + 1)
    }

    @Test func aMarkdownExampleWithItsOwnFencesGetsALongerFence() {
        let fenced = RulePages.fenced("Intro\n```swift\nTips.resetDatastore()\n```\n", language: "markdown")
        #expect(fenced == "````markdown\nIntro\n```swift\nTips.resetDatastore()\n```\n````")
    }

    @Test func pageURLsComeOnlyFromTheConfiguredBase() {
        #expect(RulePages.url(forRule: "title-length", base: nil) == nil)
        #expect(RulePages.url(forRule: "title-length", base: "https://docs.example.org/tiplint/rules") == "https://docs.example.org/tiplint/rules/title-length.md")
        #expect(RulePages.url(forRule: "title-length", base: "https://docs.example.org/rules/") == "https://docs.example.org/rules/title-length.md")
    }
}
