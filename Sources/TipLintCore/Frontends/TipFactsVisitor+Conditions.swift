import SwiftSyntax

/// Whether a call runs only under a condition: the `if`, `switch` and `guard` statements
/// between it and its function.
extension TipFactsVisitor {
    /// Inside any arm of an `if` or `switch`, in a `guard`'s `else`, or after a `guard`, whose
    /// condition is known only at run time (a user setting, an `@AppStorage` flag). Conditions
    /// made only of `#available`/`#unavailable` checks and `true` hold in every build that runs
    /// the code, so they are not.
    func isInsideRuntimeCondition(_ node: some SyntaxProtocol) -> Bool {
        if isInsideCheck(node, everyArm: true, kind: .runtime, where: Self.isRuntimeCondition) { return true }
        var child = Syntax(node)
        while let parent = child.parent {
            if parent.is(SwitchCaseSyntax.self) { return true }
            if let guardStatement = parent.as(GuardStmtSyntax.self), child.id == guardStatement.body.id,
                Self.isRuntimeCondition(guardStatement.conditions)
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
    /// Only the block's `guard`s are looked at (found once per block), and each guard's or
    /// `if`'s verdict is kept per `kind` (nil: not kept, `condition` has effects): a block of
    /// thousands of statements costs each call its guards, not its statements.
    func isInsideCheck(
        _ node: some SyntaxProtocol, everyArm: Bool, kind: GuardVerdictKind?, where condition: (ConditionElementListSyntax) -> Bool
    ) -> Bool {
        var child = Syntax(node)
        while let parent = child.parent {
            if let ifExpression = parent.as(IfExprSyntax.self),
                child.id == ifExpression.body.id || (everyArm && child.id == ifExpression.elseBody?.id),
                verdict(ifExpression.conditions, kind: kind, condition)
            {
                return true
            }
            if let item = child.as(CodeBlockItemSyntax.self), let list = parent.as(CodeBlockItemListSyntax.self) {
                for guardStatement in guards(in: list) {
                    if guardStatement.position >= item.position { break }
                    if verdict(guardStatement.conditions, kind: kind, condition) { return true }
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

    /// The `guard` statements of a block, in order.
    func guards(in list: CodeBlockItemListSyntax) -> [GuardStmtSyntax] {
        if let known = memo.guards[list.id] { return known }
        let found = list.compactMap { $0.item.as(GuardStmtSyntax.self) }
        memo.guards[list.id] = found
        return found
    }

    /// A guard's or an `if`'s conditions, read once per `kind`: every call inside one `if` asks.
    private func verdict(
        _ conditions: ConditionElementListSyntax, kind: GuardVerdictKind?, _ condition: (ConditionElementListSyntax) -> Bool
    ) -> Bool {
        guard let kind else { return condition(conditions) }
        let key = GuardVerdictKey(statement: conditions.id, kind: kind)
        if let known = memo.guardVerdicts[key] { return known }
        let passes = condition(conditions)
        memo.guardVerdicts[key] = passes
        return passes
    }
}

/// Which question a kept guard verdict answers.
enum GuardVerdictKind: Hashable {
    case runtime, launchArguments, launchArgumentDefaults
}

struct GuardVerdictKey: Hashable {
    /// The `guard`'s or `if`'s condition list.
    var statement: SyntaxIdentifier
    var kind: GuardVerdictKind
}
