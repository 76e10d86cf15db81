import SwiftSyntax

/// Reads an `if`'s conditions check by check: conditions joined by `,` or `&&` all hold in the
/// `if` arm, so each check holds there whatever the other conditions are; a `||` anywhere makes
/// nothing certain. `NilChecks` and `ValueChecks` say what a check is.
enum ConditionChecks {
    /// The checks that hold in the `if` arm, and whether they are the whole condition (only then
    /// does the `else` arm of a single check mean its opposite). `binding` reads an `if let`,
    /// `comparison` a `left op right` (`op` as written: `==`).
    static func of<Check>(
        _ conditions: ConditionElementListSyntax, binding: (OptionalBindingConditionSyntax) -> Check? = { _ in nil },
        comparison: (ExprSyntax, String, ExprSyntax) -> Check?
    ) -> (checks: [Check], complete: Bool) {
        var result: [Check] = []
        var complete = true
        for element in conditions {
            switch element.condition {
            case .optionalBinding(let optionalBinding):
                if let check = binding(optionalBinding) { result.append(check) } else { complete = false }
            case .expression(let expression):
                let found = checks(in: expression, comparison: comparison)
                result += found.checks
                complete = complete && found.complete
            default:
                complete = false
            }
        }
        return (result, complete)
    }

    /// One expression: a comparison, or comparisons joined by `&&` with other conditions.
    private static func checks<Check>(
        in expression: ExprSyntax, comparison: (ExprSyntax, String, ExprSyntax) -> Check?
    ) -> (checks: [Check], complete: Bool) {
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            if let op = operatorText(infix.operator), let check = comparison(infix.leftOperand, op, infix.rightOperand) {
                return ([check], true)
            }
            return conjunction([infix.leftOperand, infix.operator, infix.rightOperand], comparison: comparison)
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return ([], false) }
        return conjunction(Array(sequence.elements), comparison: comparison)
    }

    /// The elements of an unfolded sequence, split at `&&`.
    private static func conjunction<Check>(
        _ elements: [ExprSyntax], comparison: (ExprSyntax, String, ExprSyntax) -> Check?
    ) -> (checks: [Check], complete: Bool) {
        guard !elements.contains(where: { operatorText($0) == "||" }) else { return ([], false) }
        var result: [Check] = []
        var complete = true
        var chunk: [ExprSyntax] = []
        func close() {
            if chunk.count == 3, let op = operatorText(chunk[1]), let check = comparison(chunk[0], op, chunk[2]) {
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

    static func operatorText(_ expression: ExprSyntax) -> String? {
        expression.as(BinaryOperatorExprSyntax.self)?.operator.text
    }
}
