import SwiftSyntax

/// Walks one parsed Swift file and records its TipKit facts. Context (types, functions,
/// branches, gating) comes from walking up from each interesting node, which happens only
/// where TipKit is used.
final class TipFactsVisitor: SyntaxVisitor {
    var facts: FileFacts
    let lines: LineTable
    let fileName: String
    let fileIsTest: Bool
    let gate: CompileTimeGate
    let texts: TextLiteralReader
    /// Lifecycle events per function body, in source order; kept only where the datastore is touched.
    var lifecycleEvents: [String: (name: String, events: [LifecycleEvent], test: Bool, type: String?)] = [:]
    var lifecycleOrder: [String] = []
    /// `blockContext(_:)`'s memo, by code block.
    var blockContexts: [SyntaxIdentifier: SyntaxContext] = [:]
    /// Per node walked through: its enclosing code block (nil: none), and whether a ternary sits
    /// at or above it within that block. The calls of a chain share these ancestors, so a chain
    /// costs its length once, not its length for every call in it.
    var enclosingBlocks: [SyntaxIdentifier: Syntax?] = [:]
    var ternariesAbove: [SyntaxIdentifier: Bool] = [:]
    /// Answers about modifier chains (`TipFactsVisitor+Chains`).
    var memo = ChainMemo()
    /// Each type declaration's frame, built when the walk enters it (before any node inside).
    var typeFrames: [SyntaxIdentifier: TypeFrame] = [:]
    /// The names of the view members this file declares (`TipFactsVisitor+ViewStructure`).
    var viewMemberNames: Set<String> = []
    /// `conditionChecks(around:)`'s memo: each `if`/`guard` condition list read once, as a
    /// check that runs when true (`.some(nil)`: not a check the index decides).
    var conditionCheckMemo: [SyntaxIdentifier: ConditionCheck?] = [:]
    /// The names of the local constants walked so far (`let tip = PinTip()` in a code block): a
    /// reference to another name is no local, and is not looked for (`resolvingLocal`).
    var localConstantNames: Set<String> = []

    /// Keeps the names `resolvingLocal` may find: a walk reaches a local's declaration before
    /// any use of it.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.bindingSpecifier.tokenKind == .keyword(.let), node.parent?.is(CodeBlockItemSyntax.self) == true {
            for binding in node.bindings where binding.initializer != nil {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { localConstantNames.insert(name) }
            }
        }
        return .visitChildren
    }

    static let displayCalls: [String: DisplaySite.Kind] = [
        "TipView": .tipView, "TipUIView": .tipUIView, "TipUIPopoverViewController": .tipUIPopoverViewController,
        "TipNSView": .tipNSView, "TipNSPopover": .tipNSPopover,
    ]

    init(path: String, lines: LineTable, isTestFile: Bool, gates: Set<String>) {
        facts = FileFacts(path: path)
        self.lines = lines
        fileName = path.split(separator: "/").last.map(String.init) ?? path
        fileIsTest = isTestFile
        gate = CompileTimeGate(gates: gates)
        texts = TextLiteralReader(lines: lines)
        super.init(viewMode: .sourceAccurate)
    }

    /// Call after `walk`: moves the collected lifecycle sequences into the facts.
    func finish() -> FileFacts {
        for key in lifecycleOrder {
            guard let entry = lifecycleEvents[key], entry.events.contains(where: { $0.kind != .call }) else { continue }
            facts.lifecycles.append(LifecycleSequence(
                function: entry.name, events: entry.events, isTestOrPreview: entry.test, enclosingType: entry.type))
        }
        // The same assignment written twice says nothing more.
        var seenFlows = Set<ValueFlow>()
        facts.valueFlows.removeAll { !seenFlows.insert($0).inserted }
        return facts
    }

    // MARK: Types

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        recordType(node, kind: .struct, name: node.name, members: node.memberBlock)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        recordType(node, kind: .class, name: node.name, members: node.memberBlock)
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        recordType(node, kind: .enum, name: node.name, members: node.memberBlock)
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        recordType(node, kind: .actor, name: node.name, members: node.memberBlock)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        recordType(node, kind: .extension, name: node.extendedType, members: node.memberBlock)
    }

    private func recordType(
        _ node: some DeclSyntaxProtocol, kind: TypePart.Kind, name: some SyntaxProtocol, members: MemberBlockSyntax
    ) -> SyntaxVisitorContinueKind {
        guard let frame = SyntaxContext.typeFrame(Syntax(node)) else { return .visitChildren }
        typeFrames[node.id] = frame
        let outer = context(node)
        let qualified = kind == .extension ? frame.name : ([outer.qualifiedTypeName, frame.name].compactMap { $0 }.joined(separator: "."))
        var part = TypePart(
            qualifiedName: qualified, kind: kind, inheritedTypes: frame.inherited, nameRange: lines.range(of: name),
            isTestOrPreview: outer.isTestOrPreview || frame.inherits("XCTestCase", "PreviewProvider"))
        part.isFilePrivate = kind != .extension && TypeUseReader.isFilePrivate(node)
        part.memberNames = Self.memberNames(members)
        let isTip = part.declaresTipConformance
        if frame.isApp { part.appPlatform = appPlatform(of: node, members: members) }
        if frame.inherits("TipViewStyle") {
            recordTipStyleBodies(members, style: qualified, isTestOrPreview: part.isTestOrPreview)
        }
        recordMemberFlows(members, owner: qualified, isTestOrPreview: part.isTestOrPreview)
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            recordTipStateMember(variable, owner: qualified, isTestOrPreview: part.isTestOrPreview)
            for binding in variable.bindings {
                recordMember(binding, into: &part, insideTip: isTip)
            }
        }
        if isTip, part.id == nil { part.id = initialisedID(in: members, isTestOrPreview: part.isTestOrPreview) }
        facts.types.append(part)
        return .visitChildren
    }

    /// Reads `title`, `message`, `id`, `options` and stored properties of a type body.
    private func recordMember(_ binding: PatternBindingSyntax, into part: inout TypePart, insideTip: Bool) {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
        let body: Syntax? = binding.initializer.map { Syntax($0.value) } ?? binding.accessorBlock.map { Syntax($0) }
        switch name {
        case "title":
            if let shown = body.map(texts.shownTexts(in:)) {
                (part.titles, part.joinedTitles) = (part.titles + shown.texts, part.joinedTitles + shown.joined)
            }
        case "message":
            if let shown = body.map(texts.shownTexts(in:)) {
                (part.messages, part.joinedMessages) = (part.messages + shown.texts, part.joinedMessages + shown.joined)
            }
        case "id" where insideTip:
            if let body {
                let analysis = UnstableSourceFinder.analyse(body, lines: lines, insideTip: true)
                part.id = IDDeclaration(
                    range: lines.range(of: binding), unstableSources: analysis.sources, hops: analysis.hops,
                    literal: analysis.sources.isEmpty && analysis.hops.isEmpty ? SyntaxQueries.onlyPlainString(in: body) : nil,
                    isTestOrPreview: part.isTestOrPreview)
            }
        // Options TipKit never reads (`let options = [Tips.MaxDisplayCount(1)]`) limit nothing.
        case "options" where requirementLikeMember(binding, name: name)?.isIgnoredCollection != true:
            if let body {
                let hasRules = part.options.hasRules
                part.options = Self.tipOptions(in: body)
                part.options.hasRules = hasRules
            }
        case "rules" where insideTip:
            part.options.hasRules = body != nil
            if let body { part.ruleConditions += tipRuleConditions(in: body, tip: part.qualifiedName) }
        case "actions" where insideTip:
            part.hasActions = part.hasActions || body != nil
        case "body" where part.isView:
            part.bodyControl = binding.accessorBlock.flatMap(Self.bodyControl)
        default:
            break
        }
        recordRequirementLikeMember(binding, name: name, body: body, into: &part)
        guard Self.isStored(binding) else { return }
        let adaptedDelegate = binding.parent?.parent?.as(VariableDeclSyntax.self).flatMap {
            Self.adaptedDelegate($0.attributes, annotation: binding.typeAnnotation?.type)
        }
        let typeName = adaptedDelegate
            ?? binding.typeAnnotation.flatMap { SyntaxQueries.simpleTypeName($0.type) }
            ?? binding.initializer.flatMap { SyntaxQueries.constructedType($0.value) }
        let unstable = binding.initializer.flatMap {
            UnstableSourceFinder.analyse($0.value, lines: lines, insideTip: false).sources.first
        }
        part.storedProperties.append(StoredProperty(
            name: name, typeName: typeName, unstableSource: unstable, isDelegateAdaptor: adaptedDelegate != nil))
    }

    /// `AppDelegate` of `@UIApplicationDelegateAdaptor(AppDelegate.self) var delegate` or of
    /// `@UIApplicationDelegateAdaptor var delegate: AppDelegate` (the type argument has a default;
    /// SwiftUI's adaptors for UIKit, AppKit and WatchKit delegates); nil for any other attribute list.
    private static func adaptedDelegate(_ attributes: AttributeListSyntax, annotation: TypeSyntax?) -> String? {
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self),
                let name = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text,
                Self.delegateAdaptors.contains(name)
            else { continue }
            if let argument = attribute.arguments?.as(LabeledExprListSyntax.self)?.first?.expression.as(MemberAccessExprSyntax.self),
                argument.declName.baseName.text == "self", let base = argument.base,
                let type = SyntaxQueries.dottedName(base).flatMap({ $0.split(separator: ".").last.map(String.init) })
            {
                return type
            }
            return annotation.flatMap { SyntaxQueries.simpleTypeName($0) }
        }
        return nil
    }

    private static let delegateAdaptors: Set<String> = [
        "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor", "WKExtensionDelegateAdaptor",
    ]

    /// No accessors, or only observers.
    private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let block = binding.accessorBlock else { return true }
        guard let accessors = block.accessors.as(AccessorDeclListSyntax.self) else { return false }
        return accessors.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }

    private static func tipOptions(in body: Syntax) -> TipOptionFacts {
        var options = TipOptionFacts()
        for token in body.tokens(viewMode: .sourceAccurate) {
            switch token.text {
            case "MaxDisplayCount":
                let value = optionArgument(of: token).flatMap(integerLiteral)
                options.maxDisplayCountValue = options.maxDisplayCount ? agreed(options.maxDisplayCountValue, value) : value
                options.maxDisplayCount = true
            case "MaxDisplayDuration":
                let value = optionArgument(of: token).flatMap(numberLiteral)
                options.maxDisplayDurationValue = options.maxDisplayDuration ? agreed(options.maxDisplayDurationValue, value) : value
                options.maxDisplayDuration = true
            case "IgnoresDisplayFrequency":
                // `IgnoresDisplayFrequency(true)`: the token two after the name.
                let argument = token.nextToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)
                options.ignoresDisplayFrequency = options.ignoresDisplayFrequency || argument?.text == "true"
            default: break
            }
        }
        return options
    }

    /// An option given twice (`#if DEBUG` branches) has a known value only when both agree.
    private static func agreed<Value: Equatable>(_ earlier: Value?, _ later: Value?) -> Value? {
        earlier == later ? earlier : nil
    }

    /// The one unlabelled argument of the call that `token` names: `3` in `MaxDisplayCount(3)`
    /// and `Tips.MaxDisplayCount(3)`. Nil when the name is not called that way.
    private static func optionArgument(of token: TokenSyntax) -> ExprSyntax? {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
        var called = Syntax(reference)
        if let member = called.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { called = Syntax(member) }
        guard let call = called.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == called.id,
            call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil
        else { return nil }
        return argument.expression
    }

    /// `3`, `1_000`; nil for anything else (a name, `2 + 1`, `0x3`).
    private static func integerLiteral(_ expression: ExprSyntax) -> Int? {
        expression.as(IntegerLiteralExprSyntax.self).flatMap { Int($0.literal.text.replacingOccurrences(of: "_", with: "")) }
    }

    /// `120`, `90.5`; nil for anything else (`.minutes(2)`, a constant).
    private static func numberLiteral(_ expression: ExprSyntax) -> Double? {
        let text = expression.as(IntegerLiteralExprSyntax.self)?.literal.text ?? expression.as(FloatLiteralExprSyntax.self)?.literal.text
        return text.flatMap { Double($0.replacingOccurrences(of: "_", with: "")) }
    }

    // MARK: View structure (TipFactsVisitor+ViewStructure.swift)

    override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
        recordViewStructure(node)
        return .visitChildren
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        recordBuildRegions(node)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        recordViewMemberUse(node)
        return .visitChildren
    }

    // MARK: Calls (handled in TipFactsVisitor+Calls.swift)

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        recordTipStateCall(node)
        recordCall(node)
        recordMisuse(node)
        return .visitChildren
    }

    /// `CreateServerTip.hasServer = true`: parameter assignments (TipFactsVisitor+TipRules.swift).
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        recordAssignment(in: node)
        recordValueFlow(in: node)
        recordForcedCurrentTipCast(in: node)
        return .visitChildren
    }

    /// `group.currentTip!` (TipFactsVisitor+Misuse.swift).
    override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind {
        recordForcedCurrentTip(node)
        return .visitChildren
    }

    // MARK: Bindings and groups

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        recordConstant(node)
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
        let value = node.initializer?.value
        if let value, let call = SyntaxQueries.stripped(value).as(FunctionCallExprSyntax.self),
            SyntaxQueries.calleeName(call) == "TipGroup"
        {
            recordGroup(name: name, call: call, node: node)
            return .visitChildren
        }
        let typeName = node.typeAnnotation.flatMap { SyntaxQueries.simpleTypeName($0.type) }
            ?? value.flatMap(SyntaxQueries.constructedType) ?? Self.environmentType(of: node)
        if let typeName {
            recordBinding(name: name, typeName: typeName, node: node)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        let name = (node.secondName ?? node.firstName).text
        if name != "_", let typeName = SyntaxQueries.simpleTypeName(node.type) {
            recordBinding(name: name, typeName: typeName, node: node)
        }
        return .visitChildren
    }

    private func recordBinding(name: String, typeName: String, node: some SyntaxProtocol) {
        let context = context(node)
        facts.bindings.append(InstanceBinding(
            name: name, typeName: typeName, enclosingType: context.qualifiedTypeName, isTestOrPreview: context.isTestOrPreview))
    }

    private func recordGroup(name: String, call: FunctionCallExprSyntax, node: PatternBindingSyntax) {
        let closure = call.trailingClosure ?? call.arguments.lazy.compactMap { $0.expression.as(ClosureExprSyntax.self) }.first
        let context = context(node)
        let selfType = context.qualifiedTypeName
        let members = closure?.statements.compactMap { item -> TipReference? in
            item.item.as(ExprSyntax.self).flatMap { SyntaxQueries.tipReference($0, selfType: selfType) }
        } ?? []
        facts.groups.append(TipGroupDeclaration(
            name: name, members: members, enclosingType: selfType, range: lines.range(of: node),
            isTestOrPreview: context.isTestOrPreview))
    }
}
