import Foundation
import Testing
@testable import tiplint

/// The facts cache as people meet it: where the binary puts it, how it is turned off, and two
/// runs sharing it at once.
@Suite struct CacheBinaryTests {
    /// A copy of the sample apps with the repository's configuration, in a temporary folder.
    static func examplesCopy() throws -> URL {
        let folder = try BinaryTests.temporaryFolder([:])
        try FileManager.default.copyItem(
            at: BinaryTests.packageRoot.appendingPathComponent("Examples"), to: folder.appendingPathComponent("Examples"))
        try FileManager.default.copyItem(
            at: BinaryTests.packageRoot.appendingPathComponent(".lintconfig.yml"), to: folder.appendingPathComponent(".lintconfig.yml"))
        return folder
    }

    @Test func theCacheSitsBesideTheConfigurationAndIgnoresItself() throws {
        let folder = try Self.examplesCopy()
        defer { BinaryTests.remove(folder) }
        let expected = try BinaryTests.run(["--no-cache", "--format", "json"], in: folder.appendingPathComponent("Examples"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".tiplint-cache").path))
        for _ in 0..<2 {
            let run = try BinaryTests.run(["--format", "json"], in: folder.appendingPathComponent("Examples"))
            #expect(run.output == expected.output)
            #expect(run.status == expected.status)
        }
        let cache = folder.appendingPathComponent(".tiplint-cache")
        #expect(try String(contentsOf: cache.appendingPathComponent(".gitignore"), encoding: .utf8).contains("\n*\n"))
        #expect(FileManager.default.fileExists(atPath: cache.appendingPathComponent("CACHEDIR.TAG").path))
        // The cache's own files are never linted.
        #expect(!expected.output.contains(".tiplint-cache"))
    }

    @Test func cacheDirAndTheEnvironmentChooseTheFolder() throws {
        let folder = try Self.examplesCopy()
        defer { BinaryTests.remove(folder) }
        let expected = try BinaryTests.run(["--no-cache", "Examples"], in: folder)
        let chosen = folder.appendingPathComponent("chosen")
        #expect(try BinaryTests.run(["--cache-dir", "chosen", "Examples"], in: folder).output == expected.output)
        #expect(FileManager.default.fileExists(atPath: chosen.appendingPathComponent("CACHEDIR.TAG").path))
        let fromEnvironment = folder.appendingPathComponent("from-environment")
        let run = try BinaryTests.run(
            ["TIPLINT_CACHE_DIR=\(fromEnvironment.path)", BinaryTests.binary.path, "Examples"], in: folder,
            executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(run.output == expected.output)
        #expect(FileManager.default.fileExists(atPath: fromEnvironment.appendingPathComponent("entries").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".tiplint-cache").path))
    }

    @Test func twoRunsAtOnceShareTheCacheWithoutDamage() throws {
        let folder = try Self.examplesCopy()
        defer { BinaryTests.remove(folder) }
        let expected = try BinaryTests.run(["--no-cache", "--format", "json"], in: folder)
        for round in 0..<3 {
            // Cold the first time (both write every entry), then warm with one file changed.
            if round > 0 {
                let file = folder.appendingPathComponent("Examples/NotesApp/Sources/NotesApp.swift")
                try Data((try String(contentsOf: file, encoding: .utf8)).utf8).write(to: file)
            }
            let runs = UnsafeSendableBox<[BinaryTests.Run?]>([nil, nil])
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                let run = try? BinaryTests.run(["--format", "json", "--jobs", "\(index + 1)"], in: folder)
                runs.update { $0[index] = run }
            }
            for run in runs.value { #expect(run?.output == expected.output) }
        }
        #expect(try BinaryTests.run(["--format", "json"], in: folder).output == expected.output)
    }

    @Test func cacheFlagsParse() throws {
        var options = LintOptions()
        options.cacheFolder = "/tmp/c"
        #expect(try CommandParser.parse(["--cache-dir", "/tmp/c"]) == .lint(options))
        options = LintOptions()
        options.noCache = true
        #expect(try CommandParser.parse(["lint", "--no-cache"]) == .lint(options))
        #expect(throws: UsageError.self) { try CommandParser.parse(["--cache-dir"]) }
    }
}

/// A value several threads update under a lock.
final class UnsafeSendableBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.lock(); defer { lock.unlock() }; return stored }
    func update(_ change: (inout Value) -> Void) { lock.lock(); change(&stored); lock.unlock() }
}
