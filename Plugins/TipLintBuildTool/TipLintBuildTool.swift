import Foundation
import PackagePlugin

/// Runs tiplint on each target that applies the plugin, as a build command whose clang-style
/// output lines (`file:line:col: warning: …`) become build diagnostics. The report is also
/// written to the plugin's work folder: the command's declared output, so that it re-runs only
/// when a source file changes. tiplint finds the configuration itself, as everywhere (the
/// nearest `.lintconfig.yml` at or above each file); a target it leaves out is not an error.
@main
struct TipLintBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let sources = target as? SourceModuleTarget else { return [] }
        return [try Self.command(
            tool: context.tool(named: "tiplint").url, targetName: target.name, folder: sources.directoryURL,
            inputs: sources.sourceFiles.map(\.url), configurationFolders: [sources.directoryURL, context.package.directoryURL],
            workFolder: context.pluginWorkDirectoryURL)]
    }

    /// The build command for one target, SwiftPM's or Xcode's: lint `folder`, re-run when one of
    /// `inputs` that tiplint reads or a configuration in `configurationFolders` (or the baseline
    /// it names) changes. The facts cache and its key go to the plugin's work folder
    /// (`PluginPaths.cacheEnvironment`): a build writes nothing into the package or project, nor
    /// into the user's cache folder, which the plugin sandbox of Xcode and SwiftPM on macOS refuses.
    static func command(
        tool: URL, targetName: String, folder: URL, inputs: [URL], configurationFolders: [URL], workFolder: URL
    ) -> Command {
        let report = workFolder.appendingPathComponent("tiplint-\(targetName).txt")
        let cache = workFolder.appendingPathComponent("tiplint-cache").path
        return .buildCommand(
            displayName: "tiplint \(targetName)", executable: tool,
            arguments: ["lint", folder.path, "--allow-empty", "--cache-dir", cache, "--report", "text=\(report.path)"],
            environment: PluginPaths.cacheEnvironment(workFolder: workFolder),
            inputFiles: PluginPaths.lintedInputs(inputs) + PluginPaths.configurationInputs(configurationFolders),
            outputFiles: [report])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same command for a target of an Xcode project (Xcode 16.3 or later; not built on Linux):
/// an Xcode target has a list of files rather than a folder, so tiplint lints the deepest folder
/// holding all of them (`PluginPaths.commonFolder`).
extension TipLintBuildTool: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.filter { $0.type == .source || $0.type == .resource }.map(\.url)
        let project = context.xcodeProject.directoryURL
        let folder = PluginPaths.commonFolder(of: PluginPaths.lintedInputs(files), within: project)
        return [try Self.command(
            tool: context.tool(named: "tiplint").url, targetName: target.displayName, folder: folder,
            inputs: files, configurationFolders: [folder, project], workFolder: context.pluginWorkDirectoryURL)]
    }
}
#endif
