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
        "hashValue": "hashValue",
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
        if finder.sources.isEmpty, finder.hops.isEmpty, var value = wholeValue(Syntax(node)) {
            if let base = uuidStringBase(value) { value = base }
            if let member = value.as(MemberAccessExprSyntax.self), let base = member.base.flatMap(SyntaxQueries.dottedName) {
                // `hint.id` reads a value's property; `Strings.tipID` and `Self.tipID` a constant.
                let readsValue = !base.contains(".") && base.first?.isLowercase == true && base != "self"
                if readsValue || base.first?.isUppercase == true {
                    finder.hops.append(MemberHop(base: base, member: member.declName.baseName.text, range: lines.range(of: member)))
                }
            } else if let reference = value.as(DeclReferenceExprSyntax.self), case .identifier(let name) = reference.baseName.tokenKind {
                // `{ tipID }`: a property of the tip, or a constant.
                finder.hops.append(MemberHop(base: nil, member: name, range: lines.range(of: reference)))
            }
        }
        return (finder.sources, finder.hops)
    }

    /// `{ hint.id }`, `{ return hint.id }` or `= hint.id` (or a bare name): the whole value is
    /// another value's property or a constant, to be followed like `"\(hint.id)"`.
    private static func wholeValue(_ node: Syntax) -> ExprSyntax? {
        if let expression = node.as(ExprSyntax.self) { return expression }
        guard let block = node.as(AccessorBlockSyntax.self), case .getter(let items) = block.accessors, items.count == 1,
            let item = items.first?.item
        else { return nil }
        return item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
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
        // `.uuidString` spells out whatever UUID it is given: a new one only for `UUID()`; a
        // stored UUID is followed where it is set, like any other value read.
        if name == "uuidString" {
            guard let base = node.base, Self.isNewUUID(base) else { return .visitChildren }
            record("UUID().uuidString", node)
            return .skipChildren
        }
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

    /// `UUID()`, `Foundation.UUID()`: a new value each time it runs.
    private static func isNewUUID(_ expression: ExprSyntax) -> Bool {
        guard let call = SyntaxQueries.stripped(expression).as(FunctionCallExprSyntax.self) else { return false }
        return SyntaxQueries.calleeName(call) == "UUID" && call.arguments.isEmpty
    }

    /// `album.remoteID.uuidString` reads `album.remoteID`: the value to follow.
    private static func uuidStringBase(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let member = SyntaxQueries.stripped(expression).as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "uuidString", let base = member.base, !isNewUUID(base)
        else { return nil }
        return base
    }

    override func visit(_ node: ExpressionSegmentSyntax) -> SyntaxVisitorContinueKind {
        guard node.expressions.count == 1, var expression = node.expressions.first?.expression else {
            return .visitChildren
        }
        if let base = Self.uuidStringBase(expression) { expression = base }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            // In a tip's own `id`, `\(index)` is usually a stored property: where its value
            // comes from is decided at the tip's construction sites, not by its name.
            if Self.positionNames.contains(name), !insideTip {
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
            } else if base.first?.isUppercase == true {
                // `\(Strings.prefix)`: a constant, followed in the index; what it is built from
                // (`\(Date.now.timeIntervalSince1970)`) is still read below.
                hops.append(MemberHop(base: base, member: memberName, range: lines.range(of: member)))
            }
        }
        return .visitChildren
    }
}
