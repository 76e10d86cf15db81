import Foundation
import TipLintCore
import TipLintRules

/// `tiplint init [PATH]`: the starter configuration, written where the lookup will read it.
extension CommandRunner {
    /// Writes the starter file at `path`: a folder (`.`, `App`) gets `FOLDER/.lintconfig.yml`, as
    /// `git init PATH` makes the repository there; a name the lookup never reads (`.tiplint.yml`)
    /// is refused (exit 2) with the command that writes the file it does read. An existing file
    /// is refused and left as it is; the last component is never followed when it is a link
    /// (`SafeFileWriter`).
    func writeStarterConfiguration(to path: String) throws -> ExitCode {
        let name = (path as NSString).lastPathComponent
        if ConfigurationLookup.nearMissNames.contains(name) {
            let folder = (path as NSString).deletingLastPathComponent
            throw UsageError(
                message: "tiplint never reads a file named \(name): it looks only for \(Configuration.fileName); "
                    + "run `tiplint init\(folder.isEmpty ? "" : " " + folder)` to write \(Self.starterPath(inFolder: folder))",
                pointsToHelp: false)
        }
        let destination: SafeFileWriter.Destination
        do throws(SafeFileWriter.Failure) {
            destination = try SafeFileWriter.destination(of: absolute(path))
        } catch {
            throw error.naming(path)
        }
        switch destination {
        case .regularFile:
            standardError("tiplint: \(TerminalText.escape(path)) already exists; edit it, or remove it first to start again\n")
            return .usage
        case .folder:
            // `.lintconfig.yml` itself a folder: there is nowhere in it the lookup would read.
            guard name != Configuration.fileName else {
                throw UsageError(message: "\(path) is a folder; remove it, or give another folder to write \(Configuration.fileName) in")
            }
            return try writeStarterConfiguration(to: Self.starterPath(inFolder: path))
        case .missing:
            try write(StarterConfiguration.text(rules: allRules), to: path)
            guard name == Configuration.fileName else {
                // Any other name is read only when a run names it.
                try standardOutput("Wrote \(TerminalText.escape(path)); tiplint finds only \(Configuration.fileName) by itself, so run tiplint --config \(TerminalText.escape(path))\n")
                return .clean
            }
            try standardOutput("Wrote \(TerminalText.escape(path)); run tiplint in its folder to lint the project\n")
            // A `.lintconfig.yaml` beside it was never read: its settings belong in the new file.
            let folder = (absolute(path) as NSString).deletingLastPathComponent
            for nearMiss in ConfigurationLookup.nearMissNames where ConfigurationLookup.isPresent(folder + "/" + nearMiss) {
                standardError("tiplint: \(TerminalText.escape(nearMiss)) here is not read (only \(Configuration.fileName) is); move its settings into \(TerminalText.escape(path)) and delete it\n")
            }
        case .special, .descriptor:
            // `tiplint init /dev/stdout` shows the starter file.
            try write(StarterConfiguration.text(rules: allRules), to: path)
        }
        return .clean
    }

    /// `FOLDER/.lintconfig.yml` as the person would type it: `.lintconfig.yml` for `.` or no folder.
    static func starterPath(inFolder folder: String) -> String {
        if folder.isEmpty || folder == "." || folder == "./" { return Configuration.fileName }
        return folder.hasSuffix("/") ? folder + Configuration.fileName : folder + "/" + Configuration.fileName
    }
}
