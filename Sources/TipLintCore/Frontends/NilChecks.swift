import SwiftSyntax

/// Reads what an `if`'s conditions say about optionals: `let x = value` and `value != nil` say
/// `value` is not nil, `value == nil` says it is. Conditions joined by `,` or `&&` all hold in
/// the `if` arm, so each such check holds there whatever the other conditions are.
enum NilChecks {
    /// The checks that hold in the `if` arm, and whether they are the whole condition (only
    /// then does the `else` arm of a single check mean its opposite).
    static func of(_ conditions: ConditionElementListSyntax) -> (checks: [NilCheck], complete: Bool) {
        var result: [NilCheck] = []
        var complete = true
        for element in conditions {
            switch element.condition {
            case .optionalBinding(let binding):
                // `if let text = subscriptionText` checks `subscriptionText`; `if let text` checks `text`.
                if let name = binding.initializer.flatMap({ SyntaxQueries.dottedName($0.value) })
                    ?? binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                {
                    result.append(NilCheck(name: name, isNil: false))
                } else {
                    complete = false
                }
            case .expression(let expression):
                let found = checks(in: expression)
                result += found.checks
                complete = complete && found.complete
            default:
                complete = false
            }
        }
        return (result, complete)
    }

    /// `a == nil`, `a != nil`, and such checks joined by `&&` with other conditions.
    private static func checks(in expression: ExprSyntax) -> (checks: [NilCheck], complete: Bool) {
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            if let check = check(infix.leftOperand, infix.operator, infix.rightOperand) { return ([check], true) }
            return conjunction([infix.leftOperand, infix.operator, infix.rightOperand])
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return ([], false) }
        return conjunction(Array(sequence.elements))
    }

    /// The elements of an unfolded sequence, split at `&&`. A `||` anywhere makes nothing certain.
    private static func conjunction(_ elements: [ExprSyntax]) -> (checks: [NilCheck], complete: Bool) {
        guard !elements.contains(where: { operatorText($0) == "||" }) else { return ([], false) }
        var result: [NilCheck] = []
        var complete = true
        var chunk: [ExprSyntax] = []
        func close() {
            if chunk.count == 3, let check = check(chunk[0], chunk[1], chunk[2]) {
                result.append(check)
            } else {
                complete = false
            }
            chunk = []
        }
        for element in elements {
            if operatorText(element) == "&&" { close() } else { chunk.append(element) }
        }
        close()
        return (result, complete)
    }

    private static func check(_ left: ExprSyntax, _ op: ExprSyntax, _ right: ExprSyntax) -> NilCheck? {
        guard right.is(NilLiteralExprSyntax.self), let name = SyntaxQueries.dottedName(left) else { return nil }
        switch operatorText(op) {
        case "==": return NilCheck(name: name, isNil: true)
        case "!=": return NilCheck(name: name, isNil: false)
        default: return nil
        }
    }

    private static func operatorText(_ expression: ExprSyntax) -> String? {
        expression.as(BinaryOperatorExprSyntax.self)?.operator.text
    }
}
