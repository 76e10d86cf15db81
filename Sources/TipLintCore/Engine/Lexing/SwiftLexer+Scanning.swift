extension SwiftLexer {
    /// The lexer's state: where it is, and the string literals and interpolations it is inside
    /// (innermost last). The stack grows with the nesting of the input, on the heap, so no input
    /// can exhaust the thread's stack.
    struct Scanner {
        let bytes: UnsafeRawBufferPointer
        /// `Byte.classes`, read once here rather than through its lazy global in the loop.
        let classes = Byte.classes
        var index = 0
        var frames: [Frame] = []

        enum Frame {
            /// Inside a string literal that opened at `start` with `pounds` `#`s.
            case string(start: Int, pounds: Int, multiline: Bool)
            /// Inside a string's `\(…)`, `depth` parentheses deep in its code.
            case interpolation(depth: Int)
        }

        init(bytes: UnsafeRawBufferPointer) {
            self.bytes = bytes
            frames.reserveCapacity(8)
        }

        mutating func run(_ body: (SwiftToken) -> Bool) -> Bool {
            let count = bytes.count
            // A byte-order mark is not code; a first-line `#!` is a comment.
            if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
            if index + 1 < count, bytes[index] == Byte.pound, bytes[index + 1] == Byte.bang {
                let start = index
                skipLine()
                if body(SwiftToken(.comment, start, index)) { return true }
            }
            while true {
                if case .string(let start, let pounds, let multiline)? = frames.last {
                    if scanString(pounds: pounds, multiline: multiline) {
                        frames.append(.interpolation(depth: 0))
                    } else {
                        frames.removeLast()
                        if body(SwiftToken(.string, start, index)) { return true }
                    }
                    continue
                }
                guard index < count else {
                    // The input ends inside an interpolation: its string ends here too.
                    if frames.popLast() != nil { continue }
                    return false
                }
                // The two commonest cases first, a run at a time: white space, and an identifier
                // (not a `$0`, which `nextCodeToken` reads).
                let byteClass = classes[Int(bytes[index])]
                if byteClass & Byte.space != 0 {
                    index += 1
                    while index < count, classes[Int(bytes[index])] & Byte.space != 0 { index += 1 }
                    continue
                }
                if byteClass & Byte.identifierStart != 0 {
                    let start = index
                    index += 1
                    while index < count, classes[Int(bytes[index])] & Byte.identifierPart != 0 { index += 1 }
                    if body(SwiftToken(.identifier, start, index)) { return true }
                    continue
                }
                if let token = nextCodeToken(), body(token) { return true }
            }
        }

        /// The next token of code at `index` (nil for white space, for a string's opening
        /// quote and for the `)` that closes an interpolation), moving past it.
        mutating func nextCodeToken() -> SwiftToken? {
            let count = bytes.count
            let start = index
            let byte = bytes[index]
            let next = index + 1 < count ? bytes[index + 1] : 0
            if Byte.isSpace(byte) {
                index += 1
                return nil
            }
            if Byte.startsIdentifier(byte) || (byte == Byte.dollar && Byte.continuesIdentifier(next)) {
                index += 1
                while index < count, Byte.continuesIdentifier(bytes[index]) { index += 1 }
                return SwiftToken(.identifier, start, index)
            }
            if Byte.isDigit(byte) { return number() }
            switch byte {
            case Byte.slash where next == Byte.slash:
                skipLine()
                return SwiftToken(.comment, start, index)
            case Byte.slash where next == Byte.star:
                blockComment()
                return SwiftToken(.comment, start, index)
            case Byte.quote:
                openString(start: start, pounds: 0, quote: index)
                return nil
            case Byte.pound:
                return pound()
            case Byte.backtick:
                // `` `default` ``, `` `a b` ``: up to the next backtick on the same line.
                var end = index + 1
                while end < count, bytes[end] != Byte.backtick, bytes[end] != Byte.newline, bytes[end] != Byte.carriageReturn { end += 1 }
                guard end < count, bytes[end] == Byte.backtick, end > index + 1 else { break }
                index = end + 1
                return SwiftToken(.identifier, start, index)
            case Byte.openParen:
                if case .interpolation(let depth)? = frames.last { frames[frames.count - 1] = .interpolation(depth: depth + 1) }
            case Byte.closeParen:
                if case .interpolation(let depth)? = frames.last {
                    index += 1
                    guard depth > 0 else {
                        frames.removeLast()
                        return nil
                    }
                    frames[frames.count - 1] = .interpolation(depth: depth - 1)
                    return SwiftToken(.punctuation, start, index)
                }
            case Byte.dot:
                while index < count, bytes[index] == Byte.dot { index += 1 }
                return SwiftToken(.punctuation, start, index)
            default:
                if Byte.isOperator(byte) {
                    // A run of operator characters, up to a comment that starts inside it.
                    index += 1
                    while index < count, Byte.isOperator(bytes[index]), !startsComment(at: index) { index += 1 }
                    return SwiftToken(.punctuation, start, index)
                }
            }
            index = start + 1
            return SwiftToken(.punctuation, start, index)
        }

        func startsComment(at position: Int) -> Bool {
            bytes[position] == Byte.slash && position + 1 < bytes.count && (bytes[position + 1] == Byte.slash || bytes[position + 1] == Byte.star)
        }

        /// Moves to the line break that ends the current line (or the end).
        mutating func skipLine() {
            while index < bytes.count, bytes[index] != Byte.newline, bytes[index] != Byte.carriageReturn { index += 1 }
        }

        /// Past a `/* … */` comment at `index`, counting nested ones.
        mutating func blockComment() {
            var depth = 0
            while index < bytes.count {
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                if bytes[index] == Byte.slash, next == Byte.star {
                    depth += 1
                    index += 2
                } else if bytes[index] == Byte.star, next == Byte.slash {
                    depth -= 1
                    index += 2
                    if depth == 0 { return }
                } else {
                    index += 1
                }
            }
        }

        /// `1`, `0x1F`, `1_000.5e-3`: digits, letters and `_`, a `.` before a digit, a sign
        /// after an exponent's letter.
        mutating func number() -> SwiftToken {
            let start = index
            let count = bytes.count
            let hex = index + 1 < count && bytes[index] == UInt8(ascii: "0") && (bytes[index + 1] | 0x20) == UInt8(ascii: "x")
            index += 1
            while index < count {
                let byte = bytes[index]
                if Byte.continuesIdentifier(byte) && byte < 0x80 {
                    index += 1
                } else if byte == Byte.dot, index + 1 < count, Byte.isDigit(bytes[index + 1]) {
                    index += 1
                } else if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+"),
                    (bytes[index - 1] | 0x20) == (hex ? UInt8(ascii: "p") : UInt8(ascii: "e")), index + 1 < count, Byte.isDigit(bytes[index + 1])
                {
                    index += 1
                } else {
                    break
                }
            }
            return SwiftToken(.number, start, index)
        }

        /// At `#`: a raw string (`#"`, `##"""`), an extended regular expression (`#/…/#`), a
        /// directive (`#if`), or `#` before a name (`#Rule`), reported as `#` and the name.
        mutating func pound() -> SwiftToken? {
            let start = index
            let count = bytes.count
            var end = index
            while end < count, bytes[end] == Byte.pound { end += 1 }
            let pounds = end - start
            if end < count, bytes[end] == Byte.quote {
                openString(start: start, pounds: pounds, quote: end)
                return nil
            }
            if end < count, bytes[end] == Byte.slash {
                regex(pounds: pounds, slash: end)
                return SwiftToken(.string, start, index)
            }
            if pounds == 1, end < count, Byte.startsIdentifier(bytes[end]) {
                var nameEnd = end + 1
                while nameEnd < count, Byte.continuesIdentifier(bytes[nameEnd]) { nameEnd += 1 }
                if Self.isConditionalDirective(bytes, end, nameEnd) {
                    index = nameEnd
                    return SwiftToken(.directive, start, index)
                }
            }
            index = end
            return SwiftToken(.punctuation, start, end)
        }

        /// `if`, `elseif`, `else` or `endif` at `bytes[start..<end]`.
        static func isConditionalDirective(_ bytes: UnsafeRawBufferPointer, _ start: Int, _ end: Int) -> Bool {
            func equals(_ word: StaticString) -> Bool {
                guard word.utf8CodeUnitCount == end - start else { return false }
                let text = word.utf8Start
                for offset in 0..<(end - start) where bytes[start + offset] != text[offset] { return false }
                return true
            }
            return equals("if") || equals("elseif") || equals("else") || equals("endif")
        }

        /// Past `#/…/#` (as many `#`s as opened it): across lines when a line break follows the
        /// opening `/`, else to the end of the line at most.
        mutating func regex(pounds: Int, slash: Int) {
            let count = bytes.count
            index = slash + 1
            let multiline = index < count && (bytes[index] == Byte.newline || bytes[index] == Byte.carriageReturn)
            while index < count {
                let byte = bytes[index]
                if !multiline, byte == Byte.newline || byte == Byte.carriageReturn { return }
                if byte == Byte.backslash {
                    index += 2
                    continue
                }
                index += 1
                if byte == Byte.slash, closes(pounds: pounds) { return }
            }
            index = min(index, count)
        }

        /// `pounds` `#`s start at `index`: moves past them and says true.
        mutating func closes(pounds: Int) -> Bool {
            guard index + pounds <= bytes.count else { return false }
            for offset in 0..<pounds where bytes[index + offset] != Byte.pound { return false }
            index += pounds
            return true
        }

        /// A string literal opens at `start` (its `#`s), its first quote at `quote`.
        mutating func openString(start: Int, pounds: Int, quote: Int) {
            let multiline = quote + 2 < bytes.count && bytes[quote + 1] == Byte.quote && bytes[quote + 2] == Byte.quote
            index = quote + (multiline ? 3 : 1)
            frames.append(.string(start: start, pounds: pounds, multiline: multiline))
        }

        /// Moves through a string's text from `index`: true at the code of an interpolation
        /// (just past its `(`), false past the closing delimiter, or where an unterminated
        /// string ends (before a single-line string's line break, or at the end of the input).
        mutating func scanString(pounds: Int, multiline: Bool) -> Bool {
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                if byte == Byte.backslash {
                    index += 1
                    guard closes(pounds: pounds) else { continue }
                    guard index < count else { return false }
                    if bytes[index] == Byte.openParen {
                        index += 1
                        return true
                    }
                    // An escaped character (`\"`, `\\`); a line break still ends a single-line string.
                    if multiline || (bytes[index] != Byte.newline && bytes[index] != Byte.carriageReturn) { index += 1 }
                    continue
                }
                if byte == Byte.quote {
                    let quotes = multiline ? 3 : 1
                    if index + quotes <= count, quotes == 1 || (bytes[index + 1] == Byte.quote && bytes[index + 2] == Byte.quote) {
                        let after = index
                        index += quotes
                        if closes(pounds: pounds) { return false }
                        index = after
                    }
                    index += 1
                    continue
                }
                if !multiline, byte == Byte.newline || byte == Byte.carriageReturn { return false }
                index += 1
            }
            return false
        }
    }
}
