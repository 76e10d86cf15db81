/// A JSON value with the line and UTF-16 column it starts at (through `LineTable`, like every
/// front end). Foundation's JSONSerialization keeps no positions, and a translation finding must
/// point at the translation in the catalog.
indirect enum MarkedJSON {
    case object([(key: String, value: MarkedJSON)], SourceRange)
    case array([MarkedJSON], SourceRange)
    case string(String, SourceRange)
    /// Numbers, booleans and null: kept as written.
    case other(String, SourceRange)

    var range: SourceRange {
        switch self {
        case .object(_, let range), .array(_, let range), .string(_, let range), .other(_, let range): return range
        }
    }

    subscript(key: String) -> MarkedJSON? {
        if case .object(let members, _) = self { return members.first { $0.key == key }?.value }
        return nil
    }

    var members: [(key: String, value: MarkedJSON)] {
        if case .object(let members, _) = self { return members }
        return []
    }

    /// How a warning names the value's type: "an object", "a list", "a string", "a number"…
    var kindName: String {
        switch self {
        case .object: return "an object"
        case .array: return "a list"
        case .string: return "a string"
        case .other(let text, _): return ["true", "false"].contains(text) ? "a boolean" : text == "null" ? "null" : "a number"
        }
    }

    var string: String? {
        if case .string(let text, _) = self { return text }
        return nil
    }

    struct SyntaxError: Error {
        var message: String
        var position: SourcePosition
    }

    /// Parses a whole document. Nesting is bounded so that a hostile file cannot overflow the stack.
    /// Reads the text's UTF-8 bytes in place (JSON's structure is ASCII, and a multi-byte
    /// scalar holds no ASCII byte), making a `String` once per run of unescaped characters:
    /// a catalog of a megabyte is not copied into scalars, nor built one scalar at a time.
    static func parse(_ text: String) throws -> MarkedJSON {
        var text = text
        return try text.withUTF8 { bytes in
            var parser = Parser(bytes: bytes, cursor: LineTable.Cursor(LineTable(bytes: Array(bytes))))
            parser.skipWhitespace()
            let value = try parser.value(depth: 0)
            parser.skipWhitespace()
            guard parser.index == bytes.count else { throw parser.error("unexpected text after the JSON value") }
            return value
        }
    }

    private struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        /// A UTF-8 offset, always at the first byte of a scalar.
        var index = 0
        /// Places `index`; the parser only moves forward, so each byte is counted once.
        var cursor: LineTable.Cursor
        static let maximumDepth = 200

        var position: SourcePosition {
            mutating get { cursor.position(atUTF8Offset: index) }
        }

        mutating func error(_ message: String) -> SyntaxError { SyntaxError(message: message, position: position) }

        func at(_ scalar: Unicode.Scalar) -> Bool { index < bytes.count && bytes[index] == UInt8(ascii: scalar) }

        /// Spaces, tabs, line breaks and the byte-order mark (EF BB BF), wherever they stand.
        mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF: index += 3
                default: return
                }
            }
        }

        mutating func expect(_ scalar: Unicode.Scalar) throws {
            guard at(scalar) else { throw error("expected '\(scalar)'") }
            index += 1
        }

        mutating func value(depth: Int) throws -> MarkedJSON {
            guard depth < Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
            guard index < bytes.count else { throw error("unexpected end of file") }
            let start = position
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var members: [(key: String, value: MarkedJSON)] = []
                skipWhitespace()
                if at("}") {
                    index += 1
                    return .object(members, SourceRange(start: start, end: position))
                }
                while true {
                    skipWhitespace()
                    guard case .string(let key, _) = try stringValue() else { throw error("expected a key") }
                    skipWhitespace()
                    try expect(":")
                    skipWhitespace()
                    members.append((key, try value(depth: depth + 1)))
                    skipWhitespace()
                    if at(",") { index += 1; continue }
                    try expect("}")
                    return .object(members, SourceRange(start: start, end: position))
                }
            case UInt8(ascii: "["):
                index += 1
                var items: [MarkedJSON] = []
                skipWhitespace()
                if at("]") {
                    index += 1
                    return .array(items, SourceRange(start: start, end: position))
                }
                while true {
                    skipWhitespace()
                    items.append(try value(depth: depth + 1))
                    skipWhitespace()
                    if at(",") { index += 1; continue }
                    try expect("]")
                    return .array(items, SourceRange(start: start, end: position))
                }
            case UInt8(ascii: "\""):
                return try stringValue()
            default:
                // Up to the next `,}]` or space: ASCII bytes, so never inside a multi-byte scalar.
                let first = index
                while index < bytes.count, !Self.endsBareValue(bytes[index]) { index += 1 }
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<index]), as: UTF8.self)
                guard ["true", "false", "null"].contains(text) || Double(text) != nil else {
                    // Never quotes the text: a file named by mistake (a secret) must not reach a CI log.
                    throw SyntaxError(message: "expected a JSON value", position: start)
                }
                return .other(text, SourceRange(start: start, end: position))
            }
        }

        mutating func hexQuad() throws -> UInt32 {
            var code: UInt32 = 0
            for _ in 0..<4 {
                guard index < bytes.count, let digit = MarkedJSON.hexValue(bytes[index]) else { throw error("bad \\u escape") }
                code = code * 16 + digit
                index += 1
            }
            return code
        }

        static func endsBareValue(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0D, 0x0A: true
            default: false
            }
        }


        mutating func stringValue() throws -> MarkedJSON {
            let start = position
            try expect("\"")
            var text = ""
            // Unescaped bytes since the last escape, appended as one piece.
            var run = index
            func flush(_ end: Int) { if end > run { text += String(decoding: UnsafeBufferPointer(rebasing: bytes[run..<end]), as: UTF8.self) } }
            while true {
                guard index < bytes.count else { throw error("unterminated string") }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    flush(index)
                    index += 1
                    break
                }
                guard byte == UInt8(ascii: "\\") else {
                    index += 1
                    continue
                }
                flush(index)
                index += 1
                guard index < bytes.count else { throw error("unterminated string") }
                let escaped = bytes[index]
                index += 1
                run = index
                switch escaped {
                case UInt8(ascii: "n"): text += "\n"
                case UInt8(ascii: "t"): text += "\t"
                case UInt8(ascii: "r"): text += "\r"
                case UInt8(ascii: "b"): text += "\u{8}"
                case UInt8(ascii: "f"): text += "\u{C}"
                case UInt8(ascii: "u"):
                    var code = try hexQuad()
                    // A UTF-16 surrogate pair (`\ud83c\udf31`) is one character.
                    if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hexQuad()
                        if (0xDC00..<0xE000).contains(low) {
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            // A high surrogate without its low half is replaced; the second
                            // escape stands alone (it overflowed the sum above: fuzzer).
                            text.unicodeScalars.append("\u{FFFD}")
                            code = low
                        }
                    }
                    text.unicodeScalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                    run = index
                default:
                    // Any other escaped scalar stands for itself (`\"`, `\\`, `\/`): it starts the
                    // next run, its continuation bytes (if any) following it there.
                    run = index - 1
                }
            }
            return .string(text, SourceRange(start: start, end: position))
        }
    }
}

extension MarkedJSON {
    /// The value of one hexadecimal digit (`0-9`, `a-f`, `A-F`), or nil: `\u` escapes in JSON and
    /// in `.strings` files.
    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
