/// Constants a value travels through (`ConstantDeclaration`), looked up by scope.
extension ProjectIndex {
    /// The constant `name` means where it is written inside `enclosingType` (nil: top level),
    /// the way Swift looks it up: `Config.isUITesting` is a member of the type `Config` names
    /// there (`Outer.Config` inside `Outer`, else a top-level `Config`); `Self.x`, `self.x`
    /// and a bare `x` are members of the enclosing type or a type around it, else a global.
    /// Nil when nothing matches, or when the nearest candidates are several (undecidable).
    package func constant(named name: String, usedIn enclosingType: String?) -> Located<ConstantDeclaration>? {
        var parts = name.split(separator: ".").map(String.init)
        if parts.count > 1, parts[0] == "Self" || parts[0] == "self" { parts.removeFirst() }
        guard let last = parts.popLast() else { return nil }
        let candidates = facts(\.constants).filter { $0.fact.name == last }
        guard !candidates.isEmpty else { return nil }
        if parts.isEmpty {
            // Members of other types are out of reach without their type's name.
            let visible = candidates.filter { candidate in
                guard let owner = candidate.fact.enclosingType else { return true }
                return owner == enclosingType || enclosingType?.hasPrefix(owner + ".") == true
            }
            let nearest = scope.nearest(visible, owner: \.enclosingType, from: enclosingType).facts
            return nearest.count == 1 ? nearest.first : nil
        }
        for owner in ScopeLookup.typeCandidates(parts.joined(separator: "."), near: enclosingType) {
            let matches = candidates.filter { $0.fact.enclosingType == owner }
            if !matches.isEmpty { return matches.count == 1 ? matches.first : nil }
        }
        return nil
    }

    /// Whether `name`, written inside `enclosingType`, is a constant whose value reads launch
    /// arguments or the environment, itself or through the names it combines
    /// (`static let wantsTips = isUITesting || isScreenshotRun`), at most `hops` constants deep.
    package func readsLaunchArguments(_ name: String, usedIn enclosingType: String?, hops: Int = 2) -> Bool {
        guard hops > 0, let constant = constant(named: name, usedIn: enclosingType) else { return false }
        if constant.fact.readsLaunchArguments { return true }
        return constant.fact.readNames.contains {
            readsLaunchArguments($0, usedIn: constant.fact.enclosingType, hops: hops - 1)
        }
    }

    /// The constant a tip shows where its title or message names one (`Text(Strings.pinTitle)`),
    /// looked up from inside the tip. A bare name that is one of the tip's stored properties is
    /// that property, not a constant. title-length and the inventory both read texts this way.
    package func shownConstant(named name: String, of tip: SwiftTip) -> Located<ConstantDeclaration>? {
        if !name.contains("."), tip.storedProperties.contains(where: { $0.name == name }) { return nil }
        return constant(named: name, usedIn: tip.qualifiedName)
    }
}

/// What the conditions around a call (`ConditionCheck`s) mean once the project's constants are known.
package enum ConditionVerdict: Equatable, Sendable {
    /// Each condition lets it through in every launch (or there is none); `constants`: the
    /// names that decided them, as written, with their values, in order.
    case runs(constants: [KnownConstant])
    /// Some condition is known only at run time (a setting, a `var`, a call's result).
    case runtimeChoice
    /// Some condition never lets it through (`if false`, a `let` that is always false).
    case neverRuns
}

/// A name whose value is the same in every launch: `Flags.tipsEnabled`, always `true`.
package struct KnownConstant: Equatable, Sendable {
    package var name: String
    package var value: Bool
}

extension ProjectIndex {
    /// How deep a constant's value is followed through the constants it names.
    static let constantConditionHops = 3

    /// Whether the checks around a call, written inside `enclosingType`, let it run in every
    /// launch, never, or as run time decides. `opaque`: a check no constant decides is around it.
    package func verdict(of checks: [ConditionCheck], opaque: Bool, usedIn enclosingType: String?) -> ConditionVerdict {
        var constants: [KnownConstant] = []
        var choice = opaque
        for check in checks {
            var names: [KnownConstant] = []
            guard let value = knownValue(of: check.condition, usedIn: enclosingType, hops: Self.constantConditionHops, names: &names) else {
                choice = true
                continue
            }
            // In the `else` of `if #available(…), flag` the call runs on older systems anyway.
            if value != check.runsWhen {
                if check.checksAvailability { continue }
                return .neverRuns
            }
            constants += names.filter { known in !constants.contains(known) }
        }
        return choice ? .runtimeChoice : .runs(constants: constants)
    }

    /// The value `condition` has in every launch, or nil when any part of it is known only at
    /// run time. `names` gets the names it resolves, with their values.
    private func knownValue(of condition: BooleanCondition, usedIn enclosingType: String?, hops: Int, names: inout [KnownConstant]) -> Bool? {
        switch condition {
        case .literal(let value):
            return value
        case .not(let inner):
            return knownValue(of: inner, usedIn: enclosingType, hops: hops, names: &names).map(!)
        case .all(let parts):
            let values = parts.map { knownValue(of: $0, usedIn: enclosingType, hops: hops, names: &names) }
            return values.contains(false) ? false : values.contains(nil) ? nil : true
        case .any(let parts):
            let values = parts.map { knownValue(of: $0, usedIn: enclosingType, hops: hops, names: &names) }
            return values.contains(true) ? true : values.contains(nil) ? nil : false
        case .name(let name):
            guard hops > 0, let constant = constant(named: name, usedIn: enclosingType), let value = constant.fact.condition,
                !isShadowed(name, resolvedTo: constant.fact, usedIn: enclosingType)
            else { return nil }
            var inner: [KnownConstant] = []
            guard let known = knownValue(of: value, usedIn: constant.fact.enclosingType, hops: hops - 1, names: &inner) else { return nil }
            let found = KnownConstant(name: name, value: known)
            if !names.contains(found) { names.append(found) }
            return known
        }
    }

    /// A bare name (`resetsTips`, `self.resetsTips`) resolved to a constant of an outer scope
    /// may be a stored property of a type nearer the use, declared in another file (the
    /// visitor checks the use's own file).
    private func isShadowed(_ name: String, resolvedTo constant: ConstantDeclaration, usedIn enclosingType: String?) -> Bool {
        guard !name.contains(".") || name.hasPrefix("self."), var type = enclosingType, type != constant.enclosingType else { return false }
        let parts = facts(\.types)
        while true {
            if parts.contains(where: { $0.fact.qualifiedName == type && $0.fact.storedProperties.contains { $0.name == constant.name } }) {
                return true
            }
            guard let dot = type.lastIndex(of: "."), String(type[..<dot]) != constant.enclosingType else { return false }
            type = String(type[..<dot])
        }
    }
}
