import Foundation
import Testing
@testable import TipLintCore
import TipLintRules

/// The stamps a stored result keeps (`RunStamps`): a run whose files all have the stamps
/// recorded there is served without reading the manifest or any file, and every change that
/// could change a finding (a file replaced with the same size and time, a file moved to
/// another app project) still makes the run go file by file.
@Suite struct RunStampsTests {
    typealias Tree = FactsCacheTests

    @Test func theBlockReadsBackWhatWasWrittenAndNothingShorter() {
        let stamps = RunStamps(
            identity: ContentHash(low: 1, high: 2),
            records: [
                RunStamps.Record(stamp: FileStamp(size: 10, modified: -1), inode: 7, content: ContentHash(low: 3, high: 4)),
                RunStamps.Record(stamp: FileStamp(size: 1 << 40, modified: 1_700_000_000_123_456_789), inode: .max, content: ContentHash(low: .max, high: 0)),
            ])
        var data = Data()
        stamps.append(to: &data)
        data.append(contentsOf: [9, 9])
        #expect(data.count == RunStamps.headerSize + 2 * RunStamps.recordSize + 2)
        let read = data.withUnsafeBytes { RunStamps.read($0) }
        #expect(read?.0 == stamps)
        #expect(read?.length == data.count - 2)
        let truncated = data.prefix(RunStamps.headerSize + RunStamps.recordSize + 5)
        #expect(truncated.withUnsafeBytes { RunStamps.read($0) } == nil)
        #expect(Data([1, 2, 3]).withUnsafeBytes { RunStamps.read($0) } == nil)
    }

    /// The identity covers every file's paths, kind, project and role, in order.
    @Test func theIdentityChangesWithAnyPartOfAnyFile() {
        let file = SourceFile(displayPath: "A/B.swift", rootRelativePath: "A/B.swift", absolutePath: "/r/A/B.swift", project: "/r/A")
        let base = RunStamps.identity(of: [(file, true)])
        var variants: [[(file: SourceFile, isTarget: Bool)]] = [[(file, false)], [(file, true), (file, true)], []]
        for change in 0..<5 {
            var other = file
            switch change {
            case 0: other.displayPath = "B.swift"
            case 1: other.rootRelativePath = "/r/A/B.swift"
            case 2: other.absolutePath = "/s/A/B.swift"
            case 3: other.project = ""
            default: other.kind = .markdown
            }
            variants.append([(other, true)])
        }
        for variant in variants { #expect(RunStamps.identity(of: variant) != base) }
        #expect(RunStamps.identity(of: [(file, true)]) == base)
    }

    /// Served from the stored result's stamps alone: a manifest that does not read back is not
    /// even looked at, and no file is read.
    @Test func aServedRunNeedsNoManifest() throws {
        let root = try Tree.generatedTree()
        let cache = Tree.temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: cache) }
        let expected = Tree.summary(try Tree.lint(root, cache: cache).result)
        for name in try FileManager.default.contentsOfDirectory(atPath: cache + "/manifests") {
            try Data("not a manifest\n".utf8).write(to: URL(fileURLWithPath: cache + "/manifests/" + name))
        }
        let served = try Tree.lint(root, cache: cache)
        #expect(served.statistics == FactsCache.Statistics(resultsRead: 1))
        #expect(Tree.summary(served.result) == expected)
    }

    /// A file touched just now (its time within `racyWindow` of the run) is read and hashed and
    /// the stored result serves; its new time would match no later `stat`, so neither the stored
    /// result nor the manifest is written again, and the next run hashes it again. An edit made
    /// just after is still seen.
    @Test func aFileTouchedJustNowIsHashedAndNothingIsRewritten() throws {
        let root = try Tree.generatedTree()
        let cache = Tree.temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: cache) }
        let expected = Tree.summary(try Tree.lint(root, cache: cache).result)
        #expect(try Tree.lint(root, cache: cache).statistics == FactsCache.Statistics(resultsRead: 1))
        func stored() throws -> [String: Data] {
            var files: [String: Data] = [:]
            for folder in ["results", "manifests"] {
                for name in try FileManager.default.contentsOfDirectory(atPath: cache + "/" + folder) {
                    files[folder + "/" + name] = try Data(contentsOf: URL(fileURLWithPath: cache + "/" + folder + "/" + name))
                }
            }
            return files
        }
        let before = try stored()
        let touched = root + "/App0/Feature0/Screens/Tip0.swift"
        for _ in 0..<2 {
            try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: touched)
            let run = try Tree.lint(root, cache: cache)
            #expect(run.statistics == FactsCache.Statistics(filesRead: 1, resultsRead: 1))
            #expect(Tree.summary(run.result) == expected)
            #expect(try stored() == before)
        }
        let text = try String(contentsOfFile: touched, encoding: .utf8)
        try Data((text + "\n// edited\n").utf8).write(to: URL(fileURLWithPath: touched))
        let edited = try Tree.lint(root, cache: cache)
        #expect(edited.statistics?.resultsRead == 0)
        #expect(Tree.summary(edited.result) == Tree.summary(try Tree.lint(root, cache: nil).result))
    }

    /// A file replaced by another of the same size and modification time (written elsewhere,
    /// its time set back, renamed over it: a new inode) is read again, not taken for the old one.
    @Test func aFileReplacedWithTheSameSizeAndTimeIsReadAgain() throws {
        let root = try Tree.generatedTree()
        let cache = Tree.temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: cache) }
        _ = try Tree.lint(root, cache: cache)
        let path = root + "/App0/Feature0/Screens/Tip0.swift"
        let old = try String(contentsOfFile: path, encoding: .utf8)
        let long = "Text(\"A title that is much too long to fit the callout of number 0\")"
        #expect(old.contains(long))
        let short = "Text(\"Short title\")"
        // Padded to the same size with spaces after the title's expression.
        let new = old.replacingOccurrences(of: long, with: short + String(repeating: " ", count: long.utf8.count - short.utf8.count))
        #expect(new.utf8.count == old.utf8.count)
        let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as! Date
        let temporary = root + "/App0/replacement.tmp"
        try Data(new.utf8).write(to: URL(fileURLWithPath: temporary))
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: temporary)
        #expect(rename(temporary, path) == 0)
        let run = try Tree.lint(root, cache: cache)
        #expect(run.statistics?.resultsRead == 0)
        #expect(!run.result.findings.contains { $0.location.path.hasSuffix("Tip0.swift") && $0.ruleID == "title-length" })
        #expect(Tree.summary(run.result) == Tree.summary(try Tree.lint(root, cache: nil).result))
    }

    /// An Xcode project made in a folder moves the files below it to another app project: no
    /// file's stamp changed, the run is not served the old result.
    @Test func aFileMovedToAnotherProjectIsNotServedTheOldResult() throws {
        let root = try Tree.generatedTree()
        let cache = Tree.temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: cache) }
        _ = try Tree.lint(root, cache: cache)
        #expect(try Tree.lint(root, cache: cache).statistics?.resultsRead == 1)
        try FileManager.default.createDirectory(atPath: root + "/App1/App1.xcodeproj", withIntermediateDirectories: true)
        let run = try Tree.lint(root, cache: cache)
        #expect(run.statistics?.resultsRead == 0)
        #expect(Tree.summary(run.result) == Tree.summary(try Tree.lint(root, cache: nil).result))
        #expect(try Tree.lint(root, cache: cache).statistics?.resultsRead == 1)
    }
}
