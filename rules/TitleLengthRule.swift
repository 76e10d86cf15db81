import TipLintCore

/// Tip titles long enough to truncate or wrap in the compact callout.
package struct TitleLengthRule: Rule {
    package struct Options: RuleOptions {
        package var maxLength = 40
        package var messageMaxLength: Int?
        package var count = "characters"
        package var perLanguageMaxLength: [String: Int] = [:]
        package var translationMaxLength: Int?
        package init() {}

        /// The limit for a field in one language: the language's own (titles; `pt-BR` falls back
        /// to `pt`), else for a translation `translation-max-length` (titles) or 1.3 × the
        /// field's limit, else the field's limit. `language` nil: the literal as written.
        func limit(_ field: Field, language: String?, isTranslation: Bool) -> Int {
            let written = field == .title ? maxLength : (messageMaxLength ?? maxLength)
            if field == .title, let language {
                let base = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? language
                if let own = perLanguageMaxLength[language] ?? perLanguageMaxLength[base] { return own }
            }
            guard isTranslation else { return written }
            if field == .title, let translationMaxLength { return translationMaxLength }
            return written * 13 / 10
        }

        package static var fields: [OptionField<Options>] {
            [
                .integer("max-length", \.maxLength, "longest title, in characters a person sees"),
                .optionalInteger("message-max-length", \.messageMaxLength, "longest message; off: messages are not measured"),
                .choice(
                    "count", \.count,
                    "how a length is counted: characters as a person sees them (é, or an emoji of several code points, is one), not bytes or UTF-16 units",
                    allowed: ["characters"]),
                .integerMap("per-language-max-length", \.perLanguageMaxLength, "longer limits for some languages, e.g. {de: 48}"),
                .optionalInteger(
                    "translation-max-length", \.translationMaxLength,
                    "longest translated title, for languages per-language-max-length does not name",
                    offMeans: "1.3 × max-length"),
            ]
        }
    }

    package static let description = RuleDescription(
        id: "title-length",
        name: "Title length",
        summary: "Tip titles longer than the callout shows",
        rationale: """
            A tip's title is read at a glance in a compact callout; a long title truncates or wraps. \
            Keep the action in the title and the explanation in the message. Apple gives no number, \
            so the limit is an option (default 40 characters, counted as a person sees them; an SF \
            Symbol interpolation counts as one, other interpolations as zero). Literals that look like \
            localisation keys (no spaces, dotted or dashed) are not measured unless a catalog has them. \
            A literal that a catalog or `.strings` table holds as a key is measured by its source-language \
            text, whatever the key looks like (`Text("tips sharing")` reads "Share settings"); one that no \
            table holds is measured as written. A catalog key is measured in every language: the source language against `max-length`, \
            translations against `translation-max-length` (default 1.3 × `max-length`) unless \
            `per-language-max-length` names the language. Generated accessors (SwiftGen's \
            `L10n.tipSearchTitle`, Xcode's `.tipSearchTitle`) stand for the one key spelled with the \
            same letters and digits; an accessor that matches no key or several is not measured. A \
            title shown through a constant (`Text(Strings.pinTitle)` with `static let pinTitle = "…"`, \
            found by scope) is measured and reported at the title, with the constant's text as related \
            location. `.init(…)` that is the title's own value (`var title: Text = .init(Strings.pinTitle)`) \
            is a `Text(…)`. An interpolated literal (`Text("Invite \\(name) to your list")`) is looked up \
            under the key Xcode extracts from it, each interpolation a format specifier (`Invite %@ to your \
            list`; `%lld` for an integer, `%lf` for a floating-point number, a `%` of the text doubled); \
            an interpolation whose type tiplint does not know fits any specifier, and when two keys fit \
            neither is measured. Its values are counted as the literal is: a specifier that stands for an SF \
            Symbol as one character (numbered ones, `%1$@`, by their number), any other specifier as \
            nothing, so such a value is at least as long as reported.
            """,
        limits: """
            It counts grapheme clusters, not the width a font gives them: wide letters can wrap under the \
            limit, and the callout's width changes with the device and Dynamic Type. An interpolation other \
            than an SF Symbol counts as nothing, so such a title (and a translation's format specifier) is at \
            least as long as reported. tiplint does not read an interpolated value's type, so it cannot tell \
            apart two keys that differ only in their specifiers. A constant \
            is followed one step (a constant that reads another constant is not), text built at run time is \
            not measured, and a literal that looks like a key is measured only when a catalog holds that \
            key. Texts joined with `+` (`Text("Save to ") + Text("Favourites").bold()`) are measured piece \
            by piece, and as one title only when no catalog holds a piece's key (people then read each \
            piece's catalog value); a parenthesised group, a ternary or a `Text` variable among the \
            operands leaves the pieces measured one by one. A `Text("…")` literal, \
            and the catalogs' values for its key, are measured as SwiftUI renders their inline Markdown (a \
            link shows its label; `**`, `*`, `_`, `~~` and backticks do not show).
            """,
        messages: [
            "too-long": "A tip's title or message is longer than its limit",
            "translation-too-long": "A translation of a tip's title or message is longer than its limit",
        ],
        defaultSeverity: .warning,
        triggering: [
            RuleExample("""
                struct FavoritesTip: Tip {
                    var title: Text { Text(1️⃣"Tap the heart on any recipe to save it to your favourites") }
                }
                """, messages: ["1️⃣": """
                    FavoritesTip title is 57 characters, over the 40-character limit; keep the action in the title \
                    and move the explanation to the message
                    """]),
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
                """, messages: ["1️⃣": """
                    InviteTip title is at least 43 characters, over the 40-character limit; keep the action in the \
                    title and move the explanation to the message
                    """]),
            RuleExample("""
                struct PinTip: Tip {
                    var title: Text { Text("Pin a note") }
                    var message: Text? { Text(1️⃣"Pinned notes stay at the top of the list") }
                }
                """, configuration: "message-max-length: 30", messages: [
                    "1️⃣": "PinTip message is 40 characters, over the 30-character limit; shorten it to one or two short sentences",
                ]),
            // `Text(verbatim:)` shows Markdown as written, link target and all.
            RuleExample("""
                struct GuideTip: Tip {
                    var title: Text { Text(verbatim: 1️⃣"Read [the guide](https://example.com/guides/keyboard)") }
                }
                """, messages: ["1️⃣": """
                    GuideTip title is 53 characters, over the 40-character limit; keep the action in the title and \
                    move the explanation to the message
                    """]),
        ] + localizedExamples.triggering + interpolatedExamples.triggering + constantExamples.triggering + joinedExamples.triggering,
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
            // `Text("…")` renders inline Markdown: a person reads "Read the guide", not the link's URL.
            RuleExample("""
                struct GuideTip: Tip {
                    var title: Text { Text("Read [the guide](https://example.com/guides/keyboard) on **shortcuts**") }
                }
                """),
        ] + localizedExamples.nonTriggering + interpolatedExamples.nonTriggering + constantExamples.nonTriggering
            + joinedExamples.nonTriggering
    )

    /// Opts in to test and preview code: it measures shipping tips, but looks their constants
    /// up among every declaration, as it always has.
    package static let indexView = IndexView.withTestAndPreviewCode

    package static func findings(in index: ProjectIndex, options: Options, context: RuleContext) -> [Finding] {
        var result: [Finding] = []
        let sourceLanguages = index.sourceLanguages
        let fields: [(Field, TipTextField)] = [(.title, .title)] + (options.messageMaxLength != nil ? [(.message, .message)] : [])
        // A tip in code and in a manifest has both checked: each is text someone reads.
        for tip in index.shipping.tips {
            for (field, textField) in fields {
                for source in index.textSources(textField, of: tip) {
                    let (name, id): (String, String) = switch source.writer {
                    case .swift(let simpleName, let qualifiedName): (simpleName, qualifiedName)
                    case .manifest(let id): (Message.manifestTip(id: id), id)
                    }
                    let measure = Measure(
                        field: field, tip: name, id: id, options: options, index: index, sourceLanguages: sourceLanguages, context: context)
                    switch source.value {
                    case .literal(let literal):
                        result += check(literal, measure)
                    case .constant(let reference, let literal):
                        result += check(literal, measure, shownAt: reference)
                    case .accessor(let accessor, let key):
                        // Every language of the key a generated accessor (`L10n.tipSearchTitle`) stands for.
                        result += translationFindings(index.localizations[key] ?? [], at: accessor.location(accessor.fact.range), measure)
                    }
                }
                if let swift = tip.swift {
                    let measure = Measure(
                        field: field, tip: swift.simpleName, id: swift.qualifiedName, options: options, index: index,
                        sourceLanguages: sourceLanguages, context: context)
                    result += joinedFindings(of: swift, measure)
                }
            }
        }
        return result
    }

    /// What one check needs besides the text: the tip's names, the options, the project.
    struct Measure {
        var field: Field
        var tip: String
        var id: String
        var options: Options
        var index: ProjectIndex
        var sourceLanguages: Set<String>
        var context: RuleContext
    }

    /// A literal that is a catalog key is measured in every language the catalogs hold; any
    /// other literal as written, unless it only looks like a key. A key whose source-language
    /// text differs from it (`"tips universal links issue" = "Configuration sharing";`) is
    /// measured by that text alone, whatever the key looks like: it is what people read.
    /// `reference`: the name the tip shows the literal through (a constant), where findings are reported.
    static func check(_ literal: Located<TextLiteral>, _ measure: Measure, shownAt reference: Located<NameReference>? = nil) -> [Finding] {
        let text = literal.fact
        var result: [Finding] = []
        let location = reference.map { $0.location($0.fact.range) } ?? literal.location(text.range)
        let limit = measure.options.limit(measure.field, language: nil, isTranslation: false)
        let key = measure.index.localizationKey(for: text)
        let values = key.map { measure.index.localizations[$0] ?? [] } ?? []
        let written = values.filter { measure.sourceLanguages.contains($0.fact.language) }
        // The value that says what the literal says: its text, or an interpolated literal's key
        // (`%@ Search` for `"\(name) Search"`).
        let asWritten = text.interpolations.isEmpty ? text.text : key
        let readAsKey = !written.isEmpty && !written.contains { $0.fact.value == asWritten }
        if !text.looksLikeKey, !readAsKey, text.visibleLength > limit {
            var finding = measure.context.finding(
                Message.tooLong(
                    tip: measure.tip, field: measure.field, length: text.visibleLength, atLeast: text.otherInterpolations > 0,
                    limit: limit, through: reference?.fact.name),
                kind: "too-long", at: location,
                related: reference == nil ? [] : [RelatedLocation(location: literal.location(text.range), message: Message.constantText)],
                tip: measure.id)
            finding.tipText = TipTextSubject(field: measure.field.subject, text: text.written)
            result.append(finding)
        }
        if key != nil {
            // A translation equal to the literal (the source language) was measured above.
            let others = values.filter { $0.fact.value != asWritten || text.looksLikeKey || readAsKey }
            result += translationFindings(
                others, at: location, measure, interpolations: text.interpolations, rendersMarkdown: text.rendersMarkdown)
        }
        return result
    }

    /// The values over their limit, reported at the Swift text with the value as related location:
    /// the source language against the field's limit, translations against theirs. The values
    /// of an interpolated literal's key (`interpolations` not empty) hold a format specifier for
    /// each interpolation, counted as the literal counts it (`FormatSpecifiers.measure`). With
    /// `rendersMarkdown` (a `Text("…")` literal's key), a value's inline Markdown is left out.
    static func translationFindings(
        _ values: [Located<Localization>], at location: SourceLocation, _ measure: Measure, interpolations: [TextInterpolation] = [],
        rendersMarkdown: Bool = false
    ) -> [Finding] {
        values.sorted { ($0.fact.language, $0.path) < ($1.fact.language, $1.path) }.compactMap { value in
            let language = value.fact.language
            let isTranslation = !measure.sourceLanguages.contains(language)
            let shown = rendersMarkdown ? MarkdownInline.visibleText(value.fact.value) : value.fact.value
            let (length, unmeasured) = interpolations.isEmpty
                ? (shown.count, 0) : FormatSpecifiers.measure(shown, interpolations: interpolations)
            let limit = measure.options.limit(measure.field, language: language, isTranslation: isTranslation)
            guard length > limit else { return nil }
            let message = isTranslation
                ? Message.translationTooLong(
                    tip: measure.tip, field: measure.field, language: language, value: value.fact.value, length: length,
                    atLeast: unmeasured > 0, limit: limit)
                : Message.tooLong(tip: measure.tip, field: measure.field, length: length, atLeast: unmeasured > 0, limit: limit, language: language)
            var finding = measure.context.finding(
                message, kind: isTranslation ? "translation-too-long" : "too-long", at: location,
                related: [RelatedLocation(location: value.location(value.fact.range), message: Message.translation(language: language))],
                tip: measure.id)
            finding.tipText = TipTextSubject(field: measure.field.subject, language: language, text: value.fact.value)
            return finding
        }
    }
}

extension TitleLengthRule {
    /// What a literal is to the tip.
    enum Field: String {
        case title, message

        /// The same field, as findings name it (`Finding.tipText`).
        var subject: TipTextField { self == .title ? .title : .message }
    }

    /// The rule's words.
    enum Message {
        /// `SearchTip title is 48 characters in de, over the 40-character limit; …`: `length` in
        /// grapheme clusters, `atLeast` when unmeasured interpolations make the text longer still.
        /// `through`: the constant the title is shown through (`PinTip title (Strings.pinTitle) is …`).
        static func tooLong(
            tip: String, field: Field, length: Int, atLeast: Bool, limit: Int, language: String? = nil, through: String? = nil
        ) -> String {
            let advice = field == .title
                ? "keep the action in the title and move the explanation to the message"
                : "shorten it to one or two short sentences"
            let inLanguage = language.map { " in \($0)" } ?? ""
            let constant = through.map { " (\($0))" } ?? ""
            return "\(tip) \(field.rawValue)\(constant) is \(atLeast ? "at least " : "")\(length) characters\(inLanguage), over the \(limit)-character limit; \(advice)"
        }

        /// `PinTip title: the de translation "…" is 59 characters, over the 52-character limit; …`.
        /// `atLeast`: the value holds format specifiers of unknown length (`%@`).
        static func translationTooLong(
            tip: String, field: Field, language: String, value: String, length: Int, atLeast: Bool, limit: Int
        ) -> String {
            let advice = field == .title
                ? "shorten the translation, or keep the action in the title and move the explanation to the message"
                : "shorten the translation to one or two short sentences"
            return "\(tip) \(field.rawValue): the \(language) translation \"\(value)\" is \(atLeast ? "at least " : "")\(length) characters, over the \(limit)-character limit; \(advice)"
        }

        /// How a manifest tip is named in a message.
        static func manifestTip(id: String) -> String { "tip \"\(id)\"" }

        /// The related location of the literal a constant holds.
        static let constantText = "the text is declared here"

        /// The related location of a translation that is too long.
        static func translation(language: String) -> String { "the \(language) translation" }
    }
}
