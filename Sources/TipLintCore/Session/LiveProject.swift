import Foundation

/// One configuration's project kept in memory between lints, for the language server. Built
/// once, through the facts cache the CLI shares; after that a changed file is analysed again on
/// its own and put in place of its old outcome, and only the whole-project steps (project
/// index, rules, suppressions) run again over the kept facts: a keystroke costs the parse of
/// one buffer, not a walk and a read of the project.
///
/// Open documents (`update(_:text:)`) keep their syntax tree, so their next version is parsed
/// incrementally. Files changed on disk come back through `reload(_:)` (the editor's watched
/// files) or `refresh()` (a `stat` of every file, for editors that do not watch). Display paths
/// are absolute. Not safe to share between threads: one owner (the server's lint worker).
package final class LiveProject {
    package let configuration: Configuration
    private let linter: Linter
    private let discovery: Discovery
    /// By absolute path: the Swift files, manifests and string tables of the configuration's
    /// folder, and the open documents of any kind (Markdown is read only when open: a doc's
    /// snippets stand alone).
    private var entries: [String: Entry] = [:]
    /// What the files that passed the prefilter on their own make others matter for (see
    /// `ContextNames`); a change of them sends every skipped file through the prefilter again.
    private var names: ContextNames
    /// Why the facts cache was not used, when it was refused (a link, another user's folder).
    package private(set) var cacheWarning: ToolNotification?

    private struct Entry {
        var file: SourceFile
        var outcome: Linter.FileOutcome?
        /// Read on its own merit (mentions TipKit), not only for a context name.
        var passedPrefilter: Bool
        /// The editor's text, for an open document; nil: the file on disk.
        var text: String?
        /// Size and modification time when read from disk.
        var stamp: FileStamp?
    }

    /// Walks the configuration's folder and analyses every file, each from `cacheFolder`
    /// (absolute; keyed with `cacheSecret`) when its entry is valid. Throws what `Discovery`
    /// throws for the folder.
    package init(configuration: Configuration, rules: [AnyRule], cacheFolder: String?, cacheSecret: ContentHash? = nil,
                 respectsIgnores: Bool = true, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) throws {
        self.configuration = configuration
        linter = Linter(configuration: configuration, rules: rules)
        discovery = Discovery(configuration: configuration, workingFolder: "/", respectsIgnores: respectsIgnores)
        let files = try discovery.files(for: [configuration.root], forceInclude: false).files.filter { $0.kind != .markdown }
        let cache = cacheFolder.map { FactsCache(folder: $0, configuration: configuration, secret: cacheSecret) }
        cacheWarning = cache?.refusalNotification
        let stamps = files.map { FileStamp(path: $0.absolutePath) }
        let first = try linter.analyseFilesOnce(files.map { ($0, false) }, unsaved: [:], jobs: jobs, cache: cache, contextNames: nil)
        cache?.save()
        for (outcome, stamp) in zip(first, stamps) {
            entries[outcome.file.absolutePath] = Entry(file: outcome.file, outcome: outcome, passedPrefilter: !outcome.prefiltered, stamp: stamp)
        }
        names = ContextNames(facts: [])
        updateContextNames(jobs: jobs)
    }

    /// Puts the editor's `text` in place of the file at `path` (absolute) and analyses it,
    /// reparsing only what changed since its last text. A file the configuration leaves out
    /// is not added.
    package func update(_ path: String, text: String) {
        guard entries[path]?.text != text, let file = entries[path]?.file ?? sourceFile(path, unsaved: true) else { return }
        let previous = entries[path]?.outcome?.parse
        analyse(file, text: text, previousParse: previous)
    }

    /// Forgets the editor's text of `path`: the file on disk stands for it again (or nothing,
    /// when there is none, or when it is a doc).
    package func close(_ path: String) {
        guard entries[path]?.text != nil else { return }
        entries[path] = nil
        reload(path)
    }

    /// Reads `path` (absolute) again from disk after it changed, appeared or went away. An open
    /// document keeps its editor text. A changed `.lintconfig.yml` is not handled here: the
    /// owner builds a new project for it.
    package func reload(_ path: String) {
        guard entries[path]?.text == nil else { return }
        guard let file = entries[path]?.file ?? sourceFile(path, unsaved: false), file.kind != .markdown,
            FileStamp(path: path) != nil
        else {
            if entries.removeValue(forKey: path) != nil { updateContextNames() }
            return
        }
        analyse(file, text: nil, previousParse: nil)
    }

    /// The files that have the editor's text (absolute paths).
    package var openPaths: [String] { entries.filter { $0.value.text != nil }.keys.sorted() }

    /// Walks the configuration's folder again: files added since are read, files gone are
    /// dropped, and the others are refreshed (see `refresh`).
    package func rediscover() {
        guard let walked = try? discovery.files(for: [configuration.root], forceInclude: false).files.filter({ $0.kind != .markdown }) else { return }
        let present = Set(walked.map(\.absolutePath))
        for path in entries.keys.sorted() where entries[path]?.text == nil && !present.contains(path) { reload(path) }
        for file in walked where entries[file.absolutePath] == nil { analyse(file, text: nil, previousParse: nil) }
        refresh()
    }

    /// Reads again every file whose size or modification time changed since it was read, and
    /// drops those that are gone. Files added on disk are not found (that needs a walk): they
    /// come through `reload`.
    package func refresh() {
        let changed = entries.filter { $0.value.text == nil && FileStamp(path: $0.key) != $0.value.stamp }.keys
        for path in changed.sorted() { reload(path) }
    }

    /// The findings of the files in `targets` (absolute paths), with the whole project as context.
    package func lint(targets: Set<String>) -> LintResult {
        let outcomes = entries.keys.sorted().compactMap { path -> Linter.FileOutcome? in
            guard var outcome = entries[path]?.outcome else { return nil }
            outcome.isTarget = targets.contains(path)
            return outcome
        }
        return linter.finish(outcomes) { file in self.entries[file.absolutePath]?.text ?? Linter.textOnDisk(file) }
    }

    // MARK: Analysis

    private func analyse(_ file: SourceFile, text: String?, previousParse: SwiftFrontend.ParsedText?) {
        let stamp = text == nil ? FileStamp(path: file.absolutePath) : nil
        let content = text.map { SourceContent.data(Data($0.utf8)) } ?? SourceContent.read(path: file.absolutePath, limit: configuration.maxFileSize)
        let keepsParse = text != nil
        let first = linter.analyse(file, content: content, keepsParse: keepsParse, previousParse: previousParse)
        var entry = Entry(file: file, outcome: first, passedPrefilter: first.map { !$0.prefiltered } ?? false, text: text, stamp: stamp)
        if first?.prefiltered == true, !names.isEmpty {
            entry.outcome = linter.analyse(file, content: content, contextNames: names, keepsParse: keepsParse, previousParse: previousParse)
        }
        let namesMayChange = entry.passedPrefilter || entries[file.absolutePath]?.passedPrefilter == true
        entries[file.absolutePath] = entry
        if namesMayChange { updateContextNames() }
    }

    /// Recomputes the context names from the files that passed the prefilter; when they
    /// changed, every other file goes through the prefilter again with the new names.
    private func updateContextNames(jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        let current = ContextNames(facts: entries.values.filter(\.passedPrefilter).compactMap(\.outcome?.facts))
        guard current != names else { return }
        let others = entries.values.filter { !$0.passedPrefilter }.sorted { $0.file.absolutePath < $1.file.absolutePath }
        let texts = Dictionary(others.compactMap { entry in entry.text.map { (entry.file.absolutePath, Data($0.utf8)) } }) { first, _ in first }
        // Out of threads or descriptors: the old names stay, so the next edit tries again.
        guard let second = try? linter.analyseFilesOnce(others.map { ($0.file, false) }, unsaved: texts, jobs: jobs, cache: nil, contextNames: current)
        else { return }
        names = current
        for outcome in second { entries[outcome.file.absolutePath]?.outcome = outcome }
    }

    /// The file at `path` as discovery sees it, or nil when the configuration leaves it out or
    /// no front end reads it. `unsaved`: it need not exist on disk.
    private func sourceFile(_ path: String, unsaved: Bool) -> SourceFile? {
        let root = configuration.root.hasSuffix("/") ? configuration.root : configuration.root + "/"
        // What a folder walk never enters (`.build`, `.git`, …) stays out when named too.
        guard path.hasPrefix(root), !path.dropFirst(root.count).split(separator: "/").dropLast().contains(where: { Discovery.skippedFolders.contains(String($0)) })
        else { return nil }
        return (try? discovery.files(for: [path], forceInclude: false, unsaved: unsaved ? [path] : []))?.files.first
    }
}
