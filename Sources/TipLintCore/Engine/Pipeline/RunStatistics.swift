import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a lint run's time and bytes went (`--stats`, issue 24 §4): what was walked, what the
/// prefilter scanned in each of its two passes, what SwiftParser was handed, what the facts cache
/// served, and wall milliseconds per phase. Counts are of files (and their bytes, UTF-8 as read);
/// a run of several configuration groups, or a `--fix` run that lints twice, adds its parts up.
/// Counted only while a `Recorder` is installed (`LintSession` installs one per batch run), so
/// the language server and tests pay nothing.
package struct RunStatistics: Codable, Sendable, Equatable {
    /// Files discovery found: the inputs' files and the context files of their projects.
    package var filesWalked = 0
    /// Swift files whose bytes the first pass's prefilter scanned for a TipKit token (files the
    /// facts cache served are not read, so not scanned), and their bytes.
    package var prefilterFiles = 0
    package var prefilterBytes = 0
    /// Swift files the second pass scanned for a context name (see `ContextNames`), and their bytes:
    /// each file once, however many of the pass's looks scanned it.
    package var contextFiles = 0
    package var contextBytes = 0
    /// Skipped Swift files the second pass looked names up in, among the hashes of identifiers kept
    /// when the first pass read them (`IdentifierHashes`): not read again unless a name's hash
    /// was there (then also counted in `contextFiles`). Each file once, however many looks.
    package var contextLookups = 0
    /// Texts handed to SwiftParser (each Swift file, Markdown snippet, fix layout or fix proof:
    /// counted where `Parser.parse` is called), and their UTF-8 bytes. A file is one text however
    /// many looks of the second pass parse it (its declarations, then the whole file for a
    /// launch view): its last parse counts, the earlier ones are in `parsedAgainFiles`.
    package var parsedTexts = 0
    package var parsedBytes = 0
    /// Files a later look of the second pass parsed again (read for their declarations, then
    /// whole), and the bytes of their earlier parses (spaces blanked then included): work done
    /// twice, not counted in `parsedTexts` and `parsedBytes`.
    package var parsedAgainFiles = 0
    package var parsedAgainBytes = 0
    /// Bytes of top-level declarations blanked to spaces in files read for a container of views
    /// that show tips (`ContextNames+Containers`): handed to SwiftParser as white space (trivia,
    /// which costs it little), and not counted in `parsedBytes`.
    package var blankedBytes = 0
    /// Swift files in which the first pass's prefilter found a TipKit token (a `Package.swift`,
    /// read whatever it holds, is not among them), and their bytes.
    package var tipKitFiles = 0
    package var tipKitBytes = 0
    /// Files the facts cache served without analysing them, and files it had to analyse.
    package var cacheHits = 0
    package var cacheMisses = 0
    /// The facts cache served the whole stored result of an unchanged run: nothing was analysed.
    package var storedResultServed = false
    package var milliseconds = Phases()
    /// Why a run over folders found no stored result to serve, once per configuration group
    /// that looked (`FactsCache.storedResult`): what makes a run with every file's facts cached
    /// still run the rules, which parse fix layouts and doc snippets.
    package var storedResultMisses: [StoredResultMiss] = []
    /// Files analysed again whose content the cache's manifest knew, under another key: their
    /// facts were stored by another tiplint build or with other gates, tests or docs settings.
    package var reanalysedUnchanged = 0

    /// Why a stored result did not serve.
    package enum StoredResultMiss: String, Codable, Sendable, Equatable {
        /// No result stored for these inputs yet (or it could not be read).
        case noneStored
        /// Stored by another tiplint build or cache format.
        case toolChanged
        /// Stored under another configuration (rules, options, globs, gates...).
        case configurationChanged
        /// A file was added, removed or changed.
        case filesChanged
        /// Stored by a run on other named files, or with other options (or one that saw the
        /// whole project where this one does not).
        case inputsChanged
    }

    /// Wall milliseconds per phase.
    package struct Phases: Codable, Sendable, Equatable {
        /// Folder walk, named files, context files, and the stored-result lookup (which stats every file).
        package var discovery = 0.0
        /// The first pass: every file read (or taken from the cache) and analysed.
        package var analysis = 0.0
        /// The second pass over the files the prefilter skipped (`ContextNames`).
        package var context = 0.0
        /// Project indexes, rules, suppressions, Markdown snippets, fix layout, fingerprints.
        package var rules = 0.0
        /// The cache's manifest and stored result written, fixes applied, baselines applied or written.
        package var finish = 0.0
        /// Reports rendered and written (the CLI's part; nil while the report is being made,
        /// as in the JSON report's own `stats`).
        package var report: Double?

        package init() {}

        mutating func add(_ other: Phases) {
            discovery += other.discovery
            analysis += other.analysis
            context += other.context
            rules += other.rules
            finish += other.finish
            if let more = other.report { report = (report ?? 0) + more }
        }
    }

    package init() {}

    /// One file the prefilter scanned (see `Recorder.scanned`).
    mutating func count(bytes: Int, contextPass: Bool, found: Bool) {
        if contextPass {
            contextFiles += 1
            contextBytes += bytes
        } else {
            prefilterFiles += 1
            prefilterBytes += bytes
            if found {
                tipKitFiles += 1
                tipKitBytes += bytes
            }
        }
    }

    /// This run's counts and times with `other`'s added (another configuration group, or the
    /// second lint of a `--fix` run).
    package mutating func add(_ other: RunStatistics) {
        filesWalked += other.filesWalked
        prefilterFiles += other.prefilterFiles
        prefilterBytes += other.prefilterBytes
        contextFiles += other.contextFiles
        contextBytes += other.contextBytes
        contextLookups += other.contextLookups
        parsedTexts += other.parsedTexts
        parsedBytes += other.parsedBytes
        parsedAgainFiles += other.parsedAgainFiles
        parsedAgainBytes += other.parsedAgainBytes
        blankedBytes += other.blankedBytes
        tipKitFiles += other.tipKitFiles
        tipKitBytes += other.tipKitBytes
        cacheHits += other.cacheHits
        cacheMisses += other.cacheMisses
        storedResultServed = storedResultServed || other.storedResultServed
        milliseconds.add(other.milliseconds)
        storedResultMisses += other.storedResultMisses
        reanalysedUnchanged += other.reanalysedUnchanged
    }

    /// Collects one run's statistics from every thread that works for it. Installed on the
    /// calling thread with `recording(_:)`; `LargeStack` hands it on to the threads it starts, so
    /// the parallel workers and the parser's own thread add to it too. One lock taken per file or
    /// parse, never per byte or token.
    package final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var counts = RunStatistics()
        /// Absolute paths the current second pass scanned, and looked up, so far: a later look of
        /// the pass (`Project.updateContextNames`) may go over a file again, and is not counted
        /// twice. Emptied when a pass starts (another group's, a `--fix` run's second lint).
        private var contextScanned = Set<String>()
        private var contextLookedUp = Set<String>()
        /// The Swift files (absolute paths) the current reading has parsed, each with what its
        /// parse added to `parsedBytes` and `blankedBytes`: a later parse of the file takes its
        /// place. Emptied when a reading starts (another group's, a `--fix` run's second lint).
        private var parsedFiles: [String: (parsed: Int, blanked: Int)] = [:]

        package init() {}

        /// What was recorded so far.
        package var statistics: RunStatistics { lock.withLock { counts } }

        /// Changes the counts under the lock.
        func update(_ change: (inout RunStatistics) -> Void) {
            lock.lock()
            change(&counts)
            lock.unlock()
        }

        /// Runs `body` with this recorder installed on the calling thread (the one before it
        /// is put back afterwards).
        package func recording<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
            let previous = pthread_getspecific(Recorder.key)
            pthread_setspecific(Recorder.key, Unmanaged.passUnretained(self).toOpaque())
            defer { pthread_setspecific(Recorder.key, previous) }
            return try body()
        }

        /// The recorder installed on the calling thread, if any.
        static var current: Recorder? {
            pthread_getspecific(key).map { Unmanaged<Recorder>.fromOpaque($0).takeUnretainedValue() }
        }

        /// The thread-specific slot. A thread holds the recorder unretained: `LargeStack` keeps
        /// it alive for the thread's life, and `recording` for its own.
        private static let key: pthread_key_t = {
            var key = pthread_key_t()
            pthread_key_create(&key, nil)
            return key
        }()

        /// Adds the wall time `body` takes to `phase`, when a recorder is installed.
        static func timing<Result, Failure: Error>(
            _ phase: WritableKeyPath<Phases, Double>, _ body: () throws(Failure) -> Result
        ) throws(Failure) -> Result {
            guard let recorder = current else { return try body() }
            let start = DispatchTime.now().uptimeNanoseconds
            defer {
                let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
                recorder.update { $0.milliseconds[keyPath: phase] += elapsed }
            }
            return try body()
        }

        /// Counts one file (`path`, absolute) whose bytes the prefilter scanned (`Linter.analyse`):
        /// in the first pass, or in the second (`contextPass`: once per file, whichever look);
        /// `found`: a TipKit token (first pass) or a context name.
        static func scanned(path: String, bytes: Int, contextPass: Bool, found: Bool) {
            guard let recorder = current else { return }
            recorder.lock.lock()
            defer { recorder.lock.unlock() }
            if contextPass {
                guard recorder.contextScanned.insert(path).inserted else { return }
            }
            recorder.counts.count(bytes: bytes, contextPass: contextPass, found: found)
        }

        /// Counts the files (absolute paths) the second pass looked names up in, each once
        /// whichever look it was (`Project.updateContextNames`). `paths` is made only when a
        /// recorder is installed.
        static func lookedUp(_ paths: @autoclosure () -> [String]) {
            guard let recorder = current else { return }
            let paths = paths()
            recorder.update { counts in
                for path in paths where recorder.contextLookedUp.insert(path).inserted { counts.contextLookups += 1 }
            }
        }

        /// A second pass starts (`Project.updateContextNames`): its looks count each file once.
        static func startContextPass() {
            guard let recorder = current else { return }
            recorder.update { _ in
                recorder.contextScanned.removeAll()
                recorder.contextLookedUp.removeAll()
            }
        }

        /// A project starts reading its files (`Project.read`): each is counted once from now on.
        static func startReading() {
            guard let recorder = current else { return }
            recorder.update { _ in recorder.parsedFiles.removeAll() }
        }

        /// The Swift file at `path` (absolute) was just parsed, `bytes` of it handed to
        /// SwiftParser as `parsing(bytes:)` counted them, `blanked` of those as spaces (already
        /// taken out by `blanked(bytes:)`). When this reading parsed it before (a later look of
        /// the second pass reading whole a file read for its declarations), the earlier parse is
        /// taken out of `parsedTexts` and `parsedBytes` and counted as parsed again.
        static func parsedFile(path: String, bytes: Int, blanked: Int) {
            guard let recorder = current else { return }
            recorder.update { counts in
                if let earlier = recorder.parsedFiles[path] {
                    counts.parsedTexts -= 1
                    counts.parsedBytes -= earlier.parsed
                    counts.blankedBytes -= earlier.blanked
                    counts.parsedAgainFiles += 1
                    counts.parsedAgainBytes += earlier.parsed + earlier.blanked
                }
                recorder.parsedFiles[path] = (bytes - blanked, blanked)
            }
        }

        /// Takes `bytes` blanked to spaces in the text just parsed out of `parsedBytes`.
        static func blanked(bytes: Int) {
            current?.update {
                $0.parsedBytes -= bytes
                $0.blankedBytes += bytes
            }
        }

        /// Counts one text handed to SwiftParser (`SwiftParseLog.record` calls it at every parse).
        static func parsing(bytes: Int) {
            current?.update {
                $0.parsedTexts += 1
                $0.parsedBytes += bytes
            }
        }
    }
}
