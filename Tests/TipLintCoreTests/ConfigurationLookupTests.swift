import Foundation
import Testing
import TipLintCore
import TipLintRules

/// The one configuration lookup (`ConfigurationLookup`) every entry point uses.
@Suite struct ConfigurationLookupTests {
    /// A temporary folder with `files`, removed by `body`'s end.
    func inFolder(_ files: [String: String], _ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tiplint-lookup-\(UUID().uuidString)")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(URL(fileURLWithPath: folder.path).standardizedFileURL.path)
    }

    @Test func eachInputUsesTheNearestFileAndInputsAreGroupedByIt() throws {
        try inFolder([
            ".lintconfig.yml": "gates: [OUTER]\n", "A/x.swift": "", "B/.lintconfig.yml": "gates: [INNER]\n", "B/C/y.swift": "",
            "B/z.swift": "",
        ]) { (folder: String) throws in
            let lookup = ConfigurationLookup(rules: allRules, workingFolder: folder)
            let groups = try lookup.groups(for: ["A/x.swift", "B/C/y.swift", "B", "."])
            #expect(groups.map(\.inputs) == [["A/x.swift", "."], ["B/C/y.swift", "B"]])
            #expect(groups.map(\.configuration.gates) == [["OUTER"], ["INNER"]])
            #expect(groups[1].configuration.root == folder + "/B")
            #expect(groups[1].configuration.keyLines["gates"] == 1)
        }
    }

    /// A `.lintconfig.yaml` is not read; the run says so instead of applying the defaults silently.
    @Test func aConfigurationFileWithANearMissNameIsAWarning() throws {
        try inFolder([".git/HEAD": "ref: refs/heads/main\n", ".lintconfig.yaml": "gates: [MINE]\n", "App/a.swift": ""]) { (folder: String) throws in
            let lookup = ConfigurationLookup(rules: allRules, workingFolder: folder)
            let groups = try lookup.groups(for: ["App"])
            #expect(groups.first?.configuration.filePath == nil)
            let warnings = lookup.untrustedFiles
            #expect(warnings.map(\.path) == [folder + "/.lintconfig.yaml"])
            #expect(warnings.first?.message.contains("rename it to .lintconfig.yml") == true)
        }
        // Above the folder linted, where a `.lintconfig.yml` would have been read.
        try inFolder([".lintconfig.yaml": "gates: [MINE]\n", "App/a.swift": ""]) { (folder: String) throws in
            let lookup = ConfigurationLookup(rules: allRules, workingFolder: folder + "/App")
            _ = try lookup.groups(for: ["a.swift"])
            #expect(lookup.untrustedFiles.map(\.path) == [folder + "/.lintconfig.yaml"])
        }
        // Beside a real configuration file, a `.lintconfig.yaml` is a leftover whose settings are
        // dead (third new-user trial, reversing stop 29's silence); another tool's name is not ours.
        try inFolder([
            ".git/HEAD": "ref: refs/heads/main\n", ".lintconfig.yml": "gates: [MINE]\n", ".lintconfig.yaml": "gates: [OLD]\n",
            ".tiplint.yml": "", "App/a.swift": "",
        ]) { (folder: String) throws in
            let lookup = ConfigurationLookup(rules: allRules, workingFolder: folder)
            let groups = try lookup.groups(for: ["App", "App/a.swift"])
            #expect(groups.first?.configuration.gates == ["MINE"])
            let warnings = lookup.untrustedFiles
            #expect(warnings.map(\.path) == [folder + "/.lintconfig.yaml"], "one warning per run, whatever the inputs")
            #expect(warnings.first?.message == "this file is not read: the .lintconfig.yml beside it is; move its settings there and delete it")
        }
        try inFolder([".git/HEAD": "ref: refs/heads/main\n", ".lintconfig.yml": "gates: [MINE]\n", ".tiplint.yml": "", "App/a.swift": ""]) { (folder: String) throws in
            let lookup = ConfigurationLookup(rules: allRules, workingFolder: folder)
            _ = try lookup.groups(for: ["App"])
            #expect(lookup.untrustedFiles.isEmpty, "other names beside a real configuration file may be another tool's")
        }
    }

    @Test func aRootConfigurationAboveWinsAndNamedConfigurationSkipsTheLookup() throws {
        try inFolder([".lintconfig.yml": "root: true\ngates: [TOP]\n", "B/.lintconfig.yml": "gates: [INNER]\n", "named.yml": "gates: [NAMED]\n"]) { (folder: String) throws in
            let lookup = ConfigurationLookup(rules: allRules, workingFolder: folder)
            #expect(try lookup.configurationPath(forFolder: folder + "/B") == folder + "/.lintconfig.yml")
            #expect(try lookup.configuration(forFolder: folder + "/B").isRoot)
            let named = ConfigurationLookup(rules: allRules, workingFolder: folder, named: "named.yml")
            #expect(try named.groups(for: ["B", "."]).map(\.configuration.gates) == [["NAMED"]])
            #expect(throws: LintSession.MissingConfiguration.self) {
                try ConfigurationLookup(rules: allRules, workingFolder: folder, named: "missing.yml").groups(for: ["."])
            }
        }
    }

    @Test func withoutAnyFileTheDefaultsAreRootedAtTheWorkingFolderOrTheInputsOwn() throws {
        try inFolder(["work/a.swift": "", "elsewhere/b.swift": ""]) { (folder: String) throws in
            // A run from inside a folder tree with no configuration anywhere (a temporary folder).
            let lookup = ConfigurationLookup(rules: allRules, workingFolder: folder + "/work")
            guard try lookup.configurationPath(forFolder: folder) == nil else { return }  // a stray file above /tmp
            let groups = try lookup.groups(for: ["a.swift", folder + "/elsewhere/b.swift"])
            #expect(groups.map(\.configuration.root) == [folder + "/work", folder + "/elsewhere"])
        }
    }

    /// Run from a folder that holds no project (`/`, a home folder, a folder of several apps),
    /// the defaults are rooted at the nearest project marker between the input and the working
    /// folder, else at the input's own folder: the run never reads the whole working folder, or a
    /// sibling app, as the context of one app (a trial run from `/` read the whole disk).
    @Test func withoutAnyFileTheDefaultsAreRootedAtTheNearestProjectNotAFolderOfApps() throws {
        try inFolder([
            "Plain/View.swift": "", "Other/Tips.swift": "", "Packaged/App/Package.swift": "", "Packaged/App/Sources/x.swift": "",
        ]) { (folder: String) throws in
            let lookup = ConfigurationLookup(rules: allRules, workingFolder: folder)
            guard try lookup.configurationPath(forFolder: folder) == nil else { return }  // a stray file above /tmp
            let groups = try lookup.groups(for: ["Plain", "Packaged/App/Sources/x.swift"])
            #expect(groups.map(\.configuration.root) == [folder + "/Plain", folder + "/Packaged/App"])
        }
        // A run from a project's top keeps that top as the root, whatever lies below it, so paths
        // and fingerprints stay what they were.
        try inFolder(["Package.swift": "", "Plain/View.swift": "", "ios/Package.swift": "", "ios/Sources/x.swift": ""]) { (folder: String) throws in
            let lookup = ConfigurationLookup(rules: allRules, workingFolder: folder)
            guard try lookup.configurationPath(forFolder: folder) == nil else { return }
            let groups = try lookup.groups(for: ["Plain", "ios/Sources/x.swift"])
            #expect(groups.map(\.configuration.root) == [folder])
        }
    }

    /// A `.lintconfig.yml` that is a symbolic link pointing nowhere, or looping, is an error
    /// naming it, as a folder there is: never passed over for the defaults or a file further up.
    @Test func aConfigurationLinkThatCannotBeFollowedIsAnError() throws {
        try inFolder([".lintconfig.yml": "gates: [TOP]\n", "A/x.swift": "", "B/y.swift": ""]) { (folder: String) throws in
            try FileManager.default.createSymbolicLink(atPath: folder + "/A/.lintconfig.yml", withDestinationPath: "nowhere.yml")
            try FileManager.default.createSymbolicLink(atPath: folder + "/B/.lintconfig.yml", withDestinationPath: ".lintconfig.yml")
            let lookup = ConfigurationLookup(rules: allRules, workingFolder: folder)
            for (subfolder, problem) in [("A", "whose target is missing"), ("B", "that loops")] {
                #expect(try lookup.configurationPath(forFolder: folder + "/" + subfolder) == folder + "/\(subfolder)/.lintconfig.yml")
                let error = try #require(throws: ConfigurationError.self) { try lookup.configuration(forFolder: folder + "/" + subfolder) }
                #expect(error.path == folder + "/\(subfolder)/.lintconfig.yml")
                #expect(error.message == "cannot read the configuration file: it is a symbolic link \(problem); point it at a configuration file, or remove it")
            }
            let named = ConfigurationLookup(rules: allRules, workingFolder: folder, named: "A/.lintconfig.yml")
            #expect(throws: ConfigurationError.self) { try named.groups(for: ["."]) }
        }
    }

    @Test func theSessionMergesGroupsInReportOrder() throws {
        try inFolder([
            "A/.lintconfig.yml": "include: [\"**/*.swift\"]\n", "A/Debug.swift": "func d() {\n    Tips.showAllTipsForTesting()\n}\n",
            "B/.lintconfig.yml": "rules:\n  ungated-testing-call: off\n", "B/Debug.swift": "func d() {\n    Tips.showAllTipsForTesting()\n}\n",
        ]) { (folder: String) throws in
            let session = LintSession(rules: allRules, workingFolder: folder)
            let outcome = try session.lint(LintRequest(paths: ["B", "A"]), lookup: session.lookup())
            #expect(outcome.configurations.count == 2)
            #expect(outcome.result.fileCount == 2)
            #expect(Set(outcome.result.findings.map(\.location.path)) == ["A/Debug.swift"])
        }
    }
}
