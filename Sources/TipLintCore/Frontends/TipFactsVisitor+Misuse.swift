import SwiftSyntax

/// TipKit API misuse decided by the syntax around one call (`APIMisuseSite`), and sheets a view
/// presents on first launch (`FirstLaunchPresentation`). Each check walks up from a call that
/// names the API, so files without such calls cost one dictionary lookup per call.
extension TipFactsVisitor {
    /// Reasons TipKit records itself; the app's own are `.actionPerformed` and `.tipClosed`.
    static let frameworkReasons: Set<String> = ["displayCountExceeded", "displayDurationExceeded"]

    func recordMisuse(_ call: FunctionCallExprSyntax) {
        if SyntaxQueries.tipsMember(call) == "configure" {
            markUnreadOptions(call)
            recordConfigureInSetUp(call)
            return
        }
        guard let name = SyntaxQueries.calleeName(call) else { return }
        let isMember = call.calledExpression.is(MemberAccessExprSyntax.self)
        switch name {
        case "TipGroup" where !isMember:
            if let property = Self.computedPropertyAround(call) { appendMisuse(.groupRebuilt, call, detail: property) }
        case "invalidate":
            guard let argument = call.arguments.first, argument.label?.text == "reason",
                let reason = argument.expression.as(MemberAccessExprSyntax.self),
                Self.frameworkReasons.contains(reason.declName.baseName.text),
                reason.base.map({ ["Tips.InvalidationReason", "InvalidationReason"].contains(SyntaxQueries.dottedName($0)) }) ?? true
            else { return }
            appendMisuse(.frameworkReason, argument.expression, detail: reason.declName.baseName.text)
        case "popoverTip" where isMember && Self.hasTipKitPopoverLabels(call):
            if let container = Self.overflowContainer(around: call), let name = call.calledExpression.as(MemberAccessExprSyntax.self) {
                appendMisuse(.hiddenAnchor, name.declName, detail: container)
            }
        case "TipView" where !isMember:
            if Self.isInsideDisabledContainer(call) { appendMisuse(.disabledTip, call, detail: nil) }
        case "sheet" where isMember, "fullScreenCover" where isMember:
            recordFirstLaunchPresentation(call)
        default:
            break
        }
    }

    /// `group.currentTip!` and `(group.currentTip as? PinTip)!`.
    func recordForcedCurrentTip(_ node: ForceUnwrapExprSyntax) {
        var inner = node.expression
        if let tuple = inner.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            inner = only.expression
        }
        if let sequence = inner.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
            let first = sequence.elements.first
        {
            inner = first
        }
        guard let base = Self.currentTipBase(inner), !Self.isCheckedForNil(node, base: base) else { return }
        appendMisuse(.forcedCurrentTip, node, detail: base)
    }

    /// Whether an enclosing `if` (its body, not its conditions), or a `guard` earlier in an
    /// enclosing block, tested `base.currentTip != nil` or `base.currentTip is T`: the unwrap then
    /// runs only when the group has a tip, in the same synchronous evaluation (a view's body, a
    /// function), so it cannot crash.
    static func isCheckedForNil(_ node: some SyntaxProtocol, base: String) -> Bool {
        let tested = (base + ".currentTip").filter { !$0.isWhitespace }
        func tests(_ condition: String) -> Bool {
            let text = condition.filter { !$0.isWhitespace }
            return text.contains(tested + "!=nil") || text.contains("nil!=" + tested) || text.contains(tested + "is")
        }
        var child = Syntax(node)
        var parent = node.parent
        while let current = parent {
            if let branch = current.as(IfExprSyntax.self), child.id == branch.body.id,
                tests(branch.conditions.trimmedDescription)
            {
                return true
            }
            // `guard tips.currentTip != nil else { return … }` above the statement: its `else`
            // leaves the block, so every later statement runs with the test passed.
            if let statements = current.as(CodeBlockItemListSyntax.self) {
                for item in statements {
                    if item.id == child.id { break }
                    if let guardStatement = item.item.as(GuardStmtSyntax.self), tests(guardStatement.conditions.trimmedDescription) {
                        return true
                    }
                }
            }
            if current.is(FunctionDeclSyntax.self) { return false }
            // A closure that runs later (an action) may find the group done; a view's content
            // closure (`VStack { … }`) runs in the same evaluation as the test around it.
            if current.is(ClosureExprSyntax.self) {
                let call = current.parent?.as(FunctionCallExprSyntax.self)
                let name = call?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
                // A `Button`'s trailing closure is its action, a `Task`'s runs later.
                guard name.first?.isUppercase == true, name != "Button", name != "Task" else { return false }
            }
            child = current
            parent = current.parent
        }
        return false
    }

    /// `group.currentTip as! PinTip`, which crashes the same way.
    func recordForcedCurrentTipCast(in sequence: SequenceExprSyntax) {
        let elements = Array(sequence.elements)
        for (position, element) in elements.enumerated() where position > 0 {
            guard let cast = element.as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark?.text == "!",
                let base = Self.currentTipBase(elements[position - 1]), !Self.isCheckedForNil(sequence, base: base)
            else { continue }
            appendMisuse(.forcedCurrentTip, sequence, detail: base)
        }
    }

    func appendMisuse(_ kind: APIMisuseSite.Kind, _ node: some SyntaxProtocol, detail: String?) {
        let context = context(node)
        facts.apiMisuses.append(APIMisuseSite(
            kind: kind, range: lines.range(of: node), detail: detail, enclosingType: context.qualifiedTypeName,
            isTestOrPreview: context.isTestOrPreview))
    }

    /// `tips` for `tips.currentTip`; nil unless the expression reads `currentTip` of something.
    private static func currentTipBase(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "currentTip",
            let base = member.base
        else { return nil }
        return base.trimmedDescription
    }

    /// The computed property whose getter builds `call` (`body` of a view included); nil when
    /// the call sits in a stored property's initial value, a function or an initialiser, which
    /// may run once.
    private static func computedPropertyAround(_ call: FunctionCallExprSyntax) -> String? {
        var node = Syntax(call)
        while let parent = node.parent {
            if let accessor = parent.as(AccessorDeclSyntax.self), accessor.accessorSpecifier.text != "get" { return nil }
            if let block = parent.as(AccessorBlockSyntax.self) {
                guard let binding = block.parent?.as(PatternBindingSyntax.self) else { return nil }
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            if parent.is(MemberBlockItemSyntax.self) || parent.is(FunctionDeclSyntax.self)
                || parent.is(InitializerDeclSyntax.self) || parent.is(SubscriptDeclSyntax.self)
            {
                return nil
            }
            node = parent
        }
        return nil
    }

    /// `Menu` when the popover's view is one of a menu's items; `secondaryAction` when it sits
    /// in toolbar content placed in the overflow menu. Nil for a menu's label and anything else.
    private static func overflowContainer(around call: FunctionCallExprSyntax) -> String? {
        var node = Syntax(call)
        while let parent = node.parent, !parent.is(MemberBlockItemSyntax.self) {
            node = parent
            guard let closure = node.as(ClosureExprSyntax.self), let owner = SyntaxQueries.owningCall(of: closure),
                let name = SyntaxQueries.calleeName(owner.call)
            else { continue }
            switch name {
            case "Menu" where owner.label == nil || owner.label == "content":
                return "Menu"
            case "ToolbarItem", "ToolbarItemGroup":
                let placement = owner.call.arguments.first { $0.label?.text == "placement" }
                if let placement, placement.expression.trimmedDescription.hasSuffix(".secondaryAction") { return "secondaryAction" }
                return nil
            default:
                continue
            }
        }
        return nil
    }

    /// The `TipView` carries `.disabled(…)`, or a container it is built in does: `.disabled(true)`
    /// at any depth, a condition only on the innermost container. A condition on a whole screen
    /// (`.disabled(isSaving)` over a form while it saves, with a progress overlay) is a moment's
    /// state, not a tip that can never be closed.
    private static func isInsideDisabledContainer(_ call: FunctionCallExprSyntax) -> Bool {
        if chainDisables(Syntax(call)) != nil { return true }
        var node = Syntax(call)
        var innermost = true
        while let parent = node.parent, !parent.is(MemberBlockItemSyntax.self) {
            node = parent
            guard let closure = node.as(ClosureExprSyntax.self), let owner = SyntaxQueries.owningCall(of: closure) else { continue }
            switch chainDisables(Syntax(owner.call)) {
            case true?: return true
            case false? where innermost: return true
            default: innermost = false
            }
        }
        return false
    }

    /// Whether a modifier applied to the view `start` builds is `.disabled(…)`: `true` for the
    /// literal `true`, `false` for a condition; nil when none is, or only `.disabled(false)`.
    private static func chainDisables(_ start: Syntax) -> Bool? {
        var current = start
        var found: Bool?
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
            let modifier = member.parent?.as(FunctionCallExprSyntax.self), modifier.calledExpression.id == member.id
        {
            if member.declName.baseName.text == "disabled", let argument = modifier.arguments.first {
                switch argument.expression.as(BooleanLiteralExprSyntax.self)?.literal.text {
                case "true": return true
                case "false": break
                default: found = false
                }
            }
            current = Syntax(modifier)
        }
        return found
    }
}
