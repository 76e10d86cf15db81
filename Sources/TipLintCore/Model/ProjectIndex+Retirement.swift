/// What retires a tip: a display limit, an `invalidate(reason:)` that can reach it, or one of
/// its own `#Rule`s that something the app does makes false. Asked of `shipping`: tests and
/// previews retire nothing people see.

/// The tips of one index that something retires.
package struct Retirement: Sendable {
    /// The retired Swift tips by qualified name. An invalidation the model cannot attribute
    /// (a receiver typed `any Tip`, an expression it cannot follow) retires the tips that could
    /// reach it; nil is kept for callers written when it meant "could be any tip".
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

    /// Whether something retires the tip: code retires its Swift type (`Retirement.isRetired`).
    /// A tip only a manifest declares is retired by its entry's own keys
    /// (`ManifestTip.hasInvalidation`), not by code.
    package func isRetired(_ tip: TipType) -> Bool {
        retirement.isRetired(tip)
    }

    /// Whether the tip retires itself, whatever else the code does (`retiresItself(_:)` of its
    /// Swift type); false for a tip only a manifest declares.
    package func retiresItself(_ tip: TipType) -> Bool {
        tip.swift.map { retiresItself($0) } ?? false
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
        var reach: Reach?
        for invalidation in invalidations {
            if invalidation.fact.receiver == .styleConfiguration { continue }
            // `(tips.currentTip as? PinTip)?.invalidate(…)` retires a PinTip whatever else the
            // value could be; a cast to a type that is not a tip (a protocol) says nothing.
            if let tip = castTip(of: invalidation.fact) {
                retired.insert(tip)
                continue
            }
            switch resolveReceiver(of: invalidation.fact) {
            case .tip(let tip): retired.insert(tip)
            case .group(let group): retired.formUnion(members(ofGroup: group))
            case .notATip: continue
            case .undecidable:
                // A receiver that cannot be told apart silences only the tips that could reach
                // it, never every tip of the project.
                var candidates = Set<String>()
                switch invalidation.fact.receiver {
                case .instance(let name):
                    if bindings == nil { bindings = Dictionary(grouping: facts(\.bindings), by: \.fact.name) }
                    candidates.formUnion((bindings?[name] ?? []).compactMap {
                        swiftTip(named: $0.fact.typeName, near: $0.fact.enclosingType)?.qualifiedName
                    })
                case .erased:
                    // `func retire(_ tip: any Tip)`: what its callers pass; `let tip: any Tip` of a
                    // type: what its creators pass under that label.
                    if let parameter = invalidation.fact.erasedParameter {
                        candidates.formUnion(tipsPassed(to: parameter.function, label: parameter.label, reach: &reach))
                    } else if let property = invalidation.fact.erasedProperty, let type = invalidation.fact.enclosingType {
                        candidates.formUnion(tipsPassed(to: simpleName(type), label: property, reach: &reach))
                    }
                default:
                    break
                }
                if candidates.isEmpty, let type = invalidation.fact.enclosingType {
                    candidates = tipsReaching(type, reach: &reach)
                }
                retired.formUnion(candidates)
            }
        }
        return retired
    }

    /// The one tip (qualified name) an invalidation retires when its receiver says which: cast
    /// to a tip, or resolved to one (`Owner.shared` looked up in `Owner` first); nil otherwise.
    package func invalidatedTip(of invalidation: InvalidationSite) -> String? {
        if let cast = castTip(of: invalidation) { return cast }
        if case .tip(let tip) = resolveReceiver(of: invalidation) { return tip }
        return nil
    }

    /// The tip (qualified name) an invalidation's receiver is cast to first
    /// (`(tips.currentTip as? PinTip)?.invalidate(…)`), when that names a Swift tip.
    package func castTip(of invalidation: InvalidationSite) -> String? {
        invalidation.castType.flatMap { swiftTip(named: $0, near: invalidation.enclosingType)?.qualifiedName }
    }

    /// What the tips an unattributed invalidation could retire are worked out from, built on
    /// first need: the Swift tips passed to each callee (function name or initialised type) by
    /// argument label, and the tips each type shows or keeps.
    private struct Reach {
        var passed: [String: Set<String>] = [:]
        var byType: [String: Set<String>] = [:]
    }

    private func buildReach(_ reach: inout Reach?) -> Reach {
        if let reach { return reach }
        var built = Reach()
        for call in facts(\.tipArgumentCalls) {
            // A group's `currentTip` passed on (`Modifier(tip: tips.currentTip)`) is, over time,
            // each tip of the group.
            let tips: Set<String>
            switch resolve(call.fact.site.tip, in: call.fact.site.enclosingType) {
            case .tip(let tip): tips = [tip]
            case .group(let group): tips = members(ofGroup: group)
            case .undecidable, .notATip: continue
            }
            built.passed[call.fact.key, default: []].formUnion(tips)
            built.passed[call.fact.callee, default: []].formUnion(tips)
        }
        // A wrapper that hands its tip on (`func scanButton(tip:) { modifier(ScanButton(currentTip: tip)) }`)
        // passes what it is given, a few steps deep as `wrappedDisplaySites` follows them.
        var forwards: [(from: String, to: String, toCallee: String)] = []
        for wrapper in facts(\.displayWrappers) {
            guard let next = wrapper.fact.forwardsTo, let callee = next.split(separator: "(").first else { continue }
            forwards.append((wrapper.fact.key, next, String(callee)))
        }
        for _ in 0..<6 where !forwards.isEmpty {
            var changed = false
            for step in forwards {
                guard let tips = built.passed[step.from], !tips.isSubset(of: built.passed[step.to] ?? []) else { continue }
                built.passed[step.to, default: []].formUnion(tips)
                built.passed[step.toCallee, default: []].formUnion(tips)
                changed = true
            }
            if !changed { break }
        }
        for (tip, sites) in displaySitesByTip {
            for site in sites { if let type = site.fact.enclosingType { built.byType[type, default: []].insert(tip) } }
        }
        for binding in facts(\.bindings) {
            guard let type = binding.fact.enclosingType,
                let tip = swiftTip(named: binding.fact.typeName, near: type)?.qualifiedName
            else { continue }
            built.byType[type, default: []].insert(tip)
        }
        reach = built
        return built
    }

    /// The tips passed to `function` under `label` at its call sites.
    private func tipsPassed(to function: String, label: String?, reach: inout Reach?) -> Set<String> {
        buildReach(&reach).passed["\(function)(\(label ?? "_"):)"] ?? []
    }

    /// The tips that can reach code of `type`: shown or kept in it, or passed to its initialiser.
    private func tipsReaching(_ type: String, reach: inout Reach?) -> Set<String> {
        let built = buildReach(&reach)
        return (built.byType[type] ?? []).union(built.passed[simpleName(type)] ?? [])
    }

    private func simpleName(_ type: String) -> String {
        type.split(separator: ".").last.map(String.init) ?? type
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
