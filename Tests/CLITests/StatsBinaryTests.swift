import Foundation
import Testing

/// `--stats` through the built binary: counts on standard error after the report, a `stats`
/// object in the JSON report only when asked, a warm run served by the cache, and the HTML page
/// made from the facts the lint read (each file analysed once).
@Suite(.serialized) struct StatsBinaryTests {
    typealias Binary = BinaryTests

    static let project = [
        ".lintconfig.yml": "include: [\"**/*.swift\"]\n",
        "App/Tips.swift": """
            import TipKit
            struct PinTip: Tip {
                var title: Text { Text("Pin notes") }
            }
            struct V: View {
                var body: some View { Button("Pin") {}.popoverTip(PinTip()) }
            }
            """,
        "App/Model.swift": "struct Note { var text: String }\n",
    ]

    /// The JSON report's `stats` object, or nil when it has none.
    static func stats(_ output: String) throws -> [String: Any]? {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        return document["stats"] as? [String: Any]
    }

    /// `texts` and `bytes` of the `parsed:` line on standard error.
    static func parsed(_ error: String) -> (texts: Int, bytes: Int)? {
        guard let line = error.split(separator: "\n").first(where: { $0.hasPrefix("tiplint stats: parsed: ") }) else { return nil }
        let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
    }

    @Test func countsTheExamplesOnStandardErrorAndInTheJSONReport() throws {
        let run = try Binary.run(["Examples", "--no-cache", "--format", "json", "--stats"], in: Binary.packageRoot)
        #expect(run.status == 1, "\(run.error)")
        let stats = try #require(try Self.stats(run.output))
        let number = { (key: String) in stats[key] as? Int ?? -1 }
        for key in ["filesWalked", "prefilterFiles", "prefilterBytes", "parsedTexts", "parsedBytes", "tipKitFiles", "tipKitBytes"] {
            #expect(number(key) > 0, "\(key): \(stats)")
        }
        // The Swift files scanned, and the Markdown guide whose code blocks are parsed besides.
        let guide = try Data(contentsOf: Binary.packageRoot.appendingPathComponent("Examples/NotesApp/Docs/TipsGuide.md")).count
        #expect(number("parsedBytes") <= number("prefilterBytes") + number("contextBytes") + guide, "\(stats)")
        #expect(number("cacheHits") == 0 && number("cacheMisses") == 0 && stats["storedResultServed"] as? Bool == false)
        let milliseconds = try #require(stats["milliseconds"] as? [String: Double])
        #expect(Set(milliseconds.keys) == ["discovery", "analysis", "context", "rules", "finish", "report", "total"])
        // The text after the report, on standard error only.
        #expect(run.error.contains("tiplint stats: files walked: \(number("filesWalked"))\n"), "\(run.error)")
        #expect(Self.parsed(run.error)?.bytes == number("parsedBytes"))
        #expect(run.error.contains("tiplint stats: milliseconds: discovery "))

        // Swift files only (the rest of the app read for context): SwiftParser sees no more than the prefilter.
        let sources = try #require(try Self.stats(Binary.run(["Examples/NotesApp/Sources", "--no-cache", "--format", "json", "--stats"], in: Binary.packageRoot).output))
        let parsedBytes = sources["parsedBytes"] as? Int ?? .max
        #expect(parsedBytes > 0 && parsedBytes <= (sources["prefilterBytes"] as? Int ?? 0) + (sources["contextBytes"] as? Int ?? 0), "\(sources)")

        let plain = try Binary.run(["Examples", "--no-cache", "--format", "json"], in: Binary.packageRoot)
        #expect(try Self.stats(plain.output) == nil && !plain.error.contains("tiplint stats"))
    }

    /// The second pass looks at the skipped files again for each launch view it follows
    /// (`Project.updateContextNames`): `App` → `RootView` → `ListScreen` is two looks here, and
    /// `Note` and `Store` are looked up in both. Each file counts once.
    @Test func theContextPassCountsEachFileOnceWhateverItsLooks() throws {
        let folder = try Binary.temporaryFolder([
            "App/App.swift": """
                import SwiftUI
                import TipKit
                @main struct NotesApp: App {
                    init() { try? Tips.configure() }
                    var body: some Scene { WindowGroup { RootView() } }
                }
                """,
            "App/Root.swift": "import SwiftUI\nstruct RootView: View {\n    var body: some View { ListScreen() }\n}\n",
            "App/List.swift": "import SwiftUI\nstruct ListScreen: View {\n    var body: some View { Text(\"Notes\") }\n}\n",
            "App/Note.swift": "struct Note { var text: String }\n",
            "App/Store.swift": "final class Store { var notes: [Note] = [] }\n",
        ])
        defer { Binary.remove(folder) }
        let stats = try #require(try Self.stats(Binary.run([".", "--no-cache", "--format", "json", "--stats"], in: folder).output))
        let number = { (key: String) in stats[key] as? Int ?? -1 }
        #expect(number("prefilterFiles") == 5 && number("tipKitFiles") == 1, "\(stats)")
        // Both views read: two looks. The four skipped files looked up once each, not once a look.
        #expect(number("contextFiles") == 2, "\(stats)")
        #expect(number("contextLookups") == 4, "\(stats)")
        let bytes = try ["App/Root.swift", "App/List.swift"].map { try Data(contentsOf: folder.appendingPathComponent($0)).count }.reduce(0, +)
        #expect(number("contextBytes") == bytes, "\(stats)")
    }

    /// A file the first look reads for its declarations (it creates two views that show tips)
    /// and a later look reads whole (the launch path reaches its view) is parsed twice: counted
    /// once as parsed, its bytes once (the whole file's, nothing blanked), and the earlier parse
    /// as parsed again.
    @Test func aFileParsedInTwoLooksCountsOnce() throws {
        let folder = try Binary.temporaryFolder([
            "App/App.swift": """
                import SwiftUI
                import TipKit
                @main struct NotesApp: App {
                    init() { try? Tips.configure() }
                    var body: some Scene { WindowGroup { Home() } }
                }
                """,
            "App/Home.swift": "import SwiftUI\nstruct Home: View {\n    var body: some View { Panels() }\n}\n",
            "App/Panels.swift": """
                import SwiftUI
                struct Panels: View {
                    var body: some View { HStack { SearchPanel(); FilterPanel() } }
                }
                struct Unrelated {
                    var value = 1
                }
                """,
            "App/Search.swift": """
                import SwiftUI
                import TipKit
                struct SearchTip: Tip { var title: Text { Text("Search") } }
                struct FilterTip: Tip { var title: Text { Text("Filter") } }
                struct SearchPanel: View { var body: some View { TipView(SearchTip()) } }
                struct FilterPanel: View { var body: some View { TipView(FilterTip()) } }
                """,
        ])
        defer { Binary.remove(folder) }
        let run = try Binary.run([".", "--no-cache", "--format", "json", "--stats"], in: folder)
        let stats = try #require(try Self.stats(run.output))
        let number = { (key: String) in stats[key] as? Int ?? -1 }
        let sizes = try ["App.swift", "Home.swift", "Panels.swift", "Search.swift"].map {
            try Data(contentsOf: folder.appendingPathComponent("App/" + $0)).count
        }
        #expect(number("parsedTexts") == 4 && number("parsedBytes") == sizes.reduce(0, +) && number("blankedBytes") == 0, "\(stats)")
        #expect(number("parsedAgainFiles") == 1 && number("parsedAgainBytes") == sizes[2], "\(stats)")
        #expect(run.error.contains("tiplint stats: parsed again: 1 file, \(sizes[2]) bytes of earlier parses"), "\(run.error)")
    }

    @Test func aWarmRunIsServedByTheCacheAndParsesNothing() throws {
        let folder = try Binary.temporaryFolder(Self.project)
        defer { Binary.remove(folder) }
        let arguments = ["--cache-dir", "cache", "--format", "json", "--stats"]
        let cold = try #require(try Self.stats(Binary.run(["."] + arguments, in: folder).output))
        #expect(cold["cacheMisses"] as? Int == 2 && cold["cacheHits"] as? Int == 0 && (cold["parsedTexts"] as? Int ?? 0) > 0, "\(cold)")
        // Nothing changed: the stored result of the whole run.
        let warm = try #require(try Self.stats(Binary.run(["."] + arguments, in: folder).output))
        #expect(warm["storedResultServed"] as? Bool == true && warm["parsedTexts"] as? Int == 0, "\(warm)")
        // One named file: every file's facts from the cache.
        let named = try #require(try Self.stats(Binary.run(["App/Tips.swift"] + arguments, in: folder).output))
        #expect(named["cacheHits"] as? Int == 2 && named["cacheMisses"] as? Int == 0 && named["parsedTexts"] as? Int == 0, "\(named)")
    }

    @Test func theHTMLPageReadsEachFileOnce() throws {
        for cache in [["--no-cache"], ["--cache-dir", "cache"]] {
            let folder = try Binary.temporaryFolder(Self.project)
            defer { Binary.remove(folder) }
            let json = try Binary.run(["."] + cache + ["--format", "json", "--stats"], in: folder)
            let jsonParsed = try #require(Self.parsed(json.error))
            Binary.remove(folder.appendingPathComponent("cache"))
            let html = try Binary.run(["."] + cache + ["--format", "html", "-o", "page.html", "--stats"], in: folder)
            #expect(html.status == 0, "\(html.error)")
            #expect(Self.parsed(html.error)?.texts == jsonParsed.texts && Self.parsed(html.error)?.bytes == jsonParsed.bytes, "\(html.error)")
            let page = try String(contentsOf: folder.appendingPathComponent("page.html"), encoding: .utf8)
            #expect(page.contains("id <code>PinTip</code>"), "\(page.prefix(400))")
            // Warm: the stored result is not served (the page needs the facts), every file is a hit.
            if cache.count == 2 {
                let again = try Binary.run(["."] + cache + ["--format", "html", "-o", "again.html", "--stats"], in: folder)
                #expect(again.error.contains("tiplint stats: cache: 2 hits, 0 misses"), "\(again.error)")
                #expect(try String(contentsOf: folder.appendingPathComponent("again.html"), encoding: .utf8) == page)
            }
        }
    }
}
