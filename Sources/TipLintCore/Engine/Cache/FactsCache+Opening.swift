import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which folder the cache may use. The cache deletes old files in its folder and writes a
/// `.gitignore` holding `*` into it, so a folder it did not make must never be taken for one:
/// a repository can ship `.tiplint-cache` (or its `entries/`) as a link to a folder of the
/// user's, another user can plant one in a shared `TIPLINT_CACHE_DIR`, and `--cache-dir .`
/// names the project itself. The folder and its three subfolders are opened without following
/// a link (`CacheFolder`) and must be the user's own and writable by nobody else; the folder
/// must hold tiplint's `CACHEDIR.TAG`, or be empty (a new cache, which then gets one).
/// Anything else is refused with a warning that names the folder and why
/// (`refusalNotification`), and the run goes on without the cache.
extension FactsCache {
    /// The cache's folders, held open.
    struct Folders: Sendable {
        let root: CacheFolder
        let entries: CacheFolder
        let manifests: CacheFolder
        let results: CacheFolder
    }

    static let tagName = "CACHEDIR.TAG"
    static let tagText = """
        Signature: 8a477f597d28d172789f06886806bc55
        # This file is a cache directory tag created by tiplint.
        # For information about cache directory tags see https://bford.info/cachedir/

        """
    static let ignoreText = "# Written by tiplint: this folder is a cache.\n*\n"

    /// Opens the cache in `path` (absolute), making it when it is missing or empty. The folders
    /// above it are the user's choice and are made and followed as usual; the cache's own are not.
    static func openFolders(_ path: String) -> Result<Folders, CacheFolder.Refusal> {
        let url = URL(fileURLWithPath: path)
        let parentPath = url.deletingLastPathComponent().path
        try? FileManager.default.createDirectory(atPath: parentPath, withIntermediateDirectories: true)
        let parent = open(parentPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard parent >= 0 else {
            return .failure(CacheFolder.Refusal(path: path, reason: "cannot be made (\(CacheFolder.errorText(errno)))", isWarning: false))
        }
        defer { close(parent) }
        let root: CacheFolder
        switch CacheFolder.open(url.lastPathComponent, in: parent, path: path) {
        case .success(let folder): root = folder
        case .failure(let refusal): return .failure(refusal)
        }
        if let refusal = claim(root) { return .failure(refusal) }
        var opened: [CacheFolder] = []
        for name in ["entries", "manifests", "results"] {
            switch CacheFolder.open(name, in: root.descriptor, path: path + "/" + name) {
            case .success(let folder): opened.append(folder)
            case .failure(let refusal): return .failure(refusal)
            }
        }
        return .success(Folders(root: root, entries: opened[0], manifests: opened[1], results: opened[2]))
    }

    /// Nil when `root` is tiplint's cache (its `CACHEDIR.TAG` says so) or was empty and now is
    /// (tag and `.gitignore` written); else why it is refused. Temporary files of ours count as
    /// nothing: another run making the same new cache may be writing its tag.
    private static func claim(_ root: CacheFolder) -> CacheFolder.Refusal? {
        if let tag = root.read(tagName, limit: 4096) {
            guard isOurTag(tag) else {
                return CacheFolder.Refusal(path: root.path, reason: "holds another program's CACHEDIR.TAG",
                remedy: "name a new or empty folder with --cache-dir or TIPLINT_CACHE_DIR")
            }
        } else {
            // A listing that failed (no descriptor left) is not an empty folder.
            guard let names = root.names(), names.allSatisfy({ $0.hasPrefix(temporaryPrefix) }) else {
                return CacheFolder.Refusal(path: root.path, reason: "holds files tiplint did not write (no CACHEDIR.TAG of tiplint's)",
                    remedy: "name a new or empty folder with --cache-dir or TIPLINT_CACHE_DIR")
            }
            guard root.write(Data(tagText.utf8), to: tagName) else {
                return CacheFolder.Refusal(path: root.path, reason: "cannot be written", isWarning: false)
            }
        }
        if root.status(".gitignore") == nil { root.write(Data(ignoreText.utf8), to: ".gitignore") }
        return nil
    }

    /// Whether `tag` is a cache directory tag tiplint wrote (older versions wrote the same text).
    static func isOurTag(_ tag: Data) -> Bool {
        let text = String(decoding: tag, as: UTF8.self)
        return text.hasPrefix("Signature: 8a477f597d28d172789f06886806bc55") && text.contains("created by tiplint")
    }

    /// The warning a run shows when the cache was refused for a reason the user must act on.
    package var refusalNotification: ToolNotification? {
        guard let refusal, refusal.isWarning else { return nil }
        return ToolNotification(
            level: .warning, path: refusal.path,
            message: "cache not used: it \(refusal.reason); \(refusal.remedy)")
    }
}
