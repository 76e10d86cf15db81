import TipLintCore

/// Tip titles long enough to truncate or wrap in the compact callout.
public struct TitleLengthRule: Rule {
    public struct Options: RuleOptions {
        public var maxLength = 40
        public var messageMaxLength: Int?
        public var count = "characters"
        public init() {}

        public static var fields: [OptionField<Options>] {
            [
                .integer("max-length", \.maxLength, "longest title, in characters a person sees"),
                .optionalInteger("message-max-length", \.messageMaxLength, "longest message, or off"),
                .choice("count", \.count, "what a character is: grapheme clusters", allowed: ["characters"]),
            ]
        }
    }

    public static let description = RuleDescription(
        id: "title-length",
        name: "Title length",
        summary: "Tip titles longer than the callout shows",
        rationale: """
            A tip's title is read at a glance in a compact callout; a long title truncates or wraps. \
            Keep the action in the title and the explanation in the message. Apple gives no number, \
            so the limit is an option (default 40 characters, counted as a person sees them; an SF \
            Symbol interpolation counts as one, other interpolations as zero). Literals that look like \
            localisation keys (no spaces, dotted or dashed) are not measured.
            """,
        defaultSeverity: .warning,
        triggering: [
            RuleExample("""
                struct FavoritesTip: Tip {
                    var title: Text { Text(1️⃣"Tap the heart on any recipe to save it to your favourites") }
                }
                """),
            RuleExample("""
                struct SearchTip: TipKit.Tip {
                    var title: Text {
                        return Text(verbatim: 1️⃣"Search across every notebook, tag and attachment")
                    }
                }
                """),
            RuleExample("""
                struct SyncTip: Tip {
                    var title = Text(String(localized: 1️⃣"Turn on iCloud sync to see notes on every device"))
                }
                """),
            RuleExample("""
                struct ExportTip: Tip {
                    var title: Text { Text(NSLocalizedString("tip.export.title", value: 1️⃣"Export a whole notebook as PDF in one tap", comment: "")) }
                }
                """),
            RuleExample("""
                struct ShareTip: Tip {
                    var title: Text { Text(1️⃣"Share \\(Image(systemName: "square.and.arrow.up")) with friends") }
                }
                """, configuration: "max-length: 15"),
            RuleExample("""
                struct InviteTip: Tip {
                    let name: String
                    var title: Text { Text(1️⃣"Invite \\(name) to edit this shopping list with you") }
                }
                """),
            RuleExample("""
                struct PinTip: Tip {
                    var title: Text { Text("Pin a note") }
                    var message: Text? { Text(1️⃣"Pinned notes stay at the top of the list") }
                }
                """, configuration: "message-max-length: 30"),
        ],
        nonTriggering: [
            RuleExample("""
                struct FavoritesTip: Tip {
                    var title: Text { Text("Save your favourites") }
                    var message: Text? { Text("Tap the heart on any recipe to keep it in the Favourites tab, even offline.") }
                }
                """),
            RuleExample("""
                struct KeyTip: Tip {
                    var title: Text { Text("tip.title.pick-numbers-from-the-long-list-of-options") }
                }
                """),
            RuleExample("""
                struct ShareTip: Tip {
                    var title: Text { Text("Share \\(Image(systemName: "square.and.arrow.up")) with friends") }
                }
                """),
            RuleExample("""
                struct NotATip {
                    var title: Text { Text("This view has a very long heading that is not a tip at all") }
                }
                """),
            RuleExample("""
                struct FavoritesTip: Tip {
                    var title: Text { Text("Tap the heart on any recipe to save it to your favourites") }
                }
                """, configuration: "max-length: 80"),
            RuleExample("""
                struct EmojiTip: Tip {
                    var title: Text { Text("👨‍👩‍👧‍👦 Family sharing for 🇫🇷 chefs") }
                }
                """),
        ]
    )

    public static func findings(in index: ProjectIndex, options: Options, context: RuleContext) -> [Finding] {
        var result: [Finding] = []
        for tip in index.tips.values where !tip.isTestOrPreview {
            for title in tip.titles {
                result += check(title, limit: options.maxLength, what: "title", tip: tip, context: context)
            }
            if let limit = options.messageMaxLength {
                for message in tip.messages {
                    result += check(message, limit: limit, what: "message", tip: tip, context: context)
                }
            }
        }
        return result
    }

    private static func check(
        _ literal: Located<TextLiteral>, limit: Int, what: String, tip: TipType, context: RuleContext
    ) -> [Finding] {
        let text = literal.fact
        guard !text.looksLikeKey, text.visibleLength > limit else { return [] }
        return [context.finding(
            message(tip: tip.simpleName, what: what, length: text.visibleLength, atLeast: text.otherInterpolations > 0, limit: limit),
            at: literal.location(text.range), tip: tip.qualifiedName)]
    }

    static func message(tip: String, what: String, length: Int, atLeast: Bool, limit: Int) -> String {
        let advice = what == "title"
            ? "keep the action in the title and move the explanation to the message"
            : "shorten it to one or two short sentences"
        return "\(tip) \(what) is \(atLeast ? "at least " : "")\(length) characters, over the \(limit)-character limit; \(advice)"
    }
}
