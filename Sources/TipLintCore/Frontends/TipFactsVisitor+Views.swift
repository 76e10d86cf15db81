import SwiftSyntax

/// Child views: what a view's screen is made of besides its own display sites.
extension TipFactsVisitor {
    /// SwiftUI's own views, which are never a project's view: leaving them out keeps the facts
    /// small. Any other capitalised call may be a project view; the index decides.
    static let frameworkViews: Set<String> = [
        "Text", "Image", "Label", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid",
        "Grid", "GridRow", "List", "ForEach", "Section", "Group", "Form", "ScrollView", "NavigationStack",
        "NavigationView", "NavigationSplitView", "NavigationLink", "Button", "Toggle", "Picker", "Menu", "Link",
        "Spacer", "Divider", "Color", "TextField", "SecureField", "TextEditor", "Slider", "Stepper", "DatePicker",
        "ProgressView", "GeometryReader", "TabView", "Tab", "EmptyView", "AnyView", "ShareLink", "TipView",
        "ContentUnavailableView", "ToolbarItem", "ToolbarItemGroup", "Circle", "Rectangle", "RoundedRectangle",
        "Capsule", "Font", "Binding", "Date", "URL", "UUID", "Action",
    ]

    /// `Child()`, `Child(item: item)`, `Child { … }` inside a type: a possible child view.
    func recordChildView(_ call: FunctionCallExprSyntax) {
        let callee = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
        guard let name = SyntaxQueries.dottedName(callee), let last = name.split(separator: ".").last,
            last.first?.isUppercase == true, !Self.frameworkViews.contains(String(last)),
            blockContext(call).qualifiedTypeName != nil
        else { return }
        let context = isInsideTernary(call) || Self.needsOwnContext(call) ? context(call) : blockContext(call)
        // Code that runs when the person acts or the view appears builds no part of the screen.
        switch context.placement.kind {
        case .controlAction, .task, .onAppear: return
        default: break
        }
        facts.childViews.append(ChildViewSite(
            typeName: name, range: lines.range(of: callee), enclosingType: context.qualifiedTypeName,
            branches: context.branches, insideForEach: context.insideForEach, presentation: context.presentation,
            isTestOrPreview: context.isTestOrPreview, onEveryRow: context.onEveryRow, buildsContent: Self.buildsContent(call)))
    }

    /// Whether the declaration around `call` builds content (see `ChildViewSite.buildsContent`):
    /// the nearest initialiser, function or property binding decides; top-level code does.
    private static func buildsContent(_ call: FunctionCallExprSyntax) -> Bool {
        var child = Syntax(call)
        var current = call.parent
        while let node = current {
            // An initialiser, or a property wrapper's argument (`@State(initialValue: Model())`).
            if node.is(InitializerDeclSyntax.self) || node.is(AttributeSyntax.self) { return false }
            if let function = node.as(FunctionDeclSyntax.self) {
                return ViewMemberFinder.hasBuilderAttribute(function.attributes)
                    || function.signature.returnClause.map { ViewMemberFinder.buildsContent($0.type) } == true
            }
            // A stored property's initial value; a computed property's accessors build content.
            // A local's value (`let shell = Shell()` in `body`) is decided by what encloses it.
            if let binding = node.as(PatternBindingSyntax.self) {
                guard child.id == binding.initializer.map({ Syntax($0).id }) else { return true }
                if binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true { return false }
            }
            if node.is(MemberBlockSyntax.self) || node.is(SourceFileSyntax.self) { return true }
            child = node
            current = node.parent
        }
        return true
    }

    /// The code block's shared context misses what lies between the block and the call: a
    /// `?:` arm, a `destination:` argument, and which tab the statement is (of a `TabView`'s
    /// closure, or a `.tabItem` view or `Tab` anywhere).
    static func needsOwnContext(_ call: FunctionCallExprSyntax) -> Bool {
        var current = call.parent
        var child = Syntax(call)
        while let parent = current {
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                if let item = child.as(CodeBlockItemSyntax.self), SyntaxContext.isTab(item) { return true }
                guard let closure = list.parent?.as(ClosureExprSyntax.self), let owner = SyntaxQueries.owningCall(of: closure)
                else { return false }
                return SyntaxQueries.calleeName(owner.call) == "TabView"
            }
            if parent.as(LabeledExprSyntax.self)?.label?.text == "destination" { return true }
            child = parent
            current = parent.parent
        }
        return false
    }
}
