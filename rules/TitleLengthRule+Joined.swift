import TipLintCore

/// title-length for `Text`s joined with `+`: the whole a person reads as one title.
extension TitleLengthRule {
    /// The joined titles (or messages) of `tip` over the limit as a whole, where no piece is over
    /// it alone (that piece has its own finding) and no catalog holds a piece's key (people then
    /// read each piece's value in their language, which the whole as written is not).
    static func joinedFindings(of tip: SwiftTip, _ measure: Measure) -> [Finding] {
        let (joined, pieces) = measure.field == .title ? (tip.joinedTitles, tip.titles) : (tip.joinedMessages, tip.messages)
        let limit = measure.options.limit(measure.field, language: nil, isTranslation: false)
        return joined.compactMap { located in
            let whole = located.fact.text
            guard whole.visibleLength > limit, located.fact.pieceKeys.allSatisfy({ measure.index.localizations[$0] == nil }) else {
                return nil
            }
            let pieceOverLimit = pieces.contains { piece in
                piece.path == located.path && piece.fact.range.start >= whole.range.start && piece.fact.range.end <= whole.range.end
                    && !piece.fact.looksLikeKey && piece.fact.visibleLength > limit
            }
            guard !pieceOverLimit else { return nil }
            var finding = measure.context.finding(
                Message.tooLong(
                    tip: measure.tip, field: measure.field, length: whole.visibleLength, atLeast: whole.otherInterpolations > 0, limit: limit),
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
        ],
        nonTriggering: [
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
