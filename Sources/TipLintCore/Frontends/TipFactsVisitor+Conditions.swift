import SwiftSyntax

/// Whether a call runs only under a condition: the `if`, `switch` and `guard` statements
/// between it and its function.
extension TipFactsVisitor {
    /// Inside any arm of an `if` or `switch`, in a `guard`'s `else`, or after a `guard`, whose
    /// condition is known only at run time (a user setting, an `@AppStorage` flag). Conditions
    /// made only of `#available`/`#unavailable` checks and `true` hold in every build that runs
    /// the code, so they are not.
    static func isInsideRuntimeCondition(_ node: some SyntaxProtocol) -> Bool {
        if isInsideCheck(node, everyArm: true, where: isRuntimeCondition) { return true }
        var child = Syntax(node)
        while let parent = child.parent {
            if parent.is(SwitchCaseSyntax.self) { return true }
            if let guardStatement = parent.as(GuardStmtSyntax.self), child.id == guardStatement.body.id,
                isRuntimeCondition(guardStatement.conditions)
            {
                return true
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) { return false }
            child = parent
        }
        return false
    }

    /// Inside an `if` whose conditions pass `condition` (its body, or with `everyArm` any arm),
    /// or after a `guard` whose conditions pass it, in the same or an enclosing block of the
    /// function.
    static func isInsideCheck(
        _ node: some SyntaxProtocol, everyArm: Bool, where condition: (ConditionElementListSyntax) -> Bool
    ) -> Bool {
        var child = Syntax(node)
        while let parent = child.parent {
            if let ifExpression = parent.as(IfExprSyntax.self),
                child.id == ifExpression.body.id || (everyArm && child.id == ifExpression.elseBody?.id),
                condition(ifExpression.conditions)
            {
                return true
            }
            if let item = child.as(CodeBlockItemSyntax.self), let list = parent.as(CodeBlockItemListSyntax.self) {
                for sibling in list {
                    if sibling.id == item.id { break }
                    if let guardStatement = sibling.item.as(GuardStmtSyntax.self), condition(guardStatement.conditions) {
                        return true
                    }
                }
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) { return false }
            child = parent
        }
        return false
    }

    /// Some element is neither an availability check nor the literal `true`.
    static func isRuntimeCondition(_ conditions: ConditionElementListSyntax) -> Bool {
        conditions.contains { element in
            switch element.condition {
            case .availability: return false
            case .expression(let expression): return expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind != .keyword(.true)
            default: return true
            }
        }
    }
}
