/// A Boolean condition made only of literals, names, `!`, `&&` and `||`, as written in an `if`,
/// a `guard` or a constant's value (`Flags.tipsEnabled`, `!isDemo && true`): the index decides
/// its value from the project's constants (`ConstantConditions`).
package indirect enum BooleanCondition: Codable, Hashable, Sendable {
    case literal(Bool)
    /// As written, dotted (`Flags.tipsEnabled`, `resetTips`).
    case name(String)
    case not(BooleanCondition)
    /// Every part holds (`&&`, the commas of a condition list; empty: `true`).
    case all([BooleanCondition])
    /// Some part holds (`||`).
    case any([BooleanCondition])

    /// The names it reads, as written, in order.
    package var names: [String] {
        switch self {
        case .literal: return []
        case .name(let name): return [name]
        case .not(let inner): return inner.names
        case .all(let parts), .any(let parts): return parts.flatMap(\.names)
        }
    }
}

/// An `if` or `guard` around a call whose condition is a `BooleanCondition` (besides
/// `#available` checks): once its value is known, the call either always or never passes it.
package struct ConditionCheck: Codable, Hashable, Sendable {
    package var condition: BooleanCondition
    /// The value under which the call runs: `true` in an `if`'s body or after a `guard`,
    /// `false` in an `else` or a `guard`'s body.
    package var runsWhen: Bool
    /// The check has `#available`/`#unavailable` conditions too, left out of `condition`: in
    /// an `else` (`runsWhen` false) the call also runs on systems that fail them, so a
    /// `condition` that always holds does not keep it from running.
    package var checksAvailability = false

    package init(condition: BooleanCondition, runsWhen: Bool, checksAvailability: Bool = false) {
        self.condition = condition
        self.runsWhen = runsWhen
        self.checksAvailability = checksAvailability
    }
}
