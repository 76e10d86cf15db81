import Foundation
import Testing
@testable import TipLintCore
import TipLintRules

/// The counts a lint run reports while it analyses files on several threads.
@Suite struct LintProgressTests {
    /// Every (analysed, total) the run reported, in the order it was told.
    final class Reports: @unchecked Sendable {
        private let lock = NSLock()
        private var reports: [(analysed: Int, total: Int)] = []
        func add(_ analysed: Int, _ total: Int) {
            lock.lock()
            reports.append((analysed, total))
            lock.unlock()
        }
        var all: [(analysed: Int, total: Int)] {
            lock.lock()
            defer { lock.unlock() }
            return reports
        }
    }

    @Test(arguments: [1, 2])
    func countsRiseOneByOneToTheTotal(jobs: Int) throws {
        let root = try FactsCacheTests.generatedTree()
        let cache = FactsCacheTests.temporaryCache()
        defer {
            try? FileManager.default.removeItem(atPath: root)
            try? FileManager.default.removeItem(atPath: cache)
        }
        // Cold, then warm from the cache's entries: both count every file. (A run served whole
        // from a stored result analyses nothing, so it has no progress to show.)
        for _ in 0..<2 {
            FactsCacheTests.removeStoredResults(cache)
            let reports = Reports()
            let outcome = try LintSession(rules: allRules, workingFolder: root).lint(
                LintRequest(jobs: jobs, cacheFolder: cache, progress: { reports.add($0, $1) }),
                configuration: try Configuration.load(path: root + "/.lintconfig.yml", relativeTo: root, rules: allRules))
            let all = reports.all
            #expect(all.map(\.analysed) == Array(1...max(1, all.count)))
            #expect(Set(all.map(\.total)) == [outcome.result.fileCount])
            #expect(all.last?.analysed == outcome.result.fileCount)
        }
    }

    @Test func namedFilesCountTheirProjectsContextToo() throws {
        let root = try FactsCacheTests.generatedTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let reports = Reports()
        let outcome = try LintSession(rules: allRules, workingFolder: root).lint(
            LintRequest(paths: ["App0/Feature0/Screens/Tip0.swift"], jobs: 2, progress: { reports.add($0, $1) }),
            configuration: try Configuration.load(path: root + "/.lintconfig.yml", relativeTo: root, rules: allRules))
        #expect(outcome.result.fileCount == 1)
        let all = reports.all
        #expect(all.count > 1)
        #expect(all.map(\.analysed) == Array(1...max(1, all.count)))
        #expect(all.last.map { $0.analysed == $0.total } == true)
    }
}
