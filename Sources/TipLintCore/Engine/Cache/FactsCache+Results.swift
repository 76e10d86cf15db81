import Foundation

/// A whole run's result, kept beside the facts (`results/` in the cache folder), so that a run
/// over a project where nothing changed only walks the folders and stats the files: it reads no
/// entry, no manifest, scans no file for context names and runs no rule.
///
/// - The result is stored under a *slot* (one per configuration root, working folder and list of
///   inputs) and sealed with the run's *key*: the hash of the facts settings, the configuration's
///   fingerprint (`Configuration.fingerprint`), the run's options and inputs and, for every file
///   the run reads, its paths, project, kind, whether findings are reported for it, and the hash
///   of its content (or its size, when it is too large to read). Findings are a function of
///   exactly these, so a stored result whose key matches is the result the run would compute.
/// - Each file's content hash is taken from the stored result's own `RunStamps` when its size,
///   modification time and inode are the ones recorded there (one `stat`, one comparison, no
///   path looked up), else from the manifest when its stamp is the one recorded there, else by
///   reading and hashing it (`currentContent`).
/// - A touched file (its time changed, not its bytes) is hashed, and its content is the same: the
///   stored result still serves, and the file is recorded under its new time (in the stored
///   result's stamps and in the manifest) when that time is trusted (`FactsCache.trusted`); a
///   time within `racyWindow` of the run would match no later `stat`, so nothing is written.
///   When only a few files moved (`filesHashedRatherThanManifest`), they are read and hashed
///   without parsing the manifest: a touched file costs its `stat`, read and hash.
/// - A run over folders has a slot per list of inputs. Runs on named files (a pre-commit hook,
///   an editor's save) name other files with every commit, so they share one slot per root and
///   working folder, their inputs being part of the key: the last such run is kept, and a run
///   on the same files with nothing changed is served (the rest of a large app is then not
///   decoded, indexed and linted again). Runs with unsaved text are never stored. What discovery
///   reports (skipped folders, excluded inputs) is computed afresh by every run and is not part
///   of the stored result.
/// - Layout: `resultMagic KEY BYTES HASH\n`, then BYTES bytes whose hash is HASH: the
///   `RunStamps` block, then the encoded `StoredResult`.
extension FactsCache {
    static let resultMagic = "tiplint-stamped-result \(formatVersion)"

    /// What names one stored result: the files in it may differ from run to run, the slot does not.
    struct ResultSlot: Sendable {
        /// The file's name in `results/`.
        let name: String
        let key: ContentHash
        /// Bytes the stored result may have (`resultLimit`).
        let limit: Int
        /// Hashes of the key's parts (`StoredResult.parts`), to say which changed when a stored
        /// result no longer matches (`--stats`).
        var parts: [String: String] = [:]
        /// Each file's stamp and content hash as this run took them, stored with the result.
        var stamps: RunStamps
        /// What the slot held when the run looked (nil: nothing that reads back).
        var stored: StoredSlot?
        /// Whether the slot held a file at all (one of another format or damaged, when `stored` is nil).
        var heldFile = false
        /// Whether a file's stamp differs from the one `stored` recorded and its new time is
        /// trusted: a served result's stamps are then written again (the file was touched, not changed).
        var stampsMoved = false
    }

    /// A slot's file as read back: its key, its stamps and its encoded `StoredResult`.
    struct StoredSlot: Sendable {
        var key: ContentHash
        var stamps: RunStamps
        var result: Data

        /// Nil for bytes that are not a whole, undamaged stored result of this format.
        init?(_ data: Data?) {
            guard let data, let newline = data.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            let fields = String(decoding: data[data.startIndex..<newline], as: UTF8.self).split(separator: " ")
            let payload = Data(data[(newline + 1)...])
            guard fields.count == 5, "\(fields[0]) \(fields[1])" == FactsCache.resultMagic, let key = ContentHash(hex: fields[2]),
                Int(fields[3]) == payload.count, ContentHash(hex: fields[4]) == ContentHash(payload),
                let (stamps, length) = payload.withUnsafeBytes({ RunStamps.read($0) })
            else { return nil }
            self.key = key
            self.stamps = stamps
            result = Data(payload.dropFirst(length))
        }
    }

    /// Bytes a stored result of a run over `fileCount` files may have: a result holds the
    /// findings, a few hundred bytes each; a larger file is neither read nor written.
    static func resultLimit(fileCount: Int) -> Int {
        1 << 20 + 16 << 10 * min(fileCount, 1 << 16)
    }

    /// How one file's part of the key was found (see `resultSlot`).
    private enum Look: Sendable {
        /// Its stamp is the one stored: the record stands.
        case recorded(RunStamps.Record)
        /// Too large to read: its size is its part.
        case tooLarge(RunStamps.Record)
        /// Its stamp moved or there is no record: its content must be looked up or read.
        /// `replaced`: its size and time are the record's, its inode is not (another file was
        /// renamed over it), so the manifest, which knows no inodes, is not asked.
        case moved(RunStamps.Record, replaced: Bool)
        /// It cannot be stat'ed now.
        case missing
    }

    /// The slot and key of a run of `files`, or nil when one of them cannot be stat'ed or read
    /// now (the run then goes file by file, which reports why). Takes each file's stamp from
    /// `stamps` (in the order of `files`: the folder walk's, `Discovery.Found.stamps`), and stats
    /// the others, on `jobs` threads when there are many; reads and hashes only the files whose
    /// stamp is neither the stored result's nor the manifest's. `namesFiles`: the inputs name
    /// files, and the run takes the slot such runs share (its inputs are in the key).
    func resultSlot(
        files: [(file: SourceFile, isTarget: Bool)], stamps: [FileStamp.Taken?] = [], inputs: [String], workingFolder: String,
        options: [String], configuration: Configuration, jobs: Int, namesFiles: Bool = false
    ) -> ResultSlot? {
        guard isUsable else { return nil }
        let named = namesFiles ? "named files" : inputs.joined(separator: "\n")
        let name = ContentHash("\(manifestPath)\n\(workingFolder)\n\(named)\n\(options.joined(separator: "\t"))").description
        let limit = Self.resultLimit(fileCount: files.count)
        let identity = RunStamps.identity(of: files)
        let data = folders?.results.read(name, limit: limit)
        let stored = StoredSlot(data)
        // Records line up with the files only when the files are the same, in the same order.
        let recorded = stored.flatMap { $0.stamps.identity == identity && $0.stamps.records.count == files.count ? $0.stamps.records : nil }
        let sizeLimit = Int64(configuration.maxFileSize)
        let walked = stamps.count == files.count ? stamps : nil
        let look = { @Sendable (index: Int) -> Look in
            guard let taken = walked?[index] ?? FileStamp.Taken(path: files[index].file.absolutePath)
            else { return .missing }
            let record = RunStamps.Record(stamp: taken.stamp, inode: taken.inode, content: ContentHash(low: 0, high: 0))
            if taken.stamp.size > sizeLimit { return .tooLarge(record) }
            guard let recorded, recorded[index].stamp == taken.stamp else { return .moved(record, replaced: false) }
            return recorded[index].inode == taken.inode ? .recorded(recorded[index]) : .moved(record, replaced: true)
        }
        var looks: [Look]
        if files.count - (walked?.count { $0 != nil } ?? 0) < 256 {
            // The walk stamped (nearly) every file: no thread is worth starting.
            looks = files.indices.map(look)
        } else {
            // Stat in chunks: one claim per chunk, not per file.
            let chunks = stride(from: 0, to: files.count, by: 256).map { $0..<min($0 + 256, files.count) }
            guard let stated = try? ParallelMap.run(chunks, jobs: jobs, { $0.map(look) }) else { return nil }
            looks = stated.flatMap { $0 }
        }
        // Files whose stamp moved: the manifest's record, or read and hashed, on `jobs` threads.
        let moved = looks.indices.filter { if case .moved = looks[$0] { true } else { false } }
        // A few files touched since the stored result (an editor's save, `touch`): reading and
        // hashing them costs less than parsing the manifest, a line per file of the root.
        let asksManifest = recorded == nil || moved.count > Self.filesHashedRatherThanManifest(fileCount: files.count)
        if !moved.isEmpty {
            let taken = looks
            guard let found = try? ParallelMap.run(moved, jobs: jobs, { index -> RunStamps.Record? in
                guard case .moved(var record, let replaced) = taken[index],
                    let (stamp, content) = self.currentContent(
                        for: files[index].file, stamp: record.stamp, askingManifest: asksManifest && !replaced)
                else { return nil }
                (record.stamp, record.content) = (stamp, content)
                return record
            }), found.count == moved.count else { return nil }
            for (index, record) in zip(moved, found) {
                guard let record else { return nil }
                looks[index] = .recorded(record)
            }
        }
        var records: [RunStamps.Record] = []
        records.reserveCapacity(files.count)
        // Per file: 0 and its content's hash, or 1 and its size.
        var contents: [UInt64] = [identity.low, identity.high]
        contents.reserveCapacity(2 + 3 * files.count)
        for look in looks {
            switch look {
            case .recorded(let record):
                records.append(record)
                contents.append(0)
                contents.append(record.content.low)
                contents.append(record.content.high)
            case .tooLarge(let record):
                records.append(record)
                contents.append(1)
                contents.append(UInt64(bitPattern: record.stamp.size))
                contents.append(0)
            case .moved, .missing:
                return nil
            }
        }
        // A closure, not a key path: a key path is looked up per element.
        let filesHash = contents.map { $0.littleEndian }.withUnsafeBytes { ContentHash(bytes: $0) }
        let configurationHash = ContentHash("\(settings)\n\(configuration.fingerprint)")
        let inputsHash = ContentHash("\(inputs.joined(separator: "\t"))\n\(options.joined(separator: "\t"))")
        // The slot's name holds the options (and the inputs, but for runs on named files, which
        // share one slot with their inputs in the key): what else may change is the tool, the
        // configuration (with the facts settings: gates, tests, docs) and the files.
        let parts = [
            "tool": ContentHash("\(Self.entryMagic)\ntiplint \(TipLint.version)\nbuild \(Self.toolBuild)").description,
            "configuration": configurationHash.description,
            "files": filesHash.description,
            "inputs": inputsHash.description,
        ]
        let key = ContentHash("\(Self.resultMagic)\n\(configurationHash)\n\(inputsHash)\n\(filesHash)")
        let stamps = RunStamps(identity: identity, records: records)
        // A record whose new time is not trusted (the file changed within `racyWindow` of this
        // run) would match no later `stat`, no more than the old one does: not worth a write.
        let stampsMoved = recorded.map { recorded in
            zip(recorded, records).contains { $0 != $1 && $1.stamp.modified != FileStamp.untrustedTime }
        } ?? false
        return ResultSlot(
            name: name, key: key, limit: limit, parts: parts, stamps: stamps, stored: stored, heldFile: data != nil,
            stampsMoved: stampsMoved)
    }

    /// How many files whose stamp moved a run over `fileCount` files reads and hashes rather
    /// than parse the manifest for their records (when the stored result's stamps name them).
    static func filesHashedRatherThanManifest(fileCount: Int) -> Int {
        max(8, fileCount / 64)
    }

    /// What is stored: the result without what the run's files give back at no cost (their
    /// tables of paths and kinds, rebuilt from discovery) or at little (the lines of the few files
    /// with findings, read again): on a large project those would make most of the bytes.
    struct StoredResult: Codable {
        var result: LintResult
        /// Display paths of the files whose lines the result carried.
        var linesOf: [String]
        /// The slot's `parts` when it was stored (nil in results stored before there were parts).
        var parts: [String: String]?

        init(_ result: LintResult, parts: [String: String]? = nil) {
            self.result = result
            self.parts = parts
            self.result.sourceLines = [:]
            self.result.describe([])
            linesOf = result.sourceLines.keys.sorted()
        }

        /// The result as it was stored, less the lines and tables `store` left out.
        var restoredResult: LintResult { result }
    }

    /// The result stored in `slot` when it was stored under the same key, and the display paths
    /// whose lines it carried; nil otherwise (no result yet, another run's, or a damaged file).
    func storedResult(_ slot: ResultSlot) -> StoredResult? {
        guard let stored = slot.stored, stored.key == slot.key, let result = Self.decoded(StoredResult.self, from: stored.result) else {
            // Only `--stats` asks why: reading the other result costs a decode.
            if let recorder = RunStatistics.Recorder.current {
                let reason = Self.mismatch(slot)
                recorder.update { $0.storedResultMisses.append(reason) }
            }
            return nil
        }
        count(\.resultsRead)
        return result
    }

    /// Why the result the slot held does not serve the run: which of the key's parts changed,
    /// or that there is no usable result.
    private static func mismatch(_ slot: ResultSlot) -> RunStatistics.StoredResultMiss {
        guard let stored = slot.stored else { return slot.heldFile ? .toolChanged : .noneStored }
        guard let parts = decoded(StoredResult.self, from: stored.result)?.parts else { return .toolChanged }
        if parts["tool"] != slot.parts["tool"] { return .toolChanged }
        if parts["configuration"] != slot.parts["configuration"] { return .configurationChanged }
        if parts["inputs"] != slot.parts["inputs"] { return .inputsChanged }
        return .filesChanged
    }

    /// Stores `result` in `slot`, replacing what the slot held.
    func store(_ result: LintResult, in slot: ResultSlot) {
        guard let payload = Self.encoded(StoredResult(result, parts: slot.parts)) else { return }
        write(payload, in: slot)
    }

    /// The slot's file: `slot`'s stamps, then `result` (an encoded `StoredResult`), sealed with
    /// its key. One the next run would not read is not written.
    private func write(_ result: Data, in slot: ResultSlot) {
        guard let folders else { return }
        var payload = Data()
        payload.reserveCapacity(RunStamps.headerSize + RunStamps.recordSize * slot.stamps.records.count + result.count)
        slot.stamps.append(to: &payload)
        payload.append(result)
        let sealed = Self.sealed(payload, magic: Self.resultMagic, key: slot.key)
        guard sealed.count <= slot.limit else { return }
        folders.results.write(sealed, to: slot.name)
        markGrown()
    }

    /// After a run served from `slot`'s stored result: files touched since it was stored (same
    /// content, new time) are recorded under their new time, in the stored result and in the
    /// manifest, so the next run need not hash them again; then the end of the run's work on
    /// the folder (`saveServed`).
    func keepServed(_ slot: ResultSlot) {
        if slot.stampsMoved, let stored = slot.stored { write(stored.result, in: slot) }
        recordHashedFiles()
        saveServed()
    }

    /// `save()` for a run served from a stored result (after `recordHashedFiles`): the manifest is
    /// written only when it gained records, else only its time is renewed. Records of files gone
    /// are left for the next run that reads files: finding them would stat every recorded path.
    func saveServed() {
        guard let folders else { return }
        let seen = lock.withLock { self.seen }
        var merged = seen.isEmpty ? nil : previous
        for (path, record) in seen { merged?.records[path] = record }
        if let merged, merged.records != previous.records {
            folders.manifests.write(Data(merged.text.utf8), to: manifestName)
        } else {
            folders.manifests.touch(manifestName)
        }
        pruneIfDue(folders)
        if hasGrown { limitSize(folders) }
    }
}
