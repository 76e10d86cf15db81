import Foundation

/// `baseline:` in `.lintconfig.yml`: a baseline file (`--write-baseline` records one) whose
/// findings every run under this configuration hides, as `--baseline FILE` does, whichever entry
/// point runs it (folder or named files, `--stdin-path`, the language server, the plugins).
/// `--baseline` and `--write-baseline` on the command line take its place for that run.
package struct BaselineSetting: Sendable, Equatable {
    /// The value as written: a path relative to the configuration file's folder, or absolute.
    package var written: String
    /// `written` resolved against the configuration file's folder, standardised.
    package var path: String
    /// Line and UTF-16 column of the value, where the error points when no file is there.
    package var position: SourcePosition

    /// What the starter file and `tiplint explain` say about the key.
    static let summary = "baseline file whose findings are hidden (written by --write-baseline), relative to this file; off: none"

    /// The key's value in a configuration rooted at `root` (the configuration file's folder,
    /// absolute): `off` or null is no baseline. Throws `ConfigurationError` for a value that is not
    /// a string or is empty. Whether the file exists is checked when a run reads it
    /// (`Baseline.load(keyOf:)`), so that `--write-baseline` can create it.
    static func read(_ node: YAMLNode, keyPath: String, root: String) throws(ConfigurationError) -> BaselineSetting? {
        if node.isNull { return nil }
        let text = try node.string(keyPath: keyPath)
        if text == "off" { return nil }
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ConfigurationError.badValue(
                "must be the path of a baseline file (relative to this file) or off, got an empty string", at: node, keyPath: keyPath)
        }
        return BaselineSetting(written: text, path: Discovery.absolutePath(text, in: root), position: node.position)
    }
}
