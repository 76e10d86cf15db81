import Foundation
import Testing
@testable import TipLintCore
import TipLintRules

/// A run on one named file of a warm project (the pre-commit hook, an editor's save) takes the
/// second look's parses from the facts cache too (`FactsCache+Context`), is served the last
/// named run's stored result when nothing changed (`FactsCache+Results`), and still answers
/// exactly what a run without the cache answers: after an edit in place, a new or removed file,
/// a `.gitignore` change, a configuration change or a change of the context names.
@Suite struct ContextEntryTests {
    typealias Tree = FactsCacheTests

    static let named = ["App0/Feature0/Screens/Tip0.swift"]
    /// Unique per call: `SwiftParseLog` counts parses of a text across the tests running at once.
    static func usesText() -> String {
        "// \(UUID().uuidString)\nfunc finish() { FeatureTip0().invalidate(reason: .actionPerformed) }\n"
    }

    /// A generated tree with one file that only the second look reads (it names a tip of App0).
    static func tree(uses text: String = usesText()) throws -> (root: String, uses: String) {
        let root = try Tree.generatedTree()
        let uses = root + "/App0/Feature1/Screens/Uses.swift"
        try write(text, to: uses)
        try Tree.age(root)
        return (root, uses)
    }

    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// The named run with the cache, checked against the same run without it; `served`: whether
    /// the stored result of the last named run is to serve it (nothing changed since).
    @discardableResult
    static func check(_ root: String, cache: String, served: Bool = false, _ comment: Comment) throws -> Tree.Run {
        let run = try Tree.lint(root, inputs: named, cache: cache)
        #expect(Tree.summary(run.result) == Tree.summary(try Tree.lint(root, inputs: named, cache: nil).result), comment)
        #expect(run.statistics?.resultsRead == (served ? 1 : 0), comment)
        return run
    }

    @Test func aFileReadForAContextNameIsParsedOnceAcrossRuns() throws {
        let text = Self.usesText()
        let (root, uses) = try Self.tree(uses: text)
        let cache = Tree.temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: cache) }
        SwiftParseLog.startRecording()
        _ = try Tree.lint(root, cache: cache)
        #expect(SwiftParseLog.parses(of: text) == 1)
        // The hook's run on another file of the app, twice: the entry serves the second look.
        // (The runs without a cache that check them parse it, so they come after the counts.)
        let named = try (0..<2).map { _ in try Tree.lint(root, inputs: Self.named, cache: cache) }
        #expect(SwiftParseLog.parses(of: text) == 1)
        let expected = Tree.summary(try Tree.lint(root, inputs: Self.named, cache: nil).result)
        #expect(named.allSatisfy { Tree.summary($0.result) == expected })
        // Edited in place, same size, time set back: the stamp changed, so it is hashed, and the
        // new content is parsed once.
        let edited = text.replacingOccurrences(of: "finish", with: "finale")
        #expect(edited.utf8.count == text.utf8.count)
        try Self.write(edited, to: uses)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-3000)], ofItemAtPath: uses)
        let afterEdit = try (0..<2).map { _ in try Tree.lint(root, inputs: Self.named, cache: cache) }
        #expect(SwiftParseLog.parses(of: edited) == 1)
        let expectedAfterEdit = Tree.summary(try Tree.lint(root, inputs: Self.named, cache: nil).result)
        #expect(afterEdit.allSatisfy { Tree.summary($0.result) == expectedAfterEdit })
    }

    @Test func everyChangeOnDiskIsSeenByANamedRun() throws {
        let root = try Self.tree().root
        let cache = Tree.temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: cache) }
        _ = try Tree.lint(root, cache: cache)
        try Self.check(root, cache: cache, "warm")
        try Self.check(root, cache: cache, served: true, "nothing changed")
        // A new file that names the tip, then its removal.
        let added = root + "/App0/Feature2/Screens/Added.swift"
        try Self.write("func reset() { FeatureTip0.finishedCount = 0; _ = FeatureTip0() }\n", to: added)
        try Self.check(root, cache: cache, "new file")
        try FileManager.default.removeItem(atPath: added)
        try Self.check(root, cache: cache, "removed file")
        // The context names change: the named file renames its tip, so `Uses.swift` names nothing.
        let tip = root + "/" + Self.named[0]
        let tipText = try String(contentsOfFile: tip, encoding: .utf8)
        try Self.write(tipText.replacingOccurrences(of: "FeatureTip0", with: "RenamedTip0"), to: tip)
        try Self.check(root, cache: cache, "names changed")
        try Self.write(tipText, to: tip)
        try Self.check(root, cache: cache, "names back")
        // The configuration: gates are part of every key.
        let configuration = try String(contentsOfFile: root + "/.lintconfig.yml", encoding: .utf8)
        try Self.write("gates: [DEBUG, QA]\n" + configuration, to: root + "/.lintconfig.yml")
        try Self.check(root, cache: cache, "configuration changed")
        try Self.write(configuration, to: root + "/.lintconfig.yml")
        try Self.check(root, cache: cache, "configuration back")
        // What git ignores leaves the walk, so the file leaves the context.
        guard Self.git(["init", "-q"], in: root) else { return }
        try Self.write("Uses.swift\n", to: root + "/.gitignore")
        try Self.check(root, cache: cache, ".gitignore names the file")
        try Self.write("", to: root + "/.gitignore")
        try Self.check(root, cache: cache, ".gitignore emptied")
    }

    /// Runs git in `folder`; false when git cannot be run (the git part of the test is skipped).
    static func git(_ arguments: [String], in folder: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
