import TipLintCore

/// title-length for `Text`s joined with `+`: the whole a person reads as one title.
extension TitleLengthRule {
    /// The joined titles (or messages) of `tip` over the limit as a whole, where no piece is over
    /// it alone (that piece has its own finding) and no catalog holds a piece's key (people then
    /// read each piece's value in their language, which the whole as written is not).
    static func joinedFindings(of tip: SwiftTip, _ measure: Measure) -> [Finding] {
        let (joined, pieces) = measure.field == .title ? (tip.joinedTitles, tip.titles) : (tip.joinedMessages, tip.messages)
        let limit = measure.options.limit(measure.field, language: nil, isTranslation: false)
        // The pieces over the limit alone, by file and position: a joined text holds the pieces
        // that start inside it, so the first such piece at or after its start says (binary search).
        let overLimit = Dictionary(grouping: pieces.filter { !$0.fact.looksLikeKey && $0.fact.visibleLength > limit }, by: \.path)
            .mapValues { $0.map(\.fact.range.start).sorted() }
        return joined.compactMap { located in
            let whole = located.fact.text
            guard located.fact.visibleLength > limit, located.fact.pieceKeys.allSatisfy({ measure.index.localizations[$0] == nil }) else {
                return nil
            }
            if let starts = overLimit[located.path] {
                var (low, high) = (0, starts.count)
                while low < high {
                    let middle = (low + high) / 2
                    if starts[middle] < whole.range.start { low = middle + 1 } else { high = middle }
                }
                if low < starts.count, starts[low] < whole.range.end { return nil }
            }
            var finding = measure.context.finding(
                Message.tooLong(
                    tip: measure.tip, field: measure.field, length: located.fact.visibleLength, atLeast: whole.otherInterpolations > 0,
                    limit: limit),
                kind: "too-long", at: located.location(whole.range), tip: measure.id)
            finding.tipText = TipTextSubject(field: measure.field.subject, text: whole.written)
            return finding
        }
    }

    static let joinedExamples = (
        triggering: [
            // Each piece is short; the title a person reads is 47 characters.
            RuleExample("""
                struct FavoritesTip: Tip {
                    var title: Text {
                        1️⃣Text("Save a recipe to ") + Text("Favourites").bold() + Text(" and cook it offline")
                    }
                }
                """, messages: ["1️⃣": """
                    FavoritesTip title is 47 characters, over the 40-character limit; keep the action in the \
                    title and move the explanation to the message
                    """]),
            // A piece that is not a literal counts as nothing, so the title is at least this long.
            RuleExample("""
                struct ShareTip: Tip {
                    let name: String
                    var title: Text { 1️⃣Text("Share your lists with ") + Text(name) + Text(" and the rest of the family") }
                }
                """, messages: ["1️⃣": """
                    ShareTip title is at least 49 characters, over the 40-character limit; keep the action in the \
                    title and move the explanation to the message
                    """]),
            // Markdown a piece renders is left out: 49 characters show, not 53.
            RuleExample("""
                struct StarTip: Tip {
                    var title: Text { 1️⃣Text("Tap **Star** to ") + Text("keep a recipe at the top of your list") }
                }
                """, messages: ["1️⃣": """
                    StarTip title is 49 characters, over the 40-character limit; keep the action in the \
                    title and move the explanation to the message
                    """]),
        ],
        nonTriggering: [
            // A modifier's own text (an accessibility label) is not the title on screen.
            RuleExample("""
                struct PinTip: Tip {
                    var title: Text {
                        Text("Pin").accessibilityLabel(Text("Pin this recipe to the top of ") + Text("your favourites list"))
                    }
                }
                """),
            // A symbol joined in counts as one character; an `if`'s arms are two titles.
            RuleExample("""
                struct FavoritesTip: Tip {
                    var isPro = false
                    var title: Text {
                        if isPro {
                            Text("Tap ") + Text(Image(systemName: "heart")).foregroundStyle(.red) + Text(" to save a recipe")
                        } else {
                            Text("Save recipes to cook them offline")
                        }
                    }
                }
                """),
            // A catalog holds a piece's key: people read its translation, not the whole as written.
            RuleExample("""
                struct FavoritesTip: Tip {
                    var title: Text { Text("Save a recipe to ") + Text("Favourites").bold() + Text(" and cook it offline") }
                }
                """, otherFiles: ["Sources/App/Localizable.xcstrings": #"""
                    { "sourceLanguage" : "en", "strings" : {
                      "Favourites" : { "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Favoriten" } } } }
                    }, "version" : "1.0" }
                    """#]),
        ]
    )
}
