import Foundation
import Testing
@testable import TipLintCore
import TipLintRules

/// The language server's project, kept in memory between edits (issue 11, `Project+Editing`),
/// must find exactly what a project read afresh from the same files finds, after any sequence of
/// changes, and an incremental reparse must give the facts a full parse gives.
@Suite struct LiveProjectTests {
    /// Versions of one document as an editor produces them: typing, deleting, pasting, a
    /// multi-byte character, a broken then mended brace.
    static let versions = [
        "import TipKit\nstruct PinTip: Tip {\n    var title: Text { Text(\"Pin\") }\n}\n",
        "import TipKit\nstruct PinTip: Tip {\n    var title: Text { Text(\"Pin a note\") }\n}\n",
        "import TipKit\nstruct PinTip: Tip {\n    var title: Text { Text(\"Pin a note 📌\") }\n    var message: Text? { Text(\"Keep it on top\") }\n}\n",
        "import TipKit\nstruct PinTip: Tip {\n    var title: Text { Text(\"Pin a note 📌\") }\n    var message: Text? { Text(\"Keep it on top\")\n}\n",
        "import TipKit\nstruct PinTip: Tip {\n    var title: Text { Text(\"Pin a note 📌\") }\n    var message: Text? { Text(\"Keep it on top\") }\n}\nfunc menu() { Tips.showAllTipsForTesting() }\n",
        "func menu() { Tips.showAllTipsForTesting() }\n",
        "",
        "import TipKit\nstruct PinTip: Tip {\n    var title: Text { Text(\"Pin\") }\n}\n",
    ]

    @Test func anIncrementalReparseGivesTheFactsOfAFullParse() {
        let frontend = SwiftFrontend(gates: ["DEBUG"])
        var previous: SwiftFrontend.ParsedText?
        for text in Self.versions {
            let incremental = frontend.facts(source: text, path: "A.swift", isTestFile: false, reparsing: previous)
            let full = frontend.facts(source: text, path: "A.swift", isTestFile: false)
            #expect(incremental.facts == full.facts, "\(text)")
            #expect(incremental.firstError == full.firstError, "\(text)")
            #expect(incremental.parse?.text == text)
            previous = incremental.parse
        }
    }

    @Test func theEditIsTheBytesBetweenTheCommonPrefixAndSuffix() {
        let edit = SwiftFrontend.edit(from: "let a = 1\n", to: Array("let abc = 1\n".utf8))
        #expect(edit.range.lowerBound.utf8Offset == 5 && edit.range.upperBound.utf8Offset == 5 && edit.replacement == "bc")
        let deletion = SwiftFrontend.edit(from: "aaaa", to: Array("aa".utf8))
        #expect(deletion.range.upperBound.utf8Offset - deletion.range.lowerBound.utf8Offset == 2 && deletion.replacement.isEmpty)
        let same = SwiftFrontend.edit(from: "x", to: Array("x".utf8))
        #expect(same.range.isEmpty && same.replacement.isEmpty)
    }

    /// Everything a report shows of the findings, with absolute paths.
    static func findings(_ result: LintResult) -> [String] {
        result.findings.map { "\($0.location) \($0.ruleID) \($0.message) \($0.fingerprint) \($0.suppression.map { "\($0)" } ?? "")" }
    }

    /// The same files read afresh from disk, without a cache, as the CLI reads them.
    static func batch(_ root: String, configuration: Configuration) throws -> [String] {
        let result = try Project(configuration: configuration, rules: allRules, inputs: [root], workingFolder: "/", jobs: 1).lint()
        return findings(result).filter { !$0.contains(root + "/Docs/") }
    }

    /// Edits one file after another, some of them changing what makes other files matter
    /// (a tip's stored property type, a gate constant): after each, the project in memory
    /// finds what a run over the same files on disk finds, with and without the cache.
    @Test(arguments: [false, true]) func afterEachChangeTheProjectFindsWhatARunFinds(cached: Bool) throws {
        let root = try FactsCacheTests.generatedTree()
        let cache = FactsCacheTests.temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: cache) }
        let extra = [
            "App1/Item.swift": "struct Item { let id: String }\n",
            "App1/Flags.swift": "enum Flags { static let uiTesting = false }\n",
            "App1/ItemTip.swift": "import TipKit\nstruct ItemTip: Tip {\n    let item: Item\n    var id: String { item.id }\n    var title: Text { Text(\"Item\") }\n}\n",
        ]
        for (path, text) in extra { try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + path)) }
        let configuration = try Configuration.load(path: root + "/.lintconfig.yml", relativeTo: root, rules: allRules)
        let project = try Project(configuration: configuration, rules: allRules, cacheFolder: cached ? cache : nil, jobs: 2)
        let everything = try Project(configuration: configuration, rules: allRules, inputs: [root], workingFolder: "/", jobs: 1).lint()
        let targets = Set(everything.absolutePaths.values.filter { $0.hasSuffix(".swift") })
        #expect(Self.findings(project.lint(targets: targets)) == (try Self.batch(root, configuration: configuration)))
        let edits: [(String, String)] = [
            ("App0/Feature0/Screens/Tip0.swift", "import TipKit\nstruct FeatureTip0: Tip {\n    var title: Text { Text(\"Short\") }\n}\n"),
            ("App1/Reset.swift", "func reset() {\n    if Flags.uiTesting { Tips.resetDatastore() }\n}\n"),
            ("App1/Flags.swift", "enum Flags {\n    static let uiTesting = ProcessInfo.processInfo.arguments.contains(\"-ui\")\n}\n"),
            ("App1/ItemTip.swift", "import TipKit\nstruct ItemTip: Tip {\n    var id: String { UUID().uuidString }\n    var title: Text { Text(\"Item\") }\n}\n"),
            ("App1/Item.swift", "struct Item { let id = UUID().uuidString }\n"),
            ("App1/Reset.swift", ""),
        ]
        for (relative, text) in edits {
            let path = root + "/" + relative
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            project.update(path, text: text)
            let live = Self.findings(project.lint(targets: targets.union([path])))
            #expect(live == (try Self.batch(root, configuration: configuration)), "after editing \(relative)")
        }
        // Closed, the file on disk stands for the buffer; gone from disk, it is gone from the project.
        let removed = root + "/App1/ItemTip.swift"
        project.close(removed)
        try FileManager.default.removeItem(atPath: removed)
        project.reload(removed)
        #expect(Self.findings(project.lint(targets: targets)) == (try Self.batch(root, configuration: configuration)))
        #expect(project.openPaths.count == edits.count - 2)
    }

    /// A view a later look of the launch path read (no TipKit word, declared two views below the
    /// App) stays read when the editor opens or edits it, and the first-launch finding stays:
    /// the server finds what a run over the same files finds.
    @Test func aLaunchPathFileOpenedOrEditedStaysOnThePath() throws {
        let root = FactsCacheTests.temporaryCache() + "-launch"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [
            "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Garden\", targets: [.executableTarget(name: \"App\")])\n",
            "Sources/App/GardenApp.swift": "import SwiftUI\nimport TipKit\n\n@main struct GardenApp: App {\n    init() { try? Tips.configure() }\n    var body: some Scene { WindowGroup { GardenHome() } }\n}\n",
            "Sources/App/GardenHome.swift": "import SwiftUI\nstruct GardenHome: View {\n    var body: some View { NavigationStack { BedsList() } }\n}\n",
            "Sources/App/BedsList.swift": "import SwiftUI\nstruct BedsList: View {\n    var body: some View { BedsView() }\n}\n",
            "Sources/App/Beds.swift": "import SwiftUI\nimport TipKit\n\nstruct WaterBedTip: Tip { var title: Text { Text(\"Water a bed\") } }\nstruct WeedBedTip: Tip { var title: Text { Text(\"Weed a bed\") } }\nstruct BedsView: View {\n    var body: some View {\n        VStack { TipView(WaterBedTip()); TipView(WeedBedTip()) }\n    }\n}\n",
        ]
        for (relative, text) in files {
            let url = URL(fileURLWithPath: root + "/" + relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let configuration = Configuration(rules: allRules, root: root)
        let expected = try Self.batch(root, configuration: configuration)
        #expect(expected.contains { $0.contains("first-launch-tips") })
        let project = try Project(configuration: configuration, rules: allRules, cacheFolder: nil, jobs: 1)
        let targets = Set(files.keys.filter { $0.hasSuffix(".swift") }.map { root + "/" + $0 })
        #expect(Self.findings(project.lint(targets: targets)) == expected)
        let list = root + "/Sources/App/BedsList.swift"
        let edits = [
            (list, files["Sources/App/BedsList.swift"]!),
            (list, "import SwiftUI\n// The beds, in the order planted.\nstruct BedsList: View {\n    var body: some View { BedsView() }\n}\n"),
            (root + "/Sources/App/GardenApp.swift", files["Sources/App/GardenApp.swift"]! + "\n"),
        ]
        for (path, text) in edits {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            project.update(path, text: text)
            #expect(Self.findings(project.lint(targets: targets)) == (try Self.batch(root, configuration: configuration)), "after \(path)")
        }
    }

    /// Writes `files` under a new folder and returns it.
    static func folder(_ files: [String: String]) throws -> String {
        let root = FactsCacheTests.temporaryCache() + "-live"
        for (relative, text) in files {
            let url = URL(fileURLWithPath: root + "/" + relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    /// Opens each of `opened` in the server's project, unchanged, then with a comment added:
    /// after each, the project finds what a run over the same files finds.
    static func expectServerAgrees(_ files: [String: String], opening opened: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let root = try folder(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let configuration = Configuration(rules: allRules, root: root)
        let project = try Project(configuration: configuration, rules: allRules, cacheFolder: nil, jobs: 1)
        let targets = Set(files.keys.filter { $0.hasSuffix(".swift") }.map { root + "/" + $0 })
        #expect(Self.findings(project.lint(targets: targets)) == (try batch(root, configuration: configuration)), sourceLocation: sourceLocation)
        for relative in opened {
            for text in [files[relative]!, "// Edited.\n" + files[relative]!] {
                try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + relative))
                project.update(root + "/" + relative, text: text)
                #expect(Self.findings(project.lint(targets: targets)) == (try batch(root, configuration: configuration)), "\(relative)", sourceLocation: sourceLocation)
            }
        }
    }

    /// Three apps whose launch views fill a look's bound for all apps: the third app's path
    /// waits in a run, and waits in the server too when a file is opened.
    @Test func theServerFollowsNoLaunchViewARunLeftWaiting() throws {
        var files: [String: String] = [:]
        for app in ["A", "B", "C"] {
            files["S/\(app)App.swift"] = "import SwiftUI\nimport TipKit\n\n@main struct \(app)App: App {\n    init() { try? Tips.configure() }\n    var body: some Scene { WindowGroup { \(app)Root() } }\n}\n"
        }
        for app in ["A", "B"] {
            files["S/\(app)Root.swift"] = "import SwiftUI\nstruct \(app)Root: View { var body: some View { VStack { \((1...4).map { "\(app)\($0)()" }.joined(separator: "; ")) } } }\n"
            files["S/\(app)s.swift"] = "import SwiftUI\n" + (1...4).map { "struct \(app)\($0): View { var body: some View { Text(\"\($0)\") } }\n" }.joined()
        }
        files["S/CRoot.swift"] = "import SwiftUI\nstruct CRoot: View { var body: some View { C1() } }\n"
        files["S/C1.swift"] = "import SwiftUI\nstruct C1: View { var body: some View { CTips() } }\n"
        files["S/CTips.swift"] = "import SwiftUI\nimport TipKit\n\nstruct StartTip: Tip { var title: Text { Text(\"Start\") } }\nstruct StepTip: Tip { var title: Text { Text(\"Step\") } }\nstruct CTips: View { var body: some View { VStack { TipView(StartTip()); TipView(StepTip()) } } }\n"
        try Self.expectServerAgrees(files, opening: ["S/CApp.swift", "S/C1.swift"])
    }

    /// A container read for its declarations only (two tip-showing views, no TipKit word) that
    /// also declares a launch view: opened and edited, it is read whole again, as a run's later
    /// look reads it, and the first-launch finding stays.
    @Test func aContainerOnTheLaunchPathIsReadWholeWhenEdited() throws {
        let files = [
            "Sources/App/KitchenApp.swift": "import SwiftUI\nimport TipKit\n\nstruct TimerTip: Tip { var title: Text { Text(\"Start a timer\") } }\nstruct StepTip: Tip { var title: Text { Text(\"Next step\") } }\n@main struct KitchenApp: App {\n    init() { try? Tips.configure() }\n    var body: some Scene { WindowGroup { RootView() } }\n}\n",
            "Sources/App/RootView.swift": "import SwiftUI\nstruct RootView: View { var body: some View { Shell() } }\n",
            "Sources/App/Home.swift": "import SwiftUI\n\nstruct Shell: View { var body: some View { Home() } }\n\nstruct Home: View {\n    var body: some View { VStack { TimerPanel(); StepPanel() } }\n}\n",
            "Sources/App/Panels.swift": "import SwiftUI\nimport TipKit\n\nstruct TimerPanel: View { var body: some View { TipView(TimerTip()) } }\nstruct StepPanel: View { var body: some View { TipView(StepTip()) } }\n",
        ]
        try Self.expectServerAgrees(files, opening: ["Sources/App/Home.swift", "Sources/App/KitchenApp.swift"])
        let root = try Self.folder(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try Self.batch(root, configuration: Configuration(rules: allRules, root: root)).contains { $0.contains("first-launch-tips") })
    }
}
