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
        // Each condition list is read once per file (`conditionCheckMemo`): a function with
        // hundreds of guards and testing calls asks for the same guards again for every call.
        func add(_ conditions: ConditionElementListSyntax, runsWhen: Bool) {
            let read: ConditionCheck?
            if let memo = conditionCheckMemo[conditions.id] {
                read = memo
            } else {
                read = conditionCheck(conditions, runsWhen: true)
                conditionCheckMemo[conditions.id] = .some(read)
            }
            if var check = read {
                check.runsWhen = runsWhen
                checks.append(check)
            } else {
                opaque = true
            }
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
    /// (`let x = …`, `case …`) or reads a name the index does not decide.
    private func conditionCheck(_ conditions: ConditionElementListSyntax, runsWhen: Bool) -> ConditionCheck? {
        var parts: [BooleanCondition] = []
        var checksAvailability = false
        for element in conditions {
            switch element.condition {
            case .availability:
                checksAvailability = true
            case .expression(let expression):
                let part = Self.booleanCondition(expression) { name in Self.isTypeMemberName(name) ? .name(name) : nil }
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

    /// `T.x`: a type's simple name and a member, the only names the index decides. A bare
    /// `x`, `self.x` or `Self.x` may be a parameter, a local, an instance member or a member
    /// of a nearer type the index cannot see, so it stays a run-time choice.
    static func isTypeMemberName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts.contains { $0.isEmpty } && parts[0] != "self" && parts[0] != "Self"
    }

    /// The names of the members `members` declares (properties, functions, enum cases),
    /// those in `#if` clauses too: any of them besides a recorded constant makes `T.x`
    /// undecided (`ProjectIndex`'s constant conditions).
    static func memberNames(_ members: MemberBlockSyntax) -> [String] {
        var names: [String] = []
        func add(_ list: MemberBlockItemListSyntax) {
            for member in list {
                if let variable = member.decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        names += binding.pattern.tokens(viewMode: .sourceAccurate)
                            .filter { $0.parent?.is(IdentifierPatternSyntax.self) == true }.map(\.text)
                    }
                } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                    names.append(function.name.text)
                } else if let cases = member.decl.as(EnumCaseDeclSyntax.self) {
                    names += cases.elements.map(\.name.text)
                } else if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
                    for clause in ifConfig.clauses {
                        if case .decls(let inner) = clause.elements { add(inner) }
                    }
                }
            }
        }
        add(members.members)
        return names.map { $0.hasPrefix("`") && $0.hasSuffix("`") && $0.count > 1 ? String($0.dropFirst().dropLast()) : $0 }
    }
}
