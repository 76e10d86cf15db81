import Foundation
import Testing

/// Issue 12, "configuration found per path" and "only the files tiplint understands", through
/// the built binary: each path uses the `.lintconfig.yml` nearest to it, whatever the current
/// folder; what a configuration leaves out is said, with the file and the way out.
@Suite(.serialized) struct ConfigurationLookupBinaryTests {
    typealias Binary = BinaryTests

    /// An app whose own configuration turns `title-length` down to 5 characters, beside a folder
    /// whose configuration lints only `Examples/**` (the "another project").
    static let files: [String: String] = [
        "MyApp/.lintconfig.yml": "include: [\"**/*.swift\"]\nrules:\n  title-length:\n    max-length: 5\n",
        "MyApp/App/Tips.swift": "struct PinTip: Tip {\n    var title: Text { Text(\"Pin a note\") }\n}\n",
        "MyApp/App/Debug.swift": "func debugMenu() {\n    Tips.showAllTipsForTesting()\n}\n",
        "Other/.lintconfig.yml": "include:\n  - \"Examples/**/*.swift\"\n",
        "Other/Examples/Demo.swift": "struct DemoTip: Tip {\n    var title: Text { Text(\"Demo\") }\n}\n",
    ]

    @Test func aFolderElsewhereUsesItsOwnConfigurationNotTheCurrentFolders() throws {
        let folder = try Binary.temporaryFolder(Self.files)
        defer { Binary.remove(folder) }
        let run = try Binary.run(["lint", "../MyApp"], in: folder.appendingPathComponent("Other"))
        #expect(run.status == 1, "\(run.output)\(run.error)")
        #expect(run.output.contains("../MyApp/App/Debug.swift:2:5: error: Tips.showAllTipsForTesting"), "\(run.output)")
        // MyApp's own max-length of 5, not the default.
        #expect(run.output.contains("../MyApp/App/Tips.swift:2:") && run.output.contains("[title-length]"), "\(run.output)")
        #expect(run.output.contains("; 2 files linted"), "\(run.output)")
    }

    @Test func pathsUnderTwoConfigurationsAreLintedAsTwoGroupsInOneReport() throws {
        let folder = try Binary.temporaryFolder(Self.files)
        defer { Binary.remove(folder) }
        let run = try Binary.run(["Other", "MyApp", "--format", "json"], in: folder)
        #expect(run.status == 1, "\(run.error)")
        #expect(run.output.contains("\"path\" : \"MyApp/App/Debug.swift\""), "\(run.output)")
        // Demo's 4-character title passes the default limit; MyApp's 5 applies only to MyApp.
        #expect(!run.output.contains("Other/Examples/Demo.swift\""), "\(run.output)")
        let text = try Binary.run(["Other", "MyApp"], in: folder)
        #expect(text.output.contains("; 3 files linted"), "\(text.output)")
    }

    @Test func aNamedFileNoIncludeMatchesIsSkippedWithTheConfigurationAndTheWayOut() throws {
        let folder = try Binary.temporaryFolder(Self.files.merging(["Other/Tools/Script.swift": "func reset() { Tips.resetDatastore() }\n"]) { $1 })
        defer { Binary.remove(folder) }
        let other = folder.appendingPathComponent("Other")
        let run = try Binary.run(["Tools/Script.swift"], in: other)
        #expect(run.status == 0, "\(run.output)\(run.error)")
        let said = run.output + run.error
        #expect(said.contains("Tools/Script.swift"), "\(said)")
        #expect(said.contains("include in \(other.path)/.lintconfig.yml:1"), "\(said)")
        #expect(said.contains("--force-include"), "\(said)")
        let forced = try Binary.run(["Tools/Script.swift", "--force-include"], in: other)
        #expect(forced.status == 1 && forced.output.contains("Tips.resetDatastore"), "\(forced.output)\(forced.error)")
    }

    @Test func anExcludedFileNamedByAHookIsANoteAndExitsZero() throws {
        let folder = try Binary.temporaryFolder(Self.files.merging(["MyApp/.lintconfig.yml": "exclude: [\"App/Debug.swift\"]\n"]) { $1 })
        defer { Binary.remove(folder) }
        let run = try Binary.run(["lint", "--only-given-files", "App/Debug.swift"], in: folder.appendingPathComponent("MyApp"))
        #expect(run.status == 0, "\(run.output)\(run.error)")
        #expect(run.output.contains("note: not linted: excluded by exclude in"), "\(run.output)")
    }

    @Test func foldersWithNothingToLintExitTwoUnlessAllowed() throws {
        let folder = try Binary.temporaryFolder(Self.files.merging(["Other/Sources/Main.swift": "let x = 1\n"]) { $1 })
        defer { Binary.remove(folder) }
        let other = folder.appendingPathComponent("Other")
        let run = try Binary.run(["Sources"], in: other)
        #expect(run.status == 2, "\(run.output)\(run.error)")
        #expect(run.error.contains("no files matched: Sources"), "\(run.error)")
        #expect(run.error.contains("\(other.path)/.lintconfig.yml:1 include \"Examples/**/*.swift\""), "\(run.error)")
        let allowed = try Binary.run(["Sources", "--allow-empty"], in: other)
        #expect(allowed.status == 0 && allowed.output.contains("; 0 files linted"), "\(allowed.output)\(allowed.error)")
    }

    @Test func aFileNoFrontEndReadsIsAUsageError() throws {
        let folder = try Binary.temporaryFolder(["notes.txt": "Tips.showAllTipsForTesting()\n", "Package.swift": "// swift-tools-version:6.0\n"])
        defer { Binary.remove(folder) }
        let run = try Binary.run(["lint", "notes.txt"], in: folder)
        #expect(run.status == 2, "\(run.output)\(run.error)")
        #expect(run.error.contains("notes.txt: tiplint reads Swift (.swift), Markdown"), "\(run.error)")
        #expect(run.error.contains("--docs-glob"), "\(run.error)")
        #expect(try Binary.run(["Package.swift"], in: folder).status == 0)
        let asDocs = try Binary.run(["notes.txt", "--docs-glob", "*.txt"], in: folder)
        #expect(asDocs.status == 0, "\(asDocs.output)\(asDocs.error)")
    }

    @Test func aRootConfigurationGovernsTheFoldersBelowIt() throws {
        let folder = try Binary.temporaryFolder([
            ".lintconfig.yml": "root: true\nrules:\n  ungated-testing-call: off\n",
            "Vendor/.lintconfig.yml": "include: [\"nothing/**\"]\n",
            "Vendor/Debug.swift": "func debugMenu() {\n    Tips.showAllTipsForTesting()\n}\n",
        ])
        defer { Binary.remove(folder) }
        let run = try Binary.run(["Vendor/Debug.swift"], in: folder)
        #expect(run.status == 0 && run.output.contains("; 1 file linted"), "\(run.output)\(run.error)")
        #expect(!run.output.contains("not linted"), "\(run.output)")
    }
}
