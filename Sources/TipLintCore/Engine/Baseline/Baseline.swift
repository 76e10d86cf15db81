import Foundation

/// Findings a team has accepted for now: `--write-baseline` records them, `--baseline` hides
/// them (as `external` suppressions) so that only new findings are reported. Entries match by
/// fingerprint, which survives line moves; paths are relative to the configuration's folder,
/// so the file can be committed.
package struct Baseline: Codable, Equatable, Sendable {
    package struct Entry: Codable, Equatable, Sendable {
        package var fingerprint: String
        package var ruleID: String
        package var path: String
        package var message: String
    }

    package var version = Baseline.currentVersion
    package var findings: [Entry]

    /// The format this tiplint writes, and the ones it reads.
    package static let currentVersion = 1
    package static let readableVersions = [1]

    /// The active findings of `result`, sorted so that the file is the same run after run.
    package init(result: LintResult) {
        findings = result.findings.filter { $0.suppression == nil && !$0.counterExample }.map { finding in
            Entry(
                fingerprint: finding.fingerprint, ruleID: finding.ruleID,
                path: result.rootRelativePaths[(finding.ownPlace ?? finding.location).path] ?? (finding.ownPlace ?? finding.location).path,
                message: finding.message)
        }.sorted { ($0.path, $0.ruleID, $0.fingerprint, $0.message) < ($1.path, $1.ruleID, $1.fingerprint, $1.message) }
    }

    /// A baseline that cannot be used. `description` says what is wrong and where; how to make a
    /// new one depends on the front end (the CLI names its flag), so it is only `isMissing`.
    package struct ReadError: Error, CustomStringConvertible {
        package var description: String
        /// No file could be read at the path (as opposed to one that is not a baseline).
        package var isMissing = false
    }

    /// Bytes a baseline may have: a finding's entry is about 300 bytes, so this holds some
    /// 200,000 findings; a larger file is refused before it is read.
    package static let maximumSize = 64 << 20

    /// Reads the baseline at `path` (relative to `workingFolder`, or absolute), at most
    /// `maximumSize` bytes; errors name `path` as given and never quote the file's bytes.
    package static func load(path: String, workingFolder: String) throws -> Baseline {
        let data: Data
        switch SourceContent.read(path: Discovery.absolutePath(path, in: workingFolder), limit: maximumSize) {
        case .data(let bytes):
            data = bytes
        case .tooLarge(let size):
            throw ReadError(description: "\(path): the baseline is \(size) bytes, more than tiplint reads (\(maximumSize >> 20) MiB); check that it names a baseline file")
        case .unreadable(let reason), .descriptorsExhausted(let reason):
            throw ReadError(description: "\(path): cannot read the baseline (\(reason))", isMissing: true)
        }
        let text = String(decoding: data, as: UTF8.self)
        let document: MarkedJSON
        do {
            document = try MarkedJSON.parse(text)
        } catch let error as MarkedJSON.SyntaxError {
            throw ReadError(description: "\(path):\(error.position.line):\(error.position.column): error: the baseline is not valid JSON (\(error.message))")
        }
        // A newer tiplint's baseline must not be read as if its entries meant what version 1's do.
        if let version = document["version"], case .other(let number, let range) = version,
            !readableVersions.contains(where: { String($0) == number })
        {
            let known = readableVersions.map(String.init).joined(separator: ", ")
            throw ReadError(description: "\(path):\(range.start.line):\(range.start.column): error: baseline version \(number) is not one this tiplint reads (it reads version \(known))")
        }
        do {
            return try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw ReadError(description: "\(path):1:1: error: not a tiplint baseline (expected {\"version\": 1, \"findings\": [...]})")
        }
    }

    /// The baseline `configuration`'s `baseline` key names, or nil when it names none. Throws
    /// `ConfigurationError` at the key's value in the configuration file (line and UTF-16 column)
    /// when no file is at that path, and `ReadError` (naming the file by its absolute path) for a
    /// file that is not a baseline tiplint reads.
    package static func load(keyOf configuration: Configuration) throws -> Baseline? {
        guard let setting = configuration.baseline else { return nil }
        // The key comes with the repository: it may name only a file of the project, never one
        // elsewhere on the machine (a secret that an error would quote, a device that never ends).
        let root = URL(fileURLWithPath: configuration.root).resolvingSymlinksInPath().path
        let resolved = URL(fileURLWithPath: setting.path).resolvingSymlinksInPath().path
        guard resolved.hasPrefix(root == "/" ? "/" : root + "/") else {
            throw ConfigurationError(
                path: configuration.filePath ?? Configuration.fileName, position: setting.position, keyPath: "baseline",
                message: "the baseline must be a file inside the project (\(configuration.root)), and \(setting.written) "
                    + (setting.path.hasPrefix(configuration.root.hasSuffix("/") ? configuration.root : configuration.root + "/")
                        ? "leads outside it through a symbolic link" : "is not")
                    + "; keep the baseline beside this file, or pass one with --baseline FILE")
        }
        guard FileManager.default.fileExists(atPath: setting.path) else {
            throw ConfigurationError(
                path: configuration.filePath ?? Configuration.fileName, position: setting.position, keyPath: "baseline",
                message: "no baseline file at \(setting.path) (the path is relative to this file); "
                    + "record one with --write-baseline \(setting.path), or remove the key")
        }
        return try load(path: setting.path, workingFolder: configuration.root)
    }

    package func text() throws -> String { try JSONOutput.encode(self) }

    /// Only the entries of the rules in `ruleIDs` (nil: every entry). `--only-rule` runs no other
    /// rule, so their entries would all be counted as no longer occurring.
    package func keeping(rules ruleIDs: Set<String>?) -> Baseline {
        guard let ruleIDs else { return self }
        var kept = self
        kept.findings = findings.filter { ruleIDs.contains($0.ruleID) }
        return kept
    }

    /// Hides the findings the baseline holds, one per entry, and lists the entries of the
    /// linted files that no longer occur (`LintResult.staleBaselineEntries`), each with the path
    /// its findings are reported under (relative to the working folder, as `result.findings`),
    /// not the file's configuration-relative one: a run names every file one way.
    package func apply(to result: inout LintResult) {
        // Every entry may hide a finding: one of a file not linted can be shown in a linted one
        // (`Linter.movedToTargets`) with its own fingerprint. Only linted files' entries can be stale.
        var remaining: [String: Int] = [:]
        for entry in findings { remaining[entry.fingerprint, default: 0] += 1 }
        for index in result.findings.indices where result.findings[index].suppression == nil && !result.findings[index].counterExample {
            let fingerprint = result.findings[index].fingerprint
            guard let count = remaining[fingerprint], count > 0 else { continue }
            remaining[fingerprint] = count - 1
            result.findings[index].suppression = Suppression(kind: .external, justification: "in the baseline")
        }
        // Each entry left over, in the file's order (sorted by path and rule), once per finding it stood for.
        let stale = findings.filter { entry in
            guard result.lintedPaths.contains(entry.path), let count = remaining[entry.fingerprint], count > 0 else { return false }
            remaining[entry.fingerprint] = count - 1
            return true
        }
        guard !stale.isEmpty else {
            result.staleBaselineEntries = []
            return
        }
        // Configuration-relative → display path, built only when an entry is stale.
        var displayPaths: [String: String] = [:]
        for (display, relative) in result.rootRelativePaths where displayPaths[relative] == nil || display < displayPaths[relative]! {
            displayPaths[relative] = display
        }
        result.staleBaselineEntries = stale.map { entry in
            var entry = entry
            entry.path = displayPaths[entry.path] ?? entry.path
            return entry
        }
    }
}
