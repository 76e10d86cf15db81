/// Compilation conditions the project's own build files set only for debug builds.
extension ProjectIndex {
    /// The conditions that only debug builds set for the module `path` belongs to:
    /// - a SwiftPM target's: its `Package.swift` defines them only for debug builds
    ///   (`.define("DEV_BUILD", .when(configuration: .debug))` in its literal `swiftSettings`),
    ///   and no target of that name defines them for other builds;
    /// - the Xcode project's (module ""): every build configuration of its `project.pbxproj`
    ///   that sets them also sets one of `gates` (`DEBUG`), and none that might set them unseen
    ///   (an `.xcconfig`) lacks a gate.
    ///
    /// Code under `#if DEV_BUILD` in that module is in no release build, as under `#if DEBUG`.
    package func debugOnlyConditions(forPath path: String, gates: Set<String>) -> Set<String> {
        let module = module(ofPath: path)
        guard !module.isEmpty else {
            return facts(\.xcodeBuildConfigurations).map(\.fact).debugOnlyConditions(gates: gates)
        }
        // A module is named by its manifest's folder and the target's name (`ModuleMap`).
        let targets = facts(\.packageTargets).filter { located in
            let folder = located.path.lastIndex(of: "/").map { String(located.path[...$0]) } ?? ""
            return folder + located.fact.name == module
        }.map(\.fact)
        return Set(targets.flatMap(\.debugConditions)).subtracting(targets.flatMap(\.otherConditions))
    }

    /// The conditions some `Package.swift` target of the project sets in builds other than
    /// debug ones (`.define("BETA")`, `-DBETA` in `unsafeFlags`): never a gate. An Xcode
    /// configuration without a gate is not surely a release build (`Dev Debug` may lack
    /// `DEBUG`), so its conditions stay named, with how to declare one a gate.
    package var conditionsSetBeyondDebug: Set<String> {
        Set(facts(\.packageTargets).flatMap(\.fact.otherConditions))
    }

    /// The names of the Xcode build configurations without a gate that set `condition`, sorted:
    /// for code of the Xcode project (module "") only, as `debugOnlyConditions` reads them.
    package func gatelessConfigurations(setting condition: String, forPath path: String, gates: Set<String>) -> [String] {
        guard module(ofPath: path).isEmpty else { return [] }
        let setting = facts(\.xcodeBuildConfigurations).map(\.fact).filter {
            $0.conditions.contains(condition) && !$0.conditions.contains(where: gates.contains)
        }
        return Set(setting.map(\.name)).sorted()
    }
}
