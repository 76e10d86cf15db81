/// Conditions on constants (`ConditionCheck`s around testing calls) decided once the whole
/// project is known.

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

/// Decides the conditions around testing calls (`ConditionCheck`s) from the project's
/// constants, conservatively: only `T.x` is decided, where `T`'s simple name is declared once
/// in the project (at any nesting), as an `enum` or `struct` (no subclass can override `x`),
/// and `x` is the only member of that name in `T` and all its extensions (`#if` clauses,
/// computed properties and instance members count), a `static let` outside `#if` whose value
/// is a Boolean literal or combines such constants (at most `hops` deep). Anything else —
/// a bare name, `self.x`, `Self.x`, a type declared twice, a class — is a run-time choice.
///
/// Built once per rule run: the constants and type parts are indexed by name once, and each
/// name's value is worked out once (`memo`), so a value naming another hundreds of times, or
/// hundreds of calls under the same guards, cost each name once.
package final class ConstantConditions {
    /// How deep a constant's value is followed through the constants it names.
    package static let hops = 3

    /// Per simple type name: how many declarations (not extensions), and the one's kind.
    private var declarations: [String: (count: Int, qualifiedName: String, kind: TypePart.Kind)] = [:]
    /// Per `T.x` (simple type name, member): how many members of that name `T`'s parts declare.
    private var memberCounts: [String: Int] = [:]
    /// Per `T.x`: the recorded constants (by their enclosing type's simple name).
    private var constants: [String: [ConstantDeclaration]] = [:]
    /// Per name and hops left: its value (nil: known only at run time).
    private var memo: [String: Bool?] = [:]

    package init(_ index: ProjectIndex) {
        for located in index.types {
            let part = located.fact
            if part.kind != .extension {
                let previous = declarations[part.simpleName]
                declarations[part.simpleName] = ((previous?.count ?? 0) + 1, part.qualifiedName, part.kind)
            }
            for member in part.memberNames {
                memberCounts[part.simpleName + "." + member, default: 0] += 1
            }
        }
        for located in index.facts(\.constants) {
            guard let owner = located.fact.enclosingType else { continue }
            let simple = owner.split(separator: ".").last.map(String.init) ?? owner
            constants[simple + "." + located.fact.name, default: []].append(located.fact)
        }
    }

    /// Whether the checks around a call let it run in every launch, never, or as run time
    /// decides. `opaque`: a check no constant decides is around it.
    package func verdict(of checks: [ConditionCheck], opaque: Bool) -> ConditionVerdict {
        var constants: [KnownConstant] = []
        var choice = opaque
        for check in checks {
            var names: [KnownConstant] = []
            guard let value = knownValue(of: check.condition, hops: Self.hops, names: &names) else {
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
    /// run time. `names` gets the names it decides, with their values.
    private func knownValue(of condition: BooleanCondition, hops: Int, names: inout [KnownConstant]) -> Bool? {
        switch condition {
        case .literal(let value):
            return value
        case .not(let inner):
            return knownValue(of: inner, hops: hops, names: &names).map(!)
        case .all(let parts):
            var unknown = false
            for part in parts {
                switch knownValue(of: part, hops: hops, names: &names) {
                case false?: return false
                case nil: unknown = true
                case true?: break
                }
            }
            return unknown ? nil : true
        case .any(let parts):
            var unknown = false
            for part in parts {
                switch knownValue(of: part, hops: hops, names: &names) {
                case true?: return true
                case nil: unknown = true
                case false?: break
                }
            }
            return unknown ? nil : false
        case .name(let name):
            guard let known = value(of: name, hops: hops) else { return nil }
            let found = KnownConstant(name: name, value: known)
            if !names.contains(found) { names.append(found) }
            return known
        }
    }

    /// The value of the constant `T.x`, following the constants its value names at most
    /// `hops` deep; nil when it is not decided (see the type's description). Memoized.
    private func value(of name: String, hops: Int) -> Bool? {
        let key = "\(hops) \(name)"
        if let known = memo[key] { return known }
        memo[key] = .some(nil)  // a constant naming itself stays undecided
        var ignored: [KnownConstant] = []
        let value = decidedConstant(name).flatMap { hops > 0 ? knownValue(of: $0, hops: hops - 1, names: &ignored) : nil }
        memo[key] = .some(value)
        return value
    }

    /// The value expression of `T.x` when it alone can be what `T.x` means, else nil.
    private func decidedConstant(_ name: String) -> BooleanCondition? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, !parts.contains(where: \.isEmpty), parts[0] != "self", parts[0] != "Self",
            let type = declarations[parts[0]], type.count == 1, type.kind == .enum || type.kind == .struct,
            memberCounts[name] == 1, let recorded = constants[name], recorded.count == 1,
            let only = recorded.first, only.enclosingType == type.qualifiedName
        else { return nil }
        return only.condition
    }
}
