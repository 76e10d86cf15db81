import SwiftSyntax

/// Reads the targets of a `Package.swift`, so that the index knows which folder is which
/// module: `.target(name: "Core")`, `.executableTarget(name: "App", path: "App")`,
/// `.testTarget(…)`. Only literal names and paths are read; anything computed is left out.
enum PackageManifestReader {
    private static let targetFactories: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin"]

    static func isPackageManifest(path: String) -> Bool {
        path == "Package.swift" || path.hasSuffix("/Package.swift")
    }

    static func targets(in tree: SourceFileSyntax) -> [PackageTarget] {
        var result: [PackageTarget] = []
        for token in tree.tokens(viewMode: .sourceAccurate) where targetFactories.contains(token.text) {
            guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.base == nil,
                let call = member.parent?.as(FunctionCallExprSyntax.self)
            else { continue }
            func literal(_ label: String) -> String? {
                call.arguments.first { $0.label?.text == label }.flatMap { SyntaxQueries.onlyPlainString(in: Syntax($0.expression)) }
            }
            guard let name = literal("name") else { continue }
            var target = PackageTarget(name: name, path: literal("path"))
            readDefines(in: call, into: &target)
            result.append(target)
        }
        return result
    }

    /// The target's `.define("NAME")` settings: with `.when(configuration: .debug)` a debug-only
    /// condition, with anything else (no `when`, release, platforms only) one other builds set too.
    private static func readDefines(in target: FunctionCallExprSyntax, into result: inout PackageTarget) {
        for token in target.tokens(viewMode: .sourceAccurate) where token.text == "define" {
            guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.base == nil,
                let call = member.parent?.as(FunctionCallExprSyntax.self), let first = call.arguments.first, first.label == nil,
                let condition = SyntaxQueries.onlyPlainString(in: Syntax(first.expression))
            else { continue }
            let when = call.arguments.dropFirst().first { $0.label == nil }?.expression.trimmedDescription.filter { !$0.isWhitespace } ?? ""
            if when.contains("configuration:.debug") {
                result.debugConditions.append(condition)
            } else {
                result.otherConditions.append(condition)
            }
        }
    }
}
