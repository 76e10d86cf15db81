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
    /// Folder listings, read once per folder while looking for project files.
    private let listings = FolderListings()

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
    /// other files must match `include`, and Markdown files the `docs` globs as well.
    func kind(of globPath: String, named: Bool) -> FileKind? {
        if manifests.anyMatches(globPath) { return .manifest }
        if catalogs.anyMatches(globPath) { return .catalog }
        if let docs {
            if docs.anyMatches(globPath) { return named || include.anyMatches(globPath) ? .markdown : nil }
        } else if FileKind(guessingFrom: globPath) == .markdown {
            return nil  // `docs: false`
        }
        // A file named on the command line is read as Swift whatever its extension.
        if named { return .swift }
        return globPath.hasSuffix(".swift") && include.anyMatches(globPath) ? .swift : nil
    }

    package struct MissingPath: Error, CustomStringConvertible {
        package var path: String
        package var description: String { "\(path): no such file or folder; check the path you passed" }
    }

    /// Folders are walked and filtered by `include`/`exclude`. A file named directly is linted
    /// when it is not excluded, or always with `forceInclude` (pre-commit passes excluded files too).
    /// `unsaved` names absolute paths of files that need not exist on disk (an editor's new buffer).
    package func files(for inputs: [String], forceInclude: Bool, unsaved: Set<String> = []) throws -> [SourceFile] {
        var result: [SourceFile] = []
        var seen = Set<String>()
        let fileManager = FileManager.default
        for input in inputs {
            var isFolder: ObjCBool = false
            let isUnsaved = unsaved.contains(absolutePath(input))
            guard fileManager.fileExists(atPath: absolutePath(input), isDirectory: &isFolder) || isUnsaved else { throw MissingPath(path: input) }
            if isFolder.boolValue {
                for (file, pathInFolder) in walk(input) {
                    // Outside the configuration's folder, globs apply below the folder given.
                    let globPath = file.rootRelativePath.hasPrefix("/") ? pathInFolder : file.rootRelativePath
                    guard let kind = kind(of: globPath, named: false), !exclude.anyMatches(globPath) else { continue }
                    var file = file
                    file.kind = kind
                    if seen.insert(file.absolutePath).inserted { result.append(file) }
                }
            } else {
                var file = sourceFile(displayPath: Self.clean(input))
                guard let kind = kind(of: file.rootRelativePath, named: true) else { continue }
                file.kind = kind
                if forceInclude || !exclude.anyMatches(file.rootRelativePath), seen.insert(file.absolutePath).inserted {
                    result.append(file)
                }
            }
        }
        return result.sorted { $0.displayPath < $1.displayPath }
    }

    private func walk(_ folder: String) -> [(file: SourceFile, pathInFolder: String)] {
        let base = URL(fileURLWithPath: absolutePath(folder))
        guard let enumerator = FileManager.default.enumerator(
            at: base, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey], options: [])
        else { return [] }
        var result: [(file: SourceFile, pathInFolder: String)] = []
        let prefix = base.standardizedFileURL.path
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey, .isDirectoryKey])
            if values?.isDirectory == true {
                if Self.skippedFolders.contains(name) { enumerator.skipDescendants() }
                continue
            }
            // Links may point outside the project or form cycles; lint files where they are.
            guard values?.isRegularFile == true, values?.isSymbolicLink != true else { continue }
            let absolute = url.standardizedFileURL.path
            var relative = String(absolute.dropFirst(prefix.count))
            if relative.hasPrefix("/") { relative.removeFirst() }
            let display = Self.clean(folder == "." ? relative : (folder.hasSuffix("/") ? folder + relative : folder + "/" + relative))
            result.append((sourceFile(displayPath: display), relative))
        }
        return result
    }

    func sourceFile(displayPath: String) -> SourceFile {
        let absolute = absolutePath(displayPath)
        let rootPrefix = root.hasSuffix("/") ? root : root + "/"
        let relative = absolute.hasPrefix(rootPrefix) ? String(absolute.dropFirst(rootPrefix.count)) : absolute
        return SourceFile(
            displayPath: displayPath, rootRelativePath: relative, absolutePath: absolute,
            project: Self.projectFolder(of: absolute, root: root, listings: listings))
    }

    /// The app a file belongs to: the nearest folder (up to the root) holding an Xcode project
    /// (`*.xcodeproj`, XcodeGen's `project.yml`, Tuist's `Project.swift`), or the outermost such
    /// folder holding an `.xcworkspace`, whose projects form one app. Two sample apps in one
    /// repository are two projects: one app's `Tips.configure` does not configure the other.
    static func projectFolder(of absolutePath: String, root: String, listings: FolderListings) -> String {
        projectFolder(of: absolutePath, root: root, names: listings.names(in:))
    }

    /// The same for files given as text (tests, examples, unsaved buffers): the folders
    /// their own paths name are the only listing, so `A/A.xcodeproj/project.pbxproj` among
    /// them makes `A` a project. Sources that already know their project keep it.
    static func assigningProjects(_ sources: [SourceText]) -> [SourceText] {
        var listing: [String: Set<String>] = [:]
        for source in sources {
            var folder = URL(fileURLWithPath: source.file.absolutePath)
            while folder.path != "/" {
                let parent = folder.deletingLastPathComponent()
                listing[parent.path, default: []].insert(folder.lastPathComponent)
                folder = parent
            }
        }
        return sources.map { source in
            guard source.file.project.isEmpty else { return source }
            var copy = source
            copy.file.project = projectFolder(of: source.file.absolutePath, root: "/") { Array(listing[$0] ?? []) }
            return copy
        }
    }

    private static func projectFolder(of absolutePath: String, root: String, names: (String) -> [String]) -> String {
        var folder = URL(fileURLWithPath: absolutePath).deletingLastPathComponent()
        var project = ""
        let rootPath = URL(fileURLWithPath: root).standardizedFileURL.path
        while folder.path.hasPrefix(rootPath) {
            let names = names(folder.path)
            if names.contains(where: { $0.hasSuffix(".xcworkspace") }) {
                project = folder.path
            } else if project.isEmpty, names.contains(where: { $0.hasSuffix(".xcodeproj") || $0 == "project.yml" || $0 == "Project.swift" }) {
                project = folder.path
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return project
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

/// Caches `contentsOfDirectory` per folder for one discovery run.
final class FolderListings {
    private var cache: [String: [String]] = [:]

    func names(in folder: String) -> [String] {
        if let cached = cache[folder] { return cached }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        cache[folder] = names
        return names
    }
}
