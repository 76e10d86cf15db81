import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way tiplint writes a file: reports (`-o`, `--report`), baselines, inventories,
/// `init`'s configuration and `--fix`'s edits. It never replaces what it must not:
///
/// - a regular file with one link is replaced whole (a new file beside it, then renamed over
///   it), so a reader never sees half of it and a failed write leaves the old one, with the
///   old file's permissions and owner (when the owner cannot be given, it is written in place);
/// - a regular file with several hard links is written in place, so the links stay one file;
///   its old bytes are kept until the new ones are all written (see `writeInPlace`);
/// - a new file is made the same way, with the permissions the umask gives;
/// - a symbolic link is followed, and its target written as above: the link stays a link;
/// - a character device, FIFO or socket (`/dev/null`, `/dev/full`, a named pipe) is written
///   directly, never replaced; `/dev/stdout`, `/dev/fd/N` and `/proc/self/fd/N` write to that
///   open descriptor;
/// - a folder is an error that names the path.
///
/// It never prints; failures are `Failure`s with the path and the system's reason.
package enum SafeFileWriter {
    /// A write that did not happen, or did not finish.
    package struct Failure: Error, Equatable, CustomStringConvertible {
        package enum Kind: Equatable, Sendable {
            /// The path cannot be written (a folder, a missing folder, no permission): the
            /// command line must change.
            case path
            /// Writing failed on the way (a full disk, an I/O error).
            case io
        }

        /// The path as given, or "standard output".
        package var path: String
        package var reason: String
        package var kind: Kind
        package var description: String { "cannot write \(path): \(reason)" }

        /// The same failure told with `path` as the person gave it (the writer sees absolute paths).
        package func naming(_ path: String) -> Failure {
            var failure = self
            failure.path = path
            return failure
        }
    }

    /// What a path is, once symbolic links are followed.
    package enum Destination: Equatable {
        /// Nothing there yet: a new file at this (link-resolved) path.
        case missing(path: String)
        /// A regular file at this (link-resolved) path.
        case regularFile(path: String, links: Int)
        case folder
        /// A device, FIFO or socket: written directly through the given path.
        case special
        /// An alias of an open descriptor (`/dev/stdout`).
        case descriptor(Int32)
    }

    /// Writes `data` to `path` (absolute, or relative to the process's folder), as the type's
    /// documentation says. Throws `Failure`.
    package static func write(_ data: Data, to path: String) throws(Failure) {
        switch try destination(of: path) {
        case .folder:
            throw Failure(path: path, reason: "it is a folder; give a file path", kind: .path)
        case .descriptor(let descriptor):
            try write(data, toDescriptor: descriptor, named: path)
        case .special:
            let descriptor = open(path, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw failure(path, errno) }
            defer { close(descriptor) }
            try write(data, toDescriptor: descriptor, named: path)
        case .regularFile(let target, let links) where links > 1:
            try writeInPlace(data, to: target, named: path)
        case .regularFile(let target, _):
            try replace(target, with: data, named: path)
        case .missing(let target):
            try replace(target, with: data, named: path)
        }
    }

    /// Writes all of `data` to an open descriptor (standard output: 1), retrying interrupted
    /// and partial writes. Throws `Failure` (kind `io`) naming `name`.
    package static func write(_ data: Data, toDescriptor descriptor: Int32, named name: String = "standard output") throws(Failure) {
        var failedErrno: Int32?
        data.withUnsafeBytes { buffer in
            guard var pointer = buffer.baseAddress else { return }
            var remaining = buffer.count
            while remaining > 0 {
                #if canImport(Darwin)
                let written = Darwin.write(descriptor, pointer, remaining)
                #else
                let written = Glibc.write(descriptor, pointer, remaining)
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    if errno == EAGAIN {
                        var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                        _ = poll(&waiting, 1, -1)
                        continue
                    }
                    failedErrno = errno
                    return
                }
                pointer += written
                remaining -= written
            }
        }
        if let failedErrno { throw Failure(path: name, reason: String(cString: strerror(failedErrno)), kind: .io) }
    }

    /// What `path` is, following symbolic links (at most 40, as the system does).
    package static func destination(of path: String) throws(Failure) -> Destination {
        var current = path
        for _ in 0..<40 {
            if let descriptor = descriptorAlias(current) { return .descriptor(descriptor) }
            var status = stat()
            guard lstat(current, &status) == 0 else {
                if errno == ENOENT {
                    let folder = (current as NSString).deletingLastPathComponent
                    var folderStatus = stat()
                    guard folder.isEmpty || (stat(folder, &folderStatus) == 0 && folderStatus.st_mode & S_IFMT == S_IFDIR) else {
                        throw Failure(path: path, reason: "the folder \(folder) does not exist", kind: .path)
                    }
                    return .missing(path: current)
                }
                throw failure(path, errno)
            }
            switch status.st_mode & S_IFMT {
            case S_IFLNK:
                guard let bytes = linkTarget(current) else { throw failure(path, errno) }
                // A name that is not UTF-8 has no String that names the same file: refused, never guessed.
                guard let target = String(validating: bytes, as: UTF8.self) else {
                    throw Failure(path: path, reason: "it is a symbolic link to a name that is not UTF-8 text, which tiplint cannot write by name; rename its target", kind: .path)
                }
                current = target.hasPrefix("/") ? target : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(target)
            case S_IFDIR:
                return .folder
            case S_IFREG:
                return .regularFile(path: current, links: Int(status.st_nlink))
            default:
                return .special
            }
        }
        throw failure(path, ELOOP)
    }

    // MARK: Regular files

    /// A new file beside `target`, renamed over it (or made, when there is none).
    private static func replace(_ target: String, with data: Data, named name: String) throws(Failure) {
        var existing = stat()
        let exists = stat(target, &existing) == 0
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
                return try writeInPlace(data, to: target, named: name)
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
                        return try writeInPlace(data, to: target, named: name)
                    }
                }
                guard fchmod(descriptor, existing.st_mode & 0o7777) == 0 else { throw failure(name, errno) }
            }
            try write(data, toDescriptor: descriptor, named: name)
            guard fsync(descriptor) == 0 else { throw failure(name, errno) }
            closed = true
            guard close(descriptor) == 0 else { throw failure(name, errno) }
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
    /// says whether that worked.
    private static func writeInPlace(_ data: Data, to target: String, named name: String) throws(Failure) {
        var descriptor = open(target, O_RDWR | O_CLOEXEC)
        let readable = descriptor >= 0
        if !readable { descriptor = open(target, O_WRONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw failure(name, errno) }
        defer { close(descriptor) }
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
    private static func contents(of descriptor: Int32) -> Data? {
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

    // MARK: Paths

    /// The descriptor `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` or `/proc/self/fd/N` stands for.
    private static func descriptorAlias(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default: break
        }
        let ownProcess = "/proc/\(getpid())/fd/"
        for prefix in ["/dev/fd/", "/proc/self/fd/", ownProcess] where path.hasPrefix(prefix) {
            return Int32(path.dropFirst(prefix.count))
        }
        return nil
    }

    /// The bytes of a symbolic link's target; nil when it cannot be read (`errno` says why).
    private static func linkTarget(_ path: String) -> [UInt8]? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length >= 0 else { return nil }
        return buffer[0..<length].map { UInt8(bitPattern: $0) }
    }

    private static func failure(_ path: String, _ code: Int32) -> Failure {
        let pathProblems: Set<Int32> = [EACCES, EPERM, ENOENT, ENOTDIR, EISDIR, ELOOP, EROFS, ENAMETOOLONG, ENXIO, ETXTBSY]
        return Failure(path: path, reason: String(cString: strerror(code)), kind: pathProblems.contains(code) ? .path : .io)
    }
}
