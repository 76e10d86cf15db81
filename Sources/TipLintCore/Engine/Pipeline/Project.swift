import Foundation

/// One configuration's project: the only pipeline. Every way into tiplint builds one and asks
/// `lint(targets:)` (or `lint()`, for the files it was asked about): the CLI and `--stdin-path`
/// through `LintSession` (a project per configuration group, per pass of `--fix`), the language
/// server through `DocumentLinter` (a project kept between edits, `Project+Editing`), tests and
/// rule examples from texts (`init(configuration:rules:sources:)`).
///
/// It holds each file's `FileAnalysis` (read through the facts cache when it has one), where the
/// file's text comes from (the file on disk, or unsaved bytes standing for it) and, for an
/// editor's open Swift buffer, its tree. `lint(targets:)` runs every whole-project step once,
/// in one place: project indexes, rules, suppressions, Markdown snippets, fix layout,
/// fingerprints (`Linter.finish`), then the baseline (`baseline`). Never prints and never exits.
/// Not safe to share between threads: one owner at a time.
package final class Project {
    package let configuration: Configuration
    let linter: Linter
    /// How paths given to the project (inputs, documents) become files.
    let discovery: Discovery
    /// Every file read, in the order it was first read: discovery's order (the inputs, then the
    /// rest of their project), then files as they appear. Nil: a file that went away.
    var entries: [Entry?] = []
    /// Absolute path → index in `entries`.
    var positions: [String: Int] = [:]
    /// What the files that passed the prefilter on their own make others matter for (see
    /// `ContextNames`); a change of them sends every skipped file through the prefilter again.
    var names = ContextNames(facts: [])
    /// The launch views and anchor types (`AnchorFlow`) later looks have weighed since `names`
    /// last changed (see `updateContextNames`), looked for or left waiting over a look's bound: none is weighed
    /// again, so the server's edits follow what a run follows and no more.
    var followedInLaterLooks: Set<String> = []
    /// Those of `followedInLaterLooks` a look did look for: a file edited in the server is
    /// analysed against them too, as the look that read it was.
    var lookedForInLaterLooks: Set<String> = []
    /// The findings to hide as adopted (`external` suppressions, counted stale when gone): the
    /// configuration's `baseline` key, set by whoever builds the project (which reports a key
    /// that cannot be read in its own way); nil when the run brings its own baseline
    /// (`--baseline`), which `LintSession` then applies to every configuration's findings at once.
    package var baseline: Baseline?
    /// Absolute paths of the files the project was built to lint: `lint()`'s targets.
    private var requested: Set<String> = []
    /// Told first in a result's notifications: a refused cache, inputs discovery skipped.
    private var leadingNotifications: [ToolNotification] = []
    /// Display paths of inputs the configuration leaves out (`LintResult.excludedInputs`).
    private var excludedInputs: [String] = []
    /// A whole result the facts cache served for `requested`: nothing was read.
    private var served: LintResult?
    /// Where the result of `requested` is stored once computed (a run over folders).
    private var storing: (cache: FactsCache, slot: FactsCache.ResultSlot)?
    /// Why the facts cache was not used, when it was refused (a link, another user's folder).
    package internal(set) var cacheWarning: ToolNotification?
    /// The files go to the index in the order of their paths, not of their reading: the
    /// language server's project, whose files come and go in any order (`Project+Editing`).
    var ordersByPath = false

    /// One file as the project knows it.
    struct Entry {
        var file: SourceFile
        var analysis: FileAnalysis?
        /// Read on its own merit (mentions TipKit), not only for a context name.
        var passedPrefilter: Bool
        /// What stands for the file on disk (an editor's buffer, `--stdin-path`, a test's
        /// text); nil: the file on disk.
        var unsaved: Unsaved?
        /// Size and modification time when read from disk (kept only by `Project+Editing`).
        var stamp: FileStamp?
    }

    /// Unsaved content: bytes as given (decoded, or reported as not text, as the file's would
    /// be), or a text.
    enum Unsaved {
        case bytes(Data)
        case text(String)

        var data: Data {
            switch self {
            case .bytes(let data): data
            case .text(let text): Data(text.utf8)
            }
        }

        /// The text as `analyse` decodes it; nil for bytes that are not text.
        var text: String? {
            switch self {
            case .bytes(let data): Linter.text(decoding: data)
            case .text(let text): text
            }
        }
    }

    init(configuration: Configuration, linter: Linter, discovery: Discovery) {
        self.configuration = configuration
        self.linter = linter
        self.discovery = discovery
    }

    /// The files named in `inputs` and the files under the folders in it, with the rest of their
    /// app project (the configuration's folder walked with `include`/`exclude`) read too, so that a
    /// tip declared or invalidated in another file is known; findings are reported only for the
    /// inputs (`lint()`): what a pre-commit hook passing staged files, or `--stdin-path`, needs.
    ///
    /// `unsaved` maps absolute paths to bytes that stand in for the file on disk, read as the
    /// file's bytes would be; such a file need not exist yet. Relative inputs are relative to
    /// `workingFolder` (absolute), and findings in them keep relative paths. With a `cache`,
    /// files on disk (the context files too) are taken from it when unchanged, its manifest is
    /// saved once they are read, and a run with nothing unsaved is served whole from a stored
    /// result when nothing changed (`storesResult`; with `servesStoredResult`
    /// false every file is read all the same, for a caller that needs the facts, and the result
    /// is stored). `respectsIgnores`:
    /// folder walks leave out what git ignores. `progress` is told how many files are analysed
    /// (see `LintProgress`). Without `readsContext`, the inputs are read alone. Without
    /// `seesWholeProject`, the rules know the files are not the whole project (`RuleScope.partial`). Throws
    /// `Discovery.MissingPath`, `Discovery.UnreadableKind` and what discovery throws for a
    /// folder, and `ResourceFailure` when no thread or descriptor is left to read with.
    package convenience init(
        configuration: Configuration, rules: [AnyRule], inputs: [String], workingFolder: String, forceInclude: Bool = false,
        unsaved: [String: Data] = [:], jobs: Int = ProcessInfo.processInfo.activeProcessorCount, cache: FactsCache? = nil,
        respectsIgnores: Bool = true, readsContext: Bool = true, storesResult: Bool = true, servesStoredResult: Bool = true,
        seesWholeProject: Bool = true, progress: LintProgress? = nil
    ) throws {
        var linter = Linter(configuration: configuration, rules: rules)
        linter.seesWholeProject = seesWholeProject
        let discovery = Discovery(configuration: configuration, workingFolder: workingFolder, respectsIgnores: respectsIgnores)
        linter.linksFindings = !inputs.contains { !unsaved.keys.contains(discovery.absolutePath($0)) && Linter.isFolder(discovery.absolutePath($0)) }
        self.init(configuration: configuration, linter: linter, discovery: discovery)
        func walk<Result>(_ body: () throws -> Result) throws -> Result {
            try RunStatistics.Recorder.timing(\.discovery, body)
        }
        let found = try walk { try discovery.files(for: inputs, forceInclude: forceInclude, unsaved: Set(unsaved.keys)) }
        let targets = found.files
        let context = readsContext ? try walk { linter.contextFiles(for: targets, inputs: inputs, discovery: discovery) } : []
        let files: [(file: SourceFile, isTarget: Bool)] = targets.map { ($0, true) } + context.map { ($0.file, false) }
        RunStatistics.Recorder.current?.update { $0.filesWalked += files.count }
        // What the run's findings are made of, with the walk's stamps: built once, for the
        // stored result's key and for the served result's tables.
        let stamps = found.stamps + context.map(\.stamp)
        let outcomeIndices = files.indices.filter { linter.producesOutcome(files[$0].file) }
        let outcomeFiles = outcomeIndices.map { files[$0] }
        requested = Set(targets.map(\.absolutePath))
        // A cache refused for the user to act on (a link, another user's folder) is named first.
        leadingNotifications = (cache?.refusalNotification.map { [$0] } ?? []) + found.skipped
        excludedInputs = found.excluded
        cacheWarning = cache?.refusalNotification
        // A run with nothing unsaved may be served whole from the cache; runs on named files
        // share one slot (see `FactsCache.resultSlot`).
        let slot = storesResult && unsaved.isEmpty
            ? try walk {
                cache?.resultSlot(
                    files: outcomeFiles, stamps: outcomeIndices.map { stamps[$0] }, inputs: inputs, workingFolder: workingFolder,
                    // Whether the run sees the whole project decides which rules speak, and it follows
                    // project markers (`.git`, `Package.swift`) no file stamp covers.
                    options: [
                        "force-include \(forceInclude)", "respects-ignores \(respectsIgnores)", "reads-context \(readsContext)",
                        "whole-project \(seesWholeProject)",
                    ],
                    configuration: configuration, jobs: jobs,
                    namesFiles: !inputs.allSatisfy { Linter.isFolder(discovery.absolutePath($0)) })
            }
            : nil
        // `servesStoredResult` false: the caller needs every file's facts (the HTML page's inventory);
        // the result is still stored for the next run.
        if let cache, let slot, servesStoredResult, let stored = try walk({ cache.storedResult(slot) }) {
            RunStatistics.Recorder.current?.update { $0.storedResultServed = true }
            cache.keepServed(slot)
            var result = stored.restoredResult
            result.describe(outcomeFiles.map(\.file))
            for path in stored.linesOf {
                if let lines = result.absolutePaths[path].flatMap(Linter.textOnDisk(atPath:))?.sourceLines { result.sourceLines[path] = lines }
            }
            served = result
            return
        }
        try read(files.map(\.file), unsaved: unsaved.mapValues(Unsaved.bytes), jobs: jobs, cache: cache, progress: progress)
        if let cache, let slot { storing = (cache, slot) }
    }

    /// Files given as text (tests, rule examples, a language server's documents in a project
    /// too large to read), each with its project assigned as discovery would; no folder is read
    /// and nothing is cached (`seesWholeProject` false: they are some of a project's files, as
    /// `RuleScope.partial` says). Read one at a time on this thread, so that the order of their
    /// notifications stays the same (the Swift front end parses on a large-stack thread of its own).
    package convenience init(configuration: Configuration, rules: [AnyRule], sources: [SourceText], seesWholeProject: Bool = true) {
        var linter = Linter(configuration: configuration, rules: rules)
        linter.seesWholeProject = seesWholeProject
        self.init(configuration: configuration, linter: linter, discovery: Discovery(configuration: configuration, workingFolder: "/"))
        let sources = Discovery.assigningProjects(sources)
        let texts = Dictionary(sources.map { ($0.file.absolutePath, Unsaved.text($0.text)) }) { $1 }
        requested = Set(texts.keys)
        // Texts hold no descriptor and start no thread of their own, so nothing is thrown.
        try? read(sources.map(\.file), unsaved: texts, jobs: nil, cache: nil)
    }

    // MARK: Reading

    /// Reads (or takes from `unsaved`, or from `cache`) and analyses `files` on `jobs` threads
    /// (nil: on this thread), then takes the second look at the Swift files the prefilter
    /// skipped (`updateContextNames`), and saves the cache's manifest. Unsaved text is analysed
    /// afresh and never cached: an editor's buffers change with every keystroke, so their entries
    /// would only fill the folder. `stamps`: each file's size and modification time are kept, for
    /// `refresh`.
    func read(
        _ files: [SourceFile], unsaved: [String: Unsaved], jobs: Int?, cache: FactsCache?, progress: LintProgress? = nil,
        stamps: Bool = false
    ) throws(ResourceFailure) {
        let counted = progress.map { report in { @Sendable (done: Int) in report(done, files.count) } }
        RunStatistics.Recorder.startReading()
        let taken = stamps ? files.map { FileStamp(path: $0.absolutePath) } : []
        let first = try RunStatistics.Recorder.timing(\.analysis) { () throws(ResourceFailure) in
            try linter.analyseFilesOnce(
                files.map { ($0, false) }, unsaved: unsaved.mapValues(\.data), jobs: jobs, cache: cache, contextNames: nil, onEach: counted)
        }
        // `analyseFilesOnce` leaves out files with no outcome (Markdown when docs are off): the
        // stamps follow the files, not the outcomes.
        let stampByPath = stamps ? Dictionary(zip(files.map(\.absolutePath), taken)) { first, _ in first } : [:]
        // Appended in the order read: a fresh project has no entries yet.
        for analysis in first {
            let path = analysis.file.absolutePath
            positions[path] = entries.count
            entries.append(Entry(
                file: analysis.file, analysis: analysis, passedPrefilter: !analysis.prefiltered, unsaved: unsaved[path],
                stamp: stampByPath[path] ?? nil))
        }
        try RunStatistics.Recorder.timing(\.context) { () throws(ResourceFailure) in try updateContextNames(jobs: jobs, cache: cache) }
        RunStatistics.Recorder.timing(\.finish) { cache?.save() }
    }

    /// Puts `entry` in place of the one for its absolute path, or after the others.
    func store(_ entry: Entry) {
        let path = entry.file.absolutePath
        if let position = positions[path], entries[position] != nil {
            entries[position] = entry
        } else {
            positions[path] = entries.count
            entries.append(entry)
        }
    }

    /// The second look (see `ContextNames`): the names the files that passed the prefilter make
    /// matter are worked out again; when they changed, the Swift files the prefilter skipped are
    /// scanned for them (read when one occurs). With a `cache`, a file whose content a scan
    /// already found to lack these names is not scanned again, and what a scan finds none of is
    /// recorded (`FactsCache.isKnownToLack`), so that while the names stay the same a warm run
    /// reads only the files that do name one, and takes what they were parsed into from the
    /// cache as well (`FactsCache.contextOutcome`). Throws when no thread can start: the old names
    /// then stay, so the next change tries again.
    ///
    /// Then, while the files just read create launch views no file read declares
    /// (`ContextNames.unreadLaunchViews`, at most `ContextNames.widestLaunchFront` new ones per
    /// `App`) or UIKit popover anchors need types no file read declares (`AnchorFlow.unreadTypes`),
    /// at most `ContextNames.maximumHops` looks in all, the
    /// skipped files not read yet are looked at again for those views' declarations only. Those
    /// looks record no scan in the cache (a file's record keeps the first look's names). The
    /// views looked for are kept (`followedInLaterLooks`): when the first look's names stay the
    /// same (the server's edits), only views not looked for yet are followed.
    func updateContextNames(jobs: Int? = ProcessInfo.processInfo.activeProcessorCount, cache: FactsCache? = nil) throws(ResourceFailure) {
        let passed = entries.compactMap { $0?.passedPrefilter == true ? $0?.analysis?.facts : nil }
        let current = ContextNames(facts: passed)
        if current != names {
            RunStatistics.Recorder.startContextPass()
            try look(for: current, onlyUnread: false, jobs: jobs, cache: cache)
            names = current
            followedInLaterLooks = []
            lookedForInLaterLooks = []
        }
        // The first look's names held these: a later look follows only views not looked for yet.
        var followed = Set(ContextNames.unreadLaunchViews(in: passed).joined()).union(AnchorFlow.unreadTypes(in: passed))
            .union(followedInLaterLooks)
        for _ in 1..<ContextNames.maximumHops {
            let read = entries.compactMap { $0?.analysis?.facts }
            // Each app's path on its own: a front too wide for one app stops that app's path only.
            let fronts = ContextNames.unreadLaunchViews(in: read)
            // An anchor's next hop: few types (one per popover whose anchor reads another object).
            let anchorTypes = AnchorFlow.unreadTypes(in: read).subtracting(followed)
            let fresh = ContextNames.launchLook(fronts, followed: followed).union(anchorTypes)
            followed.formUnion(fronts.joined())
            followed.formUnion(anchorTypes)
            followedInLaterLooks.formUnion(fronts.joined())
            followedInLaterLooks.formUnion(anchorTypes)
            guard !fresh.isEmpty else { return }
            lookedForInLaterLooks.formUnion(fresh)
            try look(for: ContextNames(declaring: fresh), onlyUnread: true, jobs: jobs, cache: cache)
        }
    }

    /// One look of `updateContextNames` for `current`: every Swift file the prefilter skipped
    /// (`onlyUnread`: those no earlier look read whole) is scanned for the names, read when one
    /// occurs. A file an earlier look read for its declarations only keeps them when a later
    /// look finds none of its names there.
    private func look(for current: ContextNames, onlyUnread: Bool, jobs: Int?, cache: FactsCache?) throws(ResourceFailure) {
        // The names' fingerprint is a hash of every name: made once, not per file.
        var fingerprint: ContentHash?
        // A file with no analysis (a Markdown file while docs are off) would have none again.
        var others = entries.indices.filter { position in
            guard let entry = entries[position], let analysis = entry.analysis, !entry.passedPrefilter else { return false }
            if onlyUnread, let facts = analysis.facts, !facts.declarationsOnly { return false }
            guard let cache, entry.unsaved == nil else { return true }
            let scanned = fingerprint ?? current.fingerprint
            fingerprint = scanned
            return !cache.isKnownToLack(scanned, entry.file)
        }
        // A file whose identifiers' hashes were kept when it was read (`FileAnalysis.identifiers`)
        // is looked up, not read again: only where a name's hash occurs is it read and lexed.
        var lacking: [Int] = []
        // With a cache, a skipped file it served (not read this run) has the identifiers stored
        // for its content, when it has.
        if let cache {
            for position in others {
                guard let entry = entries[position], entry.unsaved == nil, entry.analysis?.identifiers == nil else { continue }
                entries[position]?.analysis?.identifiers = cache.storedIdentifiers(for: entry.file)
            }
        }
        RunStatistics.Recorder.lookedUp(others.compactMap { position in
            entries[position].flatMap { $0.analysis?.identifiers == nil ? nil : $0.file.absolutePath }
        })
        others.removeAll { position in
            guard let identifiers = entries[position]?.analysis?.identifiers, !current.mayOccur(amongIdentifiers: identifiers) else { return false }
            lacking.append(position)
            return true
        }
        let texts = Dictionary(others.compactMap { position in
            entries[position].flatMap { entry in entry.unsaved.map { (entry.file.absolutePath, $0.data) } }
        }) { first, _ in first }
        let second = try linter.analyseFilesOnce(
            others.compactMap { entries[$0].map { ($0.file, false) } }, unsaved: texts, jobs: jobs, cache: cache, contextNames: current)
        // A later look's scans are not recorded: its names are few and change with the files read.
        let namesFingerprint = cache == nil || onlyUnread ? nil : fingerprint ?? current.fingerprint
        // What was looked up is what this run read and recorded: a scan's finding, without its bytes.
        if let cache, let namesFingerprint {
            for position in lacking {
                guard let entry = entries[position], entry.unsaved == nil else { continue }
                cache.recordLack(of: namesFingerprint, in: entry.file, content: nil)
            }
        }
        for (position, analysis) in zip(others, second) {
            // A later look that finds no launch view in a container leaves its declarations; a
            // first look (new names) decides afresh, as a run would.
            if onlyUnread, analysis.prefiltered, entries[position]?.analysis?.facts?.declarationsOnly == true { continue }
            entries[position]?.analysis = analysis
            cache?.count(\.contextScans)
            if let cache, let namesFingerprint, let content = analysis.scannedContent, entries[position]?.unsaved == nil {
                cache.recordLack(of: namesFingerprint, in: analysis.file, content: content)
                if let identifiers = analysis.identifiers { cache.keep(identifiers, content: content) }
            }
        }
    }

    // MARK: Linting

    /// The findings of the files the project was built to lint, with the rest as context.
    package func lint() -> LintResult { lint(targets: requested) }

    /// The findings of the files in `targets` (absolute paths), with every other file of the
    /// project as context: project indexes, rules, suppressions, Markdown snippets, fix layout
    /// and fingerprints (`Linter.finish`), then `baseline`. A project the facts cache served whole
    /// answers only for the files it was built to lint.
    package func lint(targets: Set<String>) -> LintResult {
        var result: LintResult
        if let served, targets == requested {
            result = served
        } else {
            let kept = ordersByPath ? entries.compactMap { $0 }.sorted { $0.file.absolutePath < $1.file.absolutePath } : entries.compactMap { $0 }
            let analyses = kept.compactMap { entry -> FileAnalysis? in
                guard var analysis = entry.analysis else { return nil }
                analysis.isTarget = targets.contains(analysis.file.absolutePath)
                return analysis
            }
            result = RunStatistics.Recorder.timing(\.rules) {
                linter.finish(analyses) { file in
                    guard let position = self.positions[file.absolutePath], let unsaved = self.entries[position]?.unsaved else {
                        return Linter.textOnDisk(file)
                    }
                    // Unsaved bytes that are not text have no lines: the file on disk is another text.
                    return unsaved.text
                }
            }
            if let storing, targets == requested {
                RunStatistics.Recorder.timing(\.finish) { storing.cache.store(result, in: storing.slot) }
                self.storing = nil
            }
        }
        result.notifications = leadingNotifications + result.notifications
        result.excludedInputs = excludedInputs
        RunStatistics.Recorder.timing(\.finish) { baseline?.apply(to: &result) }
        return result
    }

    /// Every tip the files the project was built to lint declare (not its context files), per
    /// app project, from the facts already read: the HTML report's inventory costs no second
    /// reading. Empty for a project the facts cache served whole (see `servesStoredResult`).
    package var inventory: Inventory {
        let analyses = entries.compactMap { entry in entry.flatMap { requested.contains($0.file.absolutePath) ? $0.analysis : nil } }
        return Inventory(indexes: linter.projectIndexes(analyses).map(\.index))
    }
}
