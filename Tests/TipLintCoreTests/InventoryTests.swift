import Foundation
import Testing
import TipLintCore
import TipLintRules

/// `tiplint inventory` keeps what code says about a tip: option values written as literals,
/// texts in every language, and the `#Rule`s with what changes them. Values code computes are
/// left out, never guessed.
@Suite struct InventoryTests {
    static func inventory(_ files: [String: String]) -> Inventory {
        let configuration = Configuration(rules: allRules, root: "/project")
        let sources = files.sorted { $0.key < $1.key }.map { SourceText(path: $0.key, text: $0.value, root: "/project") }
        return Project(configuration: configuration, rules: allRules, sources: sources).inventory
    }

    static func tip(_ id: String, in inventory: Inventory) throws -> Inventory.Tip {
        try #require(inventory.tips.first { $0.id == id }, "no tip \(id) in \(inventory.tips.map(\.id))")
    }

    @Test func literalOptionValuesAreKept() throws {
        let inventory = Self.inventory(["App/Tips.swift": """
            struct PinTip: Tip {
                var title: Text { Text("Pin a note") }
                var options: [any TipOption] { [Tips.MaxDisplayCount(3), Tips.MaxDisplayDuration(120), Tips.IgnoresDisplayFrequency(true)] }
            }
            struct SyncTip: Tip {
                var title: Text { Text("Sync") }
                var options: [Option] {
                    MaxDisplayCount(1_000)
                    MaxDisplayDuration(90.5)
                }
            }
            """])
        let pin = try Self.tip("PinTip", in: inventory)
        #expect(pin.maxDisplayCount == 3 && pin.maxDisplayDuration == 120)
        #expect(pin.options == ["MaxDisplayCount", "MaxDisplayDuration", "IgnoresDisplayFrequency"])
        #expect(InventoryRenderer.optionLabels(pin) == ["MaxDisplayCount(3)", "MaxDisplayDuration(120 s)", "IgnoresDisplayFrequency(true)"])
        let sync = try Self.tip("SyncTip", in: inventory)
        #expect(sync.maxDisplayCount == 1_000 && sync.maxDisplayDuration == 90.5)
        let yaml = try InventoryRenderer.render(inventory, as: .yaml)
        #expect(yaml.contains("  - id: \"PinTip\"\n    title: \"Pin a note\"\n    max-display-count: 3\n"), "\(yaml)")
        #expect(yaml.contains("  # MaxDisplayCount(3), MaxDisplayDuration(120 s), IgnoresDisplayFrequency(true)\n"), "\(yaml)")
    }

    /// A site in `#Preview` or a `PreviewProvider` is marked as a preview's in every form (a
    /// person reading "shown at" would take it for a screen of the app); a test's is not one.
    @Test func previewDisplaySitesAreMarked() throws {
        let inventory = Self.inventory(["App/Tips.swift": """
            struct PinTip: Tip {
                var title: Text { Text("Pin a note") }
            }
            struct NoteView: View {
                var body: some View { Text("Note").popoverTip(PinTip()) }
            }
            #Preview {
                TipView(PinTip())
            }
            struct NoteView_Previews: PreviewProvider {
                static var previews: some View { TipView(PinTip()) }
            }
            """])
        let pin = try Self.tip("PinTip", in: inventory)
        #expect(pin.displaySites == ["App/Tips.swift:5", "App/Tips.swift:8", "App/Tips.swift:11"])
        #expect(pin.previewDisplaySites == ["App/Tips.swift:8", "App/Tips.swift:11"])
        let yaml = try InventoryRenderer.render(inventory, as: .yaml)
        #expect(yaml.contains("  # shown at App/Tips.swift:5, App/Tips.swift:8 (preview), App/Tips.swift:11 (preview)\n"), "\(yaml)")
        // Markdown escapes the parentheses (`MarkdownText.inline`).
        let markdown = try InventoryRenderer.render(inventory, as: .markdown)
        #expect(markdown.contains(#"App/Tips.swift:5<br>App/Tips.swift:8 \(preview\)<br>App/Tips.swift:11 \(preview\)"#), "\(markdown)")
        let json = try InventoryRenderer.render(inventory, as: .json)
        #expect(json.contains("\"previewDisplaySites\""), "\(json)")
    }

    /// A constant, an expression, or two branches that disagree: the count is not a literal of
    /// the code, so no `max-display-count` is written, and the comment says it is computed.
    /// An invalidation whose receiver is cast to a tip first is that tip's, as the linter reads it.
    @Test func anInvalidationCastToATipIsListedUnderIt() throws {
        let inventory = Self.inventory(["App/Scan.swift": """
            struct ScanTip: Tip { var title: Text { Text("Scan") } }
            struct FileTip: Tip { var title: Text { Text("File") } }
            struct ScanButton: ViewModifier {
                let currentTip: (any Tip)?
                func body(content: Content) -> some View {
                    content.overlay {
                        Button("Scan") { (currentTip as? ScanTip)?.invalidate(reason: .actionPerformed) }.popoverTip(currentTip)
                    }
                }
            }
            """])
        #expect(try Self.tip("ScanTip", in: inventory).invalidationSites == ["App/Scan.swift:7"])
        #expect(try Self.tip("FileTip", in: inventory).invalidationSites.isEmpty)
    }

    @Test func computedOptionValuesAreNotInvented() throws {
        let inventory = Self.inventory(["App/Tips.swift": """
            enum Limits { static let pin = 3 }
            struct PinTip: Tip {
                var title: Text { Text("Pin a note") }
                var options: [any TipOption] { [Tips.MaxDisplayCount(Limits.pin), Tips.MaxDisplayDuration(.minutes(2))] }
            }
            struct SyncTip: Tip {
                var title: Text { Text("Sync") }
                var options: [any TipOption] { [MaxDisplayCount(2 + 1)] }
            }
            struct ShareTip: Tip {
                var title: Text { Text("Share") }
                var options: [any TipOption] {
                    #if DEBUG
                    [MaxDisplayCount(10)]
                    #else
                    [MaxDisplayCount(3)]
                    #endif
                }
            }
            struct TagTip: Tip {
                var title: Text { Text("Tag") }
                var options: [any TipOption] { [MaxDisplayCount(count: 3)] }
            }
            """])
        for id in ["PinTip", "SyncTip", "ShareTip", "TagTip"] {
            let tip = try Self.tip(id, in: inventory)
            #expect(tip.options.contains("MaxDisplayCount"), "\(id)")
            #expect(tip.maxDisplayCount == nil, "\(id): \(tip.maxDisplayCount ?? 0)")
        }
        #expect(try Self.tip("PinTip", in: inventory).maxDisplayDuration == nil)
        let yaml = try InventoryRenderer.render(inventory, as: .yaml)
        #expect(!yaml.contains("max-display-count"), "\(yaml)")
        #expect(yaml.contains("  # MaxDisplayCount(computed), MaxDisplayDuration(computed)\n"), "\(yaml)")
        let reread = try #require(ManifestFrontend.facts(source: yaml, path: "inventory.tips.yml").manifest)
        #expect(reread.tips.count == 4 && reread.tips.allSatisfy { $0.maxDisplayCount == nil })
    }

    /// The YAML form read back by the manifest front end gives the options code declared.
    @Test func optionsRoundTripThroughTheManifestFrontEnd() throws {
        let swift = """
            struct PinTip: Tip {
                var id: String { "pin-note" }
                var title: Text { Text("Pin a note") }
                var options: [any TipOption] { [Tips.MaxDisplayCount(3)] }
            }
            struct SyncTip: Tip {
                var title: Text { Text("Sync") }
                var options: [any TipOption] { [Tip.MaxDisplayCount(1)] }
            }
            struct TagTip: Tip {
                var title: Text { Text("Tag") }
            }
            """
        let inventory = Self.inventory(["App/Tips.swift": swift])
        let yaml = try InventoryRenderer.render(inventory, as: .yaml)
        let manifest = try #require(ManifestFrontend.facts(source: yaml, path: "inventory.tips.yml").manifest)
        let counts = Dictionary(uniqueKeysWithValues: manifest.tips.map { ($0.id, $0.maxDisplayCount) })
        #expect(counts == ["pin-note": 3, "SyncTip": 1, "TagTip": nil])
        // And the project with that manifest beside its code is clean of manifest findings.
        let configuration = Configuration(rules: allRules, root: "/project")
        let result = Project(configuration: configuration, rules: allRules, sources: [
            SourceText(path: "App/Tips.swift", text: swift, root: "/project"),
            SourceText(path: "App/all.tips.yml", text: yaml, root: "/project"),
        ]).lint()
        #expect(!result.findings.contains { $0.ruleID.hasPrefix("manifest-") }, "\(result.findings.map(\.message))")
    }

    /// Controls, line separators and bidirectional overrides in a title are escaped in the YAML
    /// form: the manifest reader (libyaml, which refuses DEL and C1 controls and folds line
    /// breaks) loads back the exact string, and none of them reaches the terminal raw, in a
    /// value or in a comment.
    @Test func yamlEscapesWhatAReaderRefusesOrATerminalObeys() throws {
        let title = "Tap\u{7F}\u{9B}31m here\u{202E} \u{85}\u{2028}\u{2029}\u{2066}\u{1B}[0m\t\u{FEFF}\u{0}\u{10FFFF} \"q\" \\ ü 👍"
        let swift = "struct T: Tip { var title: Text { Text(\"\(title.unicodeScalars.map { "\\u{\(String($0.value, radix: 16))}" }.joined())\") } }\n"
        let inventory = Self.inventory(["App/Ti\u{202E}\u{FEFF}ps.swift": swift])
        #expect(try Self.tip("T", in: inventory).title == title)
        let yaml = try InventoryRenderer.render(inventory, as: .yaml)
        let raw = yaml.unicodeScalars.filter { $0 != "\n" && (TerminalText.needsEscape($0) || $0 == "\u{FEFF}") }
        #expect(raw.isEmpty, "raw: \(raw.map { String($0.value, radix: 16) })\n\(yaml)")
        #expect(yaml.contains("declared at App/Ti\\u{202E}\\u{FEFF}ps.swift:1"), "\(yaml)")
        let manifest = try #require(ManifestFrontend.facts(source: yaml, path: "inventory.tips.yml").manifest)
        #expect(manifest.tips.map(\.title?.text) == [title])
    }

    /// Markdown: a title with HTML ran in a browser after a standard renderer (issue 20). Every
    /// text from the project is escaped for HTML and Markdown; the id is a code span whose
    /// fence outgrows its backticks; nothing opens another column.
    @Test func markdownEscapesHTMLAndMarkdownInEveryText() throws {
        let swift = #"""
            struct ScriptTip: Tip {
                var id: String { "a`b|c" }
                var title: Text { Text("<script>alert(1)</script> **bold** | `code` [x](http://e) &amp;") }
            }
            """#
        let inventory = Self.inventory(["App/<img src=x>|*.swift": swift])
        // Markdown escapes the parentheses (`MarkdownText.inline`).
        let markdown = try InventoryRenderer.render(inventory, as: .markdown)
        let row = try #require(markdown.split(separator: "\n").last.map(String.init))
        #expect(!markdown.contains("<script") && !markdown.contains("<img"), "\(markdown)")
        #expect(row.contains(#"&lt;script&gt;alert\(1\)&lt;/script&gt; \*\*bold\*\* \| \`code\` \[x\]\(http://e\) &amp;amp;"#), "\(row)")
        #expect(row.hasPrefix("| ``a`b\\|c`` | ScriptTip | "), "\(row)")
        #expect(row.contains(#"App/&lt;img src=x&gt;\|\*.swift:1"#), "\(row)")
        // Unescaped `|` are the table's own: eight columns and their borders.
        #expect(row.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count == 9, "\(row)")
        #expect(MarkdownText.inline("line\r\nbreak\u{2028}\u{1B}[2J") == #"line break \\u\{1B\}\[2J"#)
        #expect(MarkdownText.codeSpan("`x``") == "``` `x`` ```")
    }

    /// The code's literal is what TipKit runs; a manifest's count fills in only what code does not say.
    @Test func theCodeCountWinsOverTheManifestCount() throws {
        let inventory = Self.inventory([
            "App/Tips.swift": "struct PinTip: Tip {\n    var title: Text { Text(\"Pin\") }\n    var options: [any TipOption] { [MaxDisplayCount(3)] }\n}\n",
            "App/app.tips.yml": "tips:\n  - id: PinTip\n    title: Pin\n    max-display-count: 5\n  - id: sync\n    title: Sync\n    max-display-count: 2\n",
        ])
        #expect(try Self.tip("PinTip", in: inventory).maxDisplayCount == 3)
        #expect(try Self.tip("sync", in: inventory).maxDisplayCount == 2)
    }

    @Test func textsCarryEveryLanguageOfTheirKey() throws {
        let catalog = """
            { "sourceLanguage" : "en", "strings" : {
              "tip.pin.title" : { "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Pin a note" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Notiz anheften" } } } },
              "tip_search_title" : { "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Search" } } } }
            }, "version" : "1.0" }
            """
        let inventory = Self.inventory([
            "App/Localizable.xcstrings": catalog,
            "App/Tips.swift": """
                enum Copy { static let syncTitle: LocalizedStringKey = "Sync now" }
                struct PinTip: Tip {
                    var title: Text { Text("tip.pin.title") }
                }
                struct SearchTip: Tip {
                    var title: Text { Text(L10n.tipSearchTitle) }
                }
                struct SyncTip: Tip {
                    var title: Text { Text(Copy.syncTitle) }
                }
                """,
        ])
        let pin = try Self.tip("PinTip", in: inventory)
        #expect(pin.title == "Pin a note" && pin.titleAt == "App/Tips.swift:3")
        #expect(pin.translations.map { "\($0.language) \($0.text) \($0.isSourceLanguage)" } == ["de Notiz anheften false", "en Pin a note true"])
        #expect(pin.translations.allSatisfy { $0.field == "title" && $0.at.hasPrefix("App/Localizable.xcstrings:") })
        let search = try Self.tip("SearchTip", in: inventory)
        #expect(search.title == "Search" && search.titleAt == "App/Tips.swift:6")
        let sync = try Self.tip("SyncTip", in: inventory)
        #expect(sync.title == "Sync now" && sync.titleAt == "App/Tips.swift:9" && sync.translations.isEmpty)
    }

    /// An options member TipKit never reads (an array of one option type) limits nothing.
    @Test func optionsTipKitNeverReadsAreNoLimit() throws {
        let inventory = Self.inventory(["App/Tips.swift": """
            struct PinTip: Tip {
                var title: Text { Text("Pin a note") }
                let options = [Tips.MaxDisplayCount(1)]
            }
            struct SyncTip: Tip {
                var title: Text { Text("Sync") }
                var options: [any TipOption] { [Tips.MaxDisplayCount(2)] }
            }
            """])
        let pin = try Self.tip("PinTip", in: inventory)
        #expect(pin.options.isEmpty && pin.maxDisplayCount == nil)
        let sync = try Self.tip("SyncTip", in: inventory)
        #expect(sync.options == ["MaxDisplayCount"] && sync.maxDisplayCount == 2)
    }

    /// A key that reads like words is headed by its source-language text; one no table holds, as written.
    @Test func aKeyIsHeadedByItsSourceLanguageTextWhateverItLooksLike() throws {
        let inventory = Self.inventory([
            "App/en.lproj/Localizable.strings": "\"tips universal links issue\" = \"Configuration sharing\";\n",
            "App/Tips.swift": """
                struct LinksTip: Tip {
                    var title: Text { Text("tips universal links issue") }
                    var message: Text? { .init("tips links body") }
                }
                """,
        ])
        let links = try Self.tip("LinksTip", in: inventory)
        #expect(links.title == "Configuration sharing" && links.titleAt == "App/Tips.swift:2")
        #expect(links.message == "tips links body" && links.messageAt == "App/Tips.swift:3")
        #expect(links.translations.map { "\($0.field) \($0.language) \($0.text)" } == ["title en Configuration sharing"])
    }

    @Test func rulesSayWhatChangesThem() throws {
        let inventory = Self.inventory(["App/Tips.swift": """
            struct ServerTip: Tip {
                @Parameter static var hasServer: Bool = false
                static let opened = Tips.Event(id: "opened")
                var title: Text { Text("Add a server") }
                var rules: [Rule] {
                    #Rule(Self.$hasServer) { $0 == false }
                    #Rule(Self.opened) { $0.donations.count > 2 }
                }
            }
            func save() { ServerTip.hasServer = true }
            func open() async { await ServerTip.opened.donate() }
            """])
        let tip = try Self.tip("ServerTip", in: inventory)
        #expect(tip.hasRules && tip.rules.count == 2)
        let parameter = try #require(tip.rules.first)
        #expect(parameter.subject == "parameter" && parameter.name == "ServerTip.$hasServer" && parameter.requirement == "$0 == false")
        #expect(parameter.defaultValue == "false" && parameter.declaredAt == "App/Tips.swift:2" && parameter.at == "App/Tips.swift:6")
        #expect(parameter.changes == [Inventory.Change(at: "App/Tips.swift:10", value: "true")])
        #expect(parameter.retiredAt == "App/Tips.swift:10" && parameter.canHold == true)
        let event = try #require(tip.rules.last)
        #expect(event.subject == "event" && event.name == "ServerTip.opened" && event.requirement == "$0.donations.count > 2")
        #expect(event.changes.map(\.at) == ["App/Tips.swift:11"] && event.retiredAt == nil)
    }
}
