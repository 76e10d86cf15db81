import Foundation

/// Which file a path names, links followed: its device and inode. Two names of one file (a
/// symbolic or hard link) have one identity: `Discovery` lints such a file once, `FixApplier`
/// fixes it once, and the CLI never writes a report over a file the run read.
package struct FileIdentity: Hashable, Sendable {
    package var device: UInt64
    package var inode: UInt64

    /// Nil when nothing is there (or it cannot be looked at).
    package init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The file a `stat`/`fstat` answer describes.
    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
