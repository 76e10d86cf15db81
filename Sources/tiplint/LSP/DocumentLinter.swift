import Foundation
import TipLintCore
import TipLintRules

/// Lints open documents and publishes their diagnostics; runs on the lint worker only, so its
/// state needs no lock. Each configuration's project is read once into a `Project` (from
/// the facts cache the CLI shares) and kept: a change re-analyses the changed document alone,
/// and every open document of the project whose findings changed is published again (a change
/// in one file can add or remove a finding in another). A project over the entry limit (see
/// `ProjectScope`) is not read: its open documents are linted with each other only.
final class DocumentLinter: @unchecked Sendable {
    private let session: LintSession
    private let store: DocumentStore
    private let connection: MessageConnection
    /// The core's configuration lookup, made again when configuration files may have changed.
    private var lookup: ConfigurationLookup
    private let configurations: ConfigurationDocuments
    private var projects: [String: KeptProject] = [:]
    private let baselines = BaselineMemo()
    /// Whether each project root fits the entry limit, and when that was counted.
    private var sizes: [String: (isSmall: Bool, counted: TimeInterval)] = [:]
    private var seenEpoch = 0
    /// Roots already reported as too large, so the log says it once.
    private var reportedLarge: Set<String> = []
    /// The lookup's warnings about configuration files (a `.lintconfig.yaml` not read, one
    /// passed over as untrusted) already shown, so each is shown once per server.
    private var toldConfigurationWarnings: Set<String> = []
    /// Seconds a project's size count is trusted.
    static let sizeCountLifetime: TimeInterval = 30
    /// For editors that do not report changes on disk: seconds between looks at the files'
    /// stamps, and between walks of the folder for files added or removed.
    static let stampInterval: TimeInterval = 2
    /// The user's cache secret (`CacheSecret`), read or made once per server: the CLI uses the
    /// same, so the two share the facts cache.
    static let cacheSecret: ContentHash? = CacheSecret.defaultFolder(environment: ProcessInfo.processInfo.environment)
        .flatMap(CacheSecret.load(folder:))
    static let walkInterval: TimeInterval = 30

    /// A project in memory, with the configuration file stamp it was read under.
    private struct KeptProject {
        var project: Project
        var configurationStamp: String
        var stamped: TimeInterval
        var walked: TimeInterval
    }

    init(session: LintSession, store: DocumentStore, connection: MessageConnection) {
        self.session = session
        self.store = store
        self.connection = connection
        lookup = session.lookup()
        configurations = ConfigurationDocuments(rules: session.rules)
    }

    func run(_ job: LintJob) {
        if store.currentConfigurationEpoch != seenEpoch {
            lookup = session.lookup()
            sizes.removeAll()
            projects.removeAll()
            seenEpoch = store.currentConfigurationEpoch
        }
        let changed = store.takeChangedOnDisk()
        for key in projects.keys { for path in changed { projects[key]?.project.reload(path) } }
        switch job {
        case .lint(let uri): lint(uri)
        case .load(let folder): load(folder)
        }
    }

    /// Reads the project of a workspace folder ahead of its first document.
    private func load(_ folder: String) {
        guard let (configuration, key) = configuration(forFolder: folder, telling: false),
            isSmall(configuration.root)
        else { return }
        _ = project(key, configuration: configuration)
    }

    private func lint(_ uri: String) {
        guard let open = store.snapshot(for: uri), let path = LSPPaths.path(fromURI: uri), let generation = open[uri]?.generation else { return }
        if ConfigurationDocuments.isConfiguration(path) {
            let diagnostics = configurations.diagnostics(text: open[uri]?.text ?? "", path: path)
            store.record(uri, generation: generation, findings: [], kind: nil, ruleDocsURL: nil) { version in
                notifyDiagnostics(uri, diagnostics, version: version)
            }
            return
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            log("\(path) is a folder, not a file: nothing to lint")
            publish(uri, generation: generation, result: nil, path: path, ruleDocsURL: nil)
            return
        }
        let folder = (path as NSString).deletingLastPathComponent
        guard let (configuration, key) = configuration(forFolder: folder.isEmpty ? "/" : folder, telling: true),
            reads(path, configuration: configuration)
        else {
            // No usable configuration, or a file no front end reads (notes.txt): no diagnostics.
            publish(uri, generation: generation, result: nil, path: path, ruleDocsURL: nil)
            return
        }
        var texts: [String: (uri: String, text: String, generation: Int)] = [:]
        for (openURI, document) in open {
            if let openPath = LSPPaths.path(fromURI: openURI) { texts[openPath] = (openURI, document.text, document.generation) }
        }
        guard isSmall(configuration.root), let project = project(key, configuration: configuration) else {
            do {
                let result = try lintAlone(path, among: texts.mapValues(\.text), configuration: configuration)
                publish(uri, generation: generation, result: result, path: path, ruleDocsURL: configuration.ruleDocsURL)
            } catch {
                log("\(error)")
            }
            return
        }
        // The open documents this configuration governs stand for their files.
        let governed = texts.filter { openPath, _ in
            openPath == path || (!ConfigurationDocuments.isConfiguration(openPath) && governs(key, root: configuration.root, openPath))
        }
        for (openPath, document) in governed { project.update(openPath, text: document.text) }
        for openPath in project.openPaths where governed[openPath] == nil { project.close(openPath) }
        // The configuration's `baseline` key hides what the project was adopted with, as on the command line.
        do {
            project.baseline = try baselines.baseline(keyOf: configuration)
        } catch {
            project.baseline = nil
            log("\(error)")
        }
        let result = project.lint(targets: Set(governed.keys))
        for (openPath, document) in governed.sorted(by: { $0.key < $1.key }) {
            let findings = Self.own(result, openPath)
            // The linted document always (its version moved on); the others when their findings changed.
            guard openPath == path || store.document(document.uri)?.findings != findings else { continue }
            publish(document.uri, generation: document.generation, result: result, path: openPath, ruleDocsURL: configuration.ruleDocsURL)
        }
    }

    /// The project kept for `key`, read now when there is none or its configuration file changed.
    private func project(_ key: String, configuration: Configuration) -> Project? {
        let stamp = Self.stamp(ofConfiguration: key)
        let now = ProcessInfo.processInfo.systemUptime
        if var kept = projects[key], kept.configurationStamp == stamp {
            if !store.watchesFiles {
                if now - kept.walked >= Self.walkInterval {
                    kept.project.rediscover()
                    (kept.walked, kept.stamped) = (now, now)
                } else if now - kept.stamped >= Self.stampInterval {
                    kept.project.refresh()
                    kept.stamped = now
                }
                projects[key] = kept
            }
            return kept.project
        }
        do {
            let project = try Project(
                configuration: configuration, rules: session.rules, cacheFolder: Self.cacheSecret == nil ? nil : FactsCache.defaultFolder(root: configuration.root),
                cacheSecret: Self.cacheSecret)
            if let warning = project.cacheWarning { log("\(warning.path): \(warning.message)") }
            projects[key] = KeptProject(project: project, configurationStamp: stamp, stamped: now, walked: now)
            return project
        } catch {
            log("\(error)")
            return nil
        }
    }

    /// The findings of `path` in `result`, as published: suppressed ones left out.
    private static func own(_ result: LintResult?, _ path: String) -> [Finding] {
        result?.findings.filter { $0.location.path == path && $0.suppression == nil } ?? []
    }

    /// Publishes `path`'s findings and notifications in `result` (nothing when nil) for `uri`,
    /// unless the document changed or closed since `generation`.
    private func publish(_ uri: String, generation: Int, result: LintResult?, path: String, ruleDocsURL: String?) {
        let findings = Self.own(result, path)
        // A file the configuration leaves out gets no diagnostics, like one it does not read.
        let isExcluded = result?.excludedInputs.contains(path) ?? true
        let notifications = isExcluded ? [] : result?.notifications.filter { $0.path == path } ?? []
        let diagnostics = findings.map { DiagnosticConversion.diagnostic(for: $0, ruleDocsURL: ruleDocsURL) }
            + notifications.map(DiagnosticConversion.diagnostic(for:))
        store.record(uri, generation: generation, findings: findings, kind: result?.fileKinds[path], ruleDocsURL: ruleDocsURL) { version in
            notifyDiagnostics(uri, diagnostics, version: version)
        }
    }

    private func notifyDiagnostics(_ uri: String, _ diagnostics: [[String: Any]], version: Int?) {
        var params: [String: Any] = ["uri": uri, "diagnostics": diagnostics]
        if let version { params["version"] = version }
        connection.notify("textDocument/publishDiagnostics", params)
    }

    private func log(_ message: String) {
        connection.notify("window/logMessage", ["type": 1, "message": "tiplint: \(message)"])
    }

    // MARK: Configuration

    /// The configuration for a document in `folder` (absolute), as the CLI finds it (`ConfigurationLookup`),
    /// and the key its project is kept under. While the file is broken: its last good version,
    /// and the error shown once when `telling`; nil when there is none.
    private func configuration(forFolder folder: String, telling: Bool) -> (Configuration, String)? {
        let path = try? lookup.configurationPath(forFolder: folder)
        let defaultRoot = ProjectScope.root(from: folder, workspaceFolders: store.settings.workspaceFolders)
        do {
            let configuration = try lookup.configuration(forFolder: folder, defaultRoot: defaultRoot)
            configurations.loaded(configuration, from: path ?? nil)
            // What a CLI run prints about its configuration files, once: no document holds them.
            for warning in telling ? lookup.untrustedFiles : [] where toldConfigurationWarnings.insert(warning.path + "\n" + warning.message).inserted {
                connection.notify("window/showMessage", ["type": 2, "message": "tiplint: \(warning.path): \(warning.message)"])
            }
            return (configuration, Self.key(path ?? nil, root: configuration.root))
        } catch {
            let fallback = configurations.fallback(for: path ?? nil, telling: telling)
            if fallback.tell {
                let using = fallback.configuration == nil ? "" : " (its last valid version is used until it is fixed)"
                connection.notify("window/showMessage", ["type": 1, "message": "tiplint: \(error)\(using)"])
            }
            return fallback.configuration.map { ($0, Self.key(path ?? nil, root: $0.root)) }
        }
    }

    /// Whether the configuration behind `key` (rooted at `root`) governs `document`: the
    /// document is under the root, and the lookup finds the same file for it (or none, for the defaults).
    private func governs(_ key: String, root: String, _ document: String) -> Bool {
        let folder = (document as NSString).deletingLastPathComponent
        guard document.hasPrefix(root.hasSuffix("/") ? root : root + "/") else { return false }
        // No file (nil) is the defaults, which govern too; only a lookup that fails does not.
        // (`try?` folded the two, so without a configuration file no other open buffer counted.)
        let path: String?
        do {
            path = try lookup.configurationPath(forFolder: folder.isEmpty ? "/" : folder)
        } catch {
            return false
        }
        return Self.key(path, root: root) == key
    }

    /// Projects are kept per configuration file; without one, per folder the defaults are rooted at.
    private static func key(_ configurationPath: String?, root: String) -> String {
        configurationPath ?? "defaults:" + root
    }

    /// Size and modification time of the configuration file behind `key`: a project read under
    /// another version of it is read again.
    private static func stamp(ofConfiguration key: String) -> String {
        // `stat` alone: Foundation's `attributesOfItem` also looks up owner names, on every lint.
        guard !key.hasPrefix("defaults:"), let stamp = FileStamp(path: key) else { return "" }
        return "\(stamp.size) \(stamp.modified)"
    }

    /// Whether a front end reads the document (Swift, Markdown, a manifest, a string table).
    private func reads(_ path: String, configuration: Configuration) -> Bool {
        let root = configuration.root.hasSuffix("/") ? configuration.root : configuration.root + "/"
        let globPath = path.hasPrefix(root) ? String(path.dropFirst(root.count)) : (path as NSString).lastPathComponent
        let discovery = Discovery(configuration: configuration, workingFolder: configuration.root)
        return (try? discovery.kind(ofNamed: globPath, displayPath: path)) != nil
    }

    // MARK: Large projects

    /// Whether the project at `root` is a project (`ProjectMarkers`, or an editor's workspace
    /// folder) small enough to read whole; counted at most every `sizeCountLifetime` seconds.
    private func isSmall(_ root: String) -> Bool {
        let now = ProcessInfo.processInfo.systemUptime
        if let known = sizes[root], now - known.counted < Self.sizeCountLifetime { return known.isSmall }
        let limit = store.settings.entryLimit
        // A folder that no marker makes a project's (a file opened from /tmp or /etc) is not
        // read at all, nor cached into: its documents are linted alone.
        let isProject = store.settings.workspaceFolders.contains { root == $0 || root.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
            || ProjectMarkers.projectExists(atOrAbove: root)
        let small = isProject && ProjectScope.isSmall(root, limit: limit)
        sizes[root] = (small, now)
        if isProject, !small, reportedLarge.insert(root).inserted {
            connection.notify("window/logMessage", [
                "type": 2,
                "message": "tiplint: \(root) holds more than \(limit) files and folders; open documents are linted without the rest of the project",
            ])
        }
        return small
    }

    /// `path` linted with the other open documents under the same root, as text, without
    /// reading the project's folders: some of the project's files (`RuleScope.partial`).
    private func lintAlone(_ path: String, among unsaved: [String: String], configuration: Configuration) throws -> LintResult {
        let root = configuration.root.hasSuffix("/") ? configuration.root : configuration.root + "/"
        let sources = unsaved.keys.sorted().filter { $0 == path || $0.hasPrefix(root) }.map { openPath in
            var source = SourceText(path: openPath, text: unsaved[openPath] ?? "", root: configuration.root)
            if openPath.hasPrefix(root) { source.file.rootRelativePath = String(openPath.dropFirst(root.count)) }
            return source
        }
        return try session.lint(sources: sources, configuration: configuration, seesWholeProject: false)
    }
}
