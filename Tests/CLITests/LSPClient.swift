import Foundation

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

    /// Bytes as they are, framing included: for clients that get the framing wrong.
    func sendRaw(_ bytes: String) {
        input.fileHandleForWriting.write(Data(bytes.utf8))
    }

    /// `body` framed with its true length.
    static func framed(_ body: String) -> String {
        "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
    }

    /// Starts the server in `folder` and initializes it with `folder` as the workspace.
    static func initialized(in folder: URL, timeout: Int = 60, options: [String: Any] = [:]) throws -> LSPClient {
        let client = try LSPClient(folder: folder, timeout: timeout)
        try client.request("initialize", [
            "processId": NSNull(), "rootUri": folder.absoluteString, "capabilities": [:], "initializationOptions": options,
        ])
        try client.notify("initialized", [:])
        return client
    }

    /// Asks for shutdown, then exit, and returns the exit code.
    func shutDown() throws -> Int32 {
        try request("shutdown", [:])
        try notify("exit", [:])
        return try close()
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

    /// The next message the server sent, whatever it is.
    func read() throws -> [String: Any] {
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
