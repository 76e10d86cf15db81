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
    static func isProjectMarker(_ name: String) -> Bool { ProjectMarkers.isAppProject(name) }

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
