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

    /// The same bytes as a file and on standard input give the same report: UTF-16 is decoded,
    /// and bytes that are not UTF-8 are skipped with the place of the first bad byte.
    @Test func standardInputIsDecodedAsAFileIs() throws {
        let source = "func debugMenu() {\n    Tips.showAllTipsForTesting()\n}\n"
        let utf16 = Data([0xFF, 0xFE]) + source.data(using: .utf16LittleEndian)!
        let notUTF8 = Data("let a = 1\nlet b = \"".utf8) + Data([0xFF]) + Data("\"\nTips.showAllTipsForTesting()\n".utf8)
        for (name, bytes) in [("UTF16.swift", utf16), ("Bad.swift", notUTF8)] {
            let folder = try Binary.temporaryFolder([:])
            defer { Binary.remove(folder) }
            try bytes.write(to: folder.appendingPathComponent("bytes"))
            try bytes.write(to: folder.appendingPathComponent(name))
            let asFile = try Binary.run(["--no-cache", name], in: folder)
            let piped = try Self.run("--no-cache --stdin-path \(name)", redirecting: "< bytes", in: folder)
            #expect(piped.status == asFile.status && piped.output == asFile.output && piped.error == asFile.error,
                    "\(name): file \(asFile.status) \(asFile.output)\(asFile.error)\nstdin \(piped.status) \(piped.output)\(piped.error)")
        }
        let folder = try Binary.temporaryFolder([:])
        defer { Binary.remove(folder) }
        try utf16.write(to: folder.appendingPathComponent("bytes"))
        let utf16Run = try Self.run("--stdin-path UTF16.swift", redirecting: "< bytes", in: folder)
        #expect(utf16Run.status == 1 && utf16Run.output.contains("UTF16.swift:2:5: error: Tips.showAllTipsForTesting"), "\(utf16Run.output)")
        try notUTF8.write(to: folder.appendingPathComponent("bytes"))
        let badRun = try Self.run("--stdin-path Bad.swift", redirecting: "< bytes", in: folder)
        #expect(badRun.status == 0 && badRun.output.contains("Bad.swift:2:10: warning: the file is not UTF-8 text: byte 0xFF"), "\(badRun.output)")
        #expect(!badRun.output.contains("showAllTipsForTesting"), "\(badRun.output)")
    }
}
