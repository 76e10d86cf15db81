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

    /// `invalidationsBefore` for a call, read only in functions (or properties, such as `body`)
    /// that invalidate a tip: most calls are in ones that do not; the answer is kept per function.
    func invalidationsBeforeCall(_ call: FunctionCallExprSyntax, selfType: String?) -> [TipReference] {
        var function = Syntax(call)
        while let parent = function.parent, !function.is(FunctionDeclSyntax.self), !function.is(InitializerDeclSyntax.self),
            !function.is(PatternBindingSyntax.self)
        {
            function = parent
        }
        let invalidates = memo.invalidatingFunctions[function.id] ?? {
            let found = function.tokens(viewMode: .sourceAccurate).contains { $0.text == "invalidate" || $0.text == "invalidated" }
            memo.invalidatingFunctions[function.id] = found
            return found
        }()
        return invalidates ? Self.invalidationsBefore(call, selfType: selfType) : []
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

    // MARK: Callbacks that run after a tip is invalidated

    /// `onClose()` inside a function that takes `onClose: () -> Void` and a tip (`some Tip`,
    /// `any Tip`, `T: Tip`), called where that tip's status is checked for `.invalidated`.
    func recordStatusCallback(_ call: FunctionCallExprSyntax, callee: String) {
        guard callee.first?.isLowercase == true else { return }
        var current = call.parent
        while let node = current, !node.is(FunctionDeclSyntax.self) {
            if node.is(ClassDeclSyntax.self) || node.is(StructDeclSyntax.self) || node.is(ExtensionDeclSyntax.self) { return }
            current = node.parent
        }
        guard let function = current?.as(FunctionDeclSyntax.self),
            let parameter = function.signature.parameterClause.parameters.first(where: {
                ($0.secondName ?? $0.firstName).text == callee && $0.type.trimmedDescription.contains("->")
            })
        else { return }
        let watched = Self.invalidationsBefore(call, selfType: nil).contains { reference in
            if case .instance(let name) = reference { return Self.isTypeErasedParameter(name, around: call) }
            return false
        }
        guard watched else { return }
        let label = parameter.firstName.text
        facts.statusCallbacks.append(StatusCallbackFunction(
            function: function.name.text, closureLabel: label == "_" ? nil : label,
            isTestOrPreview: context(call).isTestOrPreview))
    }

    /// The call whose closure argument holds `node`, with the tips passed beside it.
    static func callbackSite(around node: some SyntaxProtocol, selfType: String?) -> CallbackSite? {
        var current = node.parent
        while let parent = current {
            if let closure = parent.as(ClosureExprSyntax.self) {
                guard let owner = SyntaxQueries.owningCall(of: closure), let name = SyntaxQueries.calleeName(owner.call) else { return nil }
                let tips = owner.call.arguments.compactMap { argument -> TipReference? in
                    guard !argument.expression.is(ClosureExprSyntax.self),
                        let reference = SyntaxQueries.tipReference(argument.expression, selfType: selfType)
                    else { return nil }
                    switch reference {
                    case .type, .instance: return reference
                    default: return nil
                    }
                }
                return tips.isEmpty ? nil : CallbackSite(function: name, closureLabel: owner.label, tips: tips)
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(CodeBlockItemListSyntax.self) && parent.parent?.is(SourceFileSyntax.self) == true {
                return nil
            }
            current = parent.parent
        }
        return nil
    }
}
