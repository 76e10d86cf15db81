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
        // Starting git costs tens of milliseconds; outside a work tree (no `.git` here or above,
        // and no GIT_DIR) there is nothing to ask.
        guard Self.mayBeInWorkTree(folder), let output = Self.git(["ls-files", "--others", "--ignored", "--exclude-standard", "--directory", "-z"], in: folder)
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

    /// Whether `folder` or a folder above it holds `.git` (a folder, or a file in a linked
    /// work tree or submodule), or the environment names a git folder.
    static func mayBeInWorkTree(_ folder: String) -> Bool {
        if ProcessInfo.processInfo.environment["GIT_DIR"] != nil { return true }
        var current = folder
        while true {
            if access(current == "/" ? "/.git" : current + "/.git", F_OK) == 0 { return true }
            guard current != "/", let slash = current.lastIndex(of: "/") else { return false }
            current = slash == current.startIndex ? "/" : String(current[..<slash])
        }
    }

    /// Standard output of `git ARGUMENTS` run in `folder`; nil when git cannot be started or
    /// exits with an error (128: not a work tree). Started with `posix_spawnp` and waited for
    /// with `waitpid`: Foundation's `Process` polls for the exit and adds about 50 ms to a
    /// command that takes 3.
    private static func git(_ arguments: [String], in folder: String) -> [UInt8]? {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var environment = ProcessInfo.processInfo.environment
        // Read only: no index refresh, no lock files beside the person's own git commands.
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        let argv = (["git", "-C", folder] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let started = posix_spawnp(&child, "git", &actions, nil, argv, envp)
        close(pipeEnds[1])
        defer { close(pipeEnds[0]) }
        guard started == 0 else { return nil }
        // Read to the end before waiting: a large listing would otherwise fill the pipe.
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
            if count > 0 {
                output += buffer[0..<count]
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        var status: Int32 = 0
        while waitpid(child, &status, 0) == -1, errno == EINTR {}
        // Exited normally (no signal) with status 0.
        guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else { return nil }
        return output
    }
}
