import TipLintCore

/// In a doc snippet only one case can be decided: a popover on a control whose own action does
/// not invalidate the tip, with nothing else in the block invalidating it. Whether some other
/// file of the reader's app invalidates a tip is unknowable from a fragment.
extension MissingInvalidationRule {
    /// Examples for Markdown snippets and manifests, kept here so the rule's main file stays short.
    static let docAndManifestExamples = (
        triggering: [
            RuleExample("""
                # Favourites

                ```swift
                Button("Favorite") { toggleFavorite() }
                    .1️⃣popoverTip(favoriteTip)
                ```
                """, path: "Docs/Guide.md", messages: ["1️⃣": """
                    favoriteTip's popover is on a Button whose action does not invalidate it; \
                    call favoriteTip.invalidate(reason: .actionPerformed) in the action
                    """]),
            RuleExample("""
                tips:
                  - id: 1️⃣pin-note
                    title: Pin a note
                    screen: NotesList
                """, path: "Tips/notes.tips.yml", messages: ["1️⃣": """
                    tip "pin-note" has no invalidated-by, max-display-count or action with invalidates: true, \
                    so it stays until dismissed; add the event that retires it
                    """]),
        ],
        nonTriggering: [
            RuleExample("""
                tips:
                  - id: pin-note
                    title: Pin a note
                    invalidated-by: [note-pinned]
                  - id: share-list
                    title: Share a list
                    actions:
                      - id: share
                        title: Share Now
                        invalidates: true
                  - id: PinTip
                    title: Pin
                """, path: "Tips/notes.tips.yml",
                otherFiles: ["Sources/App/PinTip.swift": """
                    struct PinTip: Tip { var title: Text { Text("Pin") } }
                    func pin() { PinTip().invalidate(reason: .actionPerformed) }
                    """]),
            RuleExample("""
                ```swift
                Button("Favorite") {
                    toggleFavorite()
                    favoriteTip.invalidate(reason: .actionPerformed)
                }
                .popoverTip(favoriteTip)
                ```

                A tip shown inline: whether the app invalidates it elsewhere cannot be told from here.

                ```swift
                TipView(favoriteTip)
                ```
                """, path: "Docs/Guide.md"),
        ]
    )

    static func snippetFindings(in index: ProjectIndex, context: RuleContext) -> [Finding] {
        let retiredByOption = Set(index.tips.filter { index.retiresItself($0) }.compactMap(\.swift?.qualifiedName))
        var result: [Finding] = []
        // A UIKit popover's control acts through an `@objc` target a snippet rarely shows: only
        // SwiftUI controls, whose action is the snippet's own closure, are judged here.
        for site in index.displaySites where site.fact.attachedControl != nil && !site.fact.controlActionInvalidates
            && site.fact.kind == .popoverTip
        {
            let resolved = index.resolve(site.fact.tip, in: site.fact.enclosingType)
            if case .tip(let name) = resolved, retiredByOption.contains(name) { continue }
            let invalidatedElsewhere = index.invalidations.contains { invalidation in
                let receiver = invalidation.fact.receiver
                if receiver == site.fact.tip { return true }
                switch index.resolve(receiver, in: invalidation.fact.enclosingType) {
                case .tip(let name): return resolved == .tip(name)
                case .notATip: return false
                case .group, .undecidable: return true
                }
            }
            guard !invalidatedElsewhere else { continue }
            let variable: String?
            let tipName: String
            switch (site.fact.tip, resolved) {
            case (.instance(let name), .tip(let type)): (variable, tipName) = (name, type)
            case (.instance(let name), _): (variable, tipName) = (name, name)
            case (_, .tip(let type)): (variable, tipName) = (nil, type)
            default: continue
            }
            result.append(context.finding(
                Message.snippetPopoverNeverInvalidated(tip: tipName, control: site.fact.attachedControl, variable: variable),
                kind: "popover-never-invalidated", at: site.location(site.fact.range), tip: tipName))
        }
        return result
    }
}
