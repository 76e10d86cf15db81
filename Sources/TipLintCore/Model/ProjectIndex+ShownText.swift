/// A tip's title or message as a person reads it, found the way title-length finds the texts
/// it measures: a literal, a constant the tip shows (`Text(Strings.pinTitle)`), or a generated
/// accessor (`Text(L10n.tipSearchTitle)`), with the catalog keys whose translations people read.

/// One of a tip's shown texts and its translations.
package struct ShownText: Sendable {
    /// The first text found; for a literal that is a key, the key's source-language text when
    /// a table holds it, whatever the key looks like (`tip.pin.title`, `tips links issue`).
    package var text: String?
    /// Where the tip's code writes it: the literal, the constant's name, or the accessor.
    package var location: SourceLocation?
    /// The catalog keys it reads, in the order found.
    package var keys: [String] = []
    /// The localisation key of the literal that gave `text`, if it is one.
    private var textKey: String?

    /// Every language of every key, by language, then file, then line.
    package var translations: [Located<Localization>] = []
}

/// Which of a tip's texts. Codable as part of `Finding.tipText`.
package enum TipTextField: String, Codable, Hashable, Sendable {
    case title, message
}

extension ProjectIndex {
    /// The tip's title or message as people read it, in every language the catalogs hold.
    /// Worked out on each call: the inventory, its one reader, asks once per tip.
    package func shownText(_ field: TipTextField, of tip: SwiftTip) -> ShownText {
        switch field {
        case .title: ShownText(tip.titles, names: tip.titleNames, accessors: tip.titleAccessors, of: tip, in: self)
        case .message: ShownText(tip.messages, names: tip.messageNames, accessors: tip.messageAccessors, of: tip, in: self)
        }
    }
}

extension ShownText {
    fileprivate init(
        _ literals: [Located<TextLiteral>], names: [Located<NameReference>], accessors: [Located<StringAccessor>], of tip: SwiftTip,
        in index: ProjectIndex
    ) {
        for literal in literals {
            if text == nil {
                (text, location, textKey) = (literal.fact.text, literal.location(literal.fact.range), literal.fact.localizationKey)
            }
            if let key = literal.fact.localizationKey { keys.append(key) }
        }
        for reference in names {
            guard let literal = index.shownConstant(named: reference.fact.name, of: tip)?.fact.text else { continue }
            if text == nil {
                (text, location, textKey) = (literal.text, reference.location(reference.fact.range), literal.localizationKey)
            }
            if let key = literal.localizationKey { keys.append(key) }
        }
        for accessor in accessors {
            guard let key = index.localizationKey(for: accessor.fact) else { continue }
            if location == nil { location = accessor.location(accessor.fact.range) }
            keys.append(key)
        }
        // A key (`tip.pin.title`, or `tips links issue` that reads like words) is not what a
        // person reads: its source-language text is. A key no table holds is read as written.
        let sourceLanguages = index.sourceLanguages
        if let key = text == nil ? keys.first : textKey,
            let written = index.localizations[key]?.first(where: { sourceLanguages.contains($0.fact.language) })
        {
            text = written.fact.value
        }
        var seen = Set<String>()
        translations = keys.filter { seen.insert($0).inserted }.flatMap { index.localizations[$0] ?? [] }
            .sorted { ($0.fact.language, $0.path, $0.fact.range.start.line) < ($1.fact.language, $1.path, $1.fact.range.start.line) }
    }
}
