import SwiftSyntax

/// A type declaration or extension around a node.
struct TypeFrame {
    var name: String
    var inherited: [String]

    func inherits(_ candidates: String...) -> Bool {
        candidates.contains { candidate in
            inherited.contains { $0 == candidate || $0.hasSuffix(".\(candidate)") }
        }
    }

    var isApp: Bool { inherits("App") }
    var isView: Bool { inherits("View") }
    var isAppDelegate: Bool {
        inherits("UIApplicationDelegate", "NSApplicationDelegate") || name.hasSuffix("AppDelegate")
    }
}

/// What surrounds a node, found by one walk up its parents: the types, the function or
/// property, the innermost closure and the call it is passed to, the branches, and whether
/// it is test or preview code.
struct SyntaxContext {
    /// Innermost first.
    var types: [TypeFrame] = []
    var placement = PlacementContext(kind: .topLevel)
    /// Identifies the function body for lifecycle sequences; nil at top level.
    var functionKey: String?
    var functionName: String?
    var branches: [BranchStep] = []
    var insideForEach = false
    /// Inside `ForEach` rows with no branch between the row and the node: on every row.
    var onEveryRow = false
    /// The UTF-8 offset of the innermost call that presents what the node builds as a screen
    /// of its own (`.sheet { … }`, a `NavigationLink` destination); nil on the view's own screen.
    var presentation: Int?
    var isTestOrPreview = false
    /// Inside `#Preview` or a `PreviewProvider` (a part of `isTestOrPreview`): what the
    /// inventory marks among a tip's display sites.
    var isPreview = false

    var innermostType: TypeFrame? { types.first }

    /// `Outer.Inner` for the innermost type.
    var qualifiedTypeName: String? {
        types.isEmpty ? nil : types.reversed().map(\.name).joined(separator: ".")
    }

    static let appDelegateLaunchLabels: Set<String> = ["didFinishLaunchingWithOptions", "willFinishLaunchingWithOptions"]
    static let appDelegateLaunchNames: Set<String> = ["applicationDidFinishLaunching", "applicationWillFinishLaunching"]
    static let controlNames: Set<String> = ["Button", "Toggle", "Menu", "NavigationLink"]
    /// UIKit's handlers of a person's action: a menu or button's `UIAction`, an alert's button.
    static let actionHandlers: Set<String> = ["UIAction", "UIAlertAction", "UIContextualAction"]
    /// Sequence methods that call their closure before they return.
    static let inPlaceClosureCallees: Set<String> = [
        "forEach", "map", "compactMap", "flatMap", "filter", "reduce", "first", "contains", "sorted",
    ]

    /// `Task { … }`, `Task.detached { … }`, `Task<Void, Never> { … }`.
    static func startsTask(_ call: FunctionCallExprSyntax) -> Bool {
        let callee = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
        let name = SyntaxQueries.dottedName(callee)
        return name == "Task" || name == "Task.detached"
    }

    /// `items.forEach { … }`, `steps.first(where: { … })`: a method call whose closure runs in place.
    static func runsClosureInPlace(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calledExpression.is(MemberAccessExprSyntax.self), let name = SyntaxQueries.calleeName(call) else { return false }
        return inPlaceClosureCallees.contains(name)
    }


    /// What the walk found that `placement` is made from: the innermost closure whose code runs
    /// apart from the code around it, whether a `Task` closure came first, and the function,
    /// property, initialiser, deinitialiser or subscript whose body holds the node. Kept so that
    /// a context can stand for the rest of a walk from a node below it (`appendOuter`).
    private var innermostClosure: (name: String?, label: String?)?
    /// Where that closure starts (UTF-8 offset): code in two such closures of one function
    /// runs in no order the function's text gives (`register("a") { … }`, `register("b") { … }`).
    private var innermostClosureOffset: Int?
    private var deferred = false
    private var function: Syntax?

    /// `knownFrames`: the type frames already built for this file's type declarations, by
    /// node; building one reads its inheritance clause, and every walk up passes its types.
    /// `known`: contexts already worked out, by node; the walk stops at the first ancestor found
    /// there and takes what lies above from it, so the nested blocks of a view body cost the
    /// steps between them rather than a walk to the file's root each (a tenth of a cold run).
    /// The answer is the same as a walk all the way up.
    init(
        of node: some SyntaxProtocol, fileName: String, knownFrames: [SyntaxIdentifier: TypeFrame] = [:],
        known: [SyntaxIdentifier: SyntaxContext] = [:]
    ) {
        var child = Syntax(node)
        var outer: SyntaxContext?
        var first = true
        while let parent = child.parent {
            if !first, let found = known[child.id] {
                outer = found
                break
            }
            first = false
            let insideBody = function == nil
            if insideBody {
                recordBranch(parent: parent, child: child)
                recordPresentation(parent: parent, child: child)
            }
            if let closure = parent.as(ClosureExprSyntax.self), insideBody {
                let owner = SyntaxQueries.owningCall(of: closure)
                let name = owner.flatMap { SyntaxQueries.calleeName($0.call) }
                // `steps.forEach { … }` calls its closure before it returns: the closure's code
                // runs where `forEach` is called, so it takes its placement from further out.
                let runsInPlace = owner.map { Self.runsClosureInPlace($0.call) } == true
                // `Task { … }` runs when the code around it runs (a Button's action, launch), just
                // later: it takes its placement from further out, marked `deferred`.
                let startsTask = owner.map { Self.startsTask($0.call) } == true
                if innermostClosure == nil, startsTask { deferred = true }
                if innermostClosure == nil, !runsInPlace, !startsTask {
                    innermostClosure = (name, owner?.label)
                    innermostClosureOffset = closure.position.utf8Offset
                }
                if name == "ForEach" || (name == "List" && owner.map { !$0.call.arguments.isEmpty } == true) {
                    // `if row.id == first.id { … }` inside the row shows it on some rows only.
                    // A `ForEach` that makes a `TabView`'s tabs shows one at a time, not rows.
                    if !insideForEach { onEveryRow = branches.isEmpty && owner.map { !Self.isTabViewItem($0.call) } != false }
                    insideForEach = true
                }
            }
            if function == nil, parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self)
                || parent.is(PatternBindingSyntax.self) || parent.is(DeinitializerDeclSyntax.self)
                || parent.is(SubscriptDeclSyntax.self)
            {
                function = parent
            }
            let frame = knownFrames[parent.id] ?? Self.typeFrame(parent)
            recordTestOrPreview(parent, frame: frame)
            if let frame { types.append(frame) }
            child = parent
        }
        if let outer { appendOuter(outer) }
        // The branches found on this walk are this type's code (an outer context's have theirs).
        let owner = qualifiedTypeName
        for index in branches.indices where !branches[index].valueChecks.isEmpty {
            for check in branches[index].valueChecks.indices where branches[index].valueChecks[check].owner == nil {
                branches[index].valueChecks[check].owner = owner
            }
        }
        placement = Self.placement(function: function, closure: innermostClosure, types: types, fileName: fileName)
        placement.enclosingType = qualifiedTypeName
        placement.deferred = deferred
        functionName = placement.name
        if let function {
            functionKey = "\(qualifiedTypeName ?? "").\(placement.name ?? "")@\(function.position.utf8Offset)"
                + (innermostClosureOffset.map { "#\($0)" } ?? "")
        }
    }

    /// Continues this walk with `outer`, the context of the node where it stopped: what one walk
    /// would have found above that node, taken in the same order (innermost first). Above a
    /// function's body only types and test or preview marks count, as in the walk.
    private mutating func appendOuter(_ outer: SyntaxContext) {
        types += outer.types
        isTestOrPreview = isTestOrPreview || outer.isTestOrPreview
        isPreview = isPreview || outer.isPreview
        guard function == nil else { return }
        if !insideForEach, outer.insideForEach {
            // The outer walk decided its rows with its own branches; these come below them.
            onEveryRow = branches.isEmpty && outer.onEveryRow
            insideForEach = true
        }
        branches += outer.branches
        presentation = presentation ?? outer.presentation
        if innermostClosure == nil {
            deferred = deferred || outer.deferred
            innermostClosure = outer.innermostClosure
            innermostClosureOffset = outer.innermostClosureOffset
        }
        function = outer.function
    }

    private mutating func recordBranch(parent: Syntax, child: Syntax) {
        // `#if os(iOS) … #else … #endif`: one clause is compiled into any one build.
        if let clause = parent.as(IfConfigClauseSyntax.self), let list = clause.parent?.as(IfConfigClauseListSyntax.self),
            let declaration = list.parent, let arm = Array(list).firstIndex(where: { $0.id == clause.id })
        {
            branches.append(BranchStep(branch: declaration.position.utf8Offset, arm: arm))
        } else if let ifExpression = parent.as(IfExprSyntax.self) {
            if child.id == ifExpression.body.id {
                let checks = NilChecks.of(ifExpression.conditions).checks
                branches.append(BranchStep(
                    branch: ifExpression.position.utf8Offset, arm: 0, nilChecks: checks, valueChecks: ValueChecks.of(ifExpression.conditions).checks))
            } else if let elseBody = ifExpression.elseBody, child.id == elseBody.id {
                // `else` of a condition that is one check is its opposite; of anything more, nothing is known.
                let condition = NilChecks.of(ifExpression.conditions)
                let negated = condition.complete && condition.checks.count == 1
                    ? condition.checks.map { NilCheck(name: $0.name, isNil: !$0.isNil) } : []
                branches.append(BranchStep(branch: ifExpression.position.utf8Offset, arm: 1, nilChecks: negated))
            }
        } else if let switchCase = parent.as(SwitchCaseSyntax.self), let list = switchCase.parent,
            let switchExpression = list.parent
        {
            let arm = Array(list.children(viewMode: .sourceAccurate)).firstIndex { $0.id == switchCase.id } ?? 0
            let checks = switchExpression.as(SwitchExprSyntax.self).map { ValueChecks.of(switchCase, subject: $0.subject) } ?? []
            branches.append(BranchStep(branch: switchExpression.position.utf8Offset, arm: arm, valueChecks: checks))
        } else if let ternary = parent.as(TernaryExprSyntax.self) {
            if child.id == ternary.thenExpression.id {
                branches.append(BranchStep(branch: ternary.position.utf8Offset, arm: 0))
            } else if child.id == ternary.elseExpression.id {
                branches.append(BranchStep(branch: ternary.position.utf8Offset, arm: 1))
            }
        } else if parent.is(UnresolvedTernaryExprSyntax.self), let sequence = parent.parent?.parent {
            branches.append(BranchStep(branch: sequence.position.utf8Offset, arm: 0))
        } else if let list = parent.as(ExprListSyntax.self), let sequence = list.parent {
            let elements = Array(list)
            if let index = elements.firstIndex(where: { $0.id == child.id }), index > 0,
                elements[index - 1].is(UnresolvedTernaryExprSyntax.self)
            {
                branches.append(BranchStep(branch: sequence.position.utf8Offset, arm: 1))
            }
        }
    }

    /// Modifiers whose content closure is shown on a screen of its own, over or instead of the
    /// view that presents it.
    static let presentingModifiers: Set<String> = [
        "sheet", "fullScreenCover", "popover", "navigationDestination", "inspector", "alert", "confirmationDialog",
    ]

    /// SwiftUI scenes whose content shows only when the person opens it; `WindowGroup` and
    /// `DocumentGroup` are what a launch opens.
    static let onDemandScenes: Set<String> = ["Settings", "MenuBarExtra", "Window", "UtilityWindow"]

    /// Presented content (a screen of its own) and `TabView` tabs (one shows at a time, so each
    /// top-level statement of its content is an arm of one branch).
    private mutating func recordPresentation(parent: Syntax, child: Syntax) {
        if presentation == nil, let closure = parent.as(ClosureExprSyntax.self), let owner = SyntaxQueries.owningCall(of: closure),
            let name = SyntaxQueries.calleeName(owner.call)
        {
            if let member = owner.call.calledExpression.as(MemberAccessExprSyntax.self), Self.presentingModifiers.contains(name) {
                // The modifier's name, not the call: a chain's calls all start where its first
                // view does, so `.navigationDestination { A() }.sheet { B() }` would be one screen.
                presentation = member.declName.position.utf8Offset
            } else if !owner.call.calledExpression.is(MemberAccessExprSyntax.self), Self.onDemandScenes.contains(name) {
                // A scene the person opens (the Settings window, a menu bar extra's panel, a
                // window opened by id) is a screen of its own, not the one a launch shows.
                presentation = owner.call.position.utf8Offset
            } else if name == "NavigationLink", Self.isNavigationDestination(closure, label: owner.label, of: owner.call) {
                presentation = owner.call.position.utf8Offset
            }
        } else if presentation == nil, let argument = parent.as(LabeledExprSyntax.self), argument.label?.text == "destination",
            !argument.expression.is(ClosureExprSyntax.self)
        {
            // `NavigationLink(destination: DetailView())`.
            presentation = argument.position.utf8Offset
        } else if let list = parent.as(CodeBlockItemListSyntax.self), let closure = list.parent?.as(ClosureExprSyntax.self),
            let owner = SyntaxQueries.owningCall(of: closure), SyntaxQueries.calleeName(owner.call) == "TabView",
            let arm = Array(list).firstIndex(where: { $0.id == child.id })
        {
            branches.append(BranchStep(branch: closure.position.utf8Offset, arm: arm))
        } else if let list = parent.as(CodeBlockItemListSyntax.self), let item = child.as(CodeBlockItemSyntax.self),
            Self.isTab(item), let arm = Array(list).firstIndex(where: { $0.id == child.id })
        {
            // A view with `.tabItem`, or a `Tab`, outside a `TabView`'s own closure (in a
            // `@ViewBuilder` member the `TabView` uses) is one tab too. The list's end names the
            // branch: no statement starts there.
            branches.append(BranchStep(branch: list.endPosition.utf8Offset, arm: arm))
        }
    }

    /// `Tab("Inbox") { … }`, or a view whose modifiers include `.tabItem { … }`.
    static func isTab(_ item: CodeBlockItemSyntax) -> Bool {
        var expression = item.item.as(ExprSyntax.self)
        while let call = expression?.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                if member.declName.baseName.text == "tabItem" { return true }
                expression = member.base
            } else {
                return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Tab"
            }
        }
        return false
    }

    /// `call` (with any modifiers after it) is a statement of a `TabView`'s content: one tab, or
    /// with `ForEach` the tabs.
    static func isTabViewItem(_ call: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(call)
        while let parent = current.parent, parent.is(MemberAccessExprSyntax.self) || parent.is(FunctionCallExprSyntax.self) {
            current = parent
        }
        guard let item = current.parent?.as(CodeBlockItemSyntax.self), let closure = item.parent?.parent?.as(ClosureExprSyntax.self),
            let owner = SyntaxQueries.owningCall(of: closure)
        else { return false }
        return SyntaxQueries.calleeName(owner.call) == "TabView"
    }

    /// `NavigationLink("Title") { Destination() }` and `NavigationLink { Destination() } label: { … }`
    /// present their closure; `NavigationLink(value:) { Label() }` and
    /// `NavigationLink(destination: D()) { Label() }` only label the link with it.
    private static func isNavigationDestination(_ closure: ClosureExprSyntax, label: String?, of call: FunctionCallExprSyntax) -> Bool {
        if label == "destination" { return true }
        guard label == nil, call.trailingClosure?.id == closure.id else { return false }
        if !call.additionalTrailingClosures.isEmpty { return true }
        let labels = call.arguments.map { $0.label?.text }
        return !labels.contains("value") && !labels.contains("destination") && labels.contains(nil)
    }

    private mutating func recordTestOrPreview(_ node: Syntax, frame: TypeFrame?) {
        if let macro = node.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
            isTestOrPreview = true
            isPreview = true
        } else if let macro = node.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" {
            isTestOrPreview = true
            isPreview = true
        } else if let frame, frame.inherits("PreviewProvider") {
            isTestOrPreview = true
            isPreview = true
        } else if let function = node.as(FunctionDeclSyntax.self), Self.hasAttribute(function.attributes, "Test") {
            isTestOrPreview = true
        } else if let frame, frame.inherits("XCTestCase") {
            isTestOrPreview = true
        }
    }

    static func hasAttribute(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
        attributes.contains { element in
            element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name
        }
    }

    static func typeFrame(_ node: Syntax) -> TypeFrame? {
        if let declaration = node.as(StructDeclSyntax.self) {
            return TypeFrame(name: declaration.name.text, inherited: SyntaxQueries.inheritedNames(declaration.inheritanceClause))
        }
        if let declaration = node.as(ClassDeclSyntax.self) {
            return TypeFrame(name: declaration.name.text, inherited: SyntaxQueries.inheritedNames(declaration.inheritanceClause))
        }
        if let declaration = node.as(EnumDeclSyntax.self) {
            return TypeFrame(name: declaration.name.text, inherited: SyntaxQueries.inheritedNames(declaration.inheritanceClause))
        }
        if let declaration = node.as(ActorDeclSyntax.self) {
            return TypeFrame(name: declaration.name.text, inherited: SyntaxQueries.inheritedNames(declaration.inheritanceClause))
        }
        if let declaration = node.as(ExtensionDeclSyntax.self) {
            return TypeFrame(
                name: declaration.extendedType.trimmedDescription,
                inherited: SyntaxQueries.inheritedNames(declaration.inheritanceClause))
        }
        return nil
    }

    /// Where a closure passed to `callee` under `label` runs; a function named in its place
    /// (`action: reset`, `perform: setUp`) runs there too.
    static func closurePlacement(callee name: String?, label: String?) -> PlacementContext {
        switch name {
        case "task": return PlacementContext(kind: .task, name: "task")
        case "onAppear": return PlacementContext(kind: .onAppear, name: "onAppear")
        case let name? where controlNames.contains(name) || actionHandlers.contains(name) || label == "action"
            || label == "primaryAction":
            return PlacementContext(kind: .controlAction, name: name)
        case let name? where gestureActions[name] != nil:
            return PlacementContext(kind: .controlAction, name: gestureActions[name])
        default: return PlacementContext(kind: .closure, name: name)
        }
    }

    /// A tap or a long press on a view is a person's action, as a button's is; the value names
    /// the control in messages ("in a tap gesture's action").
    static let gestureActions: [String: String] = ["onTapGesture": "tap gesture", "onLongPressGesture": "long-press gesture"]

}
