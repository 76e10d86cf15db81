import SwiftParser
import SwiftSyntax

/// What tiplint refuses to parse, and why. The toolchain's SwiftParser recurses once per level of
/// nesting, and its lookahead for types in expressions (could `[[(a: [` start an array type?)
/// roughly doubles its time with each `[` open at once, whatever sits between them; our
/// visitors recurse once per level of the syntax tree, which a chain of calls (`f()()()…`,
/// `.padding().padding()…`) makes as deep as it is long. Real code stays far below every limit
/// here; a file over one is skipped, reported at the place it went over, and the run goes on
/// with the other files.
///
/// - `maximumNesting` (256): brackets, braces, parentheses, generic angle brackets and `#if`
///   blocks open at once. It is SwiftParser's own nesting limit (`maximumNestingLevel`), checked
///   on the bytes before parsing because the parser does not apply it everywhere (lookahead,
///   generic arguments, `#if`).
/// - `maximumOpenSquareBrackets` (12): `[` open at once within one pair of braces (a `{` ends
///   any type lookahead). Measured: 16 open `[` in `[[(` patterns cost 5 s, 20 over a minute.
/// - `squareBracketBudget` (2^15): each `[` opened 6 or more deep costs 2^depth, and the k-th
///   attribute in a row inside `d` open `[` costs k·2^(d+4) (the lookahead reads attributes in
///   quadratic time: `[` and 800 `@a` took 27 s); the sum over a file stays within this (four
///   nests 12 deep, or 512 nests 6 deep), a few seconds at most.
/// - `maximumTreeDepth` (1,000): levels of the parsed syntax tree, checked before any visitor
///   walks it; a chain of 500 calls or member accesses is about that deep, while the deepest
///   file of the ten apps of the development corpus (5,456 files) is 143 levels deep.
package enum SwiftInputLimits {
    package static let maximumNesting = 256
    package static let maximumOpenSquareBrackets = 12
    package static let squareBracketBudget = 1 << 15
    /// `[` opened less deep than this cost the parser little and are not charged.
    static let chargedSquareDepth = 6
    package static let maximumTreeDepth = 1_000

    /// Why a file is not parsed: a sentence for the person, and where the limit was passed.
    package struct Exceeded: Error, Equatable, Sendable {
        package var message: String
        /// 0-based UTF-8 offset into the text.
        package var utf8Offset: Int
    }

    /// Scans the bytes once (comments and string literals skipped, interpolations read as code)
    /// for nesting and runs of `[` past the limits. Linear in the size of the text.
    package static func check(_ bytes: UnsafeBufferPointer<UInt8>) -> Exceeded? {
        var scanner = NestingScanner(bytes: bytes)
        return scanner.scan()
    }

    /// `text` parsed as the front end parses it, or nil when it is over a limit. For the edits
    /// that re-read a file (`GateEditProof`, `SuppressionInsertion`): the editor's text may have
    /// changed since it was linted, so it passes the same checks first.
    package static func parsed(_ text: String) -> SourceFileSyntax? {
        var text = text
        guard text.withUTF8({ check($0) }) == nil else { return nil }
        SwiftParseLog.record(text)
        let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: maximumNesting) }
        return checkDepth(tree) == nil ? tree : nil
    }

    /// The first node deeper than `maximumTreeDepth` levels, found without recursion.
    package static func checkDepth(_ tree: some SyntaxProtocol) -> Exceeded? {
        var stack: [(node: Syntax, depth: Int)] = [(Syntax(tree), 1)]
        while let (node, depth) = stack.popLast() {
            if depth > maximumTreeDepth {
                return Exceeded(
                    message: "the syntax tree is more than \(maximumTreeDepth) levels deep here (deep nesting, or a very long chain of calls or member accesses)",
                    utf8Offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
            }
            // Tokens are leaves: the node above them is as deep as it matters.
            for child in node.children(viewMode: .sourceAccurate) where !child.is(TokenSyntax.self) {
                stack.append((child, depth + 1))
            }
        }
        return nil
    }
}

/// A small Swift lexer that only knows what nests: comments (nested `/* */`), string literals
/// (`"`, `"""`, raw `#"…"#`) with their `\(…)` interpolations, brackets, generic `<…>` and `#if`.
private struct NestingScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// Open `(`, `[`, `{` and `#if`.
    var depth = 0
    /// Open generic angle brackets: a `<` right after a name. Comparisons written `a<b` count too
    /// until the statement ends (`{`, `}`, `;`, `=`), which keeps a stray one harmless.
    var angles = 0
    /// For each open string interpolation, the bracket depth at its `(` and the string it is in.
    var interpolations: [(depth: Int, hashes: Int, multiline: Bool)] = []
    /// Open `[`, counted within the innermost braces; the counts outside them wait here.
    var squares = 0
    var squaresOutsideBraces: [Int] = []
    var budget = 0
    /// Attributes (`@name`) since the last `[`, `]`, `,`, `{`, `}`, `;` or `=`.
    var attributes = 0
    var atLineStart = true

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    func byte(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    mutating func scan() -> SwiftInputLimits.Exceeded? {
        while index < bytes.count {
            let current = bytes[index]
            let lineStart = atLineStart
            // A lone `\r` ends a line for the compiler too (and so a `//` comment).
            let isLineBreak = current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r")
            atLineStart = isLineBreak || (lineStart && (current == UInt8(ascii: " ") || current == UInt8(ascii: "\t")))
            switch current {
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
                continue
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
                skipBlockComment()
                continue
            case UInt8(ascii: "\""):
                skipString()
                continue
            case UInt8(ascii: "#") where isRawStringStart():
                skipString()
                continue
            case UInt8(ascii: "#") where lineStart:
                if matches("#if") {
                    depth += 1
                    if let exceeded = checkNesting() { return exceeded }
                } else if matches("#endif") {
                    depth = max(0, depth - 1)
                }
            case UInt8(ascii: "["):
                attributes = 0
                if let exceeded = open() { return exceeded }
                if let exceeded = openSquare() { return exceeded }
            case UInt8(ascii: "@") where squares > 0:
                attributes += 1
                if let exceeded = charge(attributes << (squares + 4)) { return exceeded }
            case UInt8(ascii: ","):
                attributes = 0
            case UInt8(ascii: "{"):
                attributes = 0
                angles = 0
                squaresOutsideBraces.append(squares)
                squares = 0
                if let exceeded = open() { return exceeded }
            case UInt8(ascii: "("):
                if let exceeded = open() { return exceeded }
            case UInt8(ascii: ")"):
                if let last = interpolations.last, last.depth == depth {
                    // The `)` that closes `\(…)`: back inside the string.
                    interpolations.removeLast()
                    index += 1
                    skipStringBody(hashes: last.hashes, multiline: last.multiline)
                    continue
                }
                depth = max(0, depth - 1)
            case UInt8(ascii: "]"):
                depth = max(0, depth - 1)
                squares = max(0, squares - 1)
                attributes = 0
            case UInt8(ascii: "}"):
                depth = max(0, depth - 1)
                squares = squaresOutsideBraces.popLast() ?? 0
                angles = 0
                attributes = 0
            case UInt8(ascii: ";"), UInt8(ascii: "="):
                angles = 0
                attributes = 0
            case UInt8(ascii: "<") where index > 0 && Self.isNameByte(bytes[index - 1]):
                angles += 1
                if let exceeded = checkNesting() { return exceeded }
            case UInt8(ascii: ">"):
                angles = max(0, angles - 1)
            default:
                break
            }
            index += 1
        }
        return nil
    }

    mutating func open() -> SwiftInputLimits.Exceeded? {
        depth += 1
        return checkNesting()
    }

    func checkNesting() -> SwiftInputLimits.Exceeded? {
        guard depth + angles > SwiftInputLimits.maximumNesting else { return nil }
        return exceeded(
            "brackets, braces, generic arguments and #if blocks nest more than \(SwiftInputLimits.maximumNesting) levels deep here, the most the Swift parser reads",
            at: index)
    }

    /// One more `[` open: over the limit, or charged to the budget when it is deep.
    mutating func openSquare() -> SwiftInputLimits.Exceeded? {
        squares += 1
        if squares > SwiftInputLimits.maximumOpenSquareBrackets {
            return exceeded(
                "more than \(SwiftInputLimits.maximumOpenSquareBrackets) \"[\" open at once here; the Swift parser's lookahead doubles its time with each one",
                at: index)
        }
        guard squares >= SwiftInputLimits.chargedSquareDepth else { return nil }
        return charge(1 << squares)
    }

    /// Adds lookahead cost to the file's budget; over it, the file is skipped here.
    mutating func charge(_ cost: Int) -> SwiftInputLimits.Exceeded? {
        budget += cost
        guard budget > SwiftInputLimits.squareBracketBudget else { return nil }
        return exceeded(
            "too many deeply nested \"[\" (or attributes inside them) in this file: the Swift parser's lookahead time doubles with each level, and this one goes over tiplint's budget",
            at: index)
    }

    func exceeded(_ message: String, at offset: Int) -> SwiftInputLimits.Exceeded {
        SwiftInputLimits.Exceeded(message: message, utf8Offset: offset)
    }

    func matches(_ word: String) -> Bool {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= bytes.count else { return false }
        for (offset, expected) in utf8.enumerated() where bytes[index + offset] != expected { return false }
        let after = index + utf8.count
        return after == bytes.count || !Self.isNameByte(bytes[after])
    }

    mutating func skipBlockComment() {
        var level = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                level += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                level -= 1
                index += 2
                if level == 0 { return }
            } else {
                index += 1
            }
        }
    }

    /// `#"`, `##"`…: a raw string's opening (at a `#`).
    func isRawStringStart() -> Bool {
        var offset = 0
        while byte(offset) == UInt8(ascii: "#") { offset += 1 }
        return byte(offset) == UInt8(ascii: "\"")
    }

    /// Skips a string literal's opening delimiter, then its body.
    mutating func skipString() {
        var hashes = 0
        while index < bytes.count, bytes[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        let multiline = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        skipStringBody(hashes: hashes, multiline: multiline)
    }

    /// Skips to the string's closing delimiter, or stops after the `(` of an interpolation so
    /// that its code is scanned (its `)` comes back here).
    mutating func skipStringBody(hashes: Int, multiline: Bool) {
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "\\"), hashesFollow(hashes, from: index + 1) {
                let afterHashes = index + 1 + hashes
                if afterHashes < bytes.count, bytes[afterHashes] == UInt8(ascii: "(") {
                    index = afterHashes + 1
                    depth += 1
                    interpolations.append((depth, hashes, multiline))
                    return
                }
                index = afterHashes + 1
                continue
            }
            if !multiline, current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") {
                return  // an unterminated single-line string ends with its line
            }
            let closes = multiline
                ? current == UInt8(ascii: "\"") && byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
                : current == UInt8(ascii: "\"")
            if closes, hashesFollow(hashes, from: index + (multiline ? 3 : 1)) {
                index += (multiline ? 3 : 1) + hashes
                return
            }
            index += 1
        }
    }

    func hashesFollow(_ count: Int, from start: Int) -> Bool {
        guard start + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[start + offset] != UInt8(ascii: "#") { return false }
        return true
    }

    /// Letters, digits, `_` and any byte of a non-ASCII scalar (identifiers may use them).
    static func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }
}
