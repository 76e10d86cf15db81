/// Compilation conditions the project's own build files set only for debug builds.
extension ProjectIndex {
    /// The conditions a `Package.swift` of the project defines only for debug builds
    /// (`.define("DEV_BUILD", .when(configuration: .debug))`) and none of its targets defines
    /// for other builds: code under `#if DEV_BUILD` is in no release build, as under `#if DEBUG`.
    /// An Xcode project's build settings are not read: there `gates:` in `.lintconfig.yml` says so.
    package var debugOnlyConditions: Set<String> {
        let targets = facts(\.packageTargets).map(\.fact)
        guard !targets.isEmpty else { return [] }
        return Set(targets.flatMap(\.debugConditions)).subtracting(targets.flatMap(\.otherConditions))
    }
}
