import TipLintCore

/// One finding per display site: the pairs found at one site that say the same thing but for the
/// other tip (a child view created in two arms of a parent, each arm with its own tip) become one
/// finding that names every other tip, each with its own related location.
extension SimultaneousTipsRule {
    /// A display site (`at`, showing `tip`) found on a screen together with `other`.
    struct Pair {
        var kind: String
        var at: SourceLocation
        /// The site's tip, or `Message.group(_:)`: the finding's tip.
        var tip: String
        /// The screen's view, and the child view of it that shows the site (nil for its own site).
        var view: String
        var child: String?
        var other: String
        /// `tip` and `other` as messages name them (a group by its quoted name).
        var words: (tip: String, other: String)
        /// The group's variable name where the site (`tip`) or `other` is a `TipGroup`'s current tip.
        var groups: (tip: String?, other: String?)
        /// About `other`: where it is shown, and the child view that shows it.
        var related: [RelatedLocation]
        /// About `tip`: the child view of the screen's view that shows it.
        var ownRelated: [RelatedLocation]
        /// nil for the configured severity.
        var severity: Severity?
    }

    /// Pairs in the order found, gathered by what their finding says apart from the other tip.
    struct PairFindings {
        private struct Key: Hashable {
            var kind: String
            var path: String
            var line: Int
            var column: Int
            var tip: String
            var view: String
            var child: String?
        }

        private var order: [Key] = []
        private var pairs: [Key: [Pair]] = [:]

        mutating func add(_ pair: Pair) {
            let start = pair.at.range.start
            let key = Key(kind: pair.kind, path: pair.at.path, line: start.line, column: start.column, tip: pair.tip, view: pair.view, child: pair.child)
            if pairs[key] == nil { order.append(key) }
            // A child view created twice on a screen reaches its sites twice: each other tip once.
            guard pairs[key]?.contains(where: { $0.other == pair.other }) != true else { return }
            pairs[key, default: []].append(pair)
        }

        /// One finding per site and statement: the other tips sorted by name, each pair's related
        /// locations in that order (the other tip's, then the site's own; a note met twice, such as
        /// one child's creation, once). A warning when any pair is one (a tip that ignores the
        /// display frequency). When the pairs involve exactly one `TipGroup`, the advice is to add
        /// the other tips to it rather than to show them through a TipGroup.
        func findings(context: RuleContext) -> [Finding] {
            order.compactMap { key in
                guard let found = pairs[key], let first = found.first else { return nil }
                let sorted = found.sorted { $0.other < $1.other }
                var related: [RelatedLocation] = []
                for note in sorted.flatMap({ $0.related + $0.ownRelated }) where !related.contains(note) {
                    related.append(note)
                }
                let severity: Severity? = found.allSatisfy { $0.severity == .note } ? .note : nil
                let message: String
                if key.kind == "shown-twice" {
                    message = key.child.map { Message.shownTwice(tip: key.tip, view: key.view, child: $0) } ?? Message.shownTwice(tip: key.tip)
                } else {
                    let others = Message.list(sorted.map(\.words.other))
                    let groups = Set(sorted.compactMap(\.groups.other) + [first.groups.tip].compactMap { $0 })
                    var advice = Message.oneAtATime
                    if groups.count == 1, let group = groups.first {
                        let loose = (first.groups.tip == nil ? [first.words.tip] : []) + sorted.filter { $0.groups.other == nil }.map(\.words.other)
                        advice = Message.addTo(group: group, tips: loose)
                    }
                    message = key.child.map { Message.together(first.words.tip, with: others, view: key.view, child: $0, advice: advice) }
                        ?? Message.together(first.words.tip, with: others, advice: advice)
                }
                return context.finding(message, kind: key.kind, at: first.at, related: related, tip: key.tip, severity: severity)
            }
        }
    }
}
