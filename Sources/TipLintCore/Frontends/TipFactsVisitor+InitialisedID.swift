import SwiftSyntax

/// A tip's `id` declared without a value (`let id: String`) and set in the tip's own
/// initialisers (`self.id = data["id"] as? String ?? UUID().uuidString`).
extension TipFactsVisitor {
    /// The assignment to `id` (`self.id = …`, or `id = …` where no parameter is named `id`)
    /// whose value has a source that changes between launches, when every initialiser of
    /// `members` that sets `id` sets it so; nil otherwise. Which initialiser shipping code uses
    /// is not known: one that sets a stable value (`self.id = id`) may be the one, so silence.
    func initialisedID(in members: MemberBlockSyntax, isTestOrPreview: Bool) -> IDDeclaration? {
        var found: IDDeclaration?
        for member in members.members {
            guard let initialiser = member.decl.as(InitializerDeclSyntax.self), let body = initialiser.body else { continue }
            let shadowed = initialiser.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == "id" }
            for item in body.statements {
                let value = Self.assignedValue(in: item.item, shadowed: shadowed)
                guard !value.isEmpty else { continue }
                let sources = value.flatMap { UnstableSourceFinder.analyse($0, lines: lines, insideTip: true).sources }
                guard !sources.isEmpty else { return nil }
                found = found ?? IDDeclaration(range: lines.range(of: item), unstableSources: sources, hops: [], isTestOrPreview: isTestOrPreview)
            }
        }
        return found
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
