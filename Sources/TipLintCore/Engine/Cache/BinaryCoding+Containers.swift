import Foundation

/// A keyed container being read. Keys are looked for from just after the last one found,
/// wrapping around once: the synthesized initializers ask in the order the encoder wrote, so each
/// key is found in one step, and a `decodeIfPresent` (which asks `contains`, then `decodeNil`,
/// then `decode`) finds the same pair three times for one search.
final class BinaryKeyedDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: BinaryValueDecoder
    let start: Int
    let end: Int
    let count: Int
    /// Of the values.
    let depth: Int
    /// Where the search for the next key starts: a pair's offset and its number.
    private var next: Int
    private var nextNumber = 0
    /// The last key found and its value's offset.
    private var found: (key: String, value: Int)?

    init(decoder: BinaryValueDecoder, body: (start: Int, end: Int, count: Int), depth: Int) {
        self.decoder = decoder
        (start, end, count) = body
        next = body.start
        self.depth = depth
    }

    var codingPath: [any CodingKey] { [] }

    var allKeys: [Key] {
        var keys: [Key] = []
        var position = start
        for _ in 0..<count {
            guard let index = try? decoder.bytes.varint(&position, end), index < UInt64(decoder.strings.count),
                let after = try? decoder.bytes.end(ofValueAt: position, end)
            else { break }
            if let key = Key(stringValue: decoder.strings[Int(index)]) { keys.append(key) }
            position = after
        }
        return keys
    }

    /// The offset of `key`'s value, or nil when the container has no such key.
    private func value(of key: Key) throws -> Int? {
        let name = key.stringValue
        if let found, found.key == name { return found.value }
        var position = next
        var number = nextNumber
        for _ in 0..<count {
            if number == count { (position, number) = (start, 0) }
            let index = try decoder.bytes.varint(&position, end)
            guard index < UInt64(decoder.strings.count) else { throw BinaryCoding.Malformed(reason: "no key \(index) at \(position)") }
            let value = position
            position = try decoder.bytes.end(ofValueAt: value, end)
            number += 1
            if decoder.strings[Int(index)] == name {
                (next, nextNumber) = (position, number)
                found = (name, value)
                return value
            }
        }
        return nil
    }

    private func required(_ key: Key) throws -> Int {
        guard let value = try value(of: key) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: [], debugDescription: "no value for \(key.stringValue)"))
        }
        return value
    }

    func contains(_ key: Key) -> Bool { (try? value(of: key)) != nil }
    func decodeNil(forKey key: Key) throws -> Bool { try decoder.isNil(at: try required(key), end) }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder.decodeBool(at: try required(key), end) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder.decodeString(at: try required(key), end) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoder.decodeDouble(at: try required(key), end) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoder.decodeFloat(at: try required(key), end) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder.decodeInteger(type, at: try required(key), end) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoder.decodeInteger(type, at: try required(key), end) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoder.decodeInteger(type, at: try required(key), end) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoder.decodeInteger(type, at: try required(key), end) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoder.decodeInteger(type, at: try required(key), end) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoder.decodeInteger(type, at: try required(key), end) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoder.decodeInteger(type, at: try required(key), end) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoder.decodeInteger(type, at: try required(key), end) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoder.decodeInteger(type, at: try required(key), end) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoder.decodeInteger(type, at: try required(key), end) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.decodeValue(type, at: try required(key), end, depth: depth)
    }

    // One search each, rather than the three of the default `contains`, `decodeNil`, `decode`.
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try present(key).map { try decoder.decodeBool(at: $0, end) } }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try present(key).map { try decoder.decodeString(at: $0, end) } }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try present(key).map { try decoder.decodeDouble(at: $0, end) } }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try present(key).map { try decoder.decodeFloat(at: $0, end) } }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try presentInteger(type, key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try presentInteger(type, key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try presentInteger(type, key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try presentInteger(type, key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try presentInteger(type, key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try presentInteger(type, key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try presentInteger(type, key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try presentInteger(type, key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try presentInteger(type, key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try presentInteger(type, key) }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try present(key).map { try decoder.decodeValue(type, at: $0, end, depth: depth) }
    }

    /// The offset of `key`'s value unless it is missing or nil.
    private func present(_ key: Key) throws -> Int? {
        guard let value = try value(of: key), try !decoder.isNil(at: value, end) else { return nil }
        return value
    }

    private func presentInteger<T: FixedWidthInteger>(_ type: T.Type, _ key: Key) throws -> T? {
        try present(key).map { try decoder.decodeInteger(type, at: $0, end) }
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder.keyed(type, at: try required(key), end, depth: depth)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder.unkeyed(at: try required(key), end, depth: depth)
    }

    func superDecoder() throws -> any Decoder {
        guard let key = Key(stringValue: "super") else { throw BinaryCoding.Malformed(reason: "no super key") }
        return try superDecoder(forKey: key)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        decoder.separate(at: try required(key), end, depth: depth)
    }
}

struct BinaryUnkeyedDecoding: UnkeyedDecodingContainer {
    let decoder: BinaryValueDecoder
    let end: Int
    let count: Int?
    /// Of the values.
    let depth: Int
    private(set) var currentIndex = 0
    /// The next value's offset.
    private var position: Int

    init(decoder: BinaryValueDecoder, body: (start: Int, end: Int, count: Int), depth: Int) {
        self.decoder = decoder
        end = body.end
        count = body.count
        position = body.start
        self.depth = depth
    }

    var codingPath: [any CodingKey] { [] }
    var isAtEnd: Bool { currentIndex >= count ?? 0 }

    /// The next value's offset, then steps past it.
    private mutating func advance() throws -> Int {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(Any.self, DecodingError.Context(codingPath: [], debugDescription: "no value left"))
        }
        let value = position
        position = try decoder.bytes.end(ofValueAt: value, end)
        currentIndex += 1
        return value
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, try decoder.isNil(at: position, end) else { return false }
        _ = try advance()
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try decoder.decodeBool(at: try advance(), end) }
    mutating func decode(_ type: String.Type) throws -> String { try decoder.decodeString(at: try advance(), end) }
    mutating func decode(_ type: Double.Type) throws -> Double { try decoder.decodeDouble(at: try advance(), end) }
    mutating func decode(_ type: Float.Type) throws -> Float { try decoder.decodeFloat(at: try advance(), end) }
    mutating func decode(_ type: Int.Type) throws -> Int { try decoder.decodeInteger(type, at: try advance(), end) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try decoder.decodeInteger(type, at: try advance(), end) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try decoder.decodeInteger(type, at: try advance(), end) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try decoder.decodeInteger(type, at: try advance(), end) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try decoder.decodeInteger(type, at: try advance(), end) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try decoder.decodeInteger(type, at: try advance(), end) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.decodeInteger(type, at: try advance(), end) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.decodeInteger(type, at: try advance(), end) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.decodeInteger(type, at: try advance(), end) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.decodeInteger(type, at: try advance(), end) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decodeValue(type, at: try advance(), end, depth: depth) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder.keyed(type, at: try advance(), end, depth: depth)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try decoder.unkeyed(at: try advance(), end, depth: depth)
    }

    mutating func superDecoder() throws -> any Decoder {
        decoder.separate(at: try advance(), end, depth: depth)
    }
}
