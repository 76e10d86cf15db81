/// A fact together with the file it came from.
package struct Located<Fact: Sendable>: Sendable {
    package var path: String
    package var fact: Fact

    package init(path: String, fact: Fact) {
        self.path = path
        self.fact = fact
    }

    package func location(_ range: SourceRange) -> SourceLocation { SourceLocation(path: path, range: range) }
}

/// What a `TipReference` turns out to be once the whole project is known.
package enum ResolvedTip: Hashable, Sendable {
    /// A Swift tip, by qualified name (`ProjectIndex.tip(qualifiedName:)`).
    case tip(String)
    /// A `TipGroup`'s current tip: the group declaration the name resolves to by scope.
    case group(GroupID)
    /// Some tip, but which one cannot be decided.
    case undecidable
    /// Resolves to something that is not a tip.
    case notATip
}

/// Every file's facts, merged, with names resolved across files. Rules read only this.
///
/// The index holds every fact, test and preview code included; `shipping` is the same project
/// without them. Most rules judge what people run and read `index.shipping`.
package struct ProjectIndex: Sendable {
    package let files: [FileFacts]
    /// Every tip, Swift and manifest merged: Swift tips by qualified name, then the tips only a
    /// manifest declares, in manifest order.
    package private(set) var tips: [TipType]
    /// Every display site, and one at each call of a display wrapper (`DisplayWrapper`) for
    /// what the caller passes; the wrapper's own display call is not among them.
    package let displaySites: [Located<DisplaySite>]
    package let invalidations: [Located<InvalidationSite>]
    package let groups: [Located<TipGroupDeclaration>]
    package let testingCalls: [Located<TestingCall>]
    package let configureCalls: [Located<ConfigureCall>]
    package let callSites: [Located<CallSite>]
    package let lifecycles: [Located<LifecycleSequence>]
    package let events: [Located<IDDeclaration>]
    package let styleApplications: [Located<StyleApplication>]
    package let types: [Located<TypePart>]
    /// Every manifest as written, for `manifest-schema`.
    package let rawManifests: [Located<RawManifest>]
    /// Translations by key, from every catalog of the project.
    package let localizations: [String: [Located<Localization>]]
    let bindingsByName: [String: [Located<InstanceBinding>]]
    private let groupsByName: [String: [Located<TipGroupDeclaration>]]
    /// Modules and the tiers of Swift's name lookup.
    let scope: ScopeLookup
    /// Positions in `tips` of the Swift tips, by qualified name.
    private let swiftTipPositions: [String: Int]
    private var shippingView: ShippingView
    /// Answers worked out once per index, on demand (`ProjectIndex+Answers.swift`).
    let answers = ProjectAnswers()

    /// The index of the code that ships, or the index itself when nothing is test or preview code.
    private indirect enum ShippingView: Sendable {
        case itself
        case separate(ProjectIndex)
    }

    /// The same project without facts in test or preview code (`TestOrPreviewMarked`):
    /// what people run. Manifests, catalogs and suppressions are kept whole.
    package var shipping: ProjectIndex {
        switch shippingView {
        case .itself: return self
        case .separate(let index): return index
        }
    }

    /// Every fact of one kind in the project, with its file, in file order: how a rule reads a
    /// fact the index has no named property for (a new `FileFacts` field needs no index edit).
    package func facts<Fact>(_ keyPath: KeyPath<FileFacts, [Fact]>) -> [Located<Fact>] {
        Self.gather(keyPath, from: files)
    }

    private static func gather<Fact>(_ keyPath: KeyPath<FileFacts, [Fact]>, from files: [FileFacts]) -> [Located<Fact>] {
        files.flatMap { file in file[keyPath: keyPath].map { Located(path: file.path, fact: $0) } }
    }

    package init(files: [FileFacts]) {
        self.init(files: files, isShippingView: false)
    }

    /// `localizations`: the full index's, which its shipping view shares (catalogs are kept
    /// whole there, and they are most of a big app's facts: one copy, not two).
    private init(files: [FileFacts], isShippingView: Bool, localizations shared: [String: [Located<Localization>]]? = nil) {
        self.files = files
        func gather<Fact>(_ keyPath: KeyPath<FileFacts, [Fact]>) -> [Located<Fact>] { Self.gather(keyPath, from: files) }
        displaySites = Self.anchoredThroughFlow(gather(\.displaySites), files: files) + Self.wrappedDisplaySites(wrappers: gather(\.displayWrappers), calls: gather(\.tipArgumentCalls))
        invalidations = gather(\.invalidations)
        groups = gather(\.groups)
        testingCalls = gather(\.testingCalls)
        configureCalls = gather(\.configureCalls)
        callSites = gather(\.callSites)
        lifecycles = gather(\.lifecycles)
        events = gather(\.events)
        styleApplications = gather(\.styleApplications)
        types = gather(\.types)
        rawManifests = files.compactMap { file in file.manifest.map { Located(path: file.path, fact: $0.raw) } }
        localizations = shared ?? Dictionary(grouping: gather(\.localizations), by: \.fact.key)
        bindingsByName = Dictionary(grouping: gather(\.bindings), by: \.fact.name)
        groupsByName = Dictionary(grouping: groups, by: \.fact.name)
        scope = ScopeLookup(files: files)

        let swiftTips = Self.mergeSwiftTips(types)
        swiftTipPositions = Dictionary(uniqueKeysWithValues: swiftTips.enumerated().map { ($1.qualifiedName, $0) })
        // Swift tips alone are enough to resolve group members below; manifest entries join them after.
        tips = swiftTips.map { TipType(swift: $0) }
        shippingView = .itself
        var merged = Self.attachManifestEntries(files, to: tips)
        for group in groups {
            for member in group.fact.members {
                guard case .tip(let name) = resolve(member, in: group.fact.enclosingType), let position = swiftTipPositions[name] else { continue }
                merged[position].groups.insert(.swift(Self.groupID(group)))
            }
        }
        tips = merged

        // Types only previews and tests use are preview code too (`FileFacts.previewOnlyTypes`).
        let shippingFiles = isShippingView ? files : files.map(\.withoutPreviewOnlyTypes.shipping)
        if shippingFiles != files {
            shippingView = .separate(ProjectIndex(files: shippingFiles, isShippingView: true, localizations: localizations))
        }
    }

    /// A Swift tip (with its manifest entries) by qualified name, as `ResolvedTip.tip` names it.
    package func tip(qualifiedName: String) -> TipType? {
        swiftTipPositions[qualifiedName].map { tips[$0] }
    }

    /// A Swift tip by the name code uses for it inside `enclosingType`, found as Swift finds
    /// a type: nested in the enclosing type or a type around it, else at the top level
    /// (`Date` inside `OnboardingTips` is `OnboardingTips.Date`; elsewhere it is not a tip).
    package func swiftTip(named name: String, near enclosingType: String? = nil) -> SwiftTip? {
        ScopeLookup.typeCandidates(name, near: enclosingType).lazy.compactMap { self.tip(qualifiedName: $0)?.swift }.first
    }

    /// Resolves a reference made inside `enclosingType`, by scope (see `ScopeLookup`): a
    /// variable or group declared in the enclosing type hides one of the same name elsewhere;
    /// declarations that stay equally near and disagree are `.undecidable`.
    package func resolve(_ reference: TipReference, in enclosingType: String?) -> ResolvedTip {
        switch reference {
        case .type(let name):
            return swiftTip(named: name, near: enclosingType).map { .tip($0.qualifiedName) } ?? .notATip
        case .instance(let name):
            let bindings = scope.nearest(bindingsByName[name] ?? [], owner: \.enclosingType, from: enclosingType)
            let groups = scope.nearest(groupsByName[name] ?? [], owner: \.enclosingType, from: enclosingType)
            // A nearer `TipGroup` of that name is the group itself, not a tip.
            if !groups.facts.isEmpty, groups.distance < bindings.distance { return .notATip }
            guard !bindings.facts.isEmpty else { return .undecidable }
            let resolved = Set(bindings.facts.compactMap { swiftTip(named: $0.fact.typeName, near: $0.fact.enclosingType)?.qualifiedName })
            if resolved.count == 1, let only = resolved.first { return .tip(only) }
            return resolved.isEmpty ? .notATip : .undecidable
        case .groupCurrentTip(let name):
            let groups = scope.nearest(groupsByName[name] ?? [], owner: \.enclosingType, from: enclosingType).facts
            switch groups.count {
            case 0: return .group(GroupID(name: name, declaration: nil))
            case 1: return .group(Self.groupID(groups[0]))
            default: return .undecidable
            }
        case .styleConfiguration, .erased, .unknown:
            return .undecidable
        }
    }

    /// The Swift tips (by qualified name) a `TipGroup` can show; none for a group the project
    /// does not declare.
    package func members(ofGroup group: GroupID) -> Set<String> {
        guard let declaration = group.declaration else { return [] }
        var result = Set<String>()
        for candidate in groupsByName[group.name] ?? [] where Self.groupID(candidate).declaration == declaration {
            for member in candidate.fact.members {
                if case .tip(let tip) = resolve(member, in: candidate.fact.enclosingType) { result.insert(tip) }
            }
        }
        return result
    }

    /// The variable the project keeps a tip in (`let dateTip = OnboardingTips.Date()`), when
    /// exactly one name holds it: what a message tells people to call `invalidate` on.
    package func variableName(forTip qualifiedName: String) -> String? {
        let names = Set(bindingsByName.values.joined().filter {
            swiftTip(named: $0.fact.typeName, near: $0.fact.enclosingType)?.qualifiedName == qualifiedName
        }.map(\.fact.name))
        return names.count == 1 ? names.first : nil
    }

    /// The module (SwiftPM target, else the app project: "") a file of this project belongs to.
    package func module(ofPath path: String) -> String {
        scope.modules.module(ofPath: path)
    }

    /// Each call of a display wrapper is a display site of what the caller passes, of the
    /// wrapper's kind, at the call. A call is matched by the wrapper's name and argument label;
    /// wrappers of one name that show differently are left alone (undecidable). A wrapper that
    /// passes its tip to another shows as that one does, followed through a few steps.
    static func wrappedDisplaySites(wrappers: [Located<DisplayWrapper>], calls: [Located<TipArgumentCall>]) -> [Located<DisplaySite>] {
        guard !wrappers.isEmpty else { return [] }
        let byName = Dictionary(grouping: wrappers.map(\.fact), by: \.key)
        typealias Shown = (kind: DisplaySite.Kind, conditional: Bool, control: String?, invalidates: Bool, owner: TipArgumentHandOff?)
        var resolved: [String: Shown?] = [:]
        // The kind a wrapper's calls show, whether it shows only in some branch, the control
        // its own popover is on and the wrapper that shows it at the end of any forwarding,
        // when all its ways agree; nil when undecidable (wrappers of one name disagree, a
        // cycle, or a chain past the bound).
        func resolve(_ key: String, depth: Int, visiting: Set<String>) -> Shown? {
            if let known = resolved[key] { return known }
            guard depth < 6, !visiting.contains(key), let matching = byName[key] else { return nil }
            var ways: [Shown] = []
            for wrapper in matching {
                if let next = wrapper.forwardsTo {
                    guard let step = resolve(next, depth: depth + 1, visiting: visiting.union([key])) else { continue }
                    ways.append((step.kind, step.conditional || wrapper.showsConditionally, step.control, step.invalidates, step.owner))
                } else {
                    let owner = TipArgumentHandOff(
                        callee: wrapper.name, holder: wrapper.holder, holderIsOptional: wrapper.holderIsOptional,
                        handlesActions: wrapper.handlesActions)
                    ways.append((wrapper.kind, wrapper.showsConditionally, wrapper.attachedControl, wrapper.controlActionInvalidates, owner))
                }
            }
            guard let first = ways.first, ways.allSatisfy({ $0.kind == first.kind }) else {
                if depth == 0 { resolved[key] = .some(nil) }
                return nil
            }
            let sameControl = ways.allSatisfy { $0.control == first.control && $0.invalidates == first.invalidates }
            let result: Shown = (
                first.kind, ways.contains { $0.conditional }, sameControl ? first.control : nil, sameControl && first.invalidates,
                ways.allSatisfy { $0.owner == first.owner } ? first.owner : nil)
            if depth == 0 { resolved[key] = result }
            return result
        }
        return calls.compactMap { call in
            guard let shown = resolve(call.fact.key, depth: 0, visiting: []) else { return nil }
            var site = call.fact.site
            site.kind = shown.kind
            site.handOff = shown.owner
            if shown.conditional { site.insideForEach = false }
            if shown.kind != .popoverTip {
                site.attachedControl = nil
                site.controlActionInvalidates = false
            } else if site.attachedControl == nil, let control = shown.control {
                // The wrapper attaches the popover to a control of its own.
                site.attachedControl = control
                site.controlActionInvalidates = shown.invalidates
                site.handOff?.ownsControl = true
            }
            return Located(path: call.path, fact: site)
        }
    }

    static func groupID(_ group: Located<TipGroupDeclaration>) -> GroupID {
        GroupID(name: group.fact.name, declaration: group.location(group.fact.range))
    }

    /// Stored properties of every declaration and extension of a type, by simple or qualified name.
    package func storedProperties(ofType name: String) -> [(path: String, property: StoredProperty)] {
        let simple = name.split(separator: ".").last.map(String.init) ?? name
        return types.filter { $0.fact.qualifiedName == name || $0.fact.simpleName == simple }
            .flatMap { part in part.fact.storedProperties.map { (part.path, $0) } }
    }
}
