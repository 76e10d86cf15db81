import Foundation

/// Keeps the cache folder bounded. At most once a day (the `last-prune` file's time says when
/// it last ran) a run deletes: manifests not written or renewed for `manifestLifetime` (roots
/// nobody lints any more); entries that no remaining manifest refers to and that are older than
/// `entryLifetime` (old versions of files, other settings, other tiplint builds); stored run
/// results not written for `manifestLifetime` (one per root and list of inputs; a run served
/// from one does not rewrite it, so a result can go and cost one run file by file); temporary
/// files left by killed runs. The folder thus holds the entries of the roots in use plus at
/// most a week of churn.
extension FactsCache {
    static let pruneInterval: TimeInterval = 24 * 3600
    static let entryLifetime: TimeInterval = 7 * 24 * 3600
    static let manifestLifetime: TimeInterval = 30 * 24 * 3600
    static let temporaryLifetime: TimeInterval = 3600

    func pruneIfDue(now: Date = Date()) {
        let stampPath = folder + "/last-prune"
        if let last = Self.modificationDate(stampPath), now.timeIntervalSince(last) < Self.pruneInterval { return }
        Self.writeAtomically(Data("tiplint prunes this cache when this file is a day old\n".utf8), to: stampPath)
        prune(now: now)
    }

    /// Deletes what the type's comment says, judged at `now`.
    func prune(now: Date) {
        let files = FileManager.default
        let manifests = folder + "/manifests"
        var referenced = Set<String>()
        for name in (try? files.contentsOfDirectory(atPath: manifests)) ?? [] {
            let path = manifests + "/" + name
            let age = Self.modificationDate(path).map { now.timeIntervalSince($0) } ?? 0
            if name.hasPrefix(Self.temporaryPrefix) ? age > Self.temporaryLifetime : age > Self.manifestLifetime {
                try? files.removeItem(atPath: path)
            } else if !name.hasPrefix(Self.temporaryPrefix) {
                for record in CacheManifest(contentsOf: path).records.values where record.hasEntry {
                    referenced.insert(record.key.description)
                }
            }
        }
        let results = folder + "/results"
        for name in (try? files.contentsOfDirectory(atPath: results)) ?? [] {
            guard let modified = Self.modificationDate(results + "/" + name) else { continue }
            let lifetime = name.hasPrefix(Self.temporaryPrefix) ? Self.temporaryLifetime : Self.manifestLifetime
            if now.timeIntervalSince(modified) > lifetime { try? files.removeItem(atPath: results + "/" + name) }
        }
        for name in (try? files.contentsOfDirectory(atPath: entriesFolder)) ?? [] where !referenced.contains(name) {
            let path = entriesFolder + "/" + name
            guard let modified = Self.modificationDate(path) else { continue }
            let lifetime = name.hasPrefix(Self.temporaryPrefix) ? Self.temporaryLifetime : Self.entryLifetime
            if now.timeIntervalSince(modified) > lifetime { try? files.removeItem(atPath: path) }
        }
    }

    static func modificationDate(_ path: String) -> Date? {
        FileStamp(path: path).map { Date(timeIntervalSince1970: Double($0.modified) / 1e9) }
    }
}
