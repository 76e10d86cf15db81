import Foundation

/// The plugins' decisions about files and folders, in plain Foundation so that the same file is
/// linked into each plugin (`Plugins/<Plugin>/PluginPaths.swift` are links to this one) and into
/// the CLI tests, which check it here: the SwiftPM and the Xcode forms of the plugins (the latter
/// cannot be built on Linux) differ only in where they get their URLs from.
enum PluginPaths {
    /// The file types the build-tool plugin declares as its command's inputs: a change to any of
    /// them re-runs tiplint.
    static let inputExtensions: Set<String> = ["swift", "md", "markdown", "yml", "yaml", "xcstrings", "strings", "stringsdict"]

    /// The environment a plugin runs tiplint with: the cache's secret key in the plugin's work
    /// folder (`WORK/tiplint-key`) rather than the user's cache folder (`~/Library/Caches`),
    /// which a plugin may not write to under the sandbox Xcode and SwiftPM run plugins in on macOS.
    /// The key stays outside the cache folder (`WORK/tiplint-cache`) and out of the project.
    static func cacheEnvironment(workFolder: URL) -> [String: String] {
        ["TIPLINT_CACHE_KEY_DIR": workFolder.appendingPathComponent("tiplint-key").path]
    }

    /// `files` whose extension is one of `inputExtensions`.
    static func lintedInputs(_ files: [URL]) -> [URL] {
        files.filter { inputExtensions.contains($0.pathExtension) }
    }

    /// `url`'s path relative to `folder` (`Sources/App/Tips.swift`), so that findings read the
    /// way the project's people name its files; the absolute path when it is not inside.
    static func relative(_ url: URL, to folder: URL) -> String {
        let path = url.standardizedFileURL.path
        let base = folder.standardizedFileURL.path
        if path == base { return "." }
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }

    /// The deepest folder inside `project` that holds every one of `files`: what tiplint lints for
    /// an Xcode target, which has a list of files rather than a folder. Walking that folder keeps
    /// the configuration's `include`/`exclude` silent (a named file it leaves out gets a note), and
    /// tiplint reads the rest of the project for context either way. Files outside `project`
    /// (or none) give `project`; other targets' files inside the folder are linted too.
    static func commonFolder(of files: [URL], within project: URL) -> URL {
        let base = project.standardizedFileURL.pathComponents
        var common: [String]?
        for file in files {
            let components = Array(file.standardizedFileURL.deletingLastPathComponent().pathComponents)
            guard components.starts(with: base) else { return project }
            common = common.map { Array(zip($0, components).prefix { $0.0 == $0.1 }.map(\.0)) } ?? components
        }
        guard let common, common.count > base.count else { return project }
        return common.dropFirst(base.count).reduce(project) { $0.appendingPathComponent($1, isDirectory: true) }
    }

    /// The `.lintconfig.yml` files of `folders` that exist, and the baseline each names when that
    /// file exists: more inputs of the build command, since a change to them changes the findings
    /// (not a lookup: tiplint decides which configuration governs a file).
    static func configurationInputs(_ folders: [URL]) -> [URL] {
        let configurations = folders
            .map { $0.appendingPathComponent(".lintconfig.yml") }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        // A missing input fails the build, so only a baseline that exists is declared.
        return configurations + configurations.compactMap(baseline(of:)).filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The file a configuration's top-level `baseline:` key names, so that a change to the
    /// baseline alone re-runs the command. Read line by line, not as YAML: a plugin cannot link
    /// tiplint's reader, and a key this misses only costs that re-run (tiplint itself reads the
    /// key properly and reports any error in it). `off` and YAML's nulls mean no baseline.
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
