import Foundation
import Testing
@testable import TipLintCore
import TipLintRules

/// How `--fix` writes a file (issue 20): only while it is still the file it read, checked right
/// before the new one takes its place; never a read-only file; never through a link that leads
/// out of the project.
@Suite struct FixWriteTests {
    static let code = "func debugMenu() {\n    Tips.showAllTipsForTesting()\n}\n"
    static let fixed = "func debugMenu() {\n    #if DEBUG\n    Tips.showAllTipsForTesting()\n    #endif\n}\n"

    /// A project folder (standardised, links resolved) holding `files`.
    static func folder(_ files: [String: String]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tiplint-fixwrite-\(UUID().uuidString)")
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.resolvingSymlinksInPath().path
    }

    /// Lints `root` and applies the fixes, calling `save` with a file's path where an editor's
    /// save would land: after the proof, right before the last check.
    static func fix(_ root: String, inputs: [String] = ["."], project: String? = nil, save: @escaping (String) -> Void = { _ in }) throws -> FixSummary {
        let configuration = Configuration(rules: allRules, root: root)
        let result = try Project(configuration: configuration, rules: allRules, inputs: inputs, workingFolder: root, jobs: 1).lint()
        return FixApplier.apply(
            result, absolutePath: { Discovery.absolutePath($0, in: root) }, project: project ?? root, beforeFinalCheck: save)
    }

    static func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    /// Nothing but the files the test made: no temporary file left beside them.
    static func leftovers(_ root: String) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.contains(".tiplint-") }
    }

    @Test func anUntouchedFileIsFixed() throws {
        let root = try Self.folder(["App/Debug.swift": Self.code])
        defer { try? FileManager.default.removeItem(atPath: root) }
        var called: [String] = []
        let outcome = try Self.fix(root) { called.append($0) }
        #expect(outcome.changedFiles == ["App/Debug.swift"] && outcome.skipped.isEmpty, "\(outcome)")
        #expect(called == [root + "/App/Debug.swift"])
        #expect(try Self.text(root + "/App/Debug.swift") == Self.fixed)
    }

    /// Lines appended in the gap (an editor writing the file in place) stay, and the file is named.
    @Test func anEditSavedWhileFixingIsKept() throws {
        let root = try Self.folder(["App/Debug.swift": Self.code])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let saved = Self.code + (1...15).map { "let line\($0) = \($0)\n" }.joined()
        let outcome = try Self.fix(root) { path in try? Data(saved.utf8).write(to: URL(fileURLWithPath: path)) }
        #expect(outcome.fixedFindings == 0 && outcome.changedFiles.isEmpty)
        #expect(outcome.skipped == ["App/Debug.swift: changed while fixing; not fixed (the version saved meanwhile is kept; run --fix again)"])
        #expect(try Self.text(root + "/App/Debug.swift") == saved)
        #expect(try Self.leftovers(root).isEmpty)
    }

    /// A save that keeps the size and the modification time (a tool that restores it) still
    /// differs in its bytes; a save through a new file (rename) is another inode with the same bytes.
    @Test func sameSizeSameTimeOrANewInodeIsStillAChange() throws {
        let root = try Self.folder(["App/Debug.swift": Self.code])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/App/Debug.swift"
        let sameSize = Self.code.replacingOccurrences(of: "debugMenu", with: "debugMen2")
        let outcome = try Self.fix(root) { path in
            var before = stat()
            _ = stat(path, &before)
            try? Data(sameSize.utf8).write(to: URL(fileURLWithPath: path))
            var times = [before.st_atim, before.st_mtim]
            _ = utimensat(AT_FDCWD, path, &times, 0)
        }
        #expect(outcome.skipped.first?.contains("changed while fixing") == true, "\(outcome)")
        #expect(try Self.text(path) == sameSize)

        let renamed = try Self.fix(root) { path in
            try? Data(sameSize.utf8).write(to: URL(fileURLWithPath: path + ".new"))
            _ = rename(path + ".new", path)
        }
        #expect(renamed.skipped.first?.contains("changed while fixing") == true, "\(renamed)")
        #expect(try Self.text(path) == sameSize)
    }

    /// A file with two hard links is written in place: the check reads it through the same
    /// descriptor that would write it.
    @Test func aHardLinkedFileChangedWhileFixingIsKept() throws {
        let root = try Self.folder(["App/Debug.swift": Self.code])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/App/Debug.swift"
        #expect(link(path, root + "/other-name.txt") == 0)
        let outcome = try Self.fix(root, inputs: ["App"]) { path in
            guard let handle = FileHandle(forWritingAtPath: path) else { return }
            handle.seekToEndOfFile()
            handle.write(Data("// saved\n".utf8))
            try? handle.close()
        }
        #expect(outcome.skipped.first?.contains("changed while fixing") == true, "\(outcome)")
        #expect(try Self.text(path) == Self.code + "// saved\n")
        #expect(try Self.text(root + "/other-name.txt") == Self.code + "// saved\n")
    }

    /// 0444 is refused (as formatters do), not replaced by a writable copy; root included.
    @Test func aReadOnlyFileIsNotFixed() throws {
        let root = try Self.folder(["App/Debug.swift": Self.code])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/App/Debug.swift"
        #expect(chmod(path, 0o444) == 0)
        var before = stat()
        _ = stat(path, &before)
        let outcome = try Self.fix(root)
        #expect(outcome.skipped == ["App/Debug.swift: read-only; not fixed (make it writable to have it fixed)"], "\(outcome)")
        var after = stat()
        _ = stat(path, &after)
        #expect(try Self.text(path) == Self.code)
        #expect(after.st_ino == before.st_ino && after.st_mode & 0o7777 == 0o444)
    }

    /// A link inside the project to a file of it has that file fixed (the link stays); a link
    /// leading out of the project is refused, and its target is not touched.
    @Test func linksAreFollowedOnlyInsideTheProject() throws {
        let base = try Self.folder(["Elsewhere/Victim.swift": Self.code, "Project/Shared/Real.swift": Self.code])
        defer { try? FileManager.default.removeItem(atPath: base) }
        let root = base + "/Project"
        #expect(symlink("Shared/Real.swift", root + "/Inside.swift") == 0)
        #expect(symlink(base + "/Elsewhere/Victim.swift", root + "/Outside.swift") == 0)
        let outcome = try Self.fix(root, inputs: ["Inside.swift", "Outside.swift"])
        #expect(outcome.changedFiles == ["Inside.swift"], "\(outcome)")
        #expect(try Self.text(root + "/Shared/Real.swift") == Self.fixed)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: root + "/Inside.swift") == "Shared/Real.swift")
        let refusal = try #require(outcome.skipped.first)
        #expect(refusal.hasPrefix("Outside.swift: not fixed: it is a symbolic link to \(base)/Elsewhere/Victim.swift, outside the project"), "\(refusal)")
        #expect(try Self.text(base + "/Elsewhere/Victim.swift") == Self.code)
        // A file outside the project named without a link is the person's choice.
        let named = try Self.fix(root, inputs: [base + "/Elsewhere/Victim.swift"])
        #expect(named.skipped.isEmpty && named.fixedFindings == 1, "\(named)")
    }
}
