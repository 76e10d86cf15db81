import SwiftSyntax

/// One statement list: which of its gaps break, and the replacements that follow.
extension GateLayout {
    /// A requested statement: its index in its list.
    struct Target {
        var index: Int
        var condition: String
        var request: Int
    }

    /// The list's opening (`{`, `in`, `:`, none at a file's top level), statements and closing
    /// (the token after the list, or the end of the file), as UTF-8 offsets.
    struct Element {
        var start: Int
        /// Where the element ends, without a `;` after it.
        var contentEnd: Int
        /// Where it ends, with the `;`.
        var end: Int
        var semicolon: Int?
        var isEndOfFile = false
    }

    /// Consecutive statements (element positions `first...last`) under one `#if condition`,
    /// or, without a condition, a statement that only needs lines of its own because a body
    /// inside it is opened (`GateLayout.layOut`).
    struct Group {
        var first: Int
        var last: Int
        var condition: String?
        var requests: [Int]
        /// The `#endif` line of the block before the group, deleted instead of adding `#if`.
        var joinsPrevious: JoinedLine?
        /// The `#if` line of the block after the group, deleted instead of adding `#endif`.
        var joinsNext: JoinedLine?
        /// The indentation of the joined block's directives, for the group's new one.
        var joinedIndentation: String?
    }

    struct ListPlan {
        var elements: [Element]
        var hasOpening: Bool
        /// The line breaks in the gap after each element but the last.
        var breaks: [[TextBytes.LineBreak]]
        var groups: [Group]
        /// Runs of gaps without a line break, at least one of which must have one: all break.
        var runs: [ClosedRange<Int>]
        var runOf: [Int?]

        /// The gap after the opening breaks, so the opening's line changes.
        var breaksOpeningLine: Bool { hasOpening && runOf.first.flatMap { $0 } != nil }
    }

    static func elements(of list: CodeBlockItemListSyntax, text: TextBytes) -> (all: [Element], hasOpening: Bool) {
        var elements: [Element] = []
        if let opening = list.firstToken(viewMode: .sourceAccurate)?.previousToken(viewMode: .sourceAccurate) {
            let end = opening.endPositionBeforeTrailingTrivia.utf8Offset
            elements.append(Element(start: opening.positionAfterSkippingLeadingTrivia.utf8Offset, contentEnd: end, end: end))
        }
        let hasOpening = !elements.isEmpty
        for item in list {
            elements.append(Element(
                start: item.positionAfterSkippingLeadingTrivia.utf8Offset, contentEnd: item.item.endPositionBeforeTrailingTrivia.utf8Offset,
                end: item.endPositionBeforeTrailingTrivia.utf8Offset, semicolon: item.semicolon?.positionAfterSkippingLeadingTrivia.utf8Offset))
        }
        if let closing = list.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate), closing.tokenKind != .endOfFile {
            let start = closing.positionAfterSkippingLeadingTrivia.utf8Offset
            elements.append(Element(start: start, contentEnd: start, end: start))
        } else {
            let end = text.bytes.count
            elements.append(Element(start: end, contentEnd: end, end: end, isEndOfFile: true))
        }
        return (elements, hasOpening)
    }

    /// Nil when the list has parse errors or a gap holds more than trivia.
    func plan(_ list: CodeBlockItemListSyntax, targets: [Target], opening: Set<Int>) -> ListPlan? {
        guard !list.hasError else { return nil }
        let (elements, hasOpening) = Self.elements(of: list, text: text)
        let shift = hasOpening ? 1 : 0
        var breaks: [[TextBytes.LineBreak]] = []
        for position in 0..<(elements.count - 1) {
            guard let found = text.lineBreaks(from: elements[position].end, to: elements[position + 1].start) else { return nil }
            breaks.append(found)
        }
        var groups: [Group] = []
        for target in targets.sorted(by: { $0.index < $1.index }) {
            let position = target.index + shift
            if let last = groups.last, last.last >= position - 1, last.condition == target.condition {
                groups[groups.count - 1].last = max(last.last, position)
                groups[groups.count - 1].requests.append(target.request)
            } else {
                groups.append(Group(first: position, last: position, condition: target.condition, requests: [target.request]))
            }
        }
        let gated = Set(groups.flatMap { Array($0.first...$0.last) })
        groups += opening.map { $0 + shift }.filter { !gated.contains($0) }.map { Group(first: $0, last: $0, condition: nil, requests: []) }
        groups.sort { $0.first < $1.first }
        let grouped = Set(groups.flatMap { Array($0.first...$0.last) })
        let items = Array(list)
        for index in groups.indices {
            guard let condition = groups[index].condition else { continue }
            (groups[index].joinsPrevious, groups[index].joinsNext, groups[index].joinedIndentation) = joins(
                in: items, first: groups[index].first, last: groups[index].last, condition: condition, shift: shift, breaks: breaks,
                grouped: grouped)
        }
        // The gap before each group (none for a file's first statement), inside it and after it.
        var needed = Set<Int>()
        for group in groups {
            for gap in max(group.first - 1, 0)...group.last where breaks[gap].isEmpty {
                // Only an `#endif` needs a line before the end of the file.
                if group.condition != nil || !elements[gap + 1].isEndOfFile { needed.insert(gap) }
            }
        }
        var runs: [ClosedRange<Int>] = []
        var runOf = [Int?](repeating: nil, count: breaks.count)
        var gap = 0
        while gap < breaks.count {
            guard breaks[gap].isEmpty else {
                gap += 1
                continue
            }
            var end = gap
            while end + 1 < breaks.count, breaks[end + 1].isEmpty { end += 1 }
            if (gap...end).contains(where: needed.contains) {
                for member in gap...end { runOf[member] = runs.count }
                runs.append(gap...end)
            }
            gap = end + 1
        }
        return ListPlan(elements: elements, hasOpening: hasOpening, breaks: breaks, groups: groups, runs: runs, runOf: runOf)
    }

    /// The replacements of each group (its `#if` and `#endif` where lines already break), those
    /// of the broken gaps, and the new indentation of each statement that moved to a new line.
    /// Directives and bodies follow the file's own blocks (`style`).
    func render(_ plan: ListPlan, openingIndentation outer: String) -> (perGroup: [[Replacement]], breaks: [Replacement], moved: [Int: String]) {
        let elements = plan.elements
        let unit = text.indentationUnit(besides: outer)
        let runIndentation = plan.runs.map { run in
            run.lowerBound == 0 && plan.hasOpening ? outer + unit : text.indentation(ofLineAt: elements[run.lowerBound].start)
        }
        func indentation(of group: Group) -> String {
            if group.first > 0, let run = plan.runOf[group.first - 1] { return runIndentation[run] }
            return text.indentation(ofLineAt: elements[group.first].start)
        }
        // A block joined to one the file has takes that one's directive indentation.
        func directiveIndentation(of group: Group) -> String {
            group.joinedIndentation ?? (style.directivesAtColumnZero ? "" : indentation(of: group))
        }
        // Where a group's `#if` goes when the group starts a line: above the comment lines
        // right over it (none for a group whose first gap is in a run: it goes in the break).
        func ifStart(of group: Group) -> Int? {
            if group.first == 0 {
                let lineStart = text.lineStart(of: elements[0].start)
                return text.lineBreaks(from: 0, to: lineStart).flatMap { attachedCommentsStart(after: $0, firstLineStart: 0) } ?? lineStart
            }
            guard let lineBreak = plan.breaks[group.first - 1].last else { return nil }
            return attachedCommentsStart(after: plan.breaks[group.first - 1], firstLineStart: nil) ?? lineBreak.end
        }
        // The lines of each gated group's body that take the file's body indentation.
        var bodyLines: [Int: Set<Int>] = [:]
        if style.bodyIndentation != nil {
            for (index, group) in plan.groups.enumerated() where group.condition != nil {
                let moved = group.first > 0 && plan.runOf[group.first - 1] != nil
                let start = moved ? elements[group.first].start : group.joinsPrevious?.upperBound ?? ifStart(of: group) ?? elements[group.first].start
                let end = group.joinsNext?.lowerBound ?? elements[group.last].contentEnd
                if let starts = bodyLineStarts(from: start, to: end) { bodyLines[index] = Set(starts) }
            }
        }
        // The body indentation of the statement at element position `position`, when it moves to
        // a line of its own inside a group that takes it.
        func extra(at position: Int) -> String {
            guard let unit = style.bodyIndentation,
                let group = plan.groups.firstIndex(where: { $0.condition != nil && $0.first <= position && position <= $0.last }),
                bodyLines[group] != nil
            else { return "" }
            return unit
        }
        func insertion(_ offset: Int, _ new: String) -> Replacement {
            Replacement(range: text.range(offset, offset), text: new)
        }
        var perGroup: [[Replacement]] = Array(repeating: [], count: plan.groups.count)
        var breaks: [Replacement] = []
        var moved: [Int: String] = [:]
        // The `#if` line, and the body indentation of the line it goes above when that is one of
        // the body's (one insertion: two at one offset would have no order).
        func ifLine(_ group: Int, at start: Int, _ condition: String, ending eol: String) -> Replacement {
            let indented = bodyLines[group]?.remove(start) != nil
            return insertion(start, directiveIndentation(of: plan.groups[group]) + "#if \(condition)" + eol + (indented ? style.bodyIndentation ?? "" : ""))
        }
        if let first = plan.groups.first, first.first == 0, let condition = first.condition, let start = ifStart(of: first) {
            perGroup[0].append(ifLine(0, at: start, condition, ending: text.lineEnding(at: start)))
        }
        for gap in plan.breaks.indices {
            let ending = plan.groups.firstIndex { $0.last == gap && $0.condition != nil }
            let starting = plan.groups.firstIndex { $0.first == gap + 1 && $0.condition != nil }
            let left = elements[gap]
            let right = elements[gap + 1]
            if let run = plan.runOf[gap] {
                let eol = text.lineEnding(at: left.contentEnd)
                let comments = text.trimmedGap(from: left.contentEnd, to: right.start, dropping: left.semicolon)
                var new = (comments.isEmpty ? "" : " " + comments) + eol
                if let ending {
                    new += directiveIndentation(of: plan.groups[ending]) + "#endif"
                    if !right.isEndOfFile { new += eol }
                }
                if let starting, let condition = plan.groups[starting].condition {
                    new += directiveIndentation(of: plan.groups[starting]) + "#if \(condition)" + eol
                }
                if !right.isEndOfFile {
                    let isClosing = gap + 1 == elements.count - 1
                    let indentation = runIndentation[run] + extra(at: gap + 1)
                    new += isClosing ? outer : indentation
                    if !isClosing { moved[right.start] = indentation }
                }
                breaks.append(Replacement(range: text.range(left.contentEnd, right.start), text: new))
                continue
            }
            if let ending, let joined = plan.groups[ending].joinsNext {
                perGroup[ending].append(Replacement(range: text.range(joined.lowerBound, joined.upperBound), text: ""))
            } else if let ending, let lineBreak = plan.breaks[gap].first {
                let eol = text.lineEnding(at: lineBreak.start)
                perGroup[ending].append(insertion(lineBreak.start, eol + directiveIndentation(of: plan.groups[ending]) + "#endif"))
            }
            if let starting, let joined = plan.groups[starting].joinsPrevious {
                perGroup[starting].append(Replacement(range: text.range(joined.lowerBound, joined.upperBound), text: ""))
            } else if let starting, let condition = plan.groups[starting].condition, let lineBreak = plan.breaks[gap].last,
                let start = ifStart(of: plan.groups[starting])
            {
                perGroup[starting].append(ifLine(starting, at: start, condition, ending: text.lineEnding(at: lineBreak.start)))
            }
        }
        if let unit = style.bodyIndentation {
            for (group, starts) in bodyLines {
                perGroup[group] += starts.sorted().map { insertion($0, unit) }
                perGroup[group].sort { $0.range.start < $1.range.start }
            }
        }
        return (perGroup, breaks, moved)
    }

    /// Where `#if` goes before a statement that starts a line: above the `//` comment lines
    /// right over it (no blank line between), so that a `// tiplint:disable:next` written for
    /// the statement still applies to it, not to the `#if` line, and a comment about the call
    /// stays with it. `breaks` are the line breaks of the trivia before the statement's line,
    /// the last one ending where that line starts; `firstLineStart` is where the line before
    /// the first break starts when it is a line of trivia only (a file's or code block's start),
    /// nil when code ends it. A UTF-8 offset; nil when there is no line break.
    func attachedCommentsStart(after breaks: [TextBytes.LineBreak], firstLineStart: Int?) -> Int? {
        guard var index = breaks.indices.last else { return nil }
        var start = breaks[index].end
        while true {
            guard let lineStart = index > 0 ? breaks[index - 1].end : firstLineStart,
                text.isLineCommentLine(from: lineStart, to: breaks[index].start)
            else { return start }
            start = lineStart
            guard index > 0 else { return start }
            index -= 1
        }
    }
}
