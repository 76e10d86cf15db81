import Testing
import TipLintCore
import TipLintRules

/// An interpolated title is shown as written and carries the translations of the key Xcode
/// extracts from it; a parameter a tip's initialiser sets from its argument does not retire it.
extension InventoryTests {
    static let interpolatedCatalog = """
        { "sourceLanguage" : "en", "strings" : {
          "%@ Search" : { "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "%@-Suche" } } } },
          "Open %@ on %lld devices" : { "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Open %1$@ on up to %2$lld devices at 100%%" } } } }
        }, "version" : "1.0" }
        """

    @Test func anInterpolatedTitleIsShownAsWrittenWithItsKeysTranslations() throws {
        let inventory = Self.inventory([
            "App/Localizable.xcstrings": Self.interpolatedCatalog,
            "App/Tips.swift": """
                enum Brand { static let name = "Notebook" }
                struct SearchTip: Tip {
                    var title: Text { Text("\\(Brand.name) Search") }
                    var message: Text? { Text("Open \\(Brand.name) on \\(count) devices") }
                    let count: Int
                }
                struct PlainTip: Tip {
                    var title: Text { Text(verbatim: "Hello \\(Brand.name)") }
                }
                """,
        ])
        let search = try Self.tip("SearchTip", in: inventory)
        #expect(search.title == "\\(Brand.name) Search" && search.titleAt == "App/Tips.swift:3")
        // A source-language value that differs from the key is shown with the interpolations put in.
        #expect(search.message == "Open \\(Brand.name) on up to \\(count) devices at 100%")
        #expect(search.translations.map { "\($0.field) \($0.language) \($0.text)" } == [
            "title de %@-Suche", "message en Open %1$@ on up to %2$lld devices at 100%%",
        ])
        let plain = try Self.tip("PlainTip", in: inventory)
        #expect(plain.title == "Hello \\(Brand.name)" && plain.translations.isEmpty)
    }

    /// The HTML card flags the interpolated title as written and measures its key's translation
    /// as title-length does: "at least", the specifier counted as nothing.
    @Test func theHTMLCardMeasuresAnInterpolatedKeysTranslationAsTheRuleDoes() throws {
        let catalog = """
            { "sourceLanguage" : "en", "strings" : { "Invite %@ to edit this whole shopping list today" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Laden Sie %@ ein" } } } } }, "version" : "1.0" }
            """
        let sources = [
            SourceText(path: "App/Localizable.xcstrings", text: catalog, root: "/project"),
            SourceText(path: "App/Tips.swift", text: """
                struct InviteTip: Tip {
                    let name: String
                    var title: Text { Text("Invite \\(name) to edit this whole shopping list today") }
                }
                """, root: "/project"),
        ]
        let project = Project(configuration: Configuration(rules: allRules, root: "/project"), rules: allRules, sources: sources)
        let report = Report(result: project.lint(), rules: GoldenStubRules.all, root: "/project")
        let card = try #require(HTMLReportPage(report: report, inventory: project.inventory).tips.first { $0.id == "InviteTip" })
        #expect(card.title == "Invite \\(name) to edit this whole shopping list today")
        #expect(card.titleFlags.map(\.ruleID) == ["title-length"])
        let german = try #require(card.translations.first { $0.language == "de" })
        #expect(german.length == 14 && german.atLeast && german.flags.isEmpty)
    }

    @Test func formatSpecifiersMatchKeysAndAreCountedAsTheLiteralCountsThem() {
        #expect(FormatSpecifiers.key("%@ Search", matches: ["", " Search"], specifiers: [nil]))
        #expect(FormatSpecifiers.key("%lld Search", matches: ["", " Search"], specifiers: [nil]))
        #expect(!FormatSpecifiers.key("%lld Search", matches: ["", " Search"], specifiers: ["%@"]))
        #expect(FormatSpecifiers.key("Save 20%% on %@", matches: ["Save 20% on ", ""], specifiers: [nil]))
        #expect(!FormatSpecifiers.key("Save 20% on %@", matches: ["Save 20% on ", ""], specifiers: [nil]))
        #expect(!FormatSpecifiers.key("%@ Search now", matches: ["", " Search"], specifiers: [nil]))
        let image = TextInterpolation(expression: "Image(systemName: \"flame\")", isImage: true)
        let count = TextInterpolation(expression: "days", isImage: false)
        // `%2$lld` is the count (nothing), `%1$@` the symbol (one character), `%%` one `%`.
        let measured = FormatSpecifiers.measure("%2$lld × %1$@ 50%%", interpolations: [image, count])
        #expect(measured.length == 8 && measured.unmeasured == 1)
        #expect(FormatSpecifiers.read("%#@items@ left").arguments == [1])
    }

    /// `init(monitored:)` sets the parameter afresh each time a view builds the tip (tip-api-misuse
    /// says so as parameter-in-init): the rule comes back, nothing is retired for good. A literal
    /// set in an initialiser, and an argument set elsewhere, still are.
    @Test func aParameterAnInitialiserSetsFromItsArgumentRetiresNothing() throws {
        let inventory = Self.inventory(["App/Tips.swift": """
            struct MonitorTip: Tip {
                @Parameter static var monitored: Bool = false
                init(monitored: Bool) { Self.monitored = monitored }
                var title: Text { Text("Turn on monitoring") }
                var rules: [Rule] { #Rule(Self.$monitored) { $0 == false } }
            }
            struct WelcomeTip: Tip {
                @Parameter static var seen: Bool = false
                init() { Self.seen = true }
                var title: Text { Text("Welcome") }
                var rules: [Rule] { #Rule(Self.$seen) { $0 == false } }
            }
            struct SyncTip: Tip {
                @Parameter static var synced: Bool = false
                var title: Text { Text("Sync") }
                var rules: [Rule] { #Rule(Self.$synced) { $0 == false } }
            }
            func finish(synced: Bool) { SyncTip.synced = synced }
            """])
        #expect(try #require(Self.tip("MonitorTip", in: inventory).rules.first).retiredAt == nil)
        #expect(try #require(Self.tip("WelcomeTip", in: inventory).rules.first).retiredAt == "App/Tips.swift:9")
        #expect(try #require(Self.tip("SyncTip", in: inventory).rules.first).retiredAt == "App/Tips.swift:18")
    }
}

/// A title code builds at run time is said to be one, since the manifest's required `title`
/// then holds the id.
extension InventoryTests {
    @Test func aRunTimeTitleIsMarked() throws {
        let inventory = Self.inventory(["App/Tips.swift": """
            struct ExportTip: Tip {
                var title: Text { Text("Export") }
            }
            struct HintTip: Tip {
                let text: String
                var title: Text { Text(text) }
            }
            """])
        let yaml = try InventoryRenderer.render(inventory, as: .yaml)
        #expect(yaml.contains("  # type HintTip · declared at App/Tips.swift:4 · title not a literal in code; the id stands in\n"), "\(yaml)")
        #expect(yaml.contains("  - id: \"HintTip\"\n    title: \"HintTip\"\n"), "\(yaml)")
        #expect(!yaml.contains("ExportTip · title not a literal"), "\(yaml)")
    }
}

/// `Text`s joined with `+` are one text to a person; a catalog that holds a piece's key makes
/// the pieces what people read, so the whole as written is not shown.
extension InventoryTests {
    @Test func joinedTextsAreShownAsOneText() throws {
        let tips = """
            struct ExportTip: Tip {
                var title: Text { Text("Export") }
                var message: Text? {
                    Text("Pick shows in the ") + Text("Library").italic() + Text(" or ") + Text(name) + Text(" tabs.")
                }
                let name: String
            }
            """
        let export = try Self.tip("ExportTip", in: Self.inventory(["App/Tips.swift": tips]))
        #expect(export.message == "Pick shows in the Library or \\(name) tabs.", "\(String(describing: export.message))")
        let catalog = """
            { "sourceLanguage" : "en", "strings" : { "Library" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Mediathek" } } } } }, "version" : "1.0" }
            """
        let translated = try Self.tip("ExportTip", in: Self.inventory(["App/Tips.swift": tips, "App/Localizable.xcstrings": catalog]))
        #expect(translated.message == "Pick shows in the ", "\(String(describing: translated.message))")
    }
}
