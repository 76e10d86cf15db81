import PackagePlugin

/// `swift package tiplint [--target T]… [tiplint options]`: lints the whole package, or the named
/// targets' folders, each file with the `.lintconfig.yml` that governs it. It asks for no
/// permission: it only reads the package. Fixing is the `tiplint-fix` verb (`TipLintFix`).
@main
struct TipLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try Self.refuseFix(arguments)
        try TipLintInvocation.run(context: context, arguments: arguments, fix: false)
    }

    /// `--fix` writes, which this verb has no permission for: it points at the verb that has.
    static func refuseFix(_ arguments: [String]) throws {
        if arguments.contains("--fix") {
            throw PluginFailure(
                message: "--fix changes the package's files; run it as its own verb, which asks for that permission: "
                    + "swift package --allow-writing-to-package-directory tiplint-fix [--target T]")
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same command in an Xcode project's context menu (not built on Linux).
extension TipLintCommand: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try Self.refuseFix(arguments)
        try TipLintInvocation.run(context: context, arguments: arguments, fix: false)
    }
}
#endif
