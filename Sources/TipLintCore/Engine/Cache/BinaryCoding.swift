import Foundation

/// The facts cache's own binary form for `Codable` values (entries and stored results, through
/// `FactsCache.encoded`/`decoded`), in place of JSON, whose decoding was a fifth to two fifths
/// of a warm run. Neither the toolchain nor Debian offers a binary codec for `Codable` types
/// other than Foundation's binary property lists, a format made for Apple's object graphs (every
/// value an object in an offset table, nil written as the string "$null"); swift-protobuf and
/// the like are neither in the toolchain nor in Debian.
///
/// Layout (all integers little-endian; *varint*: 7 bits a byte, low group first, at most 10):
/// - `version` (one byte), then the *string table*: a varint count, then each string as a varint
///   length and its UTF-8 bytes. Every string of the value, keys and values alike, is stored
///   once there and named by its index: a file's facts repeat the same few names (paths, type
///   and tip names, the keys of every site), so the table keeps entries small and a decoder
///   makes each `String` once.
/// - then one *value*: a tag byte (`Tag`) and its body: nothing (nil, false, true), a zigzag
///   varint (signed integers), a varint (unsigned integers, string indexes), 8 or 4 bytes (a
///   `Double` or `Float`'s bit pattern), or, for a container, a varint length of what follows,
///   a varint count and the elements: a keyed container's are (key's string index, value)
///   pairs in the order encoded, an unkeyed one's are values. The length lets a reader step
///   over a container without reading it.
/// - The value must end exactly where the bytes do.
///
/// Keys are named (not positional) so that a decoder finds a key wherever it was written and
/// tells a missing key from a nil; `encodeIfPresent` writes an explicit nil, so that the
/// synthesized coders, which ask for keys in the order they wrote them, find each in one step.
///
/// The bytes are input, never trusted (a cache folder can be damaged): every length and count
/// is checked against the bytes left before anything is allocated or read, nesting is bounded
/// (`maximumDepth`), integers out of their type's range and tags of the wrong kind are
/// errors. Every error is thrown (`Malformed` or a `DecodingError`), never a trap, so that
/// the cache takes it for a miss. Coding paths are not tracked (always empty): the cache only
/// needs to know that a payload failed, not where.
enum BinaryCoding {
    /// Bumped whenever the layout changes; a payload of another version is refused.
    static let version: UInt8 = 1
    /// Containers deeper than this are refused, when written and when read: the facts nest
    /// about a dozen deep, and a forged payload must not recurse without end.
    static let maximumDepth = 128

    /// What the bytes break, for a test's message.
    struct Malformed: Error, Equatable {
        var reason: String
    }

    /// The first byte of every value.
    enum Tag: UInt8 {
        case null = 0, no, yes, int, uint, double, float, string, keyed, unkeyed
    }

    /// `value` in the layout above. Throws what `value`'s `encode(to:)` throws, and `Malformed`
    /// when it nests deeper than `maximumDepth`.
    static func encode<T: Encodable>(_ value: T) throws -> Data {
        let state = EncodingState()
        let root = try state.box(value, depth: 0)
        if state.isTooDeep { throw Malformed(reason: "nested deeper than \(maximumDepth)") }
        var bytes: [UInt8] = [version]
        appendVarint(UInt64(state.strings.count), to: &bytes)
        for string in state.strings {
            appendVarint(UInt64(string.utf8.count), to: &bytes)
            bytes.append(contentsOf: string.utf8)
        }
        bytes.reserveCapacity(bytes.count + root.size)
        root.write(to: &bytes)
        return Data(bytes)
    }

    /// The value of type `T` that `data` holds. Throws `Malformed` for bytes that do not follow
    /// the layout and `DecodingError` for a layout that does not fit `T`.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        let decoder = try BinaryValueDecoder(data)
        return try decoder.decodeRoot(type)
    }

    static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    static func varintSize(_ value: UInt64) -> Int {
        var rest = value
        var size = 1
        while rest >= 0x80 {
            rest >>= 7
            size += 1
        }
        return size
    }

    /// Signed integers as unsigned ones with the sign in the lowest bit, so that small negative
    /// numbers stay short.
    static func zigzag(_ value: Int64) -> UInt64 { UInt64(bitPattern: (value << 1) ^ (value >> 63)) }
    static func unzigzag(_ value: UInt64) -> Int64 { Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1) }
}

extension FactsCache {
    /// The one form of every payload the cache stores (entries, stored results): `BinaryCoding`'s.
    /// Nil when `value` cannot be encoded (nested too deep): then nothing is stored.
    static func encoded<T: Encodable>(_ value: T) -> Data? {
        try? BinaryCoding.encode(value)
    }

    /// The `T` in `payload`, or nil when the bytes do not hold one (damaged, forged, another
    /// layout): the cache takes that for a miss and writes the piece again.
    static func decoded<T: Decodable>(_ type: T.Type, from payload: Data) -> T? {
        try? BinaryCoding.decode(type, from: payload)
    }
}
