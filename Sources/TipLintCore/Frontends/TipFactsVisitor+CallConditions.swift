import SwiftSyntax

/// The conditions around a call of a project function (`CallConditions`): a testing call in
/// the function counts as gated, or as a person's choice, when every call of it is
/// (`CallerGuards`), as it would written in place of the call.
extension TipFactsVisitor {
    /// How many conditions (`if`s, `guard`s, `switch` cases) around one call are read at most.
    /// Past it the call is taken as made under none (the testing calls of the function it calls
    /// keep their findings): a block of hundreds of guards and calls costs each call a count.
    static let widestCallSiteConditions = 16

    /// Nil when the call is under no condition and no `#if` that could gate it (most calls), or
    /// under more than `widestCallSiteConditions` conditions.
    func callConditions(around call: FunctionCallExprSyntax, type: String?) -> CallConditions? {
        var count = 0
        var innermostClause: IfConfigClauseSyntax?
        var insideFunction = true
        var child = Syntax(call)
        while let parent = child.parent {
            if innermostClause == nil, let clause = parent.as(IfConfigClauseSyntax.self) { innermostClause = clause }
            if insideFunction {
                if let ifExpression = parent.as(IfExprSyntax.self), child.id == ifExpression.body.id || child.id == ifExpression.elseBody?.id {
                    count += 1
                }
                if let item = child.as(CodeBlockItemSyntax.self), let list = parent.as(CodeBlockItemListSyntax.self) {
                    count += guardCount(before: item, in: list)
                }
                if let guardStatement = parent.as(GuardStmtSyntax.self), child.id == guardStatement.body.id { count += 1 }
                if parent.is(SwitchCaseSyntax.self) { count += 1 }
                if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) { insideFunction = false }
            }
            // Only an `#if` is looked for further out; none: done.
            if !insideFunction, innermostClause != nil { break }
            child = parent
        }
        guard count <= Self.widestCallSiteConditions, count > 0 || innermostClause != nil else { return nil }
        var conditions = CallConditions()
        if let innermostClause {
            let gate = clauseGate(innermostClause, call)
            conditions.compileTimeGated = gate.gated
            conditions.gatingConditions = gate.conditions
        }
        if count > 0 {
            let checks = conditionChecks(around: call)
            conditions.conditionChecks = checks.checks
            conditions.opaqueCondition = checks.opaque
            conditions.launchArgumentGated = isInsideLaunchArgumentCheck(call)
            if !conditions.launchArgumentGated { conditions.launchArgumentDefaults = launchArgumentDefaults(gating: call, type: type) }
            conditions.conditionNames = gateConditionNames(call)
        }
        return conditions == CallConditions() ? nil : conditions
    }

    /// How many of a block's guards come before `item`: by position, without a walk over them.
    private func guardCount(before item: CodeBlockItemSyntax, in list: CodeBlockItemListSyntax) -> Int {
        let found = guards(in: list)
        var low = 0
        var high = found.count
        while low < high {
            let middle = (low + high) / 2
            if found[middle].position < item.position { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether the `#if`s around a node gate it, and the custom conditions that would: the same
    /// for every node whose innermost `#if` clause is `clause`, so worked out once per clause.
    private func clauseGate(_ clause: IfConfigClauseSyntax, _ node: some SyntaxProtocol) -> (gated: Bool, conditions: [String]) {
        if let known = memo.clauseGates[clause.id] { return known }
        let gated = gate.isGated(node)
        let result = (gated, gated ? [] : gate.gatingConditions(node))
        memo.clauseGates[clause.id] = result
        return result
    }
}
