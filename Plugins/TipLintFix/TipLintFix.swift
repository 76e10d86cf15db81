import PackagePlugin

/// `swift package --allow-writing-to-package-directory tiplint-fix [--target T]… [tiplint options]`:
/// applies the fixes findings carry (`tiplint --fix`), then reports what is left. The only
/// plugin that asks to write to the package directory.
@main
struct TipLintFix: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try TipLintInvocation.run(context: context, arguments: arguments.filter { $0 != "--fix" }, fix: true)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same command in an Xcode project's context menu (not built on Linux); Xcode asks for the
/// write permission the manifest declares.
extension TipLintFix: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try TipLintInvocation.run(context: context, arguments: arguments.filter { $0 != "--fix" }, fix: true)
    }
}
#endif
