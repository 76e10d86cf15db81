/// The language server's reader: the same events however the bytes are split into reads, and
/// every body sorted as a JSON-RPC message without a crash.
enum FramingTarget {
    static func run(_ bytes: [UInt8]) {
        let whole = events(bytes, chunk: bytes.count)
        require(whole == events(bytes, chunk: 1), "byte-by-byte reads frame differently from one read")
        require(whole == events(bytes, chunk: 7), "reads of 7 bytes frame differently from one read")
        var bodyBytes = 0
        for case .body(let body) in whole {
            bodyBytes += body.count
            _ = IncomingMessage(body: body)
        }
        require(bodyBytes <= bytes.count, "bodies hold more bytes than the input")
    }

    static func events(_ bytes: [UInt8], chunk: Int) -> [MessageFramer.Event] {
        var framer = MessageFramer()
        var events: [MessageFramer.Event] = []
        var start = 0
        repeat {
            let end = min(bytes.count, start + max(chunk, 1))
            framer.append(bytes[start..<end])
            while let event = framer.next() { events.append(event) }
            start = end
        } while start < bytes.count
        if let last = framer.finish() { events.append(last) }
        return events
    }
}
