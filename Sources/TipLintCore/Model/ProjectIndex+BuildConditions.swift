/// Compilation conditions the project's own build files set only for debug builds.
extension ProjectIndex {
    /// The conditions the `Package.swift` target that `path` belongs to defines only for debug
    /// builds (`.define("DEV_BUILD", .when(configuration: .debug))` in its literal
    /// `swiftSettings`), and that no target of that name defines for other builds: code under
    /// `#if DEV_BUILD` in that module is in no release build, as under `#if DEBUG`. None for a
    /// file of the Xcode project (module ""), whose build settings are not read: there
    /// `gates:` in `.lintconfig.yml` says so.
    package func debugOnlyConditions(forPath path: String) -> Set<String> {
        let module = module(ofPath: path)
        guard !module.isEmpty else { return [] }
        // A module is named by its manifest's folder and the target's name (`ModuleMap`).
        let targets = facts(\.packageTargets).filter { located in
            let folder = located.path.lastIndex(of: "/").map { String(located.path[...$0]) } ?? ""
            return folder + located.fact.name == module
        }.map(\.fact)
        return Set(targets.flatMap(\.debugConditions)).subtracting(targets.flatMap(\.otherConditions))
    }

    /// The conditions some `Package.swift` target of the project sets in builds other than
    /// debug ones (`.define("BETA")`, `-DBETA` in `unsafeFlags`): never a gate.
    package var conditionsSetBeyondDebug: Set<String> {
        Set(facts(\.packageTargets).flatMap(\.fact.otherConditions))
    }
}
