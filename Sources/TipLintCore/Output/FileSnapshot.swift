import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file as `--fix` read it: which file it is (device and inode), its size,
/// modification time and permissions, and all its bytes. `SafeFileWriter.write(_:replacing:at:)`
/// replaces the file only while every one of them is still the same, so an edit saved after the
/// read (an editor's save while tiplint proves its fix) is never overwritten unseen. The bytes
/// are compared in full, not through a hash: they are in memory already, and no collision can
/// pass a changed file as unchanged.
package struct FileSnapshot: Sendable {
    package var identity: FileIdentity
    package var size: Int64
    /// Seconds and nanoseconds: two saves within one second differ here on most file systems.
    package var modified: (seconds: Int, nanoseconds: Int)
    /// The permission bits (`0o7777`).
    package var mode: UInt32
    package var contents: Data
    /// No write permission is set for anyone (0444, 0555), or this process may not write it:
    /// `--fix` leaves it alone, as formatters do, instead of replacing it with a writable copy.
    package var isReadOnly: Bool

    /// Reads the regular file at `path`, never through a symbolic link in its last component
    /// (the caller resolves links first and decides whether to follow them). Throws
    /// `SafeFileWriter.Failure` naming `path` when it is a link, not a regular file, or unreadable.
    package static func read(_ path: String) throws(SafeFileWriter.Failure) -> FileSnapshot {
        // O_NONBLOCK: opening a FIFO for reading waits for a writer otherwise; regular files ignore it.
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ELOOP { throw SafeFileWriter.linkRefusal(path) }
            throw SafeFileWriter.failure(path, errno)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SafeFileWriter.failure(path, errno) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw SafeFileWriter.Failure(path: path, reason: "it is \(Discovery.specialFileKind(status.st_mode)), not a regular file", kind: .path)
        }
        guard let contents = SafeFileWriter.contents(of: descriptor) else { throw SafeFileWriter.failure(path, errno) }
        let mode = UInt32(status.st_mode) & 0o7777
        return FileSnapshot(
            identity: FileIdentity(status), size: Int64(status.st_size), modified: modificationTime(status), mode: mode,
            contents: contents, isReadOnly: mode & 0o222 == 0 || access(path, W_OK) != 0)
    }

    /// Whether the file open at `descriptor` is still this one, byte for byte: same device and
    /// inode, size, modification time and permissions, and the same bytes read again now. The
    /// status is asked again after the read, so a write that lands while the bytes are read
    /// (past the part already compared) still shows in the size or time.
    func isCurrent(descriptor: Int32) -> Bool {
        func statusMatches() -> Bool {
            var status = stat()
            return fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
                && FileIdentity(status) == identity && Int64(status.st_size) == size
                && Self.modificationTime(status) == modified && UInt32(status.st_mode) & 0o7777 == mode
        }
        return statusMatches() && SafeFileWriter.contents(of: descriptor) == contents && statusMatches()
    }

    /// The same for whatever `path` names now; a symbolic link there is not this file.
    func isCurrent(at path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return isCurrent(descriptor: descriptor)
    }

    private static func modificationTime(_ status: stat) -> (seconds: Int, nanoseconds: Int) {
        #if canImport(Darwin)
        (Int(status.st_mtimespec.tv_sec), Int(status.st_mtimespec.tv_nsec))
        #else
        (Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec))
        #endif
    }
}
