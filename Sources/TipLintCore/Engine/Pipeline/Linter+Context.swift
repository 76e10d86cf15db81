import Foundation

extension Linter {
    /// Whether `path` (absolute) is a folder, links followed.
    static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Reads (or takes from `unsaved`, or from `cache`) and analyses `files` on `jobs` threads,
    /// keeping their order; nil `jobs`: one at a time on this thread (texts in memory, which
    /// start no thread of their own but the Swift front end's). `contextNames`: a Swift file the
    /// prefilter would skip is read when one of them occurs in it (the second look, which
    /// `Project.updateContextNames` takes); with a `cache`, its outcomes are kept too
    /// (`FactsCache.contextOutcome`). Throws `ResourceFailure` when no thread can start, or
    /// a file cannot be opened for want of descriptors.
    func analyseFilesOnce(
        _ files: [(file: SourceFile, isTarget: Bool)], unsaved: [String: Data], jobs: Int?, cache: FactsCache?,
        contextNames: ContextNames?, onEach: (@Sendable (Int) -> Void)? = nil
    ) throws(ResourceFailure) -> [FileAnalysis] {
        // The second look's outcomes are kept under the names' fingerprint: made once, not per file.
        let namesFingerprint = cache == nil || files.isEmpty ? nil : contextNames?.fingerprint
        let one = { @Sendable (item: (file: SourceFile, isTarget: Bool)) -> FileAnalysis? in
            let (file, isTarget) = item
            var outcome: FileAnalysis?
            if let bytes = unsaved[file.absolutePath] {
                outcome = analyse(file, content: .data(bytes), contextNames: contextNames)
            } else if let refusal = SourceContent.refusal(path: file.absolutePath, limit: configuration.maxFileSize) {
                // Too large or unreadable: reported without reading it (or asking the cache).
                outcome = analyse(file, content: refusal)
            } else if let cache, let contextNames, let namesFingerprint {
                outcome = cache.contextOutcome(for: file, names: namesFingerprint) { data in
                    analyse(
                        file, content: data.map(SourceContent.data) ?? SourceContent.read(path: file.absolutePath, limit: configuration.maxFileSize),
                        contextNames: contextNames)
                }
            } else if let cache {
                var analysed = false
                outcome = cache.outcome(for: file) { data in
                    analysed = true
                    // The cache could not read it: read it here, to learn the system's reason.
                    return analyse(file, content: data.map(SourceContent.data) ?? SourceContent.read(path: file.absolutePath, limit: configuration.maxFileSize))
                }
                RunStatistics.Recorder.current?.update { statistics in
                    if analysed { statistics.cacheMisses += 1 } else { statistics.cacheHits += 1 }
                }
            } else {
                outcome = analyse(file, content: SourceContent.read(path: file.absolutePath, limit: configuration.maxFileSize), contextNames: contextNames)
            }
            outcome?.isTarget = isTarget
            return outcome
        }
        let outcomes: [FileAnalysis]
        if let jobs {
            outcomes = try ParallelMap.run(files, jobs: jobs, onEach: onEach, one).compactMap { $0 }
        } else {
            outcomes = files.compactMap(one)
        }
        // A file that could not be opened for want of descriptors says nothing about the file:
        // reported as unreadable, the run would pass with files unchecked.
        if let exhaustion = outcomes.lazy.compactMap(\.exhaustion).first { throw ResourceFailure(message: exhaustion) }
        return outcomes
    }

    /// A Swift file the second pass reads for its declarations only (`ContextNames.Reading`):
    /// `text` (decoded from `data`) parsed with every top-level declaration that names no view
    /// showing a tip blanked to spaces. Its facts are marked `declarationsOnly` and hold no
    /// suppressions. A file whose top-level structure is not plain, or whose blanked text does
    /// not parse cleanly, stays skipped, as if no name occurred in it: a finding drawn from a
    /// text the blanking may have cut is worse than none.
    func analyseDeclarations(
        of text: String, data: Data, file: SourceFile, isTestFile: Bool, names: ContextNames, identifiers: IdentifierHashes?,
        outcome: FileAnalysis
    ) -> FileAnalysis {
        var outcome = outcome
        var source = text
        let blanked = source.withUTF8 { names.blankingOtherDeclarations(UnsafeRawBufferPointer($0)) }
        let kept = blanked.map { String(decoding: $0.text, as: UTF8.self) }
        guard let blanked, let kept, kept.utf8.count == blanked.text.count else { return skipped(outcome, data: data, identifiers: identifiers) }
        let result = frontend.facts(source: kept, path: file.displayPath, isTestFile: isTestFile)
        // Parsed bytes count the blanked text's spaces apart; a text the parser refused was not parsed.
        if result.skipped == nil { RunStatistics.Recorder.blanked(bytes: blanked.blanked) }
        if let parsed = result.parsedBytes {
            RunStatistics.Recorder.parsedFile(path: file.absolutePath, bytes: parsed, blanked: result.skipped == nil ? blanked.blanked : 0)
        }
        guard result.skipped == nil, result.firstError == nil else { return skipped(outcome, data: data, identifiers: identifiers) }
        var facts = result.facts
        facts.declarationsOnly = true
        facts.suppressions = []
        outcome.facts = facts
        // Later looks of the second pass may read it whole for a launch view (`Project.look`).
        outcome.identifiers = identifiers
        return outcome
    }

    /// `outcome` as the prefilter leaves a file in which no context name occurs.
    private func skipped(_ outcome: FileAnalysis, data: Data, identifiers: IdentifierHashes?) -> FileAnalysis {
        var outcome = outcome
        outcome.prefiltered = true
        outcome.identifiers = identifiers
        outcome.scannedContent = ContentHash(data)
        return outcome
    }

    /// The other Swift files, manifests and catalogs of the targets' projects, each with its
    /// stamp from the walk that found it (`Discovery.Found.stamps`). None when the
    /// inputs already cover the configuration's folder, or lie outside it. Those under the
    /// working folder are shown relative to it.
    func contextFiles(for targets: [SourceFile], inputs: [String], discovery: Discovery) -> [(file: SourceFile, stamp: FileStamp.Taken?)] {
        let root = URL(fileURLWithPath: configuration.root).standardizedFileURL.path
        let coversRoot = inputs.contains { input in
            let path = discovery.absolutePath(input)
            return path == root || root.hasPrefix(path.hasSuffix("/") ? path : path + "/")
        }
        let inside = targets.filter { !$0.rootRelativePath.hasPrefix("/") }
        guard !coversRoot, !inside.isEmpty, let walked = try? discovery.files(for: [root], forceInclude: false) else { return [] }
        let projects = Set(inside.map(\.project))
        let known = Set(targets.map(\.absolutePath))
        let working = discovery.workingFolder
        let prefix = working.hasSuffix("/") ? working : working + "/"
        return zip(walked.files, walked.stamps).compactMap { file, stamp in
            // Doc snippets stand alone, so other Markdown files add nothing.
            guard file.kind != .markdown, projects.contains(file.project), !known.contains(file.absolutePath) else { return nil }
            var file = file
            if file.absolutePath.hasPrefix(prefix) { file.displayPath = String(file.absolutePath.dropFirst(prefix.count)) }
            return (file, stamp)
        }
    }
}
