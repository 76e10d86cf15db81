import Foundation
import PackagePlugin

/// Runs tiplint on each target that applies the plugin, as a build command whose clang-style
/// output lines (`file:line:col: warning: …`) become build diagnostics. The report is also
/// written to the plugin's work folder: the command's declared output, so that it re-runs only
/// when a source file changes.
@main
struct TipLintBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let sources = target as? SourceModuleTarget else { return [] }
        let inputs = sources.sourceFiles.map(\.url).filter { ["swift", "md", "yml", "yaml", "xcstrings", "strings"].contains($0.pathExtension) }
        let report = context.pluginWorkDirectoryURL.appendingPathComponent("tiplint-\(target.name).txt")
        var arguments = ["lint", sources.directoryURL.path, "--report", "text=\(report.path)"]
        let configuration = context.package.directoryURL.appendingPathComponent(".lintconfig.yml")
        if FileManager.default.fileExists(atPath: configuration.path) {
            arguments += ["--config", configuration.path]
        }
        return [.buildCommand(
            displayName: "tiplint \(target.name)", executable: try context.tool(named: "tiplint").url,
            arguments: arguments, inputFiles: inputs + [configuration].filter { FileManager.default.fileExists(atPath: $0.path) },
            outputFiles: [report])]
    }
}
