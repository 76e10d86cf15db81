// swift-tools-version:6.1
// A package that uses tiplint's SwiftPM plugins by path, as an app's package would by URL.
// The integration test runs `swift package tiplint` and `swift build` here.
import PackageDescription

let package = Package(
    name: "PluginDemo",
    dependencies: [.package(name: "tiplint", path: "../..")],
    targets: [
        .target(name: "DemoTips", plugins: [.plugin(name: "TipLintBuildTool", package: "tiplint")]),
    ]
)
