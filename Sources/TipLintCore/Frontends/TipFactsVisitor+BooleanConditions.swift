import SwiftSyntax

/// The conditions around a testing call, and constants' values, as `BooleanCondition`s the
/// index can decide once every file's constants are known.
extension TipFactsVisitor {
    /// The `if` and `guard` checks around `node` in its function that decide whether it runs
    /// (any arm of an `if`; a `guard`'s body, or after the guard): each made of literals,
    /// names, `!`, `&&`, `||` and `#available` as a `ConditionCheck`. `opaque` when any other
    /// check is around it (a `switch` case, an `if let`, a call's result), known only at run time.
    func conditionChecks(around node: some SyntaxProtocol) -> (checks: [ConditionCheck], opaque: Bool) {
        var checks: [ConditionCheck] = []
        var opaque = false
        func add(_ conditions: ConditionElementListSyntax, runsWhen: Bool) {
            if let check = conditionCheck(conditions, runsWhen: runsWhen) { checks.append(check) } else { opaque = true }
        }
        var child = Syntax(node)
        while let parent = child.parent {
            if let ifExpression = parent.as(IfExprSyntax.self) {
                if child.id == ifExpression.body.id { add(ifExpression.conditions, runsWhen: true) }
                if child.id == ifExpression.elseBody?.id { add(ifExpression.conditions, runsWhen: false) }
            }
            if let item = child.as(CodeBlockItemSyntax.self), let list = parent.as(CodeBlockItemListSyntax.self) {
                for guardStatement in guards(in: list) {
                    if guardStatement.position >= item.position { break }
                    add(guardStatement.conditions, runsWhen: true)
                }
            }
            if let guardStatement = parent.as(GuardStmtSyntax.self), child.id == guardStatement.body.id {
                add(guardStatement.conditions, runsWhen: false)
            }
            if parent.is(SwitchCaseSyntax.self) { opaque = true }
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) { break }
            child = parent
        }
        return (checks, opaque)
    }

    /// A condition list as one check; nil when an element is not a `BooleanCondition`
    /// (`let x = …`, `case …`) or reads a bare name that may be local to the code around it.
    private func conditionCheck(_ conditions: ConditionElementListSyntax, runsWhen: Bool) -> ConditionCheck? {
        var parts: [BooleanCondition] = []
        var checksAvailability = false
        for element in conditions {
            switch element.condition {
            case .availability:
                checksAvailability = true
            case .expression(let expression):
                let part = Self.booleanCondition(expression) { name in
                    // `resetsTips` or `self.resetsTips` may be a parameter, a local or an
                    // instance member rather than the constant of that name.
                    let bare = !name.contains(".") || name.hasPrefix("self.")
                    let member = name.split(separator: ".").last.map(String.init) ?? name
                    return bare && Self.mayBeLocal(member, at: Syntax(expression)) ? nil : .name(name)
                }
                guard let part else { return nil }
                parts.append(part)
            default:
                return nil
            }
        }
        return ConditionCheck(condition: parts.count == 1 ? parts[0] : .all(parts), runsWhen: runsWhen, checksAvailability: checksAvailability)
    }

    /// `expression` as a `BooleanCondition`: literals, names (`naming` decides each, nil
    /// refusing the whole), `!`, `&&`, `||` and parentheses; nil for anything else.
    static func booleanCondition(_ expression: ExprSyntax, naming: (String) -> BooleanCondition? = { .name($0) }) -> BooleanCondition? {
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return .literal(literal.literal.tokenKind == .keyword(.true)) }
        if let name = SyntaxQueries.dottedName(expression) { return naming(name) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return booleanCondition(prefix.expression, naming: naming).map { .not($0) }
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return booleanCondition(only.expression, naming: naming)
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        // `&&` binds tighter than `||`: groups of `&&` operands, joined by `||`.
        var groups: [[BooleanCondition]] = [[]]
        var expectsOperand = true
        for element in sequence.elements {
            if let operation = element.as(BinaryOperatorExprSyntax.self) {
                guard !expectsOperand else { return nil }
                switch operation.operator.text {
                case "&&": break
                case "||": groups.append([])
                default: return nil
                }
                expectsOperand = true
            } else {
                guard expectsOperand, let operand = booleanCondition(element, naming: naming) else { return nil }
                groups[groups.count - 1].append(operand)
                expectsOperand = false
            }
        }
        guard !expectsOperand else { return nil }
        let alternatives = groups.map { $0.count == 1 ? $0[0] : .all($0) }
        return alternatives.count == 1 ? alternatives[0] : .any(alternatives)
    }

    /// Inside a clause of an `#if`.
    static func isInsideIfConfig(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(IfConfigClauseSyntax.self) { return true }
            current = parent.parent
        }
        return false
    }

    /// Whether `name`, read bare at `node`, may be something of this file other than a global
    /// or static constant: a parameter or local binding anywhere in the outermost function,
    /// closure or accessor around it (`if let`, `for`, a closure's parameters too), or a
    /// member of a type around it that is not `static`. The index checks the types' stored
    /// properties in other files (`ProjectIndex.verdict(of:…)`).
    static func mayBeLocal(_ name: String, at node: Syntax) -> Bool {
        var outermostCode: Syntax?
        var current = node.parent
        while let parent = current {
            if let members = memberBlock(of: parent), hasInstanceMember(named: name, in: members) { return true }
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(AccessorDeclSyntax.self)
                || parent.is(ClosureExprSyntax.self) || parent.is(SubscriptDeclSyntax.self) || parent.is(AccessorBlockSyntax.self)
            {
                outermostCode = parent
            }
            current = parent.parent
        }
        guard let outermostCode else { return false }
        return outermostCode.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text == name, let parent = token.parent else { return false }
            return parent.is(IdentifierPatternSyntax.self) || parent.is(FunctionParameterSyntax.self)
                || parent.is(ClosureShorthandParameterSyntax.self) || parent.is(ClosureParameterSyntax.self)
                || parent.is(EnumCaseParameterSyntax.self)
        }
    }

    private static func memberBlock(of node: Syntax) -> MemberBlockSyntax? {
        if let type = node.asProtocol(DeclGroupSyntax.self) { return type.memberBlock }
        return nil
    }

    /// A stored or computed property of that name without `static` or `class`.
    private static func hasInstanceMember(named name: String, in members: MemberBlockSyntax) -> Bool {
        members.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) })
            else { return false }
            return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        }
    }
}
