/// Decides from the raw bytes whether a Swift file can contribute TipKit facts at all. Parsing
/// is the expensive step (the toolchain's SwiftParser manages under a megabyte a second per
/// core), and in a typical app only a few per cent of the files mention TipKit.
///
/// The test is on whole identifiers of code, not substrings, so `ToolTip`, `Tipo` or `tipAmount`
/// do not let a file through: one of TipKit's names (`Tip`, `Tips`, `TipKit`, `TipView`,
/// `TipGroup`, `popoverTip`, the UIKit and AppKit tip classes…), `invalidate(reason`, `#Rule`,
/// `@Parameter`, `donate` or `sendDonation`. Words in comments and string literals do not count
/// (`SwiftLexer`): a file that says "Tip" only there (`Text("Tip jar")`, `// TipKit`) holds no
/// TipKit fact, and such files were a third of the bytes parsed over the development corpus.
/// One pass over the bytes, with no allocation, retain or release per identifier (`NameTable`).
enum Prefilter {
    /// What a word of `table` needs besides itself to be TipKit's.
    private enum Need: UInt32 {
        /// Nothing: TipKit API wherever it appears.
        case nothing
        /// A `#` before it (`#Rule`).
        case pound
        /// An `@` before it (`@Parameter`).
        case at
        /// `(reason` after it (`invalidate(reason: …)`, not `timer.invalidate()`).
        case reason
    }

    /// The words, each with what it needs (see `Need`).
    private static let table = NameTable([
        "Tip", "Tips", "TipKit", "TipView", "TipGroup", "TipViewStyle", "TipViewStyleConfiguration", "TipOption",
        "TipUIView", "TipUIPopoverViewController", "TipUICollectionViewCell", "TipNSView", "TipNSPopover",
        "popoverTip", "tipViewStyle", "configureTip", "currentTip", "donate", "sendDonation", "statusUpdates",
        "shouldDisplayUpdates",
    ].map { (Array($0.utf8), Need.nothing.rawValue) } + [
        (Array("Rule".utf8), Need.pound.rawValue), (Array("Parameter".utf8), Need.at.rawValue),
        (Array("invalidate".utf8), Need.reason.rawValue),
    ])

    static func mayContainTipKit(_ bytes: UnsafeRawBufferPointer) -> Bool {
        table.withLookup { words in
            anyIdentifier(in: bytes) { start, end in matches(words, bytes, start: start, end: end, hash: IdentifierHash.of(bytes, start, end)) }
        }
    }

    /// The same for a decoded text (a UTF-16 file).
    static func mayContainTipKit(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { mayContainTipKit(UnsafeRawBufferPointer($0)) }
    }

    /// `mayContainTipKit`, and for a file in which it finds no TipKit token, the hashes of every
    /// identifier it looked at (`IdentifierHashes`), for the context pass to look names up in
    /// without reading the file again. The same single scan.
    static func scan(_ bytes: UnsafeRawBufferPointer) -> (mayContainTipKit: Bool, identifiers: IdentifierHashes?) {
        var seen = IdentifierHashes.Builder()
        let found = table.withLookup { words in
            anyIdentifier(in: bytes) { start, end in
                let hash = IdentifierHash.of(bytes, start, end)
                seen.insert(hash)
                return matches(words, bytes, start: start, end: end, hash: hash)
            }
        }
        guard !found else {
            seen.discard()
            return (true, nil)
        }
        return (false, seen.finish())
    }

    /// Calls `test` with the byte range of each identifier of code (`SwiftLexer`: none in a
    /// comment or a string literal, but those in an interpolation's code; `` `Tip` `` and `$tip`
    /// without their backticks or `$`) until it returns true. Linear in the bytes.
    ///
    /// A file with a `/` operator is then also scanned byte by byte, as before the lexer: the
    /// lexer does not recognise bare regex literals (`/^\//`, `/"""/`), and in one it may take
    /// the rest of the line for a comment or open a string that runs to the end of the file.
    /// Letting such a file through too often only costs a parse.
    static func anyIdentifier(in bytes: UnsafeRawBufferPointer, _ test: (_ start: Int, _ end: Int) -> Bool) -> Bool {
        var mayHoldRegex = false
        let found = SwiftLexer.forEachToken(in: bytes) { token in
            if token.kind == .punctuation, !mayHoldRegex {
                mayHoldRegex = (token.start..<token.end).contains { bytes[$0] == UInt8(ascii: "/") }
            }
            guard token.kind == .identifier else { return false }
            let name = token.name(in: bytes)
            return test(name.lowerBound, name.upperBound)
        }
        return found || (mayHoldRegex && anyRawIdentifier(in: bytes, test))
    }

    /// Every identifier-like run of bytes (letters, digits, `_`, UTF-8 letters), comments and
    /// strings included.
    private static func anyRawIdentifier(in bytes: UnsafeRawBufferPointer, _ test: (_ start: Int, _ end: Int) -> Bool) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            guard isIdentifierByte(bytes[index]) else {
                index += 1
                continue
            }
            var end = index + 1
            while end < count, isIdentifierByte(bytes[end]) { end += 1 }
            if test(index, end) { return true }
            index = end
        }
        return false
    }

    /// The identifier `bytes[start..<end]` (its `IdentifierHash` given) is a TipKit word in its place.
    @inline(__always)
    private static func matches(_ words: NameTable.Lookup, _ bytes: UnsafeRawBufferPointer, start: Int, end: Int, hash: UInt32) -> Bool {
        guard let value = words.value(of: bytes, start, end, hash: hash) else { return false }
        switch Need(rawValue: value) {
        case .nothing: return true
        case .pound: return start > 0 && bytes[start - 1] == UInt8(ascii: "#")
        case .at: return start > 0 && bytes[start - 1] == UInt8(ascii: "@")
        case .reason:
            var next = end
            while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "(")
                || bytes[next] == UInt8(ascii: "\n") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
            return next + reason.count <= bytes.count && equal(bytes, next, reason)
        case nil: return false
        }
    }

    private static let reason = Array("reason".utf8)

    /// `bytes[start...]` begins with `word` (and, when `length` is given, is exactly that long).
    static func equal(_ bytes: UnsafeRawBufferPointer, _ start: Int, _ word: [UInt8], length: Int? = nil) -> Bool {
        if let length, length != word.count { return false }
        guard start + word.count <= bytes.count else { return false }
        for offset in 0..<word.count where bytes[start + offset] != word[offset] { return false }
        return true
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
            || (byte >= 0x80 && byte < 0xF8)  // UTF-8 letters; 0xF8–0xFF never occur in UTF-8
    }
}
