import Foundation
import TipLintCore

/// The language server's state that both threads touch, under one lock: the message loop
/// opens, changes and closes documents and reads findings for code actions; the lint worker
/// reads texts and stores findings.
final class DocumentStore: @unchecked Sendable {
    struct Document {
        var text: String
        var version: Int?
        /// Bumped by every change, so that a lint of an older text is never published.
        var generation: Int
        /// The last findings published for it, and the front end that read it (which decides
        /// the suppression comment's syntax).
        var findings: [Finding] = []
        var kind: FileKind?
        /// The `rule-docs-url` its diagnostics were published with, so code actions repeat them exactly.
        var ruleDocsURL: String?
    }

    private let lock = NSLock()
    private var documents: [String: Document] = [:]
    private var nextGeneration = 0
    /// Bumped when configuration files may have changed; the worker then forgets its caches.
    private(set) var configurationEpoch = 0
    private var workspace: [String] = []
    private var entryLimit = ProjectScope.defaultEntryLimit
    private var clientWatchesFiles = false
    /// Files the editor said changed on disk, not yet read again by the worker.
    private var changedOnDisk: [String] = []

    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// The editor's workspace folders (absolute paths) and the project size limit.
    var settings: (workspaceFolders: [String], entryLimit: Int) {
        get { locked { (workspace, entryLimit) } }
        set { locked { (workspace, entryLimit) = newValue } }
    }

    /// Whether the editor reports changes on disk (`workspace/didChangeWatchedFiles`, registered
    /// for the project's file kinds): when it does not, the worker looks at the files' stamps.
    var watchesFiles: Bool {
        get { locked { clientWatchesFiles } }
        set { locked { clientWatchesFiles = newValue } }
    }

    func invalidateConfigurations() { locked { configurationEpoch += 1 } }

    /// Records files (absolute paths) that changed, appeared or went away on disk.
    func noteChangedOnDisk(_ paths: [String]) { locked { changedOnDisk += paths } }

    /// The files noted since the last call.
    func takeChangedOnDisk() -> [String] {
        locked {
            defer { changedOnDisk.removeAll() }
            return changedOnDisk
        }
    }
    var currentConfigurationEpoch: Int { locked { configurationEpoch } }

    /// Opens or replaces the text of `uri`.
    func set(_ uri: String, text: String, version: Int?) {
        locked {
            nextGeneration += 1
            documents[uri] = Document(text: text, version: version, generation: nextGeneration)
        }
    }

    /// Makes `changes` (in order) to the open document `uri`; false when it is not open.
    func change(_ uri: String, _ changes: [TextDocumentChange], version: Int?) -> Bool {
        locked {
            guard let document = documents[uri] else { return false }
            nextGeneration += 1
            let text = changes.reduce(document.text) { $1.applied(to: $0) }
            documents[uri] = Document(text: text, version: version, generation: nextGeneration)
            return true
        }
    }

    func close(_ uri: String, then afterwards: () -> Void) {
        locked {
            documents[uri] = nil
            afterwards()
        }
    }

    var openURIs: [String] { locked { documents.keys.sorted() } }

    func document(_ uri: String) -> Document? { locked { documents[uri] } }

    /// Every open document's text and generation by URI; nil when `uri` is closed.
    func snapshot(for uri: String) -> [String: (text: String, generation: Int)]? {
        locked {
            guard documents[uri] != nil else { return nil }
            return documents.mapValues { ($0.text, $0.generation) }
        }
    }

    /// Stores what a lint of `uri` at `generation` found and runs `publish` under the lock,
    /// unless the document changed or closed since: then nothing happens.
    func record(_ uri: String, generation: Int, findings: [Finding], kind: FileKind?, ruleDocsURL: String?, publish: (Int?) -> Void) {
        locked {
            guard var document = documents[uri], document.generation == generation else { return }
            document.findings = findings
            document.kind = kind
            document.ruleDocsURL = ruleDocsURL
            documents[uri] = document
            publish(document.version)
        }
    }
}

/// What the lint worker does: lint an open document (its URI), or read a workspace folder's
/// project into memory ahead of the first document.
enum LintJob: Hashable, Sendable {
    case lint(String)
    case load(String)
}

/// Runs lint jobs on a thread of its own, so the message loop keeps answering however long a
/// project takes to read, and with a large stack, since parsing and the visitors recurse.
/// A job scheduled again before it starts runs once: changes that arrive while a lint runs
/// are coalesced, and the lint that follows sees the newest text.
final class LintWorker: @unchecked Sendable {
    /// Bytes of stack for the worker thread.
    static let stackSize = 128 * 1024 * 1024

    private let condition = NSCondition()
    private var pending: [LintJob] = []
    private var pendingSet: Set<LintJob> = []

    init(job: @escaping @Sendable (LintJob) -> Void) {
        // The thread keeps the worker alive: both last until the process exits.
        let thread = Thread { [self] in
            while true { job(next()) }
        }
        thread.stackSize = Self.stackSize
        thread.name = "tiplint lint worker"
        thread.start()
    }

    /// Waits for the next job and takes it off the queue.
    private func next() -> LintJob {
        condition.lock()
        defer { condition.unlock() }
        while pending.isEmpty { condition.wait() }
        let job = pending.removeFirst()
        pendingSet.remove(job)
        return job
    }

    func schedule(_ job: LintJob) {
        condition.lock()
        if pendingSet.insert(job).inserted { pending.append(job) }
        condition.signal()
        condition.unlock()
    }
}
