/// Hands SwiftParser only the top-level declarations of a file that matter, with every position
/// exact: the other top-level items are replaced by spaces, each line break kept, so that byte
/// offsets, lines and UTF-16 columns of what is kept are the file's own. Used for a file that
/// mentions no TipKit API but names two views that show tips (a container: `VStack { Left();
/// Right() }`, see `ContextNames`): parsing it whole cost too much over the development apps,
/// and white space is trivia that costs the parser little.
///
/// A top-level item is found with `SwiftLexer`'s tokens outside string literals (so braces in
/// strings, raw strings, interpolations and comments do not count) and the depth of `{`, `(`
/// and `[`: at depth 0, a new item starts at a line whose first token starts a declaration (an
/// attribute, a modifier, a declaration keyword, a `#macro`), once the item before it has gone
/// past its own attributes and modifiers (`@MainActor` on its own line stays with the `struct`
/// below it). Any other line continues the item before it (`let a = b` then `.padding()`), so
/// top-level statements only make items larger. `#if`, `#elseif`, `#else` and `#endif` lines
/// at depth 0 and `import` declarations are always kept; an item is kept when one of its code
/// identifiers is wanted, and blanked from its first to its last token otherwise (comments
/// between two items stay). An item whose last line holds a non-ASCII character and continues
/// with other code after it is kept too: its spaces would move that code's UTF-16 columns.
///
/// No blanking (nil) when the structure is not plain: brackets that close more than they open
/// or stay open at the end, or a directive whose condition does not close on its own line
/// (`#if` arms that open a declaration twice). Linear in the bytes: two lexer passes.
enum DeclarationBlanking {
    /// `bytes` with every top-level item in which `isWanted` finds none of the code identifiers
    /// (`isWanted(start, end)`: a name's byte range, without backticks or `$`) replaced by
    /// spaces, line breaks (`\n`, `\r`) kept: the same length, the same line breaks at the same
    /// offsets; with the number of bytes blanked (line breaks not counted). Nil when the
    /// top-level structure is not plain (see above).
    static func blank(_ bytes: UnsafeRawBufferPointer, isWanted: (_ start: Int, _ end: Int) -> Bool) -> (text: [UInt8], blanked: Int)? {
        guard let items = topLevelItems(bytes, isWanted: isWanted) else { return nil }
        var output = [UInt8](bytes)
        var blanked = 0
        for item in items where !item.kept {
            // A type keeps its header and braces (`struct Extra: View {` … `}`): the name it
            // declares still counts, so a call to a view two files declare stays unresolved, as
            // in the whole file; only its members go.
            let region = item.body.map { Item(start: $0.lowerBound, end: $0.upperBound, kept: false) } ?? item
            guard region.start < region.end, !movesColumnsAfter(region, bytes) else { continue }
            for offset in region.start..<region.end where output[offset] != Byte.newline && output[offset] != Byte.carriageReturn {
                output[offset] = 0x20
                blanked += 1
            }
        }
        return (output, blanked)
    }

    /// One top-level item: its bytes from its first token's start to its last token's end.
    struct Item: Equatable {
        var start: Int
        var end: Int
        /// A directive line, an `import`, or an item naming a wanted identifier.
        var kept: Bool
        /// A type declaration's (`struct`, `class`, `enum`, `actor`, `protocol`, `extension`)
        /// members: from after its `{` to its `}`; nil for any other item.
        var body: Range<Int>? = nil
        /// Its first word after attributes and modifiers declares a type.
        var declaresType = false
    }

    /// The top-level items of `bytes` in order (see the type's comment); nil when the brackets
    /// do not balance or a directive's condition runs past its line.
    static func topLevelItems(_ bytes: UnsafeRawBufferPointer, isWanted: (_ start: Int, _ end: Int) -> Bool) -> [Item]? {
        let strings = topLevelStrings(bytes)
        var scan = ItemScan()
        var stringIndex = 0
        SwiftLexer.forEachToken(in: bytes) { token in
            guard token.kind != .comment else { return false }
            // A top-level string literal is one token of its item; the code of its
            // interpolations (reported before it) is not looked at: never a boundary.
            while stringIndex < strings.count, strings[stringIndex].upperBound <= token.start { stringIndex += 1 }
            if stringIndex < strings.count, strings[stringIndex].lowerBound < token.start { return false }
            return !scan.take(token, bytes, isWanted: isWanted)
        }
        return scan.finish()
    }

    /// The state of `topLevelItems`' walk over the tokens outside string literals.
    private struct ItemScan {
        var items: [Item] = []
        var current: Item?
        /// `current` is a directive's line (`#if os(iOS)`), `conditionDepth` brackets deep.
        var inDirective = false
        var conditionDepth = 0
        /// `current` has gone past its attributes and modifiers.
        var complete = false
        /// The token before was `@` or the `.` of a qualified attribute (an attribute's name
        /// follows), or it was an attribute's name (its arguments may follow).
        var afterAt = false, inAttributeName = false
        var depth = 0
        var previousEnd = -1
        var failed = false

        /// Takes the next token; false when the structure is not plain (stop).
        mutating func take(_ token: SwiftToken, _ bytes: UnsafeRawBufferPointer, isWanted: (Int, Int) -> Bool) -> Bool {
            let startsLine = previousEnd < 0 || DeclarationBlanking.hasLineBreak(bytes, previousEnd, token.start)
            previousEnd = token.end
            let change = DeclarationBlanking.bracketChange(token, bytes)
            if inDirective {
                if !startsLine {
                    conditionDepth += change
                    current?.end = token.end
                    return true
                }
                guard conditionDepth == 0 else { return fail() }
                close()
            }
            if depth == 0, token.kind == .directive {
                close()
                current = Item(start: token.start, end: token.end, kept: true)
                inDirective = true
                conditionDepth = 0
                return true
            }
            if current == nil || (complete && depth == 0 && startsLine && DeclarationBlanking.startsDeclaration(token, bytes)) {
                close()
                current = Item(start: token.start, end: token.end, kept: false)
            }
            current?.end = token.end
            if token.kind == .identifier {
                let name = token.name(in: bytes)
                if isWanted(name.lowerBound, name.upperBound) { current?.kept = true }
            }
            if depth == 0, !complete { passAttributesAndModifiers(token, change: change, bytes) }
            if current?.declaresType == true, token.kind == .punctuation {
                // The first `{` at the top level opens the members; the `}` back to it closes them.
                if depth == 0, change > 0, bytes[token.start] == UInt8(ascii: "{"), current?.body == nil {
                    current?.body = token.end..<token.end
                } else if depth == 1, change < 0, bytes[token.start] == UInt8(ascii: "}"), let body = current?.body, body.isEmpty, body.lowerBound <= token.start {
                    current?.body = body.lowerBound..<token.start
                }
            }
            depth += change
            return depth >= 0 || fail()
        }

        /// Follows `@Attribute(…)`, `@Outer.Attribute` and modifiers (`public`, `final`) at the
        /// head of an item; anything else completes it (an `import` is kept whatever it names).
        private mutating func passAttributesAndModifiers(_ token: SwiftToken, change: Int, _ bytes: UnsafeRawBufferPointer) {
            let single = token.kind == .punctuation && token.end - token.start == 1 ? bytes[token.start] : 0
            if single == UInt8(ascii: "@") {
                afterAt = true
            } else if afterAt, token.kind == .identifier {
                afterAt = false
                inAttributeName = true
            } else if inAttributeName, single == Byte.dot {
                afterAt = true
                inAttributeName = false
            } else if inAttributeName, change > 0 {
                // The attribute's arguments: deeper than 0 until they close.
                inAttributeName = false
            } else if token.kind == .identifier, DeclarationBlanking.modifiers.contains(where: { DeclarationBlanking.equals(bytes, token, $0) }) {
                inAttributeName = false
            } else {
                complete = true
                if token.kind == .identifier, DeclarationBlanking.equals(bytes, token, DeclarationBlanking.importKeyword) { current?.kept = true }
                if token.kind == .identifier, DeclarationBlanking.typeKeywords.contains(where: { DeclarationBlanking.equals(bytes, token, $0) }) {
                    current?.declaresType = true
                }
            }
        }

        private mutating func close() {
            if let item = current { items.append(item) }
            current = nil
            inDirective = false
            complete = false
            afterAt = false
            inAttributeName = false
        }

        private mutating func fail() -> Bool {
            failed = true
            return false
        }

        mutating func finish() -> [Item]? {
            guard !failed, depth == 0, !inDirective || conditionDepth == 0 else { return nil }
            close()
            return items
        }
    }

    /// The string literals of `bytes` that are not inside another one's interpolation, in order.
    static func topLevelStrings(_ bytes: UnsafeRawBufferPointer) -> [Range<Int>] {
        var strings: [Range<Int>] = []
        SwiftLexer.forEachToken(in: bytes) { token in
            guard token.kind == .string else { return false }
            // Strings inside its interpolations were reported before it.
            while let last = strings.last, last.lowerBound > token.start { strings.removeLast() }
            strings.append(token.start..<token.end)
            return false
        }
        return strings
    }

    /// Blanking `item` would move the UTF-16 columns of what follows it on its last line: a
    /// non-ASCII character (one or two UTF-16 units, two to four bytes, each a space once
    /// blanked) before other text on that line.
    static func movesColumnsAfter(_ item: Item, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var lineEnd = item.end
        while lineEnd < bytes.count, bytes[lineEnd] != Byte.newline, bytes[lineEnd] != Byte.carriageReturn {
            if !Byte.isSpace(bytes[lineEnd]) {
                var lineStart = item.end
                while lineStart > item.start, bytes[lineStart - 1] != Byte.newline, bytes[lineStart - 1] != Byte.carriageReturn { lineStart -= 1 }
                return (lineStart..<item.end).contains { bytes[$0] >= 0x80 }
            }
            lineEnd += 1
        }
        return false
    }

    static func hasLineBreak(_ bytes: UnsafeRawBufferPointer, _ start: Int, _ end: Int) -> Bool {
        // Tokens come in order, so `start <= end`; a range the other way round is no line break,
        // never a trap.
        guard start < end else { return false }
        return (start..<end).contains { bytes[$0] == Byte.newline || bytes[$0] == Byte.carriageReturn }
    }

    /// +1 for `{`, `(`, `[`; -1 for `}`, `)`, `]`; 0 for any other token.
    static func bracketChange(_ token: SwiftToken, _ bytes: UnsafeRawBufferPointer) -> Int {
        guard token.kind == .punctuation, token.end - token.start == 1 else { return 0 }
        switch bytes[token.start] {
        case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): return 1
        case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"): return -1
        default: return 0
        }
    }

    private static let importKeyword = Array("import".utf8)
    /// Words that may stand before a declaration's keyword at the top level.
    static let modifiers: [[UInt8]] = ["public", "private", "fileprivate", "internal", "package", "open", "final", "nonisolated", "indirect",
        "prefix", "infix", "postfix", "static"].map { Array($0.utf8) }
    /// Keywords that declare something at the top level.
    static let declarationKeywords: [[UInt8]] = ["import", "struct", "class", "enum", "extension", "actor", "protocol", "typealias",
        "func", "let", "var", "macro", "precedencegroup", "operator"].map { Array($0.utf8) }
    private static let starters = modifiers + declarationKeywords
    /// Keywords that declare a type (or extend one): such an item keeps its header when blanked.
    static let typeKeywords: [[UInt8]] = ["struct", "class", "enum", "extension", "actor", "protocol"].map { Array($0.utf8) }

    /// The first token of a line that may start a new top-level declaration: an attribute's `@`,
    /// a macro's `#` (`#Preview`), a modifier or a declaration keyword.
    static func startsDeclaration(_ token: SwiftToken, _ bytes: UnsafeRawBufferPointer) -> Bool {
        switch token.kind {
        case .punctuation:
            guard token.end - token.start == 1 else { return false }
            if bytes[token.start] == UInt8(ascii: "@") { return true }
            return bytes[token.start] == Byte.pound && token.end < bytes.count && Byte.startsIdentifier(bytes[token.end])
        case .identifier:
            return starters.contains { equals(bytes, token, $0) }
        default:
            return false
        }
    }

    static func equals(_ bytes: UnsafeRawBufferPointer, _ token: SwiftToken, _ word: [UInt8]) -> Bool {
        Prefilter.equal(bytes, token.start, word, length: token.end - token.start)
    }
}
