import TipLintCore

/// A manifest and the code that it describes going apart: a manifest tip no Swift tip has the id
/// of, or a title that differs from the Swift title for the same id.
package struct ManifestDriftRule: Rule {
    package static let description = RuleDescription(
        id: "manifest-drift",
        name: "Manifest drift",
        summary: "Manifest tips that no Swift tip matches, or whose title differs from the code",
        rationale: """
            When a project keeps both a manifest and Swift tips, reviewers approve the manifest \
            while people see what the code says. A manifest id that matches no Swift tip (its \
            explicit id, else its type name, which is TipKit's default id) is a renamed or removed \
            tip; a different title means the reviewed copy is not what ships. Only checked when \
            the project has both, and not when some Swift tip computes its id.
            """,
        limits: """
            Only ids and titles are compared (a title also against its translations); messages, options and \
            groups in the manifest are not checked against the code. Nothing is judged when some Swift tip \
            computes its id, since that id is unknown before the app runs, or when the project lacks either \
            side.
            """,
        messages: [
            "no-swift-tip": "A manifest tip's id matches no tip declared in Swift",
            "title-differs": "A manifest tip's title differs from its Swift tip's title",
        ],
        defaultSeverity: .warning,
        triggering: [
            RuleExample("""
                tips:
                  - id: PinNoteTip
                    title: 1️⃣Pin a note
                  - id: 2️⃣share-list
                    title: Share a list
                """, path: "Tips/notes.tips.yml",
                otherFiles: ["Sources/App/Tips.swift": """
                    struct PinNoteTip: Tip { var title: Text { Text("Pin your notes") } }
                    struct ShareTip: Tip {
                        var id: String { "share-a-list" }
                        var title: Text { Text("Share a list") }
                    }
                    """],
                messages: [
                    "1️⃣": """
                        manifest title "Pin a note" differs from PinNoteTip's title "Pin your notes" in code; \
                        make them the same so that the reviewed text is the shipped text
                        """,
                    "2️⃣": """
                        manifest tip "share-list" matches no Swift tip (by id, or by type name when a tip has no id); \
                        did you mean "share-a-list"?
                        """,
                ]),
        ],
        nonTriggering: [
            RuleExample("""
                tips:
                  - id: PinNoteTip
                    title: Pin your notes
                  - id: share-list
                    title: Share a list
                """, path: "Tips/notes.tips.yml",
                otherFiles: ["Sources/App/Tips.swift": """
                    struct PinNoteTip: Tip { var title: Text { Text("Pin your notes") } }
                    struct ShareTip: Tip {
                        var id: String { "share-list" }
                        var title: Text { Text("Share a list") }
                    }
                    """]),
            RuleExample("""
                tips:
                  - id: pin-note
                    title: Pin a note
                """, path: "Tips/notes.tips.yml"),
            RuleExample("""
                tips:
                  - id: pin-note
                    title: Pin a note
                """, path: "Tips/notes.tips.yml",
                otherFiles: ["Sources/App/Tips.swift": """
                    struct ItemTip: Tip {
                        let item: String
                        var id: String { "item-\\(item)" }
                        var title: Text { Text("Item") }
                    }
                    """]),
        ]
    )

    package static func findings(in index: ProjectIndex, options: NoOptions, context: RuleContext) -> [Finding] {
        let tips = index.shipping.tips
        let swiftTips = tips.compactMap(\.swift)
        guard !swiftTips.isEmpty, tips.contains(where: { $0.sources.contains(.manifest) }) else { return [] }
        let someIDUnknown = swiftTips.contains { $0.storedID == nil }
        let swiftIDs = Set(swiftTips.compactMap(\.storedID)).sorted()
        var result: [Finding] = []
        // The index matched each manifest entry to the Swift tip with its id, if any.
        for (entry, matchingSwiftTip) in tips.flatMap({ tip in tip.manifestEntries.map { ($0, tip.swift) } }) {
            let manifestTip = entry.fact
            guard let swiftTip = matchingSwiftTip else {
                // Only a run that saw the whole project knows that no Swift tip has the id.
                guard !someIDUnknown, context.scope == .project else { continue }
                let suggestion = Suggestion.didYouMean(manifestTip.id, in: swiftIDs, quote: "\"")
                result.append(context.finding(
                    Message.unmatched(id: manifestTip.id, didYouMean: suggestion), kind: "no-swift-tip", at: entry.location(manifestTip.idRange), tip: manifestTip.id))
                continue
            }
            guard let title = manifestTip.title, swiftTip.titles.count == 1, let swiftTitle = swiftTip.titles.first,
                swiftTitle.fact.imageInterpolations + swiftTitle.fact.otherInterpolations == 0
            else { continue }
            let translations = swiftTitle.fact.localizationKey.flatMap { index.localizations[$0] } ?? []
            guard title.text != swiftTitle.fact.text, !translations.contains(where: { $0.fact.value == title.text }) else { continue }
            result.append(context.finding(
                Message.titleDiffers(manifest: title.text, tip: swiftTip.simpleName, code: swiftTitle.fact.text),
                kind: "title-differs", at: entry.location(title.range),
                related: [RelatedLocation(location: swiftTitle.location(swiftTitle.fact.range), message: Message.titleInCode)],
                tip: manifestTip.id))
        }
        return result
    }
}

extension ManifestDriftRule {
    /// The rule's words.
    enum Message {
        /// `suggestion`: the closest Swift tip id, if one is close enough.
        /// `suggestion` is the helper's whole "did you mean …?" phrase.
        static func unmatched(id: String, didYouMean suggestion: String?) -> String {
            let advice = suggestion ?? "fix the id, or remove the tip from the manifest"
            return "manifest tip \"\(id)\" matches no Swift tip (by id, or by type name when a tip has no id); \(advice)"
        }

        static func titleDiffers(manifest: String, tip: String, code: String) -> String {
            "manifest title \"\(manifest)\" differs from \(tip)'s title \"\(code)\" in code; "
                + "make them the same so that the reviewed text is the shipped text"
        }

        static let titleInCode = "the title in code"
    }
}
