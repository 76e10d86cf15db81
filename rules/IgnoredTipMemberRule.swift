import TipLintCore

/// Members of a tip type named like a `Tip` requirement whose type does not satisfy it.
package struct IgnoredTipMemberRule: Rule {
    package static let description = RuleDescription(
        id: "ignored-tip-member",
        name: "Ignored tip member",
        summary: "Tip members that look like a Tip requirement but that TipKit never reads",
        rationale: """
            TipKit reads a tip through the `Tip` protocol: `title: Text`, `message: Text?`, \
            `image: Image?`. A member with the right name but another type (a non-optional \
            `message: Text` or `image: Image`, `title: String`) is a different property that \
            satisfies nothing, and `asset` (the pre-release name of `image`) is no requirement at \
            all: the protocol's default is used (no message, no image) and the compiler says \
            nothing. The same holds for `options`, `rules` and `actions`: `let options = \
            [Tips.MaxDisplayCount(1)]` is an array of `Tips.MaxDisplayCount`, not `[any TipOption]`, so \
            TipKit applies no options at all (and tiplint counts none as a display limit). Judged from \
            the type as written, or from the value it is initialised with; a member whose type is not \
            written and not a constructed value (or an array literal of one constructed type) is not \
            judged, and type aliases are not followed.
            """,
        limits: """
            It reads the type as written (`SwiftUI.Text?` and `Optional<Text>` count) or from a constructed \
            initial value. A member whose type neither says is not judged, nor are static members; type \
            aliases are not followed.
            """,
        messages: [
            "renamed-asset": "A tip declares asset, the requirement's name before TipKit's release, so TipKit shows no image",
            "wrong-type": "A tip's title, message or image has a type other than TipKit's requirement, so TipKit never reads it",
            "wrong-collection-type": "A tip's options, rules or actions is an array of another type than TipKit's requirement, so TipKit never reads it",
        ],
        defaultSeverity: .warning,
        triggering: [
            RuleExample("""
                struct SearchTip: Tip {
                    var title: Text { Text("Search your notes") }
                    var 1️⃣asset: Image? { Image(systemName: "magnifyingglass") }
                }
                """, messages: ["1️⃣": """
                    SearchTip's asset is not a Tip requirement (it was renamed image before TipKit's release), \
                    so TipKit never reads it and shows no image; rename it to var image: Image?
                    """]),
            RuleExample("""
                struct SearchTip: Tip {
                    var title: Text { Text("Search your notes") }
                    var 1️⃣message: Text { Text("Find any note by a word or a tag") }
                    var 2️⃣image: Image { Image(systemName: "magnifyingglass") }
                }
                """, messages: [
                    "1️⃣": """
                        SearchTip's message is a Text, but TipKit reads var message: Text?, so it never reads this \
                        member and shows no message; declare it as Text?
                        """,
                    "2️⃣": """
                        SearchTip's image is an Image, but TipKit reads var image: Image?, so it never reads this \
                        member and shows no image; declare it as Image?
                        """,
                ]),
            RuleExample("""
                struct SearchTip: Tip {
                    var 1️⃣title: String { "Search your notes" }
                }
                """, messages: ["1️⃣": """
                    SearchTip's title is a String, but TipKit reads var title: Text, so it never reads this member \
                    and shows no title; declare it as Text
                    """]),
            RuleExample("""
                struct ExportTip: Tip {
                    var title: Text { Text("Export a notebook") }
                    let 1️⃣message = Text("Share it as a PDF")
                }
                extension ExportTip {
                    var 2️⃣image: SwiftUI.Image { Image(systemName: "square.and.arrow.up") }
                }
                """),
            // An array literal of one option type is that type's array, not `[any TipOption]`.
            RuleExample("""
                struct SearchTip: Tip {
                    var title: Text { Text("Search your notes") }
                    let 1️⃣options = [Tips.MaxDisplayCount(1)]
                }
                """, messages: ["1️⃣": """
                    SearchTip's options is inferred as [Tips.MaxDisplayCount], but TipKit reads var options: \
                    [any TipOption], so it never reads this member and applies none of these options; write var \
                    options: [any TipOption]
                    """], messageKinds: ["1️⃣": "wrong-collection-type"]),
            RuleExample("""
                struct ShareAction { let id: String }
                struct ExportTip: Tip {
                    var title: Text { Text("Export a notebook") }
                    var 1️⃣options: [Tips.MaxDisplayDuration] { [Tips.MaxDisplayDuration(60)] }
                    var 2️⃣actions = [ShareAction(id: "share")]
                }
                """, messages: ["2️⃣": """
                    ExportTip's actions is inferred as [ShareAction], but TipKit reads var actions: [Action], so it \
                    never reads this member and shows none of these actions; write var actions: [Action]
                    """]),
        ],
        nonTriggering: [
            RuleExample("""
                struct SearchTip: Tip {
                    var title: Text { Text("Search your notes") }
                    var message: Text? { Text("Find any note by a word or a tag") }
                    var image: Image? { Image(systemName: "magnifyingglass") }
                }
                """),
            RuleExample("""
                struct ExportTip: TipKit.Tip {
                    let title = Text("Export a notebook")
                    var message: Optional<Text> { Text("Share it as a PDF") }
                    var image: SwiftUI.Image? { nil }
                    static var asset = "export"
                }
                """),
            // Inferred as the requirement's own element type, or written as TipKit's requirement.
            RuleExample("""
                struct SearchTip: Tip {
                    @Parameter static var hasNotes = false
                    var title: Text { Text("Search your notes") }
                    var options: [any TipOption] { [Tips.MaxDisplayCount(1)] }
                    let rules = [#Rule(Self.$hasNotes) { $0 }]
                    var actions = [Action(id: "search", title: "Search")]
                }
                struct LegacyTip: Tip {
                    var title: Text { Text("Search") }
                    var options: [TipOption] { [MaxDisplayCount(2)] }
                    static let options = [Tips.MaxDisplayCount(1)]
                }
                """),
            RuleExample("""
                struct NoteRow: View {
                    var title: String
                    var image: Image
                    var body: some View { Label { Text(title) } icon: { image } }
                }
                """),
        ]
    )

    package static func findings(in index: ProjectIndex, options: NoOptions, context: RuleContext) -> [Finding] {
        index.shipping.tips.compactMap(\.swift).flatMap { tip in
            tip.requirementLikeMembers.compactMap { member -> Finding? in
                guard !member.fact.isStatic, let message = problem(member.fact, tip: tip.simpleName) else { return nil }
                let kind = member.fact.name == "asset" ? "renamed-asset"
                    : RequirementLikeMember.collectionRequirements[member.fact.name] != nil ? "wrong-collection-type" : "wrong-type"
                return context.finding(message, kind: kind, at: member.location(member.fact.range), tip: tip.qualifiedName)
            }
        }
    }

    /// The requirement each name must satisfy, spelled as TipKit declares it.
    static let requirements: [String: String] = ["title": "Text", "message": "Text?", "image": "Image?"]

    /// What is wrong with a member, or nil when TipKit reads it (or its type is unknown).
    static func problem(_ member: RequirementLikeMember, tip: String) -> String? {
        if member.name == "asset" { return Message.asset(tip: tip) }
        if let required = RequirementLikeMember.collectionRequirements[member.name] {
            guard member.isIgnoredCollection, let type = member.typeText else { return nil }
            return Message.wrongCollection(tip: tip, member: member.name, type: type, inferred: member.typeIsInferred, required: required)
        }
        guard let required = requirements[member.name], let written = member.typeText else { return nil }
        guard normalized(written) != required else { return nil }
        return Message.wrongType(tip: tip, member: member.name, type: written, required: required)
    }

    /// `SwiftUI.Text?` and `Optional<Text>` → `Text?`, so each spelling of the requirement agrees.
    static func normalized(_ type: String) -> String {
        var result = type
        var optional = ""
        if result.hasPrefix("Optional<"), result.hasSuffix(">") {
            result = String(result.dropFirst("Optional<".count).dropLast())
            optional = "?"
        }
        if result.hasPrefix("SwiftUI.") { result = String(result.dropFirst("SwiftUI.".count)) }
        return result + optional
    }
}

extension IgnoredTipMemberRule {
    /// The rule's words.
    enum Message {
        static func asset(tip: String) -> String {
            "\(tip)'s asset is not a Tip requirement (it was renamed image before TipKit's release), so TipKit never reads it and shows no image; rename it to var image: Image?"
        }

        /// `member` is `title`, `message` or `image`; `type` as written, `required` as TipKit declares it.
        static func wrongType(tip: String, member: String, type: String, required: String) -> String {
            let article = type.first.map { "AEIOU".contains($0) } == true ? "an" : "a"
            return "\(tip)'s \(member) is \(article) \(type), but TipKit reads var \(member): \(required), so it never reads this member and shows no \(member); declare it as \(required)"
        }

        /// `member` is `options`, `rules` or `actions`; `inferred`: the type is the compiler's
        /// reading of the initial value, not written.
        static func wrongCollection(tip: String, member: String, type: String, inferred: Bool, required: String) -> String {
            let effect = member == "actions" ? "shows none of these actions" : "applies none of these \(member)"
            return "\(tip)'s \(member) is \(inferred ? "inferred as " : "")\(type), but TipKit reads var \(member): \(required), so it "
                + "never reads this member and \(effect); write var \(member): \(required)"
        }
    }
}
