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
    static func parse(_ text: String) throws -> MarkedJSON {
        var parser = Parser(scalars: Array(text.unicodeScalars), cursor: LineTable.Cursor(LineTable(text)))
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.scalars.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0
        /// Places `index`; the parser only moves forward, so each scalar is counted once.
        var cursor: LineTable.Cursor
        static let maximumDepth = 200

        var position: SourcePosition {
            mutating get { cursor.position(atScalarIndex: index) }
        }

        mutating func error(_ message: String) -> SyntaxError { SyntaxError(message: message, position: position) }

        mutating func advance() {
            index += 1
        }

        mutating func skipWhitespace() {
            while index < scalars.count, [" ", "\t", "\n", "\r", "\u{FEFF}"].contains(scalars[index]) { advance() }
        }

        mutating func expect(_ scalar: Unicode.Scalar) throws {
            guard index < scalars.count, scalars[index] == scalar else { throw error("expected '\(scalar)'") }
            advance()
        }

        mutating func value(depth: Int) throws -> MarkedJSON {
            guard depth < Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
            guard index < scalars.count else { throw error("unexpected end of file") }
            let start = position
            switch scalars[index] {
            case "{":
                advance()
                var members: [(key: String, value: MarkedJSON)] = []
                skipWhitespace()
                if index < scalars.count, scalars[index] == "}" {
                    advance()
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
                    if index < scalars.count, scalars[index] == "," { advance(); continue }
                    try expect("}")
                    return .object(members, SourceRange(start: start, end: position))
                }
            case "[":
                advance()
                var items: [MarkedJSON] = []
                skipWhitespace()
                if index < scalars.count, scalars[index] == "]" {
                    advance()
                    return .array(items, SourceRange(start: start, end: position))
                }
                while true {
                    skipWhitespace()
                    items.append(try value(depth: depth + 1))
                    skipWhitespace()
                    if index < scalars.count, scalars[index] == "," { advance(); continue }
                    try expect("]")
                    return .array(items, SourceRange(start: start, end: position))
                }
            case "\"":
                return try stringValue()
            default:
                var text = ""
                while index < scalars.count, !",}] \t\r\n".unicodeScalars.contains(scalars[index]) {
                    text.unicodeScalars.append(scalars[index])
                    advance()
                }
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
                guard index < scalars.count, let digit = Int(String(scalars[index]), radix: 16) else { throw error("bad \\u escape") }
                code = code * 16 + UInt32(digit)
                advance()
            }
            return code
        }

        mutating func stringValue() throws -> MarkedJSON {
            let start = position
            try expect("\"")
            var text = ""
            while true {
                guard index < scalars.count else { throw error("unterminated string") }
                let scalar = scalars[index]
                advance()
                if scalar == "\"" { break }
                guard scalar == "\\" else {
                    text.unicodeScalars.append(scalar)
                    continue
                }
                guard index < scalars.count else { throw error("unterminated string") }
                let escaped = scalars[index]
                advance()
                switch escaped {
                case "n": text += "\n"
                case "t": text += "\t"
                case "r": text += "\r"
                case "b": text += "\u{8}"
                case "f": text += "\u{C}"
                case "u":
                    var code = try hexQuad()
                    // A UTF-16 surrogate pair (`\ud83c\udf31`) is one character.
                    if (0xD800..<0xDC00).contains(code), index + 1 < scalars.count, scalars[index] == "\\", scalars[index + 1] == "u" {
                        advance()
                        advance()
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
                default: text.unicodeScalars.append(escaped)
                }
            }
            return .string(text, SourceRange(start: start, end: position))
        }
    }
}
