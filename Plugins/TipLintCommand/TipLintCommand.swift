import PackagePlugin

/// `swift package tiplint [--target T]… [tiplint options]`: lints the whole package, or the named
/// targets' folders, each file with the `.lintconfig.yml` that governs it. It asks for no
/// permission: it only reads the package. Fixing is the `tiplint-fix` verb (`TipLintFix`).
@main
struct TipLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if arguments.contains("--fix") {
            throw PluginFailure(
                message: "--fix changes the package's files; run it as its own verb, which asks for that permission: "
                    + "swift package --allow-writing-to-package-directory tiplint-fix [--target T]")
        }
        try TipLintInvocation.run(context: context, arguments: arguments, fix: false)
    }
}
