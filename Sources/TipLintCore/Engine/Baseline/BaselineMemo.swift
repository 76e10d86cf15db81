import Foundation

/// The baselines configurations' `baseline` keys name, each read again only when its file's
/// size or modification time changes: the language server lints on every keystroke, and a
/// baseline of a large project is thousands of entries. Safe to use from several threads.
package final class BaselineMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var read: [String: (stamp: FileStamp, baseline: Baseline)] = [:]

    package init() {}

    /// What `Baseline.load(keyOf:)` gives, and throws, for `configuration`.
    package func baseline(keyOf configuration: Configuration) throws -> Baseline? {
        guard let path = configuration.baseline?.path, let stamp = FileStamp(path: path) else {
            return try Baseline.load(keyOf: configuration)
        }
        if let known = lock.withLock({ read[path] }), known.stamp == stamp { return known.baseline }
        let baseline = try Baseline.load(keyOf: configuration)
        // A file written within the file system's time granularity could change again unseen
        // under the same stamp: kept only once its time is older than that (`FactsCache.racyWindow`).
        if let baseline, FactsCache.trusted(stamp) == stamp { lock.withLock { read[path] = (stamp, baseline) } }
        return baseline
    }
}
