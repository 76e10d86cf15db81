import SwiftSyntax

/// Reads which enum case a branch arm needs a name to hold: `if pane == .advanced` (or
/// `.advanced == pane`, `Pane.advanced`, joined with other conditions by `,` or `&&`) and
/// `switch pane { case .advanced: … }` both say `pane` is `advanced` there.
enum ValueChecks {
    /// The checks that hold in an `if` arm, and whether they are the whole condition.
    static func of(_ conditions: ConditionElementListSyntax) -> (checks: [ValueCheck], complete: Bool) {
        ConditionChecks.of(conditions, comparison: check)
    }

    /// The case a `switch` arm matches on its subject: one pattern, an enum case written alone
    /// (`case .advanced:`, no payload, no `where`). Nothing for `default` or several patterns.
    static func of(_ switchCase: SwitchCaseSyntax, subject: ExprSyntax) -> [ValueCheck] {
        guard let name = SyntaxQueries.dottedName(subject).map(withoutSelf), let label = switchCase.label.as(SwitchCaseLabelSyntax.self),
            label.caseItems.count == 1, let item = label.caseItems.first, item.whereClause == nil,
            let pattern = item.pattern.as(ExpressionPatternSyntax.self), let value = caseName(pattern.expression)
        else { return [] }
        return [ValueCheck(name: name, value: value)]
    }

    private static func check(_ left: ExprSyntax, _ op: String, _ right: ExprSyntax) -> ValueCheck? {
        guard op == "==" else { return nil }
        if let value = caseName(right), let name = SyntaxQueries.dottedName(left) { return ValueCheck(name: withoutSelf(name), value: value) }
        if let value = caseName(left), let name = SyntaxQueries.dottedName(right) { return ValueCheck(name: withoutSelf(name), value: value) }
        return nil
    }

    /// `.advanced` or `Pane.advanced` (a capitalised type before it): `advanced`.
    static func caseName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil else { return nil }
        guard let base = member.base else { return member.declName.baseName.text }
        guard let type = SyntaxQueries.dottedName(base), type.split(separator: ".").last?.first?.isUppercase == true else { return nil }
        return member.declName.baseName.text
    }

    /// `self.pane` is `pane`, as a branch on it writes it.
    static func withoutSelf(_ name: String) -> String {
        name.hasPrefix("self.") ? String(name.dropFirst(5)) : name
    }
}
