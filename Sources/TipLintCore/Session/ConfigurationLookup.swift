import Foundation

/// Which `.lintconfig.yml` governs a path: the one lookup behind the CLI (folders, named files,
/// `--stdin-path`), the language server and the SwiftPM plugins (which run the CLI).
///
/// Walking up from a path's folder (a folder input: the folder itself), the nearest
/// `.lintconfig.yml` governs it, unless a configuration further up says `root: true`: that one
/// claims every folder below it, and the walk stops there. With `--config` (`named`) that file
/// governs every path and nothing is looked up. Without any file, the defaults apply, rooted (for a
/// path inside the working folder) at the working folder when it is a project (a repository,
/// package or Xcode project), else at the nearest project folder between the path's folder and
/// it, else at the path's own folder; a path outside the working folder at its own folder.
///
/// Caches folder answers and loaded files for its lifetime (a file is read again when its
/// modification time changes); create one per run, or per configuration change in the server.
package final class ConfigurationLookup: @unchecked Sendable {
    package let rules: [AnyRule]
    /// Absolute folder that relative inputs and `named` are relative to.
    package let workingFolder: String
    /// `--config`, as given: used for every path.
    package let named: String?
    /// `--docs-glob`: added to every configuration.
    package let docsGlobs: [String]

    private let lock = NSLock()
    private var governing: [String: String?] = [:]
    private var loaded: [String: (modified: FileStamp?, configuration: Configuration)] = [:]
    private var rootFlags: [String: Bool] = [:]
    private var skipped: [String: String] = [:]
    private var misnamed = Set<String>()
    private var leftOver = Set<String>()

    /// Configuration files above the project that the lookups so far passed over because
    /// another user controls them, each with why (see `configurationPath(forFolder:)`), in path
    /// order: a warning each in the run's report.
    /// Then files whose names are near `.lintconfig.yml` (`.lintconfig.yaml`, `.tiplint.yml`) where
    /// a `.lintconfig.yml` would have been read (a linted folder or one above it, with none
    /// governing it) or the defaults were rooted: a person who wrote one expects it to be read.
    /// Then each `.lintconfig.yaml` beside a `.lintconfig.yml` the lookup used: left over (after
    /// `tiplint init`, or by a second person), its settings are silently dead. Other names beside
    /// a real configuration (`.tiplint.yml`) may be another tool's, and are left alone.
    package var untrustedFiles: [ToolNotification] {
        let passedOver: [String: String] = locked { self.skipped }
        let nearMissPaths: Set<String> = locked { self.misnamed }
        let leftOverPaths: Set<String> = locked { self.leftOver }
        let untrusted: [ToolNotification] = passedOver.sorted { $0.key < $1.key }.map { entry in
            ToolNotification(level: .warning, path: entry.key, message: Self.untrustedMessage(entry.value))
        }
        let nearMisses: [ToolNotification] = nearMissPaths.sorted().map { path in
            ToolNotification(level: .warning, path: path, message: Self.nearMissMessage)
        }
        let leftOvers: [ToolNotification] = leftOverPaths.sorted().map { path in
            ToolNotification(level: .warning, path: path, message: Self.leftOverMessage)
        }
        return untrusted + nearMisses + leftOvers
    }

    private static let leftOverMessage = "this file is not read: the \(Configuration.fileName) beside it is; "
        + "move its settings there and delete it"

    /// The name beside a `.lintconfig.yml` that is surely a configuration meant for tiplint: the
    /// same name with YAML's other extension.
    static let leftOverName = ".lintconfig.yaml"

    private static func untrustedMessage(_ reason: String) -> String {
        "this configuration file \(reason), so tiplint does not use it; "
            + "make it yours and not writable by others (chown, chmod go-w), or remove it"
    }

    private static let nearMissMessage = "tiplint reads its configuration only from a file named \(Configuration.fileName), "
        + "so this file is not used and the defaults apply; rename it to \(Configuration.fileName)"

    /// Names people give a configuration file that tiplint does not read.
    package static let nearMissNames = [".lintconfig.yaml", "lintconfig.yml", ".tiplint.yml", ".tiplint.yaml", "tiplint.yml"]

    package init(rules: [AnyRule], workingFolder: String, named: String? = nil, docsGlobs: [String] = []) {
        self.rules = rules
        self.workingFolder = workingFolder
        self.named = named
        self.docsGlobs = docsGlobs
    }

    /// Inputs that share one configuration, in the order their first input was given.
    package struct Group: Sendable {
        package var configuration: Configuration
        package var inputs: [String]
    }

    /// `inputs` (relative to the working folder or absolute; `unsaved` paths are files that need
    /// not exist) grouped by the configuration that governs each. Throws
    /// `LintSession.MissingConfiguration` when `--config` names no file and `ConfigurationError`
    /// for a configuration that is not valid; both name the file by its absolute path.
    package func groups(for inputs: [String], unsaved: Set<String> = []) throws -> [Group] {
        var groups: [Group] = []
        var indexByKey: [String: Int] = [:]
        for input in inputs {
            let absolute = Discovery.absolutePath(input, in: workingFolder)
            let folder = unsaved.contains(absolute) || !Self.isFolder(absolute) ? Self.parent(of: absolute) : absolute
            let configuration = try self.configuration(forFolder: folder)
            let key = configuration.filePath.map { "file " + Discovery.absolutePath($0, in: workingFolder) } ?? "root " + configuration.root
            if let index = indexByKey[key] {
                groups[index].inputs.append(input)
            } else {
                indexByKey[key] = groups.count
                groups.append(Group(configuration: configuration, inputs: [input]))
            }
        }
        return groups
    }

    /// The configuration for a path in `folder` (absolute). `defaultRoot`: where the defaults are
    /// rooted when no file governs the folder (the server passes the document's project).
    package func configuration(forFolder folder: String, defaultRoot: String? = nil) throws -> Configuration {
        if let named {
            let path = Discovery.absolutePath(named, in: workingFolder)
            guard Self.isPresent(path) else { throw LintSession.MissingConfiguration(path: path) }
            return try load(path)
        }
        guard let path = try configurationPath(forFolder: folder) else {
            let inside = folder == workingFolder || folder.hasPrefix(workingFolder.hasSuffix("/") ? workingFolder : workingFolder + "/")
            // Inside the working folder, the defaults are rooted at the working folder when it is a
            // project (a repository, a package, an Xcode project: what a run from a project's top
            // always did), else at the nearest project folder between the path and it, else at the
            // path's own folder: a run from a folder that holds no project (`/`, a home folder, a
            // folder of several apps) never walks all of it for the context of one app.
            let root = defaultRoot ?? (inside ? defaultsRoot(forFolder: folder) : folder)
            // Where a `.lintconfig.yml` would have been read: the folder and every folder above it
            // (the lookup found none), and the defaults' root.
            var folders = [root]
            var current = folder
            while true {
                folders.append(current)
                if current == "/" { break }
                current = Self.parent(of: current)
            }
            let nearMisses = folders.flatMap { found in Self.nearMissNames.map { (found == "/" ? "" : found) + "/" + $0 } }
                .filter(Self.isPresent)
            if !nearMisses.isEmpty { locked { misnamed.formUnion(nearMisses) } }
            var defaults = Configuration(rules: rules, root: root)
            for glob in docsGlobs { defaults.addDocsGlob(glob) }
            return defaults
        }
        let folder = Self.parent(of: path)
        let beside = (folder == "/" ? "" : folder) + "/" + Self.leftOverName
        if Self.isPresent(beside) { locked { _ = leftOver.insert(beside) } }
        return try load(path)
    }

    /// Where the defaults are rooted for `folder` inside the working folder (see
    /// `configuration(forFolder:defaultRoot:)`).
    private func defaultsRoot(forFolder folder: String) -> String {
        if ProjectMarkers.nearestProjectFolder(from: workingFolder, upTo: workingFolder) != nil { return workingFolder }
        return ProjectMarkers.nearestProjectFolder(from: folder, upTo: workingFolder) ?? folder
    }

    /// The configuration file that governs `folder` (absolute), or nil for the defaults.
    ///
    /// Files inside the project (at or below the working folder, or at or below the nearest
    /// folder up from `folder` that holds a `.git` of a trusted owner) come with the code being
    /// linted: they are used when a trusted owner owns them. The trusted owners are the effective
    /// user, root and the owner of `folder` itself (a CI container running as root over a
    /// checkout another user owns). A file further up belongs to whoever owns that folder: it is
    /// used only when it is owned by the effective user or root and no one else may write it.
    /// Any other file is passed over as if absent (and listed in `untrustedFiles`), so that
    /// another user of a shared machine cannot turn a project's errors off with a `root: true`
    /// file (or a `.git` beside one) planted in `/tmp` or a parent folder.
    package func configurationPath(forFolder folder: String) throws -> String? {
        let start = URL(fileURLWithPath: folder).standardizedFileURL.path
        if let known = locked({ governing[start] }) { return known }
        let owners = Self.trustedOwners(of: start)
        var nearest: String?
        var current = start
        // Until the walk passes the repository's top (a folder holding `.git`), if there is one.
        var insideRepository = Self.repositoryTop(above: start, owners: owners) != nil
        let working = workingFolder.hasSuffix("/") ? workingFolder : workingFolder + "/"
        while true {
            let candidate = (current == "/" ? "" : current) + "/" + Configuration.fileName
            let insideProject = insideRepository || current == workingFolder || current.hasPrefix(working)
            if Self.isPresent(candidate), let reason = insideProject ? Self.foreignOwner(candidate, owners: owners) : Self.untrustedReason(candidate) {
                locked { skipped[candidate] = reason }
            } else if Self.isPresent(candidate) {
                if nearest == nil { nearest = candidate }
                // A file further up that cannot be read claims nothing; the nearest one's errors
                // are reported when it is loaded.
                if rootFlag(of: candidate) { nearest = candidate; break }
            }
            // Folders above the repository's top are not the project's.
            if insideRepository, Self.isOwned((current == "/" ? "" : current) + "/.git", by: owners) { insideRepository = false }
            let parent = Self.parent(of: current)
            if parent == current { break }
            current = parent
        }
        locked { governing[start] = .some(nearest) }
        return nearest
    }

    /// Whether the file at `path` says `root: true`; false when it cannot be read.
    private func rootFlag(of path: String) -> Bool {
        if let known = locked({ rootFlags[path] }) { return known }
        let flag = (try? load(path))?.isRoot ?? false
        locked { rootFlags[path] = flag }
        return flag
    }

    /// The file at `path` (absolute), read once per modification; errors name it by that path.
    private func load(_ path: String) throws -> Configuration {
        // `stat` alone (`FileStamp`): Foundation's `attributesOfItem` also looks up owner names.
        let modified = FileStamp(path: path)
        if let cached = locked({ loaded[path] }), cached.modified == modified { return cached.configuration }
        var configuration = try Configuration.load(path: path, relativeTo: workingFolder, rules: rules, named: named != nil)
        for glob in docsGlobs { configuration.addDocsGlob(glob) }
        locked { loaded[path] = (modified, configuration) }
        return configuration
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// Whether anything is at `path` (absolute), a symbolic link that loops or points nowhere
    /// included: such a configuration file is an error when loaded, never silently passed over.
    package static func isPresent(_ path: String) -> Bool {
        if case .missing = Discovery.status(of: path) { return false }
        return true
    }

    /// The effective user, root, and the owner of `folder` (or of the nearest folder above it
    /// that exists): whoever owns the code being linted.
    static func trustedOwners(of folder: String) -> Set<uid_t> {
        var owners: Set<uid_t> = [geteuid(), 0]
        var current = folder
        var info = stat()
        while stat(current, &info) != 0 {
            let parent = parent(of: current)
            if parent == current { return owners }
            current = parent
        }
        owners.insert(info.st_uid)
        return owners
    }

    /// Whether something is at `path` (links not followed) and one of `owners` owns it.
    static func isOwned(_ path: String, by owners: Set<uid_t>) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && owners.contains(info.st_uid)
    }

    /// Why a configuration file inside the project is not used: owned by none of `owners`. Nil
    /// when it is (or cannot be examined: loading it reports that).
    static func foreignOwner(_ path: String, owners: Set<uid_t>) -> String? {
        var info = stat()
        guard stat(path, &info) == 0, !owners.contains(info.st_uid) else { return nil }
        return "is owned by another user (uid \(info.st_uid)), neither you nor the project's owner"
    }

    /// Why the configuration file at `path` may not be trusted from above the project: owned by
    /// someone other than the effective user and root, or writable by its group or others. Nil
    /// when it may be (or cannot be examined: loading it reports that).
    static func untrustedReason(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        if info.st_uid != geteuid(), info.st_uid != 0 { return "is above the project and is owned by another user (uid \(info.st_uid))" }
        if info.st_mode & (S_IWGRP | S_IWOTH) != 0 {
            return "is above the project and others may write it (mode \(String(info.st_mode & 0o777, radix: 8)))"
        }
        return nil
    }

    /// The nearest folder at or above `folder` (absolute, standardised) that holds a `.git` one
    /// of `owners` owns (a `.git` someone else planted in a shared folder makes no repository).
    static func repositoryTop(above folder: String, owners: Set<uid_t>) -> String? {
        var current = folder
        while true {
            if isOwned((current == "/" ? "" : current) + "/.git", by: owners) { return current }
            let parent = parent(of: current)
            if parent == current { return nil }
            current = parent
        }
    }

    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    static func parent(of path: String) -> String {
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty ? "/" : parent
    }
}
