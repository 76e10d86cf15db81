import SwiftSyntax

/// Finds what makes an identifier differ between launches or languages: `UUID()`,
/// `Date.now`, `.random…`, localised text, positions, and the member reads to follow one hop.
final class UnstableSourceFinder: SyntaxVisitor {
    private let lines: LineTable
    /// Whether `title`/`message` refer to the tip's own visible text (inside a tip type).
    private let insideTip: Bool
    private(set) var sources: [UnstableSource] = []
    private(set) var hops: [MemberHop] = []

    private static let unstableCalls: [String: String] = [
        "UUID": "UUID()", "Date": "Date()", "ObjectIdentifier": "ObjectIdentifier",
        "arc4random": "arc4random()", "arc4random_uniform": "arc4random_uniform()",
        "NSLocalizedString": "NSLocalizedString", "LocalizedStringResource": "LocalizedStringResource",
    ]
    private static let unstableMembers: [String: String] = [
        "now": "Date.now", "globallyUniqueString": "ProcessInfo.processInfo.globallyUniqueString",
        "hashValue": "hashValue", "uuidString": "UUID().uuidString",
    ]
    private static let positionNames: Set<String> = ["index", "idx", "offset", "i", "position", "row"]

    init(lines: LineTable, insideTip: Bool) {
        self.lines = lines
        self.insideTip = insideTip
        super.init(viewMode: .sourceAccurate)
    }

    /// Analyses one expression or accessor body.
    static func analyse(_ node: some SyntaxProtocol, lines: LineTable, insideTip: Bool) -> (sources: [UnstableSource], hops: [MemberHop]) {
        let finder = UnstableSourceFinder(lines: lines, insideTip: insideTip)
        finder.walk(node)
        if finder.sources.isEmpty, finder.hops.isEmpty, let member = wholeMemberRead(Syntax(node)),
            let base = member.base.flatMap(SyntaxQueries.dottedName), !base.contains("."), base.first?.isLowercase == true,
            base != "self"
        {
            finder.hops.append(MemberHop(base: base, member: member.declName.baseName.text, range: lines.range(of: member)))
        }
        return (finder.sources, finder.hops)
    }

    /// `{ hint.id }`, `{ return hint.id }` or `= hint.id`: the whole value is another value's
    /// property, to be followed like `"\(hint.id)"`.
    private static func wholeMemberRead(_ node: Syntax) -> MemberAccessExprSyntax? {
        if let member = node.as(MemberAccessExprSyntax.self) { return member }
        guard let block = node.as(AccessorBlockSyntax.self), case .getter(let items) = block.accessors, items.count == 1,
            let item = items.first?.item
        else { return nil }
        let expression = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
        return expression?.as(MemberAccessExprSyntax.self)
    }

    private func record(_ description: String, _ node: some SyntaxProtocol) {
        sources.append(UnstableSource(description: description, range: lines.range(of: node)))
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let name = SyntaxQueries.calleeName(node) else { return .visitChildren }
        if let description = Self.unstableCalls[name] {
            record(description, node)
            return .skipChildren
        }
        if name == "String", node.arguments.first?.label?.text == "localized" {
            record("String(localized:)", node)
            return .skipChildren
        }
        if name.hasPrefix("random") || name == "shuffled" {
            record(".\(name)", node)
            return .skipChildren
        }
        if name == "firstIndex" || name == "lastIndex" {
            record("\(name)(of:)", node)
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        if let description = Self.unstableMembers[name] {
            record(description, node)
            return .skipChildren
        }
        if insideTip, name == "title" || name == "message", node.base.map({ $0.trimmedDescription == "self" }) ?? false {
            record("the tip's own \(name)", node)
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if insideTip, name == "title" || name == "message" {
            record("the tip's own \(name)", node)
        }
        return .skipChildren
    }

    override func visit(_ node: ExpressionSegmentSyntax) -> SyntaxVisitorContinueKind {
        guard node.expressions.count == 1, let expression = node.expressions.first?.expression else {
            return .visitChildren
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if Self.positionNames.contains(name) {
                record("\\(\(name))", reference)
            } else if !(insideTip && (name == "title" || name == "message")) {
                hops.append(MemberHop(base: nil, member: name, range: lines.range(of: reference)))
            }
        } else if let member = expression.as(MemberAccessExprSyntax.self),
            Self.unstableMembers[member.declName.baseName.text] == nil,
            let base = member.base.flatMap(SyntaxQueries.dottedName)
        {
            let memberName = member.declName.baseName.text
            if base == "self" {
                hops.append(MemberHop(base: nil, member: memberName, range: lines.range(of: member)))
                return .skipChildren
            } else if !base.contains("."), base.first?.isLowercase == true {
                hops.append(MemberHop(base: base, member: memberName, range: lines.range(of: member)))
                return .skipChildren
            }
        }
        return .visitChildren
    }
}
