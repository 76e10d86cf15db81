// swift-tools-version:6.1
// tiplint needs Swift 6.1 or later (the line above). It depends on no package that must be
// fetched: SwiftSyntax, SwiftParser and SwiftIfConfig come from the Swift toolchain's own
// `usr/lib/swift/host` folder, which every Linux toolchain ships. Where that folder is missing
// (Xcode's toolchain), the manifest falls back to the swift-syntax package and says why.
import Foundation
import PackageDescription

/// The toolchain folder holding SwiftSyntax's modules and shared libraries, or nil and the
/// reason. `TIPLINT_SWIFT_HOST` wins; otherwise `host` beside the runtime resources of the
/// `swift` that PATH runs, as `swift -print-target-info` reports them, so that swiftly, mise and
/// asdf shims lead to the toolchain they stand for.
func toolchainSyntaxFolder() -> (folder: String?, whyNot: String) {
    func hasSyntaxModules(_ folder: String) -> Bool {
        FileManager.default.fileExists(atPath: folder + "/SwiftParser.swiftmodule")
            && FileManager.default.fileExists(atPath: folder + "/SwiftIfConfig.swiftmodule")
    }
    if let explicit = ProcessInfo.processInfo.environment["TIPLINT_SWIFT_HOST"], !explicit.isEmpty {
        return hasSyntaxModules(explicit)
            ? (explicit, "") : (nil, "TIPLINT_SWIFT_HOST=\(explicit) holds no SwiftParser.swiftmodule and SwiftIfConfig.swiftmodule")
    }
    let resources: String
    do {
        resources = try runtimeResourcePath()
    } catch {
        return (nil, "\(error)")
    }
    let host = resources + "/host"
    return hasSyntaxModules(host)
        ? (host, "") : (nil, "the toolchain's \(host) holds no SwiftParser.swiftmodule and SwiftIfConfig.swiftmodule")
}

/// `paths.runtimeResourcePath` (`<toolchain>/usr/lib/swift`) from `swift -print-target-info`,
/// run through `/usr/bin/env` so that PATH (and any shim on it) picks the `swift`.
func runtimeResourcePath() throws -> String {
    struct Problem: Error, CustomStringConvertible { var description: String }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "-print-target-info"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do {
        try process.run()
    } catch {
        throw Problem(description: "`swift -print-target-info` could not be started (\(error))")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw Problem(description: "`swift -print-target-info` failed (exit code \(process.terminationStatus); is swift on PATH?)")
    }
    let info = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    guard let path = (info?["paths"] as? [String: Any])?["runtimeResourcePath"] as? String, !path.isEmpty else {
        throw Problem(description: "`swift -print-target-info` printed no paths.runtimeResourcePath")
    }
    return path
}

let syntaxModules = ["SwiftSyntax", "SwiftParser", "SwiftIfConfig", "SwiftDiagnostics", "SwiftOperators"]
let (hostFolder, whyNoHost) = toolchainSyntaxFolder()

var packageDependencies: [Package.Dependency] = []
var syntaxDependencies: [Target.Dependency] = []
var syntaxSwiftSettings: [SwiftSetting] = []
var syntaxLinkerSettings: [LinkerSetting] = []

if let host = hostFolder {
    syntaxSwiftSettings = [.unsafeFlags(["-I", host])]
    syntaxLinkerSettings = [.unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host])]
        + syntaxModules.map { .linkedLibrary($0) }
} else {
    // SwiftPM shows a manifest's standard output as a warning: say why before it tries to fetch.
    print("not using the toolchain's SwiftSyntax: \(whyNoHost); falling back to the swift-syntax package, "
        + "which SwiftPM must fetch. Set TIPLINT_SWIFT_HOST=<toolchain>/usr/lib/swift/host to use a toolchain's own.")
    packageDependencies = [.package(url: "https://github.com/swiftlang/swift-syntax.git", from: "600.0.0")]
    syntaxDependencies = ["SwiftSyntax", "SwiftParser", "SwiftIfConfig"].map {
        .product(name: $0, package: "swift-syntax")
    }
}

/// The C defines that compile the build's commit and date into the binary (`tiplint version`),
/// from `TIPLINT_BUILD_COMMIT` (`abc1234`, or `abc1234-dirty`: 7 to 40 lowercase hex digits) and
/// `TIPLINT_BUILD_DATE` (`YYYY-MM-DD`), which Release/release.sh sets. SwiftPM evaluates the
/// manifest again when the environment changes, so a later build without them says
/// "source build" rather than keep a commit it was not built from. A value of another shape is
/// left out, with a warning, rather than written into C source.
func buildInfoDefines() -> [CSetting] {
    let environment = ProcessInfo.processInfo.environment
    func checked(_ name: String, _ pattern: String) -> String? {
        guard let value = environment[name], !value.isEmpty else { return nil }
        guard value.range(of: pattern, options: .regularExpression) != nil else {
            print("ignoring \(name)=\(value): expected the shape \(pattern)")
            return nil
        }
        return value
    }
    var defines: [CSetting] = []
    if let commit = checked("TIPLINT_BUILD_COMMIT", "^[0-9a-f]{7,40}(-dirty)?$") {
        defines.append(.define("TIPLINT_BUILD_COMMIT", to: "\"\(commit)\""))
    }
    if let date = checked("TIPLINT_BUILD_DATE", "^[0-9]{4}-[0-9]{2}-[0-9]{2}$") {
        defines.append(.define("TIPLINT_BUILD_DATE", to: "\"\(date)\""))
    }
    return defines
}

let package = Package(
    name: "tiplint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "tiplint", targets: ["tiplint"]),
        .plugin(name: "TipLintCommand", targets: ["TipLintCommand"]),
        .plugin(name: "TipLintFix", targets: ["TipLintFix"]),
        .plugin(name: "TipLintBuildTool", targets: ["TipLintBuildTool"]),
    ],
    dependencies: packageDependencies,
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // XXH3 for the facts cache's content hashes, header-only (see shim.h): no library is linked.
        // pkg-config gives the header's folder: Homebrew's prefix (`/opt/homebrew/include` on
        // Apple silicon) is not one Swift's C importer searches by itself.
        .systemLibrary(
            name: "CXXHash",
            pkgConfig: "libxxhash",
            providers: [.apt(["libxxhash-dev"]), .brew(["xxhash"])]
        ),
        // The commit and date `tiplint version` prints; only the executable links it, so a
        // release build with them recompiles one C file and relinks.
        .target(name: "TipLintBuildInfo", cSettings: buildInfoDefines()),
        .target(
            name: "TipLintCore",
            dependencies: ["CYAML", "CXXHash"] + syntaxDependencies,
            exclude: ["README.md"],
            swiftSettings: syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
        .target(
            name: "TipLintRules",
            dependencies: ["TipLintCore"] + syntaxDependencies,
            path: "rules",
            swiftSettings: syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
        .executableTarget(
            name: "tiplint",
            dependencies: ["TipLintCore", "TipLintRules", "TipLintBuildInfo"],
            swiftSettings: syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
        // `swift package tiplint [--target T]`: reads only, so it asks for no permission.
        .plugin(
            name: "TipLintCommand",
            capability: .command(
                intent: .custom(verb: "tiplint", description: "Lint the package's TipKit code, docs and tip manifests")
            ),
            dependencies: ["tiplint"],
            path: "Plugins/TipLintCommand"
        ),
        // `swift package --allow-writing-to-package-directory tiplint-fix [--target T]`. The code
        // both command plugins share is Plugins/Shared, linked into each folder.
        .plugin(
            name: "TipLintFix",
            capability: .command(
                intent: .custom(verb: "tiplint-fix", description: "Apply tiplint's fixes to the package, then lint it"),
                permissions: [.writeToPackageDirectory(reason: "tiplint-fix wraps TipKit testing calls in #if DEBUG")]
            ),
            dependencies: ["tiplint"],
            path: "Plugins/TipLintFix"
        ),
        // Findings as build diagnostics of each target that applies the plugin.
        .plugin(
            name: "TipLintBuildTool",
            capability: .buildTool(),
            dependencies: ["tiplint"],
            path: "Plugins/TipLintBuildTool"
        ),
        .testTarget(
            name: "TipLintCoreTests",
            dependencies: ["TipLintCore", "TipLintRules"],
            exclude: ["Golden"],
            swiftSettings: syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
        .testTarget(
            name: "TipLintRulesTests",
            dependencies: ["TipLintCore", "TipLintRules"],
            swiftSettings: syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
        .testTarget(
            name: "CLITests",
            dependencies: ["tiplint"],
            swiftSettings: syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
    ]
)

// Fuzz targets (Fuzz/README.md): only with TIPLINT_FUZZ=1, built with `--sanitize=fuzzer`,
// so that neither the ordinary build nor `swift test` needs libFuzzer.
if ProcessInfo.processInfo.environment["TIPLINT_FUZZ"] == "1" {
    package.products.append(.executable(name: "tiplint-fuzz", targets: ["TipLintFuzz"]))
    package.targets.append(.executableTarget(
        name: "TipLintFuzz",
        dependencies: ["TipLintCore", "TipLintRules"] + syntaxDependencies,
        path: "Fuzz/Sources/TipLintFuzz",
        // libFuzzer brings `main`; the target only defines LLVMFuzzerTestOneInput.
        swiftSettings: syntaxSwiftSettings + [.unsafeFlags(["-parse-as-library"])],
        linkerSettings: syntaxLinkerSettings
    ))
}

// pre-commit's environment for the `tiplint` hook (.pre-commit-hooks.yaml) builds no plugins.
// pre-commit clones this repository into its cache, makes the folder `swift_env-default` in the
// clone and runs `swift build -c release` there, which builds every product; the hook needs only
// the executable. SwiftPM 6 compiles each module a plugin's tool depends on a second time, for the
// host (`TipLintCore-tool`, …; swiftlang/swift-package-manager#8275), even when host and target
// are the same: with the plugins declared, that first commit would compile tiplint twice.
// Elsewhere (a checkout, a package that depends on this one) the plugins stay; build the
// executable alone there with `swift build -c release --product tiplint`.
if FileManager.default.fileExists(atPath: Context.packageDirectory + "/swift_env-default") {
    package.products.removeAll { $0 is Product.Plugin }
    package.targets.removeAll { $0.type == .plugin }
}
