/// Fingerprints that survive line moves: rule id, root-relative path, tip name and the
/// source line with its white space folded. SARIF `partialFingerprints`, baselines and GitLab
/// reports all use them.
///
/// A line longer than `maximumLineLength` UTF-8 bytes (minified or generated code) counts with
/// its first `maximumLineLength` bytes only, so that many findings on one huge line cost each a
/// bounded hash rather than the whole line.
enum Fingerprint {
    static let maximumLineLength = 4_096

    static func make(ruleID: String, path: String, tipName: String?, sourceLine: String) -> String {
        let line = sourceLine.utf8.count > maximumLineLength
            ? String(decoding: sourceLine.utf8.prefix(maximumLineLength), as: UTF8.self) : sourceLine
        let normalised = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        return fnv1a([ruleID, path, tipName ?? "", normalised].joined(separator: "\u{1F}"))
    }

    /// 64-bit FNV-1a as 16 hex digits: stable across runs and platforms, unlike `hashValue`.
    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
