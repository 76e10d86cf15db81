import SwiftSyntax

/// Answers about a call that would otherwise cost the length of its modifier chain each time:
/// in `Text("a").popoverTip(tip).padding().popoverTip(tip)…`, every call of the chain asks for
/// its context, the control the chain starts from and what that control invalidates. Each
/// answer is kept per node, so a chain of n calls costs n steps in all, not n² (a chain may be
/// as long as `SwiftInputLimits.maximumTreeDepth` allows).
extension TipFactsVisitor {
    /// The outermost expression of the postfix chain `node` is part of (`node` itself when it is
    /// not the base of a member access or the callee of a call). Nothing between them changes
    /// a `SyntaxContext`, so the chain's calls share the top's.
    func chainTop(_ node: some SyntaxProtocol) -> Syntax {
        var path: [SyntaxIdentifier] = []
        var current = Syntax(node)
        while true {
            if let known = memo.chainTops[current.id] {
                current = known
                break
            }
            guard let parent = current.parent, Self.isChainLink(parent, below: current) else { break }
            path.append(current.id)
            current = parent
        }
        for id in path { memo.chainTops[id] = current }
        return current
    }

    private static func isChainLink(_ parent: Syntax, below child: Syntax) -> Bool {
        if let member = parent.as(MemberAccessExprSyntax.self) { return member.base?.id == child.id }
        if let call = parent.as(FunctionCallExprSyntax.self) { return call.calledExpression.id == child.id }
        return false
    }

    /// `SyntaxContext(of:)`, once per chain.
    func context(_ node: some SyntaxProtocol) -> SyntaxContext {
        let top = chainTop(node)
        if let known = memo.contexts[top.id] { return known }
        // Contexts of chains and blocks above are known by the time a node below asks (the walk
        // visits outer calls first), so the walk up stops at the nearest of them.
        var context = SyntaxContext(of: top, fileName: fileName, knownFrames: typeFrames, known: memo.contexts)
        context.isTestOrPreview = context.isTestOrPreview || fileIsTest
        memo.contexts[top.id] = context
        return context
    }

    /// The control a `.popoverTip` modifier chain starts from: `Button { … }.bold().popoverTip(tip)`.
    /// Every call walked through keeps the answer, which is the same from any of them.
    func attachedControl(of call: FunctionCallExprSyntax) -> (name: String, call: FunctionCallExprSyntax)? {
        var visited: [SyntaxIdentifier] = []
        var base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        var control: (name: String, call: FunctionCallExprSyntax)?
        while let current = base.map(SyntaxQueries.stripped)?.as(FunctionCallExprSyntax.self) {
            if let known = memo.controls[current.id] {
                control = known
                break
            }
            visited.append(current.id)
            if let member = current.calledExpression.as(MemberAccessExprSyntax.self), let inner = member.base {
                base = inner
                continue
            }
            if let name = SyntaxQueries.calleeName(current), Self.actionableControls.contains(name) { control = (name, current) }
            break
        }
        for id in visited { memo.controls[id] = .some(control) }
        return control
    }

    /// Modifiers that make the view below them something a person acts on, by what the view
    /// then is: a popover above one points at that action.
    static let actionModifiers: [String: String] = [
        "contextMenu": "view with a context menu", "swipeActions": "row with swipe actions",
        "onTapGesture": "view with a tap gesture", "onLongPressGesture": "view with a long-press gesture",
    ]

    /// The nearest action modifier below `call` in its modifier chain:
    /// `Text(name).contextMenu { … }.popoverTip(tip)`. Each call walked through keeps the answer
    /// (a modifier's own answer is itself), so a chain costs its length once.
    func actionModifier(of call: FunctionCallExprSyntax) -> (name: String, call: FunctionCallExprSyntax)? {
        var visited: [SyntaxIdentifier] = []
        var base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        var found: (name: String, call: FunctionCallExprSyntax)?
        while let current = base.map(SyntaxQueries.stripped)?.as(FunctionCallExprSyntax.self) {
            if let known = memo.actionModifiers[current.id] {
                found = known
                break
            }
            visited.append(current.id)
            guard let member = current.calledExpression.as(MemberAccessExprSyntax.self), let inner = member.base else { break }
            if let name = Self.actionModifiers[member.declName.baseName.text] {
                found = (name, current)
                break
            }
            base = inner
        }
        for id in visited { memo.actionModifiers[id] = .some(found) }
        return found
    }

    /// Whether the closures and arguments of an action modifier (not the view it modifies)
    /// invalidate `tip`.
    func invalidates(_ tip: TipReference, insideModifier modifier: FunctionCallExprSyntax, selfType: String?) -> Bool {
        let key = ControlKey(control: modifier.id, selfType: selfType)
        let parts = [Syntax(modifier.arguments)] + (modifier.trailingClosure.map { [Syntax($0)] } ?? [])
            + modifier.additionalTrailingClosures.map { Syntax($0) }
        let receivers = memo.invalidatedTips[key] ?? parts.flatMap { Self.invalidatedTips(in: $0, selfType: selfType) }
        memo.invalidatedTips[key] = receivers
        return Self.invalidates(tip, among: receivers)
    }

    /// `Self.chainBase(of:)`, each call walked through keeping the answer.
    func chainBaseName(of expression: ExprSyntax) -> String? {
        var visited: [SyntaxIdentifier] = []
        var current = SyntaxQueries.stripped(expression)
        var name: String?
        while let call = current.as(FunctionCallExprSyntax.self) {
            if let known = memo.chainBases[call.id] {
                name = known
                break
            }
            visited.append(call.id)
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let inner = member.base else {
                name = SyntaxQueries.calleeName(call)
                break
            }
            current = SyntaxQueries.stripped(inner)
        }
        for id in visited { memo.chainBases[id] = .some(name) }
        return name
    }

    /// Whether `control` (a control and its action) invalidates `tip`, reading each control's
    /// tokens once.
    func invalidates(_ tip: TipReference, inside control: FunctionCallExprSyntax, selfType: String?) -> Bool {
        let key = ControlKey(control: control.id, selfType: selfType)
        let receivers = memo.invalidatedTips[key] ?? Self.invalidatedTips(in: Syntax(control), selfType: selfType)
        memo.invalidatedTips[key] = receivers
        return Self.invalidates(tip, among: receivers)
    }

    /// `Self.enclosingActionContainer(of:)`, once per chain.
    func enclosingActionContainer(of call: FunctionCallExprSyntax) -> String? {
        oncePerChain(call, \.actionContainers, Self.enclosingActionContainer(of:))
    }

    /// `Self.topLevelStatement(of:)`, once per chain.
    func topLevelStatement(of call: FunctionCallExprSyntax) -> CodeBlockItemSyntax? {
        oncePerChain(call, \.topLevelStatements, Self.topLevelStatement(of:))
    }

    /// `answer` for the top of `call`'s chain, kept in `memo[keyPath:]`.
    private func oncePerChain<Answer>(
        _ call: FunctionCallExprSyntax, _ kept: WritableKeyPath<ChainMemo, [SyntaxIdentifier: Answer]>, _ answer: (Syntax) -> Answer
    ) -> Answer {
        let top = chainTop(call)
        if let known = memo[keyPath: kept][top.id] { return known }
        let computed = answer(top)
        memo[keyPath: kept][top.id] = computed
        return computed
    }
}

/// What `TipFactsVisitor+Chains` (and `+Conditions`) keep per node for one file.
struct ChainMemo {
    var chainTops: [SyntaxIdentifier: Syntax] = [:]
    var contexts: [SyntaxIdentifier: SyntaxContext] = [:]
    var controls: [SyntaxIdentifier: (name: String, call: FunctionCallExprSyntax)?] = [:]
    var actionModifiers: [SyntaxIdentifier: (name: String, call: FunctionCallExprSyntax)?] = [:]
    var chainBases: [SyntaxIdentifier: String?] = [:]
    var invalidatedTips: [ControlKey: [TipReference]] = [:]
    var actionContainers: [SyntaxIdentifier: String?] = [:]
    var topLevelStatements: [SyntaxIdentifier: CodeBlockItemSyntax?] = [:]
    /// For `isInsideCheck`: each block's guards, and each guard's verdict per question.
    var guards: [SyntaxIdentifier: [GuardStmtSyntax]] = [:]
    var guardVerdicts: [GuardVerdictKey: Bool] = [:]
    /// For `callConditions(around:type:)`: what the `#if`s around a node say, by its innermost clause.
    var clauseGates: [SyntaxIdentifier: (gated: Bool, conditions: [String])] = [:]
    /// For `gateConditionNames`: the names each condition list reads.
    var conditionNames: [SyntaxIdentifier: [String]] = [:]
    /// Whether a function body invalidates a tip (see `invalidationsBeforeCall`).
    var invalidatingFunctions: [SyntaxIdentifier: Bool] = [:]
}

struct ControlKey: Hashable {
    var control: SyntaxIdentifier
    var selfType: String?
}
