import Foundation

/// What makes a folder a project's: a repository (`.git`), a workspace, an Xcode project, a
/// Swift package, XcodeGen's or Tuist's project file, or a `.lintconfig.yml`. A file with none
/// of these at or above its folder belongs to no project (a file in `/tmp` or `/etc`): the
/// language server and `--stdin-path` then lint it alone, reading no other file and writing no
/// cache, where otherwise its folder would be taken for the project.
package enum ProjectMarkers {
    /// Names read from one folder while looking for markers: enough for any real project folder.
    package static let listingLimit = 10_000
    /// Folders walked up at most: more than any real path has.
    package static let maximumDepth = 2_048

    /// An app or package project's marker (see `Discovery`'s project folders).
    package static func isAppProject(_ name: String) -> Bool {
        name == "Package.swift" || name == "project.yml" || name == "Project.swift" || name.hasSuffix(".xcodeproj")
    }

    /// Any marker, the app project's included.
    package static func isMarker(_ name: String) -> Bool {
        name == ".git" || name == Configuration.fileName || name.hasSuffix(".xcworkspace") || isAppProject(name)
    }

    /// The nearest folder from `folder` (absolute) up to `limit` (inclusive, an ancestor of
    /// `folder` or `folder` itself) that holds a marker of a trusted owner (as
    /// `projectExists(atOrAbove:)` trusts them), or nil when none does.
    package static func nearestProjectFolder(from folder: String, upTo limit: String) -> String? {
        var current = folder.isEmpty ? "/" : folder
        let owners = ConfigurationLookup.trustedOwners(of: current)
        for _ in 0..<maximumDepth {
            let markers = BoundedFolderReader.names(in: current, limit: listingLimit).filter(isMarker)
            if markers.contains(where: { ConfigurationLookup.isOwned((current == "/" ? "" : current) + "/" + $0, by: owners) }) { return current }
            let parent = (current as NSString).deletingLastPathComponent
            if current == limit || parent == current || parent.isEmpty { return nil }
            current = parent
        }
        return nil
    }

    /// Whether `folder` (absolute) or a folder above it holds a marker that the effective user,
    /// root or `folder`'s owner owns: a `Package.swift` or `.git` another user planted in a
    /// shared folder such as `/tmp` makes no project of it.
    package static func projectExists(atOrAbove folder: String) -> Bool {
        nearestProjectFolder(from: folder, upTo: "/") != nil
    }
}

/// `readdir` with a bound: folder listings that stop early, without building the whole listing
/// of a huge folder first.
package enum BoundedFolderReader {
    /// Up to `limit` names in `folder` (none when it cannot be read).
    package static func names(in folder: String, limit: Int) -> [String] {
        var names: [String] = []
        _ = forEachEntry(in: folder) { name, _ in
            names.append(name)
            return names.count < limit
        }
        return names
    }

    /// Calls `body` with each entry's name and whether it is a folder (a symbolic link is not),
    /// until `body` returns false. Returns false when it was stopped so.
    package static func forEachEntry(in folder: String, _ body: (String, Bool) -> Bool) -> Bool {
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
