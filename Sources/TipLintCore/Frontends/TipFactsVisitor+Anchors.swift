import SwiftSyntax

/// What a UIKit popover points at: the control its `sourceItem:` names, read through a local
/// that holds it when the argument is one.
extension TipFactsVisitor {
    /// The control a UIKit popover points at (`sourceItem:`), when its expression is one: a bar
    /// button item, a cell, a button or another control. A tap outside the popover closes it
    /// without invalidating the tip, so, as for `.popoverTip`, the control's own action must. Nil
    /// for an anchor that is no control (a label, a custom view): nothing is assumed about it.
    static func popoverSourceControl(_ call: FunctionCallExprSyntax) -> String? {
        guard let source = call.arguments.first(where: { ["sourceItem", "sourceView"].contains($0.label?.text ?? "") }) else { return nil }
        let reference = SyntaxQueries.stripped(source.expression).as(DeclReferenceExprSyntax.self)
            ?? selfMember(source.expression)
        // `guard let sourceItem = navigationItem.rightBarButtonItem`: a local names what it holds.
        let local = reference.flatMap { localValue(of: $0.baseName.text, before: call) }
        let expression = local ?? source.expression
        // What the anchor is decides first: the type written for the local, parameter or stored
        // property (`let item: UIBarButtonItem`), or the type it is made with
        // (`lazy var shareItem = UIBarButtonItem(…)`). A name says nothing a type contradicts.
        if let type = constructedType(expression) ?? reference.flatMap({ declaredType(of: $0.baseName.text, around: call) }) {
            return controlKind(ofType: type)
        }
        // Else the last name of the expression (`navigationItem.rightBarButtonItem`, `feedbackCell`,
        // `cell`), judged by its last word: `excellenceBadgeView` is no cell, `buttonsStack` no button.
        let name = expression.trimmedDescription.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).last.map(String.init) ?? ""
        return controlKind(ofName: name)
    }

    /// What a UIKit popover's `sourceItem:` reads when its own syntax says no control
    /// (`popoverSourceControl`): a property or a method's result (`toolbar.tipAnchor`,
    /// `self.anchorView()`), which `AnchorFlow` follows across the project. Nil for anything else.
    static func popoverAnchorSource(_ call: FunctionCallExprSyntax, owner: String?) -> ValueSource? {
        guard let source = call.arguments.first(where: { ["sourceItem", "sourceView"].contains($0.label?.text ?? "") }) else { return nil }
        let owner = owner.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
        switch valueSource(source.expression, owner: owner) {
        case .property(let base, let name): return .property(of: base, name: name)
        case .call(let base, let name): return .call(of: base, name: name)
        case .typed, .unknown: return nil
        }
    }

    /// `self.shareItem`: the property's name.
    private static func selfMember(_ expression: ExprSyntax) -> DeclReferenceExprSyntax? {
        guard let member = SyntaxQueries.stripped(expression).as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        else { return nil }
        return member.declName
    }

    /// What a UIKit type is as a popover's anchor, by its name: UIKit's controls and the
    /// project's subclasses of them are named for what they are (`ShareButton`, `ProfileCell`).
    static func controlKind(ofType type: String) -> String? {
        let name = (type.split(separator: ".").last.map(String.init) ?? type).filter { $0 != "?" && $0 != "!" }
        if name.hasSuffix("ButtonItem") { return "bar button item" }
        if name.hasSuffix("Cell") { return "cell" }
        if name.hasSuffix("Button") { return "button" }
        if ["UISwitch", "UISlider", "UIStepper", "UISegmentedControl"].contains(name) { return "control" }
        return nil
    }

    /// A name judged by its last word (`shareBarButtonItem`, `feedbackCell`, `doneButton`).
    private static func controlKind(ofName name: String) -> String? {
        let lastWord = name.lowercased() == name ? name : String(name[(name.lastIndex(where: \.isUppercase) ?? name.startIndex)...])
        if name.hasSuffix("ButtonItem") { return "bar button item" }
        switch lastWord.lowercased() {
        case "cell": return "cell"
        case "button": return "button"
        default: return nil
        }
    }

    /// The type an expression makes: `UIBarButtonItem(…)`, `UIButton(type: .system)`, a static
    /// factory `UIButton.systemButton(…)` or `UIBarButtonItem.flexibleSpace()`.
    private static func constructedType(_ expression: ExprSyntax) -> String? {
        guard let call = SyntaxQueries.stripped(expression).as(FunctionCallExprSyntax.self) else { return nil }
        if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), callee.baseName.text.first?.isUppercase == true {
            return callee.baseName.text
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base.flatMap(SyntaxQueries.dottedName), base.split(separator: ".").last?.first?.isUppercase == true
        {
            return base
        }
        return nil
    }

    /// The type written for, or made by the initial value of, `name` where `node` reads it: a
    /// local before it (`let item: UIBarButtonItem = …`), a parameter of its function, or a
    /// stored property of the type declaration around it. Nil when none says (a property an
    /// extension reads is declared elsewhere).
    static func declaredType(of name: String, around node: some SyntaxProtocol) -> String? {
        var child = Syntax(node)
        while let parent = child.parent {
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items.reversed() where item.endPosition <= child.position {
                    if let variable = item.item.as(VariableDeclSyntax.self), let binding = binding(of: name, in: variable) {
                        return bindingType(binding)
                    }
                    // `guard let name = …`: no type written; what it holds was judged by its value.
                    if let guardStatement = item.item.as(GuardStmtSyntax.self), binds(name, guardStatement.conditions) { return nil }
                }
            }
            if let ifExpression = parent.as(IfExprSyntax.self), child.id == ifExpression.body.id, binds(name, ifExpression.conditions) {
                return nil
            }
            // A closure's or loop's own name hides the type's property of that name.
            if let closure = parent.as(ClosureExprSyntax.self), closure.signature?.parameterClause?.trimmedDescription
                .split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).contains(where: { $0 == name }) == true
            {
                return nil
            }
            if let loop = parent.as(ForStmtSyntax.self), child.id == loop.body.id,
                loop.pattern.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name })
            {
                return nil
            }
            if let function = parent.as(FunctionDeclSyntax.self),
                let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name })
            {
                return parameter.type.trimmedDescription
            }
            if let members = parent.as(MemberBlockSyntax.self) {
                guard parent.parent?.is(ExtensionDeclSyntax.self) != true else { return nil }
                for member in members.members {
                    if let variable = member.decl.as(VariableDeclSyntax.self), let binding = binding(of: name, in: variable) {
                        return bindingType(binding)
                    }
                }
                return nil
            }
            child = parent
        }
        return nil
    }

    private static func binding(of name: String, in variable: VariableDeclSyntax) -> PatternBindingSyntax? {
        variable.bindings.first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
    }

    /// `let x: T`, or `let x = T(…)`; `lazy var x: T = { … }()` by its written type.
    private static func bindingType(_ binding: PatternBindingSyntax) -> String? {
        if let type = binding.typeAnnotation?.type { return type.trimmedDescription }
        return binding.initializer.flatMap { constructedType($0.value) }
    }

    private static func binds(_ name: String, _ conditions: ConditionElementListSyntax) -> Bool {
        conditions.contains { $0.condition.as(OptionalBindingConditionSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
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
