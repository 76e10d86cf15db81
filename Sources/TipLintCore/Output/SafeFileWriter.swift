import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way tiplint writes a file: reports (`-o`, `--report`), baselines, inventories,
/// `init`'s configuration, rule pages and `--fix`'s edits. It never writes where it must not:
///
/// - a path whose last component is a symbolic link is refused (`Failure.Kind.path`, saying to
///   remove the link or name its target), a dangling one too: a link committed under an
///   output's usual name (`tiplint.sarif`) would have made CI replace whatever it points at
///   (`~/.ssh/authorized_keys`). The one exception is a link to a stream: a FIFO, `/dev/null`,
///   or the terminal standard output or error is (`/dev/stdout` and its kin are taken as
///   descriptors before any link is looked at). Links in the folders above the last component
///   are the path's own business and are followed;
/// - a regular file with one link is replaced whole (a new file beside it, then renamed over
///   it), so a reader never sees half of it and a failed write leaves the old one, with the
///   old file's permissions and owner (when the owner cannot be given, it is written in place);
/// - a regular file with several hard links is written in place, so the links stay one file;
///   its old bytes are kept until the new ones are all written (see `writeInPlace`);
/// - a new file is made the same way, with the permissions the umask gives;
/// - a character device, FIFO or socket (`/dev/null`, `/dev/full`, a named pipe) is written
///   directly, never replaced; `/dev/stdout`, `/dev/fd/N` and `/proc/self/fd/N` write to that
///   open descriptor;
/// - a folder is an error that names the path.
///
/// `--fix` writes through `write(_:replacing:at:)`, a compare-and-swap: the file must still be
/// the one it read (see `FileSnapshot`), checked right before the new one takes its place.
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
            /// The file is no longer what the caller read (`write(_:replacing:at:)`): someone
            /// saved it meanwhile. Nothing was written; their version stays.
            case changed
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

    /// What a path names. Its last component is never a symbolic link: `destination(of:)`
    /// refuses one, but for a link to a stream (`isStream`), which is `special`.
    package enum Destination: Equatable {
        /// Nothing there yet: a new file at this path.
        case missing(path: String)
        /// A regular file at this path, with its number of hard links.
        case regularFile(path: String, links: Int)
        case folder
        /// A device, FIFO or socket (or a link to a FIFO, `/dev/null` or standard output's
        /// terminal): written directly through the given path.
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

    /// What `path` is, its last component looked at itself (`lstat`): a symbolic link there is
    /// refused (a `path` failure that says to remove it or name its target) unless it leads to
    /// a stream (`isStream`). Throws `Failure`.
    package static func destination(of path: String) throws(Failure) -> Destination {
        if let descriptor = descriptorAlias(path) { return .descriptor(descriptor) }
        var status = stat()
        guard lstat(path, &status) == 0 else {
            guard errno == ENOENT else { throw failure(path, errno) }
            let folder = (path as NSString).deletingLastPathComponent
            var folderStatus = stat()
            guard folder.isEmpty || (stat(folder, &folderStatus) == 0 && folderStatus.st_mode & S_IFMT == S_IFDIR) else {
                throw Failure(path: path, reason: "the folder \(folder) does not exist", kind: .path)
            }
            return .missing(path: path)
        }
        switch status.st_mode & S_IFMT {
        case S_IFLNK:
            var target = stat()
            if stat(path, &target) == 0, isStream(target) { return .special }
            throw linkRefusal(path)
        case S_IFDIR:
            return .folder
        case S_IFREG:
            return .regularFile(path: path, links: Int(status.st_nlink))
        default:
            return .special
        }
    }

    /// What a link may lead to: the pipe standard output or standard error already is,
    /// `/dev/null`, or the terminal or device standard output or standard error already writes
    /// to. No other FIFO (a committed link to one with no reader blocked the run forever) and no
    /// other device: a link the repository committed could name `/dev/port` or `/dev/kmsg`. A
    /// FIFO named directly, not through a link, is written as any special file is.
    private static func isStream(_ target: stat) -> Bool {
        var other = stat()
        switch target.st_mode & S_IFMT {
        case S_IFIFO:
            return [STDOUT_FILENO, STDERR_FILENO].contains { descriptor in
                fstat(descriptor, &other) == 0 && other.st_dev == target.st_dev && other.st_ino == target.st_ino
            }
        case S_IFCHR:
            if stat("/dev/null", &other) == 0, other.st_rdev == target.st_rdev { return true }
            for descriptor in [STDOUT_FILENO, STDERR_FILENO] {
                if fstat(descriptor, &other) == 0, other.st_mode & S_IFMT == S_IFCHR, other.st_rdev == target.st_rdev { return true }
            }
            return false
        default:
            return false
        }
    }

    /// Why a symbolic link is not written through, naming where it points (escaped: the link
    /// may come from the repository, and its target is printed).
    static func linkRefusal(_ path: String) -> Failure {
        let target = linkTarget(path).map { TerminalText.escape(String(decoding: $0, as: UTF8.self)) }
        let pointing = target.map { " to \($0)" } ?? ""
        var status = stat()
        let dangling = stat(path, &status) != 0 ? ", which does not exist" : ""
        return Failure(
            path: path,
            reason: "it is a symbolic link\(pointing)\(dangling), and tiplint never writes through a link; remove the link, or name its target",
            kind: .path)
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
    static func linkTarget(_ path: String) -> [UInt8]? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length >= 0 else { return nil }
        return buffer[0..<length].map { UInt8(bitPattern: $0) }
    }

    static func failure(_ path: String, _ code: Int32) -> Failure {
        let pathProblems: Set<Int32> = [EACCES, EPERM, ENOENT, ENOTDIR, EISDIR, ELOOP, EROFS, ENAMETOOLONG, ENXIO, ETXTBSY]
        return Failure(path: path, reason: String(cString: strerror(code)), kind: pathProblems.contains(code) ? .path : .io)
    }
}
