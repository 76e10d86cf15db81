import TipLintCore

/// Tip and event ids that change between launches or languages.
public struct UnstableTipIDRule: Rule {
    public static let description = RuleDescription(
        id: "unstable-tip-id",
        name: "Unstable tip id",
        summary: "Tip ids built from values that change between launches or languages",
        rationale: """
            A tip's id keys its persisted status, display count and invalidation. An id made from \
            UUID(), a date, a random number, a hash, localised text or a list position changes \
            between launches or languages, so an invalidated tip comes back. Use a fixed string, \
            or a stable identifier of the model the tip is about. Ids of Identifiable models that \
            are not tips are never reported.
            """,
        defaultSeverity: .error,
        triggering: [
            RuleExample("""
                struct SearchTip: Tip {
                    var id = 1️⃣UUID().uuidString
                    var title: Text { Text("Search") }
                }
                """),
            RuleExample("""
                struct DailyTip: Tip {
                    var id: String { "daily-\\(1️⃣Date.now.timeIntervalSince1970)" }
                    var title: Text { Text("Today's idea") }
                }
                """),
            RuleExample("""
                struct LuckyTip: Tip {
                    let id = "lucky-\\(1️⃣Int.random(in: 0...9))"
                    var title: Text { Text("Feeling lucky") }
                }
                """),
            RuleExample("""
                struct WelcomeTip: Tip {
                    var id: String { 1️⃣String(localized: "Welcome") }
                    var title: Text { Text("Welcome") }
                }
                """),
            RuleExample("""
                struct RowTip: Tip {
                    let index: Int
                    var id: String { "row-\\(1️⃣index)" }
                    var title: Text { Text("Swipe a row") }
                }
                """),
            RuleExample("""
                struct Item { let id = UUID() }
                struct NewItemTip: Tip {
                    let item: Item
                    var id: String { "NewItem-\\(1️⃣item.id)" }
                    var title: Text { Text("New item") }
                }
                """),
            RuleExample("""
                extension SearchTip: Tip {
                    var id: String { "search-\\(1️⃣ObjectIdentifier(Self.self))" }
                    var title: Text { Text("Search") }
                }
                """),
            RuleExample("""
                let opened = Tips.Event(id: "opened-\\(1️⃣UUID())")
                """),
            RuleExample("""
                tips:
                  - id: 1️⃣"welcome-{{build}}"
                    title: Welcome
                    max-display-count: 1
                """, path: "Tips/app.tips.yml", testsWrapping: false),
        ],
        nonTriggering: [
            RuleExample("""
                struct SearchTip: Tip {
                    var id: String { "search-notes" }
                    var title: Text { Text("Search") }
                }
                """),
            RuleExample("""
                struct Note: Identifiable {
                    let id = UUID()
                    var text: String
                }
                """),
            RuleExample("""
                struct Item { let id: String }
                struct NewItemTip: Tip {
                    let item: Item
                    var id: String { "NewItem-\\(item.id)" }
                    var title: Text { Text("New item") }
                }
                """),
            RuleExample("""
                struct SearchTip: Tip {
                    let createdAt = Date()
                    var title: Text { Text("Search") }
                }
                """),
            RuleExample("""
                let opened = Tips.Event(id: "notebook-opened")
                """),
        ]
    )

    public static func findings(in index: ProjectIndex, options: NoOptions, context: RuleContext) -> [Finding] {
        var result: [Finding] = []
        for tip in index.tips.values where !tip.isTestOrPreview {
            guard let id = tip.id else { continue }
            if let source = id.fact.unstableSources.first {
                result.append(context.finding(
                    message(owner: "\(tip.simpleName).id", source: source.description),
                    at: id.location(source.range), tip: tip.qualifiedName))
                continue
            }
            if let hop = id.fact.hops.lazy.compactMap({ unstableHop($0, tip: tip, index: index) }).first {
                result.append(context.finding(
                    message(owner: "\(tip.simpleName).id", source: "\(hop.property), which is set from \(hop.source.description)"),
                    at: id.location(hop.range),
                    related: [RelatedLocation(location: hop.sourceLocation, message: "\(hop.property) is set here")],
                    tip: tip.qualifiedName))
            }
        }
        for event in index.events {
            guard let source = event.fact.unstableSources.first else { continue }
            result.append(context.finding(
                message(owner: "The Tips.Event id", source: source.description), at: event.location(source.range)))
        }
        for tip in index.manifestTips {
            guard let placeholder = ManifestTip.placeholder(in: tip.fact.id) else { continue }
            result.append(context.finding(
                "manifest tip id \"\(tip.fact.id)\" holds a \(placeholder)…placeholder, which is filled in per build or launch, "
                    + "so the tip's status and display count are lost; use a fixed string",
                at: tip.location(tip.fact.idRange), tip: tip.fact.id))
        }
        return result
    }

    private struct UnstableHop {
        var property: String
        var source: UnstableSource
        var range: SourceRange
        var sourceLocation: SourceLocation
    }

    /// `\(item.id)`: the tip's `item` property has type `Item`, whose `id` is `UUID()`.
    private static func unstableHop(_ hop: MemberHop, tip: TipType, index: ProjectIndex) -> UnstableHop? {
        let ownProperties = index.storedProperties(ofType: tip.qualifiedName)
        let targetType: String
        if let base = hop.base {
            guard let property = ownProperties.first(where: { $0.property.name == base }), let type = property.property.typeName else {
                return nil
            }
            targetType = type
        } else {
            targetType = tip.qualifiedName
        }
        guard let target = index.storedProperties(ofType: targetType).first(where: { $0.property.name == hop.member }),
            let source = target.property.unstableSource
        else { return nil }
        let name = hop.base == nil ? hop.member : "\(simpleName(targetType)).\(hop.member)"
        return UnstableHop(
            property: name, source: source, range: hop.range,
            sourceLocation: SourceLocation(path: target.path, range: source.range))
    }

    static func message(owner: String, source: String) -> String {
        let effect: String
        if source.contains("localized") || source.contains("Localized") || source.contains("own title") || source.contains("own message") {
            effect = "changes with the person's language"
        } else if source.hasPrefix("\\(") || source.contains("Index") {
            effect = "changes when the list changes"
        } else {
            effect = "changes between launches"
        }
        return "\(owner) uses \(source), which \(effect), so the tip's status and display count are lost; use a fixed string"
    }
}
