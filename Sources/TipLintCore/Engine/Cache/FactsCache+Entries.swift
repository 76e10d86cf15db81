import Foundation

/// Entries: one sealed file per analysed content in `entries/`, named by its key. A seal (the
/// key, the payload's length and hash) refuses a truncated, damaged or foreign entry, and a size
/// bound keeps a planted one from costing seconds of decoding.
extension FactsCache {
    /// `entryMagic KEY BYTES HASH\n` then the payload (`encoded`): the key it was written for, and the
    /// payload's length and hash, so that a truncated, damaged or foreign entry is refused. An
    /// entry larger than `entryLimit(sourceSize:)` for its file is not read at all.
    func read(key: ContentHash, sourceSize: Int64 = 0) -> Entry? {
        let data = folders?.entries.read(key.description, limit: Self.entryLimit(sourceSize: sourceSize))
        guard let payload = Self.unsealed(data, magic: Self.entryMagic, key: key) else { return nil }
        return Self.decoded(Entry.self, from: payload)
    }

    /// Stores `entry` for a file of `sourceSize` bytes; not when it is larger than `read` would
    /// read back.
    func write(_ entry: Entry, key: ContentHash, sourceSize: Int64) {
        guard let folders, let payload = Self.encoded(entry) else { return }
        let sealed = Self.sealed(payload, magic: Self.entryMagic, key: key)
        guard sealed.count <= Self.entryLimit(sourceSize: sourceSize) else { return }
        folders.entries.write(sealed, to: key.description)
        markGrown()
    }

    /// Bytes an entry may have for a source file of `sourceSize` bytes. Entries are about 15 times
    /// their source (a few KB): this leaves room for the densest file, and a planted entry of
    /// 100 MB (seconds of decoding) is never read.
    static func entryLimit(sourceSize: Int64) -> Int {
        256 << 10 + 64 * Int(max(0, min(sourceSize, 1 << 30)))
    }

    /// `magic KEY BYTES HASH\n` then `payload`. `magic` is two words.
    static func sealed(_ payload: Data, magic: String, key: ContentHash) -> Data {
        Data("\(magic) \(key) \(payload.count) \(ContentHash(payload))\n".utf8) + payload
    }

    /// The payload `sealed` wrapped, when `data` has the header for `magic` and `key` and the
    /// payload's length and hash match it; else nil.
    static func unsealed(_ data: Data?, magic: String, key: ContentHash) -> Data? {
        guard let data, let newline = data.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let fields = String(decoding: data[data.startIndex..<newline], as: UTF8.self).split(separator: " ")
        let payload = data[(newline + 1)...]
        guard fields.count == 5, "\(fields[0]) \(fields[1])" == magic, fields[2] == key.description,
            Int(fields[3]) == payload.count, fields[4] == ContentHash(Data(payload)).description
        else { return nil }
        return Data(payload)
    }
}
