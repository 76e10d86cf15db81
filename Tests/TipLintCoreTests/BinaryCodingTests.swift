import Foundation
import Testing
@testable import TipLintCore
import TipLintRules

/// The facts cache's binary form (`BinaryCoding`) gives back exactly what it was given, and
/// takes any other bytes (cut short, forged, flipped, random) for an error, never a trap or a
/// huge allocation: the cache then counts a miss.
@Suite struct BinaryCodingTests {
    /// What the front ends made of every file of `Examples/`, as the cache stores it.
    static func exampleEntries() throws -> [FactsCache.Entry] {
        let root = FactsCacheTests.packageRoot
        let configuration = try Configuration.load(path: root + "/.lintconfig.yml", relativeTo: root, rules: allRules)
        let project = try Project(configuration: configuration, rules: allRules, inputs: ["Examples"], workingFolder: root, jobs: 1)
        return project.entries.compactMap { $0?.analysis }.map {
            FactsCache.Entry(facts: $0.facts, notifications: $0.notifications, snippets: $0.snippets, directives: $0.directives)
        }
    }

    @Test func everyExampleFileComesBackAsItWas() throws {
        let entries = try Self.exampleEntries()
        #expect(entries.contains { $0.facts.map { !$0.types.isEmpty } ?? false })
        #expect(entries.contains { !$0.snippets.isEmpty })
        for entry in entries {
            let payload = try #require(FactsCache.encoded(entry))
            let decoded = try #require(FactsCache.decoded(FactsCache.Entry.self, from: payload))
            #expect(decoded.facts == entry.facts)
            #expect(decoded.notifications == entry.notifications)
            #expect(String(describing: decoded.snippets) == String(describing: entry.snippets))
            #expect(decoded.directives == entry.directives)
            // What JSON, the former form, gives back too.
            let json = try JSONDecoder().decode(FactsCache.Entry.self, from: JSONEncoder().encode(entry))
            #expect(decoded.facts == json.facts)
        }
    }

    struct Leaves: Codable, Equatable {
        var text = "é\u{0}ü 😀"
        var empty = ""
        var numbers: [Int] = [0, -1, 1, Int.min, Int.max, 300]
        var small: [Int8] = [-128, 127]
        var unsigned: [UInt64] = [0, UInt64.max]
        var real = -0.5
        var single: Float = 3.25
        var flags = [true, false]
        var missing: String?
        var present: Int? = 7
        var nested: [[String: Int]] = [["b": 2, "a": 1], [:]]
        var byNumber: [Int: String] = [3: "three", -1: "minus one"]
        var optionals: [String?] = [nil, "x", nil]
        var choice: Choice = .pair(1, label: "one")
        var choices: [Choice] = [.none, .pair(2, label: ""), .single("s")]

        enum Choice: Codable, Equatable {
            case none
            case pair(Int, label: String)
            case single(String)
        }
    }

    @Test func everyKindOfValueComesBack() throws {
        let value = Leaves()
        let payload = try BinaryCoding.encode(value)
        #expect(try BinaryCoding.decode(Leaves.self, from: payload) == value)
        // Smaller than JSON: names are written once.
        #expect(payload.count < (try JSONEncoder().encode(value)).count)
    }

    @Test func integersOutOfTheirTypesRangeAreErrors() throws {
        #expect(throws: (any Error).self) { try BinaryCoding.decode(Int8.self, from: BinaryCoding.encode(300)) }
        #expect(throws: (any Error).self) { try BinaryCoding.decode(UInt.self, from: BinaryCoding.encode(-1)) }
        #expect(throws: (any Error).self) { try BinaryCoding.decode(String.self, from: BinaryCoding.encode(1)) }
        #expect(try BinaryCoding.decode(UInt8.self, from: BinaryCoding.encode(200)) == 200)
    }

    /// Every cut of a real entry is refused: the value must end where the bytes do.
    @Test func aTruncatedPayloadIsAnError() throws {
        for entry in try Self.exampleEntries().prefix(6) {
            let payload = try #require(FactsCache.encoded(entry))
            let step = max(1, payload.count / 200)
            for length in stride(from: 0, to: payload.count, by: step) {
                #expect(FactsCache.decoded(FactsCache.Entry.self, from: payload.prefix(length)) == nil, "cut at \(length)")
            }
            #expect(FactsCache.decoded(FactsCache.Entry.self, from: payload + Data([0])) == nil)
        }
    }

    static func varint(_ value: UInt64) -> [UInt8] {
        var bytes: [UInt8] = []
        BinaryCoding.appendVarint(value, to: &bytes)
        return bytes
    }

    /// Counts and lengths far beyond the bytes there are fail before anything is allocated.
    @Test func forgedCountsFailWithoutAllocating() throws {
        let huge = Self.varint(1 << 60)
        let tag = { (tag: BinaryCoding.Tag) in tag.rawValue }
        let payloads: [[UInt8]] = [
            // A string table of 2^60 strings.
            [BinaryCoding.version] + huge,
            // A string of 2^60 bytes.
            [BinaryCoding.version, 1] + huge + [0x61],
            // An array of 2^60 elements in 3 bytes.
            [BinaryCoding.version, 0, tag(.unkeyed), 10] + huge + [0, 0],
            // An array whose length passes the end.
            [BinaryCoding.version, 0, tag(.unkeyed)] + huge + [1, 0],
            // A keyed container of 2^60 pairs, a pair naming a string that is not there.
            [BinaryCoding.version, 0, tag(.keyed), 10] + huge + [0, 0],
            [BinaryCoding.version, 0, tag(.keyed), 3, 1, 5, 0],
            // A varint of eleven bytes, an unknown tag.
            [BinaryCoding.version, 0, tag(.int)] + [UInt8](repeating: 0xFF, count: 10) + [1],
            [BinaryCoding.version, 0, 0xEE],
            // Another version.
            [BinaryCoding.version &+ 1, 0, tag(.null)],
            [],
        ]
        for payload in payloads {
            #expect(throws: (any Error).self) { try BinaryCoding.decode([String].self, from: Data(payload)) }
            #expect(FactsCache.decoded(FactsCache.Entry.self, from: Data(payload)) == nil)
        }
    }

    indirect enum Tree: Codable, Equatable {
        case leaf
        case node([Tree])
    }

    /// A value nested deeper than `maximumDepth` is refused when written and when read, without
    /// recursing to the end of the stack.
    @Test func nestingIsBounded() throws {
        var deep = Tree.leaf
        for _ in 0..<40 { deep = .node([deep]) }
        #expect(try BinaryCoding.decode(Tree.self, from: BinaryCoding.encode(deep)) == deep)
        for _ in 0..<200 { deep = .node([deep]) }
        #expect(throws: (any Error).self) { try BinaryCoding.encode(deep) }
        // Forged: a hundred thousand arrays, one inside the other, the innermost empty.
        let innermost: [UInt8] = [BinaryCoding.Tag.unkeyed.rawValue, 1, 0]
        var headers: [[UInt8]] = []
        var size = innermost.count
        for _ in 0..<100_000 {
            let header = [BinaryCoding.Tag.unkeyed.rawValue] + Self.varint(UInt64(1 + size)) + [1]
            headers.append(header)
            size += header.count
        }
        let payload = [BinaryCoding.version, 0] + headers.reversed().joined() + innermost
        #expect(throws: (any Error).self) { try BinaryCoding.decode(Tree.self, from: Data(payload)) }
    }

    /// Flipped bits and random bytes give an error or some value, never a trap; in the cache the
    /// seal (the payload's hash) refuses them.
    @Test func flippedBitsAndRandomBytesNeverTrap() throws {
        var generator = SystemRandomNumberGenerator()
        for entry in try Self.exampleEntries().prefix(4) {
            let payload = try #require(FactsCache.encoded(entry))
            for _ in 0..<300 {
                var damaged = payload
                let position = Int.random(in: 0..<damaged.count, using: &generator)
                damaged[position] ^= 1 << UInt8.random(in: 0..<8, using: &generator)
                _ = FactsCache.decoded(FactsCache.Entry.self, from: damaged)
            }
        }
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0..<64, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            _ = FactsCache.decoded(FactsCache.Entry.self, from: Data([BinaryCoding.version] + bytes))
        }
    }

    @Test func aFlippedBitInAStoredEntryIsAMiss() throws {
        let cacheFolder = FactsCacheTests.temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: cacheFolder) }
        let cache = FactsCache(folder: cacheFolder, configuration: Configuration(rules: allRules, root: "/project"))
        let entry = try #require(try Self.exampleEntries().first { $0.facts != nil })
        let key = ContentHash("a file")
        cache.write(entry, key: key, sourceSize: 1 << 20)
        #expect(cache.read(key: key, sourceSize: 1 << 20)?.facts == entry.facts)
        let path = cacheFolder + "/entries/" + key.description
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        bytes[bytes.count - 5] ^= 0x10
        try bytes.write(to: URL(fileURLWithPath: path))
        #expect(cache.read(key: key, sourceSize: 1 << 20) == nil)
    }
}
