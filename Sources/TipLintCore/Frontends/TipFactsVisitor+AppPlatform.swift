import SwiftSyntax

/// What an `App` type's own code says about its platforms (`AppPlatformFacts`): the `#if`
/// clauses around its declaration and the platform-only SwiftUI API it uses.
extension TipFactsVisitor {
    func appPlatform(of declaration: some DeclSyntaxProtocol, members: MemberBlockSyntax) -> AppPlatformFacts {
        var markers: [PlatformMarker] = []
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            // A delegate adaptor: an attribute of a stored property.
            for element in variable.attributes {
                guard let attribute = element.as(AttributeSyntax.self), let name = Self.lastName(of: attribute.attributeName),
                    name.hasSuffix("DelegateAdaptor"), PlatformMarker.platformsOfName[name] != nil
                else { continue }
                markers.append(PlatformMarker(name: name, range: lines.range(of: attribute), surelyCompiledIn: gate.buildsSurelyCompiling(attribute)))
            }
            // Scenes: the items of `body`.
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" {
                guard let accessors = binding.accessorBlock else { continue }
                for call in Self.sceneItems(in: Syntax(accessors)) {
                    guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                        !name.hasSuffix("DelegateAdaptor"), PlatformMarker.platformsOfName[name] != nil
                    else { continue }
                    markers.append(PlatformMarker(
                        name: name, range: lines.range(of: call.calledExpression), surelyCompiledIn: gate.buildsSurelyCompiling(call)))
                }
            }
        }
        return AppPlatformFacts(declarationBuilds: gate.buildsPossiblyCompiling(declaration), markers: markers)
    }

    /// `NSApplicationDelegateAdaptor` of `@NSApplicationDelegateAdaptor(…)` and of
    /// `@SwiftUI.NSApplicationDelegateAdaptor(…)`.
    private static func lastName(of type: TypeSyntax) -> String? {
        type.as(IdentifierTypeSyntax.self)?.name.text ?? type.as(MemberTypeSyntax.self)?.name.text
    }

    /// The calls that make the scenes of a scene builder's body: each item's call, under its
    /// modifiers (`Settings { … }.commands { … }`), in `#if` clauses and `if` arms, never inside
    /// a closure (a `WindowGroup`'s content is views, whose names may be any module's) or a
    /// declaration (`let settings = Settings()` builds a value, not a scene).
    private static func sceneItems(in body: Syntax) -> [FunctionCallExprSyntax] {
        var result: [FunctionCallExprSyntax] = []
        var pending = [body]
        while let node = pending.popLast() {
            if let item = node.as(CodeBlockItemSyntax.self) {
                let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
                if let call = expression.flatMap(innermostCall) {
                    result.append(call)
                    continue
                }
            }
            if node.is(ClosureExprSyntax.self) || node.is(ConditionElementListSyntax.self) { continue }
            if node.is(DeclSyntax.self), !node.is(IfConfigDeclSyntax.self), !node.is(AccessorDeclSyntax.self) { continue }
            pending.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
        return result
    }

    /// The call at the bottom of a modifier chain: `Settings { … }` in
    /// `Settings { … }.environmentObject(store)`, modifiers in `#if` clauses included.
    private static func innermostCall(under expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = expression
        while true {
            if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                current = base
            } else if let call = current.as(FunctionCallExprSyntax.self), let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base {
                current = base
            } else {
                return current.as(FunctionCallExprSyntax.self)
            }
        }
    }
}
