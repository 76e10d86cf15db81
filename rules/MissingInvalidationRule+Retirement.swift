import TipLintCore

/// What retires a tip: a display limit, an `invalidate(reason:)` that can reach it, or one of
/// its own `#Rule`s that something the app does makes false.
extension MissingInvalidationRule {
    /// The retired tips by qualified name, or nil when some invalidation could reach any tip
    /// (a receiver typed `any Tip`, or an expression the model cannot follow).
    static func retiredTips(in index: ProjectIndex, state: TipStateModel) -> Set<String>? {
        let swiftTips = index.tips.compactMap(\.swift)
        var retired = Set(swiftTips.filter { $0.options.maxDisplayCount || $0.options.maxDisplayDuration }.map(\.qualifiedName))
        retired.formUnion(swiftTips.filter { retiringRule(of: $0, state: state) != nil }.map(\.qualifiedName))
        var bindings: [String: [Located<InstanceBinding>]]?
        for invalidation in index.invalidations {
            if invalidation.fact.receiver == .styleConfiguration { continue }
            switch resolveReceiver(of: invalidation.fact, in: index) {
            case .tip(let tip): retired.insert(tip)
            case .group(let group): retired.formUnion(index.members(ofGroup: group))
            case .notATip: continue
            case .undecidable:
                // An ambiguous name silences only the tips it could be.
                guard case .instance(let name) = invalidation.fact.receiver else { return nil }
                if bindings == nil { bindings = Dictionary(grouping: index.facts(\.bindings), by: \.fact.name) }
                let candidates = (bindings?[name] ?? []).compactMap {
                    index.swiftTip(named: $0.fact.typeName, near: $0.fact.enclosingType)?.qualifiedName
                }
                guard !candidates.isEmpty else { return nil }
                retired.formUnion(candidates)
            }
        }
        return retired
    }

    /// `Owner.shared.invalidate(…)` looks `shared` up in `Owner` before anywhere else.
    private static func resolveReceiver(of invalidation: InvalidationSite, in index: ProjectIndex) -> ResolvedTip {
        if let owner = invalidation.receiverOwner, case .instance = invalidation.receiver,
            case .tip(let tip) = index.resolve(invalidation.receiver, in: owner)
        {
            return .tip(tip)
        }
        return index.resolve(invalidation.receiver, in: invalidation.enclosingType)
    }

    /// The first `#Rule` of the tip that shipping code makes false for good, with what does it.
    static func retiringRule(of tip: SwiftTip, state: TipStateModel) -> SourceLocation? {
        tip.ruleConditions.lazy.compactMap { state.retiringSite(of: $0.fact) }.first
    }

    /// View types that apply a `TipViewStyle` whose body invalidates the tip, and whether an
    /// `App` applies one to every view.
    static func styledTypes(in index: ProjectIndex) -> (types: Set<String>, wholeApp: Bool) {
        let closingStyles = Set(index.invalidations.compactMap { $0.fact.styleType.map(simpleName) })
        let applications = index.styleApplications.filter { closingStyles.contains(simpleName($0.fact.styleType)) }
        return (Set(applications.compactMap(\.fact.enclosingType)), applications.contains { $0.fact.appliesToWholeApp })
    }
}
