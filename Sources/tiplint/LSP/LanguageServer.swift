import Foundation
import TipLintCore
import TipLintRules

/// `tiplint lsp`: a Language Server over standard input and output. It lints each open
/// document with the text of every open buffer standing in for the files on disk, publishes
/// diagnostics, and offers code actions (apply a finding's fix, or insert a suppression comment
/// where the file's kind has one). It re-reads `.lintconfig.yml` whenever its modification
/// date changes, and when the client reports that it changed.
final class LanguageServer {
    private let connection: MessageConnection
    private let session: LintSession
    /// Open documents by URI: their text, as the editor has it.
    private var documents: [String: String] = [:]
    /// The last findings published for each URI, for code actions.
    private var findings: [String: [Finding]] = [:]
    /// Which front end read each linted URI: it decides the suppression comment's syntax.
    private var kinds: [String: FileKind] = [:]
    private var configurations: [String: (modified: Date?, configuration: Configuration)] = [:]
    private var shutdownRequested = false

    init(currentFolder: String, input: FileHandle = .standardInput, write: @escaping (Data) -> Void = { FileHandle.standardOutput.write($0) }) {
        session = LintSession(rules: allRules, workingFolder: currentFolder)
        connection = MessageConnection(input: input, write: write)
    }

    /// Serves until `exit` (code 0 after `shutdown`, 1 without) or the end of input.
    func run() -> CommandRunner.ExitCode {
        while true {
            let message: [String: Any]
            do {
                message = try connection.read()
            } catch MessageConnection.ReadError.badMessage(let problem) {
                connection.notify("window/logMessage", ["type": 1, "message": "tiplint: \(problem)"])
                continue
            } catch {
                return shutdownRequested ? .clean : .findings
            }
            guard let method = message["method"] as? String else { continue }
            if method == "exit" { return shutdownRequested ? .clean : .findings }
            handle(method, id: message["id"], params: message["params"] as? [String: Any] ?? [:])
        }
    }

    private func handle(_ method: String, id: Any?, params: [String: Any]) {
        switch method {
        case "initialize":
            guard let id else { return }
            connection.respond(to: id, result: [
                "capabilities": [
                    "textDocumentSync": ["openClose": true, "change": 1, "save": ["includeText": false]],
                    "codeActionProvider": ["codeActionKinds": ["quickfix"]],
                ],
                "serverInfo": ["name": "tiplint", "version": TipLint.version],
            ])
        case "shutdown":
            shutdownRequested = true
            if let id { connection.respond(to: id, result: NSNull()) }
        case "textDocument/didOpen":
            guard let document = params["textDocument"] as? [String: Any], let uri = document["uri"] as? String else { return }
            documents[uri] = document["text"] as? String ?? ""
            publish(uri)
        case "textDocument/didChange":
            guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String,
                let text = (params["contentChanges"] as? [[String: Any]])?.last?["text"] as? String
            else { return }
            documents[uri] = text
            publish(uri)
        case "textDocument/didSave":
            guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String else { return }
            if uri.hasSuffix("/" + Configuration.fileName) { configurations.removeAll() }
            publish(uri)
        case "textDocument/didClose":
            guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String else { return }
            documents[uri] = nil
            findings[uri] = nil
            kinds[uri] = nil
            connection.notify("textDocument/publishDiagnostics", ["uri": uri, "diagnostics": []])
        case "workspace/didChangeWatchedFiles":
            configurations.removeAll()
            for uri in documents.keys.sorted() { publish(uri) }
        case "textDocument/codeAction":
            guard let id else { return }
            connection.respond(to: id, result: codeActions(params))
        default:
            // Requests must be answered; notifications we do not know are ignored.
            if let id { connection.respond(to: id, errorCode: -32601, message: "tiplint does not handle \(method)") }
        }
    }

    // MARK: Linting

    private func publish(_ uri: String) {
        guard let path = LSPPaths.path(fromURI: uri), documents[uri] != nil else { return }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let configuration: Configuration
        do {
            configuration = try self.configuration(for: folder)
        } catch {
            findings[uri] = []
            connection.notify("window/showMessage", ["type": 1, "message": "tiplint: \(error)"])
            connection.notify("textDocument/publishDiagnostics", ["uri": uri, "diagnostics": []])
            return
        }
        var unsaved: [String: String] = [:]
        for (openURI, text) in documents {
            if let openPath = LSPPaths.path(fromURI: openURI) { unsaved[openPath] = text }
        }
        do {
            let result = try session.lint(LintRequest(paths: [path], unsaved: unsaved), configuration: configuration).result
            let own = result.findings.filter { $0.location.path == path && $0.suppression == nil }
            findings[uri] = own
            kinds[uri] = result.fileKinds[path]
            var diagnostics = own.map { DiagnosticConversion.diagnostic(for: $0) }
            diagnostics += result.notifications.filter { $0.path == path }.map(DiagnosticConversion.diagnostic(for:))
            connection.notify("textDocument/publishDiagnostics", ["uri": uri, "diagnostics": diagnostics])
        } catch {
            connection.notify("window/logMessage", ["type": 1, "message": "tiplint: \(error)"])
        }
    }

    /// The configuration for files in `folder`, read again whenever its file changed.
    private func configuration(for folder: String) throws -> Configuration {
        guard let path = session.configurationPath(near: folder) else { return try session.configuration(at: nil) }
        let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        if let cached = configurations[path], cached.modified == modified { return cached.configuration }
        let configuration = try session.configuration(at: path)
        configurations[path] = (modified, configuration)
        return configuration
    }

    // MARK: Code actions

    private func codeActions(_ params: [String: Any]) -> [[String: Any]] {
        guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String,
            let range = params["range"] as? [String: Any],
            let startLine = (range["start"] as? [String: Any])?["line"] as? Int,
            let endLine = (range["end"] as? [String: Any])?["line"] as? Int
        else { return [] }
        let text = documents[uri] ?? ""
        var actions: [[String: Any]] = []
        for finding in findings[uri] ?? [] {
            let line = finding.location.range.start.line - 1
            guard line >= startLine, line <= endLine else { continue }
            let diagnostic = DiagnosticConversion.diagnostic(for: finding)
            if let fix = finding.fix {
                actions.append([
                    "title": "tiplint: \(fix.description)", "kind": "quickfix", "diagnostics": [diagnostic], "isPreferred": true,
                    "edit": ["changes": [uri: fix.replacements.map(DiagnosticConversion.textEdit)]],
                ])
            }
            // Only where the file's kind has suppression comments (not in YAML manifests).
            guard let kind = kinds[uri], let insertion = SuppressionInsertion(hiding: finding, in: text, kind: kind) else { continue }
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
    static func path(fromURI uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.standardizedFileURL.path
    }

    static func uri(fromPath path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}
