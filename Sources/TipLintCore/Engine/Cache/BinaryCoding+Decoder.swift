import Foundation

/// A private copy of the bytes being decoded, shared by every container of one decoding: a
/// buffer rather than `Data`, so that a byte costs an index and no bridging.
final class BinaryBytes {
    let buffer: UnsafeMutableRawBufferPointer
    var count: Int { buffer.count }

    init(_ data: Data) {
        buffer = .allocate(byteCount: data.count, alignment: 1)
        _ = data.copyBytes(to: buffer)
    }

    deinit { buffer.deallocate() }

    /// The byte at `position`, which must be below `limit` (the end of the container read).
    func byte(_ position: inout Int, _ limit: Int) throws -> UInt8 {
        guard position < limit else { throw BinaryCoding.Malformed(reason: "ends inside a value at \(position)") }
        defer { position += 1 }
        return buffer[position]
    }

    func varint(_ position: inout Int, _ limit: Int) throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = try self.byte(&position, limit)
            // The tenth byte holds the 64th bit alone.
            guard shift < 63 || byte <= 1 else { throw BinaryCoding.Malformed(reason: "a varint overflows at \(position)") }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    /// A varint that counts bytes: no more than there are left before `limit`.
    func length(_ position: inout Int, _ limit: Int) throws -> Int {
        let value = try varint(&position, limit)
        guard value <= UInt64(limit - position) else { throw BinaryCoding.Malformed(reason: "a length of \(value) passes the end at \(position)") }
        return Int(value)
    }

    /// Where the value at `position` ends, without reading what a container holds.
    func end(ofValueAt position: Int, _ limit: Int) throws -> Int {
        var position = position
        switch BinaryCoding.Tag(rawValue: try byte(&position, limit)) {
        case .null, .no, .yes: return position
        case .int, .uint, .string: _ = try varint(&position, limit)
        case .double: position += 8
        case .float: position += 4
        case .keyed, .unkeyed: position += try length(&position, limit)
        case nil: throw BinaryCoding.Malformed(reason: "an unknown tag at \(position - 1)")
        }
        guard position <= limit else { throw BinaryCoding.Malformed(reason: "a value passes the end at \(position)") }
        return position
    }

    /// The tag at `position`, read without moving.
    func tag(at position: Int, _ limit: Int) throws -> BinaryCoding.Tag {
        var position = position
        guard let tag = BinaryCoding.Tag(rawValue: try byte(&position, limit)) else { throw BinaryCoding.Malformed(reason: "an unknown tag at \(position - 1)") }
        return tag
    }

    /// The body of the container at `position` of kind `tag`: where its elements start and end,
    /// and how many there are (checked against the bytes: an element takes at least one byte,
    /// a keyed pair two).
    func container(at position: Int, _ limit: Int, _ tag: BinaryCoding.Tag) throws -> (start: Int, end: Int, count: Int) {
        var position = position
        let found = try self.tag(at: position, limit)
        guard found == tag else { throw BinaryCoding.Malformed(reason: "a \(found) where a \(tag) container was expected at \(position)") }
        position += 1
        let length = try self.length(&position, limit)
        let end = position + length
        let count = try varint(&position, end)
        guard count <= UInt64(end - position) / (tag == .keyed ? 2 : 1) else {
            throw BinaryCoding.Malformed(reason: "a count of \(count) is more than the bytes hold at \(position)")
        }
        return (position, end, Int(count))
    }
}

/// The `Decoder` of one decoding. The value being decoded by a `Decodable` initializer is the one
/// at `position` (inside a container ending at `limit`, under `depth` containers): set around each
/// nested initializer (`decodeValue`) and read when it asks for its container, so that nested
/// values cost no decoder of their own.
final class BinaryValueDecoder: Decoder {
    let bytes: BinaryBytes
    let strings: [String]
    private(set) var position: Int
    private(set) var limit: Int
    private(set) var depth: Int
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(bytes: BinaryBytes, strings: [String], position: Int, limit: Int, depth: Int) {
        self.bytes = bytes
        self.strings = strings
        self.position = position
        self.limit = limit
        self.depth = depth
    }

    /// A decoder of the payload `data`, at its value, once the version and string table are read.
    convenience init(_ data: Data) throws {
        let bytes = BinaryBytes(data)
        var position = 0
        let end = bytes.count
        guard try bytes.byte(&position, end) == BinaryCoding.version else { throw BinaryCoding.Malformed(reason: "another version") }
        let count = try bytes.length(&position, end)
        var strings: [String] = []
        strings.reserveCapacity(count)
        for _ in 0..<count {
            let length = try bytes.length(&position, end)
            strings.append(String(decoding: UnsafeRawBufferPointer(rebasing: bytes.buffer[position..<position + length]), as: UTF8.self))
            position += length
        }
        self.init(bytes: bytes, strings: strings, position: position, limit: end, depth: 0)
    }

    /// The whole payload's value, which must end where the bytes do.
    func decodeRoot<T: Decodable>(_ type: T.Type) throws -> T {
        guard try bytes.end(ofValueAt: position, limit) == limit else { throw BinaryCoding.Malformed(reason: "bytes after the value") }
        return try decodeValue(type, at: position, limit, depth: 0)
    }

    // MARK: Values

    func decodeValue<T: Decodable>(_ type: T.Type, at position: Int, _ limit: Int, depth: Int) throws -> T {
        if T.self == String.self { return try decodeString(at: position, limit) as! T }
        if T.self == Int.self { return try decodeInteger(Int.self, at: position, limit) as! T }
        if T.self == Bool.self { return try decodeBool(at: position, limit) as! T }
        let saved = (self.position, self.limit, self.depth)
        (self.position, self.limit, self.depth) = (position, limit, depth)
        defer { (self.position, self.limit, self.depth) = saved }
        return try T(from: self)
    }

    func isNil(at position: Int, _ limit: Int) throws -> Bool {
        try bytes.tag(at: position, limit) == .null
    }

    func decodeBool(at position: Int, _ limit: Int) throws -> Bool {
        switch try bytes.tag(at: position, limit) {
        case .no: return false
        case .yes: return true
        case let other: throw BinaryCoding.Malformed(reason: "a \(other) where a Bool was expected at \(position)")
        }
    }

    func decodeString(at position: Int, _ limit: Int) throws -> String {
        var position = position
        guard try bytes.tag(at: position, limit) == .string else { throw BinaryCoding.Malformed(reason: "not a string at \(position)") }
        position += 1
        let index = try bytes.varint(&position, limit)
        guard index < UInt64(strings.count) else { throw BinaryCoding.Malformed(reason: "no string \(index) at \(position)") }
        return strings[Int(index)]
    }

    func decodeInteger<T: FixedWidthInteger>(_ type: T.Type, at position: Int, _ limit: Int) throws -> T {
        var position = position
        let tag = try bytes.tag(at: position, limit)
        position += 1
        let value: T?
        switch tag {
        case .int: value = T(exactly: BinaryCoding.unzigzag(try bytes.varint(&position, limit)))
        case .uint: value = T(exactly: try bytes.varint(&position, limit))
        default: throw BinaryCoding.Malformed(reason: "a \(tag) where an integer was expected at \(position - 1)")
        }
        guard let value else { throw BinaryCoding.Malformed(reason: "an integer out of \(T.self)'s range at \(position)") }
        return value
    }

    func decodeDouble(at position: Int, _ limit: Int) throws -> Double {
        Double(bitPattern: try fixed(UInt64.self, .double, at: position, limit))
    }

    func decodeFloat(at position: Int, _ limit: Int) throws -> Float {
        Float(bitPattern: try fixed(UInt32.self, .float, at: position, limit))
    }

    private func fixed<T: FixedWidthInteger>(_ type: T.Type, _ tag: BinaryCoding.Tag, at position: Int, _ limit: Int) throws -> T {
        guard try bytes.tag(at: position, limit) == tag else { throw BinaryCoding.Malformed(reason: "not a \(tag) at \(position)") }
        let start = position + 1
        guard start + MemoryLayout<T>.size <= limit else { throw BinaryCoding.Malformed(reason: "ends inside a \(tag) at \(position)") }
        return T(littleEndian: bytes.buffer.loadUnaligned(fromByteOffset: start, as: T.self))
    }

    // MARK: Containers

    /// The depth of the elements of a container at `depth`.
    func elementDepth(_ depth: Int) throws -> Int {
        guard depth < BinaryCoding.maximumDepth else { throw BinaryCoding.Malformed(reason: "nested deeper than \(BinaryCoding.maximumDepth)") }
        return depth + 1
    }

    func keyed<Key: CodingKey>(_ type: Key.Type, at position: Int, _ limit: Int, depth: Int) throws -> KeyedDecodingContainer<Key> {
        let body = try bytes.container(at: position, limit, .keyed)
        return KeyedDecodingContainer(BinaryKeyedDecoding<Key>(decoder: self, body: body, depth: try elementDepth(depth)))
    }

    func unkeyed(at position: Int, _ limit: Int, depth: Int) throws -> any UnkeyedDecodingContainer {
        let body = try bytes.container(at: position, limit, .unkeyed)
        return BinaryUnkeyedDecoding(decoder: self, body: body, depth: try elementDepth(depth))
    }

    /// A decoder of its own for the value at `position`, which its caller may keep.
    func separate(at position: Int, _ limit: Int, depth: Int) -> BinaryValueDecoder {
        BinaryValueDecoder(bytes: bytes, strings: strings, position: position, limit: limit, depth: depth)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try keyed(type, at: position, limit, depth: depth)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try unkeyed(at: position, limit, depth: depth)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        BinarySingleDecoding(decoder: self, position: position, limit: limit, depth: depth)
    }
}

struct BinarySingleDecoding: SingleValueDecodingContainer {
    let decoder: BinaryValueDecoder
    let position: Int
    let limit: Int
    let depth: Int
    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool { (try? decoder.isNil(at: position, limit)) ?? false }
    func decode(_ type: Bool.Type) throws -> Bool { try decoder.decodeBool(at: position, limit) }
    func decode(_ type: String.Type) throws -> String { try decoder.decodeString(at: position, limit) }
    func decode(_ type: Double.Type) throws -> Double { try decoder.decodeDouble(at: position, limit) }
    func decode(_ type: Float.Type) throws -> Float { try decoder.decodeFloat(at: position, limit) }
    func decode(_ type: Int.Type) throws -> Int { try decoder.decodeInteger(type, at: position, limit) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoder.decodeInteger(type, at: position, limit) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoder.decodeInteger(type, at: position, limit) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoder.decodeInteger(type, at: position, limit) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoder.decodeInteger(type, at: position, limit) }
    func decode(_ type: UInt.Type) throws -> UInt { try decoder.decodeInteger(type, at: position, limit) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.decodeInteger(type, at: position, limit) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.decodeInteger(type, at: position, limit) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.decodeInteger(type, at: position, limit) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.decodeInteger(type, at: position, limit) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decodeValue(type, at: position, limit, depth: depth) }
}
