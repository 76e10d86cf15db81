import SwiftSyntax

/// Finds the uses of a file's `private` and `fileprivate` types (`TypeUse`): every identifier
/// token that spells one of their names, but the declarations' own names. Only files that
/// declare such a type are read, once, after the facts walk.
enum TypeUseReader {
    static func uses(in tree: SourceFileSyntax, types: [TypePart], fileName: String, isTestFile: Bool) -> [TypeUse] {
        let names = Set(types.filter { $0.isFilePrivate && !$0.isTestOrPreview && $0.kind != .extension }.map(\.simpleName))
        guard !names.isEmpty else { return [] }
        var result: [TypeUse] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let text) = token.tokenKind, names.contains(text), !isDeclaredName(token) else { continue }
            let context = SyntaxContext(of: token, fileName: fileName)
            result.append(TypeUse(
                name: text, enclosingType: context.qualifiedTypeName, isTestOrPreview: context.isTestOrPreview || isTestFile))
        }
        return result
    }

    /// The name of a type's own declaration (`PreviewWrapper` in `private struct PreviewWrapper`).
    private static func isDeclaredName(_ token: TokenSyntax) -> Bool {
        guard let parent = token.parent else { return false }
        if let declaration = parent.as(StructDeclSyntax.self) { return declaration.name.id == token.id }
        if let declaration = parent.as(ClassDeclSyntax.self) { return declaration.name.id == token.id }
        if let declaration = parent.as(EnumDeclSyntax.self) { return declaration.name.id == token.id }
        if let declaration = parent.as(ActorDeclSyntax.self) { return declaration.name.id == token.id }
        return false
    }

    /// `private struct …`, `fileprivate final class …`: visible in its file alone.
    static func isFilePrivate(_ declaration: some DeclSyntaxProtocol) -> Bool {
        guard let modifiers = declaration.asProtocol(WithModifiersSyntax.self)?.modifiers else { return false }
        return modifiers.contains { modifier in
            modifier.name.tokenKind == .keyword(.private) || modifier.name.tokenKind == .keyword(.fileprivate)
        }
    }
}
