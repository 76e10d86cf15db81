import Foundation
import Testing
import TipLintCore
import TipLintRules

/// `--format html`: the page model built from a run and its inventory, the markup compared with
/// a golden file (`RECORD=1 swift test` rewrites it), and user text escaped everywhere. The
/// fixture is a small app like `Examples/`: tips in code with options, rules and a catalog, a
/// manifest, and texts that hold markup.
@Suite struct HTMLReporterTests {
    static let root = "/work/My App"

    static let sources = [
        SourceText(path: "Sources/Tips.swift", text: """
            struct SearchTip: Tip {
                var title: Text { Text("Search your notes") }
                var message: Text? { Text("Find <b>any</b> note & tag") }
                var options: [any TipOption] { [Tips.MaxDisplayCount(3)] }
            }
            struct ScriptTip: Tip {
                var title: Text { Text("<script>alert('x')</script> & more") }
                var message: Text? { Text("A bidirectional override \u{202E} cannot reorder the page") }
            }
            struct ServerTip: Tip {
                @Parameter static var hasServer: Bool = false
                var title: Text { Text("Add a server") }
                var rules: [Rule] {
                    #Rule(Self.$hasServer) { $0 == false }
                }
            }
            """, root: root),
        SourceText(path: "Sources/Library View.swift", text: """
            struct LibraryView: View {
                @State private var search = SearchTip()
                var body: some View {
                    TipView(search)
                    Button("Save") { save() }.popoverTip(ServerTip())
                }
                func save() {
                    ServerTip.hasServer = true
                    search.invalidate(reason: .actionPerformed)
                }
            }
            struct AboutView: View {
                var body: some View { Text("About").popoverTip(ScriptTip()) }
            }
            """, root: root),
        SourceText(path: "Sources/Localizable.xcstrings", text: """
            { "sourceLanguage" : "en", "strings" : {
              "Search your notes" : { "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Durchsuchen Sie <alle> Notizen nach Wörtern & Schlagwörtern" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Rechercher dans vos notes" } } } }
            }, "version" : "1.0" }
            """, root: root),
        SourceText(path: "Tips/app.tips.yml", text: """
            tips:
              - id: archive-reminder
                title: Archive the notes you are done with to keep the list short and tidy
                screen: NotesList
                invalidated-by: [note-archived]
            """, root: root),
    ]

    static func report() throws -> (report: Report, inventory: Inventory) {
        let configuration = try Configuration.parse("", path: "c.yml", root: root, rules: allRules)
        let project = Project(configuration: configuration, rules: allRules, sources: sources)
        // Stub rule descriptions, as in `ReporterGoldenTests`: rewording a rule leaves the golden file alone.
        let report = Report(result: project.lint(), rules: GoldenStubRules.all, root: root)
        return (report, project.inventory)
    }

    @Test func golden() throws {
        let (report, inventory) = try Self.report()
        try ReporterGoldenTests().check(HTMLReporter(inventory: inventory).render(report), against: "report.html")
    }

    @Test func userTextIsEscapedEverywhere() throws {
        let (report, inventory) = try Self.report()
        let html = HTMLReporter(inventory: inventory).render(report)
        #expect(!html.contains("<script"), "a title's <script> reached the markup")
        #expect(html.contains("&lt;script&gt;alert(&apos;x&apos;)&lt;/script&gt; &amp; more"))
        #expect(html.contains("Find &lt;b&gt;any&lt;/b&gt; note &amp; tag"))
        #expect(!html.contains("<b>") && !html.contains("<alle>"))
        // The translation is in the table and, quoted by title-length, in a flag's title attribute.
        #expect(html.contains("<td>Durchsuchen Sie &lt;alle&gt; Notizen nach Wörtern &amp; Schlagwörtern <a class=\"flag warning\""))
        #expect(html.contains("title=\"SearchTip title: the de translation &quot;Durchsuchen Sie &lt;alle&gt; Notizen"))
        #expect(!html.unicodeScalars.contains("\u{202E}") && html.contains("override \\u{202E} cannot reorder"))
        // Self-contained: no script, style sheet, font or image is fetched.
        for outside in ["<script", "<link", "<img", "src=", "@import", "url(", "http://", "https://"] {
            #expect(!html.contains(outside), "the page asks for \(outside)")
        }
    }

    @Test func tipCardsCarryTextsFlagsRetirementAndRules() throws {
        let (report, inventory) = try Self.report()
        let page = HTMLReportPage(report: report, inventory: inventory)
        #expect(page.tips.map(\.id) == ["ScriptTip", "SearchTip", "ServerTip", "archive-reminder"])
        let search = try #require(page.tips.first { $0.id == "SearchTip" })
        #expect(search.title == "Search your notes" && search.message == "Find <b>any</b> note & tag")
        #expect(search.options == ["MaxDisplayCount(3)"])
        #expect(search.retiredBy == [
            "invalidate(reason:) at Sources/Library View.swift:9", "after 3 displays (MaxDisplayCount)",
        ])
        // title-length measures the de translation (59 > 52) and reports it at the title, with the
        // catalog value as related place: the flag sits on the translation, not on the title.
        let german = try #require(search.translations.first { $0.language == "de" })
        #expect(german.flags.map(\.ruleID) == ["title-length"] && german.length == 59)
        #expect(search.translations.first { $0.language == "fr" }?.flags.isEmpty == true)
        #expect(search.titleFlags.isEmpty)
        #expect(search.findings.contains { $0.ruleID == "title-length" })

        let server = try #require(page.tips.first { $0.id == "ServerTip" })
        #expect(server.rules.map(\.rule) == ["#Rule(ServerTip.$hasServer) { $0 == false }"])
        #expect(server.rules.first?.notes == [
            "declared at Sources/Tips.swift:11, initially false", "set to true at Sources/Library View.swift:8",
        ])
        #expect(server.retiredBy == ["its rule on ServerTip.$hasServer stops holding for good at Sources/Library View.swift:8"])

        let archive = try #require(page.tips.first { $0.id == "archive-reminder" })
        #expect(archive.titleFlags.map(\.ruleID) == ["title-length"])
        #expect(archive.retiredBy == ["the events note-archived (manifest invalidated-by)"] && archive.screen == "NotesList")
        #expect(archive.shownAt.isEmpty && archive.declared == ["Tips/app.tips.yml:2 (manifest)"])
    }

    /// A card's text is flagged by the findings about the tip that name that text (its field,
    /// language and words: `Finding.tipText`), wherever they are reported: another rule's
    /// finding on the title's line is not about the title, and title-length's finding is about
    /// the text it names even when reported elsewhere.
    @Test func flagsFollowTheTextAFindingNamesNotItsPlace() throws {
        var (report, inventory) = try Self.report()
        let search = try #require(HTMLReportPage(report: report, inventory: inventory).tips.first { $0.id == "SearchTip" })
        let titleLine = SourceLocation(
            path: "Sources/Tips.swift", range: SourceRange(start: SourcePosition(line: 2, column: 28), end: SourcePosition(line: 2, column: 47)))
        #expect(search.titleFlags.isEmpty)
        var onTheLine = Finding(
            ruleID: "missing-invalidation", severity: .warning, message: "about the tip, not its title", kind: "never-invalidated",
            location: titleLine, tipName: "SearchTip")
        onTheLine.fingerprint = "a"
        var elsewhere = Finding(
            ruleID: "title-length", severity: .warning, message: "the French title", kind: "translation-too-long",
            location: SourceLocation(path: "Sources/Localizable.xcstrings", range: titleLine.range), tipName: "SearchTip")
        elsewhere.tipText = TipTextSubject(field: .title, language: "fr", text: "Rechercher dans vos notes")
        elsewhere.fingerprint = "b"
        var title = elsewhere
        title.tipText = TipTextSubject(field: .title, text: "Search your notes")
        title.message = "the title"
        title.fingerprint = "c"
        report.result.findings += [onTheLine, elsewhere, title]
        let card = try #require(HTMLReportPage(report: report, inventory: inventory).tips.first { $0.id == "SearchTip" })
        #expect(card.findings.count == search.findings.count + 3)
        #expect(card.titleFlags.map(\.message) == ["the title"])
        #expect(card.translations.first { $0.language == "fr" }?.flags.map(\.message) == ["the French title"])
        #expect(card.translations.first { $0.language == "de" }?.flags.map(\.ruleID) == ["title-length"])
        #expect(card.messageFlags.isEmpty)
    }

    /// A title built at run time has no text to show: the card says so and shows the id.
    @Test func aComputedTitleIsNamedAsSuch() throws {
        let sources = [SourceText(path: "Tips.swift", text: "struct NameTip: Tip {\n    let name: String\n    var title: Text { Text(name) }\n}\n")]
        let project = Project(configuration: Configuration(rules: allRules, root: "/"), rules: allRules, sources: sources)
        let report = Report(result: project.lint(), rules: allRules, root: "/")
        let html = HTMLReporter(inventory: project.inventory).render(report)
        #expect(html.contains("<h3>NameTip <span class=\"hint\">(the title is computed in code; the id stands in)</span></h3>"))
    }

    @Test func findingsAreGroupedByRuleThenFileWithAnExcerpt() throws {
        let (report, inventory) = try Self.report()
        let page = HTMLReportPage(report: report, inventory: inventory)
        #expect(page.rules.map(\.ruleID) == page.rules.map(\.ruleID).sorted())
        #expect(page.rules.reduce(0) { $0 + $1.files.reduce(0) { $0 + $1.findings.count } } == report.activeFindings.count)
        let titleLength = try #require(page.rules.first { $0.ruleID == "title-length" })
        #expect(titleLength.name == "title-length" && titleLength.summary == "Summary of title-length")
        #expect(titleLength.files.map(\.path) == ["Sources/Tips.swift", "Tips/app.tips.yml"])
        let atTitle = try #require(titleLength.files.first?.findings.first)
        #expect(atTitle.line == 2 && atTitle.excerpt.map(\.number) == [1, 2, 3, 4] && atTitle.excerpt.filter(\.isFinding).map(\.number) == [2])
        #expect(atTitle.related.first?.hasPrefix("Sources/Localizable.xcstrings:") == true)
        #expect(atTitle.tipAnchor == page.tips.first { $0.id == "SearchTip" }?.anchor && atTitle.tipID == "SearchTip")
    }
}
