import Foundation

/// Keeps the cache folder bounded, by age and by size.
///
/// At most once a day (the `last-prune` file's time says when it last ran) a run deletes:
/// manifests not written or renewed for `manifestLifetime` (roots nobody lints any more);
/// entries that no remaining manifest refers to and that are older than `entryLifetime` (old
/// versions of files, other settings, other tiplint builds); stored run results not written for
/// `manifestLifetime` (one per root and list of inputs; a run served from one does not rewrite
/// it, so a result can go and cost one run file by file); temporary files left by killed runs.
///
/// Age alone does not bound the folder: entries are some 15 times their source, and a day of
/// edits to one file leaves one entry per save. So a run that wrote an entry or a result also
/// adds up the folder's files and, past `sizeLimit`, deletes the oldest (by modification time)
/// until a tenth below it, so that the next runs do not delete again at once.
///
/// Only regular files whose names the cache writes (`isOwnName`) are deleted, one by one,
/// relative to their folder's descriptor (`CacheFolder.remove`): never a folder, never through a
/// link, never anything recursively.
extension FactsCache {
    static let pruneInterval: TimeInterval = 24 * 3600
    static let entryLifetime: TimeInterval = 7 * 24 * 3600
    static let manifestLifetime: TimeInterval = 30 * 24 * 3600
    static let temporaryLifetime: TimeInterval = 3600
    /// 200 MB; `--cache-max-size` changes it.
    package static let defaultSizeLimit: Int64 = 200 << 20
    static let pruneStampName = "last-prune"

    /// Whether the cache writes files named `name` in its subfolders: a content hash (entries,
    /// manifests, results), or a temporary file.
    static func isOwnName(_ name: String) -> Bool {
        isTemporary(name) || ContentHash(hex: name)?.description == name
    }

    static func isTemporary(_ name: String) -> Bool { name.hasPrefix(temporaryPrefix) }

    func pruneIfDue(_ folders: Folders, now: Date = Date()) {
        if let last = folders.root.modified(Self.pruneStampName), now.timeIntervalSince(last) < Self.pruneInterval { return }
        folders.root.write(Data("tiplint prunes this cache when this file is a day old\n".utf8), to: Self.pruneStampName)
        prune(folders, now: now)
    }

    /// Deletes what the type's comment says, judged at `now`.
    func prune(now: Date) {
        if let folders { prune(folders, now: now) }
    }

    private func prune(_ folders: Folders, now: Date) {
        var referenced = Set<String>()
        for name in folders.manifests.names() ?? [] where Self.isOwnName(name) {
            guard let modified = folders.manifests.modified(name) else { continue }
            let age = now.timeIntervalSince(modified)
            if Self.isTemporary(name) ? age > Self.temporaryLifetime : age > Self.manifestLifetime {
                folders.manifests.remove(name)
            } else if !Self.isTemporary(name) {
                let manifest = CacheManifest(data: folders.manifests.read(name, limit: Self.manifestLimit))
                for record in manifest.records.values where record.hasEntry { referenced.insert(record.key.description) }
            }
        }
        removeOld(in: folders.results, lifetime: Self.manifestLifetime, keeping: [], now: now)
        removeOld(in: folders.entries, lifetime: Self.entryLifetime, keeping: referenced, now: now)
    }

    /// Deletes the files of `folder` older than `lifetime` (temporary files: `temporaryLifetime`)
    /// whose names are the cache's and not in `keeping`.
    private func removeOld(in folder: CacheFolder, lifetime: TimeInterval, keeping: Set<String>, now: Date) {
        for name in folder.names() ?? [] where Self.isOwnName(name) && !keeping.contains(name) {
            guard let modified = folder.modified(name) else { continue }
            if now.timeIntervalSince(modified) > (Self.isTemporary(name) ? Self.temporaryLifetime : lifetime) { folder.remove(name) }
        }
    }

    /// When the cache's files add up to more than `sizeLimit` bytes, deletes the oldest until
    /// they are a tenth below it. This run's manifest is kept.
    func limitSize(_ folders: Folders) {
        var files: [(folder: CacheFolder, name: String, size: Int64, modified: Date)] = []
        var total: Int64 = 0
        for folder in [folders.entries, folders.results, folders.manifests] {
            for name in folder.names() ?? [] where Self.isOwnName(name) {
                guard let file = folder.regularFile(name) else { continue }
                total += file.size
                if folder === folders.manifests, name == manifestName { continue }
                files.append((folder, name, file.size, file.modified))
            }
        }
        guard total > sizeLimit else { return }
        let target = sizeLimit - sizeLimit / 10
        for file in files.sorted(by: { $0.modified < $1.modified }) {
            guard total > target else { break }
            file.folder.remove(file.name)
            total -= file.size
        }
    }
}
