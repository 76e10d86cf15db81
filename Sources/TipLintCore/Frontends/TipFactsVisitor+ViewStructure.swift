import SwiftSyntax

/// Before the main walk: the view members a file declares (one pass over the declarations,
/// bodies skipped). During the walk: their uses in the file, and the `#if` clauses compiled
/// into only some builds.
extension TipFactsVisitor {
    func recordViewStructure(_ file: SourceFileSyntax) {
        let finder = ViewMemberFinder(lines: lines)
        finder.walk(file)
        facts.viewStructure.members = finder.members
        viewMemberNames = Set(finder.members.map(\.name))
    }

    /// During the walk: a reference to a view member's name declared in this file.
    func recordViewMemberUse(_ reference: DeclReferenceExprSyntax) {
        guard !viewMemberNames.isEmpty, case .identifier(let name) = reference.baseName.tokenKind, viewMemberNames.contains(name),
            let use = memberUse(reference, name: name)
        else { return }
        facts.viewStructure.uses.append(use)
    }

    /// The clauses of an `#if` that only some of the fixed builds compile.
    func recordBuildRegions(_ declaration: IfConfigDeclSyntax) {
        for (clause, builds) in gate.fixedBuilds(of: declaration) where builds != .all {
            facts.viewStructure.buildRegions.append(BuildRegion(range: lines.range(of: clause), builds: builds))
        }
    }

    /// `name` read as itself or through `self`: `emptyState`, `self.header`, `content(for: tab)`.
    /// A read through another value (`tab.label`) is another instance's member.
    private func memberUse(_ reference: DeclReferenceExprSyntax, name: String) -> ViewMemberUse? {
        var expression = Syntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
            expression = Syntax(member)
        }
        let context = context(expression)
        return ViewMemberUse(
            name: name, range: lines.range(of: expression), enclosingType: context.qualifiedTypeName, branches: context.branches,
            presentation: context.presentation, isTestOrPreview: context.isTestOrPreview, onEveryRow: context.onEveryRow)
    }
}

/// The computed properties and functions of a type that build view content: their type is
/// opaque (`some View`, `some ToolbarContent`) or `AnyView`, or a result builder attribute
/// (`@ViewBuilder`) marks them. `body` is the view itself, not a member it uses.
final class ViewMemberFinder: SyntaxVisitor {
    let lines: LineTable
    var members: [ViewMember] = []
    private var types: [String] = []

    init(lines: LineTable) {
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.extendedType.trimmedDescription) }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: ActorDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

    private func enter(_ name: String) -> SyntaxVisitorContinueKind {
        types.append(name)
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !types.isEmpty else { return .skipChildren }
        let builder = Self.hasBuilderAttribute(node.attributes)
        for binding in node.bindings where binding.accessorBlock != nil {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name != "body",
                builder || binding.typeAnnotation.map({ Self.buildsContent($0.type) }) == true
            else { continue }
            record(name, node: node, modifiers: node.modifiers)
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if !types.isEmpty, node.body != nil,
            Self.hasBuilderAttribute(node.attributes) || node.signature.returnClause.map({ Self.buildsContent($0.type) }) == true
        {
            record(node.name.text, node: node, modifiers: node.modifiers)
        }
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func record(_ name: String, node: some SyntaxProtocol, modifiers: DeclModifierListSyntax) {
        let isPrivate = modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
        members.append(ViewMember(
            name: name, enclosingType: types.joined(separator: "."), range: lines.range(of: node), isPrivate: isPrivate))
    }

    static func hasBuilderAttribute(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription.hasSuffix("Builder") == true }
    }

    static func buildsContent(_ type: TypeSyntax) -> Bool {
        type.is(SomeOrAnyTypeSyntax.self) && type.as(SomeOrAnyTypeSyntax.self)?.someOrAnySpecifier.tokenKind == .keyword(.some)
            || type.trimmedDescription == "AnyView"
    }
}
