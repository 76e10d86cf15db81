import Foundation
import Testing

/// Inside a git work tree, walks leave out what git ignores; `--no-ignore` and naming a file
/// bring it back, and a tracked file is linted whatever the patterns say.
@Suite struct IgnoreBinaryTests {
    static let finding = "import TipKit\nfunc start() { Tips.showAllTipsForTesting() }\n"

    static func repository() throws -> URL? {
        let folder = try BinaryTests.temporaryFolder([
            ".gitignore": "Generated/\n*.gen.swift\n!Keep.gen.swift\n",
            ".lintconfig.yml": "rules: {missing-configure: off}\n",
            "App/Debug.swift": finding,
            "App/Mock.gen.swift": finding,
            "App/Keep.gen.swift": finding,
            "App/Tracked.gen.swift": finding,
            "Generated/Deep/Debug.swift": finding,
        ])
        for arguments in [["init", "-q"], ["add", "-f", "App/Tracked.gen.swift"]] {
            guard try BinaryTests.run(["git"] + arguments, in: folder, executable: URL(fileURLWithPath: "/usr/bin/env")).status == 0 else {
                BinaryTests.remove(folder)
                return nil
            }
        }
        return folder
    }

    static func lintedPaths(_ arguments: [String], in folder: URL) throws -> [String] {
        let run = try BinaryTests.run(arguments + ["--format", "json", "--no-cache"], in: folder)
        let report = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        let findings = report?["findings"] as? [[String: Any]] ?? []
        return Set(findings.compactMap { ($0["location"] as? [String: Any])?["path"] as? String }).sorted()
    }

    @Test func walksSkipWhatGitIgnores() throws {
        guard let folder = try Self.repository() else {
            Issue.record("git is needed for this test")
            return
        }
        defer { BinaryTests.remove(folder) }
        #expect(try Self.lintedPaths([], in: folder) == ["App/Debug.swift", "App/Keep.gen.swift", "App/Tracked.gen.swift"])
        #expect(try Self.lintedPaths(["App"], in: folder) == ["App/Debug.swift", "App/Keep.gen.swift", "App/Tracked.gen.swift"])
        #expect(try Self.lintedPaths(["--no-ignore"], in: folder) == [
            "App/Debug.swift", "App/Keep.gen.swift", "App/Mock.gen.swift", "App/Tracked.gen.swift", "Generated/Deep/Debug.swift",
        ])
        // Named on the command line, an ignored file or folder is linted.
        #expect(try Self.lintedPaths(["App/Mock.gen.swift"], in: folder) == ["App/Mock.gen.swift"])
        #expect(try Self.lintedPaths(["Generated"], in: folder) == ["Generated/Deep/Debug.swift"])
    }

    @Test func outsideAWorkTreeNothingIsIgnored() throws {
        let folder = try BinaryTests.temporaryFolder([".gitignore": "*.swift\n", "App/Debug.swift": Self.finding])
        defer { BinaryTests.remove(folder) }
        #expect(try Self.lintedPaths([], in: folder) == ["App/Debug.swift"])
    }
}
