import Foundation

/// A 32-bit hash of an identifier's bytes, the same wherever the bytes lie (a file being lexed,
/// a name in a `NameTable`). Never 0, which marks an empty slot. Eight bytes a step, then the
/// tail; well mixed, so that its low bits index a table. A collision between two names only ever
/// costs a comparison, or a file lexed for nothing (`IdentifierHashes`), never a wrong answer.
enum IdentifierHash {
    /// The hash of the `count` bytes at `base`.
    @inline(__always)
    static func of(_ base: UnsafeRawPointer, _ count: Int) -> UInt32 {
        var hash = 0x9E37_79B9_7F4A_7C15 &* UInt64(truncatingIfNeeded: count &+ 1)
        var offset = 0
        while offset &+ 8 <= count {
            hash = mix(hash ^ base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset &+= 8
        }
        if offset < count {
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while offset < count {
                tail |= UInt64(base.load(fromByteOffset: offset, as: UInt8.self)) << shift
                shift &+= 8
                offset &+= 1
            }
            hash = mix(hash ^ tail)
        }
        hash = mix(hash)
        let folded = UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
        return folded == 0 ? 1 : folded
    }

    /// The hash of `bytes[start..<end]` (`start < end`).
    @inline(__always)
    static func of(_ bytes: UnsafeRawBufferPointer, _ start: Int, _ end: Int) -> UInt32 {
        of(bytes.baseAddress.unsafelyUnwrapped + start, end &- start)
    }

    @inline(__always)
    private static func mix(_ value: UInt64) -> UInt64 {
        var value = value &* 0xBF58_476D_1CE4_E5B9
        value ^= value >> 31
        return value &* 0x94D0_49BB_1331_11EB
    }
}

/// A fixed set of names (an identifier's bytes each), each with a value, looked up among a
/// file's identifiers at lexing speed: the names' bytes lie one after another in one array, and
/// an open-addressing table of 32-bit words holds each name's hash, place, length and value, so
/// that a lookup hashes the identifier (`IdentifierHash`), probes a slot or two and compares a
/// candidate of the same hash and length with `memcmp`: no allocation, retain or release per
/// identifier (the dictionary of arrays it replaces retained one per identifier, an eighth of a
/// cold run). Empty names are left out; a name given twice keeps its first value.
struct NameTable: Sendable {
    /// The names' bytes, one after another.
    private let text: [UInt8]
    /// Four words a slot: hash, offset in `text`, length (0: an empty slot), value. A power of
    /// two of slots, at most half of them used.
    private let slots: [UInt32]
    let count: Int

    init(_ names: [(name: [UInt8], value: UInt32)]) {
        var capacity = 8
        while capacity < names.count * 2 { capacity *= 2 }
        var text: [UInt8] = []
        var slots = [UInt32](repeating: 0, count: capacity * 4)
        var count = 0
        for (name, value) in names where !name.isEmpty {
            let hash = name.withUnsafeBytes { IdentifierHash.of($0.baseAddress.unsafelyUnwrapped, $0.count) }
            var slot = Int(hash) & (capacity - 1)
            var known = false
            while slots[slot * 4 + 2] != 0 {
                let offset = Int(slots[slot * 4 + 1]), length = Int(slots[slot * 4 + 2])
                if slots[slot * 4] == hash, text[offset..<(offset + length)].elementsEqual(name) {
                    known = true
                    break
                }
                slot = (slot + 1) & (capacity - 1)
            }
            guard !known else { continue }
            slots[slot * 4] = hash
            slots[slot * 4 + 1] = UInt32(text.count)
            slots[slot * 4 + 2] = UInt32(name.count)
            slots[slot * 4 + 3] = value
            text += name
            count += 1
        }
        self.text = text
        self.slots = slots
        self.count = count
    }

    var isEmpty: Bool { count == 0 }

    /// Calls `body` with the table pinned for lookups: once per file, not per identifier.
    func withLookup<Result>(_ body: (Lookup) throws -> Result) rethrows -> Result {
        try text.withUnsafeBufferPointer { text in
            try slots.withUnsafeBufferPointer { slots in
                try body(Lookup(text: text, slots: slots, mask: slots.count / 4 - 1))
            }
        }
    }

    /// The table, pinned (see `withLookup`).
    struct Lookup {
        let text: UnsafeBufferPointer<UInt8>
        let slots: UnsafeBufferPointer<UInt32>
        let mask: Int

        /// The value of the name `bytes[start..<end]` is, if it is one (`start < end`).
        @inline(__always)
        func value(of bytes: UnsafeRawBufferPointer, _ start: Int, _ end: Int) -> UInt32? {
            value(of: bytes, start, end, hash: IdentifierHash.of(bytes, start, end))
        }

        /// The same, the identifier's `IdentifierHash` given.
        @inline(__always)
        func value(of bytes: UnsafeRawBufferPointer, _ start: Int, _ end: Int, hash: UInt32) -> UInt32? {
            let length = UInt32(truncatingIfNeeded: end &- start)
            var slot = Int(hash) & mask
            while true {
                let base = slot &* 4
                let stored = slots[base &+ 2]
                if stored == 0 { return nil }
                if slots[base] == hash, stored == length,
                    memcmp(text.baseAddress.unsafelyUnwrapped + Int(slots[base &+ 1]), bytes.baseAddress.unsafelyUnwrapped + start, Int(length)) == 0
                {
                    return slots[base &+ 3]
                }
                slot = (slot &+ 1) & mask
            }
        }

        /// Calls `body` with the value of every name whose hash is `hash` (usually none, at most
        /// a few), until it returns true; returns whether it did.
        @inline(__always)
        func anyValue(withHash hash: UInt32, _ body: (UInt32) -> Bool) -> Bool {
            var slot = Int(hash) & mask
            while true {
                let base = slot &* 4
                if slots[base &+ 2] == 0 { return false }
                if slots[base] == hash, body(slots[base &+ 3]) { return true }
                slot = (slot &+ 1) & mask
            }
        }
    }
}

/// The distinct `IdentifierHash`es of the code identifiers of a file the prefilter skipped, in
/// no order: what the context pass needs to tell, without reading and lexing the file again,
/// that none of the context names occurs in it (`ContextNames.mayOccur`). A name's hash among
/// them sends the file to be read and lexed, which decides; its absence is proof. Four bytes a
/// distinct identifier: a few hundred bytes for a file of several kilobytes.
struct IdentifierHashes: Sendable, Equatable {
    let hashes: [UInt32]

    /// Collects hashes, each kept once, in a table it allocates itself (`finish` frees it).
    struct Builder {
        private var table: UnsafeMutablePointer<UInt32>
        private var capacity: Int
        private var count = 0

        init() {
            capacity = 256
            table = .allocate(capacity: capacity)
            table.initialize(repeating: 0, count: capacity)
        }

        @inline(__always)
        mutating func insert(_ hash: UInt32) {
            var slot = Int(hash) & (capacity &- 1)
            while true {
                let held = table[slot]
                if held == hash { return }
                if held == 0 { break }
                slot = (slot &+ 1) & (capacity &- 1)
            }
            table[slot] = hash
            count &+= 1
            if count &* 2 > capacity { grow() }
        }

        private mutating func grow() {
            let old = table, oldCapacity = capacity
            capacity *= 2
            table = .allocate(capacity: capacity)
            table.initialize(repeating: 0, count: capacity)
            count = 0
            for index in 0..<oldCapacity where old[index] != 0 { insert(old[index]) }
            old.deallocate()
        }

        /// The hashes collected; frees the table.
        consuming func finish() -> IdentifierHashes {
            let hashes = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
                var next = 0
                for index in 0..<capacity where table[index] != 0 {
                    buffer[next] = table[index]
                    next += 1
                }
                initialized = next
            }
            table.deallocate()
            return IdentifierHashes(hashes: hashes)
        }

        /// Frees the table without a result.
        consuming func discard() { table.deallocate() }
    }
}
