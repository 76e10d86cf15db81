import SwiftSyntax

/// Value flow as one file's syntax shows it (`ValueSource`, `ValueFlow`): what an expression
/// reads, how a type's members get their values, and what its methods return. `AnchorFlow`
/// follows these across files, for a UIKit popover's anchor.
extension TipFactsVisitor {
    /// How deep one expression is read: locals holding locals (`let a = b; let b = c.d`).
    private static let deepestLocalChain = 4
    /// How many statements before a name one block is searched for its local declaration: a
    /// block of 20,000 assignments would otherwise cost a walk back per assignment. Past it the
    /// name is `LocalMeaning.unsure`.
    private static let widestLocalSearch = 64

    /// What `expression` reads, `owner` being the simple name of the type its code is in.
    /// Locals are read through their value (`let view = Bar(…)`, `guard let item = bar.anchor`)
    /// or their written type; a bare lowercase name that is no local or parameter is a
    /// property of `self`.
    static func valueSource(_ expression: ExprSyntax, owner: String?, depth: Int = 0) -> ValueSource {
        guard depth <= deepestLocalChain else { return .unknown }
        let expression = SyntaxQueries.stripped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "self" { return owner.map(ValueSource.typed) ?? .unknown }
            guard reference.argumentNames == nil, name.first?.isLowercase == true || name.first == "_" else { return .unknown }
            switch localDeclaration(of: name, around: reference) {
            case .value(let value): return valueSource(value, owner: owner, depth: depth + 1)
            case .typed(let type): return type.map { .typed(simple($0)) } ?? .unknown
            case .parameter(let parameter): return SyntaxQueries.simpleTypeName(parameter.type).map { .typed(simple($0)) } ?? .unknown
            case .property: return owner.map { .property(of: .typed($0), name: name) } ?? .unknown
            case .unsure: return .unknown
            }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, member.declName.argumentNames == nil {
            let from = valueSource(base, owner: owner, depth: depth + 1)
            return from == .unknown ? .unknown : .property(of: from, name: member.declName.baseName.text)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let type = SyntaxQueries.constructedType(ExprSyntax(call)) { return .typed(simple(type)) }
            let name = labelledName(call)
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                let from = valueSource(base, owner: owner, depth: depth + 1)
                return from == .unknown ? .unknown : .call(of: from, name: name)
            }
            // `anchorView()` inside the type: a method of `self`, unless a local closure of that name.
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isLowercase == true,
                case .property = localDeclaration(of: reference.baseName.text, around: reference), let owner
            {
                return .call(of: .typed(owner), name: name)
            }
        }
        return .unknown
    }

    /// `anchor(for:)` for `x.anchor(for: row)`, `anchorView()` for `x.anchorView()`: the name
    /// Swift declares the method by. A trailing closure is an unlabelled argument.
    private static func labelledName(_ call: FunctionCallExprSyntax) -> String {
        let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        var labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }
        if call.trailingClosure != nil { labels.append("_:") }
        labels += call.additionalTrailingClosures.map { $0.label.text + ":" }
        return base + "(" + labels.joined() + ")"
    }

    /// `anchorView()`, `anchor(for:)`: a function declaration's name as `labelledName` writes calls.
    private static func labelledName(_ function: FunctionDeclSyntax) -> String {
        function.name.text + "(" + function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    private static func simple(_ type: String) -> String { type.split(separator: ".").last.map(String.init) ?? type }

    /// What a name means where `node` reads it.
    enum LocalMeaning {
        /// A local constant or optional binding with its value.
        case value(ExprSyntax)
        /// A local variable, a closure's or an initialiser's parameter, with its written (or
        /// constructed) type when known.
        case typed(String?)
        /// A function's parameter: its type, and its default value (`arguments: [String] =
        /// ProcessInfo.processInfo.arguments`), which the launch-argument check can follow.
        case parameter(FunctionParameterSyntax)
        /// No local or parameter: a member of the type around.
        case property
        /// Not searched to the end (`widestLocalSearch`): read as unknown; as an assignment's
        /// target, as a property (one assignment too many only makes the property ambiguous).
        case unsure
    }

    /// Walks out from `node` to the type's member block: a `let` before it in a block around it
    /// (by its value), a `var` (by its type: it may change), `guard let` / `if let` (by its value;
    /// `if let name` without one reads the same name further out), a closure's or loop's own
    /// name, a function's parameter.
    /// `tip` where the function holding `node` declares `let tip = PinTip()` before it: that
    /// tip's type (`.type("PinTip")`), so that two functions' locals of one name are two tips,
    /// not a name the type's bindings disagree on. Any other reference stays as it is.
    func resolvingLocal(_ reference: TipReference, at node: some SyntaxProtocol) -> TipReference {
        guard case .instance(let name) = reference, !name.contains("."), localConstantNames.contains(name),
            case .value(let value) = Self.localDeclaration(of: name, around: node),
            let type = SyntaxQueries.constructedType(value), type.split(separator: ".").last?.first?.isUppercase == true
        else { return reference }
        return .type(type)
    }

    static func localDeclaration(of name: String, around node: some SyntaxProtocol) -> LocalMeaning {
        var child = Syntax(node)
        while let parent = child.parent {
            if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) { return .property }
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                // From the statement holding `node` back, by index: no walk over the statements after it.
                var position = child.as(CodeBlockItemSyntax.self).flatMap { items.index(of: $0) } ?? items.startIndex
                var searched = 0
                while position != items.startIndex {
                    position = items.index(before: position)
                    searched += 1
                    guard searched <= widestLocalSearch else { return .unsure }
                    let item = items[position]
                    if let variable = item.item.as(VariableDeclSyntax.self),
                        let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
                    {
                        if variable.bindingSpecifier.text == "let", binding.typeAnnotation == nil, let value = binding.initializer?.value {
                            return .value(value)
                        }
                        return .typed(binding.typeAnnotation.flatMap { SyntaxQueries.simpleTypeName($0.type) }
                            ?? binding.initializer.flatMap { SyntaxQueries.constructedType($0.value) })
                    }
                    if let guardStatement = item.item.as(GuardStmtSyntax.self), let meaning = bound(name, in: guardStatement.conditions) {
                        return meaning
                    }
                }
            }
            if let ifExpression = parent.as(IfExprSyntax.self), child.id == ifExpression.body.id, let meaning = bound(name, in: ifExpression.conditions) {
                return meaning
            }
            if let closure = parent.as(ClosureExprSyntax.self), closure.signature?.parameterClause?.trimmedDescription
                .split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).contains(where: { $0 == name }) == true
            {
                return .typed(nil)
            }
            if let loop = parent.as(ForStmtSyntax.self), child.id == loop.body.id,
                loop.pattern.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name })
            {
                return .typed(nil)
            }
            if let function = parent.as(FunctionDeclSyntax.self),
                let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name })
            {
                return .parameter(parameter)
            }
            if let initialiser = parent.as(InitializerDeclSyntax.self),
                let parameter = initialiser.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name })
            {
                return .typed(SyntaxQueries.simpleTypeName(parameter.type))
            }
            child = parent
        }
        return .property
    }

    /// `guard let name = value` / `if let name = value`: its value; `if let name` reads the
    /// same name further out (nil: keep walking).
    private static func bound(_ name: String, in conditions: ConditionElementListSyntax) -> LocalMeaning? {
        for condition in conditions {
            guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            else { continue }
            guard let value = binding.initializer?.value else { return nil }
            return binding.typeAnnotation == nil ? .value(value) : .typed(binding.typeAnnotation.flatMap { SyntaxQueries.simpleTypeName($0.type) })
        }
        return nil
    }

    /// A literal (`nil`, `true`, `3`, `"…"`, `[…]`): never a control.
    private static func isLiteral(_ expression: ExprSyntax) -> Bool {
        let expression = SyntaxQueries.stripped(expression)
        return expression.is(NilLiteralExprSyntax.self) || expression.is(BooleanLiteralExprSyntax.self)
            || expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
            || expression.is(StringLiteralExprSyntax.self) || expression.is(ArrayExprSyntax.self)
            || expression.is(DictionaryExprSyntax.self)
    }

    /// `anchor = value` or `self.anchor = value` inside a type (`ValueFlow.Kind.assigned`). A
    /// value with operators after the `=` (`a ?? b`) is recorded as unknown.
    func recordValueFlow(in sequence: SequenceExprSyntax) {
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return }
        let target = elements[0]
        let name: String
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            guard name.first?.isLowercase == true || name.first == "_" else { return }
            switch Self.localDeclaration(of: name, around: reference) {
            case .property, .unsure: break
            case .value, .typed, .parameter: return
            }
        } else if let member = target.as(MemberAccessExprSyntax.self) {
            guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" else {
                // Another object's member (`toolbar.anchor = label`) or a form not followed
                // (`self?.anchor = label`): recorded for any owner, so no flow trusts that name.
                guard elements.count > 3 || !Self.isLiteral(elements[2]) else { return }
                let isTestOrPreview = context(sequence).isTestOrPreview
                facts.valueFlows.append(ValueFlow(owner: ValueFlow.anyOwner, name: member.declName.baseName.text, kind: .assigned, source: .unknown, isTestOrPreview: isTestOrPreview))
                return
            }
            name = member.declName.baseName.text
        } else {
            return
        }
        guard elements.count > 3 || !Self.isLiteral(elements[2]) else { return }
        let context = context(sequence)
        guard let owner = context.qualifiedTypeName.map(Self.simple) else { return }
        let source = elements.count == 3 ? Self.valueSource(elements[2], owner: owner) : .unknown
        facts.valueFlows.append(ValueFlow(owner: owner, name: name, kind: .assigned, source: source, isTestOrPreview: context.isTestOrPreview))
    }

    /// The flows a type body declares: each method's and computed property's single returned
    /// expression (none for a body with more), and the initial value of a stored property whose
    /// written type is no control (`var anchor: UIView = closeButton`).
    func recordMemberFlows(_ members: MemberBlockSyntax, owner qualified: String, isTestOrPreview: Bool) {
        let owner = Self.simple(qualified)
        func append(_ name: String, _ kind: ValueFlow.Kind, _ expression: ExprSyntax, anyValue: Bool = false) {
            let source = Self.valueSource(expression, owner: owner)
            guard anyValue || source != .unknown else { return }
            facts.valueFlows.append(ValueFlow(owner: owner, name: name, kind: kind, source: source, isTestOrPreview: isTestOrPreview))
        }
        for member in members.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body,
                let returned = Self.singleExpression(body.statements)
            {
                append(Self.labelledName(function), .returned, returned)
            }
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) })
            else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let accessors = binding.accessorBlock {
                    if let returned = Self.getterExpression(accessors) { append(name, .returned, returned) }
                } else if let annotation = binding.typeAnnotation, let value = binding.initializer?.value, !Self.isLiteral(value),
                    SyntaxQueries.simpleTypeName(annotation.type).flatMap(Self.controlKind(ofType:)) == nil
                {
                    append(name, .assigned, value, anyValue: true)
                }
            }
        }
    }

    /// The one expression of a body: `{ closeButton }` or `{ return closeButton }`.
    private static func singleExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        if let expression = item.as(ExprSyntax.self) { return expression }
        return item.as(ReturnStmtSyntax.self)?.expression
    }

    /// A computed property's getter when it is one expression (`var anchor: UIView { button }`,
    /// `get { button }`); nil with a setter or observers.
    private static func getterExpression(_ block: AccessorBlockSyntax) -> ExprSyntax? {
        if let statements = block.accessors.as(CodeBlockItemListSyntax.self) { return singleExpression(statements) }
        guard let accessors = block.accessors.as(AccessorDeclListSyntax.self), accessors.count == 1,
            let getter = accessors.first, getter.accessorSpecifier.text == "get", let body = getter.body
        else { return nil }
        return singleExpression(body.statements)
    }
}
