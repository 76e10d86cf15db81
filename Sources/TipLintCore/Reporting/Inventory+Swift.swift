/// How a Swift tip type becomes an inventory entry: where code invalidates it, its options with
/// their values and its groups. Its texts and display sites are the index's answers for the
/// whole tip (`Inventory.tips(in:)`).
extension Inventory {
    static func swiftTip(_ type: SwiftTip, storedID: String?, in index: ProjectIndex, rules: TipStateModel) -> Tip {
        var tip = Tip(id: storedID ?? type.simpleName, idIsExact: storedID != nil)
        tip.type = type.qualifiedName
        tip.declaredAt = place(type.declaration.path, type.declaration.range)
        tip.hasRules = type.options.hasRules
        tip.options = [
            type.options.maxDisplayCount ? "MaxDisplayCount" : nil, type.options.maxDisplayDuration ? "MaxDisplayDuration" : nil,
            type.options.ignoresDisplayFrequency ? "IgnoresDisplayFrequency" : nil,
        ].compactMap { $0 }
        tip.maxDisplayCount = type.options.maxDisplayCountValue
        tip.maxDisplayDuration = type.options.maxDisplayDurationValue
        tip.rules = type.ruleConditions.map { ruleCondition($0, rules: rules) }
        for invalidation in index.invalidations {
            // As retirement reads it: a receiver cast to a tip is that tip.
            let named: String?
            if let cast = index.castTip(of: invalidation.fact) {
                named = cast
            } else if case .tip(let name) = index.resolve(invalidation.fact.receiver, in: invalidation.fact.enclosingType) {
                named = name
            } else {
                named = nil
            }
            if named == type.qualifiedName {
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

extension Inventory {
    /// A shown text's translations as the inventory lists them.
    static func translations(_ text: ShownText, field: String, in index: ProjectIndex) -> [Translation] {
        let sourceLanguages = index.sourceLanguages
        return text.translations.map { value in
            Translation(
                field: field, language: value.fact.language, text: value.fact.value, at: place(value.path, value.fact.range),
                isSourceLanguage: sourceLanguages.contains(value.fact.language), interpolations: text.keyInterpolations)
        }
    }
}
