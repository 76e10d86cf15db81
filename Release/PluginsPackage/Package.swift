// swift-tools-version:6.1
// tiplint's SwiftPM plugins for packages that depend on tiplint by version. `Release/release.sh`
// puts this manifest, the plugins' sources (`Plugins/`) and the artifact bundle of a relocatable
// tiplint build side by side and tags the result: the plugins run that prebuilt binary, so this
// package builds nothing of tiplint's own and needs no toolchain-specific flags.
import PackageDescription

let package = Package(
    name: "tiplint-plugins",
    products: [
        .plugin(name: "TipLintCommand", targets: ["TipLintCommand"]),
        .plugin(name: "TipLintFix", targets: ["TipLintFix"]),
        .plugin(name: "TipLintBuildTool", targets: ["TipLintBuildTool"]),
    ],
    targets: [
        .binaryTarget(name: "TipLintBinary", path: "tiplint.artifactbundle.zip"),
        .plugin(
            name: "TipLintCommand",
            capability: .command(intent: .custom(verb: "tiplint", description: "Lint the package's TipKit code, docs and tip manifests")),
            dependencies: ["TipLintBinary"],
            path: "Plugins/TipLintCommand"
        ),
        .plugin(
            name: "TipLintFix",
            capability: .command(
                intent: .custom(verb: "tiplint-fix", description: "Apply tiplint's fixes to the package, then lint it"),
                permissions: [.writeToPackageDirectory(reason: "tiplint-fix wraps TipKit testing calls in #if DEBUG")]
            ),
            dependencies: ["TipLintBinary"],
            path: "Plugins/TipLintFix"
        ),
        .plugin(
            name: "TipLintBuildTool",
            capability: .buildTool(),
            dependencies: ["TipLintBinary"],
            path: "Plugins/TipLintBuildTool"
        ),
    ]
)
