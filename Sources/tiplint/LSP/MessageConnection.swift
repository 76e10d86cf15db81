import Foundation

/// JSON-RPC 2.0 over a byte stream with LSP's `Content-Length` framing. Reading happens on the
/// message loop only; sending is safe from any thread (the loop answers, the lint worker
/// publishes diagnostics), one whole message at a time.
final class MessageConnection: @unchecked Sendable {
    private let input: FileHandle
    private let write: (Data) -> Void
    private let writeLock = NSLock()
    private var framer = MessageFramer()
    private var ended = false

    init(input: FileHandle, write: @escaping (Data) -> Void) {
        self.input = input
        self.write = write
    }

    /// The next message (or framing problem), or nil when the client closed the stream.
    func read() -> IncomingMessage? {
        while true {
            let event = ended ? framer.finish() : framer.next()
            switch event {
            case .body(let body)?:
                return IncomingMessage(body: body)
            case .malformed(let problem)?:
                return .invalid(id: nil, code: IncomingMessage.ErrorCode.parseError, message: problem)
            case nil:
                if ended { return nil }
                let chunk = readChunk()
                if chunk.isEmpty { ended = true } else { framer.append(chunk) }
            }
        }
    }

    /// What the client has written so far (blocking until there is something), empty at the end
    /// of input or when it cannot be read (a standard input that was closed): the session ends.
    private func readChunk() -> [UInt8] {
        (try? DescriptorReading.chunk(of: input.fileDescriptor)) ?? []
    }

    func send(_ message: [String: Any]) {
        var message = message
        message["jsonrpc"] = "2.0"
        guard let body = try? JSONSerialization.data(withJSONObject: message, options: [.sortedKeys, .withoutEscapingSlashes]) else { return }
        writeLock.lock()
        defer { writeLock.unlock() }
        write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    func respond(to id: IncomingMessage.RequestID, result: Any) {
        send(["id": id.json, "result": result])
    }

    /// An error response; `id` nil answers a message whose id could not be read (JSON-RPC says `null`).
    func respond(to id: IncomingMessage.RequestID?, errorCode: Int, message: String) {
        send(["id": id?.json ?? NSNull(), "error": ["code": errorCode, "message": message]])
    }

    func notify(_ method: String, _ params: [String: Any]) {
        send(["method": method, "params": params])
    }
}
