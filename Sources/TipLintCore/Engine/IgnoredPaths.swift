import Foundation

/// What git ignores below a folder, with git's own semantics: `.gitignore` files at every level,
/// `.git/info/exclude` and the global excludes file (`core.excludesFile`); a tracked file is never
/// ignored, whatever the patterns say. Asked of git itself, once per walked folder:
/// `git ls-files --others --ignored --exclude-standard --directory -z`, which names each ignored
/// file, and each wholly ignored folder once (so a walk does not enter `build/` or `node_modules/`).
///
/// Why git rather than our own reader of ignore files: the rules have many corners (negation,
/// anchoring, `**`, per-folder files, the global file and `info/exclude`, tracked files) that git
/// already implements and people already trust; libgit2 (Debian's `libgit2-dev`) would implement
/// them too, but adds a C dependency to every build for one query that one process answers in
/// milliseconds. Outside a git work tree, or where git is not installed, nothing is ignored and the
/// walk is as before.
struct IgnoredPaths: Sendable {
    /// Paths relative to the folder asked about, `/`-separated.
    private let files: Set<String>
    /// Wholly ignored folders, relative, without the trailing `/`.
    private let folders: Set<String>

    /// Nil when `folder` (absolute) is not inside a git work tree, git cannot be run, or the
    /// folder itself is ignored (the person named it, so its files are linted).
    init?(folder: String) {
        guard let output = Self.git(["ls-files", "--others", "--ignored", "--exclude-standard", "--directory", "-z"], in: folder)
        else { return nil }
        var files = Set<String>()
        var folders = Set<String>()
        for entry in output.split(separator: 0) {
            guard var path = String(validating: entry, as: UTF8.self) else { continue }
            if path == "./" { return nil }
            if path.hasSuffix("/") {
                path.removeLast()
                folders.insert(path)
            } else {
                files.insert(path)
            }
        }
        self.files = files
        self.folders = folders
    }

    /// Whether git ignores the file or folder at `relativePath` (relative to the folder asked about).
    func contains(_ relativePath: String, isFolder: Bool) -> Bool {
        isFolder ? folders.contains(relativePath) : files.contains(relativePath)
    }

    /// Standard output of `git ARGUMENTS` run in `folder`; nil when git cannot be started or
    /// exits with an error (128: not a work tree).
    private static func git(_ arguments: [String], in folder: String) -> [UInt8]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder] + arguments
        var environment = ProcessInfo.processInfo.environment
        // Read only: no index refresh, no lock files beside the person's own git commands.
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        // Read to the end before waiting: a large listing would otherwise fill the pipe.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else { return nil }
        return Array(data)
    }
}
