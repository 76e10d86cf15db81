import SwiftSyntax

/// A tip's `id` declared without a value (`let id: String`) and set in the tip's own
/// initialisers (`self.id = data["id"] as? String ?? UUID().uuidString`).
extension TipFactsVisitor {
    /// The first assignment to `id` (`self.id = …`, or `id = …` where no parameter is named
    /// `id`) in an initialiser of `members` whose value has a source that changes between
    /// launches; nil when none has one. A stable value set there is left as unknown, as before.
    func initialisedID(in members: MemberBlockSyntax, isTestOrPreview: Bool) -> IDDeclaration? {
        for member in members.members {
            guard let initialiser = member.decl.as(InitializerDeclSyntax.self), let body = initialiser.body else { continue }
            let shadowed = initialiser.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == "id" }
            for item in body.statements {
                let sources = Self.assignedValue(in: item.item, shadowed: shadowed).flatMap { part in
                    UnstableSourceFinder.analyse(part, lines: lines, insideTip: true).sources
                }
                guard !sources.isEmpty else { continue }
                return IDDeclaration(range: lines.range(of: item), unstableSources: sources, hops: [], isTestOrPreview: isTestOrPreview)
            }
        }
        return nil
    }

    /// The parts of the value of a top-level statement `self.id = value` (or `id = value`
    /// unless `shadowed`): `a ?? b` stays unfolded after `=`, so its elements are the value.
    private static func assignedValue(in item: CodeBlockItemSyntax.Item, shadowed: Bool) -> [ExprSyntax] {
        guard let expression = item.as(ExprSyntax.self) else { return [] }
        let target: ExprSyntax
        let value: [ExprSyntax]
        if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
            (target, value) = (infix.leftOperand, [infix.rightOperand])
        } else if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count >= 3 {
            let elements = Array(sequence.elements)
            guard elements[1].is(AssignmentExprSyntax.self) else { return [] }
            (target, value) = (elements[0], Array(elements[2...]))
        } else {
            return []
        }
        let name = SyntaxQueries.dottedName(target)
        return name == "self.id" || (name == "id" && !shadowed) ? value : []
    }
}
