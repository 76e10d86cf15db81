import Foundation

/// The file `--fix` writes for a file it linted, read once: its real path (every symbolic link
/// resolved, so that the write replaces the file and never a link) and what it holds
/// (`FileSnapshot`, which the write compares against at the last moment).
///
/// A link is followed only to a file inside the project the run linted (the configuration's
/// folder, links in its own path resolved too): a link inside the project pointing at another
/// file of it has that file fixed, as an editor would save it. A link leading out of the project
/// is refused: a repository can commit one to a file of another project or of the user's, and
/// the pre-commit hook names it. A file outside the project named without any link is the
/// person's choice and is fixed. A read-only file is refused, as formatters do.
struct FixTarget {
    /// No symbolic link in it (when it was read).
    var path: String
    var snapshot: FileSnapshot

    /// `file` is absolute and standardised; `project` is the configuration's root folder.
    /// Throws `FixApplier.Refusal` whose reason follows the display path and a colon.
    init(_ file: String, project: String) throws(FixApplier.Refusal) {
        guard let bytes = Self.realPath(file) else { throw FixApplier.Refusal(reason: "cannot read it again; not fixed") }
        // A name that is not UTF-8 has no String that names the same file: refused, never guessed.
        guard let real = String(validating: bytes, as: UTF8.self) else {
            throw FixApplier.Refusal(
                reason: "not fixed: cannot write it: it is a symbolic link to a name that is not UTF-8 text, which tiplint cannot write by name; rename its target")
        }
        let folder = Self.realPath(project).flatMap { String(validating: $0, as: UTF8.self) } ?? project
        let inside = real.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
        guard inside || real == file else {
            throw FixApplier.Refusal(
                reason: "not fixed: it is a symbolic link to \(real), outside the project tiplint linted (\(folder)); fix that file from its own project")
        }
        do throws(SafeFileWriter.Failure) {
            snapshot = try FileSnapshot.read(real)
        } catch {
            throw FixApplier.Refusal(reason: "cannot read it again (\(error.reason)); not fixed")
        }
        guard !snapshot.isReadOnly else { throw FixApplier.Refusal(reason: "read-only; not fixed (make it writable to have it fixed)") }
        path = real
    }

    /// The bytes of `path` with every symbolic link resolved (`realpath`); nil when it cannot be
    /// resolved (gone, a loop, a folder that cannot be searched).
    private static func realPath(_ path: String) -> [UInt8]? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return Array(UnsafeBufferPointer(start: resolved, count: strlen(resolved))).map { UInt8(bitPattern: $0) }
    }
}
