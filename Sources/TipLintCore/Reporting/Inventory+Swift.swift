/// How a Swift tip type becomes an inventory entry: its texts in every language, where code
/// shows and invalidates it, its options with their values and its groups.
extension Inventory {
    static func swiftTip(_ type: SwiftTip, storedID: String?, in index: ProjectIndex, rules: TipStateModel) -> Tip {
        var tip = Tip(id: storedID ?? type.simpleName, idIsExact: storedID != nil)
        tip.type = type.qualifiedName
        let title = ShownText(type.titles, names: type.titleNames, accessors: type.titleAccessors, of: type, in: index)
        let message = ShownText(type.messages, names: type.messageNames, accessors: type.messageAccessors, of: type, in: index)
        (tip.title, tip.titleAt) = (title.text, title.at)
        (tip.message, tip.messageAt) = (message.text, message.at)
        tip.translations = title.translations(field: "title", in: index) + message.translations(field: "message", in: index)
        tip.declaredAt = place(type.declaration.path, type.declaration.range)
        tip.hasRules = type.options.hasRules
        tip.options = [
            type.options.maxDisplayCount ? "MaxDisplayCount" : nil, type.options.maxDisplayDuration ? "MaxDisplayDuration" : nil,
            type.options.ignoresDisplayFrequency ? "IgnoresDisplayFrequency" : nil,
        ].compactMap { $0 }
        tip.maxDisplayCount = type.options.maxDisplayCountValue
        tip.maxDisplayDuration = type.options.maxDisplayDurationValue
        tip.rules = type.ruleConditions.map { ruleCondition($0, rules: rules) }
        for site in index.displaySites {
            switch index.resolve(site.fact.tip, in: site.fact.enclosingType) {
            case .tip(let name) where name == type.qualifiedName:
                tip.displaySites.append(place(site.path, site.fact.range))
            case .group(let group) where index.members(ofGroup: group).contains(type.qualifiedName):
                tip.displaySites.append(place(site.path, site.fact.range))
            default: break
            }
        }
        for invalidation in index.invalidations {
            if case .tip(let name) = index.resolve(invalidation.fact.receiver, in: invalidation.fact.enclosingType), name == type.qualifiedName {
                tip.invalidationSites.append(place(invalidation.path, invalidation.fact.range))
            }
        }
        let groups = index.tip(qualifiedName: type.qualifiedName)?.groups ?? []
        tip.groups = groups.compactMap { group -> String? in
            if case .swift(let id) = group { return id.name }
            return nil
        }.sorted()
        return tip
    }
}

/// A tip's title (or message) as the code writes it, found the way title-length finds it: a
/// literal, a constant the tip shows (`Text(Strings.pinTitle)`), or a generated accessor
/// (`Text(L10n.tipSearchTitle)`), with the catalog keys whose translations a person reads.
private struct ShownText {
    var text: String?
    var at: String?
    var keys: [String] = []
    /// The text found is a literal that looks like a localisation key (`tip.pin.title`).
    private var textIsKey = false

    init(
        _ literals: [Located<TextLiteral>], names: [Located<NameReference>], accessors: [Located<StringAccessor>], of type: SwiftTip,
        in index: ProjectIndex
    ) {
        for literal in literals {
            if text == nil {
                (text, at, textIsKey) = (literal.fact.text, Inventory.place(literal.path, literal.fact.range), literal.fact.looksLikeKey)
            }
            if let key = literal.fact.localizationKey { keys.append(key) }
        }
        for reference in names {
            // A bare name that is one of the tip's stored properties is that property, not a constant.
            let name = reference.fact.name
            if !name.contains("."), type.storedProperties.contains(where: { $0.name == name }) { continue }
            guard let literal = index.constant(named: name, usedIn: type.qualifiedName)?.fact.text else { continue }
            if text == nil {
                (text, at, textIsKey) = (literal.text, Inventory.place(reference.path, reference.fact.range), literal.looksLikeKey)
            }
            if let key = literal.localizationKey { keys.append(key) }
        }
        for accessor in accessors {
            guard let key = index.localizationKey(for: accessor.fact) else { continue }
            if at == nil { at = Inventory.place(accessor.path, accessor.fact.range) }
            keys.append(key)
        }
        // A key such as `tip.pin.title` is not what a person reads: its source-language text is.
        let sourceLanguages = index.sourceLanguages
        if text == nil || textIsKey, let key = keys.first,
            let written = index.localizations[key]?.first(where: { sourceLanguages.contains($0.fact.language) })
        {
            text = written.fact.value
        }
    }

    /// Every language of every key, by language then file.
    func translations(field: String, in index: ProjectIndex) -> [Inventory.Translation] {
        let sourceLanguages = index.sourceLanguages
        var seen = Set<String>()
        return keys.filter { seen.insert($0).inserted }.flatMap { index.localizations[$0] ?? [] }
            .sorted { ($0.fact.language, $0.path, $0.fact.range.start.line) < ($1.fact.language, $1.path, $1.fact.range.start.line) }
            .map { value in
                Inventory.Translation(
                    field: field, language: value.fact.language, text: value.fact.value, at: Inventory.place(value.path, value.fact.range),
                    isSourceLanguage: sourceLanguages.contains(value.fact.language))
            }
    }
}
