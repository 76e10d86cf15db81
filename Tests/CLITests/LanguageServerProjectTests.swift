import Foundation
import Testing

/// Issue 11 and 12: the server keeps each project in memory, syncs documents incrementally,
/// publishes every open document whose findings a change moved, follows files changed on disk,
/// and treats an open `.lintconfig.yml` as a document with problems of its own.
@Suite(.serialized, .timeLimit(.minutes(2))) struct LanguageServerProjectTests {
    static let tips = """
        struct RatingTip: Tip {
            static let rated = Tips.Event(id: "rated")
            var title: Text { Text("See your ratings") }
            var rules: [Rule] { #Rule(Self.rated) { $0.donations.count > 0 } }
        }
        struct ProfileView: View {
            var body: some View { TipView(RatingTip()) }
        }

        """
    static let configuration = "include: [\"**/*.swift\"]\nrules:\n  missing-configure: off\n"
    static let donates = "func rate() {\n    RatingTip.rated.donate()\n}\n"
    static let donatesNothing = "func rate() {\n}\n"

    static func open(_ client: LSPClient, _ uri: String, _ text: String) throws {
        try client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": text]])
    }

    static func codes(_ diagnostics: [[String: Any]]) -> [String] {
        diagnostics.compactMap { $0["code"] as? String ?? $0["message"] as? String }
    }

    /// Removing the donation from one open document makes the tip in another unreachable: that
    /// other document is published again, though it did not change; putting it back clears it.
    @Test func aChangeInOneDocumentRepublishesAnother() throws {
        let folder = try BinaryTests.temporaryFolder([".lintconfig.yml": Self.configuration, "App/Tips.swift": Self.tips, "App/Rate.swift": Self.donates])
        defer { BinaryTests.remove(folder) }
        let client = try LSPClient.initialized(in: folder)
        let tips = folder.appendingPathComponent("App/Tips.swift").absoluteString
        let rate = folder.appendingPathComponent("App/Rate.swift").absoluteString
        try Self.open(client, tips, Self.tips)
        #expect(try client.diagnostics(for: tips).isEmpty)
        try Self.open(client, rate, Self.donates)
        #expect(try client.diagnostics(for: rate).isEmpty)

        // Incremental sync: delete line 2 (the donation) by range.
        try client.notify("textDocument/didChange", [
            "textDocument": ["uri": rate, "version": 2],
            "contentChanges": [["range": ["start": ["line": 1, "character": 0], "end": ["line": 2, "character": 0]], "text": ""]],
        ])
        #expect(try Self.codes(client.diagnostics(for: tips)) == ["unreachable-tip"])
        // And back, typed in two changes of one notification.
        try client.notify("textDocument/didChange", [
            "textDocument": ["uri": rate, "version": 3],
            "contentChanges": [
                ["range": ["start": ["line": 1, "character": 0], "end": ["line": 1, "character": 0]], "text": "    RatingTip.rated\n"],
                ["range": ["start": ["line": 1, "character": 19], "end": ["line": 1, "character": 19]], "text": ".donate()"],
            ],
        ])
        #expect(try client.diagnostics(for: tips).isEmpty)
        #expect(try client.shutDown() == 0)
    }

    /// Without a `.lintconfig.yml` (the defaults), another open buffer's unsaved text counts as
    /// with one: it was read from disk instead, so a donation typed there did not make the tip
    /// reachable. Closing a buffer re-lints every other open document, not only the first.
    @Test func buffersCountUnderTheDefaultsAndClosingOneRelintsTheOthers() throws {
        let folder = try BinaryTests.temporaryFolder(["App/Tips.swift": Self.tips, "App/Rate.swift": Self.donatesNothing, "App/A.swift": "let a = 1\n"])
        defer { BinaryTests.remove(folder) }
        let client = try LSPClient.initialized(in: folder)
        let tips = folder.appendingPathComponent("App/Tips.swift").absoluteString
        let rate = folder.appendingPathComponent("App/Rate.swift").absoluteString
        let other = folder.appendingPathComponent("App/A.swift").absoluteString
        try Self.open(client, other, "let a = 1\n")
        _ = try client.diagnostics(for: other)
        try Self.open(client, tips, Self.tips)
        #expect(try Self.codes(client.diagnostics(for: tips)).contains("unreachable-tip"))
        try Self.open(client, rate, Self.donates)
        #expect(try !Self.codes(client.diagnostics(for: tips)).contains("unreachable-tip"))
        // Closed unsaved: the file on disk (no donation) stands for it again.
        try client.notify("textDocument/didClose", ["textDocument": ["uri": rate]])
        #expect(try Self.codes(client.diagnostics(for: tips)).contains("unreachable-tip"))
        #expect(try client.shutDown() == 0)
    }

    /// Saving `.lintconfig.yml` re-lints every open document (an editor without file watchers
    /// reports only the save): a rule turned off there leaves no stale diagnostic behind.
    @Test func savingTheConfigurationRelintsEveryOpenDocument() throws {
        let folder = try BinaryTests.temporaryFolder([".lintconfig.yml": Self.configuration])
        defer { BinaryTests.remove(folder) }
        let client = try LSPClient.initialized(in: folder)
        let swift = folder.appendingPathComponent("Debug.swift").absoluteString
        try Self.open(client, swift, "func menu() {\n    Tips.showAllTipsForTesting()\n}\n")
        #expect(try Self.codes(client.diagnostics(for: swift)) == ["ungated-testing-call"])
        let configurationFile = folder.appendingPathComponent(".lintconfig.yml")
        try (Self.configuration + "  ungated-testing-call: off\n").write(to: configurationFile, atomically: true, encoding: .utf8)
        try client.notify("textDocument/didSave", ["textDocument": ["uri": configurationFile.absoluteString]])
        #expect(try client.diagnostics(for: swift).isEmpty)
        #expect(try client.shutDown() == 0)
    }

    /// A file that is not open, changed on disk: reported through `didChangeWatchedFiles`, it is
    /// read again in the kept project; an editor that reports nothing is caught up with by
    /// the files' stamps at the next change.
    @Test func filesChangedOnDiskAreReadAgain() throws {
        let folder = try BinaryTests.temporaryFolder([".lintconfig.yml": Self.configuration, "App/Tips.swift": Self.tips, "App/Rate.swift": Self.donates])
        defer { BinaryTests.remove(folder) }
        let client = try LSPClient.initialized(in: folder)
        let tips = folder.appendingPathComponent("App/Tips.swift").absoluteString
        let rate = folder.appendingPathComponent("App/Rate.swift")
        try Self.open(client, tips, Self.tips)
        #expect(try client.diagnostics(for: tips).isEmpty)

        try Self.donatesNothing.write(to: rate, atomically: true, encoding: .utf8)
        try client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": rate.absoluteString, "type": 2]]])
        #expect(try Self.codes(client.diagnostics(for: tips)) == ["unreachable-tip"])

        // Unreported: the stamps are looked at again after `stampInterval` (2 s).
        try Self.donates.write(to: rate, atomically: true, encoding: .utf8)
        Thread.sleep(forTimeInterval: 2.2)
        try client.notify("textDocument/didChange", ["textDocument": ["uri": tips, "version": 2], "contentChanges": [["text": Self.tips + "\n"]]])
        #expect(try client.diagnostics(for: tips).isEmpty)
        #expect(try client.shutDown() == 0)
    }

    /// An open `.lintconfig.yml` gets its problems at their place, as the person types; while the
    /// file on disk is broken, Swift documents keep the last good configuration and one message
    /// says so.
    @Test func theConfigurationFileIsADocumentToo() throws {
        let good = "include: [\"**/*.swift\"]\n"
        let folder = try BinaryTests.temporaryFolder([".lintconfig.yml": good])
        defer { BinaryTests.remove(folder) }
        let client = try LSPClient.initialized(in: folder)
        let configurationFile = folder.appendingPathComponent(".lintconfig.yml")
        let configuration = configurationFile.absoluteString
        try client.notify("textDocument/didOpen", ["textDocument": ["uri": configuration, "languageId": "yaml", "version": 1, "text": good]])
        #expect(try client.diagnostics(for: configuration).isEmpty)
        // Two errors: both shown at once, each at its place.
        let broken = "include: [\"**/*.swift\"]\nrules:\n  title-lenght: off\n  unstable-tip-id: warn\n"
        try client.notify("textDocument/didChange", ["textDocument": ["uri": configuration, "version": 2], "contentChanges": [["text": broken]]])
        let problems = try client.diagnostics(for: configuration)
        #expect(problems.count == 2)
        let second = (problems.last?["range"] as? [String: Any])?["start"] as? [String: Any]
        #expect(second?["line"] as? Int == 3 && (problems.last?["message"] as? String)?.contains("did you mean \"warning\"") == true, "\(problems)")
        #expect((problems.first?["message"] as? String)?.contains("did you mean \"title-length\"") == true, "\(problems)")
        let start = (problems.first?["range"] as? [String: Any])?["start"] as? [String: Any]
        #expect(start?["line"] as? Int == 2 && start?["character"] as? Int == 2)

        let swift = folder.appendingPathComponent("Debug.swift").absoluteString
        let text = "func menu() {\n    Tips.showAllTipsForTesting()\n}\n"
        try Self.open(client, swift, text)
        #expect(try client.diagnostics(for: swift).count == 1)
        // Saved broken: the last good configuration stays in use, and the message comes once.
        try broken.write(to: configurationFile, atomically: true, encoding: .utf8)
        try client.notify("textDocument/didSave", ["textDocument": ["uri": configuration]])
        try client.notify("textDocument/didChange", ["textDocument": ["uri": swift, "version": 2], "contentChanges": [["text": text + "\n"]]])
        var messages = 0
        var published: [[String: Any]]?
        while published == nil {
            let message = try client.next { ["window/showMessage", "textDocument/publishDiagnostics"].contains($0["method"] as? String) }
            let params = message["params"] as? [String: Any]
            if message["method"] as? String == "window/showMessage" { messages += 1 }
            if params?["uri"] as? String == swift { published = params?["diagnostics"] as? [[String: Any]] }
        }
        #expect(published?.count == 1 && messages == 1)
        try client.notify("textDocument/didChange", ["textDocument": ["uri": swift, "version": 3], "contentChanges": [["text": text]]])
        let again = try client.next { ["window/showMessage", "textDocument/publishDiagnostics"].contains($0["method"] as? String) }
        #expect(again["method"] as? String == "textDocument/publishDiagnostics")
        #expect(try client.shutDown() == 0)
    }

    /// A `.lintconfig.yaml` left beside the `.lintconfig.yml` in use is named once, as a CLI run
    /// names it: no document holds the warning, so it is a message.
    @Test func aLeftOverConfigurationBesideTheRealOneIsNamedOnce() throws {
        let folder = try BinaryTests.temporaryFolder([
            ".lintconfig.yml": "include: [\"**/*.swift\"]\n", ".lintconfig.yaml": "rules:\n  ungated-testing-call: off\n",
        ])
        defer { BinaryTests.remove(folder) }
        let client = try LSPClient.initialized(in: folder)
        let swift = folder.appendingPathComponent("Debug.swift").absoluteString
        try Self.open(client, swift, "func menu() {\n    Tips.showAllTipsForTesting()\n}\n")
        let message = try client.next { $0["method"] as? String == "window/showMessage" }
        let text = (message["params"] as? [String: Any])?["message"] as? String ?? ""
        #expect(text.contains(".lintconfig.yaml: this file is not read: the .lintconfig.yml beside it is"), "\(text)")
        #expect(try client.diagnostics(for: swift).count == 1)
        #expect(try client.shutDown() == 0)
    }

    /// An App whose launch path runs through two files with no TipKit word: GardenHome is read by
    /// the first look (the App creates it), BedsList only by a later one (GardenHome creates it).
    static let garden = [
        ".lintconfig.yml": "include: [\"**/*.swift\"]\n",
        "App/GardenApp.swift": """
            import SwiftUI
            import TipKit
            @main struct GardenApp: App {
                init() { try? Tips.configure() }
                var body: some Scene { WindowGroup { GardenHome() } }
            }

            """,
        "App/GardenHome.swift": "import SwiftUI\nstruct GardenHome: View {\n    var body: some View { NavigationStack { BedsList() } }\n}\n",
        "App/BedsList.swift": "import SwiftUI\nstruct BedsList: View {\n    var body: some View { BedsView() }\n}\n",
        "App/Beds.swift": """
            import SwiftUI
            import TipKit
            struct WaterBedTip: Tip { var title: Text { Text("Water a bed") } }
            struct WeedBedTip: Tip { var title: Text { Text("Weed a bed") } }
            struct BedsView: View {
                var body: some View { VStack { TipView(WaterBedTip()); TipView(WeedBedTip()) } }
            }

            """,
    ]

    /// Editing a file that only a later look along the launch path read (issue 25, fourth
    /// trial): the server analysed it again against the first look's names alone, so it dropped
    /// out of the project and the first screen's two tips went unseen. It must keep finding
    /// what the CLI finds.
    @Test func aFileReadOnlyByALaterLaunchLookStaysReadWhenEdited() throws {
        let folder = try BinaryTests.temporaryFolder(Self.garden)
        defer { BinaryTests.remove(folder) }
        let cli = try BinaryTests.run(["--format", "json"], in: folder)
        #expect(cli.output.contains("\"ruleID\" : \"first-launch-tips\""), "\(cli.output)")
        let client = try LSPClient.initialized(in: folder)
        let app = folder.appendingPathComponent("App/GardenApp.swift").absoluteString
        let list = folder.appendingPathComponent("App/BedsList.swift").absoluteString
        try Self.open(client, app, Self.garden["App/GardenApp.swift"] ?? "")
        #expect(try Self.codes(client.diagnostics(for: app)).contains("first-launch-tips"))
        // A comment typed in BedsList: its view still creates BedsView.
        try Self.open(client, list, (Self.garden["App/BedsList.swift"] ?? "") + "// the beds\n")
        _ = try client.diagnostics(for: list)
        // The App's next publication (republished when BedsList moved its findings, else after an edit of its own).
        try client.notify("textDocument/didChange", [
            "textDocument": ["uri": app, "version": 2], "contentChanges": [["text": (Self.garden["App/GardenApp.swift"] ?? "") + "// edited\n"]],
        ])
        #expect(try Self.codes(client.diagnostics(for: app)).contains("first-launch-tips"))
        #expect(try client.shutDown() == 0)
    }
}
