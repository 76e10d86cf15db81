import Foundation
import Testing

/// Issue 12, "absolute configuration paths in messages": every message that names a
/// configuration file names it by its absolute path, whether the file was found by the lookup
/// or given with `--config` relative to the current folder, so that a reader running tiplint
/// from anywhere knows which file to open.
@Suite(.serialized) struct ConfigurationPathBinaryTests {
    typealias Binary = BinaryTests

    @Test func aConfigurationNamedRelativelyIsNamedAbsolutelyInEveryMessage() throws {
        let folder = try Binary.temporaryFolder([
            "strict.yml": "include: [\"Sources/**/*.swift\"]\nexclude: [\"Sources/Generated/**\"]\n",
            "broken.yml": "rules:\n  title-lenght: off\n",
            "Sources/App.swift": "let a = 1\n",
            "Sources/Generated/Debug.swift": "func menu() { Tips.showAllTipsForTesting() }\n",
            "Scripts/Reset.swift": "func reset() { Tips.resetDatastore() }\n",
            "Docs/README.txt": "",
        ])
        defer { Binary.remove(folder) }
        let file = folder.appendingPathComponent("strict.yml").path
        // Run from a subfolder, the configuration named relative to it.
        let sources = folder.appendingPathComponent("Sources")

        // A named file no include glob matches: a warning naming the file and the key's line.
        let notIncluded = try Binary.run(["../Scripts/Reset.swift", "--config", "../strict.yml"], in: sources)
        #expect(notIncluded.status == 0, "\(notIncluded.output)\(notIncluded.error)")
        #expect(notIncluded.output.contains("no glob of include in \(file):1 matches it"), "\(notIncluded.output)")
        // A named file exclude matches: a note, the same way.
        let excluded = try Binary.run(["Generated/Debug.swift", "--config", "./../Sources/../strict.yml"], in: sources)
        #expect(excluded.status == 0, "\(excluded.output)\(excluded.error)")
        #expect(excluded.output.contains("excluded by exclude in \(file):2"), "\(excluded.output)")
        // A folder with nothing to lint.
        let empty = try Binary.run(["../Docs", "--config", "../strict.yml"], in: sources)
        #expect(empty.status == 2, "\(empty.output)\(empty.error)")
        #expect(empty.error.contains("no files matched: ../Docs (\(file):1 include \"Sources/**/*.swift\""), "\(empty.error)")
        // A configuration error.
        let broken = try Binary.run([".", "--config", "../broken.yml"], in: sources)
        #expect(broken.status == 2, "\(broken.output)\(broken.error)")
        #expect(broken.error.hasPrefix("\(folder.path)/broken.yml:2:3: error: rules.title-lenght"), "\(broken.error)")
        // A configuration file that is not there: where tiplint looked.
        let missing = try Binary.run([".", "--config", "../none.yml"], in: sources)
        #expect(missing.status == 2 && missing.error.contains("no configuration file at \(folder.path)/none.yml"), "\(missing.error)")
    }

    @Test func aConfigurationFoundAboveTheCurrentFolderIsNamedAbsolutely() throws {
        let folder = try Binary.temporaryFolder([
            ".lintconfig.yml": "include:\n  - \"Sources/**/*.swift\"\nfail-on: sometimes\n",
            "Sources/App.swift": "let a = 1\n",
        ])
        defer { Binary.remove(folder) }
        let run = try Binary.run(["App.swift"], in: folder.appendingPathComponent("Sources"))
        #expect(run.status == 2, "\(run.output)\(run.error)")
        #expect(run.error.hasPrefix("\(folder.path)/.lintconfig.yml:3:10: error: fail-on:"), "\(run.error)")
    }

    /// A `.lintconfig.yml` link that points nowhere or loops stops the run (exit 2) with the
    /// file, the problem and the way out, for a folder and for `--stdin-path` alike.
    @Test func aConfigurationLinkThatCannotBeFollowedStopsTheRun() throws {
        let folder = try Binary.temporaryFolder(["App/Debug.swift": "func d() {\n    Tips.showAllTipsForTesting()\n}\n"])
        defer { Binary.remove(folder) }
        let link = folder.appendingPathComponent(".lintconfig.yml").path
        for (target, problem) in [("nowhere", "whose target is missing"), (".lintconfig.yml", "that loops")] {
            try? FileManager.default.removeItem(atPath: link)
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
            let expected = "\(link):1:1: error: cannot read the configuration file: it is a symbolic link \(problem); point it at a configuration file, or remove it"
            let run = try Binary.run(["App"], in: folder)
            #expect(run.status == 2 && run.error.hasPrefix(expected), "\(target): \(run.status) \(run.output)\(run.error)")
            let piped = try Binary.run(["--stdin-path", "App/Debug.swift"], in: folder, input: "let a = 1\n")
            #expect(piped.status == 2 && piped.error.hasPrefix(expected), "\(target): \(piped.status) \(piped.output)\(piped.error)")
        }
    }
}
