import SwiftSyntax

/// What a UIKit popover points at: the control its `sourceItem:` names, read through a local
/// that holds it when the argument is one.
extension TipFactsVisitor {
    /// The control a UIKit popover points at (`sourceItem:`), when its expression names one: a
    /// bar button item, a cell or a button. A tap outside the popover closes it without
    /// invalidating the tip, so, as for `.popoverTip`, the control's own action must. Nil for an
    /// anchor that names no control (a label, a custom view): nothing is assumed about it.
    static func popoverSourceControl(_ call: FunctionCallExprSyntax) -> String? {
        guard let source = call.arguments.first(where: { ["sourceItem", "sourceView"].contains($0.label?.text ?? "") }) else { return nil }
        // `guard let sourceItem = navigationItem.rightBarButtonItem`: a local names what it holds.
        let expression = SyntaxQueries.stripped(source.expression).as(DeclReferenceExprSyntax.self)
            .flatMap { localValue(of: $0.baseName.text, before: call) } ?? source.expression
        // The last name of the expression (`navigationItem.rightBarButtonItem`, `feedbackCell`,
        // `cell`), judged by its last word: `excellenceBadgeView` is no cell, `buttonsStack` no button.
        let name = expression.trimmedDescription.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).last.map(String.init) ?? ""
        let lastWord = name.lowercased() == name ? name : String(name[(name.lastIndex(where: \.isUppercase) ?? name.startIndex)...])
        if name.hasSuffix("ButtonItem") { return "bar button item" }
        switch lastWord.lowercased() {
        case "cell": return "cell"
        case "button": return "button"
        default: return nil
        }
    }

    /// The value a local constant or optional binding named `name` is given in a block around
    /// `node`, before it (`let item = …`, `guard let item = … else`, `if let item = … { node }`).
    static func localValue(of name: String, before node: some SyntaxProtocol) -> ExprSyntax? {
        var child = Syntax(node)
        while let parent = child.parent {
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(MemberBlockSyntax.self) { return nil }
            if let ifExpression = parent.as(IfExprSyntax.self), child.id == ifExpression.body.id,
                let value = bindingValue(of: name, in: ifExpression.conditions)
            {
                return value
            }
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items where item.endPosition <= child.position {
                    if let guardStatement = item.item.as(GuardStmtSyntax.self), let value = bindingValue(of: name, in: guardStatement.conditions) {
                        return value
                    }
                    if let variable = item.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.text == "let",
                        let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }),
                        let value = binding.initializer?.value
                    {
                        return value
                    }
                }
            }
            child = parent
        }
        return nil
    }

    private static func bindingValue(of name: String, in conditions: ConditionElementListSyntax) -> ExprSyntax? {
        for condition in conditions {
            if let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            {
                return binding.initializer?.value
            }
        }
        return nil
    }
}
