/// A target a `Package.swift` declares: `.target(name: "Core", path: "Sources/CoreKit")`.
package struct PackageTarget: Codable, Hashable, Sendable {
    package var name: String
    /// The `path:` argument, relative to the package's folder; nil means `Sources/<name>` (or
    /// `Tests/<name>` for a test target).
    package var path: String?
    /// Conditions its `swiftSettings` define only for debug builds:
    /// `.define("DEV_BUILD", .when(configuration: .debug))`.
    package var debugConditions: [String] = []
    /// Conditions it defines in other builds too (`.define("BETA")`, `.when(configuration: .release)`).
    package var otherConditions: [String] = []
}

/// Which module each file of an app project belongs to. A module is a SwiftPM target (the
/// folder its `Package.swift` names, by default `Sources/<Target>` or `Tests/<Target>`) or,
/// for every file outside a target folder, the app project itself (one Xcode project is one module: pbxproj
/// target membership is not read). Module names are only compared, never shown.
package struct ModuleMap: Sendable {
    /// Folder prefixes (ending in `/`) with their module, longest first.
    private let prefixes: [(folder: String, module: String)]

    /// `files`: the project's facts; a `Package.swift` among them contributes its targets.
    package init(files: [FileFacts]) {
        var prefixes: [(String, String)] = []
        for file in files where !file.packageTargets.isEmpty {
            let folder = Self.folder(of: file.path)
            for target in file.packageTargets {
                let paths = target.path.map { [$0] } ?? ["Sources/\(target.name)", "Tests/\(target.name)"]
                for path in paths {
                    let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
                    prefixes.append((folder + (trimmed == "." || trimmed.isEmpty ? "" : trimmed + "/"), folder + target.name))
                }
            }
        }
        self.prefixes = prefixes.sorted { $0.0.count > $1.0.count }
    }

    /// The module of a file by its path: the declared target whose folder holds it, else the
    /// project's one module ("").
    package func module(ofPath path: String) -> String {
        let normalised = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        return prefixes.first(where: { normalised.hasPrefix($0.folder) })?.module ?? ""
    }

    /// `Pkg/Package.swift` → `Pkg/`; `Package.swift` → "".
    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }
}
