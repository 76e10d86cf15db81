import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's size and modification time, read with one `stat` call, without opening the file.
struct FileStamp: Hashable, Sendable {
    /// Bytes.
    var size: Int64
    /// Nanoseconds since 1970.
    var modified: Int64

    init(size: Int64, modified: Int64) {
        self.size = size
        self.modified = modified
    }

    /// Nil when the file cannot be stat'ed (missing, no permission).
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        self.init(size: Int64(info.st_size), modified: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }
}

/// What the last runs of one root saw, per file: its stamp when it was read, the hash of its
/// content, the cache key that content had, and whether an entry is stored under that key (a
/// file the prefilter skips has nothing to store). A record whose stamp still matches lets a
/// run skip reading the file.
///
/// Stored as text, one record per line: `size TAB modified TAB content TAB key TAB E|F TAB path`
/// (F: an entry is stored; E: the analysis produced nothing). A line that does not read back is
/// dropped, so a damaged manifest costs re-reading files, never a wrong result.
struct CacheManifest: Sendable {
    struct Record: Hashable, Sendable {
        var stamp: FileStamp
        var content: ContentHash
        var key: ContentHash
        /// False when the file's analysis produced nothing and no entry was written.
        var hasEntry: Bool
    }

    static let header = "tiplint-manifest 1\n"

    /// Absolute path → record.
    var records: [String: Record] = [:]

    init(records: [String: Record] = [:]) {
        self.records = records
    }

    /// An empty manifest when the file is missing or is not a manifest.
    init(contentsOf path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return }
        let text = String(decoding: data, as: UTF8.self)
        guard text.hasPrefix(Self.header) else { return }
        for line in text.dropFirst(Self.header.count).split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 5, omittingEmptySubsequences: false)
            guard fields.count == 6, let size = Int64(fields[0]), let modified = Int64(fields[1]),
                let content = ContentHash(hex: fields[2]), let key = ContentHash(hex: fields[3]),
                fields[4] == "E" || fields[4] == "F", fields[5].hasPrefix("/")
            else { continue }
            records[String(fields[5])] = Record(
                stamp: FileStamp(size: size, modified: modified), content: content, key: key, hasEntry: fields[4] == "F")
        }
    }

    /// The manifest's text, records sorted by path. Paths holding a tab or a line break are left out.
    var text: String {
        var text = Self.header
        for (path, record) in records.sorted(by: { $0.key < $1.key }) where !path.contains("\n") && !path.contains("\t") {
            text += "\(record.stamp.size)\t\(record.stamp.modified)\t\(record.content)\t\(record.key)\t\(record.hasEntry ? "F" : "E")\t\(path)\n"
        }
        return text
    }
}
