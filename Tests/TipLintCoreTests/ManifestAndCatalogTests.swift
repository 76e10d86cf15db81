import Foundation
import Testing
import TipLintCore
import TipLintRules

@Suite struct ManifestAndCatalogTests {
    func lint(_ files: [String: String], yaml: String = "") throws -> LintResult {
        let configuration = try Configuration.parse(yaml, path: "c.yml", root: "/project", rules: allRules)
        let sources = files.sorted { $0.key < $1.key }.map { SourceText(path: $0.key, text: $0.value, root: "/project") }
        return Project(configuration: configuration, rules: allRules, sources: sources).lint()
    }

    /// What `manifest-schema` reports for one manifest: message and range.
    func problems(_ manifest: String) throws -> [(message: String, range: SourceRange)] {
        let result = try lint(["a.tips.yml": manifest])
        return result.findings.filter { $0.ruleID == "manifest-schema" }.map { ($0.message, $0.location.range) }
    }

    @Test func everySchemaProblemIsFoundInOneRead() throws {
        let found = try problems("""
            tips:
              - id: a
                title: A
                actions:
                  - id: go
                    title: Go
                  - id: go
                    title: Go again
                    invalidates: maybe
              - id: b
                title: 42
                max-display-count: 0
                invalidated-by: {event: x}
            groups:
              - id: g
                priority: sometimes
              - id: g
            extra: 1
            """)
        let messages = found.map(\.message)
        #expect(messages.contains { $0.contains("duplicate action id \"go\"") })
        #expect(messages.contains { $0.hasPrefix("tips[0].actions[1].invalidates: expected true or false") })
        #expect(messages.contains { $0.hasPrefix("tips[1].max-display-count: must be at least 1") })
        #expect(messages.contains { $0.hasPrefix("tips[1].invalidated-by: expected a list of strings") })
        #expect(messages.contains { $0.hasPrefix("groups[0].priority: must be one of ordered, first-available") })
        #expect(messages.contains { $0.contains("duplicate group id \"g\", first declared on line 15") })
        #expect(messages.contains { $0.contains("unknown key \"extra\"") })
        // A number is a valid YAML scalar for a title: it reads as the text "42".
        #expect(!messages.contains { $0.hasPrefix("tips[1].title") })
        let priority = found.first { $0.message.hasPrefix("groups[0].priority") }
        #expect(priority?.range.start == SourcePosition(line: 16, column: 15))
    }

    /// Columns count UTF-16 code units, as editors and SARIF do, not Unicode scalars: each 🎉
    /// is one scalar but two code units.
    @Test func manifestColumnsAreUTF16() throws {
        let found = try problems("tips:\n  - {id: a, title: \"🎉🎉\", titel: x}\n")
        let unknown = found.first { $0.message.contains("unknown key \"titel\"") }
        #expect(unknown?.range.start == SourcePosition(line: 2, column: 28))
        let tip = ManifestFrontend.facts(source: "tips:\n  - {title: \"🎉\", id: a}\n", path: "a.tips.yml").manifest?.tips.first
        #expect(tip?.idRange == SourceRange(start: SourcePosition(line: 2, column: 23), end: SourcePosition(line: 2, column: 24)))
    }

    @Test func syntaxErrorsAreFoundAtTheirUTF16Column() throws {
        let found = try problems("tips:\n  - {title: \"🎉\", id: a]\n")
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("not valid YAML: ") == true)
        #expect(found.first?.range.start == SourcePosition(line: 2, column: 24))
    }

    @Test func theFrontEndReadsWhatItCanAndKeepsTheRawTree() throws {
        let manifest = try #require(ManifestFrontend.facts(source: """
            tips:
              - id: a
                title: A
                max-display-count: often
                group: g
                actions: [{id: go, title: Go}, {id: go, title: Again}, {id: stop}]
              - title: no id
              - id: a
                title: again
            groups: [{id: g, priority: first-available}, {priority: ordered}]
            """, path: "a.tips.yml").manifest)
        #expect(manifest.tips.map(\.id) == ["a"])
        #expect(manifest.tips.first?.title?.text == "A")
        #expect(manifest.tips.first?.maxDisplayCount == nil)
        #expect(manifest.tips.first?.groupRange?.start == SourcePosition(line: 5, column: 12))
        #expect(manifest.tips.first?.actions.map(\.title) == ["Go"])
        #expect(manifest.groups.map(\.id) == ["g"] && manifest.groups.first?.priority == .firstAvailable)
        #expect(manifest.raw.document != nil && manifest.raw.syntaxError == nil)
        let encoded = try JSONEncoder().encode(manifest)
        #expect(try JSONDecoder().decode(ManifestFacts.self, from: encoded) == manifest)
    }

    @Test func anEmptyManifestIsFine() throws {
        #expect(try problems("").isEmpty)
        #expect(try problems("tips: []\n").isEmpty)
        #expect(try problems("# only a comment\n").isEmpty)
    }

    @Test func aManifestThatIsNotAMapIsOneProblem() throws {
        let found = try problems("- id: a\n")
        #expect(found.count == 1)
        #expect(found.first?.message.contains("expected a map") == true)
    }

    @Test func manifestAliasBombsStopAtTheLimit() throws {
        var yaml = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...6 { yaml += "\(Character(UnicodeScalar(97 + level)!)): &\(Character(UnicodeScalar(97 + level)!)) [" + Array(repeating: "*\(Character(UnicodeScalar(96 + level)!))", count: 10).joined(separator: ", ") + "]\n" }
        let found = try problems(yaml)
        #expect(found.count == 1 && found.first?.message.contains("alias") == true)
    }

    @Test func catalogValuesKeepTheirPlace() throws {
        let catalog = """
            {"sourceLanguage":"en","strings":{
              "k":{"localizations":{
                "ja":{"stringUnit":{"state":"translated","value":"\\ud83c\\udf31 植物"}},
                "ru":{"variations":{"plural":{"one":{"stringUnit":{"value":"один"}},"other":{"stringUnit":{"value":"много"}}}}}
              }}
            }}
            """
        let facts = try StringCatalogFrontend.facts(source: catalog, path: "Localizable.xcstrings")
        let japanese = try #require(facts.localizations.first { $0.language == "ja" })
        #expect(japanese.value == "🌱 植物" && japanese.value.count == 4)
        #expect(japanese.range.start == SourcePosition(line: 3, column: 54))
        // After a character outside the Basic Multilingual Plane, columns still count UTF-16.
        let after = try StringCatalogFrontend.facts(source: "{\"strings\":{\"🎉\":{\"localizations\":{\"de\":{\"stringUnit\":{\"value\":\"x\"}}}}}}", path: "L.xcstrings")
        #expect(after.localizations.first?.range.start == SourcePosition(line: 1, column: 64))
        #expect(facts.localizations.filter { $0.language == "ru" }.map(\.value).sorted() == ["много", "один"])
    }

    @Test func brokenCatalogsAreNotificationsWithAPlace() throws {
        let result = try lint(["App/Localizable.xcstrings": "{\n  \"strings\": {\n    \"a\": [1, 2,]\n  }\n}\n"])
        let notification = try #require(result.notifications.first)
        #expect(notification.path == "App/Localizable.xcstrings")
        #expect(notification.position?.line == 3)
        #expect(notification.message.contains("not valid JSON"))
        #expect(result.findings.isEmpty)
    }

    @Test func stringsFilesInUTF16AndTheirLanguage() throws {
        let text = "/* comment */\n\"tip.title\" = \"Tippen Sie auf das Herz, um das Rezept zu speichern\";\n// another\nbare_key = \"x\";\n"
        var data = Data([0xFF, 0xFE])
        data.append(text.data(using: .utf16LittleEndian)!)
        let decoded = try #require(String(data: data, encoding: .utf16))
        let facts = try StringCatalogFrontend.facts(source: decoded, path: "App/de.lproj/Localizable.strings")
        #expect(facts.localizations.map(\.language) == ["de", "de"])
        #expect(facts.localizations.first?.range.start == SourcePosition(line: 2, column: 15))
        #expect(facts.localizations.last?.key == "bare_key")
    }

    /// Each plural variant of a `.stringsdict` key reads as its format with the variant in it,
    /// at the variant's text; other values are skipped; broken markup is a read error with a place.
    @Test func stringsdictVariantsKeepTheirPlace() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            	<key>tip.notes</key>
            	<dict>
            		<key>NSStringLocalizedFormatKey</key>
            		<string>%#@notes@ angeheftet</string>
            		<!-- one rule per variable -->
            		<key>notes</key>
            		<dict>
            			<key>NSStringFormatSpecTypeKey</key>
            			<string>NSStringPluralRuleType</string>
            			<key>NSStringFormatValueTypeKey</key>
            			<string>d</string>
            			<key>one</key>
            			<string>Eine Notiz</string>
            			<key>other</key>
            			<string>%d Notizen &amp; Listen</string>
            		</dict>
            	</dict>
            	<key>flag</key>
            	<true/>
            </dict>
            </plist>
            """
        let facts = try StringCatalogFrontend.facts(source: plist, path: "App/de.lproj/Localizable.stringsdict")
        #expect(facts.localizations.map(\.value) == ["Eine Notiz angeheftet", "%d Notizen & Listen angeheftet"])
        #expect(facts.localizations.allSatisfy { $0.key == "tip.notes" && $0.language == "de" && !$0.isSourceLanguage })
        #expect(facts.localizations.first?.range.start == SourcePosition(line: 17, column: 12))
        #expect(FileKind(extensionOf: "App/de.lproj/Localizable.stringsdict") == .catalog)
        #expect(throws: StringCatalogFrontend.ReadError.self) {
            try StringCatalogFrontend.facts(source: "<plist><dict><key>a</key><string>b", path: "de.lproj/A.stringsdict")
        }
    }

    /// A `/*` with no `*/` hides every translation after it: the file gets the warning an
    /// unterminated string gets, at the comment's start, instead of being read as empty.
    @Test func anUnterminatedCommentInAStringsFileIsAWarningAtTheComment() throws {
        let swift = "struct PinTip: Tip {\n    var title: Text { Text(\"Short\") }\n}\n"
        let long = "\"Short\" = \"Eine viel zu lange Übersetzung, die niemals in die Sprechblase passt\";\n"
        let unterminated = [
            ("/* note\n" + long, SourcePosition(line: 1, column: 1)),
            ("\"a\" = \"b\";\n  /* note */ /* ü\n" + long, SourcePosition(line: 2, column: 14)),
            ("/*/ note\n" + long, SourcePosition(line: 1, column: 1)),  // the `*` of `/*` does not close it
        ]
        for (strings, place) in unterminated {
            let result = try lint(["App/PinTip.swift": swift, "App/de.lproj/A.strings": strings])
            let notification = try #require(result.notifications.first { $0.path == "App/de.lproj/A.strings" }, "\(strings)")
            #expect(notification.level == .warning)
            #expect(notification.message == "unterminated /* comment in the .strings file (no */ after it); its translations are not checked until it is fixed")
            #expect(notification.position == place)
        }
        // Closed, the comment hides nothing: the translation is read and measured. A `//` comment
        // ends at a lone `\r` as at `\n` (it ran to the end of a file of `\r` lines).
        for strings in ["/* note */\n" + long, "// note\r" + long.replacingOccurrences(of: "\n", with: "\r")] {
            let closed = try lint(["App/PinTip.swift": swift, "App/de.lproj/A.strings": strings])
            #expect(closed.notifications.isEmpty && closed.findings.contains { $0.ruleID == "title-length" }, "\(closed.notifications)")
        }
    }

    @Test func translationsOverTheLimitAreReportedAtTheSwiftLiteral() throws {
        let swift = "struct PinTip: Tip {\n    var title: Text { Text(\"Pin a note\") }\n}\nstruct V: View { var body: some View { TipView(PinTip()) } }\n"
        let strings = "\"Pin a note\" = \"Heften Sie wichtige Notizen oben in der Liste an\";\n"
        // 48 characters: within the default translation limit (1.3 × 40 = 52), over a limit of 40.
        #expect(try !lint(["App/PinTip.swift": swift, "App/de.lproj/Localizable.strings": strings]).findings.contains { $0.ruleID == "title-length" })
        let result = try lint(
            ["App/PinTip.swift": swift, "App/de.lproj/Localizable.strings": strings],
            yaml: "rules:\n  title-length:\n    translation-max-length: 40\n")
        let finding = try #require(result.findings.first { $0.ruleID == "title-length" })
        #expect(finding.location.path == "App/PinTip.swift")
        #expect(finding.message.contains("the de translation \"Heften Sie wichtige Notizen oben in der Liste an\" is 48 characters"))
        #expect(finding.related.first?.location.path == "App/de.lproj/Localizable.strings")
        let relaxed = try lint(
            ["App/PinTip.swift": swift, "App/de.lproj/Localizable.strings": strings],
            yaml: "rules:\n  title-length:\n    translation-max-length: 40\n    per-language-max-length: {de: 48}\n")
        #expect(!relaxed.findings.contains { $0.ruleID == "title-length" })
    }

    @Test func inventoryYAMLIsAValidManifest() throws {
        let swift = """
            struct PinTip: Tip {
                var id: String { "pin-note" }
                var title: Text { Text("Pin \\"important\\" notes: ok") }
                var message: Text? { Text("Line one") }
                var rules: [Rule] { [] }
            }
            struct ItemTip: Tip {
                let item: String
                var id: String { "item-\\(item)" }
                var title: Text { Text("Item") }
            }
            struct V: View {
                let tips = TipGroup(.ordered) { PinTip() }
                var body: some View { TipView(tips.currentTip) }
            }
            """
        let manifest = "tips:\n  - id: sync\n    title: Sync\n    screen: Home\n    invalidated-by: [synced]\n"
        let configuration = Configuration(rules: allRules, root: "/project")
        let inventory = Project(configuration: configuration, rules: allRules, sources: [
            SourceText(path: "App/Tips.swift", text: swift, root: "/project"),
            SourceText(path: "App/app.tips.yml", text: manifest, root: "/project"),
        ]).inventory
        #expect(inventory.tips.map(\.id) == ["ItemTip", "pin-note", "sync"])
        let pin = try #require(inventory.tips.first { $0.id == "pin-note" })
        #expect(pin.hasRules && pin.groups == ["tips"] && pin.declaredAt == "App/Tips.swift:1" && pin.displaySites == ["App/Tips.swift:14"])
        #expect(inventory.tips.first { $0.id == "ItemTip" }?.idIsExact == false)
        let yaml = try InventoryRenderer.render(inventory, as: .yaml)
        #expect(try problems(yaml).isEmpty)
        let reread = ManifestFrontend.facts(source: yaml, path: "inventory.tips.yml").manifest
        #expect(reread?.tips.first { $0.id == "pin-note" }?.title?.text == "Pin \"important\" notes: ok")
        #expect(reread?.tips.first { $0.id == "sync" }?.invalidatedBy == ["synced"])
        let json = try InventoryRenderer.render(inventory, as: .json)
        let decoded = try JSONDecoder().decode(Inventory.self, from: Data(json.utf8))
        #expect(decoded.tips == inventory.tips)
        #expect(try InventoryRenderer.render(inventory, as: .markdown).split(separator: "\n").count == 5)
    }
}
