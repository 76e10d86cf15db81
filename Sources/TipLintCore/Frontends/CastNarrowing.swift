import SwiftSyntax

/// The type a value is cast to before `invalidate(reason:)` is called on it. Invalidating a
/// value only when it is a `PinTip` retires `PinTip` and nothing else, whatever the value could
/// be otherwise (a group's `currentTip`, a property typed `any Tip`).
enum CastNarrowing {
    /// The simple type name of `x as? T` or `x as! T` (parentheses, `?` and `!` around it
    /// removed): `(tips.currentTip as? PinTip)?` → `PinTip`. nil for any other expression and
    /// for a cast to an existential (`as? any Tip`).
    static func castType(_ expression: ExprSyntax) -> String? {
        let stripped = SyntaxQueries.stripped(expression)
        if let cast = stripped.as(AsExprSyntax.self), cast.questionOrExclamationMark != nil {
            return SyntaxQueries.simpleTypeName(cast.type)
        }
        guard let sequence = stripped.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, let operation = elements[1].as(UnresolvedAsExprSyntax.self),
            operation.questionOrExclamationMark != nil, let type = elements[2].as(TypeExprSyntax.self)
        else { return nil }
        return SyntaxQueries.simpleTypeName(type.type)
    }

    /// The cast type of the receiver of an `invalidate` call: the receiver itself cast
    /// (`(tip as? PinTip)?`), or a local bound to a cast where the call reads it (`if let`,
    /// `guard let` or `let pin = tip as? PinTip`, found as value flow finds locals).
    static func receiverCastType(_ receiver: ExprSyntax, at call: some SyntaxProtocol) -> String? {
        if let type = castType(receiver) { return type }
        guard let reference = SyntaxQueries.stripped(receiver).as(DeclReferenceExprSyntax.self),
            case .value(let value) = TipFactsVisitor.localDeclaration(of: reference.baseName.text, around: call)
        else { return nil }
        return castType(value)
    }
}
