import Foundation

/// The language server's project (issue 11): one configuration's folder read once, through the
/// facts cache the CLI shares, and kept between lints. After that a changed file is analysed
/// again on its own and put in place of its old analysis, and `lint(targets:)` runs the
/// whole-project steps again over the kept facts: a keystroke costs the parse of one buffer, not
/// a walk and a read of the project.
///
/// Open documents (`update(_:text:)`) keep their syntax tree, so their next version is parsed
/// incrementally. Files changed on disk come back through `reload(_:)` (the editor's watched
/// files) or `refresh()` (a `stat` of every file, for editors that do not watch). Display paths
/// are absolute.
extension Project {
    /// Walks the configuration's folder and analyses every Swift file, manifest and string table
    /// in it (Markdown is read only when open: a doc's snippets stand alone), each from
    /// `cacheFolder` (absolute; keyed with `cacheSecret`) when its entry is valid. No file is a
    /// target until `lint(targets:)` names it. Throws what `Discovery` throws for the folder,
    /// and `ResourceFailure` when no thread or descriptor is left to read with.
    package convenience init(
        configuration: Configuration, rules: [AnyRule], cacheFolder: String?, cacheSecret: ContentHash? = nil,
        respectsIgnores: Bool = true, jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws {
        let discovery = Discovery(configuration: configuration, workingFolder: "/", respectsIgnores: respectsIgnores)
        self.init(configuration: configuration, linter: Linter(configuration: configuration, rules: rules), discovery: discovery)
        let files = try discovery.files(for: [configuration.root], forceInclude: false).files.filter { $0.kind != .markdown }
        let cache = cacheFolder.map { FactsCache(folder: $0, configuration: configuration, secret: cacheSecret) }
        cacheWarning = cache?.refusalNotification
        ordersByPath = true
        try read(files, unsaved: [:], jobs: jobs, cache: cache, stamps: true)
    }

    /// Puts the editor's `text` in place of the file at `path` (absolute) and analyses it,
    /// reparsing only what changed since its last text. A file the configuration leaves out
    /// is not added.
    package func update(_ path: String, text: String) {
        let known = entry(path)
        if case .text(let current)? = known?.unsaved, current == text { return }
        guard let file = known?.file ?? sourceFile(path, unsaved: true) else { return }
        analyse(file, text: text, previousParse: known?.analysis?.parse)
    }

    /// Forgets the editor's text of `path`: the file on disk stands for it again (or nothing,
    /// when there is none, or when it is a doc).
    package func close(_ path: String) {
        guard entry(path)?.unsaved != nil else { return }
        remove(path)
        reload(path)
    }

    /// Reads `path` (absolute) again from disk after it changed, appeared or went away. An open
    /// document keeps its editor text. A changed `.lintconfig.yml` is not handled here: the
    /// owner builds a new project for it.
    package func reload(_ path: String) {
        let known = entry(path)
        guard known?.unsaved == nil else { return }
        guard let file = known?.file ?? sourceFile(path, unsaved: false), file.kind != .markdown, FileStamp(path: path) != nil else {
            if known != nil {
                remove(path)
                try? updateContextNames()
            }
            return
        }
        analyse(file, text: nil, previousParse: nil)
    }

    /// The files that have the editor's text (absolute paths).
    package var openPaths: [String] {
        entries.compactMap { $0?.unsaved == nil ? nil : $0?.file.absolutePath }.sorted()
    }

    /// Walks the configuration's folder again: files added since are read, files gone are
    /// dropped, and the others are refreshed (see `refresh`).
    package func rediscover() {
        guard let walked = try? discovery.files(for: [configuration.root], forceInclude: false).files.filter({ $0.kind != .markdown }) else { return }
        let present = Set(walked.map(\.absolutePath))
        let gone = entries.compactMap { entry in entry.flatMap { $0.unsaved == nil && !present.contains($0.file.absolutePath) ? $0.file.absolutePath : nil } }
        for path in gone.sorted() { reload(path) }
        for file in walked where entry(file.absolutePath) == nil { analyse(file, text: nil, previousParse: nil) }
        refresh()
    }

    /// Reads again every file whose size or modification time changed since it was read, and
    /// drops those that are gone. Files added on disk are not found (that needs a walk): they
    /// come through `reload`.
    package func refresh() {
        let changed = entries.compactMap { entry in
            entry.flatMap { $0.unsaved == nil && FileStamp(path: $0.file.absolutePath) != $0.stamp ? $0.file.absolutePath : nil }
        }
        for path in changed.sorted() { reload(path) }
    }

    // MARK: Analysis

    private func entry(_ path: String) -> Entry? {
        positions[path].flatMap { entries[$0] }
    }

    private func remove(_ path: String) {
        guard let position = positions.removeValue(forKey: path) else { return }
        entries[position] = nil
    }

    private func analyse(_ file: SourceFile, text: String?, previousParse: SwiftFrontend.ParsedText?) {
        let stamp = text == nil ? FileStamp(path: file.absolutePath) : nil
        let content = text.map { SourceContent.data(Data($0.utf8)) } ?? SourceContent.read(path: file.absolutePath, limit: configuration.maxFileSize)
        let keepsParse = text != nil
        let first = linter.analyse(file, content: content, keepsParse: keepsParse, previousParse: previousParse)
        var entry = Entry(
            file: file, analysis: first, passedPrefilter: first.map { !$0.prefiltered } ?? false, unsaved: text.map(Unsaved.text), stamp: stamp)
        // The identifiers kept by the first look rule most files out without a second. The
        // launch views later looks followed are looked for too, as the CLI's looks would.
        // A container read for its declarations only is read whole when it declares a launch
        // view a look looked for, as the run's later look reads it.
        for contextNames in [names, ContextNames(declaring: lookedForInLaterLooks)] where entry.analysis?.facts?.declarationsOnly ?? true {
            guard first?.prefiltered == true, !contextNames.isEmpty, first?.identifiers.map(contextNames.mayOccur(amongIdentifiers:)) ?? true
            else { continue }
            let read = linter.analyse(file, content: content, contextNames: contextNames, keepsParse: keepsParse, previousParse: previousParse)
            if read?.facts != nil || entry.analysis?.facts == nil { entry.analysis = read }
        }
        // A file read for a context name may create launch views of its own, or no longer.
        let wasRead = self.entry(file.absolutePath).map { $0.passedPrefilter || $0.analysis?.facts != nil } ?? false
        let namesMayChange = entry.passedPrefilter || entry.analysis?.facts != nil || wasRead
        store(entry)
        // Out of threads or descriptors: the old names stay, so the next edit tries again.
        if namesMayChange { try? updateContextNames() }
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
