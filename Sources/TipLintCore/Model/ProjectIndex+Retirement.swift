/// What retires a tip: a display limit, an `invalidate(reason:)` that can reach it, or one of
/// its own `#Rule`s that something the app does makes false. Asked of `shipping`: tests and
/// previews retire nothing people see.

/// The tips of one index that something retires.
package struct Retirement: Sendable {
    /// The retired Swift tips by qualified name, or nil when some invalidation could reach any
    /// tip (a receiver typed `any Tip`, or an expression the model cannot follow).
    package var retiredTips: Set<String>?

    /// Whether code retires the tip: its Swift type is among `retiredTips`. A tip only a
    /// manifest declares is retired by its entry's own keys, not by code.
    package func isRetired(_ tip: TipType) -> Bool {
        guard let swift = tip.swift else { return false }
        return retiredTips?.contains(swift.qualifiedName) ?? true
    }
}

extension ProjectIndex {
    /// What retires this index's tips, worked out once.
    package var retirement: Retirement {
        answers.answer(.retirement) { Retirement(retiredTips: findRetiredTips()) }
    }

    /// The first `#Rule` of the tip that this index's code makes false for good, with what does it.
    package func retiringRule(of tip: SwiftTip) -> SourceLocation? {
        tip.ruleConditions.lazy.compactMap { stateModel.retiringSite(of: $0.fact) }.first
    }

    /// Whether the tip retires itself, whatever else the code does: a display limit, or a
    /// `#Rule` the code makes false.
    package func retiresItself(_ tip: SwiftTip) -> Bool {
        tip.options.maxDisplayCount || tip.options.maxDisplayDuration || retiringRule(of: tip) != nil
    }

    private func findRetiredTips() -> Set<String>? {
        let swiftTips = tips.compactMap(\.swift)
        var retired = Set(swiftTips.filter { $0.options.maxDisplayCount || $0.options.maxDisplayDuration }.map(\.qualifiedName))
        retired.formUnion(swiftTips.filter { retiringRule(of: $0) != nil }.map(\.qualifiedName))
        var bindings: [String: [Located<InstanceBinding>]]?
        for invalidation in invalidations {
            if invalidation.fact.receiver == .styleConfiguration { continue }
            switch resolveReceiver(of: invalidation.fact) {
            case .tip(let tip): retired.insert(tip)
            case .group(let group): retired.formUnion(members(ofGroup: group))
            case .notATip: continue
            case .undecidable:
                // An ambiguous name silences only the tips it could be.
                guard case .instance(let name) = invalidation.fact.receiver else { return nil }
                if bindings == nil { bindings = Dictionary(grouping: facts(\.bindings), by: \.fact.name) }
                let candidates = (bindings?[name] ?? []).compactMap {
                    swiftTip(named: $0.fact.typeName, near: $0.fact.enclosingType)?.qualifiedName
                }
                guard !candidates.isEmpty else { return nil }
                retired.formUnion(candidates)
            }
        }
        return retired
    }

    /// `Owner.shared.invalidate(…)` looks `shared` up in `Owner` before anywhere else.
    private func resolveReceiver(of invalidation: InvalidationSite) -> ResolvedTip {
        if let owner = invalidation.receiverOwner, case .instance = invalidation.receiver,
            case .tip(let tip) = resolve(invalidation.receiver, in: owner)
        {
            return .tip(tip)
        }
        return resolve(invalidation.receiver, in: invalidation.enclosingType)
    }
}
