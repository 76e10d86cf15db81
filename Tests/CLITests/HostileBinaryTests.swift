import Foundation
import Testing

/// Hostile inputs through the built binary (issue 10): one hostile file never stops the run, on
/// the command line or through `--stdin-path`, and names from the project cannot inject output
/// lines. The full-size inputs and their time bounds are in `Tests/Hostile/hostile-inputs.py`.
@Suite(.serialized) struct HostileBinaryTests {
    static let good = "import TipKit\nfunc debugMenu() {\n    Tips.showAllTipsForTesting()\n}\n"

    @Test func hostileFilesAreSkippedAndTheOtherFilesLinted() throws {
        let folder = try BinaryTests.temporaryFolder([
            "Good.swift": Self.good,
            "Brackets.swift": "import TipKit\nlet x = " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000),
            "Chain.swift": "import TipKit\nlet y = f" + String(repeating: "()", count: 45_000),
            "Conditions.swift": "import TipKit\n" + String(repeating: "#if A\n", count: 3_000) + String(repeating: "#endif\n", count: 3_000),
        ])
        defer { BinaryTests.remove(folder) }
        let run = try BinaryTests.run(["."], in: folder)
        #expect(run.status == 1)
        #expect(run.output.contains("Good.swift:3:5: error: Tips.showAllTipsForTesting"))
        #expect(run.output.contains("Brackets.swift:2:21: warning: more than 12 \"[\" open at once here"))
        #expect(run.output.contains("Chain.swift:2:"))
        #expect(run.output.contains("Conditions.swift:258:1: warning: brackets, braces, generic arguments and #if blocks nest more than 256"))
    }

    @Test func aHostileBufferOnStandardInputIsSkipped() throws {
        let folder = try BinaryTests.temporaryFolder(["Good.swift": Self.good])
        defer { BinaryTests.remove(folder) }
        let run = try BinaryTests.run(
            ["--stdin-path", "New.swift"], in: folder, input: "import TipKit\nlet x = " + String(repeating: "[", count: 24) + "\n")
        #expect(run.status == 0)
        #expect(run.output.contains("New.swift:2:21: warning: more than 12 \"[\" open at once here"))
    }

    @Test func aNewLineInAFileNameCannotStartAWorkflowCommand() throws {
        let folder = try BinaryTests.temporaryFolder(["x\n::error::injected\u{1B}[31m.swift": Self.good])
        defer { BinaryTests.remove(folder) }
        for format in ["text", "github"] {
            let run = try BinaryTests.run(["--format", format, "."], in: folder)
            #expect(run.status == 1)
            #expect(!run.output.split(separator: "\n").contains { $0.hasPrefix("::error::") })
            #expect(!run.output.contains("\u{1B}"))
        }
    }
}
