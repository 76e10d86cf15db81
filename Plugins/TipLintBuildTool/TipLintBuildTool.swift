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
            arguments: arguments,
            inputFiles: inputs + configurations + configurations.compactMap(Self.baseline(of:)).filter { FileManager.default.fileExists(atPath: $0.path) },
            outputFiles: [report])]
    }

    /// The file a configuration's top-level `baseline:` key names, so that a change to the
    /// baseline alone re-runs the command. Read line by line, not as YAML: a plugin cannot link
    /// tiplint's reader, and a key this misses only costs that re-run (tiplint itself reads the
    /// key properly and reports any error in it). `off` and YAML's nulls mean no baseline; the
    /// caller keeps only a file that exists, since a missing input fails the build.
    static func baseline(of configuration: URL) -> URL? {
        guard let text = try? String(contentsOf: configuration, encoding: .utf8) else { return nil }
        for line in text.split(whereSeparator: \.isNewline) where line.hasPrefix("baseline:") {
            var value = line.dropFirst("baseline:".count).trimmingCharacters(in: .whitespaces)
            if value.first == "\"" || value.first == "'", let close = value.dropFirst().firstIndex(of: value.first!) {
                value = String(value[value.index(after: value.startIndex)..<close])
            } else if let comment = value.firstIndex(of: "#"), comment == value.startIndex || value[value.index(before: comment)].isWhitespace {
                value = String(value[..<comment]).trimmingCharacters(in: .whitespaces)
            }
            guard !value.isEmpty, !["off", "~", "null", "Null", "NULL"].contains(value) else { return nil }
            return value.hasPrefix("/")
                ? URL(fileURLWithPath: value) : configuration.deletingLastPathComponent().appendingPathComponent(value)
        }
        return nil
    }
}
