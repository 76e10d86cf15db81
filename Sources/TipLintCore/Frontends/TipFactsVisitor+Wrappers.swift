import Foundation
import SwiftSyntax

/// Display wrappers: functions and `ViewModifier`s that show the tip they are given, and the
/// calls that give them one.
extension TipFactsVisitor {
    /// The wrapper a display call makes when the tip it shows is a tip-typed parameter of the
    /// enclosing function (`some Tip`, `any Tip`, `(any Tip)?`, `T: Tip`) or a tip-typed stored
    /// property of the enclosing `ViewModifier`.
    func displayWrapper(
        _ kind: DisplaySite.Kind, _ call: FunctionCallExprSyntax, tip: TipReference, test: Bool, conditional: Bool
    ) -> DisplayWrapper? {
        guard case .instance(let name) = tip else { return nil }
        // From the top of the call's modifier chain: the links below it declare nothing.
        let top = chainTop(call)
        var current = top.parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) {
                // `body(content:)` of a `ViewModifier` has no such parameter: look further out.
                guard let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name })
                else {
                    current = node.parent
                    continue
                }
                guard Self.isTypeErasedParameter(name, around: top) else { return nil }
                let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
                return DisplayWrapper(
                    name: function.name.text, label: label, kind: kind, range: lines.range(of: call), isTestOrPreview: test,
                    showsConditionally: conditional, holder: name, holderIsOptional: Self.isOptional(parameter.type),
                    handlesActions: Self.writesActionHandler(call))
            }
            if let modifier = node.as(StructDeclSyntax.self) {
                // A view with `let tip: any Tip` shows whatever its creator passes
                // (`Card(tip: DropTip())`), as a `ViewModifier` does; a property with a value
                // of its own (`var tip: any Tip = DropTip()`) is not given by the creator.
                let inherited = SyntaxQueries.inheritedNames(modifier.inheritanceClause)
                guard inherited.contains("ViewModifier") && Self.hasTipTypedProperty(name, in: modifier)
                    || inherited.contains("View") && Self.hasTipTypedProperty(name, in: modifier, givenByCreator: true)
                else { return nil }
                return DisplayWrapper(
                    name: modifier.name.text, label: name, kind: kind, range: lines.range(of: call), isTestOrPreview: test,
                    showsConditionally: conditional, holder: name, holderIsOptional: Self.propertyType(name, in: modifier).map(Self.isOptional) ?? false,
                    handlesActions: Self.writesActionHandler(call))
            }
            current = node.parent
        }
        return nil
    }

    /// Records each argument of a plain call that can be a tip, as a possible wrapper call.
    func recordTipArguments(_ name: String, _ call: FunctionCallExprSyntax) {
        // `.modifier(HintModifier(tip: …))`: the modifier chain is the `.modifier` call's.
        let modifierCall = call.parent?.parent?.parent?.as(FunctionCallExprSyntax.self).flatMap {
            SyntaxQueries.calleeName($0) == "modifier" ? $0 : nil
        }
        // A wrapper is a function (lower-case) or a `ViewModifier` type, which is only ever
        // applied through `.modifier(…)`. Other initialisers are kept only for a tip made on the
        // spot (`TipPresenter(tip: ScheduleTip())`): the type may invalidate what it is given
        // (`ProjectIndex.findRetiredTips`); `Text(title)` and its like are not kept.
        let initialiser = name.first?.isLowercase != true && modifierCall == nil
        // Most calls are initialisers of views and values: a glance at the labels and callees
        // of the arguments leaves them before any argument is read as a tip.
        if initialiser, !call.arguments.contains(where: { argument in
            argument.label.map { $0.text.contains("tip") || $0.text.contains("Tip") } == true
                || argument.expression.as(FunctionCallExprSyntax.self).flatMap(SyntaxQueries.calleeName)?.hasSuffix("Tip") == true
        }) {
            return
        }
        let lowercase = !initialiser
        let candidates = call.arguments.compactMap { argument -> (label: String?, tip: TipReference)? in
            guard lowercase || argument.label != nil else { return nil }
            // The enclosing type is not known yet: any name stands in for it, so `self` counts.
            guard let tip = SyntaxQueries.tipReference(argument.expression, selfType: "Self") else { return nil }
            switch tip {
            case .type(let type):
                // Of an initialiser's constructions (`Text(Date(), style: .date)`), only one that
                // says it is a tip, by its label or its type's name, is worth keeping.
                let saysTip = argument.label?.text.lowercased().contains("tip") == true || type.hasSuffix("Tip")
                return !initialiser || saysTip ? (argument.label?.text, tip) : nil
            case .instance, .groupCurrentTip:
                // A view handing on the tip it was given (`Banner(tip: tip)`) says so by its label.
                let saysTip = argument.label?.text.lowercased().contains("tip") == true
                return !initialiser || saysTip ? (argument.label?.text, tip) : nil
            case .styleConfiguration, .erased, .unknown: return nil
            }
        }
        guard !candidates.isEmpty else { return }
        // Every call with an identifier argument comes here, so the code block's context is
        // shared; a ternary inside the statement, the tab a statement is and a `destination:`
        // argument add what lies between the block and the call (`needsOwnContext`).
        let context = isInsideTernary(call) || Self.needsOwnContext(call) ? context(call) : blockContext(call)
        let control = attachedControl(of: modifierCall ?? call)
        let nameNode: Syntax = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) }
            ?? Syntax(call.calledExpression)
        let topLevelLine = context.qualifiedTypeName == nil
            ? topLevelStatement(of: call).map { lines.position($0.positionAfterSkippingLeadingTrivia).line } : nil
        for argument in call.arguments {
            // `self` is read with the enclosing type now known.
            guard let tip = SyntaxQueries.tipReference(argument.expression, selfType: context.qualifiedTypeName).map({ resolvingLocal($0, at: call) }),
                candidates.contains(where: { $0.label == argument.label?.text })
            else { continue }
            var site = DisplaySite(
                kind: .tipView, tip: tip, range: lines.range(of: nameNode), enclosingType: context.qualifiedTypeName,
                branches: context.branches, insideForEach: context.onEveryRow, attachedControl: control?.name,
                controlActionInvalidates: control.map { invalidates(tip, inside: $0.call, selfType: context.qualifiedTypeName) } == true,
                isTestOrPreview: context.isTestOrPreview, isPreview: context.isPreview)
            site.topLevelStatementLine = topLevelLine
            let argumentCall = TipArgumentCall(callee: name, label: argument.label?.text, site: site)
            facts.tipArgumentCalls.append(argumentCall)
            // `modifier(FeatureTipModifier(tip: t))` in `func featureTip<T: Tip>(_ t: T)`: the
            // enclosing function (or modifier, or view) is a wrapper that shows as its callee does.
            if case .instance = tip,
                var forwarding = displayWrapper(.tipView, call, tip: tip, test: context.isTestOrPreview, conditional: !context.branches.isEmpty)
            {
                forwarding.forwardsTo = argumentCall.key
                facts.displayWrappers.append(forwarding)
            }
        }
    }

    /// `let tip: any Tip`, `var tip: (any Tip)?`, or a property typed with a generic `T: Tip` of the type.
    /// `givenByCreator`: with no initial value, so the memberwise initialiser takes it.
    private static func hasTipTypedProperty(_ name: String, in type: StructDeclSyntax, givenByCreator: Bool = false) -> Bool {
        hasTipTypedProperty(name, members: type.memberBlock, generics: type.genericParameterClause, givenByCreator: givenByCreator)
    }

    /// `T?`, `T!` or `Optional<T>`.
    private static func isOptional(_ type: TypeSyntax) -> Bool {
        type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            || type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
    }

    /// The written type of the struct's stored property `name`.
    private static func propertyType(_ name: String, in type: StructDeclSyntax) -> TypeSyntax? {
        for member in type.memberBlock.members {
            for binding in member.decl.as(VariableDeclSyntax.self)?.bindings ?? []
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return binding.typeAnnotation?.type
            }
        }
        return nil
    }

    /// `popoverTip(tip) { action in … }`, `TipView(tip, action: { … })`: a closure literal for the
    /// tip's actions, so the handler's code is where the call is written.
    private static func writesActionHandler(_ call: FunctionCallExprSyntax) -> Bool {
        call.trailingClosure != nil || call.arguments.contains { $0.label?.text == "action" && $0.expression.is(ClosureExprSyntax.self) }
    }

    /// Whether `name` is a type-erased tip property (`private let tip: any Tip`) of the struct or
    /// class `node` is written in: what it holds is whatever the type was given.
    static func isTypeErasedProperty(_ name: String, around node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let type = parent.as(StructDeclSyntax.self) {
                return hasTipTypedProperty(name, members: type.memberBlock, generics: type.genericParameterClause)
            }
            if let type = parent.as(ClassDeclSyntax.self) {
                return hasTipTypedProperty(name, members: type.memberBlock, generics: type.genericParameterClause)
            }
            if parent.is(ExtensionDeclSyntax.self) || parent.is(EnumDeclSyntax.self) || parent.is(ActorDeclSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }

    private static func hasTipTypedProperty(
        _ name: String, members: MemberBlockSyntax, generics clause: GenericParameterClauseSyntax?, givenByCreator: Bool = false
    ) -> Bool {
        let generics = clause?.parameters.filter { $0.inheritedType?.trimmedDescription == "Tip" }.map(\.name.text) ?? []
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                guard let type = binding.typeAnnotation?.type.trimmedDescription.replacingOccurrences(of: "(", with: ""),
                    !givenByCreator || binding.initializer == nil && binding.accessorBlock == nil
                else { return false }
                return type.hasPrefix("any Tip") || type.hasPrefix("some Tip") || generics.contains { type.hasPrefix($0) }
            }
        }
        return false
    }
}
