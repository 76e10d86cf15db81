import Foundation

extension Linter {
    /// Lints the files named in `inputs` and the files under the folders in it. The rest of
    /// their app project (the configuration's folder walked with `include`/`exclude`) is read
    /// too, so that a tip declared or invalidated in another file is known, but findings are
    /// reported only for the inputs: this is what a pre-commit hook passing staged files, or an
    /// editor linting one buffer, needs.
    ///
    /// `unsaved` maps absolute paths to bytes that stand in for the file on disk (`--stdin-path`,
    /// an editor's open buffers), read as the file's bytes would be; such a file need not exist yet. Relative inputs are relative
    /// to `workingFolder` (absolute), and findings in them keep relative paths. With a `cache`,
    /// files on disk (the context files too) are taken from it when unchanged, and the cache's
    /// manifest is saved at the end. `respectsIgnores`: folder walks leave out what git ignores.
    /// `progress` is told how many files are analysed (see `LintProgress`). Without
    /// `readsContext`, the inputs are linted alone: nothing else of their project is read.
    func lint(
        inputs: [String], workingFolder: String, forceInclude: Bool = false, unsaved: [String: Data] = [:],
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount, cache: FactsCache? = nil, respectsIgnores: Bool = true,
        readsContext: Bool = true, progress: LintProgress? = nil
    ) throws -> LintResult {
        let discovery = Discovery(configuration: configuration, workingFolder: workingFolder, respectsIgnores: respectsIgnores)
        let found = try discovery.files(for: inputs, forceInclude: forceInclude, unsaved: Set(unsaved.keys))
        let targets = found.files
        let context = readsContext ? contextFiles(for: targets, inputs: inputs, discovery: discovery) : []
        let files: [(file: SourceFile, isTarget: Bool)] = targets.map { ($0, true) } + context.map { ($0, false) }
        // A run over folders only, with nothing unsaved, may be served whole from the cache.
        let slot = unsaved.isEmpty && inputs.allSatisfy({ Self.isFolder(discovery.absolutePath($0)) })
            ? cache?.resultSlot(
                files: files.filter { producesOutcome($0.file) }, inputs: inputs, workingFolder: workingFolder,
                options: ["force-include \(forceInclude)", "respects-ignores \(respectsIgnores)"], configuration: configuration, jobs: jobs)
            : nil
        var result: LintResult
        if let cache, let slot, let stored = cache.storedResult(slot) {
            cache.recordHashedFiles()
            cache.save()
            result = stored.restoredResult
            result.describe(files.map(\.file).filter(producesOutcome))
            for path in stored.linesOf {
                if let lines = result.absolutePaths[path].flatMap(Self.textOnDisk(atPath:))?.sourceLines { result.sourceLines[path] = lines }
            }
        } else {
            let outcomes = try analyseFiles(files, unsaved: unsaved, jobs: jobs, cache: cache, progress: progress)
            cache?.save()
            result = finish(outcomes) { file in
                // Unsaved bytes that are not text have no lines: the file on disk is another text.
                guard let bytes = unsaved[file.absolutePath] else { return Linter.textOnDisk(file) }
                return Linter.text(decoding: bytes)
            }
            if let cache, let slot { cache.store(result, in: slot) }
        }
        // A cache refused for the user to act on (a link, another user's folder) is named first.
        result.notifications = (cache?.refusalNotification.map { [$0] } ?? []) + found.skipped + result.notifications
        result.excludedInputs = found.excluded
        return result
    }

    /// Whether `path` (absolute) is a folder, links followed.
    static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Reads (or takes from `unsaved`, or from `cache`) and analyses files on all cores, keeping
    /// their order; then reads the Swift files the prefilter skipped that name what the first
    /// pass found (`ContextNames`). Unsaved text is analysed afresh and never cached: an
    /// editor's buffers change with every keystroke, so their entries would only fill the
    /// folder, and analysing one buffer is cheap next to the rest of the project, which does come
    /// from the cache. The second pass depends on other files: the cache remembers, per content,
    /// the names a scan found none of (`FactsCache.isKnownToLack`), so that while the names stay
    /// the same a warm run reads only the files that do name one.
    func analyseFiles(
        _ files: [(file: SourceFile, isTarget: Bool)], unsaved: [String: Data], jobs: Int, cache: FactsCache? = nil,
        progress: LintProgress? = nil
    ) throws(ResourceFailure) -> [FileOutcome] {
        let counted = progress.map { report in { @Sendable (done: Int) in report(done, files.count) } }
        var outcomes = try analyseFilesOnce(files, unsaved: unsaved, jobs: jobs, cache: cache, contextNames: nil, onEach: counted)
        // The names' fingerprint is a hash of every name: made once, not per file.
        var fingerprint: ContentHash?
        let pass = Self.secondPass(over: outcomes) { outcome, names in
            if unsaved[outcome.file.absolutePath] != nil { return true }
            guard let cache else { return true }
            let current = fingerprint ?? names.fingerprint
            fingerprint = current
            return !cache.isKnownToLack(current, outcome.file)
        }
        guard let pass else { return outcomes }
        let (names, skipped) = (pass.names, pass.indices)
        let namesFingerprint = fingerprint ?? names.fingerprint
        let second = try analyseFilesOnce(
            skipped.map { (outcomes[$0].file, outcomes[$0].isTarget) }, unsaved: unsaved, jobs: jobs, cache: nil, contextNames: names)
        for (index, outcome) in zip(skipped, second) {
            outcomes[index] = outcome
            cache?.count(\.contextScans)
            if let cache, let content = outcome.scannedContent, unsaved[outcome.file.absolutePath] == nil {
                cache.recordLack(of: namesFingerprint, in: outcome.file, content: content)
            }
        }
        return outcomes
    }

    /// The second look every pipeline takes (see `ContextNames`): the names the files read in
    /// the first pass make matter, and the indices of the files the prefilter skipped that must
    /// be scanned for them (`needsScan`: all of them, unless the caller knows a file's content
    /// lacks these names). Nil when there are no names or no such files.
    static func secondPass(
        over outcomes: [FileOutcome], needsScan: (FileOutcome, ContextNames) -> Bool = { _, _ in true }
    ) -> (names: ContextNames, indices: [Int])? {
        let names = ContextNames(facts: outcomes.compactMap(\.facts))
        guard !names.isEmpty else { return nil }
        let indices = outcomes.indices.filter { outcomes[$0].prefiltered && needsScan(outcomes[$0], names) }
        return indices.isEmpty ? nil : (names, indices)
    }

    /// One pass of `analyseFiles`, without the second look at the files the prefilter skipped.
    func analyseFilesOnce(
        _ files: [(file: SourceFile, isTarget: Bool)], unsaved: [String: Data], jobs: Int, cache: FactsCache?,
        contextNames: ContextNames?, onEach: (@Sendable (Int) -> Void)? = nil
    ) throws(ResourceFailure) -> [FileOutcome] {
        let outcomes = try ParallelMap.run(files, jobs: jobs, onEach: onEach) { file, isTarget -> FileOutcome? in
            var outcome: FileOutcome?
            if let bytes = unsaved[file.absolutePath] {
                outcome = analyse(file, content: .data(bytes), contextNames: contextNames)
            } else if let refusal = SourceContent.refusal(path: file.absolutePath, limit: configuration.maxFileSize) {
                // Too large or unreadable: reported without reading it (or asking the cache).
                outcome = analyse(file, content: refusal)
            } else if let cache {
                outcome = cache.outcome(for: file) { data in
                    // The cache could not read it: read it here, to learn the system's reason.
                    analyse(file, content: data.map(SourceContent.data) ?? SourceContent.read(path: file.absolutePath, limit: configuration.maxFileSize))
                }
            } else {
                outcome = analyse(file, content: SourceContent.read(path: file.absolutePath, limit: configuration.maxFileSize), contextNames: contextNames)
            }
            outcome?.isTarget = isTarget
            return outcome
        }.compactMap { $0 }
        // A file that could not be opened for want of descriptors says nothing about the file:
        // reported as unreadable, the run would pass with files unchecked.
        if let exhaustion = outcomes.lazy.compactMap(\.exhaustion).first { throw ResourceFailure(message: exhaustion) }
        return outcomes
    }

    /// The other Swift files, manifests and catalogs of the targets' projects. None when the
    /// inputs already cover the configuration's folder, or lie outside it. Those under the
    /// working folder are shown relative to it.
    func contextFiles(for targets: [SourceFile], inputs: [String], discovery: Discovery) -> [SourceFile] {
        let root = URL(fileURLWithPath: configuration.root).standardizedFileURL.path
        let coversRoot = inputs.contains { input in
            let path = discovery.absolutePath(input)
            return path == root || root.hasPrefix(path.hasSuffix("/") ? path : path + "/")
        }
        let inside = targets.filter { !$0.rootRelativePath.hasPrefix("/") }
        guard !coversRoot, !inside.isEmpty, let walked = try? discovery.files(for: [root], forceInclude: false).files else { return [] }
        let projects = Set(inside.map(\.project))
        let known = Set(targets.map(\.absolutePath))
        let working = discovery.workingFolder
        let prefix = working.hasSuffix("/") ? working : working + "/"
        return walked.compactMap { file in
            // Doc snippets stand alone, so other Markdown files add nothing.
            guard file.kind != .markdown, projects.contains(file.project), !known.contains(file.absolutePath) else { return nil }
            var file = file
            if file.absolutePath.hasPrefix(prefix) { file.displayPath = String(file.absolutePath.dropFirst(prefix.count)) }
            return file
        }
    }
}
