import TipLintCore

/// title-length through constants: `var title: Text { Text(Strings.pinTitle) }` with
/// `enum Strings { static let pinTitle = "…" }`.
extension TitleLengthRule {
    /// A title (or message) shown through a constant is measured as the constant's literal.
    /// The finding is at the title, with the literal as related location: the finding is
    /// about this tip (the same constant may label a screen where its length is fine), a
    /// suppression belongs with the tip, and the related location leads to the text to shorten.
    static func check(_ reference: Located<NameReference>, in tip: SwiftTip, _ measure: Measure) -> [Finding] {
        guard let constant = measure.index.shownConstant(named: reference.fact.name, of: tip), let text = constant.fact.text else {
            return []
        }
        return check(Located(path: constant.path, fact: text), measure, shownAt: reference)
    }

    static let constantExamples = (
        triggering: [
            RuleExample("""
                enum Strings {
                    static let pinTitle = "Pin your most important notes to the top of the list"
                }
                struct PinTip: Tip {
                    var title: Text { Text(1️⃣Strings.pinTitle) }
                }
                """, messages: ["1️⃣": """
                    PinTip title (Strings.pinTitle) is 52 characters, over the 40-character limit; keep the action \
                    in the title and move the explanation to the message
                    """]),
            RuleExample("""
                enum Onboarding {
                    enum Copy {
                        static let syncTitle: LocalizedStringKey = "Turn on iCloud sync to see notes on every device"
                    }
                    struct SyncTip: Tip {
                        var title: Text { Text(1️⃣Copy.syncTitle) }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                enum Strings {
                    static let pinTitle = "Pin a note"
                }
                struct PinTip: Tip {
                    var title: Text { Text(Strings.pinTitle) }
                }
                """),
            RuleExample("""
                enum Onboarding {
                    enum Strings { static let pinTitle = "Pin a note" }
                    struct PinTip: Tip {
                        var title: Text { Text(Strings.pinTitle) }
                    }
                }
                enum Strings {
                    static let pinTitle = "A heading for another screen, far longer than any tip title"
                }
                """),
            RuleExample("""
                let caption = "A caption for another screen that is far too long for a tip title"
                struct NoteTip: Tip {
                    let caption: String
                    var title: Text { Text(caption) }
                }
                """),
        ]
    )
}
