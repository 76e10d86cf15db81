import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Regular files: replaced whole through a file beside them, or written in place when they have
/// several hard links; and the compare-and-swap `--fix` writes through.
extension SafeFileWriter {
    /// `--fix`'s write: `data` replaces the regular file at `path` only while it is still the
    /// file `snapshot` read (same device and inode, size, modification time, permissions and
    /// bytes). The check runs as late as it can: after the new file is written and synced
    /// beside it, right before it is renamed over the old one (for a file with several hard
    /// links, right before it is written in place, through the descriptor that writes it).
    /// Otherwise throws `Failure` of kind `changed` and writes nothing: the other edit stays.
    /// `path` must not be a symbolic link (resolve it first); one found there is refused.
    /// `beforeFinalCheck` runs just before the check: tests save the file there, as an editor
    /// would in the gap.
    ///
    /// What remains open: the check and the rename are two system calls (Linux has no rename
    /// that is conditional on the old file), so a save landing in the microseconds between them
    /// is replaced; a program that keeps the old file open and writes into it after the rename
    /// writes to a file no name shows any more; and a file written in place can still take
    /// another program's write at the same moment as tiplint's.
    package static func write(_ data: Data, replacing snapshot: FileSnapshot, at path: String, beforeFinalCheck: @escaping () -> Void = {}) throws(Failure) {
        let unchanged = UnchangedFile(snapshot: snapshot, beforeCheck: beforeFinalCheck)
        var status = stat()
        guard lstat(path, &status) == 0 else { throw unchanged.changedFailure(path) }
        switch status.st_mode & S_IFMT {
        case S_IFREG where status.st_nlink > 1:
            try writeInPlace(data, to: path, named: path, unchanged: unchanged)
        case S_IFREG:
            try replace(path, with: data, named: path, unchanged: unchanged)
        case S_IFLNK:
            throw linkRefusal(path)
        default:
            throw unchanged.changedFailure(path)
        }
    }

    /// The condition of a compare-and-swap write: the file is still `snapshot`.
    struct UnchangedFile {
        var snapshot: FileSnapshot
        var beforeCheck: () -> Void

        func check(_ path: String, named name: String) throws(Failure) {
            beforeCheck()
            guard snapshot.isCurrent(at: path) else { throw changedFailure(name) }
        }

        func check(descriptor: Int32, named name: String) throws(Failure) {
            beforeCheck()
            guard snapshot.isCurrent(descriptor: descriptor) else { throw changedFailure(name) }
        }

        func changedFailure(_ name: String) -> Failure {
            Failure(path: name, reason: "it changed while tiplint was fixing it; the new version is kept", kind: .changed)
        }
    }

    /// A new file beside `target`, renamed over it (or made, when there is none). With
    /// `unchanged`, the file must still be the one it read right before the rename.
    static func replace(_ target: String, with data: Data, named name: String, unchanged: UnchangedFile? = nil) throws(Failure) {
        var existing = stat()
        // `lstat`: a link put here since `destination(of:)` looked is replaced by the rename, not followed.
        // Mode and owner come only from a regular file: a link swapped in meanwhile must not
        // lend the new file its target's (another user's link once gave a report mode 777).
        let exists = lstat(target, &existing) == 0 && existing.st_mode & S_IFMT == S_IFREG
        let folder = (target as NSString).deletingLastPathComponent
        let base = (target as NSString).lastPathComponent
        var temporary = ""
        var descriptor: Int32 = -1
        for _ in 0..<16 {
            temporary = (folder.isEmpty ? "" : folder + "/") + ".\(base).tiplint-\(UInt32.random(in: 0...UInt32.max))"
            // 0666 before the umask, as any new file; an existing file's mode is copied below.
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else {
            let reason = errno
            // A folder that takes no new file may still hold a writable file.
            if exists, reason == EACCES || reason == EPERM || reason == EROFS, access(target, W_OK) == 0 {
                return try writeInPlace(data, to: target, named: name, unchanged: unchanged)
            }
            throw failure(name, reason)
        }
        var closed = false
        defer {
            if !closed { close(descriptor) }
        }
        do throws(Failure) {
            if exists {
                if existing.st_uid != geteuid() || existing.st_gid != getegid() {
                    guard fchown(descriptor, existing.st_uid, existing.st_gid) == 0 else {
                        // Only the file itself keeps its owner: write it in place instead.
                        close(descriptor)
                        closed = true
                        unlink(temporary)
                        return try writeInPlace(data, to: target, named: name, unchanged: unchanged)
                    }
                }
                guard fchmod(descriptor, existing.st_mode & 0o7777) == 0 else { throw failure(name, errno) }
            }
            try write(data, toDescriptor: descriptor, named: name)
            guard fsync(descriptor) == 0 else { throw failure(name, errno) }
            closed = true
            guard close(descriptor) == 0 else { throw failure(name, errno) }
            // The check, then the rename at once: nothing may run between them.
            try unchanged?.check(target, named: name)
            guard rename(temporary, target) == 0 else { throw failure(name, errno) }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Overwrites the file itself: the same inode, so hard links and the owner stay. Nothing
    /// else holds the old bytes, so they are kept: the space a longer text needs is reserved
    /// first (`posix_fallocate` past the old end; a full disk fails there, before a byte
    /// changes), and should the write fail anyway the old bytes are written back. The failure
    /// says whether that worked. With `unchanged`, the file open here must still be the one it
    /// read, checked through this descriptor right before the first byte is written.
    static func writeInPlace(_ data: Data, to target: String, named name: String, unchanged: UnchangedFile? = nil) throws(Failure) {
        // O_NOFOLLOW: a link put here since `destination(of:)` looked is not written through.
        var descriptor = open(target, O_RDWR | O_NOFOLLOW | O_CLOEXEC)
        let readable = descriptor >= 0
        if !readable, unchanged == nil { descriptor = open(target, O_WRONLY | O_NOFOLLOW | O_CLOEXEC) }
        guard descriptor >= 0 else {
            if errno == ELOOP { throw linkRefusal(name) }
            throw failure(name, errno)
        }
        defer { close(descriptor) }
        try unchanged?.check(descriptor: descriptor, named: name)
        let old = readable ? contents(of: descriptor) : nil
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure(name, errno) }
        #if !canImport(Darwin)
        // Darwin has no posix_fallocate (its F_PREALLOCATE does not promise the same): there the
        // write-back below is the only guard.
        if data.count > Int(status.st_size) {
            let reserved = posix_fallocate(descriptor, status.st_size, off_t(data.count) - status.st_size)
            // A file system without reservations (EOPNOTSUPP, EINVAL) is written as before.
            if reserved != 0, reserved != EOPNOTSUPP, reserved != EINVAL {
                // glibc's emulation (file systems without fallocate) may have grown the file
                // before it failed: back to the old size.
                _ = ftruncate(descriptor, status.st_size)
                throw Failure(path: name, reason: String(cString: strerror(reserved)) + "; the file was not changed", kind: .io)
            }
        }
        #endif
        do throws(Failure) {
            try write(data, toDescriptor: descriptor, named: name)
            guard ftruncate(descriptor, off_t(data.count)) == 0, fsync(descriptor) == 0 else { throw failure(name, errno) }
        } catch {
            var told = error
            if let old, lseek(descriptor, 0, SEEK_SET) == 0, (try? write(old, toDescriptor: descriptor, named: name)) != nil,
                ftruncate(descriptor, off_t(old.count)) == 0, fsync(descriptor) == 0
            {
                told.reason += "; the file was put back as it was"
            } else {
                told.reason += "; the file could not be put back as it was and may be damaged: check it"
            }
            throw told
        }
    }

    /// All the bytes of an open file, read from its start (the descriptor's offset stays); nil
    /// when reading fails.
    static func contents(of descriptor: Int32) -> Data? {
        var bytes = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(bytes.count)) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}
