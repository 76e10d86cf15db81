import Foundation
import PackagePlugin

/// `swift package tiplint [--target T]… [--fix] [tiplint options]`: lints the whole package, or
/// the named targets' folders, with the package's `.lintconfig.yml`.
@main
struct TipLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let fix = extractor.extractFlag(named: "fix") > 0
        let packageFolder = context.package.directoryURL
        var paths = ["."]
        if !targetNames.isEmpty {
            paths = try context.package.targets(named: targetNames).compactMap { target in
                (target as? SourceModuleTarget).map { Self.relative($0.directoryURL, to: packageFolder) }
            }
        }
        let process = Process()
        process.executableURL = try context.tool(named: "tiplint").url
        process.arguments = ["lint"] + paths + (fix ? ["--fix"] : []) + extractor.remainingArguments
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
