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
        let inputs = sources.sourceFiles.map(\.url).filter { ["swift", "md", "yml", "yaml", "xcstrings", "strings"].contains($0.pathExtension) }
        let report = context.pluginWorkDirectoryURL.appendingPathComponent("tiplint-\(target.name).txt")
        // The facts cache goes to the plugin's work folder: a build writes nothing into the package.
        let cache = context.pluginWorkDirectoryURL.appendingPathComponent("tiplint-cache").path
        let arguments = ["lint", sources.directoryURL.path, "--allow-empty", "--cache-dir", cache, "--report", "text=\(report.path)"]
        // Re-run when a configuration that may govern the target changes (not a lookup: tiplint decides).
        let configurations = [sources.directoryURL, context.package.directoryURL]
            .map { $0.appendingPathComponent(".lintconfig.yml") }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        return [.buildCommand(
            displayName: "tiplint \(target.name)", executable: try context.tool(named: "tiplint").url,
            arguments: arguments, inputFiles: inputs + configurations, outputFiles: [report])]
    }
}
