import Foundation

/// Which front end reads a file.
package enum FileKind: String, Codable, Sendable, Hashable {
    case swift, markdown, manifest, catalog
    /// An Xcode project's `project.pbxproj`: read for its build configurations only.
    case xcodeProject

    /// By extension: nil for a file no front end reads (`notes.txt`). `Package.swift` is Swift.
    package init?(extensionOf path: String) {
        let lower = path.lowercased()
        guard lower.hasSuffix(".swift") || lower.hasSuffix(".md") || lower.hasSuffix(".markdown") || lower.hasSuffix(".tips.yml")
            || lower.hasSuffix(".tips.yaml") || lower.hasSuffix(".xcstrings") || lower.hasSuffix(".strings")
            || lower.hasSuffix(".stringsdict") || Self.isXcodeProject(lower)
        else { return nil }
        self.init(guessingFrom: path)
    }

    /// By extension alone, for files given as text (tests, rule examples); anything else is Swift.
    package init(guessingFrom path: String) {
        let lower = path.lowercased()
        if Self.isXcodeProject(lower) {
            self = .xcodeProject
        } else if lower.hasSuffix(".tips.yml") || lower.hasSuffix(".tips.yaml") {
            self = .manifest
        } else if lower.hasSuffix(".xcstrings") || lower.hasSuffix(".strings") || lower.hasSuffix(".stringsdict") {
            self = .catalog
        } else if lower.hasSuffix(".md") || lower.hasSuffix(".markdown") {
            self = .markdown
        } else {
            self = .swift
        }
    }

    /// `App.xcodeproj/project.pbxproj`, lowercased.
    private static func isXcodeProject(_ lowercasedPath: String) -> Bool {
        lowercasedPath.hasSuffix(".xcodeproj/project.pbxproj")
    }
}

/// A file to lint, with the path shown to the person and the path globs are matched against.
package struct SourceFile: Sendable, Hashable {
    /// As the person passed it: relative stays relative.
    package var displayPath: String
    /// Relative to the configuration root, `/`-separated; absolute when outside the root.
    package var rootRelativePath: String
    package var absolutePath: String
    /// The app project the file belongs to (see `Discovery.projectFolder`); whole-project rules
    /// look only within it. Empty when the run is one project.
    package var project: String = ""
    package var kind: FileKind = .swift
}

/// Finds the files to lint under the paths given on the command line.
package struct Discovery {
    /// Build output and dependencies: never the project's own code.
    package static let skippedFolders: Set<String> = [".build", ".git", "DerivedData", "Pods", "Carthage", ".swiftpm", ".tiplint-cache"]

    let root: String
    /// Absolute folder that relative inputs are relative to (the CLI's current folder).
    let workingFolder: String
    let include: [Glob]
    let exclude: [Glob]
    let docs: [Glob]?
    let manifests: [Glob]
    let catalogs: [Glob]
    /// Whether folder walks leave out what git ignores (`IgnoredPaths`); `--no-ignore` turns it off.
    let respectsIgnores: Bool
    /// Where `include` and `exclude` come from, for the message of a named file they leave out:
    /// the configuration file, absolute (nil: the defaults), and the line of each key.
    let configurationFile: String?
    let keyLines: [String: Int]
    let includeText: [String]
    /// Folder listings' project markers, read once per folder.
    private let projects = ProjectFolders()
    /// `root` with a trailing `/`: what a path inside it starts with.
    private let rootPrefix: String

    /// `workingFolder`: absolute; relative inputs are read from it and keep their relative display
    /// paths. `respectsIgnores`: inside a git work tree, walks skip what git ignores; files named
    /// one by one are read whatever git says.
    package init(configuration: Configuration, workingFolder: String, respectsIgnores: Bool = true) {
        root = configuration.root
        rootPrefix = root.hasSuffix("/") ? root : root + "/"
        self.workingFolder = workingFolder
        self.respectsIgnores = respectsIgnores
        include = configuration.include.map(Glob.init)
        exclude = configuration.exclude.map(Glob.init)
        docs = configuration.docs.enabled ? configuration.docs.files.map(Glob.init) : nil
        manifests = configuration.manifests.map(Glob.init)
        catalogs = configuration.catalogs.map(Glob.init)
        configurationFile = configuration.filePath
        keyLines = configuration.keyLines
        includeText = configuration.include
    }

    /// Manifests, catalogs and Xcode projects are data the project's tips use, found whatever `include` says;
    /// other files of a walked folder must match `include`, and Markdown files the `docs` globs as
    /// well. A `.swift` file is Swift whatever the docs globs say (`--docs-glob '*'` must not hide
    /// its findings).
    func kind(of globPath: String) -> FileKind? {
        // Its build settings say which compilation conditions only debug builds set.
        if globPath.hasSuffix(".xcodeproj/project.pbxproj") { return .xcodeProject }
        if manifests.anyMatches(globPath) { return .manifest }
        if catalogs.anyMatches(globPath) { return .catalog }
        let isSwift = globPath.hasSuffix(".swift")
        if let docs {
            if !isSwift, docs.anyMatches(globPath) { return include.anyMatches(globPath) ? .markdown : nil }
        } else if FileKind(guessingFrom: globPath) == .markdown {
            return nil  // `docs: false`
        }
        return isSwift && include.anyMatches(globPath) ? .swift : nil
    }

    /// The front end for a file named on the command line, whatever `include` says (see
    /// `exclusion`): its globs, then its extension. Nil for Markdown when `docs: false`.
    /// Throws `UnreadableKind` for a file no front end reads.
    package func kind(ofNamed globPath: String, displayPath: String) throws -> FileKind? {
        if manifests.anyMatches(globPath) { return .manifest }
        if catalogs.anyMatches(globPath) { return .catalog }
        if !globPath.hasSuffix(".swift"), docs?.anyMatches(globPath) == true { return .markdown }
        guard let kind = FileKind(extensionOf: globPath) else { throw UnreadableKind(path: displayPath) }
        return kind == .markdown && docs == nil ? nil : kind
    }

    /// Why the configuration leaves out a file named on the command line (nil: it does not), with
    /// its level: a note for `exclude` (set on purpose: the pre-commit case), a warning when no
    /// `include` glob matches (often the wrong configuration).
    func exclusion(of globPath: String, kind: FileKind, displayPath: String) -> ToolNotification? {
        let where_ = { (key: String) -> String in
            guard let file = configurationFile else { return "the default \(key)" }
            return "\(key) in \(file)" + (keyLines[key].map { ":\($0)" } ?? "")
        }
        let remedy = "pass --force-include to lint it anyway"
        if exclude.anyMatches(globPath) {
            return ToolNotification(level: .note, path: displayPath, message: "not linted: excluded by \(where_("exclude")); \(remedy)")
        }
        guard kind == .swift || kind == .markdown, !include.anyMatches(globPath) else { return nil }
        let globs = includeText.map { "\"\($0)\"" }.joined(separator: ", ")
        return ToolNotification(
            level: .warning, path: displayPath, message: "not linted: no glob of \(where_("include")) matches it (\(globs)); \(remedy)")
    }

    /// A file named on the command line that no front end reads: a usage error.
    package struct UnreadableKind: Error, CustomStringConvertible {
        package var path: String
        package var description: String {
            "\(TerminalText.escape(path)): tiplint reads Swift (.swift), Markdown (.md, .markdown), tip manifests (.tips.yml, "
                + ".tips.yaml) and string tables (.xcstrings, .strings, .stringsdict); for Markdown under another name pass --docs-glob"
        }
    }

    package struct MissingPath: Error, CustomStringConvertible {
        package var path: String
        package var description: String { "\(TerminalText.escape(path)): no such file or folder; check the path you passed" }
    }

    /// What discovery found, and what it had to leave out (each a warning with the reason).
    package struct Found: Sendable {
        package var files: [SourceFile] = []
        /// Each file's stamp as the folder walk took it, in the order of `files`; nil for a
        /// file named on the command line (a link, perhaps: it is stat'ed as it is read) and for
        /// one the walk could not stat.
        package var stamps: [FileStamp.Taken?] = []
        package var skipped: [ToolNotification] = []
        /// Display paths of named files the configuration leaves out (see `exclusion`).
        package var excluded: [String] = []
    }

    /// Folders are walked and filtered by `include`/`exclude`. A file named directly is linted
    /// when `include` matches it and `exclude` does not, or always with `forceInclude`; else it
    /// is listed in `excluded` with a notification that says why. Throws `UnreadableKind` for a
    /// named file no front end reads.
    /// `unsaved` names absolute paths of files that need not exist on disk (an editor's new buffer).
    /// Throws `MissingPath` for an input that does not exist; a symbolic link that loops or
    /// points nowhere, a folder that cannot be read, a name that is not UTF-8 or a path longer
    /// than `PATH_MAX` is skipped and reported in `Found.skipped`.
    package func files(for inputs: [String], forceInclude: Bool, unsaved: Set<String> = []) throws -> Found {
        var found = Found()
        var seen = Set<String>()
        var namedFiles = Set<FileIdentity>()
        for input in inputs {
            let isUnsaved = unsaved.contains(absolutePath(input))
            let status = isUnsaved ? .file : Self.status(of: absolutePath(input))
            switch status {
            case .missing:
                throw MissingPath(path: input)
            case .unusable(let reason):
                found.skipped.append(ToolNotification(level: .warning, path: Self.clean(input), message: "\(reason); skipped"))
            case .brokenLink(let link):
                found.skipped.append(ToolNotification(level: .warning, path: Self.clean(input), message: "\(link.reason); skipped"))
            case .folder:
                let folder = absolutePath(input)
                // Each file is matched against the globs once, as the walk finds it; its
                // project is set below, once per folder.
                let walk = FolderWalk(folder: folder, projects: projects, respectingIgnores: respectsIgnores) { relativePath in
                    walked(relativePath, in: folder, input: input, project: "")
                }
                if let exhausted = walk.exhausted {
                    throw ResourceFailure(message: SourceContent.exhaustionMessage(exhausted.reason, path: exhausted.absolutePath))
                }
                for skipped in walk.skipped {
                    found.skipped.append(ToolNotification(
                        level: .warning, path: displayPath(skipped.relativePath, in: input), message: "\(skipped.reason); skipped"))
                }
                // A FIFO, socket or device the globs would lint is reported: it cannot be read.
                for (relativePath, what) in walk.special where walked(relativePath, in: folder, input: input) != nil {
                    found.skipped.append(ToolNotification(
                        level: .warning, path: displayPath(relativePath, in: input), message: "it is \(what), not a regular file; skipped"))
                }
                // Projects top-down, one step per folder: the walked folder's from the folders
                // above it, each other folder's from its parent's and its own markers.
                var chains: [ProjectFolders.Chain] = []
                chains.reserveCapacity(walk.folders.count)
                for (index, relative) in walk.folders.enumerated() {
                    let absolute = relative.isEmpty ? folder : (folder == "/" ? "/" : folder + "/") + relative
                    chains.append(index == 0
                        ? projects.chain(inFolder: absolute, root: root)
                        : projects.chain(of: absolute, markers: walk.markers[index], below: chains[walk.parents[index]], root: root))
                }
                let folderProjects = chains.map { $0.project }
                for entry in walk.files {
                    var kept = entry.selected
                    kept.project = folderProjects[entry.folder]
                    // One walk names each path once: only another input can name it again.
                    if inputs.count == 1 || seen.insert(kept.absolutePath).inserted {
                        found.files.append(kept)
                        found.stamps.append(entry.stamp)
                    }
                }
            case .file:
                var file = sourceFile(displayPath: Self.clean(input))
                // Outside the configuration's folder, globs see the file's name.
                let globPath = file.rootRelativePath.hasPrefix("/") ? (file.rootRelativePath as NSString).lastPathComponent : file.rootRelativePath
                guard let kind = try kind(ofNamed: globPath, displayPath: file.displayPath) else { continue }
                file.kind = kind
                if !forceInclude, let why = exclusion(of: globPath, kind: kind, displayPath: file.displayPath) {
                    found.skipped.append(why)
                    found.excluded.append(file.displayPath)
                    continue
                }
                // The same file named twice (through a link, say) is linted once, under the first
                // name the configuration keeps.
                if !isUnsaved, let identity = FileIdentity(path: absolutePath(input)), !namedFiles.insert(identity).inserted { continue }
                if seen.insert(file.absolutePath).inserted {
                    found.files.append(file)
                    found.stamps.append(nil)
                }
            }
        }
        // Sorted with their stamps: the same order as sorting the files alone.
        let order = found.files.indices.sorted { found.files[$0].displayPath < found.files[$1].displayPath }
        found.files = order.map { found.files[$0] }
        found.stamps = order.map { found.stamps[$0] }
        return found
    }

    /// A file found by walking `folder` (absolute), at `relativePath` below it, with its kind and
    /// its folder's `project` (nil: looked up; "": set by the caller): nil when the globs do not lint it. Outside the configuration's
    /// folder, globs apply below the folder given.
    private func walked(_ relativePath: String, in folder: String, input: String, project: String? = nil) -> SourceFile? {
        // Names from the walk are plain (no `.`, `..` or `//`): appended to the standardised
        // folder they give the standardised path, without `URL`'s cost.
        let absolute = folder == "/" ? "/" + relativePath : folder + "/" + relativePath
        var file = sourceFile(displayPath: displayPath(relativePath, in: input), absolutePath: absolute, project: project)
        let globPath = file.rootRelativePath.hasPrefix("/") ? relativePath : file.rootRelativePath
        guard let kind = kind(of: globPath), !exclude.anyMatches(globPath) else { return nil }
        file.kind = kind
        return file
    }

    /// What a path is, symbolic links followed: `.missing` only when nothing is there, not even
    /// a link. `unusable` says why in words for a message.
    enum InputStatus { case file, folder, missing, brokenLink(BrokenLink), unusable(String) }

    /// A symbolic link that cannot be followed.
    enum BrokenLink {
        case loops, pointsNowhere

        /// For a message about a path given to be linted.
        var reason: String { self == .loops ? "symbolic links loop here" : "a symbolic link to nothing" }
    }

    /// What is at `path` (absolute): a command-line input, a configuration file.
    static func status(of path: String) -> InputStatus {
        var info = stat()
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFDIR: return .folder
            case S_IFREG: return .file
            default: return .unusable("it is \(specialFileKind(info.st_mode)), not a regular file")
            }
        }
        let code = errno
        var linkInfo = stat()
        let isLink = lstat(path, &linkInfo) == 0
        switch code {
        case ELOOP: return .brokenLink(.loops)
        case ENOENT where isLink: return .brokenLink(.pointsNowhere)
        case ENOENT, ENOTDIR: return .missing
        case ENAMETOOLONG: return .unusable("the path is longer than PATH_MAX (\(PATH_MAX) bytes)")
        default: return .unusable("cannot read it (\(String(cString: strerror(code)).lowercased()))")
        }
    }

    /// What a file that is neither regular nor a folder is, for a message: "a FIFO", say.
    static func specialFileKind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFCHR, S_IFBLK: return "a device"
        default: return "not a file"
        }
    }

    /// A path below the input folder as the person will see it: relative stays relative.
    private func displayPath(_ relative: String, in folder: String) -> String {
        Self.clean(folder == "." ? relative : (folder.hasSuffix("/") ? folder + relative : folder + "/" + relative))
    }

    /// The file at `displayPath`; `absolutePath`, when given, is its standardised absolute path,
    /// and `project` its project (see `ProjectFolders`).
    func sourceFile(displayPath: String, absolutePath known: String? = nil, project: String? = nil) -> SourceFile {
        let absolute = known ?? absolutePath(displayPath)
        // Cut by UTF-8 offset: `dropFirst` would step over the prefix character by character.
        let relative = absolute.hasPrefix(rootPrefix)
            ? String(absolute[absolute.utf8.index(absolute.startIndex, offsetBy: rootPrefix.utf8.count)...]) : absolute
        return SourceFile(
            displayPath: displayPath, rootRelativePath: relative, absolutePath: absolute,
            project: project ?? projects.project(of: absolute, root: root))
    }

    /// The same for files given as text (tests, examples, unsaved buffers): the folders
    /// their own paths name are the only listing, so `A/A.xcodeproj/project.pbxproj` among
    /// them makes `A` a project. Sources that already know their project keep it.
    static func assigningProjects(_ sources: [SourceText]) -> [SourceText] {
        var listing: [String: Set<String>] = [:]
        for source in sources {
            var folder = source.file.absolutePath
            while folder != "/" {
                let parent = ProjectFolders.parent(of: folder)
                listing[parent, default: []].insert(String(folder.dropFirst(parent == "/" ? 1 : parent.count + 1)))
                folder = parent
            }
        }
        let projects = ProjectFolders { Array(listing[$0] ?? []) }
        return sources.map { source in
            guard source.file.project.isEmpty else { return source }
            var copy = source
            copy.file.project = projects.project(of: source.file.absolutePath, root: "/")
            return copy
        }
    }

    /// `path` resolved against the working folder, standardised.
    package func absolutePath(_ path: String) -> String { Self.absolutePath(path, in: workingFolder) }

    /// What `path` names for someone working in `folder` (absolute): absolute, standardised.
    package static func absolutePath(_ path: String, in folder: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: folder, isDirectory: true)).standardizedFileURL.path
    }

    static func clean(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }
}
