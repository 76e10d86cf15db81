import SwiftSyntax

/// Reads what an `if`'s conditions say about optionals: `let x = value` and `value != nil` say
/// `value` is not nil, `value == nil` says it is (`ConditionChecks` joins them).
enum NilChecks {
    /// The checks that hold in the `if` arm, and whether they are the whole condition (only
    /// then does the `else` arm of a single check mean its opposite).
    static func of(_ conditions: ConditionElementListSyntax) -> (checks: [NilCheck], complete: Bool) {
        ConditionChecks.of(conditions, binding: { binding in
            // `if let text = subscriptionText` checks `subscriptionText`; `if let text` checks `text`.
            (binding.initializer.flatMap { SyntaxQueries.dottedName($0.value) } ?? binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text)
                .map { NilCheck(name: $0, isNil: false) }
        }, comparison: check)
    }

    private static func check(_ left: ExprSyntax, _ op: String, _ right: ExprSyntax) -> NilCheck? {
        guard right.is(NilLiteralExprSyntax.self), let name = SyntaxQueries.dottedName(left) else { return nil }
        switch op {
        case "==": return NilCheck(name: name, isNil: true)
        case "!=": return NilCheck(name: name, isNil: false)
        default: return nil
        }
    }
}
