import Foundation
import TipLintCore
import TipLintRules

/// Lints one open document and publishes its diagnostics; runs on the lint worker only, so
/// its caches need no lock. The document is linted with the rest of its project (see
/// `ProjectScope`) when the project is small enough to read, and alone with the other open
/// documents otherwise.
final class DocumentLinter: @unchecked Sendable {
    private let session: LintSession
    private let store: DocumentStore
    private let connection: MessageConnection
    /// The core's configuration lookup, made again when configuration files may have changed.
    private var lookup: ConfigurationLookup
    /// Whether each project root fits the entry limit, and when that was counted.
    private var sizes: [String: (isSmall: Bool, counted: TimeInterval)] = [:]
    private var seenEpoch = 0
    /// Roots already reported as too large, so the log says it once.
    private var reportedLarge: Set<String> = []
    /// Seconds a project's size count is trusted.
    static let sizeCountLifetime: TimeInterval = 30

    init(session: LintSession, store: DocumentStore, connection: MessageConnection) {
        self.session = session
        self.store = store
        self.connection = connection
        lookup = session.lookup()
    }

    func lint(_ uri: String) {
        guard let (generation, texts) = store.snapshot(for: uri), let path = LSPPaths.path(fromURI: uri) else { return }
        let epoch = store.currentConfigurationEpoch
        if epoch != seenEpoch {
            lookup = session.lookup()
            sizes.removeAll()
            seenEpoch = epoch
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            log("\(path) is a folder, not a file: nothing to lint")
            publish(uri, generation: generation, findings: [], kind: nil, notifications: [])
            return
        }
        let folder = (path as NSString).deletingLastPathComponent
        let configuration: Configuration
        do {
            configuration = try self.configuration(for: folder.isEmpty ? "/" : folder, document: path)
        } catch {
            connection.notify("window/showMessage", ["type": 1, "message": "tiplint: \(error)"])
            publish(uri, generation: generation, findings: [], kind: nil, notifications: [])
            return
        }
        var unsaved: [String: String] = [:]
        for (openURI, text) in texts {
            if let openPath = LSPPaths.path(fromURI: openURI) { unsaved[openPath] = text }
        }
        // A file no front end reads (notes.txt) gets no diagnostics.
        guard reads(path, configuration: configuration) else {
            publish(uri, generation: generation, findings: [], kind: nil, notifications: [])
            return
        }
        do {
            let result: LintResult
            if isSmall(configuration.root) {
                // The rest of the project comes from the facts cache the CLI shares, so a change
                // re-analyses the open documents and reads only what changed on disk.
                let request = LintRequest(paths: [path], unsaved: unsaved, cacheFolder: FactsCache.defaultFolder(root: configuration.root))
                result = try session.lint(request, configuration: configuration).result
            } else {
                result = try lintAlone(path, among: unsaved, configuration: configuration)
            }
            // A file the configuration leaves out gets no diagnostics, like one it does not read.
            let isExcluded = result.excludedInputs.contains(path)
            let own = result.findings.filter { $0.location.path == path && $0.suppression == nil }
            publish(
                uri, generation: generation, findings: own, kind: result.fileKinds[path],
                notifications: isExcluded ? [] : result.notifications.filter { $0.path == path }, ruleDocsURL: configuration.ruleDocsURL)
        } catch {
            log("\(error)")
        }
    }

    private func publish(
        _ uri: String, generation: Int, findings: [Finding], kind: FileKind?, notifications: [ToolNotification], ruleDocsURL: String? = nil
    ) {
        let diagnostics = findings.map { DiagnosticConversion.diagnostic(for: $0, ruleDocsURL: ruleDocsURL) }
            + notifications.map(DiagnosticConversion.diagnostic(for:))
        store.record(uri, generation: generation, findings: findings, kind: kind, ruleDocsURL: ruleDocsURL) { version in
            var params: [String: Any] = ["uri": uri, "diagnostics": diagnostics]
            if let version { params["version"] = version }
            connection.notify("textDocument/publishDiagnostics", params)
        }
    }

    private func log(_ message: String) {
        connection.notify("window/logMessage", ["type": 1, "message": "tiplint: \(message)"])
    }

    /// The configuration for a document in `folder`, as the CLI finds it (`ConfigurationLookup`,
    /// which reads a file again whenever it changed). Without a configuration file, the defaults
    /// rooted at the document's project.
    private func configuration(for folder: String, document: String) throws -> Configuration {
        try lookup.configuration(
            forFolder: folder, defaultRoot: ProjectScope.root(of: document, workspaceFolders: store.settings.workspaceFolders))
    }

    /// Whether a front end reads the document (Swift, Markdown, a manifest, a string table).
    private func reads(_ path: String, configuration: Configuration) -> Bool {
        let root = configuration.root.hasSuffix("/") ? configuration.root : configuration.root + "/"
        let globPath = path.hasPrefix(root) ? String(path.dropFirst(root.count)) : (path as NSString).lastPathComponent
        let discovery = Discovery(configuration: configuration, workingFolder: configuration.root)
        return (try? discovery.kind(ofNamed: globPath, displayPath: path)) != nil
    }

    /// Whether the project at `root` is small enough to read whole; counted at most every
    /// `sizeCountLifetime` seconds.
    private func isSmall(_ root: String) -> Bool {
        let now = ProcessInfo.processInfo.systemUptime
        if let known = sizes[root], now - known.counted < Self.sizeCountLifetime { return known.isSmall }
        let limit = store.settings.entryLimit
        let small = ProjectScope.isSmall(root, limit: limit)
        sizes[root] = (small, now)
        if !small, reportedLarge.insert(root).inserted {
            connection.notify("window/logMessage", [
                "type": 2,
                "message": "tiplint: \(root) holds more than \(limit) files and folders; open documents are linted without the rest of the project",
            ])
        }
        return small
    }

    /// `path` linted with the other open documents under the same root, as text, without
    /// reading the project's folders.
    private func lintAlone(_ path: String, among unsaved: [String: String], configuration: Configuration) throws -> LintResult {
        let root = configuration.root.hasSuffix("/") ? configuration.root : configuration.root + "/"
        let sources = unsaved.keys.sorted().filter { $0 == path || $0.hasPrefix(root) }.map { openPath in
            var source = SourceText(path: openPath, text: unsaved[openPath] ?? "", root: configuration.root)
            if openPath.hasPrefix(root) { source.file.rootRelativePath = String(openPath.dropFirst(root.count)) }
            return source
        }
        return try session.lint(sources: sources, configuration: configuration)
    }
}
