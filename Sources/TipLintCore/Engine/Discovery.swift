import Foundation

/// Which front end reads a file.
package enum FileKind: String, Sendable, Hashable {
    case swift, markdown, manifest, catalog

    /// By extension alone, for files given as text (tests, `--stdin-path`).
    package init(guessingFrom path: String) {
        let lower = path.lowercased()
        if lower.hasSuffix(".tips.yml") || lower.hasSuffix(".tips.yaml") {
            self = .manifest
        } else if lower.hasSuffix(".xcstrings") || lower.hasSuffix(".strings") {
            self = .catalog
        } else if lower.hasSuffix(".md") || lower.hasSuffix(".markdown") {
            self = .markdown
        } else {
            self = .swift
        }
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
    /// Folder listings' project markers, read once per folder.
    private let projects = ProjectFolders()

    /// `workingFolder`: absolute; relative inputs are read from it and keep their relative display paths.
    package init(configuration: Configuration, workingFolder: String) {
        root = configuration.root
        self.workingFolder = workingFolder
        include = configuration.include.map(Glob.init)
        exclude = configuration.exclude.map(Glob.init)
        docs = configuration.docs.enabled ? configuration.docs.files.map(Glob.init) : nil
        manifests = configuration.manifests.map(Glob.init)
        catalogs = configuration.catalogs.map(Glob.init)
    }

    /// Manifests and catalogs are data the project's tips use, found whatever `include` says;
    /// other files must match `include`, and Markdown files the `docs` globs as well. A `.swift`
    /// file is Swift whatever the docs globs say (`--docs-glob '*'` must not hide its findings).
    func kind(of globPath: String, named: Bool) -> FileKind? {
        if manifests.anyMatches(globPath) { return .manifest }
        if catalogs.anyMatches(globPath) { return .catalog }
        let isSwift = globPath.hasSuffix(".swift")
        if let docs {
            if !isSwift, docs.anyMatches(globPath) { return named || include.anyMatches(globPath) ? .markdown : nil }
        } else if FileKind(guessingFrom: globPath) == .markdown {
            return nil  // `docs: false`
        }
        // A file named on the command line is read as Swift whatever its extension.
        if named { return .swift }
        return isSwift && include.anyMatches(globPath) ? .swift : nil
    }

    package struct MissingPath: Error, CustomStringConvertible {
        package var path: String
        package var description: String { "\(TerminalText.escape(path)): no such file or folder; check the path you passed" }
    }

    /// What discovery found, and what it had to leave out (each a warning with the reason).
    package struct Found: Sendable {
        package var files: [SourceFile] = []
        package var skipped: [ToolNotification] = []
    }

    /// Folders are walked and filtered by `include`/`exclude`. A file named directly is linted
    /// when it is not excluded, or always with `forceInclude` (pre-commit passes excluded files too).
    /// `unsaved` names absolute paths of files that need not exist on disk (an editor's new buffer).
    /// Throws `MissingPath` for an input that does not exist; a symbolic link that loops or
    /// points nowhere, a folder that cannot be read, a name that is not UTF-8 or a path longer
    /// than `PATH_MAX` is skipped and reported in `Found.skipped`.
    package func files(for inputs: [String], forceInclude: Bool, unsaved: Set<String> = []) throws -> Found {
        var found = Found()
        var seen = Set<String>()
        for input in inputs {
            let isUnsaved = unsaved.contains(absolutePath(input))
            let status = isUnsaved ? .file : Self.status(of: absolutePath(input))
            switch status {
            case .missing:
                throw MissingPath(path: input)
            case .unusable(let reason):
                found.skipped.append(ToolNotification(level: .warning, path: Self.clean(input), message: "\(reason); skipped"))
            case .folder:
                let walk = FolderWalk(folder: absolutePath(input), projects: projects)
                for skipped in walk.skipped {
                    found.skipped.append(ToolNotification(
                        level: .warning, path: displayPath(skipped.relativePath, in: input), message: "\(skipped.reason); skipped"))
                }
                for entry in walk.files {
                    let file = sourceFile(displayPath: displayPath(entry.relativePath, in: input))
                    // Outside the configuration's folder, globs apply below the folder given.
                    let globPath = file.rootRelativePath.hasPrefix("/") ? entry.relativePath : file.rootRelativePath
                    guard let kind = kind(of: globPath, named: false), !exclude.anyMatches(globPath) else { continue }
                    var kept = file
                    kept.kind = kind
                    if seen.insert(kept.absolutePath).inserted { found.files.append(kept) }
                }
            case .file:
                var file = sourceFile(displayPath: Self.clean(input))
                guard let kind = kind(of: file.rootRelativePath, named: true) else { continue }
                file.kind = kind
                if forceInclude || !exclude.anyMatches(file.rootRelativePath), seen.insert(file.absolutePath).inserted {
                    found.files.append(file)
                }
            }
        }
        found.files.sort { $0.displayPath < $1.displayPath }
        return found
    }

    /// What a path given on the command line is, symbolic links followed.
    private enum InputStatus { case file, folder, missing, unusable(String) }

    private static func status(of path: String) -> InputStatus {
        var info = stat()
        if stat(path, &info) == 0 { return info.st_mode & S_IFMT == S_IFDIR ? .folder : .file }
        let code = errno
        var linkInfo = stat()
        let isLink = lstat(path, &linkInfo) == 0
        switch code {
        case ELOOP: return .unusable("symbolic links loop here")
        case ENOENT where isLink: return .unusable("a symbolic link to nothing")
        case ENOENT, ENOTDIR: return .missing
        case ENAMETOOLONG: return .unusable("the path is longer than PATH_MAX (\(PATH_MAX) bytes)")
        default: return .unusable("cannot read it (\(String(cString: strerror(code)).lowercased()))")
        }
    }

    /// A path below the input folder as the person will see it: relative stays relative.
    private func displayPath(_ relative: String, in folder: String) -> String {
        Self.clean(folder == "." ? relative : (folder.hasSuffix("/") ? folder + relative : folder + "/" + relative))
    }

    func sourceFile(displayPath: String) -> SourceFile {
        let absolute = absolutePath(displayPath)
        let rootPrefix = root.hasSuffix("/") ? root : root + "/"
        let relative = absolute.hasPrefix(rootPrefix) ? String(absolute.dropFirst(rootPrefix.count)) : absolute
        return SourceFile(
            displayPath: displayPath, rootRelativePath: relative, absolutePath: absolute,
            project: projects.project(of: absolute, root: root))
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
