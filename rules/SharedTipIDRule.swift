import TipLintCore

/// Tips that are different to a person but one tip to TipKit, because they store one id.
package struct SharedTipIDRule: Rule {
    package static let description = RuleDescription(
        id: "shared-tip-id",
        name: "Shared tip id",
        summary: "Instances or types of tips with different content that TipKit stores under one id",
        rationale: """
            TipKit keeps a tip's status, display count and invalidation under its id, which is the \
            type's name unless the tip declares `id`. Instances of one tip type whose title or \
            message comes from initialiser arguments look like different tips to a person but are \
            one tip to TipKit: closing one hides them all, and they share one display count. An \
            `id` derived from the content (`var id: String { "hint-\\(key)" }`) gives each its own \
            state. Two tip types with the same `id` literal collide the same way. Instances differ \
            when two construction sites in shipping code pass different arguments, or one site \
            runs for every element of a `ForEach`, `map` or `for` loop with an argument that is \
            not a literal; the content must read a stored property. An `id` that is computed (not \
            one literal) is taken to be derived from the content.
            """,
        limits: """
            Construction sites are matched to tip types by name within the app project. Arguments are \
            compared as written: two sites that pass the same expression are taken to build the same \
            tip, whatever values it holds at run time. A computed `id` is trusted to come from the \
            content, whatever it reads.
            """,
        messages: [
            "shared-by-instances": "Instances of one tip type share one stored id, so they share one state",
            "shared-by-types": "Two tip types use one id, so they share one state",
        ],
        defaultSeverity: .warning,
        triggering: [
            RuleExample("""
                struct 1️⃣HintTip: Tip {
                    let text: String
                    var title: Text { Text(text) }
                }
                struct SearchView: View {
                    var body: some View {
                        VStack {
                            TipView(HintTip(text: "Search by tag"))
                            TipView(HintTip(text: "Search by date"))
                        }
                    }
                }
                """, messages: ["1️⃣": """
                    HintTip instances carry different content from their arguments but share one stored id, \
                    "HintTip": closing one hides them all and they share one display count; derive the id from \
                    the content, e.g. var id: String { "HintTip-\\(text)" }
                    """]),
            RuleExample("""
                struct 1️⃣ShortcutTip: Tip {
                    private let shortcut: Shortcut
                    init(_ shortcut: Shortcut) { self.shortcut = shortcut }
                    var id: String { "shortcut-tip" }
                    var title: Text { Text("Try \\(shortcut.name)") }
                    var message: Text? { Text(shortcut.details) }
                }
                struct ShortcutList: View {
                    let shortcuts: [Shortcut]
                    var body: some View {
                        List(shortcuts) { shortcut in
                            TipView(ShortcutTip(shortcut))
                        }
                    }
                }
                """, messages: ["1️⃣": """
                    ShortcutTip instances carry different content from their arguments but share one stored id, \
                    "shortcut-tip": closing one hides them all and they share one display count; derive the id \
                    from the content, e.g. var id: String { "ShortcutTip-\\(shortcut)" }
                    """]),
            RuleExample("""
                struct PinNoteTip: Tip {
                    var id: String { "pin" }
                    var title: Text { Text("Pin a note") }
                }
                struct 1️⃣PinFolderTip: Tip {
                    var id = "pin"
                    var title: Text { Text("Pin a folder") }
                }
                """, messages: ["1️⃣": """
                    PinFolderTip stores its state under the id "pin", as PinNoteTip does: closing one hides the \
                    other and they share one display count; give each tip its own id
                    """]),
        ],
        nonTriggering: [
            // A stored id without a value is given by each construction: each hint is its own tip.
            RuleExample("""
                struct ServerHint: Tip {
                    let id: String
                    let text: String
                    var title: Text { Text(text) }
                }
                struct Hints: View {
                    var body: some View {
                        Text("Inbox").popoverTip(ServerHint(id: "archive", text: "Swipe to archive"))
                        Text("Feed").popoverTip(ServerHint(id: "refresh", text: "Pull to refresh"))
                    }
                }
                """),
            RuleExample("""
                struct HintTip: Tip {
                    let key: String
                    let text: String
                    var id: String { "hint-\\(key)" }
                    var title: Text { Text(text) }
                }
                struct SearchView: View {
                    var body: some View {
                        TipView(HintTip(key: "tag", text: "Search by tag"))
                        TipView(HintTip(key: "date", text: "Search by date"))
                    }
                }
                """),
            RuleExample("""
                struct HintTip: Tip {
                    let text: String
                    var title: Text { Text(text) }
                }
                struct SearchView: View {
                    var body: some View {
                        TipView(HintTip(text: "Search by tag"))
                    }
                }
                struct FilterView: View {
                    var body: some View {
                        TipView(HintTip(text: "Search by tag"))
                    }
                }
                """),
            RuleExample("""
                struct ExportTip: Tip {
                    let source: String
                    var title: Text { Text("Export a notebook") }
                    var actions: [Action] { Action(title: "Export") { Analytics.log(source) } }
                }
                let fromMenu = ExportTip(source: "menu")
                let fromToolbar = ExportTip(source: "toolbar")
                """),
            RuleExample("""
                struct HintTip: Tip {
                    let text: String
                    var title: Text { Text(text) }
                }
                let shipped = HintTip(text: "Search by tag")
                """, otherFiles: ["Tests/AppTests/HintTests.swift": """
                    func testHints() { _ = HintTip(text: "Search by date") }
                    """]),
        ]
    )

    package static func findings(in index: ProjectIndex, options: NoOptions, context: RuleContext) -> [Finding] {
        let index = index.shipping
        let constructions = Dictionary(grouping: index.facts(\.constructions), by: \.fact.simpleTypeName)
        var result: [Finding] = []
        for tip in index.tips.compactMap(\.swift) {
            guard let storedID = tip.storedID, let property = contentProperty(of: tip) else { continue }
            let sites = (constructions[tip.simpleName] ?? []).filter {
                index.swiftTip(named: $0.fact.typeName)?.qualifiedName == tip.qualifiedName
            }
            guard Set(sites.map(\.fact.arguments)).count > 1 || sites.contains(where: { $0.fact.repeated && varies($0.fact) }) else {
                continue
            }
            result.append(context.finding(
                Message.sharedByInstances(tip: tip.simpleName, id: storedID, property: property),
                kind: "shared-by-instances", at: tip.declaration,
                related: sites.map { RelatedLocation(location: $0.location($0.fact.range), message: Message.constructedHere(tip.simpleName)) },
                tip: tip.qualifiedName))
        }
        return result + sharedLiterals(index, context: context)
    }

    /// The first stored property the title, message or image reads; nil when the content is fixed.
    static func contentProperty(of tip: SwiftTip) -> String? {
        if let id = tip.id, id.fact.literal == nil { return nil }
        return tip.storedProperties.map(\.name).first(where: tip.contentReferences.contains)
    }

    /// Some argument is not a plain literal, so each run can pass another value.
    static func varies(_ site: ConstructionSite) -> Bool {
        site.arguments.contains { argument in
            let value = argument.split(separator: ":", maxSplits: 1).last.map { $0.drop(while: { $0 == " " }) } ?? ""
            let plainString = value.hasPrefix("\"") && !value.contains("\\(")
            return !plainString && Int(value) == nil && value != "true" && value != "false"
        }
    }

    /// Tip types whose `id` literals are equal: each after the first declared is reported.
    static func sharedLiterals(_ index: ProjectIndex, context: RuleContext) -> [Finding] {
        let withLiterals = index.tips.compactMap(\.swift).filter { $0.id?.fact.literal != nil }
        let byID = Dictionary(grouping: withLiterals) { $0.id?.fact.literal ?? "" }
        return byID.keys.sorted().flatMap { id -> [Finding] in
            let tips = (byID[id] ?? []).sorted { ($0.declaration.path, $0.declaration.range.start) < ($1.declaration.path, $1.declaration.range.start) }
            guard let first = tips.first, let firstID = first.id else { return [] }
            return tips.dropFirst().map { tip in
                context.finding(
                    Message.sharedByTypes(tip: tip.simpleName, other: first.simpleName, id: id), kind: "shared-by-types", at: tip.declaration,
                    related: [RelatedLocation(location: firstID.location(firstID.fact.range), message: Message.otherID(first.simpleName))],
                    tip: tip.qualifiedName)
            }
        }
    }
}

extension SharedTipIDRule {
    /// The rule's words.
    enum Message {
        /// `property`: a stored property the content reads, for the suggested id.
        static func sharedByInstances(tip: String, id: String, property: String) -> String {
            "\(tip) instances carry different content from their arguments but share one stored id, \"\(id)\": closing one hides them all and they share one display count; derive the id from the content, e.g. var id: String { \"\(tip)-\\(\(property))\" }"
        }

        static func sharedByTypes(tip: String, other: String, id: String) -> String {
            "\(tip) stores its state under the id \"\(id)\", as \(other) does: closing one hides the other and they share one display count; give each tip its own id"
        }

        /// A related note: one construction of `tip`.
        static func constructedHere(_ tip: String) -> String { "an instance of \(tip) is made here" }
        static func otherID(_ tip: String) -> String { "\(tip) declares the same id here" }
    }
}
