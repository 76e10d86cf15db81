import Foundation
import TipLintCore

/// Which folder the language server reads along with an open document, found without ever
/// looking at more than a bounded number of folder entries: an editor may open any file
/// (`file:///`, a file in `/tmp` or the home folder), and the server must not walk the whole
/// disk for it.
enum ProjectScope {
    /// Folder entries (files and folders) a project may have for the server to read all of it;
    /// above this the open documents are linted without the rest of the project.
    static let defaultEntryLimit = 20_000
    /// Names read from one folder while looking for project markers.
    static let listingLimit = 10_000
    /// Folders walked up from a document at most: more than any real path has.
    static let maximumDepth = 2_048

    /// Folders that end the walk up from a document: a repository, a workspace, a configuration.
    static func isTopMarker(_ name: String) -> Bool {
        name == ".git" || name == Configuration.fileName || name.hasSuffix(".xcworkspace")
    }

    /// Folders that make an app or package project (see `Discovery.projectFolder`).
    static func isProjectMarker(_ name: String) -> Bool {
        name == "Package.swift" || name == "project.yml" || name == "Project.swift" || name.hasSuffix(".xcodeproj")
    }

    /// The folder whose files form `document`'s project (absolute paths, standardised): the
    /// first folder up from the document that holds a repository, workspace or configuration
    /// marker, or is one of the editor's `workspaceFolders`; failing both, the nearest folder
    /// with an app or package project; failing that, the document's own folder.
    static func root(of document: String, workspaceFolders: [String]) -> String {
        let documentFolder = (document as NSString).deletingLastPathComponent
        return root(from: documentFolder.isEmpty ? "/" : documentFolder, workspaceFolders: workspaceFolders)
    }

    /// The same, for a document in `documentFolder` (absolute).
    static func root(from documentFolder: String, workspaceFolders: [String]) -> String {
        var folder = documentFolder
        var nearestProject: String?
        for _ in 0..<maximumDepth {
            let names = BoundedFolderReader.names(in: folder, limit: listingLimit)
            if names.contains(where: isTopMarker) || workspaceFolders.contains(folder) { return folder }
            if nearestProject == nil, names.contains(where: isProjectMarker) { nearestProject = folder }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { break }
            folder = parent
        }
        return nearestProject ?? documentFolder
    }

    /// Whether `folder` holds at most `limit` entries, counted as `Discovery` walks it (build
    /// and dependency folders skipped, symbolic links not followed). Stops counting at the limit.
    static func isSmall(_ folder: String, limit: Int) -> Bool {
        var visited = 0
        var folders = [folder]
        while let current = folders.popLast() {
            let fits = BoundedFolderReader.forEachEntry(in: current) { name, isFolder in
                visited += 1
                if isFolder, !Discovery.skippedFolders.contains(name) {
                    folders.append(current == "/" ? "/" + name : current + "/" + name)
                }
                return visited <= limit
            }
            if !fits { return false }
        }
        return true
    }
}

/// `readdir` with a bound: folder listings that stop early, without building the whole listing
/// of a huge folder first.
enum BoundedFolderReader {
    /// Up to `limit` names in `folder` (none when it cannot be read).
    static func names(in folder: String, limit: Int) -> [String] {
        var names: [String] = []
        _ = forEachEntry(in: folder) { name, _ in
            names.append(name)
            return names.count < limit
        }
        return names
    }

    /// Calls `body` with each entry's name and whether it is a folder (a symbolic link is not),
    /// until `body` returns false. Returns false when it was stopped so.
    static func forEachEntry(in folder: String, _ body: (String, Bool) -> Bool) -> Bool {
        guard let directory = opendir(folder) else { return true }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                var status = stat()
                let path = folder == "/" ? "/" + name : folder + "/" + name
                isFolder = lstat(path, &status) == 0 && (status.st_mode & mode_t(S_IFMT)) == mode_t(S_IFDIR)
            }
            if !body(name, isFolder) { return false }
        }
        return true
    }
}
