/// A tip's title or message as a person reads it, worked out here alone. `textSources` says
/// where the tip writes it: a literal, a constant the tip shows (`Text(Strings.pinTitle)`), a
/// generated accessor (`Text(L10n.tipSearchTitle)`), a manifest entry's `title:`. `shownText`
/// reads from those the one text a person sees and the catalog keys whose translations people
/// read. title-length measures every source; the inventory and missing-invalidation read the
/// shown text.

/// One place where a tip's title or message is written.
package struct TextSource: Sendable {
    package enum Value: Sendable {
        /// A literal in the tip's code, or a manifest entry's `title:` or `message:`.
        case literal(Located<TextLiteral>)
        /// A constant the tip shows: the name as the tip writes it, and the constant's literal.
        case constant(shownAt: Located<NameReference>, text: Located<TextLiteral>)
        /// A generated accessor and the catalog key it stands for.
        case accessor(Located<StringAccessor>, key: String)
    }

    /// Who writes the text: the tip's Swift type or one of its manifest entries.
    package enum Writer: Sendable, Equatable {
        case swift(simpleName: String, qualifiedName: String)
        case manifest(id: String)

        package var source: TipSource {
            switch self {
            case .swift: .swift
            case .manifest: .manifest
            }
        }
    }

    package var value: Value
    package var writer: Writer
}

/// One of a tip's shown texts and its translations.
package struct ShownText: Sendable {
    /// The first text found; for a literal that is a key, the key's source-language text when
    /// a table holds it, whatever the key looks like (`tip.pin.title`, `tips links issue`). When
    /// the Swift code gives none, the first manifest entry's text.
    package var text: String?
    /// `text` as a person reviewing it reads it: an interpolation shown as written
    /// (`\(name) Search`, where `text` drops it), also in a source-language value that stands
    /// for the literal (`%@ Search`). What the inventory shows.
    package var written: String?
    /// Where the tip writes it: the literal, the constant's name, the accessor, or the manifest
    /// entry's text when that is the text.
    package var location: SourceLocation?
    /// The catalog keys the Swift code reads, in the order found.
    package var keys: [String] = []
    /// The localisation key of the literal that gave `text`, if it is one.
    private var textKey: String?
    /// The interpolations of the literal that gave `text`, for a source-language value's specifiers.
    private var textInterpolations: [TextInterpolation] = []

    /// Every language of every key, by language, then file, then line.
    package var translations: [Located<Localization>] = []
    /// The interpolations the keys' format specifiers stand for, when the only key read is
    /// an interpolated literal's (`%@ Search`); empty otherwise, and values are read as written.
    package var keyInterpolations: [TextInterpolation] = []
}

/// Which of a tip's texts. Codable as part of `Finding.tipText`.
package enum TipTextField: String, Codable, Hashable, Sendable {
    case title, message
}

extension ProjectIndex {
    /// Every place where the tip writes its title or message: the Swift literals, then the
    /// constants it shows that hold a literal, then the accessors whose key a catalog holds,
    /// then its manifest entries' texts. Constants are looked up in this index: ask the index
    /// whose declarations should count.
    package func textSources(_ field: TipTextField, of tip: TipType) -> [TextSource] {
        var result: [TextSource] = []
        if let swift = tip.swift {
            let writer = TextSource.Writer.swift(simpleName: swift.simpleName, qualifiedName: swift.qualifiedName)
            let (literals, names, accessors) = field == .title
                ? (swift.titles, swift.titleNames, swift.titleAccessors) : (swift.messages, swift.messageNames, swift.messageAccessors)
            result += literals.map { TextSource(value: .literal($0), writer: writer) }
            for reference in names {
                guard let constant = shownConstant(named: reference.fact.name, of: swift), let text = constant.fact.text else { continue }
                result.append(TextSource(value: .constant(shownAt: reference, text: Located(path: constant.path, fact: text)), writer: writer))
            }
            for accessor in accessors {
                guard let key = localizationKey(for: accessor.fact) else { continue }
                result.append(TextSource(value: .accessor(accessor, key: key), writer: writer))
            }
        }
        for entry in tip.manifestEntries {
            guard let text = field == .title ? entry.fact.title : entry.fact.message else { continue }
            result.append(TextSource(value: .literal(Located(path: entry.path, fact: text)), writer: .manifest(id: entry.fact.id)))
        }
        return result
    }

    /// The tip's title or message as people read it, in every language the catalogs hold, from
    /// the sources in `from` (`[.swift]`: what the code shows). Worked out on each call, not
    /// kept: each reader asks once per tip, the inventory of the whole index and
    /// missing-invalidation of `shipping`, so no index is asked twice.
    package func shownText(_ field: TipTextField, of tip: TipType, from sources: Set<TipSource> = [.swift, .manifest]) -> ShownText {
        var shown = ShownText(textSources(field, of: tip).filter { sources.contains($0.writer.source) }, in: self)
        // A literal that is a piece of `Text`s joined with `+` is read as the whole, unless a
        // catalog holds a piece's key (people then read the pieces' values, not the whole as written).
        if let swift = tip.swift, let location = shown.location,
            let joined = (field == .title ? swift.joinedTitles : swift.joinedMessages).first(where: { joined in
                let range = joined.fact.text.range
                return joined.path == location.path && range.start <= location.range.start && location.range.end <= range.end
            }),
            joined.fact.pieceKeys.allSatisfy({ localizations[$0] == nil })
        {
            (shown.text, shown.written) = (joined.fact.text.text, joined.fact.text.written)
            shown.location = joined.location(joined.fact.text.range)
        }
        return shown
    }
}

extension ShownText {
    /// The Swift sources give the text, its keys and translations; a manifest entry's text is
    /// read only when they give no text, as written.
    fileprivate init(_ sources: [TextSource], in index: ProjectIndex) {
        var interpolatedKeys: [(key: String, interpolations: [TextInterpolation])] = []
        for source in sources where source.writer.source == .swift {
            switch source.value {
            case .literal(let literal):
                let key = index.localizationKey(for: literal.fact)
                if let key, !literal.fact.interpolations.isEmpty { interpolatedKeys.append((key, literal.fact.interpolations)) }
                if text == nil {
                    (text, written, location, textKey) = (literal.fact.text, literal.fact.written, literal.location(literal.fact.range), key)
                    textInterpolations = literal.fact.interpolations
                }
                if let key { keys.append(key) }
            case .constant(let reference, let literal):
                let key = index.localizationKey(for: literal.fact)
                if let key, !literal.fact.interpolations.isEmpty { interpolatedKeys.append((key, literal.fact.interpolations)) }
                if text == nil {
                    (text, written, location, textKey) = (literal.fact.text, literal.fact.written, reference.location(reference.fact.range), key)
                    textInterpolations = literal.fact.interpolations
                }
                if let key { keys.append(key) }
            case .accessor(let accessor, let key):
                if location == nil { location = accessor.location(accessor.fact.range) }
                keys.append(key)
            }
        }
        // A key (`tip.pin.title`, or `tips links issue` that reads like words) is not what a
        // person reads: its source-language text is. A key no table holds is read as written.
        // An interpolated literal's key (`%@ Search`) whose source-language value is the key
        // itself says what the literal says: the literal's words stand.
        let sourceLanguages = index.sourceLanguages
        if let key = text == nil ? keys.first : textKey,
            let value = index.localizations[key]?.first(where: { sourceLanguages.contains($0.fact.language) }),
            textInterpolations.isEmpty || value.fact.value != key
        {
            // Its specifiers are interpolations: dropped from `text` as the literal's are.
            (text, written) = textInterpolations.isEmpty
                ? (value.fact.value, value.fact.value)
                : (FormatSpecifiers.read(value.fact.value).plainText,
                    FormatSpecifiers.substituting(value.fact.value, interpolations: textInterpolations))
        }
        var seen = Set<String>()
        if Set(keys).count == 1, let interpolated = interpolatedKeys.first, keys.allSatisfy({ $0 == interpolated.key }) {
            keyInterpolations = interpolated.interpolations
        }
        translations = keys.filter { seen.insert($0).inserted }.flatMap { index.localizations[$0] ?? [] }
            .sorted { ($0.fact.language, $0.path, $0.fact.range.start.line) < ($1.fact.language, $1.path, $1.fact.range.start.line) }
        // What the code does not say, the manifest does.
        if text == nil, let entry = sources.first(where: { $0.writer.source == .manifest }), case .literal(let literal) = entry.value {
            (text, written, location) = (literal.fact.text, literal.fact.written, literal.location(literal.fact.range))
        }
    }
}
