import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's size and modification time, read with one `stat` call, without opening the file.
package struct FileStamp: Hashable, Sendable {
    /// Bytes.
    package var size: Int64
    /// Nanoseconds since 1970, wrapped to 64 bits: a file dated after 2262 (tar keeps any time)
    /// must not trap, and distinct times stay distinct. Never `untrustedTime`.
    package var modified: Int64

    /// The modification time recorded for a file read too soon after it changed
    /// (`FactsCache.trusted`): no `stat` result maps to it, so such a record never matches.
    package static let untrustedTime = Int64.min

    package init(size: Int64, modified: Int64) {
        self.size = size
        self.modified = modified
    }

    /// Nil when the file cannot be stat'ed (missing, no permission).
    package init?(path: String) {
        guard let (stamp, _) = Self.stampAndInode(of: path) else { return nil }
        self = stamp
    }

    /// A file's stamp and inode from one `stat` (links followed, as reading the file does); nil
    /// when it cannot be stat'ed. Modification time in nanoseconds.
    static func stampAndInode(of path: String) -> (stamp: FileStamp, inode: UInt64)? {
        guard let taken = Taken(path: path) else { return nil }
        return (taken.stamp, taken.inode)
    }

    /// A file's stamp and inode as one `stat` answer gave them: a folder walk's `fstatat` of a
    /// regular file hands them to the run's stamps check (`FactsCache.resultSlot`), which then
    /// need not `stat` the file again by its path.
    package struct Taken: Hashable, Sendable {
        package var stamp: FileStamp
        package var inode: UInt64

        init(stamp: FileStamp, inode: UInt64) {
            self.stamp = stamp
            self.inode = inode
        }

        /// From one `stat` of `path` (links followed, as reading the file does); nil when it
        /// cannot be stat'ed.
        init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            self.init(info)
        }

        /// From a `stat`/`lstat`/`fstatat` answer. Modification time in nanoseconds.
        init(_ info: stat) {
            #if canImport(Darwin)
            let time = info.st_mtimespec
            #else
            let time = info.st_mtim
            #endif
            let nanoseconds = Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
            let modified = nanoseconds == untrustedTime ? nanoseconds &+ 1 : nanoseconds
            self.init(stamp: FileStamp(size: Int64(info.st_size), modified: modified), inode: UInt64(info.st_ino))
        }
    }
}

/// What the last runs of one root saw, per file: its stamp when it was read, the hash of its
/// content, the cache key that content had, and whether an entry is stored under that key (a
/// file the prefilter skips has nothing to store). A record whose stamp still matches lets a
/// run skip reading the file.
///
/// Stored as text, one record per line: `size TAB modified TAB content TAB key TAB E|F TAB
/// scanned TAB path` (F: an entry is stored; E: the analysis produced nothing; scanned: the
/// fingerprint of `scannedFor`, or `-`). A line that does not read back is dropped, so a damaged
/// manifest costs re-reading files, never a wrong result.
struct CacheManifest: Sendable {
    struct Record: Hashable, Sendable {
        var stamp: FileStamp
        var content: ContentHash
        var key: ContentHash
        /// False when the file's analysis produced nothing and no entry was written.
        var hasEntry: Bool
        /// The context names (`ContextNames.fingerprint`) a scan of this content found none of:
        /// while the content and the names stay the same, the second pass need not read the file.
        var scannedFor: ContentHash? = nil
    }

    static let header = "tiplint-manifest 2\n"

    /// Absolute path → record.
    var records: [String: Record] = [:]

    init(records: [String: Record] = [:]) {
        self.records = records
    }

    /// The manifest in `data` (a manifest file's bytes); empty when there are none (the file is
    /// missing, too large or not a regular file of ours: see `CacheFolder.read`) or they are not
    /// a manifest.
    init(data: Data?) {
        guard let data else { return }
        data.withUnsafeBytes { bytes in
            let header = Array(Self.header.utf8)
            guard bytes.count >= header.count, zip(bytes, header).allSatisfy({ $0 == $1 }) else { return }
            var start = header.count
            records.reserveCapacity(bytes.count / 120)
            // Read from the bytes, not through `String.split`: a warm run over thousands of
            // files reads one record per file, and this is most of what such a run does.
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                if let (path, record) = Self.record(bytes, start, end) { records[path] = record }
                start = end + 1
            }
        }
    }

    /// The record on the line `bytes[start..<end]`, nil when the line does not read back.
    private static func record(_ bytes: UnsafeRawBufferPointer, _ start: Int, _ end: Int) -> (String, Record)? {
        var fields: [Range<Int>] = []
        var fieldStart = start
        for index in start..<end where bytes[index] == 0x09 && fields.count < 6 {
            fields.append(fieldStart..<index)
            fieldStart = index + 1
        }
        fields.append(fieldStart..<end)
        let noScan = fields.count == 7 && fields[5].count == 1 && bytes[fields[5].lowerBound] == UInt8(ascii: "-")
        let scanned = fields.count == 7 && !noScan ? hash(bytes, fields[5]) : nil
        guard fields.count == 7, let size = integer(bytes, fields[0]), let modified = integer(bytes, fields[1]),
            let content = hash(bytes, fields[2]), let key = hash(bytes, fields[3]), fields[4].count == 1,
            bytes[fields[4].lowerBound] == UInt8(ascii: "E") || bytes[fields[4].lowerBound] == UInt8(ascii: "F"),
            noScan || scanned != nil, !fields[6].isEmpty, bytes[fields[6].lowerBound] == UInt8(ascii: "/")
        else { return nil }
        let path = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[fields[6]]), as: UTF8.self)
        let record = Record(
            stamp: FileStamp(size: size, modified: modified), content: content, key: key,
            hasEntry: bytes[fields[4].lowerBound] == UInt8(ascii: "F"), scannedFor: scanned)
        return (path, record)
    }

    /// A decimal integer, optionally negative (a time not trusted is -1).
    private static func integer(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> Int64? {
        var index = range.lowerBound
        let negative = index < range.upperBound && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard index < range.upperBound else { return nil }
        var value: Int64 = 0
        while index < range.upperBound {
            let digit = bytes[index] &- UInt8(ascii: "0")
            let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
            guard digit < 10, !overflow else { return nil }
            // A negative number is built below zero, so `Int64.min` (the untrusted time) reads back.
            let (sum, overflowAgain) = negative ? times10.subtractingReportingOverflow(Int64(digit)) : times10.addingReportingOverflow(Int64(digit))
            guard !overflowAgain else { return nil }
            value = sum
            index += 1
        }
        return value
    }

    /// `ContentHash.description`'s form: 32 lower-case hexadecimal digits.
    private static func hash(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> ContentHash? {
        guard range.count == 32 else { return nil }
        var halves: [UInt64] = [0, 0]
        for (offset, index) in range.enumerated() {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            default: return nil
            }
            halves[offset / 16] = halves[offset / 16] << 4 | UInt64(digit)
        }
        return ContentHash(low: halves[1], high: halves[0])
    }

    /// The manifest's text, records sorted by path. Paths holding a tab or a line break are left out.
    var text: String {
        var text = Self.header
        for (path, record) in records.sorted(by: { $0.key < $1.key }) where !path.contains("\n") && !path.contains("\t") {
            text += "\(record.stamp.size)\t\(record.stamp.modified)\t\(record.content)\t\(record.key)\t\(record.hasEntry ? "F" : "E")\t"
                + "\(record.scannedFor?.description ?? "-")\t\(path)\n"
        }
        return text
    }
}
