import TipLintCore

extension UnstableTipIDRule {
    /// Ids that name a constant (`Strings.addedEventID`, `Self.stamp`, a bare name), followed by
    /// scope to its value: a localised or per-launch constant makes the id change as it does.
    static let constantExamples = (
        triggering: [
            RuleExample("""
                enum Strings {
                    static let addedEventID = NSLocalizedString("favorites.added", comment: "")
                }
                struct FavoritesTip: Tip {
                    static let addedEvent = Tips.Event(id: 1️⃣Strings.addedEventID)
                    var title: Text { Text("Find your favourites") }
                }
                """, messages: ["1️⃣": """
                    The Tips.Event id uses Strings.addedEventID, which is set from NSLocalizedString, which changes \
                    with the person's language, so the tip's status and display count are lost; use a fixed string
                    """]),
            RuleExample("""
                enum Copy {
                    static let pinTipID = String(localized: "pin-tip")
                }
                struct PinTip: Tip {
                    var id: String { 1️⃣Copy.pinTipID }
                    var title: Text { Text("Pin a note") }
                }
                """, messages: ["1️⃣": """
                    PinTip.id uses Copy.pinTipID, which is set from String(localized:), which changes with the \
                    person's language, so the tip's status and display count are lost; use a fixed string
                    """]),
            RuleExample("""
                struct StampTip: Tip {
                    static let stamp = UUID().uuidString
                    var id: String { "stamp-\\(1️⃣Self.stamp)" }
                    var title: Text { Text("Stamp a page") }
                }
                enum Events {
                    static let savedID = Date.now.formatted()
                    static let saved = Tips.Event(id: 2️⃣savedID)
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                enum Strings {
                    static let addedEventID = "favorites.added"
                }
                struct FavoritesTip: Tip {
                    static let addedEvent = Tips.Event(id: Strings.addedEventID)
                    var id: String { Strings.addedEventID }
                    var title: Text { Text("Find your favourites") }
                }
                """),
            // A bare name that is the tip's own property is not the global of that name.
            RuleExample("""
                let pinID = UUID().uuidString
                struct PinTip: Tip {
                    let pinID: String
                    var id: String { pinID }
                    var title: Text { Text("Pin a note") }
                }
                """),
        ]
    )
}
