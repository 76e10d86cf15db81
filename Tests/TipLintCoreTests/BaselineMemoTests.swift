import Foundation
import Testing
@testable import TipLintCore
import TipLintRules

/// The language server keeps the configured baseline between keystrokes, and reads it again
/// when the file changes or goes.
@Suite struct BaselineMemoTests {
    @Test func aBaselineIsReadAgainOnlyWhenItsFileChanges() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tiplint-memo-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let configuration = try Configuration.parse("baseline: known.json\n", path: folder + "/.lintconfig.yml", root: folder, rules: allRules)
        let path = folder + "/known.json"
        func write(_ count: Int, ageing seconds: TimeInterval) throws {
            let entries = (0..<count).map { "{\"ruleID\": \"title-length\", \"path\": \"A\($0).swift\", \"fingerprint\": \"f\($0)\", \"message\": \"m\"}" }
            try Data("{\"version\": 1, \"findings\": [\(entries.joined(separator: ","))]}".utf8).write(to: URL(fileURLWithPath: path))
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-seconds)], ofItemAtPath: path)
        }
        try write(1, ageing: 600)
        let memo = BaselineMemo()
        #expect(try memo.baseline(keyOf: configuration)?.findings.count == 1)
        // Same size and time: the kept one, even though the bytes differ underneath.
        let stamp = try #require(FileStamp(path: path))
        try Data(try Data(contentsOf: URL(fileURLWithPath: path)).map { $0 == UInt8(ascii: "0") ? UInt8(ascii: "9") : $0 })
            .write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: Double(stamp.modified) / 1e9)], ofItemAtPath: path)
        #expect(try memo.baseline(keyOf: configuration)?.findings.first?.path == "A0.swift")
        // Changed: read again.
        try write(3, ageing: 300)
        #expect(try memo.baseline(keyOf: configuration)?.findings.count == 3)
        // Gone: the configuration's error, as without the memo.
        try FileManager.default.removeItem(atPath: path)
        #expect(throws: ConfigurationError.self) { try memo.baseline(keyOf: configuration) }
    }
}
