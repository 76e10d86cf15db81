import Foundation
import Testing
@testable import tiplint

/// `tiplint version`: the version, and the commit and date when the build was told them
/// (Release/release.sh does; Tests/Integrations/release.sh checks the packaged binary's commit).
@Suite struct VersionLineTests {
    @Test func namesTheCommitAndDateOnlyWhenTheBuildKnowsThem() {
        #expect(VersionLine.line(version: "1.2.3", commit: "abc1234", date: "2026-12-01") == "tiplint 1.2.3 (abc1234, 2026-12-01)")
        #expect(VersionLine.line(version: "1.2.3", commit: "abc1234-dirty", date: "") == "tiplint 1.2.3 (abc1234-dirty)")
        // A date without a commit says nothing about which source it was.
        #expect(VersionLine.line(version: "1.2.3", commit: "", date: "2026-12-01") == "tiplint 1.2.3 (source build)")
        #expect(VersionLine.line(version: "1.2.3", commit: "", date: "") == "tiplint 1.2.3 (source build)")
    }

    /// Both spellings print one line of that shape (the test build is a source build unless its
    /// environment set TIPLINT_BUILD_COMMIT, so either form is right).
    @Test func bothSpellingsPrintOneLineOfThatShape() throws {
        let shape = #"^tiplint [0-9]+\.[0-9]+\.[0-9]+ \((source build|[0-9a-f]{7,40}(-dirty)?(, [0-9]{4}-[0-9]{2}-[0-9]{2})?)\)\n$"#
        for arguments in [["version"], ["--version"], ["-V"]] {
            let run = try BinaryTests.run(arguments, in: BinaryTests.packageRoot)
            #expect(run.status == 0)
            #expect(run.output.range(of: shape, options: .regularExpression) != nil, "\(arguments): \(run.output)")
            #expect(run.error.isEmpty)
        }
    }
}
