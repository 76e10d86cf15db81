import Foundation
import TipLintCore
import TipLintRules

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--write-baseline FILE --set-baseline-key`: adopting a baseline in one step with the file
/// `tiplint init` wrote (whose `baseline: off` cannot take a second `baseline:` line): the
/// findings are recorded in FILE and the configuration's key is set to FILE in place
/// (`ConfigurationKeyEdit`), its comments and other lines kept byte for byte.
extension CommandRunner {
    /// The configuration file's new text, worked out before the run so that nothing is written
    /// when it cannot be set.
    struct BaselineKeyEdit {
        /// The configuration file, absolute.
        var path: String
        /// The file as read before the run: it is replaced only while it is still this one.
        var snapshot: FileSnapshot
        var text: String
        /// The key's new value: FILE relative to the configuration file's folder.
        var value: String
        /// The baseline the key named before, when it named another file: it is no longer read,
        /// and left on disk (tiplint never deletes it), which the person is told.
        var replaced: BaselineSetting?
    }

    /// The edit for `options` (which has `--write-baseline FILE`): one configuration file must
    /// govern every path, FILE must lie inside its folder (the key may name only a file of the
    /// project), and the file must be a regular file (never a symbolic link) that this user owns
    /// and may write. Throws `UsageError` saying which, and `ConfigurationError` for a file that
    /// is not valid YAML.
    func prepareBaselineKey(_ options: LintOptions, lookup: ConfigurationLookup) throws -> BaselineKeyEdit {
        let file = options.writeBaselinePath ?? ""
        let groups = try lookup.groups(for: options.paths.isEmpty ? ["."] : options.paths)
        guard groups.count == 1, let configuration = groups.first?.configuration, let path = configuration.filePath else {
            let files = groups.map { $0.configuration.filePath ?? "the defaults (no \(Configuration.fileName))" }
            if groups.count > 1 {
                throw UsageError(message: "--set-baseline-key: these paths are governed by several configurations (\(files.joined(separator: ", "))); run it once per configuration, on that configuration's paths")
            }
            throw UsageError(message: "--set-baseline-key: no \(Configuration.fileName) governs these paths; write one with `tiplint init`, then run this again")
        }
        let folder = configuration.root.hasSuffix("/") ? configuration.root : configuration.root + "/"
        // The key stands for every file under the configuration's folder: a baseline of part of
        // it would leave the rest's findings to show as new on the next run.
        let session = session
        guard (options.paths.isEmpty ? ["."] : options.paths).contains(where: { session.lies(configuration.root, within: $0) }) else {
            let root = session.typedPath(configuration.root)
            throw UsageError(message: "--set-baseline-key: the key stands for every file under \(root), the folder of \(path), but this run lints only part of it, so the other files' findings would show as new; lint the whole folder: tiplint --write-baseline \(file) --set-baseline-key \(root)")
        }
        let target = absolute(file)
        guard target.hasPrefix(folder) else {
            throw UsageError(message: "--set-baseline-key: \(file) is outside \(configuration.root), the folder of \(path), and the key may name only a file inside it; write the baseline there (e.g. --write-baseline \(Discovery.absolutePath("tiplint-baseline.json", in: configuration.root)))")
        }
        let value = String(target.dropFirst(folder.count))
        let byHand = "set `baseline: \(value)` in it by hand"
        let snapshot: FileSnapshot
        do throws(SafeFileWriter.Failure) {
            // O_NOFOLLOW: a link is refused here, not followed to whatever it names.
            snapshot = try FileSnapshot.read(path)
        } catch {
            throw UsageError(message: "--set-baseline-key: cannot edit \(path): \(error.reason); \(byHand)")
        }
        var status = stat()
        if lstat(path, &status) == 0, status.st_uid != geteuid() {
            throw UsageError(message: "--set-baseline-key: \(path) belongs to another user, and tiplint edits only its own user's files; \(byHand)")
        }
        if snapshot.isReadOnly {
            throw UsageError(message: "--set-baseline-key: \(path) is read-only; make it writable, or \(byHand)")
        }
        // Foundation's UTF-8 decoding drops a byte order mark: it is set aside here and written
        // back, so that the file stays byte for byte what it was around the key.
        let byteOrderMark = Data([0xEF, 0xBB, 0xBF])
        let hasByteOrderMark = snapshot.contents.starts(with: byteOrderMark)
        guard let text = String(data: snapshot.contents.dropFirst(hasByteOrderMark ? byteOrderMark.count : 0), encoding: .utf8) else {
            throw UsageError(message: "--set-baseline-key: \(path) is not UTF-8 text; \(byHand)")
        }
        do {
            let edited = try ConfigurationKeyEdit.setting(
                "baseline", to: value, in: text, path: path, root: configuration.root, rules: allRules)
            let replaced = configuration.baseline.flatMap { $0.path == Discovery.absolutePath(value, in: configuration.root) ? nil : $0 }
            return BaselineKeyEdit(
                path: path, snapshot: snapshot, text: (hasByteOrderMark ? "\u{FEFF}" : "") + edited, value: value, replaced: replaced)
        } catch let refusal as ConfigurationKeyEdit.Refusal {
            throw UsageError(message: "--set-baseline-key: cannot edit \(path): \(refusal.description)")
        }
    }

    /// Writes the edit once the baseline is written: atomically, and only while the file is
    /// still the one read before the run (`SafeFileWriter.write(_:replacing:at:)`). Throws
    /// `UsageError` when it changed meanwhile and `SafeFileWriter.Failure` when it cannot be written.
    func writeBaselineKey(_ edit: BaselineKeyEdit) throws {
        guard Data(edit.text.utf8) != edit.snapshot.contents else {
            standardError("tiplint: \(TerminalText.escape(edit.path)) already sets baseline: \(TerminalText.escape(edit.value))\n")
            return
        }
        do throws(SafeFileWriter.Failure) {
            try SafeFileWriter.write(Data(edit.text.utf8), replacing: edit.snapshot, at: edit.path)
        } catch {
            guard error.kind == .changed else { throw error }
            throw UsageError(message: "--set-baseline-key: \(edit.path) changed while tiplint ran, so it was left alone; the baseline is written: set `baseline: \(edit.value)` in it by hand, or run this again")
        }
        standardError("tiplint: set baseline: \(TerminalText.escape(edit.value)) in \(TerminalText.escape(edit.path))\n")
        if let replaced = edit.replaced { standardError(replacedBaselineNote(replaced, now: edit.value)) }
    }

    /// `tiplint: baseline: was old.json, now new.json; old.json is no longer read and is left
    /// on disk: delete it if nothing else uses it`: the file the key named before, named as
    /// typed from here. Nothing is deleted: another configuration, a script or `--baseline`
    /// may still read it.
    func replacedBaselineNote(_ replaced: BaselineSetting, now value: String) -> String {
        let was = "tiplint: baseline: was \(TerminalText.escape(replaced.written)), now \(TerminalText.escape(value)); "
        var status = stat()
        guard lstat(replaced.path, &status) == 0 else { return was + "the old file does not exist\n" }
        let file = TerminalText.escape(session.typedPath(replaced.path))
        return was + "\(file) is no longer read and is left on disk: delete it if nothing else uses it\n"
    }
}
