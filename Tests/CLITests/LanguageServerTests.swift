import Foundation
import Testing

@Suite(.serialized, .timeLimit(.minutes(2))) struct LanguageServerTests {
    @Test func diagnosticsCodeActionsConfigurationReloadAndShutdown() throws {
        let folder = try BinaryTests.temporaryFolder([
            ".lintconfig.yml": "include: [\"**/*.swift\"]\nrule-docs-url: https://docs.example.org/tiplint/rules/\n",
            "App/Tips.swift": "struct PinTip: Tip {\n    var title: Text { Text(\"Pin a note\") }\n}\n",
        ])
        defer { BinaryTests.remove(folder) }
        let client = try LSPClient(folder: folder)
        let initialize = try client.request("initialize", ["processId": NSNull(), "rootUri": folder.absoluteString, "capabilities": [:]])
        let capabilities = (initialize["result"] as? [String: Any])?["capabilities"] as? [String: Any]
        #expect((capabilities?["textDocumentSync"] as? [String: Any])?["change"] as? Int == 2)
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
        #expect((diagnostic["codeDescription"] as? [String: Any])?["href"] as? String == "https://docs.example.org/tiplint/rules/ungated-testing-call.md")
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

    /// Issue 12: a document no front end reads gets no diagnostics, and a document's
    /// configuration is the nearest one, as on the command line.
    @Test func onlyReadableDocumentsGetDiagnosticsFromTheirNearestConfiguration() throws {
        let folder = try BinaryTests.temporaryFolder([
            ".lintconfig.yml": "include: [\"**/*.swift\"]\n",
            "Sub/.lintconfig.yml": "rules:\n  ungated-testing-call: off\n",
        ])
        defer { BinaryTests.remove(folder) }
        let client = try LSPClient(folder: folder)
        try client.request("initialize", ["processId": NSNull(), "rootUri": folder.absoluteString, "capabilities": [:]])
        try client.notify("initialized", [:])
        let text = "func menu() {\n    Tips.showAllTipsForTesting()\n}\n"
        for (path, expected) in [("notes.txt", 0), ("Sub/Debug.swift", 0), ("Debug.swift", 1)] {
            let uri = folder.appendingPathComponent(path).absoluteString
            try client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "", "version": 1, "text": text]])
            #expect(try client.diagnostics(for: uri).count == expected, "\(path)")
        }
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

    /// Requests before `initialize` are refused with -32002 and notifications dropped; after
    /// `shutdown`, requests get -32600; `exit` then ends the process with 0.
    @Test func lifecycle() throws {
        let folder = try BinaryTests.temporaryFolder([".lintconfig.yml": "include: [\"**/*.swift\"]\n"])
        defer { BinaryTests.remove(folder) }
        let client = try LSPClient(folder: folder, timeout: 30)
        let early = try client.request("textDocument/hover", ["textDocument": ["uri": "file:///a.swift"], "position": ["line": 0, "character": 0]])
        #expect((early["error"] as? [String: Any])?["code"] as? Int == -32002)
        let uri = folder.appendingPathComponent("Early.swift").absoluteString
        try client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": "Tips.showAllTipsForTesting()\n"]])
        let initialize = try client.request("initialize", ["processId": NSNull(), "rootUri": folder.absoluteString, "capabilities": [:]])
        #expect(initialize["result"] is [String: Any])
        let again = try client.request("initialize", ["capabilities": [:]])
        #expect((again["error"] as? [String: Any])?["code"] as? Int == -32600)
        // The didOpen sent before initialize was dropped: no code actions, no diagnostics.
        let actions = try client.request("textDocument/codeAction", [
            "textDocument": ["uri": uri], "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 1]],
            "context": ["diagnostics": []],
        ])
        #expect((actions["result"] as? [Any])?.isEmpty == true)
        let shutdown = try client.request("shutdown", [:])
        #expect(shutdown["result"] is NSNull)
        let late = try client.request("textDocument/codeAction", ["textDocument": ["uri": uri]])
        #expect((late["error"] as? [String: Any])?["code"] as? Int == -32600)
        try client.notify("exit", [:])
        #expect(try client.close() == 0)
    }

    /// `didOpen` of `file:///` used to walk the whole file system on the message loop: the
    /// server never answered again. A folder is not a document: it gets empty diagnostics.
    @Test func openingTheFileSystemRootIsAnsweredAtOnce() throws {
        let folder = try BinaryTests.temporaryFolder([:])
        defer { BinaryTests.remove(folder) }
        let client = try LSPClient.initialized(in: folder, timeout: 20)
        for uri in ["file:///", "file:///tmp", "file:///%00/a.swift", "untitled:Untitled-1", "file://" + String(repeating: "/a", count: 5_000)] {
            try client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": "Tips.showAllTipsForTesting()\n"]])
        }
        #expect(try client.diagnostics(for: "file:///").isEmpty)
        #expect(try client.diagnostics(for: "file:///tmp").isEmpty)
        #expect(try client.shutDown() == 0)
    }

    /// A document in a project larger than the limit is linted without reading the project:
    /// the log says so once, and the document still gets its diagnostics.
    @Test func aProjectOverTheEntryLimitIsNotRead() throws {
        var files = [".lintconfig.yml": "include: [\"**/*.swift\"]\n"]
        for index in 0..<10 { files["Sources/File\(index).swift"] = "let value\(index) = \(index)\n" }
        let folder = try BinaryTests.temporaryFolder(files)
        defer { BinaryTests.remove(folder) }
        let client = try LSPClient.initialized(in: folder, timeout: 30, options: ["projectEntryLimit": 5])
        let uri = folder.appendingPathComponent("Sources/Debug.swift").absoluteString
        try client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": "func menu() {\n    Tips.showAllTipsForTesting()\n}\n"]])
        let log = try client.next { $0["method"] as? String == "window/logMessage" }
        let text = (log["params"] as? [String: Any])?["message"] as? String ?? ""
        #expect(text.contains("more than 5 files and folders"), "\(text)")
        #expect(try client.diagnostics(for: uri).map { $0["code"] as? String } == ["ungated-testing-call"])
        #expect(try client.shutDown() == 0)
    }

    /// Linting runs off the message loop: a request sent right after opening a large document
    /// is answered before that document's diagnostics arrive.
    @Test func requestsAreAnsweredWhileADocumentIsLinted() throws {
        let folder = try BinaryTests.temporaryFolder([".lintconfig.yml": "include: [\"**/*.swift\"]\n"])
        defer { BinaryTests.remove(folder) }
        let client = try LSPClient.initialized(in: folder)
        let uri = folder.appendingPathComponent("Large.swift").absoluteString
        var text = "import TipKit\n"
        for index in 0..<2_000 { text += "func helper\(index)() -> [Int] { [1, 2, 3].map { $0 + \(index) } }\n" }
        try client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": text]])
        try client.send(["id": 99, "method": "textDocument/hover", "params": ["textDocument": ["uri": uri], "position": ["line": 0, "character": 0]]])
        var order: [String] = []
        while order.count < 2 {
            let message = try client.read()
            if message["id"] as? Int == 99 { order.append("answer") }
            if message["method"] as? String == "textDocument/publishDiagnostics" { order.append("diagnostics") }
        }
        #expect(order == ["answer", "diagnostics"])
        #expect(try client.shutDown() == 0)
    }

    /// Each broken message costs itself only: invalid JSON gets -32700, JSON that is not a
    /// request -32600, a header without a length or a length longer than its body is skipped
    /// to the next header, and the requests after each are still answered.
    @Test func brokenMessagesDoNotLoseLaterOnes() throws {
        let folder = try BinaryTests.temporaryFolder([:])
        defer { BinaryTests.remove(folder) }
        let client = try LSPClient.initialized(in: folder, timeout: 30)
        func hover(_ id: Int) -> String {
            LSPClient.framed(#"{"jsonrpc":"2.0","id":\#(id),"method":"textDocument/hover","params":{}}"#)
        }
        func errorCode(answering id: Int?) throws -> Int? {
            let message = try client.next { $0["error"] != nil }
            #expect((message["id"] as? Int) == id && (id != nil || message["id"] is NSNull), "\(message)")
            return (message["error"] as? [String: Any])?["code"] as? Int
        }
        client.sendRaw(LSPClient.framed("{not json"))
        #expect(try errorCode(answering: nil) == -32700)
        client.sendRaw(LSPClient.framed("[1, 2]"))
        #expect(try errorCode(answering: nil) == -32600)
        client.sendRaw(LSPClient.framed(#"{"jsonrpc":"2.0","id":{"a":1},"method":"shutdown"}"#))
        #expect(try errorCode(answering: nil) == -32600)
        client.sendRaw(LSPClient.framed(#"{"jsonrpc":"2.0","id":7,"method":42}"#))
        #expect(try errorCode(answering: 7) == -32600)
        client.sendRaw(LSPClient.framed(#"{"jsonrpc":"2.0","id":8}"#))
        #expect(try errorCode(answering: 8) == -32600)
        // No Content-Length, then a good request.
        client.sendRaw("Content-Type: application/json\r\n\r\n{}" + hover(10))
        #expect(try errorCode(answering: nil) == -32700)
        #expect(try errorCode(answering: 10) == -32601)
        // A length far longer than the body: the next header is found inside it.
        client.sendRaw("Content-Length: 5000\r\n\r\n{\"jsonrpc\":\"2.0\"" + hover(11))
        #expect(try errorCode(answering: nil) == -32700)
        #expect(try errorCode(answering: 11) == -32601)
        // A length shorter than the body, and garbage without any line break.
        client.sendRaw("Content-Length: 3\r\n\r\n{\"id\": 1}garbage" + hover(12))
        #expect(try errorCode(answering: nil) == -32700, "the cut body")
        #expect(try errorCode(answering: nil) == -32700, "the rest, skipped")
        #expect(try errorCode(answering: 12) == -32601)
        // A megabyte of header without a line break is dropped in linear time.
        client.sendRaw(String(repeating: "X", count: 1_000_000) + hover(13))
        #expect(try errorCode(answering: nil) == -32700)
        #expect(try errorCode(answering: 13) == -32601)
        #expect(try client.shutDown() == 0)
    }

    /// The hostile inputs of issue 10, each as an open buffer: the server publishes something
    /// for each (a notification that it was skipped, or findings), keeps answering, and shuts
    /// down cleanly: `SwiftInputLimits` refuses what would overflow a stack or take exponential
    /// time, and parsing runs on large-stack threads.
    @Test func hostileBuffersNeitherCrashNorHangTheServer() throws {
        let folder = try BinaryTests.temporaryFolder([".lintconfig.yml": "include: [\"**/*.swift\"]\n"])
        defer { BinaryTests.remove(folder) }
        let client = try LSPClient.initialized(in: folder, timeout: 110)
        let buffers = [
            "Tip\n" + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000),
            "Tip\nlet x: " + String(repeating: "A<", count: 500) + "B" + String(repeating: ">", count: 500) + " = 1",
            "Tip\n" + String(repeating: "#if A\n", count: 3_000) + String(repeating: "#endif\n", count: 3_000),
            "Tip\nlet x = a" + String(repeating: ".b", count: 45_000),
            "Tip\nlet x = f" + String(repeating: "()", count: 45_000),
            "Tip\nlet x = Text(\"a\")" + String(repeating: ".padding()", count: 23_000),
            "Tip\nlet x = " + String(repeating: "[", count: 24),
        ]
        for (index, text) in buffers.enumerated() {
            let uri = folder.appendingPathComponent("Hostile\(index).swift").absoluteString
            try client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": text]])
            _ = try client.diagnostics(for: uri)
            let answer = try client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 0, "character": 0]])
            #expect((answer["error"] as? [String: Any])?["code"] as? Int == -32601)
            let actions = try client.request("textDocument/codeAction", [
                "textDocument": ["uri": uri], "range": ["start": ["line": 0, "character": 0], "end": ["line": 9, "character": 0]],
                "context": ["diagnostics": []],
            ])
            #expect(actions["result"] is [Any])
        }
        // A document with a fix, changed into a hostile text: code actions asked for before the
        // new lint is published prove the old fixes on the new text, which the limits refuse.
        let uri = folder.appendingPathComponent("Changed.swift").absoluteString
        try client.notify("textDocument/didOpen", ["textDocument": [
            "uri": uri, "languageId": "swift", "version": 1, "text": "func f() {\n    Tips.showAllTipsForTesting()\n}\n",
        ]])
        #expect(try client.diagnostics(for: uri).count == 1)
        let hostile = "func f() {\n    Tips.showAllTipsForTesting()\n}\nlet x = " + String(repeating: "[", count: 24) + "\n"
        try client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": hostile]]])
        let actions = try client.request("textDocument/codeAction", [
            "textDocument": ["uri": uri], "range": ["start": ["line": 1, "character": 0], "end": ["line": 1, "character": 9]],
            "context": ["diagnostics": []],
        ])
        #expect(!((actions["result"] as? [[String: Any]]) ?? []).contains { ($0["title"] as? String)?.contains("#if DEBUG") == true })
        #expect(try client.shutDown() == 0)
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
        let folder = try BinaryTests.temporaryFolder([".lintconfig.yml": "include: [\"**/*.swift\", \"**/*.md\"]\n"])
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

    /// A code action is the edit `--fix` would make, proof included: a fix that would move what
    /// a `disable:next` applies to is not offered (the disable action still is).
    @Test func aFixTheProofRefusesIsNotOffered() throws {
        let code = "func launch() {\n    Tips.showAllTipsForTesting() // tiplint:disable:next all\n    try? Tips.resetDatastore()\n}\n"
        try Self.codeActions(forFirstDiagnosticIn: code, path: "App/Launch.swift") { _, _, diagnostic, actions in
            #expect(diagnostic["code"] as? String == "ungated-testing-call")
            let titles = actions.compactMap { $0["title"] as? String }
            #expect(!titles.contains { $0.contains("#if DEBUG") }, "\(titles)")
            #expect(titles.contains("tiplint: disable ungated-testing-call for this line"), "\(titles)")
        }
        // The comment on a line of its own: the fix is offered.
        let apart = code.replacingOccurrences(of: "() // tiplint", with: "()\n    // tiplint")
        try Self.codeActions(forFirstDiagnosticIn: apart, path: "App/Launch.swift") { _, _, _, actions in
            #expect(actions.contains { ($0["title"] as? String)?.contains("#if DEBUG") == true }, "\(actions)")
        }
    }

    /// A diagnostic over several lines is fixed from any of them; a request for kinds tiplint
    /// does not offer (`source.fixAll`) gets none, at once; superfluous-suppression is offered
    /// no disable comment (one more comment for it to judge, never a silencer).
    @Test func codeActionsCoverEveryLineOfAFindingAndOnlyTheKindsAsked() throws {
        let code = "func prepare() {\n    Tips.hideTipsForTesting([\n        SearchTip.self,\n    ])\n    print(1) // tiplint:disable:this title-length\n}\n"
        try Self.codeActions(forFirstDiagnosticIn: code, path: "App/Prepare.swift") { client, uri, diagnostic, _ in
            func titles(line: Int, only: [String]? = nil) throws -> [String] {
                var context: [String: Any] = ["diagnostics": []]
                if let only { context["only"] = only }
                let range: [String: Any] = ["start": ["line": line, "character": 0], "end": ["line": line, "character": 0]]
                let actions = try client.request("textDocument/codeAction", ["textDocument": ["uri": uri], "range": range, "context": context])
                return (actions["result"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
            }
            #expect(diagnostic["code"] as? String == "ungated-testing-call")
            for line in 1...3 { #expect(try titles(line: line).contains("tiplint: Wrap in #if DEBUG"), "line \(line)") }
            #expect(try titles(line: 1, only: ["source.fixAll"]).isEmpty)
            #expect(try titles(line: 1, only: ["quickfix"]).contains("tiplint: Wrap in #if DEBUG"))
            let onTheComment = try titles(line: 4)
            #expect(!onTheComment.contains { $0.contains("superfluous-suppression") }, "\(onTheComment)")
        }
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
