import SwiftSyntax

/// What a tip type's members say beyond their text: members named like a `Tip` requirement,
/// the names its content reads, generated string accessors, and the calls that construct
/// values with arguments (where the content of each instance comes from).
extension TipFactsVisitor {
    /// Records a member binding named like a requirement, and what `title`, `message` and
    /// `image` read.
    func recordRequirementLikeMember(_ binding: PatternBindingSyntax, name: String, body: Syntax?, into part: inout TypePart) {
        if ["title", "message", "image"].contains(name), let body {
            part.contentReferences += Self.lowercaseReferences(in: body).filter { !part.contentReferences.contains($0) }
            let accessors = texts.accessors(in: body)
            if name == "title" { part.titleAccessors += accessors }
            if name == "message" { part.messageAccessors += accessors }
            if name == "title" { part.titleNames += texts.names(in: body) }
            if name == "message" { part.messageNames += texts.names(in: body) }
        }
        if let member = requirementLikeMember(binding, name: name) { part.requirementLikeMembers.append(member) }
    }

    /// The member as `ignored-tip-member` judges it, when `name` is one it records.
    func requirementLikeMember(_ binding: PatternBindingSyntax, name: String) -> RequirementLikeMember? {
        guard RequirementLikeMember.names.contains(name),
            let variable = binding.parent?.parent?.as(VariableDeclSyntax.self)
        else { return nil }
        let isStatic = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
        var member = RequirementLikeMember(
            name: name, typeText: Self.declaredType(of: binding), isStatic: isStatic, range: lines.range(of: binding))
        member.typeIsInferred = binding.typeAnnotation == nil
        return member
    }

    /// `Text?` for `: Text?`, `Text` for `= Text("…")`, `String` for `= "…"`, `[Tips.MaxDisplayCount]`
    /// for `= [Tips.MaxDisplayCount(1)]` (an array literal of one constructed type), `[Rule]` for
    /// `= [#Rule(…)]`.
    static func declaredType(of binding: PatternBindingSyntax) -> String? {
        if let annotation = binding.typeAnnotation {
            return annotation.type.trimmedDescription.filter { !$0.isWhitespace }
        }
        guard let value = binding.initializer?.value else { return nil }
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if let array = SyntaxQueries.stripped(value).as(ArrayExprSyntax.self) {
            let types = Set(array.elements.map { element -> String? in
                if let macro = element.expression.as(MacroExpansionExprSyntax.self) { return macro.macroName.text }
                return SyntaxQueries.constructedType(element.expression)
            })
            guard types.count == 1, let only = types.first, let element = only else { return nil }
            return "[\(element)]"
        }
        return SyntaxQueries.constructedType(value)
    }

    /// `hint` in `Text(hint.text)`, `text` in `Text(self.text)`: the names a body reads.
    static func lowercaseReferences(in body: Syntax) -> [String] {
        var result: [String] = []
        for token in body.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, name.first?.isLowercase == true,
                let reference = token.parent?.as(DeclReferenceExprSyntax.self), !result.contains(name)
            else { continue }
            // `hint.text` reads `hint`; `self.text` reads `text`.
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
            {
                continue
            }
            result.append(name)
        }
        return result
    }

    /// The context of `node` as far as facts about its code block go (test or preview code,
    /// inside `ForEach` or a repeating closure): computed once per code block, since every
    /// capitalised call of a SwiftUI body (`Text("…")`, `Image(…)`) is a construction site and
    /// walking up from each would cost a fifth of a run.
    func blockContext(_ node: some SyntaxProtocol) -> SyntaxContext {
        guard let block = enclosingBlock(node) else { return context(node) }
        if let known = blockContexts[block.id] { return known }
        let computed = context(block)
        blockContexts[block.id] = computed
        return computed
    }

    /// The nearest `CodeBlockItemList` above `node`, through `enclosingBlocks`.
    func enclosingBlock(_ node: some SyntaxProtocol) -> Syntax? {
        var path: [SyntaxIdentifier] = []
        var current = node.parent
        var block: Syntax?
        while let parent = current {
            if parent.is(CodeBlockItemListSyntax.self) {
                block = parent
                break
            }
            if let known = enclosingBlocks[parent.id] {
                block = known
                break
            }
            path.append(parent.id)
            current = parent.parent
        }
        for id in path { enclosingBlocks[id] = .some(block) }
        return block
    }

    /// Whether `node` is inside a `?:` below its code block (whose arms are branches of their
    /// own), through `ternariesAbove`.
    func isInsideTernary(_ node: some SyntaxProtocol) -> Bool {
        var path: [Syntax] = []
        var current = node.parent
        var above = false
        while let parent = current, !parent.is(CodeBlockItemListSyntax.self) {
            if let known = ternariesAbove[parent.id] {
                above = known
                break
            }
            path.append(parent)
            current = parent.parent
        }
        // From the top down: a node is inside a ternary when it or an ancestor below the block is one.
        for node in path.reversed() {
            above = above || Self.isTernary(node)
            ternariesAbove[node.id] = above
        }
        return above
    }

    /// A `?:`, folded or not; before operators are folded, the `else` arm is the ternary's next
    /// sibling in its sequence, so the whole sequence counts.
    private static func isTernary(_ node: Syntax) -> Bool {
        if node.is(TernaryExprSyntax.self) || node.is(UnresolvedTernaryExprSyntax.self) { return true }
        guard let sequence = node.as(SequenceExprSyntax.self) else { return false }
        return sequence.elements.contains { $0.is(UnresolvedTernaryExprSyntax.self) }
    }

    /// `HintTip(text: "Search")`: a capitalised callee with at least one argument; also
    /// `Hint.init(…)`, and `.init(…)` where the context names the type (see `contextualType`).
    func recordConstruction(_ call: FunctionCallExprSyntax) {
        // Only calls with arguments: a trailing-closure-only call (`VStack { … }`) is a container
        // view, and copying its whole body as text for every nesting level costs the file's size
        // again at each level.
        guard !call.arguments.isEmpty, var name = constructedTypeName(call) else { return }
        let context = blockContext(call)
        if name == "Self" {
            guard let owner = context.qualifiedTypeName else { return }
            name = owner
        }
        let arguments = call.arguments.map { ($0.label.map { "\($0.text): " } ?? "") + $0.expression.trimmedDescription }
        // List positions (`\(index)`) are left out: at a construction site a plain variable
        // says nothing about where its value comes from.
        let unstable = call.arguments.compactMap { argument -> UnstableArgument? in
            guard let label = argument.label?.text,
                let source = UnstableSourceFinder.analyse(argument.expression, lines: lines, insideTip: false)
                    .sources.first(where: { !$0.description.hasPrefix("\\(") })
            else { return nil }
            return UnstableArgument(label: label, source: source)
        }
        facts.constructions.append(ConstructionSite(
            typeName: name, arguments: arguments, range: lines.range(of: call),
            repeated: context.insideForEach || Self.isInsideRepeatingClosure(call),
            isTestOrPreview: context.isTestOrPreview, unstableArguments: unstable,
            positionArguments: call.arguments.compactMap { argument -> UnstableArgument? in
                guard let label = argument.label?.text,
                    let name = SyntaxQueries.stripped(argument.expression).as(DeclReferenceExprSyntax.self)?.baseName.text,
                    let origin = Self.listPosition(named: name, around: call)
                else { return nil }
                return UnstableArgument(label: label, source: UnstableSource(description: "\(name) (a list position from \(origin))", range: lines.range(of: argument.expression)))
            }))
    }

    /// Where `name` is bound as a list position around `node`: the first name of a closure's
    /// or `for` loop's pair over `…enumerated()`, or the one name over `…indices` or a range
    /// (`ForEach(0..<count)`). Returns what it counts (`enumerated()`, `layers.indices`); nil
    /// when the nearest binding of the name is anything else.
    static func listPosition(named name: String, around node: some SyntaxProtocol) -> String? {
        func origin(_ sequence: String, pair: Bool) -> String? {
            if pair { return sequence.contains("enumerated()") ? "enumerated()" : nil }
            return sequence.hasSuffix(".indices") || sequence.contains("..<") || sequence.contains("...") ? sequence : nil
        }
        var current = node.parent
        while let parent = current {
            if parent.is(FunctionDeclSyntax.self) || parent.is(MemberBlockSyntax.self) { return nil }
            if let closure = parent.as(ClosureExprSyntax.self), let clause = closure.signature?.parameterClause {
                let names: [String]
                if let shorthand = clause.as(ClosureShorthandParameterListSyntax.self) {
                    names = shorthand.map(\.name.text)
                } else {
                    names = clause.as(ClosureParameterClauseSyntax.self)?.parameters.map { ($0.secondName ?? $0.firstName).text } ?? []
                }
                if let position = names.firstIndex(of: name) {
                    guard position == 0, let call = closureCall(closure) else { return nil }
                    let sequence = call.arguments.first?.expression.trimmedDescription
                        ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription ?? ""
                    return origin(sequence, pair: names.count == 2)
                }
            }
            if let loop = parent.as(ForStmtSyntax.self) {
                let sequence = loop.sequence.trimmedDescription
                if let tuple = loop.pattern.as(TuplePatternSyntax.self) {
                    let names = tuple.elements.map { $0.pattern.trimmedDescription }
                    if let position = names.firstIndex(of: name) { return position == 0 ? origin(sequence, pair: true) : nil }
                } else if loop.pattern.trimmedDescription == name {
                    return origin(sequence, pair: false)
                }
            }
            current = parent.parent
        }
        return nil
    }

    /// The call a closure is given to, as a trailing closure or an argument.
    private static func closureCall(_ closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        var current = closure.parent
        while let node = current, node.is(LabeledExprSyntax.self) || node.is(LabeledExprListSyntax.self) || node.is(MultipleTrailingClosureElementSyntax.self) || node.is(MultipleTrailingClosureElementListSyntax.self) {
            current = node.parent
        }
        return current?.as(FunctionCallExprSyntax.self)
    }

    /// The type a call constructs: `Hint` for `Hint(…)` and `Hint.init(…)`, and for `.init(…)`
    /// the type its context gives (`contextualType`). Nil for other calls.
    private func constructedTypeName(_ call: FunctionCallExprSyntax) -> String? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
            guard let base = member.base else { return Self.contextualType(of: Syntax(call)).flatMap(SyntaxQueries.simpleTypeName) }
            return SyntaxQueries.dottedName(base).flatMap { $0.split(separator: ".").last?.first?.isUppercase == true ? $0 : nil }
        }
        guard let name = SyntaxQueries.dottedName(call.calledExpression), name.split(separator: ".").last?.first?.isUppercase == true
        else { return nil }
        return name
    }

    /// The type the context of `expression` asks for, as the compiler infers an implicit member
    /// from it: `let x: Hint = .init(…)`, an element of `let xs: [Hint] = [.init(…)]` or a value
    /// of `[String: Hint]`, a `return` (or a getter's only expression) in a property or function
    /// declared to give `Hint`. Nil with no such context: a parameter's type is not looked up.
    static func contextualType(of expression: Syntax) -> TypeSyntax? {
        guard let parent = expression.parent else { return nil }
        if parent.is(ArrayElementSyntax.self), let array = parent.parent?.parent?.as(ArrayExprSyntax.self) {
            return contextualType(of: Syntax(array)).flatMap { unwrapped($0).as(ArrayTypeSyntax.self)?.element }
        }
        if let element = parent.as(DictionaryElementSyntax.self), element.value.id == expression.id,
            let dictionary = parent.parent?.parent?.as(DictionaryExprSyntax.self)
        {
            return contextualType(of: Syntax(dictionary)).flatMap { unwrapped($0).as(DictionaryTypeSyntax.self)?.value }
        }
        if let clause = parent.as(InitializerClauseSyntax.self) {
            return clause.parent?.as(PatternBindingSyntax.self)?.typeAnnotation.map { unwrapped($0.type) }
        }
        if parent.is(ReturnStmtSyntax.self) { return declaredResult(above: parent) }
        // A getter's or function's only expression is its value.
        if parent.is(CodeBlockItemSyntax.self), let list = parent.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 {
            return declaredResult(above: Syntax(list))
        }
        return nil
    }

    /// `T` for `T?` and `T!`.
    private static func unwrapped(_ type: TypeSyntax) -> TypeSyntax {
        if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType }
        if let forced = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return forced.wrappedType }
        return type
    }

    /// The declared type of the property or function whose body holds `node`; nil inside a
    /// closure or an initialiser, whose value is not that type.
    private static func declaredResult(above node: Syntax) -> TypeSyntax? {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) { return function.signature.returnClause.map { unwrapped($0.type) } }
            if let binding = parent.as(PatternBindingSyntax.self) { return binding.typeAnnotation.map { unwrapped($0.type) } }
            if parent.is(ClosureExprSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(MemberBlockSyntax.self) {
                return nil
            }
            current = parent.parent
        }
        return nil
    }

    /// Inside a closure given to `map`, `compactMap`, `flatMap` or `forEach`, or a `for` loop.
    static func isInsideRepeatingClosure(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(ForStmtSyntax.self) { return true }
            if let closure = parent.as(ClosureExprSyntax.self),
                let owner = SyntaxQueries.owningCall(of: closure).flatMap({ SyntaxQueries.calleeName($0.call) }),
                ["map", "compactMap", "flatMap", "forEach"].contains(owner)
            {
                return true
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }
}
