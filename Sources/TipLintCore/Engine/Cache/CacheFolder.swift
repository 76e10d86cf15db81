import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One folder of the facts cache, held open by a descriptor: every file in it is read, written,
/// stat'ed and deleted relative to that descriptor and never through a symbolic link, so that a
/// link planted in the cache (by the repository that ships it, or by another user of a shared
/// cache folder) can neither send a write or a delete elsewhere nor feed the run a file outside.
///
/// A folder is used only when it is a real folder (not a link), belongs to the effective user
/// and is not writable by its group or others: anyone else who can write it could swap what is
/// in it between two of our calls.
final class CacheFolder: @unchecked Sendable {
    /// Why a folder is not used, in words for a warning: "is a symbolic link".
    struct Refusal: Error, Equatable {
        var path: String
        var reason: String
        /// What the user can do about it.
        var remedy = "remove it or name another folder with --cache-dir or TIPLINT_CACHE_DIR"
        /// False when the folder could only not be made or opened (a read-only checkout, no
        /// permission): the run goes on without the cache, as it always has, without a warning.
        var isWarning = true
    }

    let descriptor: Int32
    /// The folder's path, for messages.
    let path: String

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { close(descriptor) }

    /// Opens `name` in the folder `parent` (a descriptor, or `AT_FDCWD` with an absolute name),
    /// making it first when it is missing. `path` names it in messages.
    static func open(_ name: String, in parent: Int32, path: String) -> Result<CacheFolder, Refusal> {
        if mkdirat(parent, name, 0o755) != 0, errno != EEXIST {
            return .failure(Refusal(path: path, reason: "cannot be made (\(errorText(errno)))", isWarning: false))
        }
        let descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            // Linux says ENOTDIR for a link with O_DIRECTORY, others ELOOP: ask what it is.
            var info = stat()
            if code == ELOOP || code == ENOTDIR, fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0 {
                let isLink = info.st_mode & S_IFMT == S_IFLNK
                return .failure(Refusal(path: path, reason: isLink ? "is a symbolic link" : "is not a folder"))
            }
            return .failure(Refusal(path: path, reason: "cannot be opened (\(errorText(code)))", isWarning: false))
        }
        let folder = CacheFolder(descriptor: descriptor, path: path)
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            return .failure(Refusal(path: path, reason: "cannot be stat'ed (\(errorText(errno)))", isWarning: false))
        }
        if let reason = untrusted(info, isFolder: true) {
            var refusal = Refusal(path: path, reason: reason)
            if info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid() {
                refusal.remedy = "make it writable by you alone (chmod go-w) or name another folder with --cache-dir or TIPLINT_CACHE_DIR"
            } else if info.st_mode & S_IFMT == S_IFDIR {
                refusal.remedy = "name a folder of your own with --cache-dir or TIPLINT_CACHE_DIR"
            }
            return .failure(refusal)
        }
        return .success(folder)
    }

    /// Why a file or folder with `info` cannot be trusted, or nil: of another kind than
    /// expected, another user's, or writable by others than its owner.
    static func untrusted(_ info: stat, isFolder: Bool) -> String? {
        let kind = info.st_mode & S_IFMT
        if kind == S_IFLNK { return "is a symbolic link" }
        if isFolder, kind != S_IFDIR { return "is not a folder" }
        if !isFolder, kind != S_IFREG { return "is not a regular file" }
        if info.st_uid != geteuid() { return "belongs to another user (uid \(info.st_uid))" }
        if info.st_mode & 0o022 != 0 {
            return "is writable by its group or others (mode \(String(info.st_mode & 0o777, radix: 8)))"
        }
        return nil
    }

    static func errorText(_ code: Int32) -> String { String(cString: strerror(code)).lowercased() }

    // MARK: Reading

    /// The names in the folder, `.` and `..` left out; nil when it cannot be listed.
    func names() -> [String]? {
        let copy = dup(descriptor)
        guard copy >= 0 else { return nil }
        guard let stream = fdopendir(copy) else {
            close(copy)
            return nil
        }
        defer { closedir(stream) }
        rewinddir(stream)
        var names: [String] = []
        while let item = readdir(stream) {
            let name = withUnsafeBytes(of: item.pointee.d_name) { bytes in
                String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// What `name` is, its link not followed; nil when it is missing.
    func status(_ name: String) -> stat? {
        var info = stat()
        return fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 ? info : nil
    }

    /// The bytes of `name` when it is a regular file of ours (see `untrusted`) of at most `limit`
    /// bytes; nil otherwise. The size is checked before anything is read, and the read stops
    /// past `limit` should the file grow meanwhile.
    func read(_ name: String, limit: Int) -> Data? {
        let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var info = stat()
        guard fstat(file, &info) == 0, Self.untrusted(info, isFolder: false) == nil, info.st_size <= limit else { return nil }
        var data = Data(count: Int(info.st_size) + 1)
        var total = 0
        let complete = data.withUnsafeMutableBytes { buffer -> Bool in
            while total < buffer.count {
                let count = systemRead(file, buffer.baseAddress! + total, buffer.count - total)
                if count < 0, errno == EINTR { continue }
                if count < 0 { return false }
                if count == 0 { break }
                total += count
            }
            return true
        }
        guard complete, total <= limit, total <= Int(info.st_size) else { return nil }
        data.count = total
        return data
    }

    /// The time `name` was last modified, when it is a regular file.
    func modified(_ name: String) -> Date? {
        regularFile(name)?.modified
    }

    /// The size and modification time of `name`, when it is a regular file (not a link).
    func regularFile(_ name: String) -> (size: Int64, modified: Date)? {
        guard let info = status(name), info.st_mode & S_IFMT == S_IFREG else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return (Int64(info.st_size), Date(timeIntervalSince1970: Double(time.tv_sec) + Double(time.tv_nsec) / 1e9))
    }

    // MARK: Writing

    /// Writes `data` to a new temporary file in the folder (never an existing file, never
    /// through a link) and renames it over `name`: readers see the old file or the new one.
    /// With `replacing` false, an existing `name` is kept instead (the new file is linked in
    /// only where there is none). False when that fails; the temporary file is then removed.
    @discardableResult
    func write(_ data: Data, to name: String, mode: mode_t = 0o644, replacing: Bool = true) -> Bool {
        let temporary = "\(FactsCache.temporaryPrefix)\(getpid())-\(UUID().uuidString)"
        let file = openat(descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard file >= 0 else { return false }
        let written = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = systemWrite(file, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { return false }
                offset += count
            }
            return true
        }
        close(file)
        if written, !replacing {
            let linked = linkat(descriptor, temporary, descriptor, name, 0) == 0
            unlinkat(descriptor, temporary, 0)
            return linked
        }
        guard written, renameat(descriptor, temporary, descriptor, name) == 0 else {
            unlinkat(descriptor, temporary, 0)
            return false
        }
        return true
    }

    /// Sets `name`'s modification time to now, when it is a regular file (a link is not followed).
    func touch(_ name: String) {
        guard let info = status(name), info.st_mode & S_IFMT == S_IFREG else { return }
        utimensat(descriptor, name, nil, AT_SYMLINK_NOFOLLOW)
    }

    /// Deletes `name` when it is a regular file: never a folder, and a link is not followed.
    /// Callers pass only names the cache writes (`FactsCache.isOwnName`).
    func remove(_ name: String) {
        guard let info = status(name), info.st_mode & S_IFMT == S_IFREG else { return }
        unlinkat(descriptor, name, 0)
    }
}

private func systemRead(_ file: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
    Darwin.read(file, buffer, count)
    #else
    Glibc.read(file, buffer, count)
    #endif
}

private func systemWrite(_ file: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
    Darwin.write(file, buffer, count)
    #else
    Glibc.write(file, buffer, count)
    #endif
}
