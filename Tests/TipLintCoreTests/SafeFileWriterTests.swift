import Foundation
import Testing
@testable import TipLintCore

/// `SafeFileWriter` never writes through a symbolic link in an output path's last component
/// (issue 20): a link committed as `tiplint.sarif` made CI replace the file it pointed at.
@Suite struct SafeFileWriterTests {
    static func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tiplint-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.resolvingSymlinksInPath().path
    }

    @Test func aLinkIsRefusedAndItsTargetKept() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("ssh-ed25519 AAAA me\n".utf8).write(to: URL(fileURLWithPath: folder + "/authorized_keys"))
        #expect(symlink(folder + "/authorized_keys", folder + "/tiplint.sarif") == 0)
        #expect(throws: SafeFileWriter.Failure.self) { try SafeFileWriter.write(Data("{}".utf8), to: folder + "/tiplint.sarif") }
        do {
            try SafeFileWriter.write(Data("{}".utf8), to: folder + "/tiplint.sarif")
        } catch {
            #expect(error.kind == .path)
            #expect(error.description == "cannot write \(folder)/tiplint.sarif: it is a symbolic link to \(folder)/authorized_keys, and tiplint never writes through a link; remove the link, or name its target")
        }
        #expect(try String(contentsOfFile: folder + "/authorized_keys", encoding: .utf8) == "ssh-ed25519 AAAA me\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/tiplint.sarif") == folder + "/authorized_keys")
        // The target named itself is written.
        try SafeFileWriter.write(Data("new\n".utf8), to: folder + "/authorized_keys")
        #expect(try String(contentsOfFile: folder + "/authorized_keys", encoding: .utf8) == "new\n")
    }

    /// A link to nothing would have made a new file where it points.
    @Test func aDanglingLinkIsRefused() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(symlink("made-by-the-write.json", folder + "/gl-code-quality.json") == 0)
        do {
            try SafeFileWriter.write(Data("[]".utf8), to: folder + "/gl-code-quality.json")
            Issue.record("written through a dangling link")
        } catch {
            #expect(error.kind == .path && error.reason.contains("to made-by-the-write.json, which does not exist"), "\(error)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/made-by-the-write.json"))
    }

    /// Streams stay writable: `/dev/stdout` (a descriptor), a device or FIFO named directly, and
    /// a link to `/dev/null`; a link to any other FIFO is refused (a committed link to one with
    /// no reader blocked the run forever).
    @Test func streamsAndDevicesAreStillWritten() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try SafeFileWriter.destination(of: "/dev/stdout") == .descriptor(1))
        #expect(try SafeFileWriter.destination(of: "/dev/null") == .special)
        #expect(symlink("/dev/null", folder + "/discard.sarif") == 0)
        #expect(try SafeFileWriter.destination(of: folder + "/discard.sarif") == .special)
        try SafeFileWriter.write(Data("x".utf8), to: folder + "/discard.sarif")
        #expect(mkfifo(folder + "/pipe", 0o600) == 0)
        #expect(try SafeFileWriter.destination(of: folder + "/pipe") == .special)
        #expect(symlink("pipe", folder + "/to-pipe") == 0)
        #expect(throws: SafeFileWriter.Failure.self) { try SafeFileWriter.destination(of: folder + "/to-pipe") }
        // Other devices only when named: a committed link could lead to `/dev/port`.
        #expect(symlink("/dev/zero", folder + "/zero.sarif") == 0)
        #expect(throws: SafeFileWriter.Failure.self) { try SafeFileWriter.destination(of: folder + "/zero.sarif") }
        #expect(try SafeFileWriter.destination(of: "/dev/zero") == .special)
        // A link to a folder is a link, not a folder to name.
        #expect(symlink("/", folder + "/root") == 0)
        #expect(throws: SafeFileWriter.Failure.self) { try SafeFileWriter.destination(of: folder + "/root") }
    }

    /// The compare-and-swap write refuses a link put where the file was.
    @Test func theCompareAndSwapWriteRefusesALink() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/A.swift"
        try Data("a\n".utf8).write(to: URL(fileURLWithPath: path))
        let snapshot = try FileSnapshot.read(path)
        try Data("victim\n".utf8).write(to: URL(fileURLWithPath: folder + "/victim"))
        #expect(unlink(path) == 0 && symlink("victim", path) == 0)
        #expect(throws: SafeFileWriter.Failure.self) { try SafeFileWriter.write(Data("b\n".utf8), replacing: snapshot, at: path) }
        #expect(try String(contentsOfFile: folder + "/victim", encoding: .utf8) == "victim\n")
        #expect(throws: SafeFileWriter.Failure.self) { try FileSnapshot.read(path) }
    }
}
