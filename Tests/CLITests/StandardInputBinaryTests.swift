import Foundation
import Testing

/// `--stdin-path`: the buffer an editor pipes in is read as the file at that path would be, and a
/// standard input that cannot be read is a usage error, never a crash.
@Suite struct StandardInputBinaryTests {
    typealias Binary = BinaryTests

    /// Runs the binary through `sh` with standard input redirected as `redirection` says (`<&-`
    /// closes it, `< /` gives a folder).
    static func run(_ arguments: String, redirecting redirection: String, in folder: URL) throws -> BinaryTests.Run {
        try Binary.run(["-c", "exec \"$0\" \(arguments) \(redirection)", Binary.binary.path], in: folder, executable: URL(fileURLWithPath: "/bin/sh"))
    }

    @Test func aStandardInputThatCannotBeReadIsAUsageError() throws {
        let folder = try Binary.temporaryFolder(["App/Tips.swift": "struct PinTip: Tip { var title: Text { Text(\"Pin\") } }\n"])
        defer { Binary.remove(folder) }
        for (redirection, reason) in [("<&-", "bad file descriptor"), ("< /", "is a directory")] {
            let run = try Self.run("--stdin-path App/New.swift", redirecting: redirection, in: folder)
            #expect(run.status == 2, "\(redirection): \(run.status) \(run.error)")
            #expect(run.error.hasPrefix("tiplint: cannot read standard input (\(reason)) for --stdin-path App/New.swift;"), "\(redirection): \(run.error)")
            #expect(run.output.isEmpty, "\(redirection): \(run.output)")
        }
    }
}
