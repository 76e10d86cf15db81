import SwiftSyntax

/// Reads when code in an `.onChange(of:)` action runs: on any change of the watched value, or
/// only when it becomes one enum case (`if pane == .advanced { … }`, or the same check on the
/// action's new-value parameter).
enum ChangeTriggers {
    /// The `.onChange(of:)` whose action runs `node`, and the case that must hold; nil when
    /// `node` is in no such action, or runs there under any other condition (an `else`, a
    /// `switch`, a `guard` or `return` before it, a check of something else).
    static func of(_ node: some SyntaxProtocol) -> ChangeTrigger? {
        var check: ValueCheck?
        var child = Syntax(node)
        var current = node.parent
        while let parent = current {
            if let closure = parent.as(ClosureExprSyntax.self), let call = onChangeCall(passing: closure) {
                guard let watched = call.arguments.first(where: { $0.label?.text == "of" }).flatMap({ SyntaxQueries.dottedName($0.expression) })
                    .map(ValueChecks.withoutSelf)
                else { return nil }
                // A statement before it that can leave the action early makes it conditional.
                guard !leavesEarly(before: node.position, in: closure) else { return nil }
                let initial = initialCase(of: watched, around: closure)
                guard let check else { return ChangeTrigger(watched: watched, initialValue: initial) }
                // `pane` itself holds the new value in the action; so does its new-value parameter.
                guard check.name == watched || check.name == newValueParameter(of: closure) else { return nil }
                return ChangeTrigger(watched: watched, value: check.value, initialValue: initial)
            }
            if let ifExpression = parent.as(IfExprSyntax.self) {
                let found = ValueChecks.of(ifExpression.conditions)
                guard child.id == ifExpression.body.id, check == nil, found.complete, found.checks.count == 1 else { return nil }
                check = found.checks[0]
            } else if parent.is(SwitchCaseSyntax.self) || parent.is(GuardStmtSyntax.self) || parent.is(FunctionDeclSyntax.self)
                || parent.is(WhileStmtSyntax.self) || parent.is(ForStmtSyntax.self) || parent.is(TernaryExprSyntax.self)
            {
                return nil
            }
            child = parent
            current = parent.parent
        }
        return nil
    }

    /// The case `@State var name = .basic` (or `: Pane = Pane.basic`) starts as, in the type
    /// declaration around `node`; nil for any other property or start.
    private static func initialCase(of name: String, around node: some SyntaxProtocol) -> String? {
        guard !name.contains(".") else { return nil }
        var current = node.parent
        while let parent = current, !parent.is(MemberBlockSyntax.self) { current = parent.parent }
        guard let members = current?.as(MemberBlockSyntax.self) else { return nil }
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "State" }),
                let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
            else { continue }
            return binding.initializer.flatMap { ValueChecks.caseName($0.value) }
        }
        return nil
    }

    /// `.onChange(of: x) { … }` or `.onChange(of: x, perform: { … })` passing `closure` as its action.
    private static func onChangeCall(passing closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        let call = closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
        guard let call, SyntaxQueries.calleeName(call) == "onChange", call.calledExpression.is(MemberAccessExprSyntax.self) else { return nil }
        return call
    }

    /// The new value's name: the one parameter of `{ newValue in … }`, the second of `{ old, new in … }`.
    private static func newValueParameter(of closure: ClosureExprSyntax) -> String? {
        guard let parameters = closure.signature?.parameterClause else { return nil }
        var names: [String] = []
        if let shorthand = parameters.as(ClosureShorthandParameterListSyntax.self) {
            names = shorthand.map(\.name.text)
        } else if let clause = parameters.as(ClosureParameterClauseSyntax.self) {
            names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
        return names.count == 1 ? names[0] : names.count == 2 ? names[1] : nil
    }

    /// A `guard` or `return` among the action's statements before the one holding `position`.
    private static func leavesEarly(before position: AbsolutePosition, in closure: ClosureExprSyntax) -> Bool {
        for item in closure.statements {
            if item.range.contains(position) { return false }
            if item.item.is(GuardStmtSyntax.self) || item.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.return) }) {
                return true
            }
        }
        return false
    }
}
