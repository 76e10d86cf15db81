import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A random secret of the user's, kept outside every cache folder (`~/.cache/tiplint-key/key`)
/// and mixed into the settings part of every cache key (`FactsCache.settings`): entry names,
/// manifest records' keys and stored results' keys then depend on it. A cache folder written
/// under another secret (one a repository ships, one restored from another machine, branch or
/// fork without the secret) matches nothing and is only analysed over and rewritten, so its
/// entries and results cannot hide findings. It does not help against someone who can write a
/// cache this secret wrote: the seals are unkeyed hashes (see README, "Trust").
package enum CacheSecret {
    static let fileName = "key"

    /// Where the secret is kept: `TIPLINT_CACHE_KEY_DIR`, else `tiplint-key` in the user's cache
    /// folder (`XDG_CACHE_HOME`, `~/.cache`; `~/Library/Caches` on macOS); nil without a home.
    package static func defaultFolder(environment: [String: String]) -> String? {
        if let folder = environment["TIPLINT_CACHE_KEY_DIR"], folder.hasPrefix("/") { return folder }
        #if canImport(Darwin)
        let caches = environment["HOME"].map { $0 + "/Library/Caches" }
        #else
        let xdg = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        let caches = xdg ?? environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 + "/.cache" : nil }
        #endif
        return caches.map { URL(fileURLWithPath: $0).appendingPathComponent("tiplint-key").path }
    }

    /// The secret kept in `folder` (absolute), made the first time; nil when it cannot be read
    /// or made (no home, a read-only one, a folder that is a link or not the user's: see
    /// `CacheFolder`); `LintSession` then uses no cache at all, with a warning.
    package static func load(folder: String) -> ContentHash? {
        let url = URL(fileURLWithPath: folder)
        let parentPath = url.deletingLastPathComponent().path
        // The user's cache folder (`~/.cache`) may be made, never the folders above it: a HOME
        // that does not exist is not created (as root, HOME=/nonexistent made /nonexistent).
        _ = mkdir(parentPath, 0o755)
        let parent = open(parentPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard parent >= 0 else { return nil }
        defer { close(parent) }
        guard case .success(let keys) = CacheFolder.open(url.lastPathComponent, in: parent, path: folder) else { return nil }
        if let secret = read(keys) { return secret }
        var random = SystemRandomNumberGenerator()
        let fresh = ContentHash(low: random.next(), high: random.next())
        // Another run may make one at the same moment: the first on disk is everyone's.
        keys.write(Data("\(fresh)\n".utf8), to: fileName, mode: 0o600, replacing: false)
        return read(keys)
    }

    private static func read(_ keys: CacheFolder) -> ContentHash? {
        guard let data = keys.read(fileName, limit: 64) else { return nil }
        return ContentHash(hex: String(decoding: data.prefix(32), as: UTF8.self))
    }
}
