import Foundation
import Testing

/// Where the binary writes its outputs (`-o`, `--report`, `--write-baseline`, `inventory
/// --output`, `init`): devices and FIFOs are written, never replaced; hard links and modes are
/// kept; failures say which path and why. Symbolic links: `OutputLinkBinaryTests`.
@Suite(.serialized) struct OutputBinaryTests {
    typealias Binary = BinaryTests

    static let project = ["App/Debug.swift": "func debugMenu() {\n    Tips.showAllTipsForTesting()\n}\n"]

    static func type(_ path: String) throws -> FileAttributeType? {
        try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
    }

    /// Runs the binary with its standard output going to `output` (a path opened for writing).
    static func run(_ arguments: [String], in folder: URL, standardOutputTo output: String) throws -> (status: Int32, error: String) {
        let process = Process()
        process.executableURL = Binary.binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let handle = try #require(FileHandle(forWritingAtPath: output))
        defer { try? handle.close() }
        process.standardOutput = handle
        let error = Pipe()
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: errorData, as: UTF8.self))
    }

    /// `tiplint Examples > /dev/full` used to trap (SIGILL) in the report write.
    @Test func aFullStandardOutputEndsWithAMessageAndExitThree() throws {
        let folder = try Binary.temporaryFolder(Self.project)
        defer { Binary.remove(folder) }
        let run = try Self.run(["App"], in: folder, standardOutputTo: "/dev/full")
        #expect(run.status == 3, "\(run.error)")
        #expect(run.error.contains("tiplint: cannot write standard output: No space left on device"), "\(run.error)")
        let version = try Self.run(["version"], in: folder, standardOutputTo: "/dev/full")
        #expect(version.status == 3)
    }

    /// A device is written, never replaced by a file (as root, `-o /dev/full` used to do that).
    @Test func devicesAreWrittenNotReplaced() throws {
        let folder = try Binary.temporaryFolder(Self.project)
        defer { Binary.remove(folder) }
        let full = try Binary.run(["App", "-o", "/dev/full"], in: folder)
        #expect(full.status == 3, "\(full.error)")
        #expect(full.error.contains("cannot write /dev/full: No space left on device"), "\(full.error)")
        #expect(try Self.type("/dev/full") == .typeCharacterSpecial)
        #expect(try Binary.run(["App", "-o", "/dev/null", "--report", "json=/dev/null"], in: folder).status == 1)
        #expect(try Self.type("/dev/null") == .typeCharacterSpecial)
        // `/dev/stdout` is the open standard output, whatever it is.
        let stdout = try Binary.run(["App", "--format", "json", "-o", "/dev/stdout"], in: folder)
        #expect(stdout.output.contains("\"ruleID\" : \"ungated-testing-call\""), "\(stdout.output)\(stdout.error)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "/dev/stdout").contains("fd"))
        let starter = try Binary.run(["init", "/dev/stdout"], in: folder)
        #expect(starter.status == 0 && starter.output.contains("title-length:"), "\(starter.error)")
    }

    @Test func aFIFOIsWrittenAndStaysAFIFO() throws {
        let folder = try Binary.temporaryFolder(Self.project)
        defer { Binary.remove(folder) }
        let fifo = folder.appendingPathComponent("report.fifo").path
        #expect(mkfifo(fifo, 0o644) == 0)
        // The reader opens the FIFO as the binary does; each waits for the other.
        let received = ReceivedText()
        let reader = Thread {
            if let handle = FileHandle(forReadingAtPath: fifo) { received.set(String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)) }
        }
        reader.start()
        let run = try Binary.run(["App", "--report", "json=report.fifo"], in: folder)
        #expect(run.status == 1, "\(run.error)")
        for _ in 0..<100 where received.get() == nil { Thread.sleep(forTimeInterval: 0.05) }
        #expect(received.get()?.contains("\"ruleID\" : \"ungated-testing-call\"") == true)
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "still a FIFO")
    }

    /// Hard links stay one file, a file's mode stays; the baseline and the inventory go through
    /// the same writer.
    @Test func hardLinksAndPermissionsOfOutputsAreKept() throws {
        let folder = try Binary.temporaryFolder(Self.project.merging(["reports/real.sarif": "old\n", "reports/shared.json": "old\n"]) { $1 })
        defer { Binary.remove(folder) }
        let manager = FileManager.default
        let shared = folder.appendingPathComponent("reports/shared.json")
        try manager.linkItem(at: shared, to: folder.appendingPathComponent("shared-link.json"))
        try manager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: shared.path)
        let inode = try manager.attributesOfItem(atPath: shared.path)[.systemFileNumber] as? Int

        let run = try Binary.run(["App", "--format", "sarif", "-o", "reports/real.sarif", "--report", "json=shared-link.json"], in: folder)
        #expect(run.status == 1, "\(run.error)")
        #expect(try String(contentsOf: folder.appendingPathComponent("reports/real.sarif"), encoding: .utf8).contains("\"version\" : \"2.1.0\""))
        let attributes = try manager.attributesOfItem(atPath: shared.path)
        #expect(attributes[.systemFileNumber] as? Int == inode && attributes[.referenceCount] as? Int == 2)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        #expect(try String(contentsOf: shared, encoding: .utf8).contains("\"findings\""))

        #expect(try Binary.run(["App", "--write-baseline", "reports/baseline.json"], in: folder).status == 0)
        #expect(try String(contentsOf: folder.appendingPathComponent("reports/baseline.json"), encoding: .utf8).contains("\"version\" : 1"))
        #expect(try Binary.run(["inventory", "--output", "/dev/null"], in: folder).status == 0)
    }

    @Test func oneFileForTwoOutputsOrAFolderIsAUsageError() throws {
        let folder = try Binary.temporaryFolder(Self.project.merging(["out/.keep": ""]) { $1 })
        defer { Binary.remove(folder) }
        let same = try Binary.run(["App", "-o", "r.txt", "--report", "json=./r.txt"], in: folder)
        #expect(same.status == 2)
        #expect(same.error.contains("--output and --report json both write r.txt (./r.txt is the same file)"), "\(same.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("r.txt").path), "nothing is written")
        let twice = try Binary.run(["App", "--report", "sarif=a.sarif", "--write-baseline", "a.sarif"], in: folder)
        #expect(twice.status == 2 && twice.error.contains("both write a.sarif"), "\(twice.error)")

        let intoFolder = try Binary.run(["App", "-o", "out"], in: folder)
        #expect(intoFolder.status == 2)
        #expect(intoFolder.error.contains("--output out: it is a folder; give a file path"), "\(intoFolder.error)")
        #expect(!intoFolder.error.contains("NSCocoaErrorDomain"))
        let missing = try Binary.run(["App", "--report", "json=nowhere/r.json"], in: folder)
        #expect(missing.status == 2 && missing.error.contains("nowhere does not exist"), "\(missing.error)")
        let inventory = try Binary.run(["inventory", "--output", "out"], in: folder)
        #expect(inventory.status == 2 && inventory.error.contains("out: it is a folder"), "\(inventory.error)")
        // `init FOLDER` writes FOLDER/.lintconfig.yml (SixthTrialBinaryTests).
        let initFolder = try Binary.run(["init", "out"], in: folder)
        #expect(initFolder.status == 0 && initFolder.output.hasPrefix("Wrote out/.lintconfig.yml"), "\(initFolder.output)\(initFolder.error)")
    }

    /// An output never replaces a source file (a slip such as `-o App.swift` lost it); `-` is
    /// standard output for `-o` as for `--report`, never a file named `-`; two documents on
    /// standard output, one after the other, are a usage error.
    @Test func anOutputNeverReplacesASourceAndDashIsStandardOutput() throws {
        let folder = try Binary.temporaryFolder(Self.project)
        defer { Binary.remove(folder) }
        let source = try #require(Self.project.keys.first { $0.hasSuffix(".swift") })
        for arguments in [["-o", source], ["--report", "json=\(source)"], ["--write-baseline", source]] {
            let run = try Binary.run(["App"] + arguments, in: folder)
            #expect(run.status == 2 && run.error.contains("it is a Swift source file, which the output would replace"), "\(run.error)")
            #expect(try String(contentsOf: folder.appendingPathComponent(source), encoding: .utf8) == Self.project[source])
        }
        let inventory = try Binary.run(["inventory", "--output", source], in: folder)
        #expect(inventory.status == 2 && inventory.error.contains("Swift source file"), "\(inventory.error)")
        // The inventory's YAML may replace a manifest (that is what it is for); its JSON may not.
        try Data("tips: []\n".utf8).write(to: folder.appendingPathComponent("App.tips.yml"))
        let json = try Binary.run(["inventory", "--format", "json", "--output", "App.tips.yml"], in: folder)
        #expect(json.status == 2 && json.error.contains("it is a tip manifest"), "\(json.error)")
        #expect(try Binary.run(["inventory", "--output", "App.tips.yml"], in: folder).status == 0)

        // A file the run reads, whatever its kind: a Markdown doc it lints, the configuration.
        try Data("# Guide\n".utf8).write(to: folder.appendingPathComponent("App/Guide.md"))
        try Data("fail-on: error\n".utf8).write(to: folder.appendingPathComponent(".lintconfig.yml"))
        for output in ["App/Guide.md", ".lintconfig.yml"] {
            let run = try Binary.run(["App", "-o", output], in: folder)
            #expect(run.status == 2 && run.error.contains("this run read it"), "\(run.error)")
        }
        #expect(try String(contentsOf: folder.appendingPathComponent("App/Guide.md"), encoding: .utf8) == "# Guide\n")
        #expect(try String(contentsOf: folder.appendingPathComponent(".lintconfig.yml"), encoding: .utf8) == "fail-on: error\n")

        let dash = try Binary.run(["App", "-f", "json", "-o", "-"], in: folder)
        #expect(dash.output.hasPrefix("{"), "\(dash.output)")
        #expect(try Binary.run(["inventory", "-o", "-"], in: folder).status == 0)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("-").path), "no file named -")
        let baseline = try Binary.run(["App", "--write-baseline", "-"], in: folder)
        #expect(baseline.status == 2 && baseline.error.contains("--write-baseline needs a file path"), "\(baseline.error)")
        let reading = try Binary.run(["App", "--baseline", "-"], in: folder)
        #expect(reading.status == 2 && reading.error.contains("--baseline needs a file path"), "\(reading.error)")
        let two = try Binary.run(["App", "--report", "json=-", "--report", "sarif=-"], in: folder)
        #expect(two.status == 2 && two.error.contains("json and sarif would both be written to standard output"), "\(two.error)")
        #expect(two.output.isEmpty)
        // `-o -` asks for the text too; `/dev/stdout` is standard output.
        let textAndJSON = try Binary.run(["App", "-o", "-", "--report", "json=-"], in: folder)
        #expect(textAndJSON.status == 2 && textAndJSON.error.contains("text and json would both"), "\(textAndJSON.error)")
        let device = try Binary.run(["App", "-f", "sarif", "-o", "/dev/stdout", "--report", "json=-"], in: folder)
        #expect(device.status == 2 && device.error.contains("sarif and json would both"), "\(device.error)")
        #expect(try Binary.run(["App", "--report", "json=-"], in: folder).output.hasPrefix("{"), "json alone replaces the text")
    }

    @Test func aBaselineOfAnUnknownVersionSaysWhichVersionsAreRead() throws {
        let folder = try Binary.temporaryFolder(Self.project.merging(["baseline.json": "{\n  \"version\": 7,\n  \"findings\": []\n}\n"]) { $1 })
        defer { Binary.remove(folder) }
        let run = try Binary.run(["App", "--baseline", "baseline.json"], in: folder)
        #expect(run.status == 2)
        #expect(run.error.contains("baseline.json:2:14: error: baseline version 7 is not one this tiplint reads (it reads version 1)"), "\(run.error)")
    }
}

/// Text handed from the reader thread to the test.
private final class ReceivedText: @unchecked Sendable {
    private let lock = NSLock()
    private var text: String?

    func set(_ value: String) {
        lock.lock()
        text = value
        lock.unlock()
    }

    func get() -> String? {
        lock.lock()
        defer { lock.unlock() }
        return text
    }
}
