import Foundation
import PackagePlugin

/// What both command plugins do: run the package's (or Xcode project's) `tiplint` from its folder
/// on the whole of it or the folders of the targets named with `--target`, and turn its exit code
/// into the plugin's outcome. This file lives in `Plugins/Shared` and is linked into each plugin's
/// folder, because a plugin target can depend on executables only, not on a library.
enum TipLintInvocation {
    /// `arguments` are the plugin's (`--target T`… and any tiplint options); `fix` adds `--fix`.
    /// The facts cache and its key go to the plugin's work folder, so that linting writes nothing
    /// into the package or the user's cache folder. Throws `PluginFailure` when tiplint reports findings or cannot run.
    static func run(context: PluginContext, arguments: [String], fix: Bool) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let packageFolder = context.package.directoryURL
        var paths = ["."]
        if !targetNames.isEmpty {
            paths = try context.package.targets(named: targetNames).compactMap { target in
                (target as? SourceModuleTarget).map { PluginPaths.relative($0.directoryURL, to: packageFolder) }
            }
        }
        try run(
            tool: context.tool(named: "tiplint").url, in: packageFolder, paths: paths,
            workFolder: context.pluginWorkDirectoryURL, fix: fix, options: extractor.remainingArguments)
    }

    /// Runs `tiplint lint PATHS… --cache-dir WORK/tiplint-cache [--fix] OPTIONS…` in `folder`
    /// and waits for it; its output goes straight to the plugin's. Throws `PluginFailure` for
    /// exit code 1 (findings) and any other failure.
    static func run(tool: URL, in folder: URL, paths: [String], workFolder: URL, fix: Bool, options: [String]) throws {
        let cache = workFolder.appendingPathComponent("tiplint-cache").path
        let process = Process()
        process.executableURL = tool
        process.arguments = ["lint"] + paths + ["--cache-dir", cache] + (fix ? ["--fix"] : []) + options
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(PluginPaths.cacheEnvironment(workFolder: workFolder)) { $1 }
        try process.run()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: return
        case 1: throw PluginFailure(message: "tiplint found problems (see above)")
        default: throw PluginFailure(message: "tiplint could not run (exit code \(process.terminationStatus), see above)")
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension TipLintInvocation {
    /// The same for an Xcode project (not built on Linux): Xcode passes `--target NAME` for each
    /// target chosen in its dialog; each is linted as the folder holding its files
    /// (`PluginPaths.commonFolder`), none means the whole project folder.
    static func run(context: XcodePluginContext, arguments: [String], fix: Bool) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = Set(extractor.extractOption(named: "target"))
        let project = context.xcodeProject.directoryURL
        var paths = ["."]
        if !targetNames.isEmpty {
            paths = context.xcodeProject.targets.filter { targetNames.contains($0.displayName) }.map { target in
                let files = PluginPaths.lintedInputs(target.inputFiles.map(\.url))
                return PluginPaths.relative(PluginPaths.commonFolder(of: files, within: project), to: project)
            }
        }
        try run(
            tool: context.tool(named: "tiplint").url, in: project, paths: paths,
            workFolder: context.pluginWorkDirectoryURL, fix: fix, options: extractor.remainingArguments)
    }
}
#endif

struct PluginFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
