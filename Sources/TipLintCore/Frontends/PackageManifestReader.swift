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

    /// The target's Swift conditions: in a literal `swiftSettings:` array, `.define("NAME")` with
    /// `.when(configuration: .debug)` is debug-only, any other `.define` (no `when`, release,
    /// platforms only) and `-DNAME` in `unsafeFlags` are set in other builds too. A
    /// `swiftSettings:` that is not one literal array (`[…] + shared`) may add any define, so
    /// it is taken to set every condition it names in every build; C settings are not Swift's.
    private static func readDefines(in target: FunctionCallExprSyntax, into result: inout PackageTarget) {
        guard let settings = target.arguments.first(where: { $0.label?.text == "swiftSettings" })?.expression else { return }
        let literal = settings.as(ArrayExprSyntax.self) != nil
        for token in settings.tokens(viewMode: .sourceAccurate) {
            if token.text == "define", let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.base == nil,
                let call = member.parent?.as(FunctionCallExprSyntax.self), let first = call.arguments.first, first.label == nil,
                let condition = SyntaxQueries.onlyPlainString(in: Syntax(first.expression))
            {
                let when = call.arguments.dropFirst().first { $0.label == nil }?.expression.trimmedDescription.filter { !$0.isWhitespace } ?? ""
                if literal && when.contains("configuration:.debug") {
                    result.debugConditions.append(condition)
                } else {
                    result.otherConditions.append(condition)
                }
            } else if case .stringSegment(let text) = token.tokenKind, text.hasPrefix("-D") {
                // `.unsafeFlags(["-DDEV_BUILD"])`, `["-D", "DEV_BUILD"]` is left as the next string.
                result.otherConditions.append(String(text.dropFirst(2)))
            }
        }
    }

    /// Every condition a manifest defines outside its targets' literal settings
    /// (`let shared: [SwiftSetting] = [.define("DEV_BUILD")]`): set in some build, as far as
    /// this reading can tell.
    static func loneDefines(in tree: SourceFileSyntax) -> [String] {
        var result: [String] = []
        for token in tree.tokens(viewMode: .sourceAccurate) where token.text == "define" {
            guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.base == nil,
                let call = member.parent?.as(FunctionCallExprSyntax.self), let first = call.arguments.first,
                let condition = SyntaxQueries.onlyPlainString(in: Syntax(first.expression)),
                !insideTargetSettings(call)
            else { continue }
            result.append(condition)
        }
        return result
    }

    private static func insideTargetSettings(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let argument = parent.as(LabeledExprSyntax.self), argument.label?.text == "swiftSettings" { return true }
            current = parent.parent
        }
        return false
    }
}
