import Testing
import TipLintCore
import TipLintRules

/// `LintSession.typedPath(_:)`: a path as a person types it in the working folder, for the
/// commands and files tiplint's messages name (`--set-baseline-key`'s replaced baseline, a
/// stale baseline, the folder a rewrite lints). Pure path arithmetic: nothing is read.
@Suite struct TypedPathTests {
    let session = LintSession(rules: allRules, workingFolder: "/work/app/Sources/Feature")

    @Test func insideTheWorkingFolderIsRelative() {
        #expect(session.typedPath("/work/app/Sources/Feature") == ".")
        #expect(session.typedPath("/work/app/Sources/Feature/View.swift") == "View.swift")
        #expect(session.typedPath("Tips/HintTip.swift") == "Tips/HintTip.swift")
    }

    @Test func aFolderAboveIsDotDots() {
        #expect(session.typedPath("/work/app/Sources") == "..")
        #expect(session.typedPath("/work/app") == "../..")
    }

    /// Run from a subfolder, the baseline at the project's root reads `../../baseline.json`,
    /// not `/work/app/baseline.json` (the eighth trial's review).
    @Test func aFileInAFolderAboveIsRelativeToIt() {
        #expect(session.typedPath("/work/app/baseline.json") == "../../baseline.json")
        #expect(session.typedPath("/work/app/Sources/Other/View.swift") == "../Other/View.swift")
    }

    /// Four folders up, or sharing only `/`, the absolute path is the easier one to read.
    @Test func farAwayPathsStayAbsolute() {
        #expect(session.typedPath("/etc/tiplint.yml") == "/etc/tiplint.yml")
        #expect(session.typedPath("/work/other/baseline.json") == "../../../other/baseline.json")
        let deep = LintSession(rules: allRules, workingFolder: "/a/b/c/d/e")
        #expect(deep.typedPath("/a/x.json") == "/a/x.json")
        #expect(deep.typedPath("/a/b/x.json") == "../../../x.json")
    }
}
