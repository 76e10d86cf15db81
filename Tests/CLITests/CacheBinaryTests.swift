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
        options = LintOptions()
        options.cacheSizeLimit = 500 << 10
        #expect(try CommandParser.parse(["--cache-max-size", "500K"]) == .lint(options))
        #expect(try CommandParser.cacheSize("200", from: "x") == 200 << 20)
        #expect(try CommandParser.cacheSize("1GB", from: "x") == 1 << 30)
        // A trailing B alone is bytes, not the default megabytes (500B was 500 MiB).
        #expect(try CommandParser.cacheSize("500B", from: "x") == 500)
        #expect(try CommandParser.cacheSize("64kb", from: "x") == 64 << 10)
        for wrong in ["", "0", "-5M", "5X", "M", "+", "99999999999G"] {
            #expect(throws: UsageError.self, "\(wrong)") { try CommandParser.cacheSize(wrong, from: "--cache-max-size") }
        }
    }

    /// Files two months old in `folder`'s `results/`, `entries/` and `manifests/`: what a prune
    /// of a folder it takes for a cache would delete.
    static func plantOldFiles(in folder: URL) throws -> [String] {
        let names = ["results/00000000000000000000000000000000", "entries/draft.txt", "manifests/plan/old.txt"]
        for name in names {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("mine\n".utf8).write(to: url)
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-60 * 24 * 3600)], ofItemAtPath: url.path)
        }
        return names
    }

    @Test func cacheDirDotIsRefusedWithAWarningAndNothingIsDeleted() throws {
        let folder = try Self.examplesCopy()
        defer { BinaryTests.remove(folder) }
        let names = try Self.plantOldFiles(in: folder)
        let expected = try BinaryTests.run(["--no-cache", "Examples"], in: folder)
        let run = try BinaryTests.run(["--cache-dir", ".", "Examples"], in: folder)
        #expect(run.status == expected.status)
        let warning = "\(folder.standardizedFileURL.path): warning: cache not used: it holds files tiplint did not write"
        #expect(run.output.contains(warning))
        // The warning is tiplint's own, counted apart in the summary: the rest is the run's without a cache.
        let rest = run.output.replacingOccurrences(of: #"(?m)^.*cache not used.*\n"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: "; 1 warning from tiplint itself, not counted as a finding", with: "")
        #expect(rest == expected.output)
        for name in names { #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), "\(name)") }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".gitignore").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("CACHEDIR.TAG").path))
    }

    @Test func aLinkPlantedInASharedCacheIsNotFollowed() throws {
        let folder = try Self.examplesCopy()
        defer { BinaryTests.remove(folder) }
        let shared = folder.appendingPathComponent("shared")
        let victim = folder.appendingPathComponent("victim")
        let names = try Self.plantOldFiles(in: victim)
        _ = try BinaryTests.run(["--cache-dir", shared.path, "Examples"], in: folder)
        try FileManager.default.removeItem(at: shared.appendingPathComponent("entries"))
        try FileManager.default.removeItem(at: shared.appendingPathComponent("last-prune"))
        try FileManager.default.createSymbolicLink(at: shared.appendingPathComponent("entries"), withDestinationURL: victim.appendingPathComponent("entries"))
        let run = try BinaryTests.run(
            ["TIPLINT_CACHE_DIR=\(shared.path)", BinaryTests.binary.path, "--format", "json", "Examples"], in: folder,
            executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(run.output.contains("cache not used: it is a symbolic link"))
        for name in names { #expect(FileManager.default.fileExists(atPath: victim.appendingPathComponent(name).path), "\(name)") }
    }

    @Test func theCacheSecretIsKeptWhereTheEnvironmentSays() throws {
        let folder = try Self.examplesCopy()
        defer { BinaryTests.remove(folder) }
        let keys = folder.appendingPathComponent("keys")
        let expected = try BinaryTests.run(["--no-cache", "Examples"], in: folder)
        let run = try BinaryTests.run(
            ["TIPLINT_CACHE_KEY_DIR=\(keys.path)", BinaryTests.binary.path, "Examples"], in: folder,
            executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(run.output == expected.output)
        let key = try String(contentsOf: keys.appendingPathComponent("key"), encoding: .utf8)
        #expect(key.count == 33)
        // Nothing of it is in the cache folder, which a CI may restore from elsewhere.
        let cache = folder.appendingPathComponent(".tiplint-cache")
        for case let name as String in FileManager.default.enumerator(atPath: cache.path)! {
            let data = try? Data(contentsOf: cache.appendingPathComponent(name))
            #expect(data.map { !String(decoding: $0, as: UTF8.self).contains(key.prefix(32)) } ?? true, "\(name)")
        }
    }

    @Test func cacheMaxSizeDeletesTheOldestFiles() throws {
        let folder = try Self.examplesCopy()
        defer { BinaryTests.remove(folder) }
        let cache = folder.appendingPathComponent("cache")
        _ = try BinaryTests.run(["--cache-dir", cache.path, "Examples"], in: folder)
        let entries = cache.appendingPathComponent("entries").path
        let current = try FileManager.default.contentsOfDirectory(atPath: entries)
        // Yesterday's entries of edits since made, 1 MB each.
        let stale = (0..<4).map { cache.appendingPathComponent("entries/\(String(repeating: "\($0)", count: 32))") }
        for url in stale {
            try Data(count: 1 << 20).write(to: url)
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-20 * 3600)], ofItemAtPath: url.path)
        }
        // An edit: the run writes an entry and a result, and then checks the folder's size.
        let file = folder.appendingPathComponent("Examples/NotesApp/Sources/NotesApp.swift")
        try Data((try String(contentsOf: file, encoding: .utf8) + "\n").utf8).write(to: file)
        let run = try BinaryTests.run(["--cache-dir", cache.path, "--cache-max-size", "2M", "Examples"], in: folder)
        #expect(run.error.isEmpty)
        #expect(stale.filter { FileManager.default.fileExists(atPath: $0.path) }.count <= 1)
        // The newer files are kept.
        #expect(Set(current).isSubset(of: try FileManager.default.contentsOfDirectory(atPath: entries)))
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
