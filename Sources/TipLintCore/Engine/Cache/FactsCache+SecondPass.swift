import Foundation

/// What the second pass (`Project.updateContextNames`) keeps between runs, beside the facts:
///
/// - per file, in its manifest record, that a scan found none of the context names in its
///   content (`isKnownToLack`, `recordLack`): while the names stay the same, a warm run reads
///   none of the files the prefilter skipped;
/// - per root, in one stored piece in `results/` (named after the root's manifest), the hashes of
///   the code identifiers of the skipped files (`IdentifierHashes`), by content hash: when the
///   names change, a warm run looks them up there instead of reading and lexing every skipped
///   file again (the manifest served those files without reading them). One piece, not an entry
///   per file: a warm run reads no entry for a skipped file, and a cold run writes one file, not
///   thousands. Read at most once a run, only when the context pass meets a skipped file with no
///   identifiers of its own; sealed with the settings (the tool's build among them: another
///   build may lex or hash differently). Written by `save()` when this run read skipped files
///   the piece lacks and either it had to read the piece or there is none yet (a few edited
///   files missing from it are read and lexed, as before, until the next such run), holding only
///   the contents the manifest records. Layout: records of a content hash (its low then high
///   64 bits), a count (32 bits) and that many hashes (32 bits each), little-endian; a piece
///   that does not read to its end is ignored. Some 4 bytes a distinct identifier: about a
///   sixth of the skipped files' bytes.
extension FactsCache {
    /// This run's identifiers: those read afresh, and the stored piece once asked for.
    final class IdentifierStore: @unchecked Sendable {
        let lock = NSLock()
        var fresh: [ContentHash: IdentifierHashes] = [:]
        /// Nil until read (an empty table when there is no valid piece).
        var stored: [ContentHash: IdentifierHashes]?
    }

    static let identifiersMagic = "tiplint-identifiers \(formatVersion)"
    /// Bytes the piece may have.
    static let identifiersLimit = 64 << 20

    /// The piece's name in `results/`.
    var identifiersName: String { ContentHash("identifiers\n\(manifestPath)").description }

    // MARK: Scans

    /// Whether a scan of `file`'s content, as this run recorded it, already found none of the
    /// context names with fingerprint `names` (see `Project.updateContextNames`).
    func isKnownToLack(_ names: ContentHash, _ file: SourceFile) -> Bool {
        let scan = scanKey(names)
        return withRecords { $0[file.absolutePath]?.scannedFor == scan }
    }

    /// What a scan's record says: the names, and the settings (the tool's build among them),
    /// since another build may scan for the same names differently.
    private func scanKey(_ names: ContentHash) -> ContentHash {
        ContentHash("\(settings)\t\(names)")
    }

    /// Records that a scan found none of `names` in `file`, whose bytes had hash `content`:
    /// kept only when that is the content this run recorded (the file did not change between
    /// the passes). Nil `content`: the scan was of the bytes this run recorded (looked up among
    /// the identifiers kept when the file was read, or stored for its recorded content).
    func recordLack(of names: ContentHash, in file: SourceFile, content: ContentHash?) {
        let scan = scanKey(names)
        withRecords { records in
            if let record = records[file.absolutePath], content == nil || record.content == content {
                records[file.absolutePath]?.scannedFor = scan
            }
        }
    }

    // MARK: Identifiers

    /// Keeps the identifiers of a skipped file read this run, whose bytes had hash `content`,
    /// for the piece `save()` writes.
    func keep(_ identifiers: IdentifierHashes, content: ContentHash) {
        guard isUsable else { return }
        identifierStore.lock.withLock { identifierStore.fresh[content] = identifiers }
    }

    /// The identifiers stored for `file`'s content as this run recorded it; nil when the piece
    /// holds none for it (or the file has no record).
    func storedIdentifiers(for file: SourceFile) -> IdentifierHashes? {
        guard isUsable, let content = withRecords({ $0[file.absolutePath]?.content }) else { return nil }
        return identifierStore.lock.withLock { loadedIdentifiers()[content] }
    }

    /// The piece, read once (the store's lock held).
    private func loadedIdentifiers() -> [ContentHash: IdentifierHashes] {
        if let stored = identifierStore.stored { return stored }
        var table: [ContentHash: IdentifierHashes] = [:]
        if let payload = Self.unsealed(
            folders?.results.read(identifiersName, limit: Self.identifiersLimit), magic: Self.identifiersMagic, key: settings)
        {
            table = Self.identifierTable(payload) ?? [:]
        }
        identifierStore.stored = table
        return table
    }

    /// Writes the piece when `save()` should (see the type's comment): the identifiers of the
    /// contents of `records` that hold no entry.
    func saveIdentifiers(_ folders: Folders, records: [String: CacheManifest.Record]) {
        let (fresh, wasRead) = identifierStore.lock.withLock { (identifierStore.fresh, identifierStore.stored != nil) }
        guard !fresh.isEmpty, wasRead || folders.results.status(identifiersName) == nil else { return }
        let stored = identifierStore.lock.withLock { loadedIdentifiers() }
        guard fresh.contains(where: { stored[$0.key] != $0.value }) else { return }
        var payload = Data()
        var written = Set<ContentHash>()
        for record in records.values where !record.hasEntry && !written.contains(record.content) {
            guard let identifiers = fresh[record.content] ?? stored[record.content] else { continue }
            written.insert(record.content)
            Self.append(record.content, identifiers, to: &payload)
        }
        let sealed = Self.sealed(payload, magic: Self.identifiersMagic, key: settings)
        guard sealed.count <= Self.identifiersLimit else { return }
        folders.results.write(sealed, to: identifiersName)
        markGrown()
    }

    private static func append(_ content: ContentHash, _ identifiers: IdentifierHashes, to payload: inout Data) {
        withUnsafeBytes(of: content.low.littleEndian) { payload.append(contentsOf: $0) }
        withUnsafeBytes(of: content.high.littleEndian) { payload.append(contentsOf: $0) }
        withUnsafeBytes(of: UInt32(identifiers.hashes.count).littleEndian) { payload.append(contentsOf: $0) }
        for hash in identifiers.hashes { withUnsafeBytes(of: hash.littleEndian) { payload.append(contentsOf: $0) } }
    }

    /// The records of a piece's payload; nil when it does not read to its end.
    static func identifierTable(_ payload: Data) -> [ContentHash: IdentifierHashes]? {
        payload.withUnsafeBytes { raw -> [ContentHash: IdentifierHashes]? in
            var table: [ContentHash: IdentifierHashes] = [:]
            var offset = 0
            while offset < raw.count {
                guard raw.count - offset >= 20 else { return nil }
                let low = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
                let count = Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt32.self)))
                offset += 20
                guard (raw.count - offset) / 4 >= count else { return nil }
                let hashes = (0..<count).map { UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 4 * $0, as: UInt32.self)) }
                offset += 4 * count
                table[ContentHash(low: low, high: high)] = IdentifierHashes(hashes: hashes)
            }
            return table
        }
    }
}
