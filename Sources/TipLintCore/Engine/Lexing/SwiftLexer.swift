/// A lexer for Swift source bytes that finds where code, string literals and comments are, at
/// memory speed and without allocating per token. It does not check the code: it exists so that
/// the prefilter (`Prefilter`) and the context scan (`ContextNames`) look only at code tokens,
/// not at words inside comments or string literals, before anything is handed to SwiftParser.
///
/// Tokens (`SwiftToken`: a kind and a byte range `start..<end` into the input) are reported in
/// the order of their end offsets: a string literal is reported when it closes, after the tokens
/// of the code in its interpolations (`"a \(tip.title) b"` reports `tip`, `.`, `title`, then
/// the string `"a \(tip.title) b"`). Every token holds at least one byte, so there are never more
/// tokens than bytes.
/// - identifiers, keywords among them: `tip`, `struct`, `` `default` `` (with its backticks,
///   also a raw identifier `` `a b` ``), `$0`, `$tip`, and UTF-8 letters (every byte from 0x80
///   to 0xF7, so invalid UTF-8 is an identifier's bytes too; 0xF8 to 0xFF are punctuation);
/// - directives: `#if`, `#elseif`, `#else`, `#endif` (their condition follows as code tokens);
///   other `#name`s (`#Rule`, `#Preview`, `#available`) are a `#` punctuation token and an
///   identifier, as SwiftParser reads macro expansions;
/// - string literals, one token from the opening quote (with a raw string's `#`s) to the closing
///   one: `"…"`, `"""…"""`, `#"…"#`, `##"…"##`, with escapes (`\"`, `\#"` in a raw string) and
///   interpolations (`\(…)`, `\#(…)`), whose code is lexed as code to any depth (an explicit
///   stack, not recursion); extended regular expressions `#/…/#` are string tokens too. Bare
///   `/…/` regular expressions are not recognised: their `/` is punctuation, so a `"`, `"""` or
///   `//` inside one is misread (a `//` hides the rest of the line, a `"""` opens a string that may
///   run to the end of the file); `Prefilter.anyIdentifier` therefore also scans the bytes of a
///   file with a `/` operator;
/// - comments (`//…`, nested `/* /* */ */`, a first-line `#!`), numbers and punctuation (one
///   token per run of operator characters, one per other byte).
/// Malformed input ends cleanly: a single-line string ends before its line break, an unterminated
/// multi-line string, comment or interpolation at the end of the input; stray bytes are
/// punctuation. Linear in the bytes.
package enum SwiftLexer {
    /// Calls `body` with each token until it returns true; returns whether it did.
    @discardableResult
    package static func forEachToken(in bytes: UnsafeRawBufferPointer, _ body: (SwiftToken) -> Bool) -> Bool {
        var lexer = Scanner(bytes: bytes)
        return lexer.run(body)
    }
}

/// One token: its kind and the byte range `start..<end` of the input it covers.
package struct SwiftToken: Equatable, Sendable {
    package enum Kind: UInt8, Sendable {
        case identifier, directive, string, comment, number, punctuation
    }
    package var kind: Kind
    package var start: Int
    package var end: Int

    package init(_ kind: Kind, _ start: Int, _ end: Int) {
        self.kind = kind
        self.start = start
        self.end = end
    }

    /// An identifier's name: its range without backticks (`` `Tip` `` → `Tip`) or a leading `$`
    /// (`$showsTip`, the projection of `showsTip`, → `showsTip`).
    package func name(in bytes: UnsafeRawBufferPointer) -> Range<Int> {
        guard kind == .identifier, end - start >= 2 else { return start..<end }
        if bytes[start] == Byte.dollar { return (start + 1)..<end }
        guard bytes[start] == Byte.backtick, bytes[end - 1] == Byte.backtick else { return start..<end }
        return (start + 1)..<(end - 1)
    }
}

/// The bytes the lexer looks for.
enum Byte {
    static let quote = UInt8(ascii: "\""), pound = UInt8(ascii: "#"), backslash = UInt8(ascii: "\\")
    static let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
    static let openParen = UInt8(ascii: "("), closeParen = UInt8(ascii: ")"), backtick = UInt8(ascii: "`"), dollar = UInt8(ascii: "$")
    static let dot = UInt8(ascii: "."), bang = UInt8(ascii: "!")

    /// Bits of `classes`.
    static let identifierStart: UInt8 = 1, identifierPart: UInt8 = 2, space: UInt8 = 4

    /// Each byte's classes (`identifierStart`, `identifierPart`, `space`), made once: the
    /// lexer's loop looks a byte up instead of running a chain of comparisons. Never freed, never
    /// written after it is made (hence `nonisolated(unsafe)`).
    nonisolated(unsafe) static let classes: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for value in 0...255 {
            let byte = UInt8(value)
            table[value] = (startsIdentifier(byte) ? identifierStart : 0) | (continuesIdentifier(byte) ? identifierPart : 0)
                | (isSpace(byte) ? space : 0)
        }
        return UnsafePointer(table)
    }()

    /// Letters, `_` and every byte of a multi-byte UTF-8 sequence (0x80 to 0xF7; 0xF8 to 0xFF
    /// never occur in UTF-8, so `Tip` before them is still a name, and the file reaches the
    /// decoder that reports it is not UTF-8).
    static func startsIdentifier(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || (byte >= 0x80 && byte < 0xF8)
    }
    static func continuesIdentifier(_ byte: UInt8) -> Bool { startsIdentifier(byte) || isDigit(byte) }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) || byte == 0 }
    /// Swift's ASCII operator characters.
    static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "%"),
            UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
            UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default: return false
        }
    }
}
