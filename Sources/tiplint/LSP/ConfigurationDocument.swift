import Foundation
import TipLintCore

/// The language server's view of configuration files: problems of an open `.lintconfig.yml`
/// as diagnostics on it, and, while a configuration on disk is broken, the last good one of the
/// same file for the documents it governs, with one message saying so (not one per keystroke).
/// Used by the lint worker only.
final class ConfigurationDocuments {
    private let rules: [AnyRule]
    /// By configuration file (absolute path): the last version that read without error.
    private var lastGood: [String: Configuration] = [:]
    /// Broken configuration files already reported, until they read well again.
    private var reportedBroken: Set<String> = []

    init(rules: [AnyRule]) {
        self.rules = rules
    }

    static func isConfiguration(_ path: String) -> Bool {
        (path as NSString).lastPathComponent == Configuration.fileName
    }

    /// The problems of a configuration file's (unsaved) `text`, as LSP diagnostics: every error
    /// of the file (a YAML syntax error alone), each at its line and column, to the end of that line.
    func diagnostics(text: String, path: String) -> [[String: Any]] {
        let folder = (path as NSString).deletingLastPathComponent
        do {
            _ = try Configuration.parse(text, path: path, root: folder.isEmpty ? "/" : folder, rules: rules)
            return []
        } catch let error as ConfigurationError {
            let lines = text.sourceLines
            // Every error of the file, each at its own line: an editor lists them all at once.
            return error.all.map { error in
                let line = max(error.position.line, 1) - 1
                let lineLength = lines.indices.contains(line) ? lines[line].utf16.count : 0
                let start = max(error.position.column, 1) - 1
                return [
                    "range": DiagnosticConversion.lspRange(line: line, start: start, endLine: line, end: max(start + 1, lineLength)),
                    "severity": 1, "source": "tiplint", "message": error.detail,
                ]
            }
        } catch {
            return [["range": DiagnosticConversion.lspRange(line: 0, start: 0, endLine: 0, end: 0), "severity": 1, "source": "tiplint", "message": "\(error)"]]
        }
    }

    /// `load` read the configuration at `path` (nil: the defaults) without error.
    func loaded(_ configuration: Configuration, from path: String?) {
        guard let path else { return }
        lastGood[path] = configuration
        reportedBroken.remove(path)
    }

    /// After an error reading the configuration at `path`: the last good version of it, if any,
    /// and whether the person should be told now (the first time it is seen broken, unless the
    /// caller cannot tell anyone: `telling` false).
    func fallback(for path: String?, telling: Bool) -> (configuration: Configuration?, tell: Bool) {
        let tell = telling && reportedBroken.insert(path ?? "").inserted
        return (path.flatMap { lastGood[$0] }, tell)
    }
}
