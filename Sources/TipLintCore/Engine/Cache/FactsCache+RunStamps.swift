import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a stored run result's key was made of, file by file, kept at the head of the stored
/// result (`FactsCache+Results`): the next run over the same files compares each file's `stat`
/// with its record, in order, instead of looking paths up in the manifest and formatting keys.
///
/// Records are in the run's order of files and apply only to a run whose files are the same
/// (`identity`: the hash of every file's paths, project, kind and role), so a file added,
/// removed or renamed makes every record unused (the run then takes the manifest's). A record
/// whose size, modification time or inode differs from the file's is not used for that file:
/// it is read and hashed (`FactsCache.currentContent`).
///
/// Layout, little-endian: `identity` (low, high: 16 bytes), the count of records (8 bytes), then
/// per record its size, modification time (ns; -1: not trusted, see `FactsCache.trusted`),
/// inode, content hash (low, high): 40 bytes. A block that does not fit the bytes is no block.
struct RunStamps: Equatable, Sendable {
    struct Record: Equatable, Sendable {
        var stamp: FileStamp
        var inode: UInt64
        /// Of the bytes the key was made from; zero for a file too large to read (its size is what counts).
        var content: ContentHash
    }

    var identity: ContentHash
    var records: [Record]

    static let recordSize = 40
    static let headerSize = 24

    /// The hash that says whether records line up with `files`: each file's role in the run
    /// (a target or context), kind, project and paths, in order. Paths hold no NUL byte.
    static func identity(of files: [(file: SourceFile, isTarget: Bool)]) -> ContentHash {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(files.count * 160)
        func add(_ part: String) {
            bytes.append(0)
            // One copy of the contiguous bytes, not a generic walk of the UTF-8 view.
            var part = part
            part.withUTF8 { bytes.append(contentsOf: $0) }
        }
        for (file, isTarget) in files {
            bytes.append(isTarget ? 1 : 0)
            add(file.kind.rawValue)
            add(file.project)
            add(file.displayPath)
            add(file.rootRelativePath)
            add(file.absolutePath)
            bytes.append(0x0A)
        }
        return bytes.withUnsafeBytes { ContentHash(bytes: $0) }
    }

    /// The block's bytes, appended to `data`.
    func append(to data: inout Data) {
        var bytes: [UInt64] = [identity.low, identity.high, UInt64(records.count)]
        bytes.reserveCapacity(3 + 5 * records.count)
        for record in records {
            bytes += [
                UInt64(bitPattern: record.stamp.size), UInt64(bitPattern: record.stamp.modified), record.inode,
                record.content.low, record.content.high,
            ]
        }
        bytes.map(\.littleEndian).withUnsafeBytes { data.append(contentsOf: $0) }
    }

    /// The block at the start of `bytes` and its length; nil when the bytes are too short for it.
    static func read(_ bytes: UnsafeRawBufferPointer) -> (RunStamps, length: Int)? {
        guard bytes.count >= headerSize else { return nil }
        func word(_ offset: Int) -> UInt64 { UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
        let count = word(16)
        guard count <= UInt64((bytes.count - headerSize) / recordSize) else { return nil }
        var records: [Record] = []
        records.reserveCapacity(Int(count))
        var offset = headerSize
        for _ in 0..<Int(count) {
            records.append(Record(
                stamp: FileStamp(size: Int64(bitPattern: word(offset)), modified: Int64(bitPattern: word(offset + 8))),
                inode: word(offset + 16), content: ContentHash(low: word(offset + 24), high: word(offset + 32))))
            offset += recordSize
        }
        return (RunStamps(identity: ContentHash(low: word(0), high: word(8)), records: records), offset)
    }
}

/// A value made on first use, once, whichever thread asks first (the others wait for it).
final class OnDemand<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var made: Value?
    private let make: () -> Value

    init(_ make: @escaping () -> Value) {
        self.make = make
    }

    var value: Value {
        lock.withLock {
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }
}
