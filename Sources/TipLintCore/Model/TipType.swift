/// Where a tip is declared.
package enum TipSource: String, Hashable, Sendable, CaseIterable {
    /// A Swift type conforming to `Tip`.
    case swift
    /// An entry of a YAML tip manifest.
    case manifest
}

/// A Swift tip type, merged from its declaration and extensions across files.
package struct SwiftTip: Sendable {
    /// `Onboarding.SearchTip` for a nested type: what `ResolvedTip.tip` names.
    package var qualifiedName: String
    package var simpleName: String
    /// The type's declaration, else its first extension.
    package var declaration: SourceLocation
    package var titles: [Located<TextLiteral>] = []
    package var messages: [Located<TextLiteral>] = []
    /// Titles and messages joined with `+`, as wholes, from every part.
    package var joinedTitles: [Located<JoinedText>] = []
    package var joinedMessages: [Located<JoinedText>] = []
    package var id: Located<IDDeclaration>?
    package var options = TipOptionFacts()
    package var storedProperties: [StoredProperty] = []
    /// Members named like a `Tip` requirement, from every part.
    package var requirementLikeMembers: [Located<RequirementLikeMember>] = []
    /// The names the title, message and image read, from every part.
    package var contentReferences: Set<String> = []
    package var titleAccessors: [Located<StringAccessor>] = []
    package var messageAccessors: [Located<StringAccessor>] = []
    /// The `#Rule`s of every declaration and extension.
    package var ruleConditions: [Located<TipRuleCondition>] = []
    /// Declares `actions`: its buttons are what the person does.
    package var hasActions = false
    /// Names shown as the title or message (`Text(Strings.pinTitle)`), from every part.
    package var titleNames: [Located<NameReference>] = []
    package var messageNames: [Located<NameReference>] = []

    /// The id TipKit stores: the `id` literal, else the type's simple name (TipKit's default).
    /// Nil when the id is computed and cannot be read, or given to each instance.
    package var storedID: String? {
        guard let id else { return idIsPerInstance ? nil : simpleName }
        return id.fact.literal
    }

    /// Declares a stored `id` without a value (`let id: String`): each construction gives the
    /// id, so two instances with different ids are two tips to TipKit.
    package var idIsPerInstance: Bool { id == nil && storedProperties.contains { $0.name == "id" } }
}

/// A group of tips that TipKit shows one at a time. Swift and manifest groups are never the
/// same group, even under one name.
package enum TipGroupName: Hashable, Sendable {
    /// A `TipGroup` declaration.
    case swift(GroupID)
    /// A manifest `groups:` entry, by id.
    case manifest(String)
}

/// One tip of the project, whichever sources declare it: a Swift type, manifest entries, or
/// both. A manifest entry belongs to the Swift tip whose `storedID` equals the entry's id
/// (the `id` literal, else the type name); see `ProjectIndex.init(files:)`.
///
/// Rules ask a tip questions rather than choose between its sources: the tip itself answers
/// what its declarations say (`storedID`, `ruleConditions`, `ignoresDisplayFrequency`), the
/// index what needs the whole project (`textSources(_:of:)`, `shownText(_:of:from:)`,
/// `displaySites(of:)`, `isRetired(_:)`, `retiresItself(_:)`).
package struct TipType: Sendable {
    /// Nil for a tip that only a manifest declares (a manifest tip that matches no Swift tip).
    package var swift: SwiftTip?
    /// The manifest entries with this tip's id, in the order of `ProjectIndex.files`; more than
    /// one when manifests repeat an id. Empty for a tip only Swift declares.
    package var manifestEntries: [Located<ManifestTip>] = []
    /// The groups that hold the tip: `TipGroup`s that list it and its entries' `group:`.
    package var groups: Set<TipGroupName> = []

    package var sources: Set<TipSource> {
        var result = Set<TipSource>()
        if swift != nil { result.insert(.swift) }
        if !manifestEntries.isEmpty { result.insert(.manifest) }
        return result
    }

    /// The id TipKit stores: the Swift tip's `storedID`, else the manifest id. Nil when Swift
    /// computes the id.
    package var storedID: String? {
        if let swift { return swift.storedID }
        return manifestEntries.first?.fact.id
    }

    /// The tip's `#Rule`s, from every part of its Swift type; a manifest declares none.
    package var ruleConditions: [Located<TipRuleCondition>] { swift?.ruleConditions ?? [] }

    /// `.ignoresDisplayFrequency(true)` in the Swift type's options; a manifest has no such key.
    package var ignoresDisplayFrequency: Bool { swift?.options.ignoresDisplayFrequency ?? false }
}
