import SwiftSyntax

/// Small, pure questions about expressions that every visitor asks.
enum SyntaxQueries {
    /// `Tips.configure` → "Tips.configure"; `self.tip` → "self.tip"; nil for anything that is
    /// not a chain of plain names.
    /// A loop down the chain rather than recursion: a chain is as long as a file makes it.
    static func dottedName(_ expression: ExprSyntax) -> String? {
        var names: [String] = []
        var current = expression
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
            names.append(member.declName.baseName.text)
            current = base
        }
        guard let reference = current.as(DeclReferenceExprSyntax.self) else { return nil }
        names.append(reference.baseName.text)
        return names.reversed().joined(separator: ".")
    }

    /// The name a call is known by: `Button`, `popoverTip` (for `.popoverTip(…)`), `configure`.
    static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self),
            let reference = specialized.expression.as(DeclReferenceExprSyntax.self)
        {
            return reference.baseName.text
        }
        return nil
    }

    /// `Tips.configure(…)` and `TipKit.Tips.configure(…)` both give "configure"; nil otherwise.
    static func tipsMember(_ call: FunctionCallExprSyntax) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            let baseName = dottedName(base), baseName == "Tips" || baseName == "TipKit.Tips"
        else { return nil }
        return member.declName.baseName.text
    }

    /// A type name if the expression constructs a value: `SearchTip()` → "SearchTip".
    static func constructedType(_ expression: ExprSyntax) -> String? {
        guard let call = stripped(expression).as(FunctionCallExprSyntax.self),
            let name = dottedName(call.calledExpression), let last = name.split(separator: ".").last,
            last.first?.isUppercase == true
        else { return nil }
        return name
    }

    /// Removes `try`, `await`, parentheses, `?` and `!` around an expression.
    static func stripped(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while true {
            if let tryExpression = current.as(TryExprSyntax.self) {
                current = tryExpression.expression
            } else if let awaitExpression = current.as(AwaitExprSyntax.self) {
                current = awaitExpression.expression
            } else if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1,
                let only = tuple.elements.first, only.label == nil
            {
                current = only.expression
            } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else {
                return current
            }
        }
    }

    /// What tip an expression denotes. nil for `nil`. `selfType` is the tip type that `self`
    /// means inside a tip declaration.
    static func tipReference(_ expression: ExprSyntax, selfType: String?) -> TipReference? {
        let expression = stripped(expression)
        if expression.is(NilLiteralExprSyntax.self) { return nil }
        if let sequence = expression.as(SequenceExprSyntax.self) { return sequenceReference(sequence, selfType: selfType) }
        if let cast = expression.as(AsExprSyntax.self) { return tipReference(cast.expression, selfType: selfType) }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return either(
                tipReference(ternary.thenExpression, selfType: selfType),
                tipReference(ternary.elseExpression, selfType: selfType))
        }
        if let type = constructedType(expression) { return .type(type) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "self" { return selfType.map(TipReference.type) ?? .unknown }
            return name.first?.isLowercase == true ? .instance(name) : .unknown
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "currentTip", let base = member.base {
                let baseName = dottedName(stripped(base))?.split(separator: ".").last.map(String.init)
                return baseName.map(TipReference.groupCurrentTip) ?? .unknown
            }
            if name == "tip", let base = member.base, dottedName(base) == "configuration" { return .styleConfiguration }
            return name.first?.isLowercase == true ? .instance(name) : .unknown
        }
        return .unknown
    }

    /// The parser leaves `a as? B` and `c ? a : b` as flat sequences; read them without folding.
    private static func sequenceReference(_ sequence: SequenceExprSyntax, selfType: String?) -> TipReference? {
        let elements = Array(sequence.elements)
        if let ternaryIndex = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
            let ternary = elements[ternaryIndex].as(UnresolvedTernaryExprSyntax.self),
            ternaryIndex + 1 < elements.count
        {
            if elements[ternaryIndex + 1].is(NilLiteralExprSyntax.self),
                let narrowed = narrowedType(elements[..<ternaryIndex], shown: ternary.thenExpression)
            {
                return .type(narrowed)
            }
            return either(
                tipReference(ternary.thenExpression, selfType: selfType),
                tipReference(elements[ternaryIndex + 1], selfType: selfType))
        }
        if elements.count >= 2, elements[1].is(UnresolvedAsExprSyntax.self) {
            return tipReference(elements[0], selfType: selfType)
        }
        return .unknown
    }

    /// `(x as? T) != nil ? x : nil` and `x is T ? x : nil` show only a `T`: the type, when
    /// the condition tests the very value the branch shows.
    private static func narrowedType(_ condition: ArraySlice<ExprSyntax>, shown: ExprSyntax) -> String? {
        let parts = Array(condition)
        let shownText = stripped(shown).trimmedDescription
        func castType(_ parts: [ExprSyntax]) -> String? {
            guard parts.count == 3, stripped(parts[0]).trimmedDescription == shownText,
                parts[1].is(UnresolvedAsExprSyntax.self) || parts[1].is(UnresolvedIsExprSyntax.self),
                let type = parts[2].as(TypeExprSyntax.self)
            else { return nil }
            return simpleTypeName(type.type)
        }
        if let type = castType(parts) { return type }
        guard parts.count == 3, parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "!=",
            parts[2].is(NilLiteralExprSyntax.self),
            let cast = stripped(parts[0]).as(SequenceExprSyntax.self)
        else { return nil }
        return castType(Array(cast.elements))
    }

    private static func either(_ first: TipReference?, _ second: TipReference?) -> TipReference? {
        switch (first, second) {
        case (nil, let only), (let only, nil): return only
        case let (first?, second?): return first == second ? first : .unknown
        }
    }

    /// The first argument without a label: the tip of `TipView(tip)` or `.popoverTip(tip)`.
    static func firstUnlabeledArgument(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first(where: { $0.label == nil })?.expression
    }

    /// The call a closure is passed to, and the argument label it is passed under.
    static func owningCall(of closure: ClosureExprSyntax) -> (call: FunctionCallExprSyntax, label: String?)? {
        let parent = closure.parent
        if let call = parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id {
            return (call, nil)
        }
        if let argument = parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        {
            return (call, argument.label?.text)
        }
        if let element = parent?.as(MultipleTrailingClosureElementSyntax.self),
            let call = element.parent?.parent?.as(FunctionCallExprSyntax.self)
        {
            return (call, element.label.text)
        }
        return nil
    }

    /// The names a type declaration inherits from: `[View, Tip]`.
    static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    }

    /// The simple name of a type annotation: `SearchTip`, `SearchTip?` and `Onboarding.SearchTip` → as written, minus `?`/`!`.
    static func simpleTypeName(_ type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return simpleTypeName(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return simpleTypeName(unwrapped.wrappedType)
        }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
            return identifier.name.text
        }
        if let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil {
            return member.trimmedDescription
        }
        return nil
    }

    /// The text of the one string literal under `node`, when there is exactly one and it has no
    /// interpolation: `"pin-note"`, `{ "pin-note" }`, `{ return "pin-note" }`.
    static func onlyPlainString(in node: Syntax) -> String? {
        let literals = node.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .stringQuote }
        guard literals.count == 2,
            let literal = literals.first?.parent?.as(StringLiteralExprSyntax.self),
            literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) })
        else { return nil }
        return literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
    }
}
