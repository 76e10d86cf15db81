import Foundation

/// Lists the regular files under a folder with `opendir`/`readdir`, so that nothing is lost
/// silently: a folder that cannot be opened, a name that is not UTF-8 and a path longer than
/// `PATH_MAX` are each reported as skipped. Symbolic links inside the folder are not followed
/// (they may point outside the project or form cycles; their targets are linted where they are),
/// and `Discovery.skippedFolders` are not entered. Each folder's names are read once, and the
/// project markers among them are kept for `ProjectFolders`.
struct FolderWalk {
    /// A file found: its path below the walked folder (`/`-separated) and on disk, and the
    /// index of its folder in `folders`.
    struct Entry {
        var relativePath: String
        var absolutePath: String
        var folder = 0
    }

    /// Something under the folder that was not walked, with why; `relativePath` ends in `/` for
    /// a folder.
    struct Skipped {
        var relativePath: String
        var reason: String
    }

    var files: [Entry] = []
    /// The folders listed, below the walked folder (`/`-separated; "" for itself): each file's
    /// folder is named once, so that what depends on the folder alone is worked out once.
    var folders: [String] = []
    var skipped: [Skipped] = []
    /// FIFOs, sockets and devices, which cannot be read as files, with what each is ("a FIFO"):
    /// `Discovery` reports those a glob would have linted.
    var special: [(entry: Entry, what: String)] = []
    /// A folder that could not be opened because the process has no descriptor left, with the
    /// system's reason: the walk is not to be trusted, so `Discovery` stops the run.
    var exhausted: (absolutePath: String, reason: String)?

    /// Walks `folder` (absolute; symbolic links in it are resolved first, so that a link named
    /// on the command line is followed). Records every folder's markers in `projects`. With
    /// `respectingIgnores`, what git ignores there (`IgnoredPaths`) is neither walked nor listed.
    init(folder: String, projects: ProjectFolders, respectingIgnores: Bool = false) {
        let base = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        let ignored = respectingIgnores ? IgnoredPaths(folder: base) : nil
        var pending: [(absolute: String, relative: String)] = [(base, "")]
        while let (absolute, relative) = pending.popLast() {
            guard let listing = Self.list(absolute) else {
                if errno == EMFILE || errno == ENFILE {
                    exhausted = (absolute, String(cString: strerror(errno)).lowercased())
                    return
                }
                skipped.append(Skipped(relativePath: relative.isEmpty ? "" : relative + "/", reason: Self.openFailure(errno)))
                continue
            }
            projects.record(names: listing.map(\.name), in: absolute)
            let folderIndex = folders.count
            folders.append(relative)
            for entry in listing {
                let childRelative = relative.isEmpty ? entry.name : relative + "/" + entry.name
                guard entry.isUTF8 else {
                    skipped.append(Skipped(relativePath: childRelative + (entry.kind == .folder ? "/" : ""), reason: "its name is not UTF-8"))
                    continue
                }
                let childAbsolute = absolute == "/" ? "/" + entry.name : absolute + "/" + entry.name
                guard childAbsolute.utf8.count < Int(PATH_MAX) else {
                    skipped.append(Skipped(
                        relativePath: childRelative + (entry.kind == .folder ? "/" : ""),
                        reason: "its path is longer than PATH_MAX (\(PATH_MAX) bytes)"))
                    continue
                }
                if let ignored, entry.kind != .other, ignored.contains(childRelative, isFolder: entry.kind == .folder) { continue }
                switch entry.kind {
                case .folder where !Discovery.skippedFolders.contains(entry.name):
                    pending.append((childAbsolute, childRelative))
                case .file:
                    files.append(Entry(relativePath: childRelative, absolutePath: childAbsolute, folder: folderIndex))
                case .special(let what):
                    special.append((Entry(relativePath: childRelative, absolutePath: childAbsolute), what))
                default:
                    break
                }
            }
        }
    }

    /// `other` is a symbolic link (not followed) or what the system cannot say.
    private enum Kind: Equatable { case file, folder, special(String), other }

    /// The entries of one folder but `.` and `..`; nil (with `errno` set) when it cannot be opened.
    private static func list(_ folder: String) -> [(name: String, isUTF8: Bool, kind: Kind)]? {
        guard let stream = opendir(folder) else { return nil }
        defer { closedir(stream) }
        var result: [(name: String, isUTF8: Bool, kind: Kind)] = []
        while let entry = readdir(stream) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if bytes == [UInt8(ascii: ".")] || bytes == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            let name = String(validating: bytes, as: UTF8.self)
            result.append((name ?? String(decoding: bytes, as: UTF8.self), name != nil, kind(entry.pointee.d_type, folder: folder, bytes: bytes)))
        }
        return result
    }

    /// From the directory entry, or from `lstat` when the file system does not say.
    private static func kind(_ type: UInt8, folder: String, bytes: [UInt8]) -> Kind {
        switch Int32(type) {
        case Int32(DT_REG): return .file
        case Int32(DT_DIR): return .folder
        case Int32(DT_FIFO): return .special("a FIFO")
        case Int32(DT_SOCK): return .special("a socket")
        case Int32(DT_CHR), Int32(DT_BLK): return .special("a device")
        case Int32(DT_UNKNOWN):
            var info = stat()
            let path = Array(folder.utf8) + [UInt8(ascii: "/")] + bytes + [0]
            guard path.withUnsafeBufferPointer({ lstat(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), &info) }) == 0
            else { return .other }
            switch info.st_mode & S_IFMT {
            case S_IFREG: return .file
            case S_IFDIR: return .folder
            case S_IFLNK: return .other
            default: return .special(Discovery.specialFileKind(info.st_mode))
            }
        default: return .other
        }
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
    func record(names: [String], in folder: String) {
        let markers = Markers(names: names)
        lock.withLock {
            if let old = cache[folder], old != markers { projects.removeAll() }
            cache[folder] = markers
        }
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
        let rootPath = lock.withLock({ standardRoots[root] }) ?? {
            // `URL` standardises with calls to the file system: once per root, not per file.
            let path = URL(fileURLWithPath: root).standardizedFileURL.path
            lock.withLock { standardRoots[root] = path }
            return path
        }()
        var folder = start
        var project = ""
        while folder.hasPrefix(rootPath) {
            let markers = markers(in: folder)
            if markers.workspace {
                project = folder
            } else if project.isEmpty, markers.project {
                project = folder
            }
            let parent = Self.parent(of: folder)
            if parent == folder { break }
            folder = parent
        }
        lock.withLock { projects[key] = project }
        return project
    }

    /// `/a/b/c` → `/a/b`; `/a` → `/`; `/` stays. For standardised absolute paths.
    static func parent(of path: String) -> String {
        // By byte: `lastIndex(of:)` on the characters would segment every one of them.
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "/" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
