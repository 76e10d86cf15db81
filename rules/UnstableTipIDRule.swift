import TipLintCore

/// Tip and event ids that change between launches or languages.
package struct UnstableTipIDRule: Rule {
    package static let description = RuleDescription(
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
        limits: """
            It recognises the sources it names (`UUID()`, dates, random numbers, hash values and object \
            identifiers, localised text, the tip's title, list positions) where the id is written (or set by \
            `self.id = …` in the tip's own initialisers), and \
            follows `\\(item.id)` one step to a stored property, then to the arguments of any construction \
            of its type (`Item(id:)`, `Item.init(id:)`, or `.init(id:)` where a typed `let`, an annotated \
            array or dictionary or a `return` names the type; not one passed as an argument), and a \
            constant the id names (`Strings.tipID`, found by scope) one step to its value. An id computed \
            by a function, read from storage or passed through several values is not followed.
            """,
        messages: [
            "tip-id-changes": "A tip's id changes between launches (a UUID, a date), so its state is lost",
            "event-id-changes": "An event's id changes between launches, so its donations are lost",
            "manifest-placeholder": "A manifest tip's id is a placeholder",
        ],
        defaultSeverity: .error,
        triggering: [
            RuleExample("""
                struct SearchTip: Tip {
                    var id = 1️⃣UUID().uuidString
                    var title: Text { Text("Search") }
                }
                """, messages: ["1️⃣": """
                    SearchTip.id uses UUID().uuidString, which changes between launches, so the tip's status and \
                    display count are lost; use a fixed string
                    """]),
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
                """, messages: ["1️⃣": """
                    WelcomeTip.id uses String(localized:), which changes with the person's language, so the tip's \
                    status and display count are lost; use a fixed string
                    """]),
            RuleExample("""
                struct RowTip: Tip {
                    let index: Int
                    var id: String { "row-\\(1️⃣index)" }
                    var title: Text { Text("Swipe a row") }
                }
                struct RowsView: View {
                    let rows: [String]
                    var body: some View {
                        List(rows.indices, id: \\.self) { row in TipView(RowTip(index: row)) }
                    }
                }
                """, messages: ["1️⃣": """
                    RowTip.id uses index, which is set from row (a list position from rows.indices), which changes \
                    when the list changes, so the tip's status and display count are lost; use a fixed string
                    """]),
            RuleExample("""
                struct Item { let id = UUID() }
                struct NewItemTip: Tip {
                    let item: Item
                    var id: String { "NewItem-\\(1️⃣item.id)" }
                    var title: Text { Text("New item") }
                }
                """, messages: ["1️⃣": """
                    NewItemTip.id uses Item.id, which is set from UUID(), which changes between launches, so the \
                    tip's status and display count are lost; use a fixed string
                    """]),
            RuleExample("""
                extension SearchTip: Tip {
                    var id: String { "search-\\(1️⃣ObjectIdentifier(Self.self))" }
                    var title: Text { Text("Search") }
                }
                """),
            RuleExample("""
                let opened = Tips.Event(id: "opened-\\(1️⃣UUID())")
                """, messages: ["1️⃣": """
                    The Tips.Event id uses UUID(), which changes between launches, so the tip's status and display \
                    count are lost; use a fixed string
                    """]),
            RuleExample("""
                tips:
                  - id: 1️⃣"welcome-{{build}}"
                    title: Welcome
                    max-display-count: 1
                """, path: "Tips/app.tips.yml", messages: ["1️⃣": """
                    manifest tip id "welcome-{{build}}" holds a {{…placeholder, which is filled in per build or \
                    launch, so the tip's status and display count are lost; use a fixed string
                    """]),
        ] + initialiserExamples.triggering + constantExamples.triggering,
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
        ] + initialiserExamples.nonTriggering + constantExamples.nonTriggering
    )

    /// Opts in to test and preview code: events declared there are checked too; tip types only
    /// in shipping code.
    package static let indexView = IndexView.withTestAndPreviewCode

    package static func findings(in index: ProjectIndex, options: NoOptions, context: RuleContext) -> [Finding] {
        var result: [Finding] = []
        let shipping = index.shipping
        for tip in shipping.tips.compactMap(\.swift) {
            guard let id = tip.id else { continue }
            if let source = id.fact.unstableSources.first {
                result.append(context.finding(
                    Message.unstable(owner: Message.tipID(tip.simpleName), source: source.description),
                    kind: "tip-id-changes", at: id.location(source.range), tip: tip.qualifiedName))
                continue
            }
            // A bare name that is one of the tip's stored properties is that property, not a constant.
            if let hop = id.fact.hops.lazy.compactMap({ hop in
                unstableHop(hop, tip: tip, index: shipping)
                    ?? (hop.base == nil && tip.storedProperties.contains { $0.name == hop.member }
                        ? nil : constantHop(hop, usedIn: tip.qualifiedName, index: shipping))
            }).first {
                result.append(context.finding(
                    Message.unstable(owner: Message.tipID(tip.simpleName), source: Message.hop(property: hop.property, setFrom: hop.source.description)),
                    kind: "tip-id-changes", at: id.location(hop.range),
                    related: [RelatedLocation(location: hop.sourceLocation, message: Message.propertySetHere(hop.property))],
                    tip: tip.qualifiedName))
            }
        }
        // Events in test and preview code are checked too, unlike tip types, as they always were.
        for event in index.events {
            if let source = event.fact.unstableSources.first {
                result.append(context.finding(
                    Message.unstable(owner: Message.eventID, source: source.description), kind: "event-id-changes", at: event.location(source.range)))
            } else if let hop = event.fact.hops.lazy.compactMap({ constantHop($0, usedIn: event.fact.enclosingType, index: index) }).first {
                result.append(context.finding(
                    Message.unstable(owner: Message.eventID, source: Message.hop(property: hop.property, setFrom: hop.source.description)),
                    kind: "event-id-changes", at: event.location(hop.range),
                    related: [RelatedLocation(location: hop.sourceLocation, message: Message.propertySetHere(hop.property))]))
            }
        }
        for tip in shipping.tips.flatMap(\.manifestEntries) {
            guard let placeholder = ManifestTip.placeholder(in: tip.fact.id) else { continue }
            result.append(context.finding(
                Message.manifestPlaceholder(id: tip.fact.id, placeholder: placeholder), kind: "manifest-placeholder", at: tip.location(tip.fact.idRange), tip: tip.fact.id))
        }
        return result
    }

    private struct UnstableHop {
        var property: String
        var source: UnstableSource
        var range: SourceRange
        var sourceLocation: SourceLocation
    }

    /// `Strings.tipID`, `Self.eventID` or a bare `tipID` that is a constant (found by scope from
    /// where the id is written) whose value changes: `NSLocalizedString(…)`, `UUID().uuidString`.
    private static func constantHop(_ hop: MemberHop, usedIn owner: String?, index: ProjectIndex) -> UnstableHop? {
        if let base = hop.base, base.first?.isUppercase != true { return nil }
        let name = hop.base.map { "\($0).\(hop.member)" } ?? hop.member
        guard let constant = index.constant(named: name, usedIn: owner), let source = constant.fact.unstableSource else { return nil }
        return UnstableHop(property: name, source: source, range: hop.range, sourceLocation: constant.location(source.range))
    }

    /// `\(item.id)`: the tip's `item` property has type `Item`, whose `id` is `UUID()`.
    private static func unstableHop(_ hop: MemberHop, tip: SwiftTip, index: ProjectIndex) -> UnstableHop? {
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
        guard let target = index.storedProperties(ofType: targetType).first(where: { $0.property.name == hop.member }) else {
            return nil
        }
        if hop.base == nil, target.property.unstableSource == nil, let site = ownConstruction(of: tip, setting: hop.member, hop: hop, index: index) {
            return site
        }
        let name = hop.base == nil ? hop.member : "\(simpleName(targetType)).\(hop.member)"
        if let source = target.property.unstableSource {
            return UnstableHop(
                property: name, source: source, range: hop.range,
                sourceLocation: SourceLocation(path: target.path, range: source.range))
        }
        // No default of its own: follow the value to where the type is built, `Hint(id: UUID().uuidString)`
        // (a memberwise or `self.id = id` initialiser, so the label is the property).
        guard hop.base != nil else { return nil }
        for site in index.facts(\.constructions) where site.fact.simpleTypeName == simpleName(targetType) {
            guard let argument = site.fact.unstableArguments.first(where: { $0.label == hop.member }) else { continue }
            return UnstableHop(
                property: name, source: argument.source, range: hop.range,
                sourceLocation: site.location(argument.source.range))
        }
        return nil
    }

    /// `\(layerIndex)`, a stored property of the tip: where the tip is built, the argument that
    /// sets it is a list position (`LayerTip(layerIndex: index)` in a `ForEach` over
    /// `enumerated()`) or changes between launches (`firstIndex(of:)`, `UUID()`). A literal, a
    /// stored value or anything unknown says nothing: silence.
    private static func ownConstruction(of tip: SwiftTip, setting member: String, hop: MemberHop, index: ProjectIndex) -> UnstableHop? {
        for site in index.facts(\.constructions) where site.fact.simpleTypeName == tip.simpleName {
            guard let argument = (site.fact.positionArguments + site.fact.unstableArguments).first(where: { $0.label == member }) else {
                continue
            }
            return UnstableHop(property: member, source: argument.source, range: hop.range, sourceLocation: site.location(argument.source.range))
        }
        return nil
    }
}

extension UnstableTipIDRule {
    /// The rule's words.
    enum Message {
        /// `SearchTip.id uses UUID(), which changes between launches, …`: `source` is the unstable
        /// source as written, and decides which change is named.
        static func unstable(owner: String, source: String) -> String {
            let effect: String
            if source.contains("localized") || source.contains("Localized") || source.contains("own title") || source.contains("own message") {
                effect = "changes with the person's language"
            } else if source.hasPrefix("\\(") || source.contains("Index") || source.contains("a list position") {
                effect = "changes when the list changes"
            } else {
                effect = "changes between launches"
            }
            return "\(owner) uses \(source), which \(effect), so the tip's status and display count are lost; use a fixed string"
        }

        static func tipID(_ tip: String) -> String { "\(tip).id" }
        static let eventID = "The Tips.Event id"

        /// `Item.id, which is set from UUID()`: an id that reads a property of another type.
        static func hop(property: String, setFrom source: String) -> String { "\(property), which is set from \(source)" }
        static func propertySetHere(_ property: String) -> String { "\(property) is set here" }

        static func manifestPlaceholder(id: String, placeholder: String) -> String {
            "manifest tip id \"\(id)\" holds a \(placeholder)…placeholder, which is filled in per build or launch, "
                + "so the tip's status and display count are lost; use a fixed string"
        }
    }
}
