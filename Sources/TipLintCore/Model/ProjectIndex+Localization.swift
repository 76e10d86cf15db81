/// Translations as rules ask for them: which language is the source, and which key a
/// generated string accessor names.
extension ProjectIndex {
    /// The languages the project writes its text in: every catalog's `sourceLanguage` (and
    /// `Base`); `en`, Xcode's default, when no catalog says.
    package var sourceLanguages: Set<String> {
        let declared = Set(localizations.values.joined().filter(\.fact.isSourceLanguage).map(\.fact.language))
        return declared.isEmpty ? ["en"] : declared
    }

    /// The catalog key a generated accessor stands for: the one key that compares equal
    /// (`StringAccessor.comparable`) to its components, else to its components without the
    /// first (a table name: `L10n.Settings.tipSearchTitle`). Nil when no key or several do.
    package func localizationKey(for accessor: StringAccessor) -> String? {
        for components in [accessor.components[...], accessor.components.dropFirst()] where !components.isEmpty {
            let wanted = StringAccessor.comparable(components.joined())
            let matches = localizations.keys.filter { StringAccessor.comparable($0) == wanted }
            if matches.count == 1 { return matches.first }
            if matches.count > 1 { return nil }
        }
        return nil
    }

    /// The catalog key a literal is looked up under: its `localizationKey`, or for an
    /// interpolated literal that is looked up (`TextLiteral.looksUpInterpolatedKey`) the one
    /// key that is its text with a format specifier for each interpolation (`"\(name) Search"`
    /// → `%@ Search`; an interpolation of unknown type matches any specifier). Nil when no key
    /// or several match: which one the app reads is then not known.
    package func localizationKey(for literal: TextLiteral) -> String? {
        if let key = literal.localizationKey { return key }
        guard literal.looksUpInterpolatedKey, let first = literal.pieces.first, let last = literal.pieces.last else { return nil }
        let (prefix, suffix) = (first.replacingOccurrences(of: "%", with: "%%"), last.replacingOccurrences(of: "%", with: "%%"))
        let specifiers = literal.interpolations.map(\.specifier)
        var found: String?
        for key in localizations.keys where key.hasPrefix(prefix) && key.hasSuffix(suffix) {
            guard FormatSpecifiers.key(key, matches: literal.pieces, specifiers: specifiers) else { continue }
            if found != nil { return nil }
            found = key
        }
        return found
    }
}
