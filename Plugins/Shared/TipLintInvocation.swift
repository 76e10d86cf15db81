import Foundation
import PackagePlugin

/// What both command plugins do: run the package's `tiplint` from the package folder on the
/// whole package or the folders of the targets named with `--target`, and turn its exit code into
/// the plugin's outcome. This file lives in `Plugins/Shared` and is linked into each plugin's
/// folder, because a plugin target can depend on executables only, not on a library.
enum TipLintInvocation {
    /// `arguments` are the plugin's (`--target T`… and any tiplint options); `fix` adds `--fix`.
    /// The facts cache goes to the plugin's work folder, so that linting writes nothing into
    /// the package. Throws `PluginFailure` when tiplint reports findings or cannot run.
    static func run(context: PluginContext, arguments: [String], fix: Bool) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let packageFolder = context.package.directoryURL
        var paths = ["."]
        if !targetNames.isEmpty {
            paths = try context.package.targets(named: targetNames).compactMap { target in
                (target as? SourceModuleTarget).map { relative($0.directoryURL, to: packageFolder) }
            }
        }
        let cache = context.pluginWorkDirectoryURL.appendingPathComponent("tiplint-cache").path
        let process = Process()
        process.executableURL = try context.tool(named: "tiplint").url
        process.arguments = ["lint"] + paths + ["--cache-dir", cache] + (fix ? ["--fix"] : []) + extractor.remainingArguments
        process.currentDirectoryURL = packageFolder
        try process.run()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: return
        case 1: throw PluginFailure(message: "tiplint found problems (see above)")
        default: throw PluginFailure(message: "tiplint could not run (exit code \(process.terminationStatus), see above)")
        }
    }

    /// Paths relative to the package, so that findings read `Sources/App/Tips.swift:3:5`.
    static func relative(_ url: URL, to folder: URL) -> String {
        let path = url.standardizedFileURL.path
        let base = folder.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
