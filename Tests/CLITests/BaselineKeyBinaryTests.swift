import Foundation
import Testing

/// Issue 12, "a `baseline:` key in `.lintconfig.yml` is honoured by every entry point": a project
/// adopted with `--write-baseline` and the key is not flooded with its old findings, whether
/// tiplint lints folders, named files (the pre-commit hook), `--stdin-path` or an editor's
/// buffer, and from whichever folder it runs.
@Suite(.serialized, .timeLimit(.minutes(2))) struct BaselineKeyBinaryTests {
    typealias Binary = BinaryTests

    static let debug = "func debugMenu() {\n    Tips.showAllTipsForTesting()\n}\n"
    /// `debug` with a second, new finding below the known one.
    static let debugWithNewFinding = debug + "func reset() {\n    try? Tips.resetDatastore()\n}\n"

    /// A project whose known finding (`App/Debug.swift:2:5`) is recorded in `baselines/known.json`
    /// and named by the key, relative to the configuration file.
    static func adoptedProject() throws -> URL {
        let folder = try Binary.temporaryFolder([
            ".lintconfig.yml": "include: [\"**/*.swift\"]\n",
            "App/Debug.swift": debug,
            "App/Tips.swift": "struct PinTip: Tip {\n    var title: Text { Text(\"Pin\") }\n}\n",
        ])
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("baselines"), withIntermediateDirectories: true)
        let write = try Binary.run(["--write-baseline", "baselines/known.json"], in: folder)
        #expect(write.status == 0 && write.error.contains("wrote 1 finding"), "\(write.output)\(write.error)")
        try "include: [\"**/*.swift\"]\nbaseline: baselines/known.json\n".write(
            to: folder.appendingPathComponent(".lintconfig.yml"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func theKeyHidesAKnownFindingInANamedFileFromAnyFolder() throws {
        let folder = try Self.adoptedProject()
        defer { Binary.remove(folder) }
        // The pre-commit case: the staged file is named, the baseline comes from the key.
        let hook = try Binary.run(["lint", "--only-given-files", "App/Debug.swift"], in: folder)
        #expect(hook.status == 0, "\(hook.output)\(hook.error)")
        #expect(!hook.output.contains("showAllTipsForTesting"), "\(hook.output)")
        // The key's path is relative to the configuration file, not to the current folder.
        let elsewhere = try Binary.run(["lint", folder.appendingPathComponent("App/Debug.swift").path], in: FileManager.default.temporaryDirectory)
        #expect(elsewhere.status == 0 && !elsewhere.output.contains("showAllTipsForTesting"), "\(elsewhere.output)\(elsewhere.error)")
        let whole = try Binary.run([], in: folder.appendingPathComponent("App"))
        #expect(whole.status == 0 && whole.output.contains("0 errors"), "\(whole.output)\(whole.error)")
        // A new finding is reported; the known one stays hidden.
        let stdin = try Binary.run(["--stdin-path", "App/Debug.swift"], in: folder, input: Self.debugWithNewFinding)
        #expect(stdin.status == 1, "\(stdin.output)\(stdin.error)")
        #expect(stdin.output.contains("App/Debug.swift:5:10: error: Tips.resetDatastore"), "\(stdin.output)")
        #expect(!stdin.output.contains("showAllTipsForTesting"), "\(stdin.output)")
        // --baseline on the command line takes the key's place.
        try "{\"version\": 1, \"findings\": []}\n".write(to: folder.appendingPathComponent("empty.json"), atomically: true, encoding: .utf8)
        let overridden = try Binary.run(["App/Debug.swift", "--baseline", "empty.json"], in: folder)
        #expect(overridden.status == 1 && overridden.output.contains("showAllTipsForTesting"), "\(overridden.output)\(overridden.error)")
    }

    /// `--fix` mends a finding the key's baseline hides, as it mends one `--baseline` hides: the
    /// baseline adopted the finding for now, and the fix is the way out of it. (The baseline is
    /// the last step of a project's lint, so `FixApplier` lets its suppressions through.)
    @Test func fixMendsAFindingTheKeyHides() throws {
        let folder = try Self.adoptedProject()
        defer { Binary.remove(folder) }
        let fix = try Binary.run(["--fix"], in: folder)
        #expect(fix.status == 0 && fix.error.contains("fixed 1 finding in App/Debug.swift"), "\(fix.output)\(fix.error)")
        #expect(fix.output.contains("1 baseline finding is no longer matched"), "\(fix.output)")
        let text = try String(contentsOf: folder.appendingPathComponent("App/Debug.swift"), encoding: .utf8)
        #expect(text == "func debugMenu() {\n    #if DEBUG\n    Tips.showAllTipsForTesting()\n    #endif\n}\n", "\(text)")
        // The summary names the key's file as typed here, in a command that can be run as it is.
        let command = "`tiplint --write-baseline baselines/known.json` (check new findings first with --no-baseline)"
        #expect(fix.output.contains("; rewrite the baseline with " + command), "\(fix.output)")
        #expect(try Binary.run(["--write-baseline", "baselines/known.json"], in: folder).status == 0)
        let rewritten = try Binary.run([], in: folder)
        #expect(rewritten.status == 0 && !rewritten.output.contains("no longer matched"), "\(rewritten.output)")
    }

    @Test func aMissingBaselineFileIsAnErrorAtTheKey() throws {
        let folder = try Binary.temporaryFolder([
            ".lintconfig.yml": "include: [\"**/*.swift\"]\nbaseline: tiplint-baseline.json\n",
            "App/Debug.swift": Self.debug,
        ])
        defer { Binary.remove(folder) }
        let run = try Binary.run(["App/Debug.swift"], in: folder)
        #expect(run.status == 2, "\(run.output)\(run.error)")
        #expect(run.error.contains("\(folder.path)/.lintconfig.yml:2:11: error: baseline: no baseline file at \(folder.path)/tiplint-baseline.json"), "\(run.error)")
        #expect(run.error.contains("--write-baseline"), "\(run.error)")
        // Adopting: the key may be written first; --write-baseline then creates the file.
        let write = try Binary.run(["--write-baseline", "tiplint-baseline.json"], in: folder)
        #expect(write.status == 0, "\(write.output)\(write.error)")
        let after = try Binary.run(["App/Debug.swift"], in: folder)
        #expect(after.status == 0 && !after.output.contains("showAllTipsForTesting"), "\(after.output)\(after.error)")
    }

    /// The language server lints through the same session: a baselined finding is not
    /// published, a new one is, whether the project is read whole or only the open buffers are.
    @Test(arguments: [20_000, 1]) func theServerPublishesOnlyFindingsOutsideTheBaseline(entryLimit: Int) throws {
        let folder = try Self.adoptedProject()
        defer { Binary.remove(folder) }
        let client = try LSPClient.initialized(in: folder, options: ["projectEntryLimit": entryLimit])
        let uri = folder.appendingPathComponent("App/Debug.swift").absoluteString
        try client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": Self.debug]])
        #expect(try client.diagnostics(for: uri).isEmpty)
        try client.notify("textDocument/didChange", [
            "textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": Self.debugWithNewFinding]],
        ])
        let diagnostics = try client.diagnostics(for: uri)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        let start = (diagnostics.first?["range"] as? [String: Any])?["start"] as? [String: Any]
        #expect(start?["line"] as? Int == 4, "\(diagnostics)")
        #expect(try client.shutDown() == 0)
    }
}
