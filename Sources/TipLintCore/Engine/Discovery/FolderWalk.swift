import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Darwin)
private typealias FolderStream = UnsafeMutablePointer<DIR>
#else
/// What `fdopendir` gives (`DIR *`, opaque in Glibc).
private typealias FolderStream = OpaquePointer
#endif

/// Lists the regular files under a folder with `readdir`, so that nothing is lost silently: a
/// folder that cannot be opened, a name that is not UTF-8 and a path longer than `PATH_MAX` are
/// each reported as skipped. Symbolic links inside the folder are not followed (they may point
/// outside the project or form cycles; their targets are linted where they are): a folder below
/// the walked one is opened with `O_NOFOLLOW`, so one replaced by a link while the walk runs is
/// not entered either. `Discovery.skippedFolders` are not entered. Each folder's names are read
/// once, and the project markers among them are kept for `ProjectFolders`.
///
/// Each file `select` keeps is stat'ed once, relative to its open folder (`fstatat`, links not
/// followed): its stamp goes to the run's stamps check (`FactsCache.resultSlot`), which then does
/// not `stat` it again by its absolute path. Files `select` leaves out cost no `stat`.
struct FolderWalk<Selected> {
    /// A file kept: what `select` made of it, the index of its folder in `folders`, and its
    /// stamp from the walk (nil when the entry was no longer a regular file, or could not be
    /// stat'ed, when the walk looked: whoever reads it then finds out why).
    struct File {
        var selected: Selected
        var folder: Int
        var stamp: FileStamp.Taken?
    }

    /// Something under the folder that was not walked, with why; `relativePath` ends in `/` for
    /// a folder.
    struct Skipped {
        var relativePath: String
        var reason: String
    }

    var files: [File] = []
    /// The folders listed, below the walked folder (`/`-separated; "" for itself): each file's
    /// folder is named once, so that what depends on the folder alone is worked out once.
    var folders: [String] = []
    /// Per folder of `folders`: the index of the folder it was found in (0 for the walked
    /// folder itself), and its project markers, so that projects are worked out top-down.
    var parents: [Int] = []
    var markers: [ProjectFolders.Markers] = []
    var skipped: [Skipped] = []
    /// FIFOs, sockets and devices, which cannot be read as files, below the walked folder, with
    /// what each is ("a FIFO"): `Discovery` reports those a glob would have linted.
    var special: [(relativePath: String, what: String)] = []
    /// A folder that could not be opened because the process has no descriptor left, with the
    /// system's reason: the walk is not to be trusted, so `Discovery` stops the run.
    var exhausted: (absolutePath: String, reason: String)?

    /// Walks `folder` (absolute; symbolic links in it are resolved first, so that a link named
    /// on the command line is followed). Records every folder's markers in `projects`. With
    /// `respectingIgnores`, what git ignores there (`IgnoredPaths`) is neither walked nor listed.
    /// `select` is given each regular file's path below `folder` (`/`-separated) and says what
    /// to keep of it; nil leaves it out.
    init(folder: String, projects: ProjectFolders, respectingIgnores: Bool = false, select: (_ relativePath: String) -> Selected?) {
        let base = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        let ignored = respectingIgnores ? IgnoredPaths(folder: base) : nil
        var pending: [(absolute: String, relative: String, parent: Int)] = [(base, "", 0)]
        while let (absolute, relative, parent) = pending.popLast() {
            // The walked folder is reached through the links resolved above; a folder below it
            // only as itself.
            guard let stream = Self.openFolder(absolute, followingLink: relative.isEmpty) else {
                if errno == EMFILE || errno == ENFILE {
                    exhausted = (absolute, String(cString: strerror(errno)).lowercased())
                    return
                }
                skipped.append(Skipped(relativePath: relative.isEmpty ? "" : relative + "/", reason: Self.openFailure(errno)))
                continue
            }
            defer { closedir(stream) }
            let descriptor = dirfd(stream)
            let folderIndex = folders.count
            folders.append(relative)
            parents.append(parent)
            let absoluteLength = absolute == "/" ? 0 : absolute.utf8.count
            var names: [String] = []
            while let entry = readdir(stream) {
                let found = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
                    tuple.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { name in
                        Self.entry(name, type: entry.pointee.d_type, in: descriptor)
                    }
                }
                guard let found else { continue }  // `.` and `..`
                names.append(found.name)
                let childRelative = relative.isEmpty ? found.name : relative + "/" + found.name
                guard found.isUTF8 else {
                    skipped.append(Skipped(relativePath: childRelative + (found.kind == .folder ? "/" : ""), reason: "its name is not UTF-8"))
                    continue
                }
                // The child's absolute path is `absolute/name`: only its length is needed here.
                guard absoluteLength + 1 + found.name.utf8.count < Int(PATH_MAX) else {
                    skipped.append(Skipped(
                        relativePath: childRelative + (found.kind == .folder ? "/" : ""),
                        reason: "its path is longer than PATH_MAX (\(PATH_MAX) bytes)"))
                    continue
                }
                if let ignored, found.kind != .other, ignored.contains(childRelative, isFolder: found.kind == .folder) { continue }
                switch found.kind {
                case .folder where !Discovery.skippedFolders.contains(found.name):
                    pending.append((absolute == "/" ? "/" + found.name : absolute + "/" + found.name, childRelative, folderIndex))
                case .file:
                    guard let selected = select(childRelative) else { continue }
                    files.append(File(selected: selected, folder: folderIndex, stamp: found.stamp ?? Self.stamp(of: found.name, in: descriptor)))
                case .special(let what):
                    special.append((childRelative, what))
                default:
                    break
                }
            }
            markers.append(projects.record(names: names, in: absolute))
        }
    }

    /// `other` is a symbolic link (not followed) or what the system cannot say.
    private enum Kind: Equatable { case file, folder, special(String), other }

    /// One folder entry: its name (repaired when it is not UTF-8), its kind and, when the kind
    /// came from an `fstatat` (the file system gave none), the stamp of a regular file.
    private struct Found {
        var name: String
        var isUTF8: Bool
        var kind: Kind
        var stamp: FileStamp.Taken?
    }

    /// The folder opened for reading (nil, with `errno` set, when it cannot be): with
    /// `O_NOFOLLOW` unless `followingLink`, so that a folder replaced by a link is not entered.
    private static func openFolder(_ folder: String, followingLink: Bool) -> FolderStream? {
        let flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC | (followingLink ? 0 : O_NOFOLLOW)
        let descriptor = open(folder, flags)
        guard descriptor >= 0 else { return nil }
        guard let stream = fdopendir(descriptor) else {
            let code = errno
            close(descriptor)
            errno = code
            return nil
        }
        return stream
    }

    /// The entry named `name` (NUL-terminated, in the folder open as `folder`), nil for `.` and
    /// `..`. Its kind is the directory entry's, or `fstatat`'s when the file system does not say.
    private static func entry(_ name: UnsafePointer<CChar>, type: UInt8, in folder: Int32) -> Found? {
        if name[0] == 0x2E && (name[1] == 0 || (name[1] == 0x2E && name[2] == 0)) { return nil }
        let valid = String(validatingCString: name)
        let text = valid ?? String(decoding: UnsafeRawBufferPointer(start: name, count: strlen(name)), as: UTF8.self)
        switch Int32(type) {
        case Int32(DT_REG): return Found(name: text, isUTF8: valid != nil, kind: .file)
        case Int32(DT_DIR): return Found(name: text, isUTF8: valid != nil, kind: .folder)
        case Int32(DT_FIFO): return Found(name: text, isUTF8: valid != nil, kind: .special("a FIFO"))
        case Int32(DT_SOCK): return Found(name: text, isUTF8: valid != nil, kind: .special("a socket"))
        case Int32(DT_CHR), Int32(DT_BLK): return Found(name: text, isUTF8: valid != nil, kind: .special("a device"))
        case Int32(DT_UNKNOWN):
            var info = stat()
            guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return Found(name: text, isUTF8: valid != nil, kind: .other) }
            switch info.st_mode & S_IFMT {
            case S_IFREG: return Found(name: text, isUTF8: valid != nil, kind: .file, stamp: FileStamp.Taken(info))
            case S_IFDIR: return Found(name: text, isUTF8: valid != nil, kind: .folder)
            case S_IFLNK: return Found(name: text, isUTF8: valid != nil, kind: .other)
            default: return Found(name: text, isUTF8: valid != nil, kind: .special(Discovery.specialFileKind(info.st_mode)))
            }
        default: return Found(name: text, isUTF8: valid != nil, kind: .other)
        }
    }

    /// The stamp of the regular file `name` in the folder open as `folder`, links not followed:
    /// nil when it is gone or is no longer a regular file (the run's stamps check then stats it
    /// by its path, and reading it reports why it cannot be read).
    private static func stamp(of name: String, in folder: Int32) -> FileStamp.Taken? {
        var info = stat()
        guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileStamp.Taken(info)
    }

    static func openFailure(_ code: Int32) -> String {
        "cannot read the folder (\(String(cString: strerror(code)).lowercased()))"
    }
}

/// Which app project each file belongs to: the nearest folder (up to the root) holding an Xcode
/// project (`*.xcodeproj`, XcodeGen's `project.yml`, Tuist's `Project.swift`), or the outermost
/// such folder holding an `.xcworkspace`, whose projects form one app. Each folder's names are
/// looked at once per run, so a folder of 50,000 files costs 50,000 steps, not 50,000².
final class ProjectFolders: @unchecked Sendable {
    struct Markers: Equatable {
        var workspace = false
        var project = false

        init(names: some Sequence<String>) {
            for name in names {
                if name.hasSuffix(".xcworkspace") { workspace = true }
                if name.hasSuffix(".xcodeproj") || name == "project.yml" || name == "Project.swift" { project = true }
            }
        }
    }

    private let lock = NSLock()
    private var cache: [String: Markers] = [:]
    /// Folder NUL root → project folder (see `project(of:root:)`).
    private var projects: [String: String] = [:]
    /// Root as given → standardised.
    private var standardRoots: [String: String] = [:]
    /// Lists a folder the walk did not (a parent of the walked folder).
    private let list: (String) -> [String]

    init(list: @escaping (String) -> [String] = { (try? FileManager.default.contentsOfDirectory(atPath: $0)) ?? [] }) {
        self.list = list
    }

    /// A folder's names as a walk read them. New markers (an `.xcodeproj` created since, in a
    /// language server's long-lived discovery) forget every file's remembered project.
    @discardableResult
    func record(names: [String], in folder: String) -> Markers {
        let markers = Markers(names: names)
        lock.withLock {
            if let old = cache[folder], old != markers { projects.removeAll() }
            cache[folder] = markers
        }
        return markers
    }

    func markers(in folder: String) -> Markers {
        if let cached = lock.withLock({ cache[folder] }) { return cached }
        let markers = Markers(names: list(folder))
        lock.withLock { cache[folder] = markers }
        return markers
    }

    /// The project folder of a file (absolute), "" when none up to `root`. Remembered per folder
    /// and root: the files of one folder share it.
    func project(of absolutePath: String, root: String) -> String {
        project(inFolder: Self.parent(of: absolutePath), root: root)
    }

    /// The project folder of the files in `start` (absolute, standardised), "" when none up to `root`.
    func project(inFolder start: String, root: String) -> String {
        let key = start + "\u{0}" + root
        if let known = lock.withLock({ projects[key] }) { return known }
        let project = chain(inFolder: start, root: root).project
        lock.withLock { projects[key] = project }
        return project
    }

    /// The markers that decide a folder's project, over the folders from it up to the root (a
    /// folder whose path does not start with the root's ends the chain): the outermost holding
    /// a workspace, else the nearest holding a project.
    struct Chain {
        var outermostWorkspace: String?
        var nearestProject: String?

        var project: String { outermostWorkspace ?? nearestProject ?? "" }
    }

    /// The chain of the folder `start` (absolute, standardised), its folders looked at from it up.
    func chain(inFolder start: String, root: String) -> Chain {
        let rootPath = standardRoot(root)
        var folder = start
        var chain = Chain()
        while folder.hasPrefix(rootPath) {
            let markers = markers(in: folder)
            if markers.workspace { chain.outermostWorkspace = folder }
            if chain.nearestProject == nil, markers.project { chain.nearestProject = folder }
            let parent = Self.parent(of: folder)
            if parent == folder { break }
            folder = parent
        }
        return chain
    }

    /// The chain of `folder` (absolute, standardised), from its own `markers` and its parent
    /// folder's chain: a walk works out its folders' projects top-down, one step per folder,
    /// instead of looking up every folder above each one.
    func chain(of folder: String, markers: Markers, below parent: Chain, root: String) -> Chain {
        guard folder.hasPrefix(standardRoot(root)) else { return Chain() }
        return Chain(
            outermostWorkspace: parent.outermostWorkspace ?? (markers.workspace ? folder : nil),
            nearestProject: markers.project ? folder : parent.nearestProject)
    }

    /// `root` standardised (`URL` does it with calls to the file system: once per root).
    private func standardRoot(_ root: String) -> String {
        if let known = lock.withLock({ standardRoots[root] }) { return known }
        let path = URL(fileURLWithPath: root).standardizedFileURL.path
        lock.withLock { standardRoots[root] = path }
        return path
    }

    /// `/a/b/c` → `/a/b`; `/a` → `/`; `/` stays. For standardised absolute paths.
    static func parent(of path: String) -> String {
        // By byte: `lastIndex(of:)` on the characters would segment every one of them.
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "/" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
