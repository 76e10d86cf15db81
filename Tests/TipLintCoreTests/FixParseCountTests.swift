import Foundation
import Testing
@testable import TipLintCore
import TipLintRules

/// How many times `--fix` parses a file it fixes (issue 21): parsing is the expensive step, and
/// each parse of the same text is one more chance for two readings to disagree. Counted per
/// text by `SwiftParseLog`, so other tests running meanwhile do not disturb the count.
@Suite struct FixParseCountTests {
    @Test func aFixedFileIsParsedAKnownNumberOfTimes() throws {
        SwiftParseLog.startRecording()
        // A text no other test parses.
        let marker = "// \(UUID().uuidString)\n"
        let original = marker + FixWriteTests.code
        let fixed = marker + FixWriteTests.fixed
        let root = try FixWriteTests.folder(["App/Debug.swift": original])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let configuration = Configuration(rules: allRules, root: root)
        let outcome = try LintSession(rules: allRules, workingFolder: root).lint(LintRequest(fix: true, jobs: 1), configuration: configuration)
        #expect(outcome.fixes?.changedFiles == ["App/Debug.swift"])
        #expect(try FixWriteTests.text(root + "/App/Debug.swift") == fixed)
        // Two parses in all (issue 21; five before, then four): the original once, by the lint,
        // whose tree serves both the layout and the proof (`FixTrees`); the edited text once,
        // by the proof, whose tree the re-lint reads.
        #expect(SwiftParseLog.parses(of: original) == 1)
        #expect(SwiftParseLog.parses(of: fixed) == 1)
    }

    /// A file whose facts come from the cache was not parsed by the lint: the layout parses it,
    /// and that tree serves the proof.
    @Test func aFileFromTheCacheIsParsedOnceForItsFix() throws {
        SwiftParseLog.startRecording()
        let marker = "// \(UUID().uuidString)\n"
        let original = marker + FixWriteTests.code
        let root = try FixWriteTests.folder(["App/Debug.swift": original])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let configuration = Configuration(rules: allRules, root: root)
        let session = LintSession(rules: allRules, workingFolder: root)
        let cache = root + "/.cache"
        _ = try session.lint(LintRequest(paths: ["App/Debug.swift"], jobs: 1, cacheFolder: cache), configuration: configuration)
        // Without the stored result (which would serve the fix run whole), the fix run takes the
        // file's facts from its entry alone.
        FactsCacheTests.removeStoredResults(cache)
        #expect(SwiftParseLog.parses(of: original) == 1)
        let outcome = try session.lint(LintRequest(paths: ["App/Debug.swift"], fix: true, jobs: 1, cacheFolder: cache), configuration: configuration)
        #expect(outcome.fixes?.changedFiles == ["App/Debug.swift"])
        #expect(SwiftParseLog.parses(of: original) == 2)
        #expect(SwiftParseLog.parses(of: marker + FixWriteTests.fixed) == 1)
    }

    /// Trees are handed on by their exact text: another text, even one character apart, finds
    /// none and is parsed, so a proof never reads a tree of other words than it checks.
    @Test func aTreeServesOnlyItsOwnText() throws {
        let text = "// \(UUID().uuidString)\nlet a = 1\n"
        let tree = try #require(SwiftInputLimits.parsed(text))
        FixTrees.open()
        defer { FixTrees.close() }
        FixTrees.keep(tree, of: text)
        #expect(FixTrees.tree(of: text + " ") == nil)
        #expect(FixTrees.tree(of: text)?.description == text)
        #expect(FixTrees.take(text) != nil)
        #expect(FixTrees.take(text) == nil)
    }
}
