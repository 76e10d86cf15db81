import Foundation
import Testing

/// Speaks LSP to `tiplint lsp` through pipes, as an editor does. A server that stops answering
/// is killed after `timeout`, which ends its output: the waiting read then throws and the test
/// fails instead of hanging CI.
final class LSPClient {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer = Data()
    private var nextID = 1
    private let watchdog: Watchdog

    struct TimedOut: Error, CustomStringConvertible {
        var seconds: Int
        var description: String { "the language server did not finish within \(seconds) s; killed it" }
    }

    /// Kills the server once its time is up, and remembers that it did.
    final class Watchdog: @unchecked Sendable {
        private let lock = NSLock()
        private var fired = false
        private var disarmed = false
        let seconds: Int

        init(process: Process, seconds: Int) {
            self.seconds = seconds
            DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds)) { [self] in
                lock.lock()
                defer { lock.unlock() }
                guard !disarmed, process.isRunning else { return }
                fired = true
                // SIGKILL: the test runner's threads may block SIGTERM, and a child inherits that.
                kill(process.processIdentifier, SIGKILL)
            }
        }

        var hasFired: Bool {
            lock.lock()
            defer { lock.unlock() }
            return fired
        }

        func disarm() {
            lock.lock()
            disarmed = true
            lock.unlock()
        }
    }

    init(folder: URL, timeout: Int = 60, executable: URL = BinaryTests.binary, arguments: [String] = ["lsp"]) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        // Writing to a server that was killed must fail the write, not the test process.
        signal(SIGPIPE, SIG_IGN)
        try process.run()
        watchdog = Watchdog(process: process, seconds: timeout)
    }

    deinit {
        watchdog.disarm()
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    func send(_ message: [String: Any]) throws {
        var message = message
        message["jsonrpc"] = "2.0"
        let body = try JSONSerialization.data(withJSONObject: message)
        input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    @discardableResult
    func request(_ method: String, _ params: [String: Any]) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        try send(["id": id, "method": method, "params": params])
        return try next { ($0["id"] as? Int) == id }
    }

    func notify(_ method: String, _ params: [String: Any]) throws {
        try send(["method": method, "params": params])
    }

    /// The next message that `matches`, skipping others (log messages, other documents).
    func next(_ matches: ([String: Any]) -> Bool) throws -> [String: Any] {
        while true {
            let message = try read()
            if matches(message) { return message }
        }
    }

    func diagnostics(for uri: String) throws -> [[String: Any]] {
        let message = try next { $0["method"] as? String == "textDocument/publishDiagnostics" && (($0["params"] as? [String: Any])?["uri"] as? String) == uri }
        return (message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
    }

    private func read() throws -> [String: Any] {
        let separator = Data("\r\n\r\n".utf8)
        while buffer.range(of: separator) == nil { try fill() }
        let end = buffer.range(of: separator)!
        let header = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
        buffer.removeSubrange(buffer.startIndex..<end.upperBound)
        let length = Int(header.replacingOccurrences(of: "Content-Length: ", with: "")) ?? 0
        while buffer.count < length { try fill() }
        let body = buffer.prefix(length)
        buffer.removeFirst(length)
        return try JSONSerialization.jsonObject(with: body) as? [String: Any] ?? [:]
    }

    private func fill() throws {
        let chunk = output.fileHandleForReading.availableData
        guard !chunk.isEmpty else {
            if watchdog.hasFired { throw TimedOut(seconds: watchdog.seconds) }
            throw CocoaError(.fileReadUnknown)
        }
        buffer.append(chunk)
    }

    func close() throws -> Int32 {
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        watchdog.disarm()
        if watchdog.hasFired { throw TimedOut(seconds: watchdog.seconds) }
        return process.terminationStatus
    }
}

@Suite(.serialized, .timeLimit(.minutes(2))) struct LanguageServerTests {
    @Test func diagnosticsCodeActionsConfigurationReloadAndShutdown() throws {
        let folder = try BinaryTests.temporaryFolder([
            ".lintconfig.yml": "include: [\"**/*.swift\"]\n",
            "App/Tips.swift": "struct PinTip: Tip {\n    var title: Text { Text(\"Pin a note\") }\n}\n",
        ])
        defer { BinaryTests.remove(folder) }
        let client = try LSPClient(folder: folder)
        let initialize = try client.request("initialize", ["processId": NSNull(), "rootUri": folder.absoluteString, "capabilities": [:]])
        let capabilities = (initialize["result"] as? [String: Any])?["capabilities"] as? [String: Any]
        #expect((capabilities?["textDocumentSync"] as? [String: Any])?["change"] as? Int == 1)
        try client.notify("initialized", [:])

        let file = folder.appendingPathComponent("App/Debug.swift")
        let uri = file.absoluteString
        let text = "func menu() {\n    // 🎉\n    Tips.showAllTipsForTesting()\n}\n"
        try client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": text]])
        let diagnostics = try client.diagnostics(for: uri)
        #expect(diagnostics.count == 1)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic["code"] as? String == "ungated-testing-call")
        #expect(diagnostic["severity"] as? Int == 1)
        #expect(((diagnostic["codeDescription"] as? [String: Any])?["href"] as? String)?.hasSuffix("README.md#ungated-testing-call") == true)
        let start = (diagnostic["range"] as? [String: Any])?["start"] as? [String: Any]
        #expect(start?["line"] as? Int == 2 && start?["character"] as? Int == 4)

        let actions = try client.request("textDocument/codeAction", [
            "textDocument": ["uri": uri],
            "range": ["start": ["line": 2, "character": 0], "end": ["line": 2, "character": 10]],
            "context": ["diagnostics": [diagnostic]],
        ])["result"] as? [[String: Any]] ?? []
        let titles = actions.compactMap { $0["title"] as? String }
        #expect(titles.contains("tiplint: disable ungated-testing-call for this line"))
        #expect(titles.contains { $0.contains("#if DEBUG") }, "\(titles)")
        let disable = try #require(actions.first { ($0["title"] as? String)?.contains("disable") == true })
        let edits = ((disable["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]]
        #expect(edits?.first?["newText"] as? String == "    // tiplint:disable:next ungated-testing-call\n")

        // The editor's unsaved text is what gets linted.
        let gated = "func menu() {\n    #if DEBUG\n    Tips.showAllTipsForTesting()\n    #endif\n}\n"
        try client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": gated]]])
        #expect(try client.diagnostics(for: uri).isEmpty)

        // Turning the rule off in .lintconfig.yml takes effect without restarting the server.
        try client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 3], "contentChanges": [["text": text]]])
        #expect(try client.diagnostics(for: uri).count == 1)
        try "include: [\"**/*.swift\"]\nrules:\n  ungated-testing-call: off\n".write(
            to: folder.appendingPathComponent(".lintconfig.yml"), atomically: true, encoding: .utf8)
        try client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": folder.appendingPathComponent(".lintconfig.yml").absoluteString, "type": 2]]])
        #expect(try client.diagnostics(for: uri).isEmpty)

        let unknown = try client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 0, "character": 0]])
        #expect((unknown["error"] as? [String: Any])?["code"] as? Int == -32601)
        try client.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
        #expect(try client.diagnostics(for: uri).isEmpty)
        let shutdown = try client.request("shutdown", [:])
        #expect(shutdown["result"] is NSNull)
        try client.notify("exit", [:])
        #expect(try client.close() == 0)
    }

    @Test func aBrokenConfigurationIsShownNotFatal() throws {
        let folder = try BinaryTests.temporaryFolder([".lintconfig.yml": "rules:\n  title-lenght: off\n"])
        defer { BinaryTests.remove(folder) }
        let client = try LSPClient(folder: folder)
        try client.request("initialize", ["processId": NSNull(), "rootUri": folder.absoluteString, "capabilities": [:]])
        let uri = folder.appendingPathComponent("A.swift").absoluteString
        try client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": "let a = 1\n"]])
        let message = try client.next { $0["method"] as? String == "window/showMessage" }
        let text = (message["params"] as? [String: Any])?["message"] as? String ?? ""
        #expect(text.contains(".lintconfig.yml:2:3") && text.contains("did you mean \"title-length\""), "\(text)")
        // Exit without shutdown: exit code 1, as the protocol says.
        try client.notify("exit", [:])
        #expect(try client.close() == 1)
    }

    /// A server that never answers fails the test once the client's time is up.
    @Test func aHungServerFailsInsteadOfHanging() throws {
        let silent = try #require(BinaryTests.tool("sleep"))
        let client = try LSPClient(folder: BinaryTests.packageRoot, timeout: 1, executable: silent, arguments: ["30"])
        #expect(throws: LSPClient.TimedOut.self) { try client.request("initialize", ["capabilities": [:]]) }
    }

    /// Opens `text` as `path` in a server started in a small project, and hands `check` the
    /// document's URI, its first diagnostic and the code actions offered for it; then shuts the
    /// server down as an editor does.
    static func codeActions(
        forFirstDiagnosticIn text: String, path: String, check: (LSPClient, String, [String: Any], [[String: Any]]) throws -> Void
    ) throws {
        let folder = try BinaryTests.temporaryFolder([".lintconfig.yml": "include: [\"**/*.swift\"]\n"])
        defer { BinaryTests.remove(folder) }
        let client = try LSPClient(folder: folder)
        try client.request("initialize", ["processId": NSNull(), "rootUri": folder.absoluteString, "capabilities": [:]])
        let uri = folder.appendingPathComponent(path).absoluteString
        try client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "", "version": 1, "text": text]])
        let diagnostic = try #require(try client.diagnostics(for: uri).first)
        let range = try #require(diagnostic["range"] as? [String: Any])
        let actions = try client.request("textDocument/codeAction", [
            "textDocument": ["uri": uri], "range": range, "context": ["diagnostics": [diagnostic]],
        ])["result"] as? [[String: Any]] ?? []
        try check(client, uri, diagnostic, actions)
        try client.request("shutdown", [:])
        try client.notify("exit", [:])
        #expect(try client.close() == 0)
    }

    /// The edits of `action` to the document at `uri`.
    static func edits(of action: [String: Any], uri: String) -> [[String: Any]] {
        ((action["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]] ?? []
    }

    /// YAML manifests have no suppression comments: no action may offer one (it used to insert
    /// `// tiplint:disable:next`, which breaks the YAML).
    @Test func noDisableActionInAManifest() throws {
        let manifest = "tips:\n  - id: PinTip\n    title: \"Pin a note\"\n    titel: typo\n"
        try Self.codeActions(forFirstDiagnosticIn: manifest, path: "App/onboarding.tips.yml") { _, uri, diagnostic, actions in
            #expect(diagnostic["source"] as? String == "tiplint")
            let inserted = actions.flatMap { Self.edits(of: $0, uri: uri) }.compactMap { $0["newText"] as? String }
            #expect(!inserted.contains { $0.contains("tiplint") }, "\(inserted)")
            #expect(!actions.contains { ($0["title"] as? String)?.contains("disable") == true }, "\(actions)")
        }
    }

    /// Markdown suppresses a whole fenced block with a comment above it: the action writes that
    /// comment, and the finding it was offered for goes away.
    @Test func disableActionInMarkdownWritesACommentAboveTheBlock() throws {
        let guide = "# Testing\n\n  ```swift\n  Tips.showAllTipsForTesting()\n  ```\n"
        try Self.codeActions(forFirstDiagnosticIn: guide, path: "Docs/Guide.md") { client, uri, diagnostic, actions in
            #expect(diagnostic["code"] as? String == "ungated-testing-call")
            let disable = try #require(actions.first { ($0["title"] as? String)?.contains("disable") == true }, "\(actions)")
            #expect(disable["title"] as? String == "tiplint: disable ungated-testing-call for this code block")
            let edit = try #require(Self.edits(of: disable, uri: uri).first)
            #expect(edit["newText"] as? String == "  <!-- tiplint-disable-next-block ungated-testing-call -->\n")
            let start = (edit["range"] as? [String: Any])?["start"] as? [String: Any]
            #expect(start?["line"] as? Int == 2 && start?["character"] as? Int == 0, "above the opening fence")
            var lines = guide.components(separatedBy: "\n")
            lines.insert("  <!-- tiplint-disable-next-block ungated-testing-call -->", at: 2)
            let edited = lines.joined(separator: "\n")
            try client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": edited]]])
            #expect(try client.diagnostics(for: uri).isEmpty)
        }
    }
}
