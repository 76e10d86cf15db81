import SwiftSyntax

/// TipKit's eligibility model as the code writes it: `#Rule`s, `@Parameter`s, events, and the
/// assignments and donations that change them.
extension TipFactsVisitor {
    // MARK: Declarations inside a type body

    /// `@Parameter static var flag = false` and `static let opened = Tips.Event(id: …)` members.
    func recordTipStateMember(_ variable: VariableDeclSyntax, owner: String, isTestOrPreview: Bool) {
        let isStatic = variable.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        // An App Intents `@Parameter` is an instance property; TipKit's is static.
        guard isStatic, SyntaxContext.hasAttribute(variable.attributes, "Parameter") else { return }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            facts.parameters.append(ParameterDeclaration(
                state: TipStateName(owner: owner, name: name),
                defaultValue: binding.initializer.flatMap { Self.literalValue($0.value) },
                range: lines.range(of: binding), isTestOrPreview: isTestOrPreview))
        }
    }

    /// The `#Rule`s of a tip's `rules` body; `Self` and a missing owner mean `tip`.
    func tipRuleConditions(in body: Syntax, tip: String) -> [TipRuleCondition] {
        var result: [TipRuleCondition] = []
        for token in body.tokens(viewMode: .sourceAccurate) where token.text == "Rule" {
            guard let macro = token.parent?.as(MacroExpansionExprSyntax.self), macro.macroName.id == token.id,
                let argument = macro.arguments.first?.expression,
                let state = Self.stateName(argument, selfType: tip)
            else { continue }
            let closure = macro.trailingClosure ?? macro.arguments.dropFirst().lazy.compactMap { $0.expression.as(ClosureExprSyntax.self) }.first
            let subject: TipRuleCondition.Subject = state.isParameter ? .parameter : .event
            let requirement = closure.map { Self.requirement(of: $0, subject: subject) }
                // `#Rule(Self.opened)` with no closure is not valid TipKit; `#Rule(Self.$flag)` neither.
                ?? .unknown
            result.append(TipRuleCondition(subject: subject, state: state.name, requirement: requirement, range: lines.range(of: macro)))
        }
        return result
    }

    // MARK: Calls and assignments anywhere

    /// `Tips.Event(id:)` bound to a name, `X.opened.donate()`, `X.flag.toggle()`.
    func recordTipStateCall(_ call: FunctionCallExprSyntax) {
        // `Tips.Event(id:)`, `Event(id:)`, `Tips.Event<Info>(id:)`; names are built only for those.
        let called = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
        let lastName = called.as(DeclReferenceExprSyntax.self)?.baseName.text ?? called.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if lastName == "Event", call.arguments.first?.label?.text == "id",
            let calledName = SyntaxQueries.dottedName(called), ["Tips.Event", "Event", "TipKit.Tips.Event"].contains(calledName)
        {
            recordEventDeclaration(call)
            return
        }
        if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            recordStatusCallback(call, callee: callee.baseName.text)
            return
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return }
        switch member.declName.baseName.text {
        case "donate", "sendDonation":
            let context = context(call)
            guard let state = Self.stateName(base, selfType: context.qualifiedTypeName) else { return }
            facts.eventDonations.append(EventDonation(
                state: state.name, range: lines.range(of: call), isTestOrPreview: context.isTestOrPreview,
                afterInvalidationOf: Self.invalidationsBefore(call, selfType: context.qualifiedTypeName),
                enclosingType: context.qualifiedTypeName))
        case "toggle" where call.arguments.isEmpty:
            recordAssignment(to: base, value: nil, node: call)
        default:
            break
        }
    }

    private func recordEventDeclaration(_ call: FunctionCallExprSyntax) {
        var current = call.parent
        while let node = current, !node.is(PatternBindingSyntax.self) {
            if node.is(CodeBlockItemSyntax.self) || node.is(MemberBlockItemSyntax.self) { return }
            current = node.parent
        }
        guard let binding = current?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return }
        let context = context(call)
        facts.eventDeclarations.append(EventDeclaration(
            state: TipStateName(owner: context.qualifiedTypeName, name: name), range: lines.range(of: binding),
            isTestOrPreview: context.isTestOrPreview))
    }

    /// `Owner.flag = value`, `Self.$flag.wrappedValue = value`, `Owner.count += 1`. The value is
    /// everything after the `=` (the parser leaves `flag = count >= 3` unfolded, as five
    /// elements): a literal only when that whole side is one literal (`= true`, `= (true)`),
    /// otherwise computed (`= count >= 3`, `= a && b`, `= c ? true : false`) and could be anything.
    func recordAssignment(in sequence: SequenceExprSyntax) {
        let elements = Array(sequence.elements)
        // `=` binds loosest and to the right: the target is the one element before the first `=`.
        guard elements.count >= 3 else { return }
        let isAssignment = elements[1].is(AssignmentExprSyntax.self)
        let isCompound = elements[1].as(BinaryOperatorExprSyntax.self).map { $0.operator.text.hasSuffix("=") && !["==", "!=", "<=", ">="].contains($0.operator.text) } ?? false
        guard isAssignment || isCompound else { return }
        let value = isAssignment && elements.count == 3 ? Self.literalValue(elements[2]) : nil
        recordAssignment(to: elements[0], value: value, node: sequence)
    }

    private func recordAssignment(to target: ExprSyntax, value: String?, node: some SyntaxProtocol) {
        var target = target
        // `Owner.$flag.wrappedValue = …` sets the parameter itself.
        if let member = target.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "wrappedValue",
            let base = member.base
        {
            target = base
        }
        // Only static state: `Owner.flag` or `Self.flag`, never `someValue.flag`; a bare `flag`
        // only inside the type body that declares it as a parameter, or inside an extension,
        // whose type may declare it in another file or further down (`isBareName`).
        let bareName = target.as(DeclReferenceExprSyntax.self)?.baseName.text
        let inExtension = bareName != nil && Self.innermostTypeIsExtension(target)
        if let bareName {
            guard inExtension || facts.parameters.contains(where: { $0.state.name == bareName }) else { return }
        } else {
            guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base,
                let baseName = SyntaxQueries.dottedName(base), baseName.split(separator: ".").last?.first?.isUppercase == true
            else { return }
        }
        let context = context(node)
        if let bareName {
            // Declared in this file's body of the type (recorded when the walk entered it).
            guard let owner = context.qualifiedTypeName,
                inExtension || facts.parameters.contains(where: { $0.state.owner == owner && $0.state.name == bareName })
            else { return }
        }
        guard let state = Self.stateName(target, selfType: context.qualifiedTypeName) else { return }
        var assignment = ParameterAssignment(
            state: state.name, value: value, range: lines.range(of: node),
            afterInvalidationOf: Self.invalidationsBefore(node, selfType: context.qualifiedTypeName),
            callback: Self.callbackSite(around: node, selfType: context.qualifiedTypeName),
            enclosingType: context.qualifiedTypeName, isTestOrPreview: context.isTestOrPreview,
            function: context.functionName)
        assignment.isBareName = bareName != nil
        noteGate(of: &assignment, node: node)
        facts.parameterAssignments.append(assignment)
    }

    // MARK: Pure helpers

    /// Whether the innermost type around `node` is an `extension`: it declares no stored
    /// parameter, so a bare name assigned there is one its type declares, wherever that is.
    static func innermostTypeIsExtension(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(ExtensionDeclSyntax.self) { return true }
            if parent.is(StructDeclSyntax.self) || parent.is(ClassDeclSyntax.self) || parent.is(EnumDeclSyntax.self)
                || parent.is(ActorDeclSyntax.self) || parent.is(ProtocolDeclSyntax.self)
            {
                return false
            }
            current = parent.parent
        }
        return false
    }

    /// `Self.$flag` → (owner: selfType, flag, parameter); `AppEvents.opened` → event;
    /// `opened` alone → owned by `selfType`.
    static func stateName(_ expression: ExprSyntax, selfType: String?) -> (name: TipStateName, isParameter: Bool)? {
        let expression = SyntaxQueries.stripped(expression)
        let raw: String
        var owner: String?
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            raw = reference.baseName.text
            owner = selfType
        } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            let baseName = SyntaxQueries.dottedName(base)
        {
            raw = member.declName.baseName.text
            // `Self.x` and `Owner.x` name their owner; `someValue.x` does not.
            if baseName == "Self" || baseName == "self" {
                owner = selfType
            } else if baseName.split(separator: ".").last?.first?.isUppercase == true {
                owner = baseName
            }
        } else {
            return nil
        }
        let isParameter = raw.hasPrefix("$")
        let name = isParameter ? String(raw.dropFirst()) : raw
        guard !name.isEmpty, !name.hasPrefix("$") || name.count > 1 else { return nil }
        return (TipStateName(owner: owner, name: name), isParameter)
    }

    /// A literal as written: `true`, `3`, `"pro"`, `.pro`, `nil`; nil for anything computed.
    static func literalValue(_ expression: ExprSyntax) -> String? {
        let expression = SyntaxQueries.stripped(expression)
        if expression.is(BooleanLiteralExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self)
            || expression.is(FloatLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self)
        {
            return expression.trimmedDescription
        }
        if let string = expression.as(StringLiteralExprSyntax.self), string.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) {
            return string.trimmedDescription
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return member.trimmedDescription
        }
        return nil
    }

    /// What a rule's closure asks of its parameter or event.
    static func requirement(of closure: ClosureExprSyntax, subject: TipRuleCondition.Subject) -> RuleRequirement {
        guard closure.statements.count == 1, let body = closure.statements.first?.item.as(ExprSyntax.self) else { return .unknown }
        let parameter = closure.signature?.parameterClause.flatMap { clause -> String? in
            if let shorthand = clause.as(ClosureShorthandParameterListSyntax.self) { return shorthand.first?.name.text }
            return clause.as(ClosureParameterClauseSyntax.self)?.parameters.first.map { ($0.secondName ?? $0.firstName).text }
        } ?? "$0"
        func isValue(_ expression: ExprSyntax) -> Bool {
            SyntaxQueries.stripped(expression).as(DeclReferenceExprSyntax.self)?.baseName.text == parameter
        }
        let expression = SyntaxQueries.stripped(body)
        switch subject {
        case .parameter:
            if isValue(expression) { return .parameterEquals("true") }
            if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!", isValue(prefix.expression) {
                return .parameterEquals("false")
            }
            guard let (left, op, right) = comparison(expression) else { return .unknown }
            let value: String?
            if isValue(left) { value = literalValue(right) } else if isValue(right) { value = literalValue(left) } else { value = nil }
            guard let value else { return .unknown }
            switch op {
            case "==": return .parameterEquals(value)
            case "!=": return .parameterDiffers(value)
            default:
                // `$0 >= 3`, `3 <= $0`: an order, which only a number has here.
                guard let comparison = ComparisonOperator(rawValue: op), Double(value.replacingOccurrences(of: "_", with: "")) != nil else {
                    return .unknown
                }
                return .parameterCompares(isValue(left) ? comparison : comparison.swapped, value)
            }
        case .event:
            guard let (left, op, right) = comparison(expression),
                let comparison = ComparisonOperator(rawValue: op),
                let limit = SyntaxQueries.stripped(right).as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }),
                let count = left.as(MemberAccessExprSyntax.self), count.declName.baseName.text == "count", let counted = count.base
            else { return .unknown }
            // `$0.donations.count` or `$0.donations.donatedWithin(…).count`.
            if let donations = counted.as(MemberAccessExprSyntax.self), donations.declName.baseName.text == "donations",
                let base = donations.base, isValue(base)
            {
                return .donationCount(comparison, limit, withinWindow: false)
            }
            if let window = counted.as(FunctionCallExprSyntax.self),
                let member = window.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "donatedWithin",
                let donations = member.base?.as(MemberAccessExprSyntax.self), donations.declName.baseName.text == "donations",
                let base = donations.base, isValue(base)
            {
                return .donationCount(comparison, limit, withinWindow: true)
            }
            return .unknown
        }
    }

    /// `a == b` as the parser leaves it (an unfolded sequence of three).
    private static func comparison(_ expression: ExprSyntax) -> (ExprSyntax, String, ExprSyntax)? {
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            return (infix.leftOperand, op.operator.text, infix.rightOperand)
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self) else { return nil }
        return (elements[0], op.operator.text, elements[2])
    }

    // MARK: Project views that are controls

    /// The control a view's `body` is in every branch (`if`/`else`, `switch`), or nil.
    static func bodyControl(_ accessors: AccessorBlockSyntax) -> String? {
        guard case .getter(let items) = accessors.accessors, let names = controlRoots(items), let first = names.first,
            names.allSatisfy(actionableControls.contains)
        else { return nil }
        return first
    }

    private static func controlRoots(_ items: CodeBlockItemListSyntax) -> [String]? {
        var names: [String] = []
        for item in items {
            if item.item.is(DeclSyntax.self) { continue }
            guard let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression else { return nil }
            if let branch = expression.as(IfExprSyntax.self) {
                guard let arms = ifArms(branch) else { return nil }
                names += arms
            } else if let switchExpression = expression.as(SwitchExprSyntax.self) {
                for switchCase in switchExpression.cases {
                    guard let arm = switchCase.as(SwitchCaseSyntax.self), let armNames = controlRoots(arm.statements) else { return nil }
                    names += armNames
                }
            } else {
                guard let name = chainBase(of: expression) else { return nil }
                names.append(name)
            }
        }
        return names
    }

    private static func ifArms(_ branch: IfExprSyntax) -> [String]? {
        guard let body = controlRoots(branch.body.statements), let elseBody = branch.elseBody else { return nil }
        switch elseBody {
        case .ifExpr(let next): return ifArms(next).map { body + $0 }
        case .codeBlock(let block): return controlRoots(block.statements).map { body + $0 }
        @unknown default: return nil
        }
    }
}
