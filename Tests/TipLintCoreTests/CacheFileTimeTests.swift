import Foundation
import Testing
@testable import TipLintCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's modification time is input a repository controls (an archive keeps any time): no
/// time may trap, and no time may make a changed file look like the one the cache recorded.
@Suite struct CacheFileTimeTests {
    typealias Cache = FactsCacheTests

    /// Sets a file's modification time to exactly `seconds` + `nanoseconds` since 1970.
    static func setTime(_ path: String, seconds: Int, nanoseconds: Int) throws {
        var times = [timespec(tv_sec: seconds, tv_nsec: nanoseconds), timespec(tv_sec: seconds, tv_nsec: nanoseconds)]
        let status = times.withUnsafeMutableBufferPointer { utimensat(AT_FDCWD, path, $0.baseAddress, 0) }
        try #require(status == 0, "utimensat failed on \(path)")
    }

    static func project(title: String) throws -> (root: String, file: String) {
        let root = Cache.temporaryCache() + "-times"
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        try Data("rules:\n  title-length:\n    max-length: 20\n".utf8).write(to: URL(fileURLWithPath: root + "/.lintconfig.yml"))
        let file = root + "/App/Tips.swift"
        try Data(Self.source(title: title).utf8).write(to: URL(fileURLWithPath: file))
        return (root, file)
    }

    /// `padding` spaces after the declaration keep a shorter title's file the same size.
    static func source(title: String, padding: Int = 0) -> String {
        "import TipKit\n\nstruct LongTip: Tip {\n    var title: Text { Text(\"\(title)\") }\n}\(String(repeating: " ", count: padding))\n"
    }

    @Test func aFileDatedPastTheYear2262IsLintedColdAndWarm() throws {
        let long = "A title much longer than twenty"
        let (root, file) = try Self.project(title: long)
        let cache = Cache.temporaryCache()
        defer { for path in [root, cache] { try? FileManager.default.removeItem(atPath: path) } }
        // 2400-01-01: nanoseconds since 1970 no longer fit in 64 bits.
        try Self.setTime(file, seconds: 13_569_465_600, nanoseconds: 0)
        let expected = try Cache.lint(root, cache: nil).result.findings
        #expect(expected.map(\.ruleID) == ["title-length"])
        #expect(try Cache.lint(root, cache: cache).result.findings == expected)
        #expect(try Cache.lint(root, cache: cache).result.findings == expected)
        // Another time past 2262 is another stamp: the edited file (same size) is read again.
        try Data(Self.source(title: "Fits", padding: long.count - 4).utf8).write(to: URL(fileURLWithPath: file))
        try Self.setTime(file, seconds: 13_569_465_601, nanoseconds: 0)
        let fresh = try Cache.lint(root, cache: nil).result.findings
        #expect(fresh.isEmpty)
        #expect(try Cache.lint(root, cache: cache).result.findings == fresh)
    }

    /// A file read within the racy window is recorded with an untrusted time; a later file whose
    /// real time is one nanosecond before 1970 (what `-1` used to mean) must not match it.
    @Test func anUntrustedRecordMatchesNoRealTime() throws {
        let long = "A title much longer than twenty"
        let (root, file) = try Self.project(title: long)
        let cache = Cache.temporaryCache()
        defer { for path in [root, cache] { try? FileManager.default.removeItem(atPath: path) } }
        // Written just now: recorded as untrusted.
        #expect(try Cache.lint(root, cache: cache).result.findings.map(\.ruleID) == ["title-length"])
        // Same size, a title that fits, dated one nanosecond before 1970.
        try Data(Self.source(title: "Fits", padding: long.count - 4).utf8).write(to: URL(fileURLWithPath: file))
        try Self.setTime(file, seconds: -1, nanoseconds: 999_999_999)
        let fresh = try Cache.lint(root, cache: nil).result.findings
        #expect(fresh.isEmpty)
        #expect(try Cache.lint(root, cache: cache).result.findings == fresh)
    }
}
