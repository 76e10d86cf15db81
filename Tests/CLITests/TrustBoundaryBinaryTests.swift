import Foundation
import Testing

/// Issue 20, "trust boundaries" and "every resource has a bound", through the built binary:
/// what another user or the repository controls is not taken on trust, and every file tiplint
/// reads whole has a size it refuses above. Each test failed on the code before the issue.
@Suite(.serialized) struct TrustBoundaryBinaryTests {
    typealias Binary = BinaryTests

    static let debugCall = "import TipKit\n\nfunc debugMenu() {\n    Tips.showAllTipsForTesting()\n}\n"
    /// A configuration that turns the one finding of `debugCall` off for everything below it.
    static let silencing = "root: true\nrules:\n  ungated-testing-call: off\n"

    @Test func aParentConfigurationOwnedByAnotherUserIsPassedOverWithAWarning() throws {
        // Only root can give a file away; elsewhere the group-writable case below stands in.
        guard geteuid() == 0 else { return }
        let folder = try Binary.temporaryFolder([".lintconfig.yml": Self.silencing, "App/Debug.swift": Self.debugCall])
        defer { Binary.remove(folder) }
        let parent = folder.appendingPathComponent(".lintconfig.yml").path
        #expect(chown(parent, 65534, 65534) == 0)
        let run = try Binary.run(["."], in: folder.appendingPathComponent("App"))
        #expect(run.status == 1, "\(run.output)\(run.error)")
        #expect(run.output.contains("Debug.swift:4:5: error: Tips.showAllTipsForTesting"), "\(run.output)")
        #expect(run.output.contains("\(parent): warning: this configuration file is above the project and is owned by another user (uid 65534)"), "\(run.output)")
    }

    @Test func aParentConfigurationOthersMayWriteIsPassedOverButTheProjectsOwnIsKept() throws {
        let folder = try Binary.temporaryFolder([
            ".lintconfig.yml": Self.silencing, "App/Debug.swift": Self.debugCall,
            // The project's own file, inside the working folder: used whatever its mode.
            "App/.lintconfig.yml": "rules:\n  title-length:\n    max-length: 5\n",
        ])
        defer { Binary.remove(folder) }
        let parent = folder.appendingPathComponent(".lintconfig.yml").path
        #expect(chmod(parent, 0o666) == 0)
        #expect(chmod(folder.appendingPathComponent("App/.lintconfig.yml").path, 0o666) == 0)
        let run = try Binary.run(["."], in: folder.appendingPathComponent("App"))
        #expect(run.status == 1, "\(run.output)\(run.error)")
        #expect(run.output.contains("others may write it (mode 666)"), "\(run.output)")
        // Made safe, the same file governs again: the run is clean.
        #expect(chmod(parent, 0o644) == 0)
        let safe = try Binary.run(["."], in: folder.appendingPathComponent("App"))
        #expect(safe.status == 0, "\(safe.output)\(safe.error)")
        #expect(!safe.output.contains("warning: this configuration file"), "\(safe.output)")
    }

    @Test func aBufferInNoProjectIsLintedAloneWithoutACache() throws {
        let folder = try Binary.temporaryFolder([
            // A sibling that would make the buffer's tip known if it were read.
            "Sibling.swift": "import TipKit\nfunc reset() { try? Tips.resetDatastore() }\n",
        ])
        defer { Binary.remove(folder) }
        let run = try Binary.run(["--stdin-path", folder.appendingPathComponent("Buffer.swift").path], in: folder, input: Self.debugCall)
        #expect(run.status == 1, "\(run.output)\(run.error)")
        #expect(run.output.contains("Buffer.swift:4:5: error: Tips.showAllTipsForTesting"), "\(run.output)")
        #expect(run.output.contains("; 1 file linted"), "\(run.output)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".tiplint-cache").path))
        // With a project marker, the folder is a project again: its cache is written there.
        try Data("// swift-tools-version:5.9\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
        let inProject = try Binary.run(["--stdin-path", "Buffer.swift"], in: folder, input: Self.debugCall)
        #expect(inProject.status == 1, "\(inProject.output)\(inProject.error)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(".tiplint-cache").path))
    }

    @Test func aBaselineKeyOutsideTheProjectIsAnErrorThatQuotesNothing() throws {
        let secret = try Binary.temporaryFolder(["secret.txt": "TOKEN=ghp_do_not_print_this_one\n"])
        defer { Binary.remove(secret) }
        let outside = secret.appendingPathComponent("secret.txt").path
        let folder = try Binary.temporaryFolder([".lintconfig.yml": "baseline: \(outside)\n", "Debug.swift": Self.debugCall])
        defer { Binary.remove(folder) }
        let run = try Binary.run(["."], in: folder)
        #expect(run.status == 2, "\(run.output)\(run.error)")
        #expect(run.error.contains(".lintconfig.yml:1:11: error: baseline: the baseline must be a file inside the project"), "\(run.error)")
        #expect(!(run.output + run.error).contains("ghp_"), "\(run.error)")
        // A link inside the project that leads outside is refused the same way.
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("baseline.json").path, withDestinationPath: outside)
        try Data("baseline: baseline.json\n".utf8).write(to: folder.appendingPathComponent(".lintconfig.yml"))
        let linked = try Binary.run(["."], in: folder)
        #expect(linked.status == 2 && linked.error.contains("leads outside it through a symbolic link"), "\(linked.error)")
        #expect(!(linked.output + linked.error).contains("ghp_"), "\(linked.error)")
    }

    @Test func aBaselineThatIsNotJSONIsReportedWithoutItsBytes() throws {
        let folder = try Binary.temporaryFolder(["Debug.swift": Self.debugCall, "notes.json": "ghp_secret_token_value_123456\n"])
        defer { Binary.remove(folder) }
        let run = try Binary.run([".", "--baseline", "notes.json"], in: folder)
        #expect(run.status == 2, "\(run.output)\(run.error)")
        #expect(run.error.contains("notes.json:1:1: error: the baseline is not valid JSON (expected a JSON value)"), "\(run.error)")
        #expect(!run.error.contains("ghp_"), "\(run.error)")
    }

    @Test func configurationsOverOneMebibyteAndBaselinesOver64AreRefusedUnread() throws {
        let folder = try Binary.temporaryFolder(["Debug.swift": Self.debugCall])
        defer { Binary.remove(folder) }
        // Sparse files: their size is what is refused, before a byte is read.
        let configuration = folder.appendingPathComponent(".lintconfig.yml").path
        #expect(FileManager.default.createFile(atPath: configuration, contents: nil) && truncate(configuration, (1 << 20) + 1) == 0)
        let large = try Binary.run(["."], in: folder)
        #expect(large.status == 2, "\(large.output)\(large.error)")
        #expect(large.error.contains(".lintconfig.yml:1:1: error: the configuration file is 1048577 bytes, more than tiplint reads (1 MiB)"), "\(large.error)")
        try FileManager.default.removeItem(atPath: configuration)
        let baseline = folder.appendingPathComponent("baseline.json").path
        #expect(FileManager.default.createFile(atPath: baseline, contents: nil) && truncate(baseline, 1 << 30) == 0)
        let huge = try Binary.run([".", "--baseline", "baseline.json"], in: folder)
        #expect(huge.status == 2, "\(huge.output)\(huge.error)")
        #expect(huge.error.contains("baseline.json: the baseline is 1073741824 bytes, more than tiplint reads (64 MiB)"), "\(huge.error)")
    }

    @Test func moreThanAThousandGlobsInAListAreAnErrorAtTheList() throws {
        let globs = (0..<1_001).map { "\"Generated\($0)/**\"" }.joined(separator: ", ")
        let folder = try Binary.temporaryFolder([".lintconfig.yml": "exclude: [\(globs)]\n", "Debug.swift": Self.debugCall])
        defer { Binary.remove(folder) }
        let run = try Binary.run(["."], in: folder)
        #expect(run.status == 2, "\(run.output)\(run.error)")
        #expect(run.error.contains(".lintconfig.yml:1:10: error: exclude: holds 1001 globs, more than tiplint takes (1000)"), "\(run.error)")
    }

    /// Another user's files in a shared folder (sticky, writable by all, as `/tmp`): a `.git` or
    /// `Package.swift` they plant makes no project, and their configuration is not used, whether
    /// the run starts in the project or in the shared folder itself.
    @Test func filesAnotherUserPlantsInASharedFolderAreNotTheProjects() throws {
        guard geteuid() == 0 else { return }
        let shared = try Binary.temporaryFolder(["victim/Debug.swift": Self.debugCall, ".lintconfig.yml": Self.silencing])
        defer { Binary.remove(shared) }
        #expect(chmod(shared.path, 0o1777) == 0)
        try FileManager.default.createDirectory(at: shared.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try Data("// swift-tools-version:5.9\n".utf8).write(to: shared.appendingPathComponent("Package.swift"))
        for planted in [".lintconfig.yml", ".git", "Package.swift"] {
            #expect(chown(shared.appendingPathComponent(planted).path, 65534, 65534) == 0)
        }
        for (arguments, folder) in [(["."], shared.appendingPathComponent("victim")), (["victim"], shared)] {
            let run = try Binary.run(arguments, in: folder)
            #expect(run.status == 1, "\(arguments): \(run.output)\(run.error)")
            #expect(run.output.contains("is owned by another user (uid 65534)"), "\(run.output)")
        }
        // A run started in the shared folder keeps its cache there, as the user asked; a buffer
        // of that folder is in no project, so it writes none.
        Binary.remove(shared.appendingPathComponent(".tiplint-cache"))
        let buffer = try Binary.run(["--stdin-path", shared.appendingPathComponent("Buffer.swift").path], in: shared, input: Self.debugCall)
        #expect(buffer.output.contains("; 1 file linted"), "\(buffer.output)")
        #expect(!FileManager.default.fileExists(atPath: shared.appendingPathComponent(".tiplint-cache").path))
    }

    @Test func aConfigurationLinkedToAFileOutsideTheProjectIsNotRead() throws {
        let secret = try Binary.temporaryFolder(["credentials": "https://x-access-token:ghs_SECRET123@example.invalid\n"])
        defer { Binary.remove(secret) }
        let folder = try Binary.temporaryFolder(["Debug.swift": Self.debugCall])
        defer { Binary.remove(folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent(".lintconfig.yml").path, withDestinationPath: secret.appendingPathComponent("credentials").path)
        let run = try Binary.run(["."], in: folder)
        #expect(run.status == 2, "\(run.output)\(run.error)")
        #expect(run.error.contains("the configuration file is a symbolic link to"), "\(run.error)")
        #expect(!(run.output + run.error).contains("ghs_"), "\(run.error)")
        // Named with --config, the same link is the person's own choice, and is read.
        try Data("fail-on: never\n".utf8).write(to: secret.appendingPathComponent("mine.yml"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("mine.yml").path, withDestinationPath: secret.appendingPathComponent("mine.yml").path)
        let named = try Binary.run([".", "--config", "mine.yml"], in: folder)
        #expect(named.status == 0, "\(named.output)\(named.error)")
        // A link to a file inside the repository is read as before.
        try Data("fail-on: never\n".utf8).write(to: folder.appendingPathComponent("shared.yml"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent(".lintconfig.yml"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(".lintconfig.yml").path, withDestinationPath: "shared.yml")
        let inside = try Binary.run(["."], in: folder)
        #expect(inside.status == 0, "\(inside.output)\(inside.error)")
    }
}
