import TipLintBuildInfo
import TipLintCore

/// The line `tiplint version` (and `--version`) prints.
enum VersionLine {
    /// `tiplint 0.6.0 (abc1234, 2026-12-01)` for a build told its commit and date (Release/release.sh),
    /// `tiplint 0.6.0 (abc1234)` with the commit alone, `tiplint 0.6.0 (source build)` otherwise:
    /// a build that was not told its commit never names one, since a guess could be wrong.
    static var current: String {
        line(version: TipLint.version, commit: String(cString: tiplint_build_commit()), date: String(cString: tiplint_build_date()))
    }

    /// The line for `version` with the build's `commit` and `date` (each "" when unknown).
    static func line(version: String, commit: String, date: String) -> String {
        guard !commit.isEmpty else { return "tiplint \(version) (source build)" }
        return "tiplint \(version) (\(commit)\(date.isEmpty ? "" : ", \(date)"))"
    }
}
