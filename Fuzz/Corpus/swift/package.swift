// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "Tips", targets: [.target(name: "Tips", path: "Sources/TipsKit"), .testTarget(name: "TipsTests", dependencies: ["Tips"])])
