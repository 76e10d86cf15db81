import Foundation

/// A whole run's result, kept beside the facts (`results/` in the cache folder), so that a run
/// over a project where nothing changed only walks the folders and stats the files: it reads no
/// entry, scans no file for context names and runs no rule.
///
/// - The result is stored under a *slot* (one per configuration root, working folder and list of
///   inputs) and sealed with the run's *key*: the hash of the facts settings, the configuration's
///   fingerprint (`Configuration.fingerprint`), the run's options and, for every file the run
///   reads, its paths, project, kind, whether findings are reported for it, and the key of its
///   content (`currentKey(for:)`) or why it cannot be read. Findings are a function of exactly
///   these, so a stored result whose key matches is the result the run would compute.
/// - A touched file (its time changed, not its bytes) is hashed, and its content key is the same:
///   the stored result still serves, and the file is recorded under its new time.
/// - A run over folders has a slot per list of inputs. Runs on named files (a pre-commit hook,
///   an editor's save) name other files with every commit, so they share one slot per root and
///   working folder, their inputs being part of the key: the last such run is kept, and a run
///   on the same files with nothing changed is served (the rest of a large app is then not
///   decoded, indexed and linted again). Runs with unsaved text are never stored. What discovery
///   reports (skipped folders, excluded inputs) is computed afresh by every run and is not part
///   of the stored result.
extension FactsCache {
    static let resultMagic = "tiplint-result \(formatVersion)"

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
    }

    /// Bytes a stored result of a run over `fileCount` files may have: a result holds the
    /// findings, a few hundred bytes each; a larger file is neither read nor written.
    static func resultLimit(fileCount: Int) -> Int {
        1 << 20 + 16 << 10 * min(fileCount, 1 << 16)
    }

    /// The slot and key of a run of `files`, or nil when one of them cannot be stat'ed now (the
    /// run then goes file by file). Reads and hashes the files whose stamp changed since the
    /// last run, on `jobs` threads. `namesFiles`: the inputs name files, and the run takes the
    /// slot such runs share (its inputs are in the key).
    func resultSlot(
        files: [(file: SourceFile, isTarget: Bool)], inputs: [String], workingFolder: String, options: [String],
        configuration: Configuration, jobs: Int, namesFiles: Bool = false
    ) -> ResultSlot? {
        guard isUsable else { return nil }
        let limit = configuration.maxFileSize
        // No thread to hash with: the run goes file by file, which reports why.
        guard let lines = try? ParallelMap.run(files, jobs: jobs, { file, isTarget -> String? in
            let identity = "\(isTarget ? "T" : "C")\t\(file.kind.rawValue)\t\(file.project)\t\(file.displayPath)\t\(file.rootRelativePath)\t\(file.absolutePath)"
            guard let stamp = FileStamp(path: file.absolutePath) else { return nil }
            if stamp.size > limit { return "\(identity)\ttoo large \(stamp.size)" }
            return self.currentKey(for: file, stamp: stamp).map { "\(identity)\t\($0)" }
        }) else { return nil }
        var description = "\(settings)\n\(configuration.fingerprint)\n\(options.joined(separator: "\t"))\n\(inputs.joined(separator: "\t"))\n"
        for line in lines {
            guard let line else { return nil }
            description += line + "\n"
        }
        let named = namesFiles ? "named files" : inputs.joined(separator: "\n")
        let slot = ContentHash("\(manifestPath)\n\(workingFolder)\n\(named)\n\(options.joined(separator: "\t"))")
        // The slot's name holds the options (and the inputs, but for runs on named files, which
        // share one slot with their inputs in the key): what else may change is the tool, the
        // configuration (with the facts settings: gates, tests, docs) and the files.
        let parts = [
            "tool": ContentHash("\(Self.entryMagic)\ntiplint \(TipLint.version)\nbuild \(Self.toolBuild)").description,
            "configuration": ContentHash("\(settings)\n\(configuration.fingerprint)").description,
            "files": ContentHash(lines.compactMap { $0 }.joined(separator: "\n")).description,
            "inputs": ContentHash("\(inputs.joined(separator: "\t"))\n\(options.joined(separator: "\t"))").description,
        ]
        return ResultSlot(name: slot.description, key: ContentHash(description), limit: Self.resultLimit(fileCount: files.count), parts: parts)
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
        let data = folders?.results.read(slot.name, limit: slot.limit)
        guard let payload = Self.unsealed(data, magic: Self.resultMagic, key: slot.key),
            let stored = Self.decoded(StoredResult.self, from: payload)
        else {
            // Only `--stats` asks why: reading the other result costs a decode.
            if let recorder = RunStatistics.Recorder.current {
                let reason = Self.mismatch(data, slot: slot)
                recorder.update { $0.storedResultMisses.append(reason) }
            }
            return nil
        }
        count(\.resultsRead)
        return stored
    }

    /// Why the result in `data` (the slot's file) does not serve a run whose slot is `slot`:
    /// which of the key's parts changed, or that there is no usable result.
    private static func mismatch(_ data: Data?, slot: ResultSlot) -> RunStatistics.StoredResultMiss {
        guard let data, let newline = data.firstIndex(of: UInt8(ascii: "\n")) else { return .noneStored }
        let fields = String(decoding: data[data.startIndex..<newline], as: UTF8.self).split(separator: " ")
        guard fields.count == 5, "\(fields[0]) \(fields[1])" == resultMagic else { return .toolChanged }
        guard let key = ContentHash(hex: fields[2]), let payload = unsealed(data, magic: resultMagic, key: key),
            let parts = decoded(StoredResult.self, from: payload)?.parts
        else { return .toolChanged }
        if parts["tool"] != slot.parts["tool"] { return .toolChanged }
        if parts["configuration"] != slot.parts["configuration"] { return .configurationChanged }
        if parts["inputs"] != slot.parts["inputs"] { return .inputsChanged }
        return .filesChanged
    }

    /// Stores `result` in `slot`, replacing what the slot held.
    func store(_ result: LintResult, in slot: ResultSlot) {
        guard let folders, let payload = Self.encoded(StoredResult(result, parts: slot.parts)) else { return }
        let sealed = Self.sealed(payload, magic: Self.resultMagic, key: slot.key)
        // One the next run would not read is not written.
        guard sealed.count <= slot.limit else { return }
        folders.results.write(sealed, to: slot.name)
        markGrown()
    }
}
