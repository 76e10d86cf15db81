import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import TipLintCore
import TipLintRules

/// The folder walk stats each file it keeps once, relative to its open folder, and hands that
/// stamp to the run's stamps check (`FactsCache.resultSlot`): the stamps must be the ones a
/// `stat` of the path gives, links inside the walked folder are still not followed, and a link
/// named on the command line still is.
@Suite struct WalkStampsTests {
    /// A temporary folder (its path resolved: `/tmp` may be a link), removed by `body`'s end.
    func inFolder(_ body: (String) throws -> Void) throws {
        let made = FileManager.default.temporaryDirectory.appendingPathComponent("tiplint-walk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: made) }
        try body(made.resolvingSymlinksInPath().path)
    }

    func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func found(_ inputs: [String], in folder: String) throws -> Discovery.Found {
        let configuration = Configuration(rules: allRules, root: folder)
        return try Discovery(configuration: configuration, workingFolder: folder).files(for: inputs, forceInclude: false)
    }

    /// Every walked file has a stamp, and it is what `stat` says of its path (size,
    /// modification time in nanoseconds, inode); files the globs leave out are not listed.
    @Test func eachWalkedFileCarriesTheStampOfItsPath() throws {
        try inFolder { folder in
            try write("let a = 1\n", to: folder + "/A.swift")
            try write("let bb = 22\n", to: folder + "/Deep/Er/B.swift")
            try write("# Notes\n", to: folder + "/Deep/README.md")
            try write("not Swift\n", to: folder + "/Deep/data.json")
            let found = try found(["."], in: folder)
            #expect(found.files.map(\.displayPath) == ["A.swift", "Deep/Er/B.swift", "Deep/README.md"])
            #expect(found.stamps.count == found.files.count)
            for (file, stamp) in zip(found.files, found.stamps) {
                let taken = try #require(stamp)
                let stated = try #require(FileStamp.stampAndInode(of: file.absolutePath))
                #expect(taken.stamp == stated.stamp && taken.inode == stated.inode, "\(file.displayPath)")
            }
        }
    }

    /// A file named on the command line may be a link: it has no walk stamp, so the stamps
    /// check stats it by its path (following the link, as reading it does).
    @Test func aNamedFileHasNoWalkStamp() throws {
        try inFolder { folder in
            try write("let a = 1\n", to: folder + "/A.swift")
            try FileManager.default.createSymbolicLink(atPath: folder + "/Link.swift", withDestinationPath: "A.swift")
            let found = try found(["Link.swift"], in: folder)
            #expect(found.files.map(\.displayPath) == ["Link.swift"])
            #expect(found.stamps.count == 1 && found.stamps[0] == nil)
        }
    }

    /// Links inside the walked folder, to a folder or to a file, inside or outside it, are
    /// neither followed nor stat'ed; a link to a folder named on the command line is followed,
    /// and the files below it are stamped.
    @Test func linksInsideTheWalkedFolderAreNotFollowedAndANamedOneIs() throws {
        try inFolder { folder in
            try write("let a = 1\n", to: folder + "/Project/A.swift")
            try write("let o = 1\n", to: folder + "/Outside/O.swift")
            try FileManager.default.createSymbolicLink(atPath: folder + "/Project/ToOutside", withDestinationPath: folder + "/Outside")
            try FileManager.default.createSymbolicLink(atPath: folder + "/Project/Self", withDestinationPath: ".")
            try FileManager.default.createSymbolicLink(atPath: folder + "/Project/O.swift", withDestinationPath: folder + "/Outside/O.swift")
            try FileManager.default.createSymbolicLink(atPath: folder + "/Project/B.swift", withDestinationPath: "A.swift")
            let walked = try found(["."], in: folder + "/Project")
            #expect(walked.files.map(\.displayPath) == ["A.swift"])
            #expect(walked.stamps.allSatisfy { $0 != nil })
            let named = try found(["ToOutside"], in: folder + "/Project")
            #expect(named.files.map(\.displayPath) == ["ToOutside/O.swift"])
            let stamp = try #require(named.stamps.first ?? nil)
            #expect(stamp.inode == FileStamp.stampAndInode(of: folder + "/Outside/O.swift")?.inode)
        }
    }

    /// A run served from the stored result with the walk's stamps gives the same report as a
    /// run without the cache; replacing a file keeps its size and time but not its inode, and
    /// the walk's stamp of it is the new inode's, so the file is read again
    /// (`RunStampsTests.aFileReplacedWithTheSameSizeAndTimeIsReadAgain` checks the findings).
    @Test func theWalkSeesTheNewInodeOfAFileRenamedOverAnother() throws {
        #if canImport(Glibc)
        try inFolder { folder in
            try write("let a = 1\n", to: folder + "/A.swift")
            let before = try #require(try found(["."], in: folder).stamps.first ?? nil)
            try write("let b = 2\n", to: folder + "/New.tmp")
            // Its modification time set to the old file's, to the nanosecond.
            var old = stat()
            #expect(stat(folder + "/A.swift", &old) == 0)
            var times = [old.st_atim, old.st_mtim]
            #expect(utimensat(AT_FDCWD, folder + "/New.tmp", &times, 0) == 0)
            #expect(rename(folder + "/New.tmp", folder + "/A.swift") == 0)
            let after = try #require(try found(["."], in: folder).stamps.first ?? nil)
            #expect(after.stamp == before.stamp)
            #expect(after.inode != before.inode)
        }
        #endif
    }
}
