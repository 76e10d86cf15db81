import SwiftSyntax

/// Functions handed over by name instead of called (`action: model.resetTips`,
/// `.onAppear(perform: setUpTips)`): recorded as calls where a closure in their place would run,
/// so the call graph (`ProjectIndex.runTime(of:)`) sees who runs them.
extension TipFactsVisitor {
    /// `Button("Reset", action: startOver)`, `.onAppear(perform: setUpTips)`, `Button("…", action:
    /// model.resetTips)`, `UIBarButtonItem(…, target: self, action: #selector(resetTips))`: a
    /// function handed over by name, not called, runs where a closure written in that argument's
    /// place would run, so it is recorded as called there (a control's action, `.onAppear`, a
    /// `Task`, the code around `forEach`).
    func recordFunctionReferences(_ call: FunctionCallExprSyntax, callee: String) {
        for argument in call.arguments where Self.takesClosure(callee: callee, label: argument.label?.text) {
            guard let reference = Self.functionReference(argument.expression, label: argument.label?.text) else { continue }
            let context = blockContext(call)
            var placement: PlacementContext
            if SyntaxContext.runsClosureInPlace(call) || SyntaxContext.startsTask(call) {
                // `steps.forEach(run)` runs where `forEach` is called; `Task(operation: run)`
                // then too, but after that code returns.
                placement = context.placement
                placement.deferred = placement.deferred || SyntaxContext.startsTask(call)
            } else {
                placement = SyntaxContext.closurePlacement(callee: callee, label: argument.label?.text)
                // `addTarget(self, action: #selector(reset))`: the control is not named there.
                if placement.kind == .controlAction, placement.name == callee, callee.first?.isLowercase == true { placement.name = nil }
                placement.enclosingType = context.qualifiedTypeName
            }
            facts.callSites.append(CallSite(
                callee: reference.name, context: placement, isTestOrPreview: context.isTestOrPreview,
                receiverType: reference.receiverType, receiverName: reference.receiverName))
        }
    }

    /// Arguments that take a closure: an action (`action:`, `perform:`, `primaryAction:`, a
    /// completion handler, a `Task`'s `operation:`), or any unlabelled argument of a lifecycle or
    /// gesture modifier (`.task(priority: .high, prepare)`) or of `forEach`. Other arguments are
    /// left: a variable passed there (`Router(application: application)`) shares its name with a
    /// function too often.
    static func takesClosure(callee: String, label: String?) -> Bool {
        if let label { return closureLabels.contains(label) }
        return closureModifiers.contains(callee)
    }

    static let closureLabels: Set<String> = [
        "action", "perform", "primaryAction", "handler", "completion", "completionHandler", "operation", "execute",
    ]
    static let closureModifiers: Set<String> = [
        "task", "onAppear", "onDisappear", "onTapGesture", "onLongPressGesture", "refreshable", "onSubmit", "forEach",
    ]

    /// The function an argument names without calling it: `startOver`, `reset(_:)`,
    /// `self.startOver`, `model.resetTips`, `Self.prepare`, `TipSetup.start`, and under `action:`
    /// `#selector(resetTips)`; with the type or the one variable it is looked up on when the
    /// code names them. Nil for a closure, a call, `.member` with no base, `$binding`, a
    /// capitalised name (a type, a case) or a longer chain (`a.b.run`).
    static func functionReference(_ expression: ExprSyntax, label: String?)
        -> (name: String, receiverType: String?, receiverName: String?)?
    {
        var expression = expression
        if let macro = expression.as(MacroExpansionExprSyntax.self) {
            guard label == "action", macro.macroName.text == "selector", let only = macro.arguments.first, only.label == nil
            else { return nil }
            expression = only.expression
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard name.first?.isLowercase == true, name != "self" else { return nil }
            return (name, nil, nil)
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            let dotted = SyntaxQueries.dottedName(base)
        else { return nil }
        let name = member.declName.baseName.text
        guard name.first?.isLowercase == true else { return nil }
        let parts = dotted.split(separator: ".")
        if parts.last?.first?.isUppercase == true { return (name, dotted, nil) }
        let names = parts.drop { $0 == "self" }
        switch names.count {
        case 0: return (name, nil, nil)
        case 1: return (name, nil, names.first.map(String.init))
        default: return nil
        }
    }
}
