import TipLintCore

/// title-length through constants: `var title: Text { Text(Strings.pinTitle) }` with
/// `enum Strings { static let pinTitle = "…" }`.
extension TitleLengthRule {
    // A title (or message) shown through a constant is measured as the constant's literal
    // (`ProjectIndex.textSources` finds it). The finding is at the title, with the literal as
    // related location: the finding is about this tip (the same constant may label a screen
    // where its length is fine), a suppression belongs with the tip, and the related location
    // leads to the text to shorten.
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
            // `.init(…)` where the context makes it a `Text` is a `Text(…)`.
            RuleExample("""
                enum Strings {
                    static let goToSettingsTitle = "Open Settings to choose when your reminders arrive"
                }
                struct SettingsTip: Tip {
                    var title: Text = .init(1️⃣Strings.goToSettingsTitle)
                }
                """, messages: ["1️⃣": """
                    SettingsTip title (Strings.goToSettingsTitle) is 50 characters, over the 40-character limit; \
                    keep the action in the title and move the explanation to the message
                    """]),
            RuleExample("""
                let longTitle = "Drag any photo onto an album to copy it there"
                struct AlbumTip: Tip {
                    var title: Text { .init(verbatim: 1️⃣longTitle) }
                    var message: Text? { .init(2️⃣"Albums keep a copy of each photo, so edits in one never change the other").italic() }
                }
                """, configuration: "message-max-length: 60"),
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
            // An `.init(…)` that is not the title's own value has another type.
            RuleExample("""
                struct Caption { let text: String; init(_ text: String) { self.text = text } }
                struct NoteTip: Tip {
                    var title: Text {
                        let caption: Caption = .init("A caption for another screen that is far too long for a tip title")
                        return Text(verbatim: String(caption.text.prefix(20)))
                    }
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
