import Foundation
import Testing
@testable import TipLintCore
import TipLintRules

/// The cache folder is input the repository or another user may control (issue 20): a link in
/// it must send no write or delete elsewhere, a folder tiplint did not make is not taken for a
/// cache, oversized files are not read, and the folder stays under its size limit.
@Suite struct CacheTrustTests {
    typealias Cache = FactsCacheTests

    /// A folder of a user's with files two months old, some in a subfolder: what a prune that
    /// followed a link would delete.
    static func victim() throws -> String {
        let folder = Cache.temporaryCache() + "-victim"
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        let old = Date().addingTimeInterval(-60 * 24 * 3600)
        for name in ["notes.txt", "0123456789abcdef0123456789abcdef", "sub/kept.txt"] {
            try Data("mine\n".utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: folder + "/" + name)
        }
        return folder
    }

    static func victimFiles(_ folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
    }

    static func warnings(_ result: LintResult) -> [String] {
        result.notifications.filter { $0.message.hasPrefix("cache not used") }.map { "\($0.path): \($0.message)" }
    }

    /// Whether a run read nothing from its cache: no file hashed for it, no entry, no result.
    static func usedNothing(_ statistics: FactsCache.Statistics?) -> Bool {
        guard let statistics else { return false }
        return statistics.filesRead == 0 && statistics.entriesRead == 0 && statistics.resultsRead == 0 && statistics.analysed == 0
    }

    /// The findings of a run without a cache, to compare the refused runs with.
    static func uncached(_ root: String) throws -> [Finding] {
        try Cache.lint(root, cache: nil).result.findings
    }

    @Test(arguments: ["entries", "manifests", "results"])
    func aSubfolderThatIsALinkIsNotUsedAndItsTargetIsUntouched(subfolder: String) throws {
        let root = try Cache.generatedTree()
        let cache = Cache.temporaryCache()
        let victim = try Self.victim()
        defer { for path in [root, cache, victim] { try? FileManager.default.removeItem(atPath: path) } }
        _ = try Cache.lint(root, cache: cache)
        try FileManager.default.removeItem(atPath: cache + "/" + subfolder)
        try FileManager.default.createSymbolicLink(atPath: cache + "/" + subfolder, withDestinationPath: victim)
        // Prune is due.
        try FileManager.default.removeItem(atPath: cache + "/last-prune")
        let before = Self.victimFiles(victim)
        let run = try Cache.lint(root, cache: cache)
        #expect(Self.victimFiles(victim) == before)
        #expect(Self.warnings(run.result) == ["\(cache)/\(subfolder): cache not used: it is a symbolic link; remove it or name another folder with --cache-dir or TIPLINT_CACHE_DIR"])
        #expect(run.result.findings == (try Self.uncached(root)))
        #expect(Self.usedNothing(run.statistics))
    }

    @Test func aCacheFolderThatIsALinkIsNotUsedAndNothingIsWrittenIntoItsTarget() throws {
        let root = try Cache.generatedTree()
        let victim = try Self.victim()
        defer { for path in [root, victim] { try? FileManager.default.removeItem(atPath: path) } }
        let cache = root + "/.tiplint-cache"
        try FileManager.default.createSymbolicLink(atPath: cache, withDestinationPath: victim)
        let before = Self.victimFiles(victim)
        let run = try Cache.lint(root, cache: cache)
        #expect(Self.victimFiles(victim) == before)
        #expect(Self.warnings(run.result).count == 1)
        #expect(Self.warnings(run.result).first?.contains("is a symbolic link") == true)
        #expect(run.result.findings == (try Self.uncached(root)))
    }

    @Test func aFolderTiplintDidNotMakeIsRefusedAndNothingInItIsDeleted() throws {
        // `--cache-dir .`: the project itself, with old files under `results/` and `entries/`.
        let root = try Cache.generatedTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let old = Date().addingTimeInterval(-60 * 24 * 3600)
        for name in ["results/00000000000000000000000000000000", "entries/report.txt", "manifests/plan.txt"] {
            try FileManager.default.createDirectory(atPath: root + "/" + (name as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("mine\n".utf8).write(to: URL(fileURLWithPath: root + "/" + name))
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: root + "/" + name)
        }
        let before = Self.victimFiles(root)
        let run = try Cache.lint(root, cache: root)
        #expect(Self.victimFiles(root) == before)
        #expect(!FileManager.default.fileExists(atPath: root + "/.gitignore"))
        #expect(Self.warnings(run.result) == [
            "\(root): cache not used: it holds files tiplint did not write (no CACHEDIR.TAG of tiplint's); name a new or empty folder with --cache-dir or TIPLINT_CACHE_DIR"
        ])
        #expect(run.result.findings == (try Self.uncached(root)))
    }

    @Test func anEmptyFolderBecomesACacheAndAnotherProgramsCacheDoesNot() throws {
        let root = try Cache.generatedTree()
        let cache = Cache.temporaryCache()
        defer { for path in [root, cache] { try? FileManager.default.removeItem(atPath: path) } }
        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
        let run = try Cache.lint(root, cache: cache)
        #expect(Self.warnings(run.result).isEmpty)
        #expect(FileManager.default.fileExists(atPath: cache + "/CACHEDIR.TAG"))
        #expect(try Cache.lint(root, cache: cache).statistics?.resultsRead == 1)
        try Data("Signature: 8a477f597d28d172789f06886806bc55\n# Another tool's.\n".utf8)
            .write(to: URL(fileURLWithPath: cache + "/CACHEDIR.TAG"))
        #expect(Self.warnings(try Cache.lint(root, cache: cache).result).first?.contains("another program's CACHEDIR.TAG") == true)
    }

    @Test func aFolderOthersMayWriteOrOwnIsNotUsed() throws {
        let root = try Cache.generatedTree()
        let cache = Cache.temporaryCache()
        defer { for path in [root, cache] { try? FileManager.default.removeItem(atPath: path) } }
        _ = try Cache.lint(root, cache: cache)
        try FileManager.default.setAttributes([.posixPermissions: 0o775], ofItemAtPath: cache + "/entries")
        let groupWritable = try Cache.lint(root, cache: cache)
        #expect(Self.warnings(groupWritable.result) == [
            "\(cache)/entries: cache not used: it is writable by its group or others (mode 775); make it writable by you alone (chmod go-w) or name another folder with --cache-dir or TIPLINT_CACHE_DIR"
        ])
        #expect(Self.usedNothing(groupWritable.statistics))
        #expect(groupWritable.result.findings == (try Self.uncached(root)))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: cache + "/entries")
        // Another user's folder (only root can give a folder away).
        guard geteuid() == 0 else { return }
        try FileManager.default.setAttributes([.ownerAccountID: 65534], ofItemAtPath: cache)
        #expect(Self.warnings(try Cache.lint(root, cache: cache).result).first?.contains("belongs to another user (uid 65534)") == true)
    }

    @Test func anEntryLargerThanItsFileCouldMakeIsNotRead() throws {
        let root = try Cache.generatedTree()
        let cache = Cache.temporaryCache()
        defer { for path in [root, cache] { try? FileManager.default.removeItem(atPath: path) } }
        let expected = Cache.summary(try Cache.lint(root, cache: cache).result)
        Cache.removeStoredResults(cache)
        // Every entry padded to 2 MB and sealed again, as anyone who can write the cache can:
        // still a valid entry, but no small source file makes one that large.
        let entries = cache + "/entries"
        for name in try FileManager.default.contentsOfDirectory(atPath: entries) {
            let data = try Data(contentsOf: URL(fileURLWithPath: entries + "/" + name))
            let key = ContentHash(hex: name)!
            let payload = FactsCache.unsealed(data, magic: FactsCache.entryMagic, key: key)! + Data(repeating: 0x20, count: 2 << 20)
            try FactsCache.sealed(payload, magic: FactsCache.entryMagic, key: key).write(to: URL(fileURLWithPath: entries + "/" + name))
        }
        let run = try Cache.lint(root, cache: cache)
        #expect(Cache.summary(run.result) == expected)
        #expect(run.statistics?.entriesRead == 0)
    }

    @Test func anEntryThatIsALinkIsNeitherFollowedNorDeletedThrough() throws {
        let root = try Cache.generatedTree()
        let cache = Cache.temporaryCache()
        let elsewhere = cache + "-elsewhere"
        defer { for path in [root, cache, elsewhere] { try? FileManager.default.removeItem(atPath: path) } }
        let expected = Cache.summary(try Cache.lint(root, cache: cache).result)
        Cache.removeStoredResults(cache)
        // Each entry moved out of the cache, a link to it left in its place, all of them old.
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        let old = Date().addingTimeInterval(-60 * 24 * 3600)
        let names = try FileManager.default.contentsOfDirectory(atPath: cache + "/entries")
        for name in names {
            try FileManager.default.moveItem(atPath: cache + "/entries/" + name, toPath: elsewhere + "/" + name)
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: elsewhere + "/" + name)
            try FileManager.default.createSymbolicLink(atPath: cache + "/entries/" + name, withDestinationPath: elsewhere + "/" + name)
        }
        try FileManager.default.removeItem(atPath: cache + "/last-prune")
        let run = try Cache.lint(root, cache: cache)
        #expect(Cache.summary(run.result) == expected)
        #expect(run.statistics?.entriesRead == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).sorted() == names.sorted())
    }

    @Test func pastItsSizeLimitTheCacheDeletesItsOldestFilesFirst() throws {
        let root = try Cache.generatedTree()
        let cache = Cache.temporaryCache()
        defer { for path in [root, cache] { try? FileManager.default.removeItem(atPath: path) } }
        _ = try Cache.lint(root, cache: cache)
        let entries = cache + "/entries"
        let real = Set(try FileManager.default.contentsOfDirectory(atPath: entries))
        // Three old entries of 1 MB, an hour apart, oldest first; and a file that is not the cache's.
        let old = ["a", "b", "c"].map { String(repeating: $0, count: 32) }
        for (index, name) in old.enumerated() {
            try Data(count: 1 << 20).write(to: URL(fileURLWithPath: entries + "/" + name))
            try FileManager.default.setAttributes(
                [.modificationDate: Date().addingTimeInterval(Double(index - 4) * 3600)], ofItemAtPath: entries + "/" + name)
        }
        try Data(count: 1 << 20).write(to: URL(fileURLWithPath: entries + "/notes.txt"))
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-9 * 3600)], ofItemAtPath: entries + "/notes.txt")
        let total = Self.size(of: cache) - (1 << 20)
        // Room for all but the two oldest, once a tenth below the limit.
        let limit = (total - 3 << 19) * 10 / 9
        let configuration = try Configuration.load(path: root + "/.lintconfig.yml", relativeTo: root, rules: allRules)
        let facts = FactsCache(folder: cache, configuration: configuration, sizeLimit: limit)
        facts.limitSize(try #require(facts.folders))
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: entries))
        #expect(left == real.union([old[2], "notes.txt"]))
        #expect(Self.size(of: cache) - (1 << 20) <= limit)
    }

    @Test func aCacheWrittenUnderAnotherSecretMatchesNothing() throws {
        // A cache a repository ships, or one restored without the user's secret.
        let root = try Cache.generatedTree()
        let cache = Cache.temporaryCache()
        defer { for path in [root, cache] { try? FileManager.default.removeItem(atPath: path) } }
        let configuration = try Configuration.load(path: root + "/.lintconfig.yml", relativeTo: root, rules: allRules)
        func run(_ secret: String) throws -> (summary: [String], statistics: FactsCache.Statistics) {
            let facts = FactsCache(folder: cache, configuration: configuration, secret: ContentHash(secret))
            let result = try Project(configuration: configuration, rules: allRules, inputs: ["."], workingFolder: root, jobs: 2, cache: facts).lint()
            return (Cache.summary(result), facts.statistics)
        }
        let expected = try run("the forger's").summary
        #expect(try run("the forger's").statistics.resultsRead == 1)
        let mine = try run("mine")
        #expect(mine.summary == expected)
        #expect(mine.statistics.resultsRead == 0 && mine.statistics.entriesRead == 0)
        #expect(try run("mine").statistics.resultsRead == 1)
    }

    @Test func theSecretIsMadeOnceOutsideTheCacheAndWritableByItsOwnerAlone() throws {
        let base = Cache.temporaryCache()
        let folder = base + "/tiplint-key"
        defer { try? FileManager.default.removeItem(atPath: base) }
        let secret = try #require(CacheSecret.load(folder: folder))
        #expect(CacheSecret.load(folder: folder) == secret)
        #expect(try FileManager.default.attributesOfItem(atPath: folder + "/key")[.posixPermissions] as? Int == 0o600)
        // A key folder that is a link is not used: the cache is then keyed as before.
        try FileManager.default.moveItem(atPath: folder, toPath: base + "/elsewhere")
        try FileManager.default.createSymbolicLink(atPath: folder, withDestinationPath: base + "/elsewhere")
        #expect(CacheSecret.load(folder: folder) == nil)
        #expect(CacheSecret.defaultFolder(environment: ["HOME": "/home/u"]) == "/home/u/.cache/tiplint-key")
        #expect(CacheSecret.defaultFolder(environment: ["HOME": "/home/u", "XDG_CACHE_HOME": "/c"]) == "/c/tiplint-key")
        #expect(CacheSecret.defaultFolder(environment: ["TIPLINT_CACHE_KEY_DIR": "/k", "HOME": "/home/u"]) == "/k")
        #expect(CacheSecret.defaultFolder(environment: [:]) == nil)
    }

    /// Bytes of the regular files in the cache's three subfolders.
    static func size(of cache: String) -> Int64 {
        var total: Int64 = 0
        for sub in ["entries", "manifests", "results"] {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: cache + "/" + sub)) ?? [] {
                let attributes = try? FileManager.default.attributesOfItem(atPath: cache + "/" + sub + "/" + name)
                total += (attributes?[.size] as? NSNumber)?.int64Value ?? 0
            }
        }
        return total
    }
}
