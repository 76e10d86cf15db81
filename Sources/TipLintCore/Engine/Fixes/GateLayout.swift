import SwiftParser
import SwiftSyntax

/// Lays out `#if CONDITION … #endif` around statements on the syntax tree: the engine's half of
/// a fix that asks for `StatementGating` (rules never see the tree).
///
/// Statements next to each other in one statement list share one block. `#if` and `#endif`
/// stand on lines of their own, so a statement that shares its line with other code is moved:
/// the gaps between that line's elements of the list (the opening `{`, `in` or `:`, the other
/// statements, the closing `}`) become line breaks. When that opens a body that sits on one
/// line with its enclosing statement's own list (`HStack { Button("Show") { Tips.… } }`), the
/// enclosing list is opened the same way, outwards. A moved statement is indented one level
/// deeper than its list's opening line, in the file's own style (a tab, or the width of spaces
/// it indents by), or like the statement that began its line. `#if`/`#endif` and the body
/// follow the file's own blocks (`GateStyle`: directives at column 0 or at the code's
/// indentation, the body indented one more level or not). New lines end as the line they
/// are made from ends (`\r\n` stays `\r\n`). Comments in a gap stay, in order; a `;` before a
/// new line break goes. `GateEditProof` checks the result again before it is written.
struct GateLayout {
    let text: TextBytes
    let tree: SourceFileSyntax
    /// Whether `tree` is `text` parsed as `SwiftInputLimits.parsed` parses it (the front end's
    /// tree is), so that the fix's proof may take it (`FixTrees`).
    let treeIsWithinLimits: Bool
    /// How the file lays out its own `#if` blocks, which the new ones copy.
    let style: GateStyle
    /// The most statements whose lines one layout breaks up together (see `layOut`).
    static let maximumSharedStatements = 64

    /// `tree`: the front end's tree of exactly `source`, when it was kept; else it is parsed here,
    /// as the front end parses (a text over its limits, which the front end skips, as it is).
    init(source: String, tree: SourceFileSyntax? = nil) {
        text = TextBytes(source)
        if let tree = tree ?? SwiftInputLimits.parsed(source) {
            self.tree = tree
            treeIsWithinLimits = true
        } else {
            SwiftParseLog.record(source)
            self.tree = Parser.parse(source: source)
            treeIsWithinLimits = false
        }
        style = GateStyle(of: self.tree, text: text)
    }

    /// Why a request could not be laid out, for the notification that replaces its fix.
    struct Refusal: Error, Equatable {
        var reason: String

        static let notAStatement = Refusal(reason: "its statement is not a whole statement of a statement list in the text laid out")
        static let crowdedList = Refusal(
            reason: "the code around its statement has parse errors, or more than white space and comments between statements")
        static let tooManyShared = Refusal(
            reason: "more than \(GateLayout.maximumSharedStatements) statements whose lines are broken up would share one edit")
        static let nothingToChange = Refusal(reason: "the layout found nothing to change")
    }

    /// For each request, in order: the replacements that gate its statements (shared with the
    /// requests whose statements sit beside them or on their lines), or why there are none (one
    /// of its statements is not a whole statement of a statement list in this text, say).
    func layOut(_ requests: [StatementGating]) -> [Result<[Replacement], Refusal>] {
        var results: [[Replacement]?] = Array(repeating: [], count: requests.count)
        // The first reason each request met; a request left nil has one.
        var refusals: [Int: Refusal] = [:]
        var lists: [SyntaxIdentifier: CodeBlockItemListSyntax] = [:]
        var targets: [SyntaxIdentifier: [Target]] = [:]
        var positions: [SyntaxIdentifier: [SyntaxIdentifier: Int]] = [:]
        for (number, request) in requests.enumerated() {
            let found = request.statements.compactMap { range -> (CodeBlockItemListSyntax, Target)? in
                guard let item = item(startingAt: range.start), let (list, index) = Self.place(of: item, positions: &positions) else { return nil }
                return (list, Target(index: index, condition: request.condition, request: number))
            }
            guard found.count == request.statements.count else {
                results[number] = nil
                refusals[number] = .notAStatement
                continue
            }
            for (list, target) in found {
                lists[list.id] = list
                targets[list.id, default: []].append(target)
            }
        }
        // Plan each list; a list whose opening line breaks may need its enclosing list opened too.
        var plans: [SyntaxIdentifier: ListPlan] = [:]
        var opened: [SyntaxIdentifier: Set<Int>] = [:]
        var work = Array(targets.keys)
        while let id = work.popLast() {
            guard let list = lists[id] else { continue }
            guard let plan = plan(list, targets: targets[id] ?? [], opening: opened[id] ?? []) else {
                for target in targets[id] ?? [] {
                    results[target.request] = nil
                    if refusals[target.request] == nil { refusals[target.request] = .crowdedList }
                }
                plans[id] = nil
                continue
            }
            plans[id] = plan
            guard plan.breaksOpeningLine, let item = list.parent?.ancestorOrSelf(mapping: { $0.as(CodeBlockItemSyntax.self) }),
                let (parent, index) = Self.place(of: item, positions: &positions), opened[parent.id]?.contains(index) != true,
                let shares = sharesLine(item, in: parent, at: index), shares
            else { continue }
            lists[parent.id] = parent
            opened[parent.id, default: []].insert(index)
            work.append(parent.id)
        }
        // Outer lists first: a list opened outwards moves the line an inner list opens on.
        var moved: [Int: String] = [:]
        var shared: [Replacement] = []
        var sharedRequests: [Int] = []
        for (id, plan) in plans.sorted(by: { $0.value.elements[0].start < $1.value.elements[0].start }) {
            guard let list = lists[id] else { continue }
            let rendered = render(plan, openingIndentation: openingIndentation(of: list, plan: plan, moved: moved))
            moved.merge(rendered.moved) { _, new in new }
            if plan.runs.isEmpty {
                for (group, replacements) in zip(plan.groups, rendered.perGroup) {
                    for request in group.requests where results[request] != nil { results[request]! += replacements }
                }
            } else {
                shared += rendered.perGroup.flatMap { $0 } + rendered.breaks
                sharedRequests += plan.groups.flatMap(\.requests)
            }
        }
        shared.sort { $0.range.start < $1.range.start }
        // Statements whose lines are broken up share every replacement of their run. Past
        // `maximumSharedStatements` (generated code, a minified line) each fix would carry the
        // whole run again: those fixes are dropped, the findings stay.
        let sharing = Set(sharedRequests)
        for request in sharing where results[request] != nil {
            results[request] = sharing.count > Self.maximumSharedStatements
                ? nil : (results[request]! + shared).sorted { $0.range.start < $1.range.start }
            if results[request] == nil { refusals[request] = .tooManyShared }
        }
        return results.enumerated().map { number, replacements in
            guard let replacements else { return .failure(refusals[number] ?? .notAStatement) }
            return replacements.isEmpty ? .failure(.nothingToChange) : .success(replacements)
        }
    }

    /// The statement that starts exactly at `position`: found from the token there upwards
    /// (a descent from the root, so each request costs the tree's depth, not its size).
    private func item(startingAt position: SourcePosition) -> CodeBlockItemSyntax? {
        guard let offset = text.utf8Offset(of: position), let token = tree.token(at: AbsolutePosition(utf8Offset: offset)),
            token.positionAfterSkippingLeadingTrivia.utf8Offset == offset
        else { return nil }
        var current = Syntax(token)
        while let parent = current.parent {
            if let item = parent.as(CodeBlockItemSyntax.self), item.positionAfterSkippingLeadingTrivia.utf8Offset == offset { return item }
            current = parent
        }
        return nil
    }

    /// The list a statement belongs to, and its index there. `positions` keeps each list's
    /// statement indexes once built, so many statements of one long list cost its length once.
    private static func place(
        of item: CodeBlockItemSyntax, positions: inout [SyntaxIdentifier: [SyntaxIdentifier: Int]]
    ) -> (CodeBlockItemListSyntax, Int)? {
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return nil }
        if positions[list.id] == nil {
            positions[list.id] = Dictionary(uniqueKeysWithValues: list.enumerated().map { ($0.element.id, $0.offset) })
        }
        return positions[list.id]?[item.id].map { (list, $0) }
    }

    /// Whether a statement shares a line with its list's other elements; nil when its gaps hold
    /// more than trivia.
    private func sharesLine(_ item: CodeBlockItemSyntax, in list: CodeBlockItemListSyntax, at index: Int) -> Bool? {
        let elements = Self.elements(of: list, text: text)
        let position = index + (elements.hasOpening ? 1 : 0)
        guard let before = position > 0 ? text.lineBreaks(from: elements.all[position - 1].end, to: elements.all[position].start) : [],
            let after = text.lineBreaks(from: elements.all[position].end, to: elements.all[position + 1].start)
        else { return nil }
        return (position > 0 && before.isEmpty) || (after.isEmpty && !elements.all[position + 1].isEndOfFile)
    }

    /// The indentation of the line a list opens on, once the lists around it are laid out.
    private func openingIndentation(of list: CodeBlockItemListSyntax, plan: ListPlan, moved: [Int: String]) -> String {
        guard plan.hasOpening else { return "" }
        let opening = plan.elements[0].start
        if let item = list.parent?.ancestorOrSelf(mapping: { $0.as(CodeBlockItemSyntax.self) }) {
            let start = item.positionAfterSkippingLeadingTrivia.utf8Offset
            if let indentation = moved[start], text.lineStart(of: start) == text.lineStart(of: opening) {
                return indentation
            }
        }
        return text.indentation(ofLineAt: opening)
    }
}

extension GateLayout {
    /// `findings` (of the file whose text is `source`) with their gating fixes laid out. The
    /// active findings' statements are laid out together, so neighbours share one block; a
    /// suppressed finding's fix is laid out on its own. A fix that cannot be laid out is taken
    /// off its finding (which stays) and, for an active finding, named in a notification at the
    /// finding, saying why: a fix never vanishes unexplained. `tree`: `source`'s, when kept.
    /// `position` maps a position in `source` to one in the finding's file (a Markdown file's,
    /// for a snippet). `keepsTree`: `source` is a whole Swift file's text, whose tree the proof
    /// of `--fix` takes rather than parsing it again (`FixTrees`, kept only while fixing).
    static func resolve(
        _ findings: [Finding], source: String, tree: SourceFileSyntax? = nil, keepsTree: Bool = false,
        position: (SourcePosition) -> SourcePosition = { $0 }
    ) -> (findings: [Finding], notifications: [ToolNotification]) {
        let gated = findings.indices.filter { findings[$0].fix?.gating != nil }
        guard !gated.isEmpty else { return (findings, []) }
        let layout = GateLayout(source: source, tree: tree)
        let active = gated.filter { findings[$0].suppression == nil && !findings[$0].counterExample }
        let activeSet = Set(active)
        var batches = [active]
        batches += gated.filter { !activeSet.contains($0) }.map { [$0] }
        var resolved = findings
        var notifications: [ToolNotification] = []
        for batch in batches where !batch.isEmpty {
            for (index, laidOut) in zip(batch, layout.layOut(batch.compactMap { findings[$0].fix?.gating })) {
                switch laidOut {
                case .success(let replacements):
                    resolved[index].fix?.replacements = replacements
                case .failure(let refusal):
                    resolved[index].fix = nil
                    guard activeSet.contains(index) else { continue }
                    let finding = findings[index]
                    notifications.append(ToolNotification(
                        level: .note, path: finding.location.path, position: position(finding.location.range.start),
                        message: "no automatic fix for this \(finding.ruleID) finding: \(refusal.reason); fix it by hand"))
                }
            }
        }
        if keepsTree, layout.treeIsWithinLimits, active.contains(where: { resolved[$0].fix != nil }) {
            FixTrees.keep(layout.tree, of: source)
        }
        return (resolved, notifications)
    }
}
