import Foundation

/// JSON-RPC 2.0 over a byte stream with LSP's `Content-Length` framing.
final class MessageConnection {
    private let input: FileHandle
    private let write: (Data) -> Void
    private var buffer = Data()

    init(input: FileHandle, write: @escaping (Data) -> Void) {
        self.input = input
        self.write = write
    }

    enum ReadError: Error {
        case endOfInput
        /// A header block without a usable `Content-Length`, or a body that is not a JSON object.
        case badMessage(String)
    }

    /// The next message, or `endOfInput` when the client closed the stream.
    func read() throws -> [String: Any] {
        let separator = Data("\r\n\r\n".utf8)
        while buffer.range(of: separator) == nil {
            try fill()
        }
        guard let headerEnd = buffer.range(of: separator) else { throw ReadError.endOfInput }
        let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
        buffer.removeSubrange(buffer.startIndex..<headerEnd.upperBound)
        var length: Int?
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == "content-length" {
                length = Int(parts[1].trimmingCharacters(in: .whitespaces))
            }
        }
        guard let length, length >= 0, length <= 64 * 1024 * 1024 else {
            throw ReadError.badMessage("missing or invalid Content-Length header")
        }
        while buffer.count < length {
            try fill()
        }
        let body = buffer.prefix(length)
        buffer.removeFirst(length)
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
            throw ReadError.badMessage("the message body is not a JSON object")
        }
        return object
    }

    private func fill() throws {
        let chunk = input.availableData
        guard !chunk.isEmpty else { throw ReadError.endOfInput }
        buffer.append(chunk)
    }

    func send(_ message: [String: Any]) {
        var message = message
        message["jsonrpc"] = "2.0"
        guard let body = try? JSONSerialization.data(withJSONObject: message, options: [.sortedKeys, .withoutEscapingSlashes]) else { return }
        write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    func respond(to id: Any, result: Any) {
        send(["id": id, "result": result])
    }

    func respond(to id: Any, errorCode: Int, message: String) {
        send(["id": id, "error": ["code": errorCode, "message": message]])
    }

    func notify(_ method: String, _ params: [String: Any]) {
        send(["method": method, "params": params])
    }
}
