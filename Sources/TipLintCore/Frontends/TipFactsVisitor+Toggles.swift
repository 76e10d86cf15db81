import SwiftSyntax

/// What tells a gate from a retirement when code sets a tip's `@Parameter`: a value the code
/// sets one way in one arm of a branch and the other way in another arm is toggled, and so is one
/// a view sets one way when it appears and the other way when it disappears, or one flipped with
/// `toggle()`; a value computed only from the screen's own state is worked out again each time
/// the screen is made. Either way the rule comes back true, so it does not retire the tip for good.
extension TipFactsVisitor {
    /// Adds to the assignment just recorded what `TipStateModel.retiringSite` needs to tell a
    /// gate from a retirement. `node`: the assignment (`Owner.flag = value`) or call (`toggle()`).
    func noteGate(of assignment: inout ParameterAssignment, node: some SyntaxProtocol) {
        // `X.flag.toggle()` flips the value each time it runs: it turns the rule false and true again.
        if let call = Syntax(node).as(FunctionCallExprSyntax.self),
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "toggle"
        {
            assignment.isToggle = true
        }
        let arms = Self.runtimeArms(around: node) + (Self.lifecycleArm(around: node).map { [$0] } ?? [])
        if !arms.isEmpty { assignment.arms = arms }
        // Everything after the `=` is the value (`selected.count > 0` is three elements).
        if assignment.value == nil, let sequence = Syntax(node).as(SequenceExprSyntax.self),
            let equals = sequence.elements.firstIndex(where: { $0.is(AssignmentExprSyntax.self) })
        {
            let value = Array(sequence.elements[sequence.elements.index(after: equals)...])
            if Self.readsOnlyScreenState(value) { assignment.readsOnlyScreenState = true }
            if Self.readsInitialiserArgument(value) { assignment.readsInitialiserArgument = true }
        }
    }

    /// Whether `value` is in an initialiser (not in a function or closure type declared inside
    /// it) and reads one of its parameters by name: `monitored` or `series.monitored` in
    /// `init(monitored: Bool)` / `init(series: Series)`.
    static func readsInitialiserArgument(_ value: [ExprSyntax]) -> Bool {
        guard let first = value.first else { return false }
        var current = first.parent
        var initialiser: InitializerDeclSyntax?
        while let node = current {
            if let found = node.as(InitializerDeclSyntax.self) {
                initialiser = found
                break
            }
            if node.is(FunctionDeclSyntax.self) || node.is(AccessorDeclSyntax.self) || node.is(MemberBlockSyntax.self) { return false }
            current = node.parent
        }
        guard let initialiser else { return false }
        let parameters = Set(initialiser.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
        let tokens = value.flatMap { Array($0.tokens(viewMode: .sourceAccurate)) }
        return tokens.contains { token in
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), parameters.contains(reference.baseName.text) else {
                return false
            }
            // `x.monitored`: a member named like a parameter is not the parameter.
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { return false }
            return true
        }
    }

    /// The arms of the `if` and `switch` statements around `node` in its function, innermost
    /// first (`else if` is an arm of the outer `if`). `#if` clauses are not among them: they
    /// choose a build, not a moment.
    static func runtimeArms(around node: some SyntaxProtocol) -> [BranchStep] {
        var result: [BranchStep] = []
        var child = Syntax(node)
        while let parent = child.parent {
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(AccessorDeclSyntax.self)
                || parent.is(PatternBindingSyntax.self) || parent.is(MemberBlockSyntax.self)
            {
                break
            }
            if let ifExpression = parent.as(IfExprSyntax.self) {
                if child.id == ifExpression.body.id {
                    result.append(BranchStep(branch: ifExpression.position.utf8Offset, arm: 0))
                } else if let elseBody = ifExpression.elseBody, child.id == elseBody.id {
                    result.append(BranchStep(branch: ifExpression.position.utf8Offset, arm: 1))
                }
            } else if let switchCase = parent.as(SwitchCaseSyntax.self), let list = switchCase.parent, let switchExpression = list.parent {
                let arm = Array(list.children(viewMode: .sourceAccurate)).firstIndex { $0.id == switchCase.id } ?? 0
                result.append(BranchStep(branch: switchExpression.position.utf8Offset, arm: arm))
            }
            child = parent
        }
        return result
    }

    /// The moment of one view's life an assignment runs in, as an arm of a branch keyed by the
    /// view: arm 0 when it appears (`.onAppear`, `.task`, `viewWillAppear`, `viewDidAppear`),
    /// arm 1 when it disappears (`.onDisappear`, `viewWillDisappear`, `viewDidDisappear`). The
    /// key is where the modifier chain starts (`TipView(tip).onAppear { … }.onDisappear { … }`
    /// share it), or the view controller's declaration for its methods. A value set one way on
    /// appearing and the other way on disappearing of the same view is what that view is showing,
    /// not something the person did for good. A value set by something else (a quick action, a
    /// button) and only cleared on disappearing is not paired here: that retires the
    /// presentation the other code asked for.
    static func lifecycleArm(around node: some SyntaxProtocol) -> BranchStep? {
        var child = Syntax(node)
        while let parent = child.parent {
            if parent.is(MemberBlockSyntax.self) || parent.is(AccessorDeclSyntax.self) || parent.is(PatternBindingSyntax.self) { return nil }
            if let function = parent.as(FunctionDeclSyntax.self) {
                guard let arm = viewControllerLifecycle[function.name.text],
                    let type = function.parent?.parent?.parent?.parent, type.is(ClassDeclSyntax.self)
                else { return nil }
                return BranchStep(branch: type.position.utf8Offset, arm: arm)
            }
            if parent.is(ClosureExprSyntax.self), let call = closureCall(of: parent),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                let arm = viewLifecycle[member.declName.baseName.text]
            {
                return BranchStep(branch: chainStart(of: base).position.utf8Offset, arm: arm)
            }
            child = parent
        }
        return nil
    }

    private static let viewLifecycle = ["onAppear": 0, "task": 0, "onDisappear": 1]
    private static let viewControllerLifecycle = [
        "viewWillAppear": 0, "viewDidAppear": 0, "viewWillDisappear": 1, "viewDidDisappear": 1,
    ]

    /// The call a closure is given to, as its trailing closure or an argument.
    private static func closureCall(of closure: Syntax) -> FunctionCallExprSyntax? {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self) { return call }
        if let argument = closure.parent?.as(LabeledExprSyntax.self) { return argument.parent?.parent?.as(FunctionCallExprSyntax.self) }
        return nil
    }

    /// Where a modifier chain starts: `TipView(tip)` in `TipView(tip).padding().onAppear { … }`.
    private static func chainStart(of expression: ExprSyntax) -> ExprSyntax {
        var current = SyntaxQueries.stripped(expression)
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base
        {
            current = SyntaxQueries.stripped(base)
        }
        return current
    }

    /// Whether `value` reads nothing but stored properties of the view or view controller it is
    /// written in, each with a literal initial value and no wrapper that keeps it (`@AppStorage`,
    /// `@Query`, `@SceneStorage`): `selectedContacts.isEmpty` with `private var selectedContacts:
    /// [Contact] = []`. Such state starts over each time the screen is made, so the value comes
    /// back. Anything else read (a parameter, a local, an injected property with no initial value,
    /// a function, a closure's `$0`) may be what the person's action changed for good.
    static func readsOnlyScreenState(_ elements: [ExprSyntax]) -> Bool {
        guard let first = elements.first, let type = enclosingScreenType(of: first) else { return false }
        var names: [String] = []
        let tokens = elements.flatMap { Array($0.tokens(viewMode: .sourceAccurate)) }
        for node in tokens.compactMap({ $0.parent?.as(DeclReferenceExprSyntax.self) }) {
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
                // `x.isEmpty`: the member of a value read; `self.x`: a property.
                guard let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "self" else { continue }
                names.append(node.baseName.text)
                continue
            }
            if node.baseName.text == "self" { continue }
            names.append(node.baseName.text)
        }
        guard !names.isEmpty else { return false }
        let local = screenLocalProperties(of: type)
        return names.allSatisfy(local.contains)
    }

    /// The struct or class `node` is written in, when it is a view (`: View`) or a view
    /// controller (its name or a type it inherits ends in `ViewController`). An extension is not
    /// looked through: its type's stored properties are declared elsewhere.
    private static func enclosingScreenType(of node: some SyntaxProtocol) -> MemberBlockSyntax? {
        var current = node.parent
        while let parent = current {
            if parent.is(ExtensionDeclSyntax.self) || parent.is(ProtocolDeclSyntax.self) { return nil }
            let declaration: (name: String, inherited: [String], members: MemberBlockSyntax)?
            if let structure = parent.as(StructDeclSyntax.self) {
                declaration = (structure.name.text, inheritedNames(structure.inheritanceClause), structure.memberBlock)
            } else if let type = parent.as(ClassDeclSyntax.self) {
                declaration = (type.name.text, inheritedNames(type.inheritanceClause), type.memberBlock)
            } else if parent.is(EnumDeclSyntax.self) || parent.is(ActorDeclSyntax.self) {
                return nil
            } else {
                declaration = nil
            }
            if let declaration {
                let isView = declaration.inherited.contains { $0 == "View" || $0.hasSuffix(".View") }
                let isController = ([declaration.name] + declaration.inherited).contains { $0.hasSuffix("ViewController") }
                return isView || isController ? declaration.members : nil
            }
            current = parent.parent
        }
        return nil
    }

    private static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
    }

    /// Stored instance properties with a literal initial value (`false`, `0`, `""`, `nil`, `[]`,
    /// `[:]`), plain or `@State`/`@Published`/`@ObservationIgnored`.
    private static func screenLocalProperties(of members: MemberBlockSyntax) -> Set<String> {
        var result = Set<String>()
        for item in members.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
                variable.attributes.allSatisfy({ attribute in
                    guard let attribute = attribute.as(AttributeSyntax.self) else { return false }
                    return ["State", "Published", "ObservationIgnored"].contains(attribute.attributeName.trimmedDescription)
                })
            else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let initial = binding.initializer?.value, isLiteral(initial)
                else { continue }
                result.insert(name)
            }
        }
        return result
    }

    private static func isLiteral(_ expression: ExprSyntax) -> Bool {
        if literalValue(expression) != nil { return true }
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
        if let dictionary = expression.as(DictionaryExprSyntax.self) { return dictionary.content.is(TokenSyntax.self) }
        return false
    }
}
