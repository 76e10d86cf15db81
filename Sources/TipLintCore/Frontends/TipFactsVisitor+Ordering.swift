import SwiftSyntax

/// Which tips a statement runs after: the ones an earlier statement of its block invalidates,
/// and the ones whose status it checks for `.invalidated`. A parameter set only there makes the
/// tips that wait for it come after those tips.
extension TipFactsVisitor {
    static func invalidationsBefore(_ node: some SyntaxProtocol, selfType: String?) -> [TipReference] {
        var result: [TipReference] = []
        var child = Syntax(node)
        while let parent = child.parent {
            if let item = child.as(CodeBlockItemSyntax.self), let list = parent.as(CodeBlockItemListSyntax.self) {
                for sibling in list {
                    if sibling.id == item.id { break }
                    if let guardStatement = sibling.item.as(GuardStmtSyntax.self) {
                        result += statusChecks(Syntax(guardStatement.conditions), at: guardStatement, selfType: selfType)
                    } else {
                        result += invalidatedTips(in: Syntax(sibling), selfType: selfType)
                    }
                }
            }
            if let ifExpression = parent.as(IfExprSyntax.self), child.id == ifExpression.body.id {
                result += statusChecks(Syntax(ifExpression.conditions), at: ifExpression, selfType: selfType)
            }
            if let switchCase = parent.as(SwitchCaseSyntax.self), mentionsInvalidated(Syntax(switchCase.label)),
                let switchExpression = switchCase.parent?.parent?.as(SwitchExprSyntax.self)
            {
                result += statusSubjects(Syntax(switchExpression.subject), at: switchExpression, selfType: selfType)
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) { break }
            child = parent
        }
        return result
    }

    /// The receivers of `invalidate(reason:)` calls inside `node`.
    static func invalidatedTips(in node: Syntax, selfType: String?) -> [TipReference] {
        node.tokens(viewMode: .sourceAccurate).compactMap { token -> TipReference? in
            guard token.text == "invalidate", let call = invalidateCall(named: token) else { return nil }
            let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            return base.map { SyntaxQueries.tipReference($0, selfType: selfType) ?? .unknown } ?? selfType.map(TipReference.type) ?? .unknown
        }
    }

    /// The `invalidate(reason:)` call a token names, if it is one: `timer.invalidate()` is not.
    static func invalidateCall(named token: TokenSyntax) -> FunctionCallExprSyntax? {
        let callee = token.parent?.as(DeclReferenceExprSyntax.self)
        let calledExpression: Syntax? = callee?.parent?.is(MemberAccessExprSyntax.self) == true ? callee?.parent : callee.map(Syntax.init)
        guard let calledExpression, let call = calledExpression.parent?.as(FunctionCallExprSyntax.self),
            call.calledExpression.id == calledExpression.id, call.arguments.first?.label?.text == "reason"
        else { return nil }
        return call
    }

    private static func mentionsInvalidated(_ node: Syntax) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.text == "invalidated" }
    }

    /// `tip.status == .invalidated`, or `status == .invalidated` where `status` comes from
    /// `for await status in tip.statusUpdates`.
    private static func statusChecks(_ condition: Syntax, at statement: some SyntaxProtocol, selfType: String?) -> [TipReference] {
        guard mentionsInvalidated(condition) else { return [] }
        return statusSubjects(condition, at: statement, selfType: selfType)
    }

    private static func statusSubjects(_ node: Syntax, at statement: some SyntaxProtocol, selfType: String?) -> [TipReference] {
        var result: [TipReference] = []
        for token in node.tokens(viewMode: .sourceAccurate) {
            if token.text == "status", let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), let base = member.base {
                result += SyntaxQueries.tipReference(base, selfType: selfType).map { [$0] } ?? []
            } else if case .identifier(let name) = token.tokenKind, token.parent?.parent?.is(MemberAccessExprSyntax.self) != true,
                let source = statusUpdatesSource(of: name, around: statement, selfType: selfType)
            {
                result.append(source)
            }
        }
        return result
    }

    /// The tip of `for await name in tip.statusUpdates` around `node`.
    private static func statusUpdatesSource(of name: String, around node: some SyntaxProtocol, selfType: String?) -> TipReference? {
        var current = node.parent
        while let parent = current {
            if let loop = parent.as(ForStmtSyntax.self), loop.pattern.trimmedDescription == name,
                let member = SyntaxQueries.stripped(loop.sequence).as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "statusUpdates" || member.declName.baseName.text == "shouldDisplayUpdates",
                let base = member.base
            {
                return SyntaxQueries.tipReference(base, selfType: selfType)
            }
            if parent.is(FunctionDeclSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }
}
