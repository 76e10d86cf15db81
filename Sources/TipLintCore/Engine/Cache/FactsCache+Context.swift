import Foundation

/// The second look's reads (see `Project.updateContextNames`), kept like the first pass's: a
/// Swift file the prefilter skips is parsed when one of the context names occurs in it, and
/// without an entry of its own every run parsed those files again. On a large app that was most
/// of a run on one named file (anytype: 11 files, 124 KB parsed on every warm run).
///
/// Such an outcome depends on the file (its content, kind and paths), the settings and the
/// names, and on nothing else: its entry is stored under `contextKey`, the file's own key with
/// the names' fingerprint, so other names or another content find nothing. The manifest's
/// record is not changed: its `hasEntry` still says what the first pass stored, so a file read
/// only for a name never counts as one that mentions TipKit (which would change the names).
extension FactsCache {
    /// The key of what a second look at `file`, whose bytes hash to `content`, made of it for the
    /// context names with fingerprint `names` (`ContextNames.fingerprint`).
    func contextKey(for file: SourceFile, content: ContentHash, names: ContentHash) -> ContentHash {
        ContentHash("context\t\(key(for: file, content: content))\t\(names)")
    }

    /// The outcome of a second look at `file` for the names with fingerprint `names`: the entry
    /// stored for the content this run recorded for the file (its first-pass record), else
    /// `analyse` given the file's bytes (nil: they cannot be read), whose outcome is stored
    /// under the key of the bytes it was given when the names occur in them (a file in which
    /// none occurs is recorded by `recordLack` instead). A served entry counts as an entry read.
    func contextOutcome(for file: SourceFile, names: ContentHash, analyse: (Data?) -> FileAnalysis?) -> FileAnalysis? {
        let path = file.absolutePath
        guard isUsable else { return analyse(SourceContent.bytes(atPath: path)) }
        let recorded = lock.withLock { seen[path] }
        if let recorded, let entry = read(key: contextKey(for: file, content: recorded.content, names: names), sourceSize: recorded.stamp.size),
            entry.facts.map({ $0.path == file.displayPath }) ?? true
        {
            count(\.entriesRead)
            return FileAnalysis(
                file: file, facts: entry.facts, notifications: entry.notifications, snippets: entry.snippets, directives: entry.directives)
        }
        guard let data = SourceContent.bytes(atPath: path) else { return analyse(nil) }
        guard let outcome = analyse(data) else { return nil }
        let entry = Entry(facts: outcome.facts, notifications: outcome.notifications, snippets: outcome.snippets, directives: outcome.directives)
        if !outcome.prefiltered, !entry.isEmpty {
            write(entry, key: contextKey(for: file, content: ContentHash(data), names: names), sourceSize: Int64(data.count))
        }
        return outcome
    }
}
