import Foundation
import Testing
@testable import TipLintCore
import TipLintRules

/// The facts cache must never change what a run finds: same findings with and without it, on
/// one core or two, cold or warm, and after its entries are damaged.
@Suite struct FactsCacheTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// A project made like a real app's folder: nested modules, `.xcodeproj` folders, a few
    /// TipKit files among many plain ones, `ToolTip`-like words, and a Markdown guide per ten
    /// Swift files, some with findings.
    static func generatedTree() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tiplint-cache-\(UUID().uuidString)").path
        var files: [String: String] = [:]
        for index in 0..<120 {
            let module = "App\(index % 3)/Feature\(index % 7)/Screens"
            switch index % 25 {
            case 0:
                files["\(module)/Tip\(index).swift"] = """
                    import SwiftUI
                    import TipKit

                    struct FeatureTip\(index): Tip {
                        var title: Text { Text("A title that is much too long to fit the callout of number \(index)") }
                    }

                    struct FeatureView\(index): View {
                        let tip = FeatureTip\(index)()
                        var body: some View { TipView(tip) }
                    }
                    """
            case 1, 2:
                files["\(module)/ToolTip\(index).swift"] = "struct ToolTipView\(index) { var tooltip = \"Tipo\"; func showToolTip() {} }\n"
            default:
                files["\(module)/Model\(index).swift"] = "import Foundation\n\nstruct Model\(index) { var value = \(index) }\n"
            }
            if index % 10 == 0 {
                files["Docs/Guide\(index).md"] = """
                    # Guide \(index)

                    ```swift
                    struct GuideTip\(index): Tip {
                        var title: Text { Text("Another title that is much too long for the callout \(index)") }
                    }
                    ```
                    """
            }
        }
        files["App0/App0.xcodeproj/project.pbxproj"] = "// !$*UTF8*$!\n{}\n"
        files[".lintconfig.yml"] = "rules:\n  title-length:\n    max-length: 40\n"
        for (path, text) in files {
            let url = URL(fileURLWithPath: folder + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try age(folder)
        return folder
    }

    /// Files written a moment ago are re-hashed by the next run (see `FactsCache.racyWindow`);
    /// moving their times an hour back makes a warm run's cost observable.
    static func age(_ folder: String) throws {
        let past = Date().addingTimeInterval(-3600)
        for case let path as String in FileManager.default.enumerator(atPath: folder)! {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: folder + "/" + path)
        }
    }

    struct Run {
        var result: LintResult
        var statistics: FactsCache.Statistics?
    }

    /// Lints `inputs` under `root` with its `.lintconfig.yml`.
    static func lint(_ root: String, inputs: [String] = ["."], cache: String?, jobs: Int = 2, unsaved: [String: String] = [:]) throws -> Run {
        let configuration = try Configuration.load(path: root + "/.lintconfig.yml", relativeTo: root, rules: allRules)
        let facts = cache.map { FactsCache(folder: $0, configuration: configuration) }
        let result = try Project(configuration: configuration, rules: allRules, inputs: inputs, workingFolder: root, unsaved: unsaved.mapValues { Data($0.utf8) }, jobs: jobs, cache: facts).lint()
        return Run(result: result, statistics: facts?.statistics)
    }

    static func temporaryCache() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("tiplint-cache-folder-\(UUID().uuidString)").path
    }

    /// Everything a report shows.
    static func summary(_ result: LintResult) -> [String] {
        result.findings.map { "\($0.location) \($0.ruleID) \($0.severity) \($0.message) \($0.fingerprint) \($0.counterExample)" }
            + result.notifications.map { "\($0)" } + ["\(result.fileCount) \(result.parsedCount)"]
            + result.sourceLines.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.count)" }
    }

    @Test(arguments: ["Examples", "generated"])
    func findingsAreTheSameWithAndWithoutTheCacheOnOneCoreOrTwo(tree: String) throws {
        let root = tree == "Examples" ? Self.packageRoot : try Self.generatedTree()
        let inputs = tree == "Examples" ? ["Examples"] : ["."]
        let cache = Self.temporaryCache()
        defer {
            try? FileManager.default.removeItem(atPath: cache)
            if tree != "Examples" { try? FileManager.default.removeItem(atPath: root) }
        }
        let expected = Self.summary(try Self.lint(root, inputs: inputs, cache: nil, jobs: 1).result)
        #expect(!expected.isEmpty)
        #expect(Self.summary(try Self.lint(root, inputs: inputs, cache: nil, jobs: 2).result) == expected)
        let cold = try Self.lint(root, inputs: inputs, cache: cache, jobs: 2)
        #expect(Self.summary(cold.result) == expected)
        #expect(cold.statistics?.analysed ?? 0 > 0)
        for jobs in [1, 2] {
            let warm = try Self.lint(root, inputs: inputs, cache: cache, jobs: jobs)
            #expect(Self.summary(warm.result) == expected)
            #expect(warm.statistics?.analysed == 0)
            #expect(warm.statistics?.resultsRead == 1)
            // File by file, from the entries.
            Self.removeStoredResults(cache)
            let fromEntries = try Self.lint(root, inputs: inputs, cache: cache, jobs: jobs)
            #expect(Self.summary(fromEntries.result) == expected)
            #expect(fromEntries.statistics?.analysed == 0)
            #expect(fromEntries.statistics?.resultsRead == 0)
        }
    }

    /// The whole runs' stored results (`FactsCache+Results`), removed so that the next run
    /// goes file by file.
    static func removeStoredResults(_ cache: String) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: cache + "/results")) ?? [] {
            try? FileManager.default.removeItem(atPath: cache + "/results/" + name)
        }
    }

    @Test func aWarmRunOverAnUnchangedTreeReadsNoFileAndATouchedFileIsOnlyHashed() throws {
        let root = try Self.generatedTree()
        let cache = Self.temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: cache) }
        _ = try Self.lint(root, cache: cache)
        let stored = try FileManager.default.contentsOfDirectory(atPath: cache + "/entries").count
        // Served whole: no entry read.
        #expect(try Self.lint(root, cache: cache).statistics == FactsCache.Statistics(resultsRead: 1))
        Self.removeStoredResults(cache)
        let warm = try Self.lint(root, cache: cache)
        // Files the prefilter skips have no entry: the manifest alone says so.
        #expect(warm.statistics == FactsCache.Statistics(filesRead: 0, entriesRead: stored, analysed: 0))
        // Touched, not changed: read and hashed, not analysed; the stored result still serves,
        // and the file's new time is recorded.
        let touched = root + "/App0/Feature0/Screens/Tip0.swift"
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-600)], ofItemAtPath: touched)
        let afterTouch = try Self.lint(root, cache: cache)
        #expect(afterTouch.statistics == FactsCache.Statistics(filesRead: 1, resultsRead: 1))
        #expect(try Self.lint(root, cache: cache).statistics == FactsCache.Statistics(resultsRead: 1))
        // Touched again, file by file.
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-500)], ofItemAtPath: touched)
        Self.removeStoredResults(cache)
        let touchedFileByFile = try Self.lint(root, cache: cache)
        #expect(touchedFileByFile.statistics?.filesRead == 1)
        #expect(touchedFileByFile.statistics?.analysed == 0)
        // Changed: analysed again, and its finding moves with the change.
        let text = try String(contentsOfFile: touched, encoding: .utf8)
        try Data(("\n" + text).utf8).write(to: URL(fileURLWithPath: touched))
        let afterEdit = try Self.lint(root, cache: cache)
        #expect(afterEdit.statistics?.analysed == 1)
        #expect(afterEdit.statistics?.resultsRead == 0)
        #expect(Self.summary(afterEdit.result) == Self.summary(try Self.lint(root, cache: nil).result))
    }

    @Test(arguments: ["truncated", "garbage", "other version", "other file", "empty"])
    func aDamagedOrForeignEntryIsIgnoredAndRewritten(damage: String) throws {
        let root = try Self.generatedTree()
        let cache = Self.temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: cache) }
        let expected = Self.summary(try Self.lint(root, cache: cache).result)
        let entries = cache + "/entries"
        let names = try FileManager.default.contentsOfDirectory(atPath: entries).sorted()
        #expect(names.count > 2)
        for (position, name) in names.enumerated() {
            let path = entries + "/" + name
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            var damaged: Data
            switch damage {
            case "truncated": damaged = data.prefix(data.count * 2 / 3)
            case "garbage": damaged = Data((0..<data.count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
            case "other version":
                // The same payload under the header another format version would write.
                damaged = Data(String(decoding: data, as: UTF8.self).replacingOccurrences(of: FactsCache.entryMagic, with: "tiplint-facts 0").utf8)
            case "other file": damaged = try Data(contentsOf: URL(fileURLWithPath: entries + "/" + names[(position + 1) % names.count]))
            default: damaged = Data()
            }
            try damaged.write(to: URL(fileURLWithPath: path))
        }
        let probe = try Configuration.load(path: root + "/.lintconfig.yml", relativeTo: root, rules: allRules)
        let reader = FactsCache(folder: cache, configuration: probe)
        for name in names { #expect(reader.read(key: ContentHash(hex: name)!) == nil) }
        Self.removeStoredResults(cache)
        let run = try Self.lint(root, cache: cache)
        #expect(Self.summary(run.result) == expected)
        #expect(run.statistics?.entriesRead == 0)
        for name in names { #expect(reader.read(key: ContentHash(hex: name)!) != nil, "rewritten: \(name)") }
    }

    @Test func aDamagedManifestOnlyCostsReading() throws {
        let root = try Self.generatedTree()
        let cache = Self.temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: cache) }
        let expected = Self.summary(try Self.lint(root, cache: cache).result)
        let manifests = cache + "/manifests"
        for name in try FileManager.default.contentsOfDirectory(atPath: manifests) {
            let path = manifests + "/" + name
            let text = try String(contentsOfFile: path, encoding: .utf8)
            try Data((text.prefix(text.count / 2) + "\nnot\ta\trecord\n12\tx\n").utf8).write(to: URL(fileURLWithPath: path))
        }
        Self.removeStoredResults(cache)
        let run = try Self.lint(root, cache: cache)
        #expect(Self.summary(run.result) == expected)
        #expect(run.statistics?.entriesRead ?? 0 > 0)
    }

    @Test func theManifestReadsBackWhatItWroteAndDropsLinesThatDoNot() throws {
        let path = Self.temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let records = [
            "/p/A.swift": CacheManifest.Record(
                stamp: FileStamp(size: 12, modified: 1_764_547_200_123_456_789), content: ContentHash("a"), key: ContentHash("b"), hasEntry: true),
            "/p/dir with space/é.md": CacheManifest.Record(
                stamp: FileStamp(size: 0, modified: -1), content: ContentHash("c"), key: ContentHash("d"), hasEntry: false),
            "/p/Plain.swift": CacheManifest.Record(
                stamp: FileStamp(size: 7, modified: 9), content: ContentHash("e"), key: ContentHash("f"), hasEntry: false,
                scannedFor: ContentHash("names")),
        ]
        let damaged = [
            "1\t2\t\(ContentHash("x"))\t\(ContentHash("y"))\tF\trelative/path", "x\t2\t\(ContentHash("x"))\t\(ContentHash("y"))\tE\t/p/x",
            "99999999999999999999\t2\t\(ContentHash("x"))\t\(ContentHash("y"))\tE\t/p/x", "1\t2\tnothex\t\(ContentHash("y"))\tE\t/p/x",
            "1\t2\t\(ContentHash("x"))\t\(ContentHash("y"))\tG\t/p/x", "1\t2", "",
        ]
        try Data((CacheManifest(records: records).text + damaged.joined(separator: "\n")).utf8).write(to: URL(fileURLWithPath: path))
        #expect(CacheManifest(data: FileManager.default.contents(atPath: path)).records == records)
    }

    /// The second pass reads a skipped file again only when its content or the context names
    /// changed since a scan found none of them in it.
    @Test func theSecondPassRereadsOnlyWhatChangedOrNamesAName() throws {
        let root = try Self.generatedTree()
        let cache = Self.temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: cache) }
        let uses = root + "/App0/Feature1/Screens/Uses.swift"
        try Data("func finish() { _ = FeatureTip0.self }\n".utf8).write(to: URL(fileURLWithPath: uses))
        try Self.age(root)
        func run() throws -> Run {
            Self.removeStoredResults(cache)
            let run = try Self.lint(root, cache: cache)
            #expect(Self.summary(run.result) == Self.summary(try Self.lint(root, cache: nil).result))
            return run
        }
        let cold = try run()
        // Cold: each skipped file was just read, and the hashes of its identifiers rule it out
        // without a second reading, but where one of the names' hashes occurs.
        let coldScans = cold.statistics?.contextScans ?? 0
        #expect(coldScans >= 1 && coldScans < 10, "\(coldScans)")
        let skipped = 50
        // Names unchanged: only the file that names one is read again.
        #expect(try run().statistics?.contextScans == 1)
        // A skipped file changed: it is scanned again, and now it names a tip too.
        let plain = root + "/App1/Feature3/Screens/Model3.swift"
        try Data("import Foundation\nlet made = FeatureTip0.self\n".utf8).write(to: URL(fileURLWithPath: plain))
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-600)], ofItemAtPath: plain)
        #expect(try run().statistics?.contextScans == 2)
        #expect(try run().statistics?.contextScans == 2)
        // The names changed (a tip renamed): every skipped file is scanned again.
        let tip = root + "/App0/Feature0/Screens/Tip0.swift"
        let text = try String(contentsOfFile: tip, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "FeatureTip0", with: "RenamedTip0").utf8).write(to: URL(fileURLWithPath: tip))
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-600)], ofItemAtPath: tip)
        #expect(try run().statistics?.contextScans ?? 0 > skipped)
        // No file names `RenamedTip0`: none is read again.
        #expect(try run().statistics?.contextScans == 0)
        // Other settings (here the gates; another tiplint build likewise) trust no earlier scan,
        // even for the same names: every file is read afresh, and looked up in what that read kept.
        let configuration = try String(contentsOfFile: root + "/.lintconfig.yml", encoding: .utf8)
        try Data(("gates: [DEBUG, QA]\n" + configuration).utf8).write(to: URL(fileURLWithPath: root + "/.lintconfig.yml"))
        let regated = try run().statistics
        #expect(regated?.analysed ?? 0 > skipped && regated?.contextScans ?? 0 < 10, "\(String(describing: regated))")
    }

    /// A language server's discovery lives long: an Xcode project created in a folder after it
    /// was first walked moves that folder's files into the project at the next walk.
    @Test func aNewProjectMarkerMovesTheFilesBelowIt() {
        let folders = ProjectFolders { _ in [] }
        folders.record(names: ["A.swift"], in: "/r/App")
        #expect(folders.project(of: "/r/App/A.swift", root: "/r") == "")
        folders.record(names: ["A.swift"], in: "/r/App")
        #expect(folders.project(of: "/r/App/A.swift", root: "/r") == "")
        folders.record(names: ["A.swift", "App.xcodeproj"], in: "/r/App")
        #expect(folders.project(of: "/r/App/A.swift", root: "/r") == "/r/App")
    }

    @Test func namedFilesTakeTheRestOfTheProjectFromTheCache() throws {
        let root = try Self.generatedTree()
        let cache = Self.temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: cache) }
        _ = try Self.lint(root, cache: cache)
        let named = ["App0/Feature0/Screens/Tip0.swift"]
        let withoutCache = try Self.lint(root, inputs: named, cache: nil)
        let hook = try Self.lint(root, inputs: named, cache: cache)
        #expect(Self.summary(hook.result) == Self.summary(withoutCache.result))
        #expect(!hook.result.findings.isEmpty)
        #expect(hook.statistics?.filesRead == 0)
        #expect(hook.statistics?.analysed == 0)
        // The first run on named files has no stored result; the same run again is served one
        // (runs on named files share one slot, their inputs in the key), and a run on other
        // files is not served that result.
        #expect(hook.statistics?.resultsRead == 0)
        let again = try Self.lint(root, inputs: named, cache: cache)
        #expect(again.statistics?.resultsRead == 1)
        #expect(Self.summary(again.result) == Self.summary(withoutCache.result))
        let other = ["App0/Feature0/Screens/Model21.swift"]
        let otherRun = try Self.lint(root, inputs: other, cache: cache)
        #expect(otherRun.statistics?.resultsRead == 0)
        #expect(Self.summary(otherRun.result) == Self.summary(try Self.lint(root, inputs: other, cache: nil).result))
        // One result for the folder, one for named files, and the first pass's identifier piece.
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache + "/results").count == 3)
    }

    @Test func unsavedTextIsNeverCached() throws {
        let root = try Self.generatedTree()
        let cache = Self.temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: cache) }
        _ = try Self.lint(root, cache: cache)
        let entries = try FileManager.default.contentsOfDirectory(atPath: cache + "/entries")
        let buffer = "import TipKit\nstruct BufferTip: Tip { var title: Text { Text(\"A title far too long for the callout of a buffer\") } }\n"
        let run = try Self.lint(root, inputs: ["App1/New.swift"], cache: cache, unsaved: [root + "/App1/New.swift": buffer])
        #expect(run.result.findings.contains { $0.location.path == "App1/New.swift" })
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache + "/entries").sorted() == entries.sorted())
        let manifest = try FileManager.default.contentsOfDirectory(atPath: cache + "/manifests").map {
            try String(contentsOfFile: cache + "/manifests/" + $0, encoding: .utf8)
        }.joined()
        #expect(!manifest.contains("New.swift"))
    }

    @Test func theFolderIgnoresItselfAndIsMarkedAsACache() throws {
        let cache = Self.temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        _ = FactsCache(folder: cache, configuration: Configuration(rules: allRules, root: "/project"))
        #expect(try String(contentsOfFile: cache + "/.gitignore", encoding: .utf8).split(separator: "\n").contains("*"))
        #expect(try String(contentsOfFile: cache + "/CACHEDIR.TAG", encoding: .utf8).hasPrefix("Signature: 8a477f597d28d172789f06886806bc55"))
    }

    @Test func pruningDropsOldUnreferencedEntriesAndLeftoverTemporaryFiles() throws {
        let root = try Self.generatedTree()
        let cache = Self.temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: cache) }
        _ = try Self.lint(root, cache: cache)
        let entries = cache + "/entries"
        let kept = try FileManager.default.contentsOfDirectory(atPath: entries)
        let old = Date().addingTimeInterval(-8 * 24 * 3600)
        for name in ["0123456789abcdef0123456789abcdef", ".tmp-1-crashed"] {
            try Data("stale".utf8).write(to: URL(fileURLWithPath: entries + "/" + name))
        }
        try Data("recent".utf8).write(to: URL(fileURLWithPath: entries + "/fedcba9876543210fedcba9876543210"))
        for name in kept + ["0123456789abcdef0123456789abcdef", ".tmp-1-crashed"] {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: entries + "/" + name)
        }
        // Stored results: one written now (and the root's identifier hashes beside it, see
        // `FactsCache+SecondPass`), one a month and a half old.
        let results = cache + "/results"
        let current = try FileManager.default.contentsOfDirectory(atPath: results).sorted()
        #expect(current.count == 2)
        try Data("stale".utf8).write(to: URL(fileURLWithPath: results + "/00000000000000000000000000000000"))
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(-45 * 24 * 3600)], ofItemAtPath: results + "/00000000000000000000000000000000")
        let configuration = try Configuration.load(path: root + "/.lintconfig.yml", relativeTo: root, rules: allRules)
        FactsCache(folder: cache, configuration: configuration).prune(now: Date())
        #expect(try FileManager.default.contentsOfDirectory(atPath: entries).sorted() == (kept + ["fedcba9876543210fedcba9876543210"]).sorted())
        #expect(try FileManager.default.contentsOfDirectory(atPath: results).sorted() == current)
    }

    @Test func contentHashesAreXXH3() {
        // XXH3-128 of no bytes, as xxHash's own test vectors give it.
        #expect(ContentHash(Data()).description == "99aa06d3014798d86001c324468d497f")
        #expect(ContentHash(hex: ContentHash("tiplint").description) == ContentHash("tiplint"))
        #expect(ContentHash(hex: "not hex") == nil)
    }
}
