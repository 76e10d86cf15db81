/// A fact together with the file it came from.
public struct Located<Fact: Sendable>: Sendable {
    public var path: String
    public var fact: Fact

    public init(path: String, fact: Fact) {
        self.path = path
        self.fact = fact
    }

    public func location(_ range: SourceRange) -> SourceLocation { SourceLocation(path: path, range: range) }
}

/// A tip type, merged from its declaration and extensions across files.
public struct TipType: Sendable {
    public var qualifiedName: String
    public var simpleName: String
    public var declaration: SourceLocation
    public var titles: [Located<TextLiteral>] = []
    public var messages: [Located<TextLiteral>] = []
    public var id: Located<IDDeclaration>?
    public var options = TipOptionFacts()
    public var storedProperties: [StoredProperty] = []
    public var isTestOrPreview = true
}

/// What a `TipReference` turns out to be once the whole project is known.
public enum ResolvedTip: Hashable, Sendable {
    case tip(String)
    /// A `TipGroup`'s current tip, by group name.
    case group(String)
    /// Some tip, but which one cannot be decided.
    case undecidable
    /// Resolves to something that is not a tip.
    case notATip
}

/// Every file's facts, merged, with names resolved across files. Rules read only this.
public struct ProjectIndex: Sendable {
    public let files: [FileFacts]
    public let tips: [String: TipType]
    public let displaySites: [Located<DisplaySite>]
    public let invalidations: [Located<InvalidationSite>]
    public let groups: [Located<TipGroupDeclaration>]
    public let testingCalls: [Located<TestingCall>]
    public let configureCalls: [Located<ConfigureCall>]
    public let callSites: [Located<CallSite>]
    public let lifecycles: [Located<LifecycleSequence>]
    public let events: [Located<IDDeclaration>]
    public let styleApplications: [Located<StyleApplication>]
    public let types: [Located<TypePart>]
    public let manifestTips: [Located<ManifestTip>]
    public let manifestGroups: [Located<ManifestGroup>]
    /// Every manifest as written, for `manifest-schema`.
    public let rawManifests: [Located<RawManifest>]
    /// Translations by key, from every catalog of the project.
    public let localizations: [String: [Located<Localization>]]
    private let bindingsByName: [String: [InstanceBinding]]
    private let tipsBySimpleName: [String: [String]]

    public init(files: [FileFacts]) {
        self.files = files
        func gather<Fact>(_ keyPath: KeyPath<FileFacts, [Fact]>) -> [Located<Fact>] {
            files.flatMap { file in file[keyPath: keyPath].map { Located(path: file.path, fact: $0) } }
        }
        displaySites = gather(\.displaySites)
        invalidations = gather(\.invalidations)
        groups = gather(\.groups)
        testingCalls = gather(\.testingCalls)
        configureCalls = gather(\.configureCalls)
        callSites = gather(\.callSites)
        lifecycles = gather(\.lifecycles)
        events = gather(\.events)
        styleApplications = gather(\.styleApplications)
        types = gather(\.types)
        manifestTips = files.flatMap { file in (file.manifest?.tips ?? []).map { Located(path: file.path, fact: $0) } }
        manifestGroups = files.flatMap { file in (file.manifest?.groups ?? []).map { Located(path: file.path, fact: $0) } }
        rawManifests = files.compactMap { file in file.manifest.map { Located(path: file.path, fact: $0.raw) } }
        localizations = Dictionary(grouping: gather(\.localizations), by: \.fact.key)
        bindingsByName = Dictionary(grouping: files.flatMap(\.bindings), by: \.name)
        let merged = Self.mergeTips(types)
        tips = merged
        tipsBySimpleName = Dictionary(grouping: merged.keys.sorted(), by: { merged[$0]?.simpleName ?? $0 })
    }

    /// Tip types are those that conform to `Tip` in any declaration or extension.
    private static func mergeTips(_ types: [Located<TypePart>]) -> [String: TipType] {
        let declared = Set(types.filter { $0.fact.kind != .extension }.map(\.fact.qualifiedName))
        // `extension SearchTip: Tip` may extend a type declared as `Onboarding.SearchTip`.
        func canonicalName(_ part: TypePart) -> String {
            guard part.kind == .extension, !declared.contains(part.qualifiedName) else { return part.qualifiedName }
            let nested = declared.filter { $0.hasSuffix(".\(part.qualifiedName)") }
            return nested.count == 1 ? nested.first ?? part.qualifiedName : part.qualifiedName
        }
        let tipNames = Set(types.filter { $0.fact.declaresTipConformance }.map { canonicalName($0.fact) })
        var result: [String: TipType] = [:]
        for part in types {
            let name = canonicalName(part.fact)
            guard tipNames.contains(name) else { continue }
            var tip = result[name] ?? TipType(
                qualifiedName: name, simpleName: part.fact.simpleName, declaration: part.location(part.fact.nameRange))
            if part.fact.kind != .extension { tip.declaration = part.location(part.fact.nameRange) }
            tip.titles += part.fact.titles.map { Located(path: part.path, fact: $0) }
            tip.messages += part.fact.messages.map { Located(path: part.path, fact: $0) }
            if let id = part.fact.id { tip.id = Located(path: part.path, fact: id) }
            tip.options.maxDisplayCount = tip.options.maxDisplayCount || part.fact.options.maxDisplayCount
            tip.options.maxDisplayDuration = tip.options.maxDisplayDuration || part.fact.options.maxDisplayDuration
            tip.options.ignoresDisplayFrequency = tip.options.ignoresDisplayFrequency || part.fact.options.ignoresDisplayFrequency
            tip.options.hasRules = tip.options.hasRules || part.fact.options.hasRules
            tip.storedProperties += part.fact.storedProperties
            tip.isTestOrPreview = tip.isTestOrPreview && part.fact.isTestOrPreview
            result[name] = tip
        }
        return result
    }

    /// A tip type by the name code uses for it: qualified, nested in the using type, or simple.
    public func tipType(named name: String, near enclosingType: String? = nil) -> TipType? {
        if let exact = tips[name] { return exact }
        if let enclosingType, let nested = tips["\(enclosingType).\(name)"] { return nested }
        let simple = name.split(separator: ".").last.map(String.init) ?? name
        return tipsBySimpleName[simple]?.first.flatMap { tips[$0] }
    }

    /// Resolves a reference made inside `enclosingType`.
    public func resolve(_ reference: TipReference, in enclosingType: String?) -> ResolvedTip {
        switch reference {
        case .type(let name):
            return tipType(named: name, near: enclosingType).map { .tip($0.qualifiedName) } ?? .notATip
        case .instance(let name):
            guard let candidates = bindingsByName[name], !candidates.isEmpty else {
                return groups.contains { $0.fact.name == name } ? .notATip : .undecidable
            }
            let local = candidates.filter { $0.enclosingType == enclosingType }
            let chosen = (local.isEmpty ? candidates : local)
            let resolved = Set(chosen.compactMap { tipType(named: $0.typeName, near: $0.enclosingType)?.qualifiedName })
            if resolved.count == 1, let only = resolved.first { return .tip(only) }
            return resolved.isEmpty ? .notATip : .undecidable
        case .groupCurrentTip(let group):
            return .group(group)
        case .styleConfiguration, .erased, .unknown:
            return .undecidable
        }
    }

    /// The id TipKit stores for a Swift tip: its `id` literal, else the type's name. Nil when
    /// the id is computed and cannot be read.
    public func storedID(of tip: TipType) -> String? {
        guard let id = tip.id else { return tip.simpleName }
        return id.fact.literal
    }

    /// The tips a group (by variable name) can show.
    public func members(ofGroup name: String) -> Set<String> {
        var result = Set<String>()
        for group in groups where group.fact.name == name {
            for member in group.fact.members {
                if case .tip(let tip) = resolve(member, in: group.fact.enclosingType) { result.insert(tip) }
            }
        }
        return result
    }

    /// Stored properties of every declaration and extension of a type, by simple or qualified name.
    public func storedProperties(ofType name: String) -> [(path: String, property: StoredProperty)] {
        let simple = name.split(separator: ".").last.map(String.init) ?? name
        return types.filter { $0.fact.qualifiedName == name || $0.fact.simpleName == simple }
            .flatMap { part in part.fact.storedProperties.map { (part.path, $0) } }
    }
}
