import TipLintCore

/// `SwiftLexer` on random and mutated Swift: besides no crash and no hang (which also catches
/// time that grows faster than the input), every token lies inside the input, holds at least
/// one byte, comes in the order of its end, and there are never more tokens than bytes.
enum LexerTarget {
    static func run(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            var count = 0
            var lastEnd = 0
            SwiftLexer.forEachToken(in: raw) { token in
                count += 1
                require(token.start >= 0 && token.start < token.end && token.end <= raw.count, "token \(token) lies outside the \(raw.count) bytes")
                require(token.end >= lastEnd, "token \(token) ends before the one reported before it (\(lastEnd))")
                lastEnd = token.end
                return false
            }
            require(count <= raw.count, "\(count) tokens in \(raw.count) bytes")
        }
    }
}
