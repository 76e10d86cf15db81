/// One build configuration of an Xcode target (`Debug`, `Release`, `Dev Debug`), as its
/// `project.pbxproj` sets it, with the project-level configuration of the same name folded in
/// where the target inherits it: the Swift compilation conditions that builds in this
/// configuration set.
package struct XcodeBuildConfiguration: Codable, Hashable, Sendable {
    /// The configuration's name, as Xcode shows it.
    package var name: String
    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` (every `[sdk=…]`/`[arch=…]` variant too) and each
    /// `-DNAME` or `-D NAME` in `OTHER_SWIFT_FLAGS`; `$(inherited)` resolved against the
    /// project-level configuration of the same name.
    package var conditions: [String]
    /// The configuration may set conditions this reading cannot see: a value comes from an
    /// `.xcconfig` file (`baseConfigurationReference`) or names another build setting
    /// (`$(EXTRA_CONDITIONS)`).
    package var opaque: Bool

    package init(name: String, conditions: [String], opaque: Bool = false) {
        self.name = name
        self.conditions = conditions
        self.opaque = opaque
    }
}

extension Array where Element == XcodeBuildConfiguration {
    /// The conditions that only debug builds set: every configuration that sets one also sets
    /// one of `gates` (`DEBUG`), and no configuration that might set it unseen (`opaque`) lacks
    /// a gate. Code under `#if DEV_DEBUG` then compiles in no release build, as under `#if DEBUG`.
    package func debugOnlyConditions(gates: Set<String>) -> Set<String> {
        let isDebug = { (configuration: XcodeBuildConfiguration) in configuration.conditions.contains(where: gates.contains) }
        // A configuration without a gate whose conditions are partly unseen may set any of them.
        guard !contains(where: { $0.opaque && !isDebug($0) }) else { return [] }
        let inDebug = Set(filter(isDebug).flatMap(\.conditions))
        let elsewhere = Set(filter { !isDebug($0) }.flatMap(\.conditions))
        return inDebug.subtracting(elsewhere).subtracting(gates)
    }
}
