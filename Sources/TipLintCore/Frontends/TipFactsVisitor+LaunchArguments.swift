import SwiftSyntax

/// Launch-argument checks (`if ProcessInfo.processInfo.arguments.contains("-showTips")`): what
/// a developer passes, so a testing call under one runs only when asked for.
extension TipFactsVisitor {
    /// Inside `if <launch argument check> { … }`, or after `guard <launch argument check> else { … }`
    /// in the same or an enclosing block.
    func isInsideLaunchArgumentCheck(_ node: some SyntaxProtocol) -> Bool {
        isInsideCheck(node, everyArm: false, kind: .launchArguments) { Self.mentionsLaunchArguments(Syntax($0)) }
    }

    /// `ProcessInfo.processInfo.arguments`, `CommandLine.arguments`, `ProcessInfo.processInfo.environment`,
    /// or a local constant holding one (`let args = ProcessInfo.processInfo.arguments` before
    /// `if args.contains(…)`), followed two constants deep. Each local name is followed once
    /// per question (`followed`): `let b = c || c || …` read through `a = b || b || …` cost
    /// the product of their lengths.
    static func mentionsLaunchArguments(_ node: Syntax) -> Bool {
        var followed = Set<String>()
        return mentionsLaunchArguments(node, hops: 2, followed: &followed)
    }

    private static func mentionsLaunchArguments(_ node: Syntax, hops: Int, followed: inout Set<String>) -> Bool {
        if let member = node.as(MemberAccessExprSyntax.self), let base = member.base.flatMap(SyntaxQueries.dottedName) {
            switch (base, member.declName.baseName.text) {
            case ("ProcessInfo.processInfo", "arguments"), ("CommandLine", "arguments"),
                ("ProcessInfo.processInfo", "environment"):
                return true
            default: break
            }
        }
        // A bare name that is read (not the member of `settings.environment`, not a key path's).
        if hops > 0, let reference = node.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isLowercase == true,
            reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id,
            !(reference.parent?.is(KeyPathPropertyComponentSyntax.self) ?? false),
            followed.insert(reference.baseName.text).inserted,
            case .value(let value) = localDeclaration(of: reference.baseName.text, around: reference)
        {
            return mentionsLaunchArguments(Syntax(value), hops: hops - 1, followed: &followed)
        }
        for child in node.children(viewMode: .sourceAccurate) where mentionsLaunchArguments(child, hops: hops, followed: &followed) {
            return true
        }
        return false
    }
}
