import Foundation

/// The strings of one encoding, each once, in the order first met (`BinaryCoding`'s table).
final class EncodingState {
    var strings: [String] = []
    private var indexes: [String: Int] = [:]
    /// Set when a container was opened deeper than `BinaryCoding.maximumDepth` (containers are
    /// opened by calls that cannot throw): `encode` then throws.
    var isTooDeep = false

    /// `value`, encoded at `depth` (the number of containers around it); the common leaves
    /// without an encoder of their own.
    func box<T: Encodable>(_ value: T, depth: Int) throws -> EncodedValue {
        if T.self == String.self { return .string(intern(value as! String)) }
        if T.self == Int.self { return .int(Int64(value as! Int)) }
        if T.self == Bool.self { return .bool(value as! Bool) }
        let encoder = BinaryValueEncoder(state: self, depth: depth)
        try value.encode(to: encoder)
        return encoder.value ?? .keyed(KeyedNode())
    }

    /// The depth of the elements of a container opened at `depth`.
    func elementDepth(_ depth: Int) -> Int {
        if depth >= BinaryCoding.maximumDepth { isTooDeep = true }
        return depth + 1
    }

    func intern(_ string: String) -> Int {
        if let index = indexes[string] { return index }
        let index = strings.count
        strings.append(string)
        indexes[string] = index
        return index
    }
}

/// One value as encoded, before it is written: containers are built whole first because
/// `Encoder` lets a type fill a nested container after its parent's later keys, and a
/// container's length comes before its elements.
enum EncodedValue {
    case null, bool(Bool), int(Int64), uint(UInt64), double(Double), float(Float), string(Int)
    case keyed(KeyedNode), unkeyed(UnkeyedNode)
    /// A `superEncoder`'s value, known only once the caller is done with it.
    case deferred(BinaryValueEncoder)

    var resolved: EncodedValue {
        guard case .deferred(let encoder) = self else { return self }
        return encoder.value?.resolved ?? .keyed(KeyedNode())
    }

    /// Bytes `write` appends.
    var size: Int {
        switch resolved {
        case .null, .bool: return 1
        case .int(let value): return 1 + BinaryCoding.varintSize(BinaryCoding.zigzag(value))
        case .uint(let value): return 1 + BinaryCoding.varintSize(value)
        case .double: return 9
        case .float: return 5
        case .string(let index): return 1 + BinaryCoding.varintSize(UInt64(index))
        case .keyed(let node):
            let body = node.bodySize
            return 1 + BinaryCoding.varintSize(UInt64(body)) + body
        case .unkeyed(let node):
            let body = node.bodySize
            return 1 + BinaryCoding.varintSize(UInt64(body)) + body
        case .deferred: return 0
        }
    }

    func write(to bytes: inout [UInt8]) {
        switch resolved {
        case .null: bytes.append(BinaryCoding.Tag.null.rawValue)
        case .bool(let value): bytes.append((value ? BinaryCoding.Tag.yes : .no).rawValue)
        case .int(let value):
            bytes.append(BinaryCoding.Tag.int.rawValue)
            BinaryCoding.appendVarint(BinaryCoding.zigzag(value), to: &bytes)
        case .uint(let value):
            bytes.append(BinaryCoding.Tag.uint.rawValue)
            BinaryCoding.appendVarint(value, to: &bytes)
        case .double(let value):
            bytes.append(BinaryCoding.Tag.double.rawValue)
            withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        case .float(let value):
            bytes.append(BinaryCoding.Tag.float.rawValue)
            withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        case .string(let index):
            bytes.append(BinaryCoding.Tag.string.rawValue)
            BinaryCoding.appendVarint(UInt64(index), to: &bytes)
        case .keyed(let node):
            bytes.append(BinaryCoding.Tag.keyed.rawValue)
            BinaryCoding.appendVarint(UInt64(node.bodySize), to: &bytes)
            BinaryCoding.appendVarint(UInt64(node.keys.count), to: &bytes)
            for (key, value) in zip(node.keys, node.values) {
                BinaryCoding.appendVarint(UInt64(key), to: &bytes)
                value.write(to: &bytes)
            }
        case .unkeyed(let node):
            bytes.append(BinaryCoding.Tag.unkeyed.rawValue)
            BinaryCoding.appendVarint(UInt64(node.bodySize), to: &bytes)
            BinaryCoding.appendVarint(UInt64(node.values.count), to: &bytes)
            for value in node.values { value.write(to: &bytes) }
        case .deferred: break
        }
    }
}

/// A keyed container's keys (string indexes) and values; a key encoded twice keeps its first
/// place and its last value, as a dictionary would.
final class KeyedNode {
    var keys: [Int] = []
    var values: [EncodedValue] = []
    private var positions: [Int: Int] = [:]
    /// Cached by `bodySize`: `write` asks again for every container on the way down.
    private var measured: Int?

    func set(_ key: Int, _ value: EncodedValue) {
        if let position = positions[key] {
            values[position] = value
        } else {
            positions[key] = keys.count
            keys.append(key)
            values.append(value)
        }
    }

    /// The count and the pairs.
    var bodySize: Int {
        if let measured { return measured }
        var size = BinaryCoding.varintSize(UInt64(keys.count))
        for (key, value) in zip(keys, values) { size += BinaryCoding.varintSize(UInt64(key)) + value.size }
        measured = size
        return size
    }
}

final class UnkeyedNode {
    var values: [EncodedValue] = []
    private var measured: Int?

    var bodySize: Int {
        if let measured { return measured }
        var size = BinaryCoding.varintSize(UInt64(values.count))
        for value in values { size += value.size }
        measured = size
        return size
    }
}

/// The `Encoder` of one value: what it encodes ends up in `value`.
final class BinaryValueEncoder: Encoder {
    let state: EncodingState
    /// Containers around the value.
    let depth: Int
    var value: EncodedValue?
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(state: EncodingState, depth: Int) {
        self.state = state
        self.depth = depth
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let depth = state.elementDepth(depth)
        if case .keyed(let node) = value { return KeyedEncodingContainer(BinaryKeyedEncoding(state: state, depth: depth, node: node)) }
        let node = KeyedNode()
        value = .keyed(node)
        return KeyedEncodingContainer(BinaryKeyedEncoding(state: state, depth: depth, node: node))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let depth = state.elementDepth(depth)
        if case .unkeyed(let node) = value { return BinaryUnkeyedEncoding(state: state, depth: depth, node: node) }
        let node = UnkeyedNode()
        value = .unkeyed(node)
        return BinaryUnkeyedEncoding(state: state, depth: depth, node: node)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { BinarySingleEncoding(encoder: self) }
}

struct BinarySingleEncoding: SingleValueEncodingContainer {
    let encoder: BinaryValueEncoder
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { encoder.value = .null }
    mutating func encode(_ value: Bool) throws { encoder.value = .bool(value) }
    mutating func encode(_ value: String) throws { encoder.value = .string(encoder.state.intern(value)) }
    mutating func encode(_ value: Double) throws { encoder.value = .double(value) }
    mutating func encode(_ value: Float) throws { encoder.value = .float(value) }
    mutating func encode(_ value: Int) throws { encoder.value = .int(Int64(value)) }
    mutating func encode(_ value: Int8) throws { encoder.value = .int(Int64(value)) }
    mutating func encode(_ value: Int16) throws { encoder.value = .int(Int64(value)) }
    mutating func encode(_ value: Int32) throws { encoder.value = .int(Int64(value)) }
    mutating func encode(_ value: Int64) throws { encoder.value = .int(value) }
    mutating func encode(_ value: UInt) throws { encoder.value = .uint(UInt64(value)) }
    mutating func encode(_ value: UInt8) throws { encoder.value = .uint(UInt64(value)) }
    mutating func encode(_ value: UInt16) throws { encoder.value = .uint(UInt64(value)) }
    mutating func encode(_ value: UInt32) throws { encoder.value = .uint(UInt64(value)) }
    mutating func encode(_ value: UInt64) throws { encoder.value = .uint(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { encoder.value = try encoder.state.box(value, depth: encoder.depth) }
}

struct BinaryKeyedEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let state: EncodingState
    /// Of the elements.
    let depth: Int
    let node: KeyedNode
    var codingPath: [any CodingKey] { [] }

    private func set(_ value: EncodedValue, _ key: Key) { node.set(state.intern(key.stringValue), value) }

    mutating func encodeNil(forKey key: Key) throws { set(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(state.intern(value)), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { set(.double(value), key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { set(.float(value), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(.int(Int64(value)), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(.int(Int64(value)), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { set(.int(Int64(value)), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { set(.int(Int64(value)), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { set(.int(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { set(.uint(UInt64(value)), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { set(.uint(UInt64(value)), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { set(.uint(UInt64(value)), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { set(.uint(UInt64(value)), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { set(.uint(value), key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { set(try state.box(value, depth: depth), key) }

    // An absent optional is written as nil rather than left out (see `BinaryCoding`).
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try encodeOrNil(value, key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try encodeOrNil(value, key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try encodeOrNil(value, key) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try encodeOrNil(value, key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try encodeOrNil(value, key) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try encodeOrNil(value, key) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try encodeOrNil(value, key) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try encodeOrNil(value, key) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try encodeOrNil(value, key) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try encodeOrNil(value, key) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try encodeOrNil(value, key) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try encodeOrNil(value, key) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try encodeOrNil(value, key) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try encodeOrNil(value, key) }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws { try encodeOrNil(value, key) }

    private mutating func encodeOrNil<T: Encodable>(_ value: T?, _ key: Key) throws {
        guard let value else { return set(.null, key) }
        set(try state.box(value, depth: depth), key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let child = KeyedNode()
        set(.keyed(child), key)
        return KeyedEncodingContainer(BinaryKeyedEncoding<NestedKey>(state: state, depth: state.elementDepth(depth), node: child))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = UnkeyedNode()
        set(.unkeyed(child), key)
        return BinaryUnkeyedEncoding(state: state, depth: state.elementDepth(depth), node: child)
    }

    mutating func superEncoder() -> any Encoder { superEncoder(named: "super") }
    mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key.stringValue) }

    private func superEncoder(named name: String) -> any Encoder {
        let child = BinaryValueEncoder(state: state, depth: depth)
        node.set(state.intern(name), .deferred(child))
        return child
    }
}

struct BinaryUnkeyedEncoding: UnkeyedEncodingContainer {
    let state: EncodingState
    /// Of the elements.
    let depth: Int
    let node: UnkeyedNode
    var codingPath: [any CodingKey] { [] }
    var count: Int { node.values.count }

    mutating func encodeNil() throws { node.values.append(.null) }
    mutating func encode(_ value: Bool) throws { node.values.append(.bool(value)) }
    mutating func encode(_ value: String) throws { node.values.append(.string(state.intern(value))) }
    mutating func encode(_ value: Double) throws { node.values.append(.double(value)) }
    mutating func encode(_ value: Float) throws { node.values.append(.float(value)) }
    mutating func encode(_ value: Int) throws { node.values.append(.int(Int64(value))) }
    mutating func encode(_ value: Int8) throws { node.values.append(.int(Int64(value))) }
    mutating func encode(_ value: Int16) throws { node.values.append(.int(Int64(value))) }
    mutating func encode(_ value: Int32) throws { node.values.append(.int(Int64(value))) }
    mutating func encode(_ value: Int64) throws { node.values.append(.int(value)) }
    mutating func encode(_ value: UInt) throws { node.values.append(.uint(UInt64(value))) }
    mutating func encode(_ value: UInt8) throws { node.values.append(.uint(UInt64(value))) }
    mutating func encode(_ value: UInt16) throws { node.values.append(.uint(UInt64(value))) }
    mutating func encode(_ value: UInt32) throws { node.values.append(.uint(UInt64(value))) }
    mutating func encode(_ value: UInt64) throws { node.values.append(.uint(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws { node.values.append(try state.box(value, depth: depth)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let child = KeyedNode()
        node.values.append(.keyed(child))
        return KeyedEncodingContainer(BinaryKeyedEncoding<NestedKey>(state: state, depth: state.elementDepth(depth), node: child))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let child = UnkeyedNode()
        node.values.append(.unkeyed(child))
        return BinaryUnkeyedEncoding(state: state, depth: state.elementDepth(depth), node: child)
    }

    mutating func superEncoder() -> any Encoder {
        let child = BinaryValueEncoder(state: state, depth: depth)
        node.values.append(.deferred(child))
        return child
    }
}
