import Foundation
import Testing

/// `--fix` through the built binary: the one-line shapes, and the bytes, permissions
/// and links of the files it edits.
@Suite(.serialized) struct FixBinaryTests {
    typealias Binary = BinaryTests

    static func bytes(_ url: URL) throws -> [UInt8] { Array(try Data(contentsOf: url)) }

    static func attributes(_ url: URL) throws -> [FileAttributeKey: Any] {
        try FileManager.default.attributesOfItem(atPath: url.path)
    }

    /// Each shape the old fix broke (`#if` in the middle of a line, "fixed", exit 0) now ends on
    /// lines of its own; a second run finds nothing to fix.
    @Test func oneLineShapesAreFixedOnLinesOfTheirOwn() throws {
        let folder = try Binary.temporaryFolder([
            "App/Views.swift": """
                struct SettingsView: View {
                    var body: some View {
                        Button("Show") { Tips.showAllTipsForTesting() }
                        Text("Notes").onAppear { Tips.showAllTipsForTesting() }
                    }
                }

                """,
            "App/Start.swift": """
                func start(ok: Bool) {
                    guard ok else { Tips.hideAllTipsForTesting(); return }
                    if ok { Tips.showAllTipsForTesting() }
                }
                func stop() throws {
                    defer { Tips.hideAllTipsForTesting() }
                    do { try Tips.resetDatastore() } catch { print(error) }
                    Tips.showAllTipsForTesting(); try? Tips.resetDatastore()
                }

                """,
        ])
        defer { Binary.remove(folder) }
        let run = try Binary.run(["App", "--fix"], in: folder)
        #expect(run.error.contains("fixed 8 findings in App/Start.swift, App/Views.swift"), "\(run.error)")
        #expect(!run.output.contains("does not parse") && !run.output.contains("ungated-testing-call"), "\(run.output)")
        #expect(run.status == 0, "\(run.output)")
        let start = try String(contentsOf: folder.appendingPathComponent("App/Start.swift"), encoding: .utf8)
        #expect(start.contains("    guard ok else {\n        #if DEBUG\n        Tips.hideAllTipsForTesting()\n        #endif\n        return\n    }\n"), "\(start)")
        #expect(start.contains("    #if DEBUG\n    Tips.showAllTipsForTesting()\n    try? Tips.resetDatastore()\n    #endif\n}\n"), "\(start)")
        let again = try Binary.run(["App", "--fix"], in: folder)
        #expect(again.error.isEmpty && again.status == 0, "\(again.error)")
    }

    /// CRLF, a byte-order mark and mode 0640 stay; a symbolic link's target is edited and the
    /// link stays; a file with two hard links is edited in place, so both names see the fix.
    @Test func fixKeepsLineEndingsByteOrderMarkPermissionsAndLinks() throws {
        let call = "func start() {\r\n    if ready { Tips.showAllTipsForTesting() }\r\n}\r\n"
        // The folder is the project (its configuration file marks it), so a link from App/ to
        // Shared/ stays inside it; without a marker the project would be App/ alone.
        let folder = try Binary.temporaryFolder([
            "Shared/Real.swift": "func shared() {\n    Tips.hideAllTipsForTesting()\n}\n", ".lintconfig.yml": "# the project\n",
        ])
        defer { Binary.remove(folder) }
        let app = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        let windows = app.appendingPathComponent("Windows.swift")
        try Data([0xEF, 0xBB, 0xBF] + Array(call.utf8)).write(to: windows)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: windows.path)
        let link = app.appendingPathComponent("Link.swift")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../Shared/Real.swift")
        let hard = app.appendingPathComponent("Hard.swift")
        try Data("func hard() {\n    try? Tips.resetDatastore()\n}\n".utf8).write(to: hard)
        let otherName = folder.appendingPathComponent("hard-copy.txt")
        try FileManager.default.linkItem(at: hard, to: otherName)
        let inode = try Self.attributes(hard)[.systemFileNumber] as? Int

        let run = try Binary.run(["App/Windows.swift", "App/Link.swift", "App/Hard.swift", "--fix"], in: folder)
        #expect(run.error.contains("fixed 3 findings"), "\(run.error)")

        let fixed = try Self.bytes(windows)
        #expect(Array(fixed.prefix(3)) == [0xEF, 0xBB, 0xBF], "the byte-order mark is kept")
        let expected = "func start() {\r\n    if ready {\r\n        #if DEBUG\r\n        Tips.showAllTipsForTesting()\r\n        #endif\r\n    }\r\n}\r\n"
        #expect(String(decoding: fixed.dropFirst(3), as: UTF8.self) == expected)
        #expect(try Self.attributes(windows)[.posixPermissions] as? Int == 0o640)

        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "../Shared/Real.swift", "the link stays a link")
        let real = try String(contentsOf: folder.appendingPathComponent("Shared/Real.swift"), encoding: .utf8)
        #expect(real == "func shared() {\n    #if DEBUG\n    Tips.hideAllTipsForTesting()\n    #endif\n}\n")

        #expect(try Self.attributes(hard)[.systemFileNumber] as? Int == inode, "the same file, not a copy")
        #expect(try Self.attributes(hard)[.referenceCount] as? Int == 2)
        #expect(try Data(contentsOf: otherName) == Data(contentsOf: hard))
        #expect(try String(contentsOf: otherName, encoding: .utf8).contains("#if DEBUG"))
    }

    /// A file with two hard links is written in place; when the longer text does not fit (here
    /// the file-size limit, as a full disk would), the write fails before a byte changes and the
    /// file is named as not fixed. A file with one link is replaced whole and stays as it was.
    @Test func anEditThatDoesNotFitLeavesTheFileAsItWas() throws {
        // Just under 32 KiB, so that the `#if DEBUG` lines take it past a 32 KiB limit.
        var code = "func start() {\n    Tips.showAllTipsForTesting()\n}\n"
        while code.utf8.count < 32_600 { code += "let padding\(code.utf8.count) = 1 // a line of the file\n" }
        code += "//" + String(repeating: "-", count: 32_760 - code.utf8.count - 3) + "\n"
        #expect(code.utf8.count == 32_760)
        let folder = try Binary.temporaryFolder(["Linked.swift": code, "Single.swift": code])
        defer { Binary.remove(folder) }
        try FileManager.default.linkItem(at: folder.appendingPathComponent("Linked.swift"), to: folder.appendingPathComponent("other-name.txt"))
        let run = try Binary.run(["-c", "ulimit -f 32 && exec \"$0\" --no-cache --fix Linked.swift Single.swift", Binary.binary.path],
            in: folder, executable: URL(fileURLWithPath: "/bin/bash"))
        #expect(run.status == 1, "\(run.error)")
        #expect(run.error.contains("Linked.swift: not fixed: cannot write") && run.error.contains("the file was not changed"), "\(run.error)")
        #expect(run.error.contains("Single.swift: not fixed: cannot write"), "\(run.error)")
        for name in ["Linked.swift", "other-name.txt", "Single.swift"] {
            #expect(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) == code, "\(name) changed")
        }
    }

    /// One file under two names in a folder (a hard link) is fixed once; the second name is not
    /// "changed since it was linted" (it said so, and the run exited 1).
    @Test func aHardLinkedFileInAFolderIsFixedOnce() throws {
        let folder = try Binary.temporaryFolder(["src/a.swift": "func start() {\n    Tips.showAllTipsForTesting()\n}\n"])
        defer { Binary.remove(folder) }
        try FileManager.default.linkItem(at: folder.appendingPathComponent("src/a.swift"), to: folder.appendingPathComponent("src/b.swift"))
        let run = try Binary.run(["--no-cache", "--fix", "src"], in: folder)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error == "tiplint: fixed 1 finding in src/a.swift\n", "\(run.error)")
        #expect(try String(contentsOf: folder.appendingPathComponent("src/b.swift"), encoding: .utf8).contains("#if DEBUG"))
    }

    /// A finding of a fixing rule left without a fix by its shape (a call that is part of a larger
    /// expression) is named after --fix, as the blocks a proof refuses are: "fixed" is not "all".
    @Test func aFindingWithoutAFixIsNamedAfterFix() throws {
        let folder = try Binary.temporaryFolder([
            "A.swift": "func start(ok: Bool) {\n    guard ok else { return Tips.showAllTipsForTesting() }\n    Tips.hideAllTipsForTesting()\n}\n",
        ])
        defer { Binary.remove(folder) }
        let run = try Binary.run(["--no-cache", "--fix", "A.swift"], in: folder)
        #expect(run.status == 1)
        #expect(run.error.contains("fixed 1 finding in A.swift"), "\(run.error)")
        #expect(run.error.contains("A.swift:2: not fixed: no automatic fix for this shape"), "\(run.error)")
        #expect(run.output.contains("it is part of a larger expression here, so give it a statement of its own"), "\(run.output)")
    }

    /// A UTF-16 file (either byte order) is linted but not rewritten, and the message says so
    /// (it said "changed since it was linted" or "not UTF-8 text any more").
    @Test func aUTF16FileIsLintedButNotFixed() throws {
        let folder = try Binary.temporaryFolder([:])
        defer { Binary.remove(folder) }
        let code = "func start() {\n    Tips.showAllTipsForTesting()\n}\n"
        let files = ["Little.swift": Data([0xFF, 0xFE]) + code.data(using: .utf16LittleEndian)!,
                     "Big.swift": Data([0xFE, 0xFF]) + code.data(using: .utf16BigEndian)!]
        for (name, data) in files { try data.write(to: folder.appendingPathComponent(name)) }
        let run = try Binary.run(["--no-cache", "--fix", "Little.swift", "Big.swift"], in: folder)
        #expect(run.status == 1)
        #expect(run.output.contains("Little.swift:2:5: error") && run.output.contains("Big.swift:2:5: error"), "\(run.output)")
        for (name, data) in files {
            #expect(run.error.contains("\(name): not fixed: it is UTF-16 text, which --fix does not write"), "\(run.error)")
            #expect(try Data(contentsOf: folder.appendingPathComponent(name)) == data)
        }
    }

    /// A symbolic link to a name that is not UTF-8 is refused: a String cannot name that file,
    /// and a lossy one named another (a new file, while the real one stayed as it was).
    @Test func aLinkToANameThatIsNotUTF8IsNotWrittenThrough() throws {
        let folder = try Binary.temporaryFolder([:])
        defer { Binary.remove(folder) }
        let code = "func start() {\n    Tips.showAllTipsForTesting()\n}\n"
        let target = folder.path + "/real\u{FFFD}.swift"
        func cPath(_ bytes: [UInt8]) -> [CChar] { bytes.map { CChar(bitPattern: $0) } + [0] }
        let name = Array("real".utf8) + [0xFF] + Array(".swift".utf8)
        let real = cPath(Array((folder.path + "/").utf8) + name)
        let descriptor = open(real, O_WRONLY | O_CREAT, 0o644)
        try #require(descriptor >= 0)
        _ = Array(code.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        try #require(symlink(cPath(name), folder.path + "/L.swift") == 0)
        let run = try Binary.run(["--no-cache", "--fix", "L.swift"], in: folder)
        #expect(run.status == 1)
        #expect(run.error.contains("L.swift: not fixed: cannot write") && run.error.contains("not UTF-8"), "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: target), "a lossy name made a new file")
        var size = stat()
        #expect(stat(real, &size) == 0 && Int(size.st_size) == code.utf8.count, "the real file is as it was")
    }

    /// One call whose edit would move what a `disable:next` applies to is left as it is and
    /// named; the file's other calls are still gated (each block is proven alone, then all
    /// together), and the run does not pass as fixed.
    @Test func anEditThatCannotBeProvenLeavesTheOthersMade() throws {
        let code = """
            func start() {
                Tips.showAllTipsForTesting() // tiplint:disable:next all
                try? Tips.resetDatastore()
            }

            func stop() {
                Tips.hideAllTipsForTesting()
            }

            """
        let folder = try Binary.temporaryFolder(["App/Start.swift": code])
        defer { Binary.remove(folder) }
        let run = try Binary.run(["App", "--fix"], in: folder)
        #expect(run.error.contains("App/Start.swift:2: not fixed: the edit would change what the tiplint comment on line 2 applies to"), "\(run.error)")
        #expect(run.error.contains("fixed 1 finding in App/Start.swift"), "\(run.error)")
        #expect(run.status == 1)
        let fixed = try String(contentsOf: folder.appendingPathComponent("App/Start.swift"), encoding: .utf8)
        #expect(fixed == code.replacingOccurrences(of: "    Tips.hideAllTipsForTesting()\n", with: "    #if DEBUG\n    Tips.hideAllTipsForTesting()\n    #endif\n"))

        // Every block refused, each for its own comment: each is named, and the file is unchanged.
        let both = """
            func start() {
                Tips.showAllTipsForTesting() // tiplint:disable:next all
                try? Tips.resetDatastore()
                print(1)
                Tips.hideAllTipsForTesting() // tiplint:disable:next all
                try? Tips.resetDatastore()
            }

            """
        try both.write(to: folder.appendingPathComponent("App/Start.swift"), atomically: true, encoding: .utf8)
        let refused = try Binary.run(["App", "--fix"], in: folder)
        #expect(refused.error.contains("App/Start.swift:2: not fixed: the edit would change what the tiplint comment on line 2"), "\(refused.error)")
        #expect(refused.error.contains("App/Start.swift:5: not fixed: the edit would change what the tiplint comment on line 5"), "\(refused.error)")
        #expect(!refused.error.contains("fixed 1"))
        #expect(refused.status == 1)
        #expect(try String(contentsOf: folder.appendingPathComponent("App/Start.swift"), encoding: .utf8) == both)
    }

    /// A file whose edit cannot be proven (it does not parse) is left alone, says why, and the
    /// run does not pass as fixed.
    @Test func aFileThatCannotBeProvenIsLeftAloneAndSaysWhy() throws {
        let broken = "func start() {\n    Tips.showAllTipsForTesting()\n}\nstruct Broken {\n"
        let folder = try Binary.temporaryFolder(["App/Broken.swift": broken])
        defer { Binary.remove(folder) }
        let run = try Binary.run(["App", "--fix"], in: folder)
        #expect(run.error.contains("App/Broken.swift: not fixed: the file does not parse as Swift"), "\(run.error)")
        #expect(!run.error.contains("fixed 1"))
        #expect(run.status == 1)
        #expect(try String(contentsOf: folder.appendingPathComponent("App/Broken.swift"), encoding: .utf8) == broken)
        // At a level that would not fail the run, a file left alone still does.
        let warning = try Binary.run(["App", "--fix", "--fail-on", "never"], in: folder)
        #expect(warning.status == 1)
    }

    /// Issue 20: a read-only file is named and left as it is (not replaced by a writable copy),
    /// and a link a repository committed to a file outside the project (the pre-commit hook
    /// names it) is not written through; both make the run exit 1.
    @Test func aReadOnlyFileAndALinkOutOfTheProjectAreNotFixed() throws {
        let code = "func start() {\n    Tips.showAllTipsForTesting()\n}\n"
        let base = try Binary.temporaryFolder(["Project/App/Locked.swift": code, "Other/Victim.swift": code])
        defer { Binary.remove(base) }
        let project = base.appendingPathComponent("Project")
        let locked = project.appendingPathComponent("App/Locked.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: locked.path)
        let victim = base.appendingPathComponent("Other/Victim.swift").path
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("App/Shared.swift").path, withDestinationPath: victim)
        let run = try Binary.run(["--no-cache", "--fix", "App/Locked.swift", "App/Shared.swift"], in: project)
        #expect(run.status == 1, "\(run.error)")
        #expect(run.error.contains("App/Locked.swift: read-only; not fixed"), "\(run.error)")
        #expect(run.error.contains("App/Shared.swift: not fixed: it is a symbolic link to \(victim), outside the project"), "\(run.error)")
        #expect(!run.error.contains("fixed 1"), "\(run.error)")
        #expect(try String(contentsOf: locked, encoding: .utf8) == code)
        #expect(try Self.attributes(locked)[.posixPermissions] as? Int == 0o444)
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == code)
    }
}
