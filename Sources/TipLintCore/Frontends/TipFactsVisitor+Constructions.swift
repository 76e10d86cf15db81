import SwiftSyntax

extension TipFactsVisitor {
    /// Records the labelled arguments of `TypeName(label: …)` calls whose value is unstable
    /// (`UUID()`, a date, a random number, localised text). List positions (`\(index)`) are
    /// left out: at a construction site a plain variable says nothing about where it comes from.
    func recordConstruction(_ call: FunctionCallExprSyntax) {
        guard let typeName = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            typeName.first?.isUppercase == true, Self.displayCalls[typeName] == nil
        else { return }
        for argument in call.arguments {
            guard let label = argument.label?.text else { continue }
            let analysis = UnstableSourceFinder.analyse(argument.expression, lines: lines, insideTip: false)
            guard let source = analysis.sources.first(where: { !$0.description.hasPrefix("\\(") }) else { continue }
            facts.constructionArguments.append(ConstructionArgument(
                typeName: typeName, label: label, unstableSource: source, isTestOrPreview: context(call).isTestOrPreview))
        }
    }
}
