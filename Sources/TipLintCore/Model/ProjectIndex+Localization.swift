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
}
