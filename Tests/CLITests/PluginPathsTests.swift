import Foundation
import Testing

/// Plugins/Shared/PluginPaths.swift, which this test target links as the plugins do: the
/// decisions the SwiftPM and Xcode forms of the plugins share (the Xcode form is not built here).
@Suite struct PluginPathsTests {
    let project = URL(fileURLWithPath: "/work/App", isDirectory: true)

    @Test func anXcodeTargetIsLintedAsTheDeepestFolderHoldingAllItsFiles() {
        let files = ["App/Tips/PinTip.swift", "App/Views/ListView.swift", "App/Localizable.xcstrings"]
            .map { project.appendingPathComponent($0) }
        #expect(PluginPaths.commonFolder(of: files, within: project).path == "/work/App/App")
        #expect(PluginPaths.commonFolder(of: [project.appendingPathComponent("App/Tips/PinTip.swift")], within: project).path
            == "/work/App/App/Tips")
        // Files in two top folders, at the project's top, outside it or none: the project folder.
        #expect(PluginPaths.commonFolder(of: files + [project.appendingPathComponent("Widget/W.swift")], within: project) == project)
        #expect(PluginPaths.commonFolder(of: [project.appendingPathComponent("Tips.swift")], within: project) == project)
        #expect(PluginPaths.commonFolder(of: [URL(fileURLWithPath: "/elsewhere/Shared/Tip.swift")] + files, within: project) == project)
        #expect(PluginPaths.commonFolder(of: [], within: project) == project)
        // A sibling whose name merely starts like the project is outside it.
        #expect(PluginPaths.commonFolder(of: [URL(fileURLWithPath: "/work/AppKit/A/T.swift")], within: project) == project)
    }

    @Test func pathsAreRelativeToTheProjectWhenInsideIt() {
        #expect(PluginPaths.relative(project.appendingPathComponent("Sources/App"), to: project) == "Sources/App")
        #expect(PluginPaths.relative(project, to: project) == ".")
        #expect(PluginPaths.relative(URL(fileURLWithPath: "/work/AppKit/A"), to: project) == "/work/AppKit/A")
    }

    @Test func inputsAreTheFilesTiplintReads() {
        let files = ["A.swift", "Guide.md", "Notes.markdown", "Onboarding.tips.yml", "L.xcstrings", "L.strings", "L.stringsdict", "Logo.png", "Info.plist"]
            .map { project.appendingPathComponent($0) }
        #expect(PluginPaths.lintedInputs(files).map(\.lastPathComponent)
            == ["A.swift", "Guide.md", "Notes.markdown", "Onboarding.tips.yml", "L.xcstrings", "L.strings", "L.stringsdict"])
    }

    @Test func theBaselineKeyNamesAFileBesideTheConfigurationOrNone() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plugin-paths-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = folder.appendingPathComponent(".lintconfig.yml")
        func baseline(_ text: String) throws -> String? {
            try text.write(to: configuration, atomically: true, encoding: .utf8)
            return PluginPaths.baseline(of: configuration)?.path
        }
        #expect(try baseline("fail-on: warning\nbaseline: .tiplint-baseline.json  # adopted\n") == folder.appendingPathComponent(".tiplint-baseline.json").path)
        #expect(try baseline("baseline: \"ci/base line.json\"\n") == folder.appendingPathComponent("ci/base line.json").path)
        #expect(try baseline("baseline: /var/baseline.json\n") == "/var/baseline.json")
        #expect(try baseline("baseline: off\n") == nil)
        #expect(try baseline("baseline: ~\n") == nil)
        #expect(try baseline("rules:\n  baseline: nested.json\n") == nil)
        // The configuration and the baseline become inputs only when they exist.
        #expect(PluginPaths.configurationInputs([folder]) == [configuration])
        _ = try baseline("baseline: b.json\n")
        try "{}".write(to: folder.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
        #expect(PluginPaths.configurationInputs([folder]).map(\.lastPathComponent) == [".lintconfig.yml", "b.json"])
    }
}
