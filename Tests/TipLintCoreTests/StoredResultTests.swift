import Foundation
import Testing
@testable import TipLintCore
import TipLintRules

/// A whole run's stored result (`FactsCache+Results`) serves only a run that would compute the
/// same result: any change to a file's content, to the set of files or to the configuration
/// makes the run go file by file again, and a damaged result is ignored and rewritten.
@Suite struct StoredResultTests {
    typealias Tree = FactsCacheTests

    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// Every field comes back, the fixes' `#if` layouts (which reports leave out) included.
    @Test func aServedResultIsTheComputedResultFieldForField() throws {
        let root = Tree.packageRoot
        let cache = Tree.temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let computed = try Tree.lint(root, inputs: ["Examples"], cache: cache).result
        #expect(computed.findings.contains { $0.fix?.gating != nil })
        #expect(!computed.sourceLines.isEmpty)
        let served = try Tree.lint(root, inputs: ["Examples"], cache: cache)
        #expect(served.statistics?.resultsRead == 1)
        #expect(served.result == computed)
        #expect(served.result == (try Tree.lint(root, inputs: ["Examples"], cache: nil).result))
    }

    @Test func aChangedConfigurationIsNotServedTheOldResult() throws {
        let root = try Tree.generatedTree()
        let cache = Tree.temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: cache) }
        let first = try Tree.lint(root, cache: cache)
        #expect(first.result.findings.contains { $0.ruleID == "title-length" })
        #expect(try Tree.lint(root, cache: cache).statistics?.resultsRead == 1)
        // A rule option only: the files' facts are the same, the findings are not.
        try Self.write("rules:\n  title-length:\n    max-length: 200\n", to: root + "/.lintconfig.yml")
        let longer = try Tree.lint(root, cache: cache)
        #expect(longer.statistics?.resultsRead == 0)
        #expect(longer.statistics?.analysed == 0)
        #expect(!longer.result.findings.contains { $0.ruleID == "title-length" })
        #expect(Tree.summary(longer.result) == Tree.summary(try Tree.lint(root, cache: nil).result))
        // A severity.
        try Self.write("rules:\n  title-length:\n    max-length: 40\n    severity: error\n", to: root + "/.lintconfig.yml")
        let severe = try Tree.lint(root, cache: cache)
        #expect(severe.statistics?.resultsRead == 0)
        #expect(severe.result.findings.contains { $0.ruleID == "title-length" && $0.severity == .error })
    }

    @Test func aFileAddedOrRemovedIsNotServedTheOldResult() throws {
        let root = try Tree.generatedTree()
        let cache = Tree.temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: cache) }
        let before = try Tree.lint(root, cache: cache).result
        // A file that only a second look finds (it names a tip): new facts, a new finding.
        let added = root + "/App1/Extra.swift"
        try Self.write("func finish() { FeatureTip0.finished = true }\nenum Extra { static let flag = 1 }\n", to: added)
        let withFile = try Tree.lint(root, cache: cache)
        #expect(withFile.statistics?.resultsRead == 0)
        #expect(withFile.result.fileCount == before.fileCount + 1)
        #expect(Tree.summary(withFile.result) == Tree.summary(try Tree.lint(root, cache: nil).result))
        try FileManager.default.removeItem(atPath: added)
        let without = try Tree.lint(root, cache: cache)
        #expect(Tree.summary(without.result) == Tree.summary(before))
    }

    @Test(arguments: ["truncated", "garbage", "other key", "empty"])
    func aDamagedStoredResultIsIgnoredAndRewritten(damage: String) throws {
        let root = try Tree.generatedTree()
        let cache = Tree.temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: cache) }
        let expected = Tree.summary(try Tree.lint(root, cache: cache).result)
        let folder = cache + "/results"
        // The stored result and the root's identifier hashes (`FactsCache+SecondPass`): both damaged.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(names.count == 2)
        for name in names {
            let path = folder + "/" + name
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let damaged: Data
            switch damage {
            case "truncated": damaged = data.prefix(data.count / 2)
            case "garbage": damaged = Data((0..<data.count).map { UInt8(truncatingIfNeeded: $0 &* 17 &+ 3) })
            case "other key":
                // A well-formed result sealed for another run.
                let header = String(decoding: data.prefix(while: { $0 != UInt8(ascii: "\n") }), as: UTF8.self).split(separator: " ")
                damaged = Data(String(decoding: data, as: UTF8.self).replacingOccurrences(of: String(header[2]), with: String(repeating: "0", count: 32)).utf8)
            default: damaged = Data()
            }
            try damaged.write(to: URL(fileURLWithPath: path))
        }
        let run = try Tree.lint(root, cache: cache)
        #expect(Tree.summary(run.result) == expected)
        #expect(run.statistics?.resultsRead == 0)
        let again = try Tree.lint(root, cache: cache)
        #expect(again.statistics?.resultsRead == 1, "rewritten")
        #expect(Tree.summary(again.result) == expected)
    }

    @Test func theFingerprintNamesEverySettingAndNotTheOrderOfDictionaries() throws {
        let text = "gates: [DEBUG, INTERNAL]\nrules:\n  title-length:\n    max-length: 40\n  simultaneous-tips: off\n"
        func fingerprint(_ text: String) throws -> ContentHash {
            try Configuration.parse(text, path: "/p/.lintconfig.yml", root: "/p", rules: allRules).fingerprint
        }
        let base = try fingerprint(text)
        // Parsed again: the rules dictionary iterates in another order, the fingerprint does not change.
        #expect(try fingerprint(text) == base)
        for changed in [
            "gates: [DEBUG]\nrules:\n  title-length:\n    max-length: 40\n  simultaneous-tips: off\n",
            "gates: [DEBUG, INTERNAL]\nrules:\n  title-length:\n    max-length: 41\n  simultaneous-tips: off\n",
            "gates: [DEBUG, INTERNAL]\nrules:\n  title-length:\n    max-length: 40\n",
            "gates: [DEBUG, INTERNAL]\nexclude: [\"**/Old/**\"]\nrules:\n  title-length:\n    max-length: 40\n  simultaneous-tips: off\n",
            "gates: [DEBUG, INTERNAL]\nrules:\n  title-length:\n    max-length: 40\n    severity: error\n  simultaneous-tips: off\n",
        ] {
            #expect(try fingerprint(changed) != base, "\(changed)")
        }
    }
}
