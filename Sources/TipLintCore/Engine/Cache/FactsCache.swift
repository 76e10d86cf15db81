import Foundation

/// What the front ends made of each file, kept on disk between runs (`.tiplint-cache/` beside
/// the configuration file), so that a run over an unchanged project reads almost nothing.
///
/// - Entries are keyed by the file's content hash (XXH3-128) plus everything else that changes
///   what the front ends produce: the tool (version and build), the gates, the docs settings,
///   the `tests` globs, the file's kind and its paths (facts carry the display path). An entry
///   is trusted only when the key stored inside it matches and its payload's length and hash
///   check out; anything else is ignored and rewritten.
/// - A per-root `CacheManifest` remembers each file's size and modification time: when both
///   match, the file is not read at all (stat first, hash only what changed). It is read when
///   first needed: a run served whole from a stored result whose stamps all match never reads
///   it (see `FactsCache+Results`). A file modified
///   less than `racyWindow` before it was read is recorded without its time, so that a second
///   change within the file system's time granularity cannot go unseen.
/// - Writes go to a temporary file in the destination folder and are renamed into place, so
///   concurrent runs never see a half-written entry or manifest; the last manifest written wins,
///   which at worst makes the next run re-read some files.
/// - Text that stands in for a file (an editor's buffer, `--stdin-path`) is never cached: see
///   `Project.read`.
///
/// A cache that cannot be created or written (read-only folder) quietly does nothing: the run
/// analyses every file, as without a cache. A folder that is not safe to use (a link, another
/// user's, one tiplint did not make: see `FactsCache+Opening`) is not used either, with a
/// warning (`refusalNotification`). Every file is read through `CacheFolder`, bounded in size
/// first: the cache is input like any other. One instance serves one run; it is safe to use
/// from several threads.
package final class FactsCache: @unchecked Sendable {
    /// What one file's analysis produced, as stored.
    struct Entry: Codable, Sendable {
        var facts: FileFacts?
        var notifications: [ToolNotification] = []
        var snippets: [Snippet] = []
        var directives: [SuppressionDirective] = []

        var isEmpty: Bool { facts == nil && notifications.isEmpty && snippets.isEmpty && directives.isEmpty }
    }

    /// Bumped when the stored shapes change in a way the tool's build stamp would not show.
    /// 4: the fixes' declared proofs (3), type uses and access (`TypeUse`, `TypePart.isFilePrivate`), a lifecycle's type, call
    /// receivers (`CallSite.receiverName`) and `Task` bodies (`PlacementContext.deferred`).
    /// 6: the text a stored finding is about (`Finding.tipText`); API misuse and first-launch facts,
    /// `ConfigureCall.optionsUnread`; review-checklist facts (`ConfigureDetail`, `TipStyleBody`,
    /// `PackagePlatform`).
    /// 7: payloads in `BinaryCoding`'s form instead of JSON.
    /// 9: `FileFacts.declarationsOnly` (a container read with its other declarations blanked),
    /// `ChildViewSite.buildsContent`, and an untrusted time is `FileStamp.untrustedTime`.
    /// 10: `SuppressionDirective.statementSpans`, `TextLiteral`'s pieces and interpolations, an
    /// App's platform (`TypePart.appPlatform`), `ParameterAssignment.readsInitialiserArgument`,
    /// `Finding.ownPlace`.
    /// 11: SwiftLint's disable comments (`SuppressionDirective.Kind.swiftLint`), value flows
    /// (`FileFacts.valueFlows`) and a UIKit popover's `DisplaySite.anchorSource`.
    /// 12: `TestingCall.conditionChecks` and `opaqueCondition` (for `runtimeConditioned`),
    /// `ConstantDeclaration.condition`, `TypePart.memberNames`, `TextLiteral.rendersMarkdown`,
    /// `TypePart.joinedTitles`/`joinedMessages`.
    /// 13: `InvalidationSite.castType`/`erasedProperty`, `DisplayWrapper.holder`/`holderIsOptional`/
    /// `handlesActions`, `SuppressionDirective.statementLines`.
    /// 14: `FileFacts.xcodeBuildConfigurations`. 15: `PlacementContext.Kind.screenLifecycle`.
    /// 16: `CallSite.argumentLabels`/`conditions`, `TestingCall.launchArgumentDefaults`.
    /// 17: `BranchStep.valueChecks`, `InvalidationSite.changeTrigger`. 18: `ValueCheck.owner`,
    /// `ChangeTrigger.initialValue`, `PlacementContext.isFilePrivate`.
    static let formatVersion = 18
    static let entryMagic = "tiplint-facts \(formatVersion)"
    /// Nanoseconds: a file modified this recently when it was read is re-hashed next time.
    static let racyWindow: Int64 = 2_000_000_000

    /// The cache folder's default place: `.tiplint-cache` in the configuration root.
    package static func defaultFolder(root: String) -> String {
        URL(fileURLWithPath: root).appendingPathComponent(".tiplint-cache").path
    }

    package let folder: String
    /// Names the manifest in the results' slots (see `resultSlot`).
    let manifestPath: String
    /// The manifest's file name in `manifests/`: the hash of the root.
    let manifestName: String
    /// The open folders; nil when the cache is not used.
    let folders: Folders?
    /// Why the folder is not used, when it is not.
    let refusal: CacheFolder.Refusal?
    /// Bytes the folder may hold before `save()` deletes its oldest files (see `FactsCache+Pruning`).
    let sizeLimit: Int64
    /// Hash of the settings part of every key (see `settingsDescription`).
    let settings: ContentHash
    /// False when the folder could not be made or was refused: every lookup then analyses the file.
    let isUsable: Bool
    /// The manifest the last runs saved (see `previous`), read on first use.
    private let manifestOnDemand: OnDemand<CacheManifest>
    /// The manifest the last runs saved.
    var previous: CacheManifest { manifestOnDemand.value }
    let lock = NSLock()
    /// This run's record of each file it looked at (read by `contextOutcome` too).
    private(set) var seen: [String: CacheManifest.Record] = [:]
    /// Files whose stamp changed and that `currentContent(for:)` read and hashed this run: absolute
    /// path → their stamp (as trusted) and content hash, so that `outcome(for:)` serves a touched
    /// file (same content) from its entry without reading it again, and a run served from a stored
    /// result can still record them. A file whose content did change is read again for analysis.
    private var hashed: [String: (stamp: FileStamp, content: ContentHash)] = [:]
    /// Identifiers of skipped files, for the context pass (see `FactsCache+SecondPass`).
    let identifierStore = IdentifierStore()
    private var counts = Statistics()
    /// Absolute paths of files seen to exist this run without a record of their own in `seen`.
    private var present = Set<String>()
    /// Whether this run wrote an entry or a result, so that the folder's size is worth checking.
    private var grew = false

    /// What a run cost: files read from disk, entries read, files handed to the front ends,
    /// and whether the whole run's stored result was used (see `FactsCache+Results`).
    package struct Statistics: Equatable, Sendable {
        package var filesRead = 0
        package var entriesRead = 0
        package var analysed = 0
        package var resultsRead = 0
        /// Files the second pass read to look for context names.
        package var contextScans = 0
    }

    package var statistics: Statistics {
        lock.lock()
        defer { lock.unlock() }
        return counts
    }

    func count(_ counter: WritableKeyPath<Statistics, Int>) {
        lock.lock()
        counts[keyPath: counter] += 1
        lock.unlock()
    }

    /// Opens (creating when needed) the cache in `folder` (absolute) for a run with `configuration`;
    /// `sizeLimit`: bytes the folder may hold; `secret`: the user's `CacheSecret`, which every
    /// key then depends on (nil: keys as before there was one).
    package init(
        folder: String, configuration: Configuration, sizeLimit: Int64 = FactsCache.defaultSizeLimit, secret: ContentHash? = nil
    ) {
        self.folder = folder
        let root = URL(fileURLWithPath: configuration.root).standardizedFileURL.path
        manifestName = ContentHash(root).description
        manifestPath = folder + "/manifests/" + manifestName
        settings = ContentHash(Self.settingsDescription(configuration) + (secret.map { "\nsecret \($0)" } ?? ""))
        self.sizeLimit = sizeLimit
        switch Self.openFolders(folder) {
        case .success(let opened):
            folders = opened
            refusal = nil
        case .failure(let reason):
            folders = nil
            refusal = reason
        }
        isUsable = folders != nil
        let (manifests, name) = (folders?.manifests, manifestName)
        manifestOnDemand = OnDemand { CacheManifest(data: manifests?.read(name, limit: Self.manifestLimit)) }
    }

    /// A cache that is not used because the user's `CacheSecret` in `keyFolder` ("" for no
    /// home) could not be read or made: every lookup analyses the file, and
    /// `refusalNotification` says why.
    package init(refusingFor folder: String, keyFolder: String) {
        self.folder = folder
        manifestName = ""
        manifestPath = ""
        settings = ContentHash("")
        sizeLimit = 0
        folders = nil
        refusal = CacheFolder.Refusal(
            path: keyFolder.isEmpty ? folder : keyFolder,
            reason: keyFolder.isEmpty ? "has no key: there is no HOME to keep tiplint's cache key in" : "cannot hold tiplint's cache key (it must be a folder of yours, not a link, that others cannot write)",
            remedy: "without the key a cache could be forged; set TIPLINT_CACHE_KEY_DIR to a folder of yours, or use --no-cache")
        isUsable = false
        manifestOnDemand = OnDemand { CacheManifest(data: nil) }
    }

    /// Everything besides the file itself that changes what the front ends produce.
    static func settingsDescription(_ configuration: Configuration) -> String {
        let docs = configuration.docs
        return [
            entryMagic, "tiplint \(TipLint.version)", "build \(toolBuild)",
            "gates \(configuration.gates.sorted())", "tests \(configuration.tests)",
            "docs \(docs.enabled) \(docs.markers.wrong) \(docs.markers.correct)",
        ].joined(separator: "\n")
    }

    /// The running executable's size and modification time: a rebuilt tiplint whose version
    /// string did not change (a development build) must not trust facts an older build wrote.
    static let toolBuild: String = {
        #if os(Linux)
        let path = "/proc/self/exe"
        #else
        let path = Bundle.main.executablePath ?? CommandLine.arguments[0]
        #endif
        guard let stamp = FileStamp(path: path) else { return "unknown" }
        return "\(stamp.size) \(stamp.modified)"
    }()

    /// The key of `file` with this content.
    func key(for file: SourceFile, content: ContentHash) -> ContentHash {
        ContentHash("\(settings)\t\(content)\t\(file.kind.rawValue)\t\(file.displayPath)\t\(file.rootRelativePath)")
    }

    // MARK: Lookup

    /// The hash of `file`'s current content and the stamp to record with it: the manifest's when
    /// the file's size and time are those recorded, else the file is read and hashed (remembered
    /// for `outcome(for:)`, which then prefers it to the manifest; the stamp as `trusted` says).
    /// Nil when the cache is unusable or the file cannot be read. `stamp`: the file's, just taken.
    /// `askingManifest` false: read whatever the manifest says. The file counts as present for `save()`.
    func currentContent(for file: SourceFile, stamp: FileStamp, askingManifest: Bool = true) -> (stamp: FileStamp, content: ContentHash)? {
        let path = file.absolutePath
        guard isUsable else { return nil }
        lock.lock()
        present.insert(path)
        lock.unlock()
        if askingManifest, let old = previous.records[path], old.stamp == stamp { return (stamp, old.content) }
        count(\.filesRead)
        guard let data = SourceContent.bytes(atPath: path) else { return nil }
        let content = ContentHash(data)
        let trusted = Self.trusted(stamp)
        lock.lock()
        hashed[path] = (trusted, content)
        lock.unlock()
        return (trusted, content)
    }

    /// The outcome of `file` from the cache when its entry is valid, else from `analyse` (given
    /// the file's bytes, or nil when it cannot be read), whose result is then stored.
    func outcome(for file: SourceFile, analyse: (Data?) -> FileAnalysis?) -> FileAnalysis? {
        let path = file.absolutePath
        guard isUsable, let stamp = FileStamp(path: path) else {
            return analyse(SourceContent.bytes(atPath: path))
        }
        let old = previous.records[path]
        // What `currentContent` read this run is newer than the manifest's record.
        lock.lock()
        let known = hashed[path]
        lock.unlock()
        if known == nil, let old, old.stamp == stamp, let outcome = cached(file, content: old.content, size: stamp.size, old: old) {
            let key = key(for: file, content: old.content)
            record(path, CacheManifest.Record(stamp: stamp, content: old.content, key: key, hasEntry: !isEmptyOutcome(outcome)))
            return outcome
        }
        if let known, let outcome = cached(file, content: known.content, size: known.stamp.size, old: old) {
            let key = key(for: file, content: known.content)
            record(path, CacheManifest.Record(stamp: known.stamp, content: known.content, key: key, hasEntry: !isEmptyOutcome(outcome)))
            return outcome
        }
        if known == nil { count(\.filesRead) }
        guard let data = SourceContent.bytes(atPath: path) else { return analyse(nil) }
        let content = ContentHash(data)
        let key = key(for: file, content: content)
        let trusted = Self.trusted(stamp)
        if let outcome = cached(file, content: content, size: Int64(data.count), old: old) {
            record(path, CacheManifest.Record(stamp: trusted, content: content, key: key, hasEntry: !isEmptyOutcome(outcome)))
            return outcome
        }
        count(\.analysed)
        if let old, old.content == content, old.key != key { RunStatistics.Recorder.current?.update { $0.reanalysedUnchanged += 1 } }
        guard let outcome = analyse(data) else { return nil }
        if let identifiers = outcome.identifiers { keep(identifiers, content: content) }
        let entry = Entry(facts: outcome.facts, notifications: outcome.notifications, snippets: outcome.snippets, directives: outcome.directives)
        if !entry.isEmpty { write(entry, key: key, sourceSize: Int64(data.count)) }
        record(path, CacheManifest.Record(stamp: trusted, content: content, key: key, hasEntry: !entry.isEmpty))
        return outcome
    }

    /// The stamp to record for a file read now: a file changed just before could change again
    /// unseen within the same tick of the file system's clock, so its time is not trusted.
    static func trusted(_ stamp: FileStamp) -> FileStamp {
        let now = Int64(Date().timeIntervalSince1970 * 1_000_000_000)
        return stamp.modified < now - racyWindow ? stamp : FileStamp(size: stamp.size, modified: FileStamp.untrustedTime)
    }

    /// For a run served from a stored result: the files `currentContent(for:)` hashed whose content
    /// is the one recorded keep their record under their new stamp, so the next run need not
    /// hash them again. A file whose content changed cannot be in a stored result that matched.
    /// A stamp not trusted is not recorded (it matches no later `stat`), so a run that hashed
    /// only files changed just now does not read the manifest.
    func recordHashedFiles() {
        lock.lock()
        let files = hashed.filter { $0.value.stamp.modified != FileStamp.untrustedTime }
        lock.unlock()
        for (path, known) in files {
            guard let old = previous.records[path], old.content == known.content else { continue }
            var updated = old
            updated.stamp = known.stamp
            record(path, updated)
        }
    }

    /// The outcome stored for this content: nothing to read when the manifest says the analysis
    /// produced nothing under the same key, else the entry file when it is valid.
    private func cached(_ file: SourceFile, content: ContentHash, size: Int64, old: CacheManifest.Record?) -> FileAnalysis? {
        let key = key(for: file, content: content)
        if let old, old.content == content, old.key == key, !old.hasEntry {
            // Nothing stored: for a Swift file, the prefilter skipped it (`ContextNames` may
            // still read it in the second pass).
            var outcome = FileAnalysis(file: file)
            outcome.prefiltered = file.kind == .swift
            return outcome
        }
        // Entries are input, not truth: one whose facts name another file (written by hand into
        // a cache anyone could write) would make one file count twice.
        guard let entry = read(key: key, sourceSize: size), entry.facts.map({ $0.path == file.displayPath }) ?? true else { return nil }
        count(\.entriesRead)
        return FileAnalysis(
            file: file, facts: entry.facts, notifications: entry.notifications, snippets: entry.snippets, directives: entry.directives)
    }

    private func isEmptyOutcome(_ outcome: FileAnalysis) -> Bool {
        outcome.facts == nil && outcome.notifications.isEmpty && outcome.snippets.isEmpty && outcome.directives.isEmpty
    }

    /// Keeps `record` for the manifest; a content scanned before keeps what the scan found.
    private func record(_ path: String, _ record: CacheManifest.Record) {
        var record = record
        if record.scannedFor == nil, let old = previous.records[path], old.content == record.content { record.scannedFor = old.scannedFor }
        lock.lock()
        seen[path] = record
        lock.unlock()
    }

    /// Runs `body` on this run's records (see `FactsCache+SecondPass`), under the lock.
    func withRecords<Result>(_ body: (inout [String: CacheManifest.Record]) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&seen)
    }

    /// Notes that this run wrote to the folder (see `save()`).
    func markGrown() {
        lock.withLock { grew = true }
    }

    /// Whether this run wrote to the folder.
    var hasGrown: Bool { lock.withLock { grew } }

    /// Bytes a manifest may have: a record is about 200 bytes, so some 300,000 files.
    static let manifestLimit = 64 << 20

    // MARK: End of run

    /// Writes the manifest: this run's records over the previous ones, less the records of files
    /// that no longer exist. When nothing changed, only its time is renewed (pruning keeps
    /// manifests in use). Then prunes, at most once a day, and, when this run wrote an entry or a
    /// result, keeps the folder under its size limit (`FactsCache+Pruning`).
    package func save() {
        guard let folders else { return }
        lock.lock()
        let seen = seen
        let present = present
        lock.unlock()
        var merged = previous
        for (path, record) in seen { merged.records[path] = record }
        for path in previous.records.keys where seen[path] == nil && !present.contains(path) && FileStamp(path: path) == nil {
            merged.records[path] = nil
        }
        if merged.records != previous.records || folders.manifests.status(manifestName) == nil {
            folders.manifests.write(Data(merged.text.utf8), to: manifestName)
        } else {
            folders.manifests.touch(manifestName)
        }
        saveIdentifiers(folders, records: merged.records)
        pruneIfDue(folders)
        if lock.withLock({ grew }) { limitSize(folders) }
    }

    /// Temporary files the cache writes start with this (see `CacheFolder.write`).
    static let temporaryPrefix = ".tmp-"
}
