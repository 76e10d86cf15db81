import Foundation
import TipLintCore
import TipLintRules

/// `tiplint lsp`: a Language Server over standard input and output. It lints each open
/// document with the text of every open buffer standing in for the files on disk, publishes
/// diagnostics, and offers code actions (apply a finding's fix, or insert a suppression comment
/// where the file's kind has one). Each project is kept in memory (see `DocumentLinter`);
/// documents sync incrementally. It re-reads `.lintconfig.yml` whenever its modification date
/// changes, and when the client reports that it changed; an open `.lintconfig.yml` gets its
/// own problems as diagnostics.
///
/// The message loop only reads, answers and records texts; linting happens on `LintWorker`'s
/// thread, so `shutdown`, `exit` and code actions are answered while a project is read.
final class LanguageServer {
    private let connection: MessageConnection
    private let store = DocumentStore()
    private let worker: LintWorker
    private var state = Lifecycle.starting
    /// The proofs of each open document's fixes, for the text they were made on (its
    /// generation): editors ask for code actions on every cursor move, and a proof parses the
    /// file twice. Only the message loop touches it.
    private var fixProofs: [String: (generation: Int, proven: [[Replacement]: Bool])] = [:]
    /// The same for disable comments: per finding (rule and place), where one goes, or nil.
    private var disableProofs: [String: (generation: Int, insertions: [String: SuppressionInsertion?])] = [:]

    /// Where the server is in LSP's lifecycle: requests before `initialize` and after
    /// `shutdown` are refused.
    private enum Lifecycle {
        case starting, running, shuttingDown
    }

    init(currentFolder: String, input: FileHandle = .standardInput, write: @escaping (Data) -> Void = LanguageServer.writeToStandardOutput) {
        let connection = MessageConnection(input: input, write: write)
        let linter = DocumentLinter(session: LintSession(rules: allRules, workingFolder: currentFolder), store: store, connection: connection)
        self.connection = connection
        worker = LintWorker { linter.run($0) }
    }

    /// A client that went away makes writes fail; that must not stop the server with SIGPIPE
    /// or a trap before it reads the end of its input.
    static func writeToStandardOutput(_ data: Data) {
        try? FileHandle.standardOutput.write(contentsOf: data)
    }

    /// Serves until `exit` (code 0 after `shutdown`, 1 without) or the end of input (likewise).
    func run() -> CommandRunner.ExitCode {
        signal(SIGPIPE, SIG_IGN)
        while let message = connection.read() {
            switch message {
            case .request(let id, let method, let params):
                answer(method, id: id, params: params)
            case .notification("exit", _):
                return state == .shuttingDown ? .clean : .findings
            case .notification(let method, let params):
                // Before `initialize` and after `shutdown`, notifications other than `exit` are dropped.
                if state == .running { handle(method, params: params) }
            case .response:
                continue
            case .invalid(let id, let code, let text):
                connection.respond(to: id, errorCode: code, message: "tiplint: \(text)")
            }
        }
        return state == .shuttingDown ? .clean : .findings
    }

    private func answer(_ method: String, id: IncomingMessage.RequestID, params: [String: Any]) {
        typealias Code = IncomingMessage.ErrorCode
        switch (state, method) {
        case (.starting, "initialize"):
            initialize(params)
            state = .running
            connection.respond(to: id, result: [
                "capabilities": [
                    "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
                    "codeActionProvider": ["codeActionKinds": ["quickfix"]],
                ],
                "serverInfo": ["name": "tiplint", "version": TipLint.version],
            ])
        case (.starting, _):
            connection.respond(to: id, errorCode: Code.serverNotInitialized, message: "tiplint: \(method) before initialize")
        case (.shuttingDown, _):
            connection.respond(to: id, errorCode: Code.invalidRequest, message: "tiplint: \(method) after shutdown")
        case (.running, "initialize"):
            connection.respond(to: id, errorCode: Code.invalidRequest, message: "tiplint: initialize was already received")
        case (.running, "shutdown"):
            state = .shuttingDown
            connection.respond(to: id, result: NSNull())
        case (.running, "textDocument/codeAction"):
            guard let uri = Self.documentURI(params) else {
                connection.respond(to: id, errorCode: Code.invalidParams, message: "tiplint: codeAction needs textDocument.uri")
                return
            }
            connection.respond(to: id, result: codeActions(uri: uri, params))
        case (.running, _):
            connection.respond(to: id, errorCode: Code.methodNotFound, message: "tiplint does not handle \(method)")
        }
    }

    /// The editor's workspace folders and `initializationOptions.projectEntryLimit`.
    private func initialize(_ params: [String: Any]) {
        var folders = (params["workspaceFolders"] as? [[String: Any]] ?? []).compactMap { $0["uri"] as? String }
        if folders.isEmpty, let root = params["rootUri"] as? String { folders = [root] }
        var paths = folders.compactMap(LSPPaths.path(fromURI:))
        if paths.isEmpty, let rootPath = params["rootPath"] as? String, rootPath.hasPrefix("/") { paths = [rootPath] }
        let options = params["initializationOptions"] as? [String: Any]
        let limit = (options?["projectEntryLimit"] as? Int).map { max(0, $0) } ?? ProjectScope.defaultEntryLimit
        store.settings = (paths, limit)
        let workspace = (params["capabilities"] as? [String: Any])?["workspace"] as? [String: Any]
        let watching = (workspace?["didChangeWatchedFiles"] as? [String: Any])?["dynamicRegistration"] as? Bool
        store.watchesFiles = watching == true
    }

    /// Asks the editor to report changes on disk to the files tiplint reads, when it can.
    private func registerFileWatchers() {
        guard store.watchesFiles else { return }
        let watchers = ["**/*.swift", "**/*.md", "**/*.markdown", "**/*.yml", "**/*.yaml", "**/*.xcstrings", "**/*.strings", "**/*.stringsdict"].map { ["globPattern": $0] }
        connection.send([
            "id": "tiplint-watch-files", "method": "client/registerCapability",
            "params": ["registrations": [["id": "tiplint-watch-files", "method": "workspace/didChangeWatchedFiles", "registerOptions": ["watchers": watchers]]]],
        ])
    }

    /// Notifications of a running server; ones we do not know are ignored, as the protocol asks.
    private func handle(_ method: String, params: [String: Any]) {
        switch method {
        case "initialized":
            registerFileWatchers()
            // Each workspace folder's project is read while the editor opens its first document;
            // only now, so that nothing the load logs comes before the answer to `initialize`.
            for folder in store.settings.workspaceFolders { worker.schedule(.load(folder)) }
        case "textDocument/didOpen":
            guard let document = params["textDocument"] as? [String: Any], let uri = document["uri"] as? String else { return }
            store.set(uri, text: document["text"] as? String ?? "", version: document["version"] as? Int)
            worker.schedule(.lint(uri))
        case "textDocument/didChange":
            guard let uri = Self.documentURI(params), let entries = params["contentChanges"] as? [[String: Any]] else { return }
            let changes = entries.compactMap(TextDocumentChange.init)
            guard changes.count == entries.count else {
                connection.notify("window/logMessage", ["type": 1, "message": "tiplint: a didChange of \(uri) without text or with a malformed range was ignored"])
                return
            }
            if store.change(uri, changes, version: (params["textDocument"] as? [String: Any])?["version"] as? Int) {
                worker.schedule(.lint(uri))
            }
        case "textDocument/didSave":
            guard let uri = Self.documentURI(params) else { return }
            if uri.hasSuffix("/" + Configuration.fileName) {
                // A saved configuration changes every open document's findings, as a watched change does.
                store.invalidateConfigurations()
                for open in store.openURIs { worker.schedule(.lint(open)) }
            } else if store.document(uri) != nil {
                worker.schedule(.lint(uri))
            }
        case "textDocument/didClose":
            guard let uri = Self.documentURI(params) else { return }
            // Under the store's lock, so that no lint of the closed text publishes after this.
            store.close(uri) {
                connection.notify("textDocument/publishDiagnostics", ["uri": uri, "diagnostics": []])
            }
            fixProofs[uri] = nil
            disableProofs[uri] = nil
            // Its file on disk stands for it again in its project, which may change other
            // documents' findings (any of them: the first alone left the others stale).
            for other in store.openURIs { worker.schedule(.lint(other)) }
        case "workspace/didChangeWatchedFiles":
            let paths = (params["changes"] as? [[String: Any]] ?? []).compactMap { ($0["uri"] as? String).flatMap(LSPPaths.path(fromURI:)) }
            // A configuration file changes what every project reads: they are read again. Other
            // files are read again one by one in the projects kept in memory.
            if paths.isEmpty || paths.contains(where: ConfigurationDocuments.isConfiguration) {
                store.invalidateConfigurations()
            } else {
                store.noteChangedOnDisk(paths)
            }
            for uri in store.openURIs { worker.schedule(.lint(uri)) }
        default:
            break
        }
    }

    private static func documentURI(_ params: [String: Any]) -> String? {
        (params["textDocument"] as? [String: Any])?["uri"] as? String
    }

    // MARK: Code actions

    /// Whether the proof `--fix` runs passes for this edit alone (with the fixes that share its
    /// replacements, neighbouring statements under one `#if`), so the editor never offers an
    /// edit the proof refuses. Remembered per document text.
    private func isProven(_ fix: Fix, of document: DocumentStore.Document, uri: String) -> Bool {
        guard let kind = document.kind else { return false }
        if let memo = fixProofs[uri], memo.generation == document.generation, let known = memo.proven[fix.replacements] { return known }
        let sharing = document.findings.compactMap(\.fix).filter { $0.replacements == fix.replacements }
        let proven = ((try? FixApplier.fixed(document.text, kind: kind, applying: sharing))?.applied ?? 0) > 0
        if fixProofs[uri]?.generation != document.generation { fixProofs[uri] = (document.generation, [:]) }
        fixProofs[uri]?.proven[fix.replacements] = proven
        return proven
    }

    /// Rules whose findings a disable comment cannot hide: the audit of suppression comments
    /// (a comment for it is one more comment for it to judge).
    private static let undisableableRules = Set(allRules.filter {
        if case .suppressionAudit? = $0.engineRole { return true }
        return false
    }.map(\.id))

    /// Rules that declare fixes (`RuleDescription.offersFixes`): only their findings' fixes are
    /// offered as code actions.
    private static let fixingRules = Set(allRules.filter(\.description.offersFixes).map(\.id))

    /// How long one request may spend proving edits before it answers with what it has: proofs
    /// parse the document, and the message loop waits. Answers are remembered, so the next
    /// request (the editor asks again as the cursor moves) goes on where this one stopped.
    private static let proofBudget: TimeInterval = 0.5

    /// Where a disable comment for the finding goes, or nil where none can (`SuppressionInsertion`,
    /// which parses the document): remembered per document text, as fix proofs are, so that a
    /// request stopped by the budget does not start over on the next.
    private func disableInsertion(for finding: Finding, in document: DocumentStore.Document, uri: String) -> SuppressionInsertion? {
        guard let kind = document.kind else { return nil }
        let key = "\(finding.ruleID) \(finding.location.range.start.line):\(finding.location.range.start.column)"
        if let memo = disableProofs[uri], memo.generation == document.generation, let known = memo.insertions[key] { return known }
        let insertion = SuppressionInsertion(hiding: finding, in: document.text, kind: kind)
        if disableProofs[uri]?.generation != document.generation { disableProofs[uri] = (document.generation, [:]) }
        disableProofs[uri]?.insertions[key] = .some(insertion)
        return insertion
    }

    private func codeActions(uri: String, _ params: [String: Any]) -> [[String: Any]] {
        guard let document = store.document(uri), let range = params["range"] as? [String: Any],
            let startLine = (range["start"] as? [String: Any])?["line"] as? Int,
            let endLine = (range["end"] as? [String: Any])?["line"] as? Int
        else { return [] }
        // Only the kinds asked for (`source.fixAll`, say, which tiplint does not offer).
        if let only = (params["context"] as? [String: Any])?["only"] as? [String], !only.contains(where: { $0 == "quickfix" || $0.isEmpty }) {
            return []
        }
        let started = Date()
        var actions: [[String: Any]] = []
        for finding in document.findings {
            // Any line of the finding's range in the requested lines: a diagnostic spread over
            // lines is fixed from each of them.
            let first = finding.location.range.start.line - 1
            let last = max(first, finding.location.range.end.line - 1)
            guard first <= endLine, last >= startLine else { continue }
            guard Date().timeIntervalSince(started) < Self.proofBudget else { break }
            let diagnostic = DiagnosticConversion.diagnostic(for: finding, ruleDocsURL: document.ruleDocsURL)
            if let fix = finding.fix, Self.fixingRules.contains(finding.ruleID), isProven(fix, of: document, uri: uri) {
                actions.append([
                    "title": "tiplint: \(fix.description)", "kind": "quickfix", "diagnostics": [diagnostic], "isPreferred": true,
                    "edit": ["changes": [uri: fix.replacements.map(DiagnosticConversion.textEdit)]],
                ])
            }
            // Only where the file's kind has suppression comments (not in YAML manifests), and not
            // for a finding of another file shown here: a comment here would hide nothing.
            guard !Self.undisableableRules.contains(finding.ruleID), finding.ownPlace == nil, let insertion = disableInsertion(for: finding, in: document, uri: uri)
            else { continue }
            let scope = insertion.directive == .disableNextBlock ? "this code block" : "this line"
            let at = insertion.line - 1
            actions.append([
                "title": "tiplint: disable \(finding.ruleID) for \(scope)", "kind": "quickfix", "diagnostics": [diagnostic],
                "edit": ["changes": [uri: [[
                    "range": DiagnosticConversion.lspRange(line: at, start: 0, endLine: at, end: 0), "newText": insertion.text,
                ]]]],
            ])
        }
        return actions
    }
}

/// `file:///a%20b/c.swift` ⇄ `/a b/c.swift`.
enum LSPPaths {
    /// Nil for other schemes, and for paths no file system takes (a NUL byte, longer than `PATH_MAX`).
    static func path(fromURI uri: String) -> String? {
        guard uri.utf8.count <= 3 * Int(PATH_MAX), let url = URL(string: uri), url.isFileURL else { return nil }
        let path = url.standardizedFileURL.path
        guard !path.isEmpty, !path.utf8.contains(0), path.utf8.count < Int(PATH_MAX) else { return nil }
        return path
    }

    static func uri(fromPath path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}
