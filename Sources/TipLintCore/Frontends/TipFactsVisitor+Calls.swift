import Foundation
import SwiftSyntax

/// The calls TipKit code is made of: display sites, `invalidate`, `Tips.*`, events, styles,
/// and the plain calls that start-up paths are followed through.
extension TipFactsVisitor {
    func recordCall(_ call: FunctionCallExprSyntax) {
        if let member = SyntaxQueries.tipsMember(call), member == "configure" || TestingCall.Kind(rawValue: member) != nil {
            recordTipsCall(member, call)
            return
        }
        guard let name = SyntaxQueries.calleeName(call) else { return }
        recordFunctionReferences(call, callee: name)
        let isMember = call.calledExpression.is(MemberAccessExprSyntax.self)
        if let kind = Self.displayCalls[name],
            !isMember || SyntaxQueries.dottedName(call.calledExpression) == "TipKit.\(name)"
        {
            recordDisplay(kind, call)
            return
        }
        if name.first?.isUppercase == true { recordViewStyleAssignment(call) }
        switch name {
        // Inside `extension View`, `popoverTip(tip)` is called on `self`.
        case "popoverTip" where Self.hasTipKitPopoverLabels(call)
            && (isMember || context(call).innermostType.map { $0.isView || $0.name == "View" } == true):
            recordDisplay(.popoverTip, call)
        case "configureTip" where isMember:
            recordDisplay(.tipUICollectionViewCell, call)
        case "invalidate" where call.arguments.first?.label?.text == "reason":
            recordInvalidation(call)
        case "tipViewStyle" where isMember:
            if let style = call.arguments.first.flatMap({ SyntaxQueries.constructedType($0.expression) }) {
                let context = context(call)
                let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
                let modifiesView = base.map { $0.trimmedDescription != "self" } ?? false
                facts.styleApplications.append(StyleApplication(
                    styleType: style, enclosingType: context.qualifiedTypeName, range: modifiesView ? lines.range(of: call) : nil,
                    appliesToWholeApp: context.innermostType?.isApp == true, isTestOrPreview: context.isTestOrPreview))
            }
        case "Event" where call.arguments.first?.label?.text == "id":
            if let argument = call.arguments.first {
                let analysis = UnstableSourceFinder.analyse(argument.expression, lines: lines, insideTip: false)
                let context = context(call)
                facts.events.append(IDDeclaration(
                    range: lines.range(of: call), unstableSources: analysis.sources, hops: analysis.hops,
                    isTestOrPreview: context.isTestOrPreview, enclosingType: context.qualifiedTypeName))
            }
        default:
            recordTipArguments(name, call)
            recordPlainCall(name, call)
            recordConstruction(call)
            recordChildView(call)
        }
    }

    /// TipKit's `popoverTip(_:arrowEdge:action:)`; a call with any other label is a project
    /// overload (`popoverTip(_:arrowEdge:isActive:)`), followed as a possible display wrapper.
    static func hasTipKitPopoverLabels(_ call: FunctionCallExprSyntax) -> Bool {
        call.arguments.dropFirst().allSatisfy { ["arrowEdge", "action"].contains($0.label?.text) }
    }

    private func recordTipsCall(_ member: String, _ call: FunctionCallExprSyntax) {
        let context = context(call)
        if member == "configure" {
            facts.configureCalls.append(ConfigureCall(
                range: lines.range(of: call), context: context.placement,
                displayFrequency: Self.displayFrequency(in: call), isTestOrPreview: context.isTestOrPreview))
            appendLifecycle(LifecycleEvent(kind: .configure, range: lines.range(of: call)), context)
            recordConfigureDetail(call, context: context)
            return
        }
        guard let kind = TestingCall.Kind(rawValue: member) else { return }
        if kind == .resetDatastore {
            appendLifecycle(LifecycleEvent(kind: .reset, range: lines.range(of: call)), context)
        }
        let checks = conditionChecks(around: call)
        let gated = gate.isGated(call)
        let launchArgumentGated = isInsideLaunchArgumentCheck(call)
        facts.testingCalls.append(TestingCall(
            kind: kind, range: lines.range(of: call), statementRange: Self.statement(madeOf: call).map { lines.range(of: $0) },
            compileTimeGated: gated, compiledOutUnder: gate.gatesCompilingItOut(call),
            gatingConditions: gated ? [] : gate.gatingConditions(call),
            launchArgumentGated: launchArgumentGated,
            launchArgumentDefaults: launchArgumentGated ? [] : launchArgumentDefaults(gating: call, type: context.qualifiedTypeName),
            isTestOrPreview: context.isTestOrPreview, conditionChecks: checks.checks, opaqueCondition: checks.opaque,
            placement: context.placement, conditionNames: gateConditionNames(call), enclosingType: context.qualifiedTypeName))
    }

    private func recordDisplay(_ kind: DisplaySite.Kind, _ call: FunctionCallExprSyntax) {
        let context = context(call)
        guard let argument = SyntaxQueries.firstUnlabeledArgument(call),
            let tip = SyntaxQueries.tipReference(argument, selfType: context.qualifiedTypeName).map({ resolvingLocal($0, at: call) })
        else { return }
        if var wrapper = displayWrapper(kind, call, tip: tip, test: context.isTestOrPreview, conditional: !context.branches.isEmpty) {
            if kind == .popoverTip, let control = attachedControl(of: call) {
                wrapper.attachedControl = control.name
                wrapper.controlActionInvalidates = invalidates(tip, inside: control.call, selfType: context.qualifiedTypeName)
            }
            facts.displayWrappers.append(wrapper)
            return
        }
        let nameNode: Syntax = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) }
            ?? Syntax(call.calledExpression)
        let control = kind == .popoverTip ? attachedControl(of: call) : nil
        // `.contextMenu`, `.swipeActions` or a tap or long-press gesture below the popover: the
        // view is acted on, and those closures are its action.
        let modifier = kind == .popoverTip ? actionModifier(of: call) : nil
        let anchor = kind == .tipUIPopoverViewController ? Self.popoverSourceControl(call) : nil
        let selfType = context.qualifiedTypeName
        facts.displaySites.append(DisplaySite(
            kind: kind, tip: tip, range: lines.range(of: nameNode), enclosingType: selfType,
            branches: context.branches, insideForEach: context.onEveryRow,
            attachedControl: control?.name ?? anchor ?? modifier?.name ?? (kind == .popoverTip ? enclosingActionContainer(of: call) : nil),
            controlActionInvalidates: control.map { invalidates(tip, inside: $0.call, selfType: selfType) } == true
                || modifier.map { invalidates(tip, insideModifier: $0.call, selfType: selfType) } == true,
            isTestOrPreview: context.isTestOrPreview, isPreview: context.isPreview, presentation: context.presentation))
        if kind == .tipUIPopoverViewController, anchor == nil {
            facts.displaySites[facts.displaySites.count - 1].anchorSource = Self.popoverAnchorSource(call, owner: selfType)
        }
        if kind == .popoverTip, control == nil, let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base {
            facts.displaySites[facts.displaySites.count - 1].attachedView = chainBaseName(of: base)
        }
        if context.qualifiedTypeName == nil, let statement = topLevelStatement(of: call) {
            facts.displaySites[facts.displaySites.count - 1].topLevelStatementLine = lines.position(statement.positionAfterSkippingLeadingTrivia).line
        }
    }

    private func recordInvalidation(_ call: FunctionCallExprSyntax) {
        let context = context(call)
        let selfType = context.qualifiedTypeName
        let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        var receiver = base.map { SyntaxQueries.tipReference($0, selfType: selfType).map { resolvingLocal($0, at: call) } ?? .unknown }
            ?? selfType.map(TipReference.type) ?? .unknown
        var erasedParameter: ErasedParameter?
        var erasedProperty: String?
        if case .instance(let name) = receiver, Self.isTypeErasedParameter(name, around: call) {
            receiver = .erased
            erasedParameter = Self.parameter(name, around: call)
        } else if case .instance(let name) = receiver, Self.isTypeErasedProperty(name, around: call) {
            // `private let tip: any Tip` holds what the type is given (`ProjectIndex.findRetiredTips`).
            receiver = .erased
            erasedProperty = name
        }
        // `TrustedTip.shared.invalidate(…)`: `shared` is looked up in `TrustedTip` first.
        let owner = base.flatMap { $0.as(MemberAccessExprSyntax.self)?.base }.flatMap(SyntaxQueries.dottedName)
            .flatMap { $0.split(separator: ".").last?.first?.isUppercase == true && $0 != "Self" ? $0 : nil }
        let castType = base.flatMap { CastNarrowing.receiverCastType($0, at: call) }
        facts.invalidations.append(InvalidationSite(
            receiver: receiver, receiverOwner: owner, range: lines.range(of: call), enclosingType: selfType,
            styleType: receiver == .styleConfiguration ? selfType : nil, isTestOrPreview: context.isTestOrPreview,
            erasedParameter: erasedParameter, erasedProperty: erasedProperty, castType: castType, changeTrigger: ChangeTriggers.of(call)))
    }

    /// The function around `node` that declares a parameter `name`, with its argument label.
    static func parameter(_ name: String, around node: some SyntaxProtocol) -> ErasedParameter? {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) {
                guard let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name })
                else { return nil }
                return ErasedParameter(function: function.name.text, label: parameter.firstName.text == "_" ? nil : parameter.firstName.text)
            }
            current = parent.parent
        }
        return nil
    }

    /// `setupTips()`, `self.setupTips()`, `TipsSetup.configure()`, `Setup().run()`: calls a
    /// start-up path may run through, with the type they are made on when the code names it.
    private func recordPlainCall(_ name: String, _ call: FunctionCallExprSyntax) {
        guard name.first?.isLowercase == true else { return }
        var receiverType: String?
        var receiverName: String?
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return }
            if let dotted = SyntaxQueries.dottedName(base) {
                if dotted.split(separator: ".").last?.first?.isUppercase == true {
                    receiverType = dotted
                } else {
                    let names = dotted.split(separator: ".").drop { $0 == "self" }
                    if names.count == 1, let only = names.first { receiverName = String(only) }
                }
            } else if let made = SyntaxQueries.constructedType(base), base.as(FunctionCallExprSyntax.self)?.trailingClosure == nil {
                // A method of a value made on the spot. Modifiers on views made with a closure
                // (`VStack { … }.padding()`) are left out; `Text("…").padding()` names a type
                // no project function belongs to, so it never joins a start-up path.
                receiverType = made
            } else {
                return
            }
        }
        // Placement, test code and the function are those of the call's code block.
        let context = blockContext(call)
        facts.callSites.append(CallSite(
            callee: name, context: context.placement, isTestOrPreview: context.isTestOrPreview, receiverType: receiverType,
            receiverName: receiverName, afterInvalidationOf: invalidationsBeforeCall(call, selfType: context.qualifiedTypeName),
            argumentLabels: call.arguments.map { $0.label?.text ?? "_" },
            conditions: callConditions(around: call, type: context.qualifiedTypeName)))
        appendLifecycle(LifecycleEvent(kind: .call, range: lines.range(of: call), callee: name), context)
    }

    /// `@Environment(TipService.self) private var tipService`: the type the environment hands
    /// the variable, which has neither annotation nor initial value.
    static func environmentType(of binding: PatternBindingSyntax) -> String? {
        guard let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return nil }
        for element in variable.attributes {
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "Environment",
                case .argumentList(let arguments) = attribute.arguments, arguments.count == 1,
                let member = arguments.first?.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
                let base = member.base, let type = SyntaxQueries.dottedName(base)
            else { continue }
            return type
        }
        return nil
    }

    private func appendLifecycle(_ event: LifecycleEvent, _ context: SyntaxContext) {
        let key = context.functionKey ?? "<top-level>"
        if lifecycleEvents[key] == nil {
            lifecycleOrder.append(key)
            lifecycleEvents[key] = (context.functionName ?? "<top-level>", [], context.isTestOrPreview, context.qualifiedTypeName)
        }
        lifecycleEvents[key]?.events.append(event)
    }

    // MARK: Pure helpers

    static func displayFrequency(in call: FunctionCallExprSyntax) -> String? {
        for token in call.arguments.tokens(viewMode: .sourceAccurate) where token.text == "displayFrequency" {
            var next = token.nextToken(viewMode: .sourceAccurate)
            while let current = next, current.tokenKind != .rightParen {
                if case .identifier(let value) = current.tokenKind { return value }
                next = current.nextToken(viewMode: .sourceAccurate)
            }
        }
        return nil
    }

    /// The statement that is `call` and nothing more: `Tips.…()`, `try? Tips.…()`,
    /// `await …`, `_ = try? …`. Nil when the call is part of a larger statement (`let x: () =
    /// Tips.…()`, `return Tips.…()`, an argument), whose other parts an `#if` must not remove,
    /// and when it is the branch of an `if` or `switch` used as a value (`let done: Void = if
    /// ready { Tips.…() } else { () }`), which must hold an expression in every build.
    static func statement(madeOf call: FunctionCallExprSyntax) -> CodeBlockItemSyntax? {
        var current = Syntax(call)
        while let parent = current.parent {
            if let item = parent.as(CodeBlockItemSyntax.self) { return isBranchOfAValue(item) ? nil : item }
            if parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) {
                current = parent
            } else if let sequence = parent.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
                sequence.elements.count == 3, sequence.elements.last?.id == current.id,
                sequence.elements.first?.is(DiscardAssignmentExprSyntax.self) == true,
                sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true
            {
                current = Syntax(sequence)
            } else {
                return nil
            }
        }
        return nil
    }

    /// Whether a statement is in a branch of an `if` or `switch` expression used as a value: the
    /// chain's outermost `if` (through `else if`) or the `switch` is not a statement of its own,
    /// or is the only statement of a branch of one that is not (an `if` inside a `switch`
    /// expression's case: that branch must hold an expression too).
    private static func isBranchOfAValue(_ item: CodeBlockItemSyntax) -> Bool {
        var item = item
        while let branching = branchingNode(holding: item) {
            guard let statement = branching.parent?.as(ExpressionStmtSyntax.self) else { return true }
            // A statement `if`/`switch`: a value only when it is a branch's one statement of a value.
            guard let outer = statement.parent?.as(CodeBlockItemSyntax.self), let list = outer.parent?.as(CodeBlockItemListSyntax.self),
                list.count == 1
            else { return false }
            item = outer
        }
        return false
    }

    /// The `if` (the outermost of an `else if` chain) or `switch` whose branch holds `item`.
    private static func branchingNode(holding item: CodeBlockItemSyntax) -> Syntax? {
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return nil }
        if let block = list.parent?.as(CodeBlockSyntax.self), let ifExpression = block.parent?.as(IfExprSyntax.self) {
            var branching = Syntax(ifExpression)
            while let outer = branching.parent?.as(IfExprSyntax.self) { branching = Syntax(outer) }
            return branching
        }
        if let switchCase = list.parent?.as(SwitchCaseSyntax.self),
            let switchExpression = switchCase.parent?.as(SwitchCaseListSyntax.self)?.parent?.as(SwitchExprSyntax.self)
        {
            return Syntax(switchExpression)
        }
        return nil
    }

    /// The view a modifier chain starts from: `RouterLink` for `RouterLink(…).bold().popoverTip(tip)`.
    static func chainBase(of expression: ExprSyntax) -> String? {
        var current = SyntaxQueries.stripped(expression)
        while let call = current.as(FunctionCallExprSyntax.self) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let inner = member.base else {
                return SyntaxQueries.calleeName(call)
            }
            current = SyntaxQueries.stripped(inner)
        }
        return nil
    }

    /// The statement of the file's top level that holds `node`.
    static func topLevelStatement(of node: some SyntaxProtocol) -> CodeBlockItemSyntax? {
        var current = Syntax(node)
        while let parent = current.parent {
            if let item = current.as(CodeBlockItemSyntax.self), parent.parent?.is(SourceFileSyntax.self) == true { return item }
            current = parent
        }
        return nil
    }

    /// Controls whose use is the action a popover tip can point at.
    static let actionableControls = SyntaxContext.controlNames.union([
        "Link", "Picker", "ShareLink", "EditButton", "PasteButton", "RenameButton",
    ])

    /// `"context menu"`, `"swipe action"` or `"toolbar item"` for a popover inside
    /// `.contextMenu { … }`, `.swipeActions { … }` or a toolbar: those are actions too.
    static func enclosingActionContainer(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if let closure = parent.as(ClosureExprSyntax.self), let owner = SyntaxQueries.owningCall(of: closure) {
                switch SyntaxQueries.calleeName(owner.call) {
                case "contextMenu": return "context menu"
                case "swipeActions": return "swipe action"
                case "ToolbarItem", "ToolbarItemGroup", "toolbar": return "toolbar item"
                default: break
                }
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(PatternBindingSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }

    /// Whether the receivers of a control's `invalidate(reason:)` calls (`invalidatedTips(in:)`)
    /// include `tip` or something that could be it; `timer.invalidate()` is no tip invalidation.
    static func invalidates(_ tip: TipReference, among receivers: [TipReference]) -> Bool {
        receivers.contains { receiver in
            switch receiver {
            case .erased, .unknown, .groupCurrentTip, .styleConfiguration: return true
            case .type, .instance: return receiver == tip
            }
        }
    }

    /// A parameter typed `any Tip`, `some Tip` or a generic constrained to `Tip`: could be any tip.
    static func isTypeErasedParameter(_ name: String, around node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) {
                guard let parameter = function.signature.parameterClause.parameters.first(where: {
                    ($0.secondName ?? $0.firstName).text == name
                }) else { return false }
                let type = parameter.type.trimmedDescription.replacingOccurrences(of: "(", with: "")
                if type.hasPrefix("any Tip") || type.hasPrefix("some Tip") { return true }
                let generics = function.genericParameterClause?.parameters.filter {
                    $0.inheritedType?.trimmedDescription == "Tip"
                }.map(\.name.text) ?? []
                let whereClause = function.genericWhereClause?.trimmedDescription ?? ""
                return generics.contains(type) || whereClause.contains("\(type): Tip")
            }
            current = parent.parent
        }
        return false
    }
}
