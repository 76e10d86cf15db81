import Foundation
import Testing

/// A run that may have seen only some of a project never says that something is missing from
/// it: named files (or `--stdin-path`) whose root is only their own folder, for want of a
/// `.lintconfig.yml` or a project marker there, leave the absence rules silent. A folder named,
/// or a root that is a project's, is the whole project.
@Suite struct PartialProjectBinaryTests {
    typealias Binary = BinaryTests

    static let app = """
        @main struct CafeApp: App {
            init() { try? Tips.configure() }
            var body: some Scene { WindowGroup { MenuView() } }
        }
        """
    static let menu = """
        struct FavoriteTip: Tip { var title: Text { Text("Favourite") } }
        struct MenuView: View {
            var body: some View { TipView(FavoriteTip()) }
        }
        """

    /// The second new-user trial's case: `Tips.configure` is in a file beside (or above) the one
    /// linted, and no marker says where the project starts.
    @Test func namedFilesOfAnUnmarkedFolderAreNotTheWholeProject() throws {
        let folder = try Binary.temporaryFolder(["Cafe/CafeApp.swift": Self.app, "Cafe/Views/MenuView.swift": Self.menu])
        defer { Binary.remove(folder) }
        let cafe = folder.appendingPathComponent("Cafe")
        let views = cafe.appendingPathComponent("Views")
        let runs = [
            try StandardInputBinaryTests.run("--no-cache --stdin-path MenuView.swift", redirecting: "< MenuView.swift", in: views),
            try Binary.run(["--no-cache", "MenuView.swift"], in: views),
            try Binary.run(["--no-cache", "Views/MenuView.swift"], in: cafe),
        ]
        for run in runs {
            #expect(run.status == 0 && !run.output.contains("missing-configure"), "\(run.output)\(run.error)")
        }
        // The same files in a repository, run from a folder inside it that holds no marker.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let inRepository = try Binary.run(["--no-cache", "MenuView.swift"], in: views)
        #expect(inRepository.status == 0 && !inRepository.output.contains("missing-configure"), "\(inRepository.output)\(inRepository.error)")
    }

    /// Where the run sees the whole project, the absence is still reported: a folder named, or
    /// a named file whose root holds a project marker.
    @Test func aWholeProjectStillReportsWhatIsMissing() throws {
        let folder = try Binary.temporaryFolder(["Cafe/Views/MenuView.swift": Self.menu])
        defer { Binary.remove(folder) }
        let cafe = folder.appendingPathComponent("Cafe")
        let named = try Binary.run(["--no-cache", "Views"], in: cafe)
        #expect(named.output.contains("Tips.configure is called nowhere"), "\(named.output)\(named.error)")
        try FileManager.default.createDirectory(at: cafe.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let marked = try Binary.run(["--no-cache", "Views/MenuView.swift"], in: cafe)
        #expect(marked.output.contains("Tips.configure is called nowhere"), "\(marked.output)\(marked.error)")
    }

    /// A named-file run's stored result is not served once a project marker appears (or goes):
    /// the marker decides which rules speak, and no file's stamp covers it.
    @Test func aStoredResultFollowsAProjectMarker() throws {
        let folder = try Binary.temporaryFolder(["Cafe/MenuView.swift": Self.menu])
        defer { Binary.remove(folder) }
        let cafe = folder.appendingPathComponent("Cafe")
        let cache = folder.appendingPathComponent("cache").path
        let loose = try Binary.run(["--cache-dir", cache, "MenuView.swift"], in: cafe)
        #expect(!loose.output.contains("missing-configure"), "\(loose.output)\(loose.error)")
        // A `.git` folder: not a file the run reads, so only the key's options can tell.
        try FileManager.default.createDirectory(at: cafe.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let marked = try Binary.run(["--cache-dir", cache, "MenuView.swift"], in: cafe)
        #expect(marked.output.contains("Tips.configure is called nowhere"), "\(marked.output)\(marked.error)")
        try FileManager.default.removeItem(at: cafe.appendingPathComponent(".git"))
        let looseAgain = try Binary.run(["--cache-dir", cache, "MenuView.swift"], in: cafe)
        #expect(!looseAgain.output.contains("missing-configure"), "\(looseAgain.output)\(looseAgain.error)")
    }
}
