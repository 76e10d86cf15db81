/// Splits the bytes an LSP client writes into message bodies (`Content-Length` framing), and
/// survives a client that gets the framing wrong: a malformed header block, or a body shorter
/// than its `Content-Length` says, costs that one message, never the ones after it. Every byte
/// is looked at a bounded number of times, so reading is linear in the input.
///
/// It only needs Foundation-free Swift, so the fuzz target compiles it as it is.
struct MessageFramer {
    /// A body larger than this is refused (its header is skipped as malformed).
    static let maximumBodyLength = 64 * 1024 * 1024
    /// A header block longer than this (bytes) is malformed: real ones are two short lines.
    static let maximumHeaderLength = 8 * 1024

    enum Event: Equatable {
        /// One message body, exactly `Content-Length` bytes.
        case body([UInt8])
        /// Bytes skipped to find the next header; the text says why, for the client's log.
        case malformed(String)
    }

    private enum State {
        /// Reading header lines from `position`; `length` is the `Content-Length` read so far.
        case header(length: Int?)
        /// Reading a body that started at `start`; `lexer` has looked at the bytes up to `position`.
        case body(start: Int, length: Int, lexer: JSONLexer)
        /// After a framing error: skipping bytes up to the next `Content-Length:`.
        case resynchronising
    }

    private var bytes: [UInt8] = []
    /// Bytes before this index are consumed.
    private var consumed = 0
    /// Where the current state goes on looking.
    private var position = 0
    private var state = State.header(length: nil)

    /// Adds bytes read from the client.
    mutating func append<Bytes: Sequence>(_ chunk: Bytes) where Bytes.Element == UInt8 {
        // Drop consumed bytes once they are most of the buffer, so memory stays bounded by
        // the unread input and each byte is moved a bounded number of times.
        if consumed > 0, consumed >= bytes.count / 2 {
            bytes.removeFirst(consumed)
            position -= consumed
            if case .body(let start, let length, let lexer) = state {
                state = .body(start: start - consumed, length: length, lexer: lexer)
            }
            consumed = 0
        }
        bytes.append(contentsOf: chunk)
    }

    /// The next body or framing problem, or nil when more bytes are needed.
    mutating func next() -> Event? {
        while true {
            switch state {
            case .header(let length):
                let limit = min(bytes.count, consumed + Self.maximumHeaderLength)
                guard let lineEnd = bytes[position..<max(position, limit)].firstIndex(of: UInt8(ascii: "\n")) else {
                    if limit == consumed + Self.maximumHeaderLength {
                        return startResynchronising(at: consumed + 1, "a header block longer than \(Self.maximumHeaderLength) bytes")
                    }
                    return nil
                }
                var line = bytes[position..<lineEnd]
                if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
                position = lineEnd + 1
                if line.isEmpty {
                    guard let length else {
                        // Blank lines between messages are harmless; a header block without a
                        // length is not.
                        if position - consumed <= 2 {
                            consumed = position
                            continue
                        }
                        return startResynchronising(at: position, "a header block without Content-Length")
                    }
                    consumed = position
                    state = .body(start: position, length: length, lexer: JSONLexer())
                    continue
                }
                switch Self.header(line) {
                case .contentLength(let value):
                    if let length, length != value {
                        return startResynchronising(at: position, "two different Content-Length headers")
                    }
                    state = .header(length: value)
                case .other:
                    // `garbage` then a header with no line break between them.
                    if Self.firstContentLength(in: Array(line), from: 1) != nil {
                        return startResynchronising(at: consumed + 1, "bytes before a header")
                    }
                case .malformed(let problem):
                    return startResynchronising(at: consumed + 1, problem)
                }
            case .body(let start, let length, var lexer):
                let end = min(bytes.count, start + length)
                // A header inside the declared body means the body was shorter than declared:
                // valid JSON never holds `Content-Length:` outside a string (nor a raw line
                // break inside one). Start over at that header.
                while position < end {
                    if !lexer.inString, bytes[position] | 0x20 == UInt8(ascii: "c") {
                        switch Self.contentLengthMatch(at: position, in: bytes) {
                        case .whole:
                            let found = position - start
                            consumed = position
                            state = .header(length: nil)
                            return .malformed("Content-Length said \(length) bytes, but the next message began after \(found)")
                        case .prefix:
                            // Not JSON here either way; wait to see whether a header follows.
                            state = .body(start: start, length: length, lexer: lexer)
                            return nil
                        case .none:
                            break
                        }
                    }
                    lexer.advance(over: bytes[position])
                    position += 1
                }
                guard end == start + length else {
                    state = .body(start: start, length: length, lexer: lexer)
                    return nil
                }
                consumed = end
                state = .header(length: nil)
                return .body(Array(bytes[start..<end]))
            case .resynchronising:
                guard let found = Self.firstContentLength(in: bytes, from: position) else {
                    // Keep a possible partial `Content-Length:` at the end; forget the rest.
                    let keep = max(consumed, bytes.count - (Self.contentLength.count - 1))
                    consumed = keep
                    position = keep
                    return nil
                }
                consumed = found
                position = found
                state = .header(length: nil)
            }
        }
    }

    /// At the end of input: the message left unfinished, if any.
    mutating func finish() -> Event? {
        defer {
            consumed = bytes.count
            position = bytes.count
            state = .header(length: nil)
        }
        switch state {
        case .body(let start, let length, _):
            return .malformed("the input ended \(bytes.count - start) bytes into a message of \(length) bytes")
        case .header, .resynchronising:
            return bytes.count > consumed ? .malformed("the input ended inside a header block") : nil
        }
    }

    private mutating func startResynchronising(at index: Int, _ problem: String) -> Event {
        position = min(index, bytes.count)
        consumed = position
        state = .resynchronising
        return .malformed("\(problem); skipped to the next Content-Length header")
    }

    // MARK: Header lines

    private enum HeaderLine: Equatable {
        case contentLength(Int)
        case other
        case malformed(String)
    }

    /// `Content-Length` in ASCII lower case, with its colon.
    private static let contentLength = Array("content-length:".utf8)

    private static func header(_ line: ArraySlice<UInt8>) -> HeaderLine {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex else {
            return .malformed("a header line without a name and a colon")
        }
        let name = line[line.startIndex..<colon]
        guard name.allSatisfy(isTokenByte) else { return .malformed("a header name with characters a header cannot have") }
        guard name.count == contentLength.count - 1, contentLengthMatch(at: 0, in: Array(line[...colon])) == .whole
        else { return .other }
        let value = line[(colon + 1)...].drop { $0 == 0x20 || $0 == 0x09 }.reversed().drop { $0 == 0x20 || $0 == 0x09 }
        // At most 9 digits: no overflow, and more than the maximum anyway.
        guard !value.isEmpty, value.count <= 9, value.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
            return .malformed("a Content-Length that is not a number")
        }
        let number = value.reversed().reduce(0) { $0 * 10 + Int($1 - 0x30) }
        guard number <= maximumBodyLength else { return .malformed("a Content-Length over \(maximumBodyLength) bytes") }
        return .contentLength(number)
    }

    /// RFC 7230 token characters.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }

    private enum Match { case whole, prefix, none }

    /// Whether `Content-Length:` (any case) starts at `index`, or the bytes so far begin it.
    private static func contentLengthMatch(at index: Int, in bytes: [UInt8]) -> Match {
        for (offset, expected) in contentLength.enumerated() {
            guard index + offset < bytes.count else { return .prefix }
            let byte = bytes[index + offset]
            guard (byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte) == expected else { return .none }
        }
        return .whole
    }

    /// The index of the first `Content-Length:` (any case) at or after `start`.
    private static func firstContentLength(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + contentLength.count <= bytes.count {
            if contentLengthMatch(at: index, in: bytes) == .whole { return index }
            index += 1
        }
        return nil
    }

    /// Just enough of JSON's lexical structure to tell whether a byte is inside a string.
    struct JSONLexer {
        private(set) var inString = false
        private var escaped = false

        mutating func advance(over byte: UInt8) {
            if inString {
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    // A raw line break ends a string too: inside one it is invalid JSON anyway.
                    inString = false
                    escaped = false
                } else if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            }
        }
    }
}
