/// How Swift declarations, extensions and manifest entries become one `TipType` each.
extension ProjectIndex {
    /// Tip types are those that conform to `Tip` in any declaration or extension. Sorted by
    /// qualified name.
    static func mergeSwiftTips(_ types: [Located<TypePart>]) -> [SwiftTip] {
        let declared = Set(types.filter { $0.fact.kind != .extension }.map(\.fact.qualifiedName))
        // `extension SearchTip: Tip` may extend a type declared as `Onboarding.SearchTip`.
        func canonicalName(_ part: TypePart) -> String {
            guard part.kind == .extension, !declared.contains(part.qualifiedName) else { return part.qualifiedName }
            let nested = declared.filter { $0.hasSuffix(".\(part.qualifiedName)") }
            return nested.count == 1 ? nested.first ?? part.qualifiedName : part.qualifiedName
        }
        let tipNames = Set(types.filter { $0.fact.declaresTipConformance }.map { canonicalName($0.fact) })
        var result: [String: SwiftTip] = [:]
        for part in types {
            let name = canonicalName(part.fact)
            guard tipNames.contains(name) else { continue }
            var tip = result[name] ?? SwiftTip(
                qualifiedName: name, simpleName: part.fact.simpleName, declaration: part.location(part.fact.nameRange))
            if part.fact.kind != .extension { tip.declaration = part.location(part.fact.nameRange) }
            tip.titles += part.fact.titles.map { Located(path: part.path, fact: $0) }
            tip.messages += part.fact.messages.map { Located(path: part.path, fact: $0) }
            tip.joinedTitles += part.fact.joinedTitles.map { Located(path: part.path, fact: $0) }
            tip.joinedMessages += part.fact.joinedMessages.map { Located(path: part.path, fact: $0) }
            if let id = part.fact.id { tip.id = Located(path: part.path, fact: id) }
            tip.options.maxDisplayCount = tip.options.maxDisplayCount || part.fact.options.maxDisplayCount
            tip.options.maxDisplayDuration = tip.options.maxDisplayDuration || part.fact.options.maxDisplayDuration
            // A type declares `options` once, so at most one part has values.
            tip.options.maxDisplayCountValue = tip.options.maxDisplayCountValue ?? part.fact.options.maxDisplayCountValue
            tip.options.maxDisplayDurationValue = tip.options.maxDisplayDurationValue ?? part.fact.options.maxDisplayDurationValue
            tip.options.ignoresDisplayFrequency = tip.options.ignoresDisplayFrequency || part.fact.options.ignoresDisplayFrequency
            tip.options.hasRules = tip.options.hasRules || part.fact.options.hasRules
            tip.storedProperties += part.fact.storedProperties
            tip.requirementLikeMembers += part.fact.requirementLikeMembers.map { Located(path: part.path, fact: $0) }
            tip.contentReferences.formUnion(part.fact.contentReferences)
            tip.titleAccessors += part.fact.titleAccessors.map { Located(path: part.path, fact: $0) }
            tip.messageAccessors += part.fact.messageAccessors.map { Located(path: part.path, fact: $0) }
            tip.ruleConditions += part.fact.ruleConditions.map { Located(path: part.path, fact: $0) }
            tip.hasActions = tip.hasActions || part.fact.hasActions
            tip.titleNames += part.fact.titleNames.map { Located(path: part.path, fact: $0) }
            tip.messageNames += part.fact.messageNames.map { Located(path: part.path, fact: $0) }
            result[name] = tip
        }
        return result.keys.sorted().compactMap { result[$0] }
    }

    /// The one place where a manifest entry and a Swift tip become the same tip: the entry's
    /// id equals the Swift tip's `storedID` (its `id` literal, else its type name). A Swift tip
    /// that computes its id matches no entry. When several Swift tips store one id, the last by
    /// qualified name takes the entries. Entries that match no Swift tip form tips of their
    /// own, one per id, in manifest order.
    static func attachManifestEntries(_ files: [FileFacts], to swiftTips: [TipType]) -> [TipType] {
        var tips = swiftTips
        var positionByID: [String: Int] = [:]
        for (position, tip) in swiftTips.enumerated() {
            if let id = tip.storedID { positionByID[id] = position }
        }
        for file in files {
            for entry in file.manifest?.tips ?? [] {
                let position = positionByID[entry.id] ?? {
                    tips.append(TipType(swift: nil))
                    positionByID[entry.id] = tips.count - 1
                    return tips.count - 1
                }()
                tips[position].manifestEntries.append(Located(path: file.path, fact: entry))
                if let group = entry.group { tips[position].groups.insert(.manifest(group)) }
            }
        }
        return tips
    }
}
