import SwiftSyntax

/// Constants a value can travel through, and the names a testing call's conditions read:
/// the facts; `ProjectIndex.constant(named:usedIn:)` decides what a name means.
extension TipFactsVisitor {
    /// Records `binding` when it is a static member or a global, a `let` with a value or a
    /// getter-only computed property, whose value is a string, reads launch arguments or the
    /// environment, or combines other names with `!`, `&&` and `||`.
    func recordConstant(_ binding: PatternBindingSyntax) {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
            variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) })
                || variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true,
            let value = Self.constantValue(binding, variable)
        else { return }
        let readsLaunchArguments = Self.mentionsLaunchArguments(Syntax(value))
        let readNames = readsLaunchArguments ? [] : Self.booleanNames(value) ?? []
        let text = texts.constantText(value, declaredType: binding.typeAnnotation.flatMap { SyntaxQueries.simpleTypeName($0.type) })
        // A list position (`\(index)`) means nothing in a constant's value.
        let unstable = UnstableSourceFinder.analyse(value, lines: lines, insideTip: false).sources.first { !$0.description.hasPrefix("\\(") }
        // Only a `let` outside `#if` has one value: another clause may declare the name again
        // with a value this model does not read, and a `var` can be set while the app runs.
        let condition = variable.bindingSpecifier.tokenKind == .keyword(.let) && !Self.isInsideIfConfig(binding)
            ? Self.booleanCondition(value) : nil
        guard readsLaunchArguments || !readNames.isEmpty || text != nil || unstable != nil || condition != nil else { return }
        let context = context(binding)
        facts.constants.append(ConstantDeclaration(
            name: name, enclosingType: context.qualifiedTypeName, range: lines.range(of: binding),
            readsLaunchArguments: readsLaunchArguments, readNames: readNames, text: text, unstableSource: unstable,
            condition: condition, isTestOrPreview: context.isTestOrPreview))
    }

    /// A `let`'s value, or the one expression a getter-only `var` returns. Nil for stored
    /// `var`s, which can change.
    static func constantValue(_ binding: PatternBindingSyntax, _ variable: VariableDeclSyntax) -> ExprSyntax? {
        if variable.bindingSpecifier.tokenKind == .keyword(.let) { return binding.initializer?.value }
        guard binding.initializer == nil, let block = binding.accessorBlock else { return nil }
        let statements: CodeBlockItemListSyntax
        if let items = block.accessors.as(CodeBlockItemListSyntax.self) {
            statements = items
        } else if let list = block.accessors.as(AccessorDeclListSyntax.self), list.count == 1, let getter = list.first,
            getter.accessorSpecifier.tokenKind == .keyword(.get), let body = getter.body
        {
            statements = body.statements
        } else {
            return nil
        }
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        if let returned = item.as(ReturnStmtSyntax.self) { return returned.expression }
        return item.as(ExprSyntax.self)
    }

    /// The names of a value made only of names, `!`, `&&`, `||` and parentheses
    /// (`isUITesting || Config.isScreenshotRun`); nil for any other value.
    static func booleanNames(_ expression: ExprSyntax) -> [String]? {
        if let name = SyntaxQueries.dottedName(expression) { return [name] }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return booleanNames(prefix.expression)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return booleanNames(only.expression)
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        var names: [String] = []
        for element in sequence.elements {
            if let operation = element.as(BinaryOperatorExprSyntax.self) {
                guard ["&&", "||"].contains(operation.operator.text) else { return nil }
                continue
            }
            guard let inner = booleanNames(element) else { return nil }
            names += inner
        }
        return names
    }

    /// The names read by the conditions of the `if`s whose body holds `node` and of the
    /// `guard`s before it, in the function: where a launch-argument constant can gate a call.
    /// Each condition list's names are read once per file: every call of a project function
    /// inside one `if` asks for them (`callConditions(around:type:)`).
    func gateConditionNames(_ node: some SyntaxProtocol) -> [String] {
        var names: [String] = []
        var seen = Set<String>()
        _ = isInsideCheck(node, everyArm: false, kind: nil) { conditions in
            let read: [String]
            if let known = memo.conditionNames[conditions.id] {
                read = known
            } else {
                read = Self.readNames(in: Syntax(conditions))
                memo.conditionNames[conditions.id] = read
            }
            for name in read where seen.insert(name).inserted { names.append(name) }
            return false
        }
        return names
    }

    /// Every name read below `node`, a dotted chain as one name (`Config.isUITesting`).
    static func readNames(in node: Syntax) -> [String] {
        if let member = node.as(MemberAccessExprSyntax.self), let base = member.base.flatMap(SyntaxQueries.dottedName) {
            return ["\(base).\(member.declName.baseName.text)"]
        }
        if let reference = node.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
        return node.children(viewMode: .sourceAccurate).flatMap { readNames(in: $0) }
    }
}
