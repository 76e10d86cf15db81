/// Fingerprints that survive line moves: rule id, root-relative path, tip name and the
/// source line with its white space folded. SARIF `partialFingerprints`, baselines and GitLab
/// reports all use them.
enum Fingerprint {
    static func make(ruleID: String, path: String, tipName: String?, sourceLine: String) -> String {
        let normalised = sourceLine.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
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
