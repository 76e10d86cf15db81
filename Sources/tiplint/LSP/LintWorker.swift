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

    func invalidateConfigurations() { locked { configurationEpoch += 1 } }
    var currentConfigurationEpoch: Int { locked { configurationEpoch } }

    /// Opens or replaces the text of `uri`.
    func set(_ uri: String, text: String, version: Int?) {
        locked {
            nextGeneration += 1
            documents[uri] = Document(text: text, version: version, generation: nextGeneration)
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

    /// Every open document's text by URI, with the generation of `uri` (nil when it is closed).
    func snapshot(for uri: String) -> (generation: Int, texts: [String: String])? {
        locked {
            guard let document = documents[uri] else { return nil }
            return (document.generation, documents.mapValues(\.text))
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

/// Runs lint jobs on a thread of its own, so the message loop keeps answering however long a
/// project takes to read, and with a large stack, since parsing and the visitors recurse.
/// Jobs are document URIs; a URI scheduled again before its lint starts is linted once, with
/// its newest text.
final class LintWorker: @unchecked Sendable {
    /// Bytes of stack for the worker thread.
    static let stackSize = 128 * 1024 * 1024

    private let condition = NSCondition()
    private var pending: [String] = []
    private var pendingSet: Set<String> = []

    init(job: @escaping @Sendable (String) -> Void) {
        // The thread keeps the worker alive: both last until the process exits.
        let thread = Thread { [self] in
            while true { job(next()) }
        }
        thread.stackSize = Self.stackSize
        thread.name = "tiplint lint worker"
        thread.start()
    }

    /// Waits for the next job and takes it off the queue.
    private func next() -> String {
        condition.lock()
        defer { condition.unlock() }
        while pending.isEmpty { condition.wait() }
        let uri = pending.removeFirst()
        pendingSet.remove(uri)
        return uri
    }

    func schedule(_ uri: String) {
        condition.lock()
        if pendingSet.insert(uri).inserted { pending.append(uri) }
        condition.signal()
        condition.unlock()
    }
}
