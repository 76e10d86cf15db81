/// Decides from the raw bytes whether a Swift file can contribute TipKit facts at all. Parsing
/// is the expensive step (the toolchain's SwiftParser manages under a megabyte a second per
/// core), and in a typical app only a few per cent of the files mention TipKit.
enum Prefilter {
    /// `Tip` also covers `TipKit`, `Tips.`, `TipView` and `popoverTip`.
    private static let words: [[UInt8]] = [Array("Tip".utf8), Array("invalidate".utf8)]

    static func mayContainTipKit(_ bytes: UnsafeRawBufferPointer) -> Bool {
        words.contains { contains(bytes, $0) }
    }

    /// The same for a decoded text (a UTF-16 file).
    static func mayContainTipKit(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { mayContainTipKit(UnsafeRawBufferPointer($0)) }
    }

    private static func contains(_ haystack: UnsafeRawBufferPointer, _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, haystack.count >= needle.count else { return false }
        var index = 0
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first {
                var matched = true
                for offset in 1..<needle.count where haystack[index + offset] != needle[offset] {
                    matched = false
                    break
                }
                if matched { return true }
            }
            index += 1
        }
        return false
    }
}
