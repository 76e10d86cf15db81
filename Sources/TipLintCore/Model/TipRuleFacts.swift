/// TipKit's own eligibility model: the `#Rule`s a tip declares, the `@Parameter`s and
/// `Tips.Event`s those rules read, and the places the app changes them. TipKit shows a tip only
/// while every rule holds, and stops showing it for good once a rule can never hold again, so
/// these facts say when a tip can appear and what retires it.

/// Which parameter or event a rule, an assignment or a donation names. `owner` is the type
/// written before the name (`CreateServerTip` in `CreateServerTip.hasServer`), with `Self`
/// and an implicit owner replaced by the enclosing type; nil at top level.
package struct TipStateName: Codable, Hashable, Sendable {
    package var owner: String?
    /// Without `$`: `hasServer` for `Self.$hasServer`.
    package var name: String

    package init(owner: String?, name: String) {
        self.owner = owner
        self.name = name
    }
}

/// What one `#Rule` needs before its tip can show.
package enum RuleRequirement: Codable, Hashable, Sendable {
    /// `#Rule(Self.$flag) { $0 == true }` / `{ $0 }` (`true`), `{ !$0 }` / `{ $0 == false }`
    /// (`false`), `{ $0 == 3 }` (`3`): the parameter must hold this value, as written in Swift.
    case parameterEquals(String)
    /// `{ $0 != value }`: any value but this one.
    case parameterDiffers(String)
    /// `{ $0 >= 3 }` (`<`, `<=`, `>`, `>=`; `3 <= $0` is read as `$0 >= 3`): a number, as written,
    /// the parameter must compare to this way.
    case parameterCompares(ComparisonOperator, String)
    /// `$0.donations.count <op> N`, optionally over `donatedWithin(…)` donations only
    /// (`withinWindow`).
    case donationCount(ComparisonOperator, Int, withinWindow: Bool)
    /// A closure this model cannot read (`&&`, a computed value, another property).
    case unknown
}

/// `==`, `!=`, `<`, `<=`, `>`, `>=`.
package enum ComparisonOperator: String, Codable, Hashable, Sendable {
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="

    /// Whether `count <op> limit` holds.
    package func holds(_ count: Int, _ limit: Int) -> Bool {
        switch self {
        case .equal: return count == limit
        case .notEqual: return count != limit
        case .less: return count < limit
        case .lessOrEqual: return count <= limit
        case .greater: return count > limit
        case .greaterOrEqual: return count >= limit
        }
    }

    /// Whether `value <op> limit` holds.
    package func holds(_ value: Double, _ limit: Double) -> Bool {
        switch self {
        case .equal: return value == limit
        case .notEqual: return value != limit
        case .less: return value < limit
        case .lessOrEqual: return value <= limit
        case .greater: return value > limit
        case .greaterOrEqual: return value >= limit
        }
    }

    /// The same test with its operands swapped: `3 <= $0` is `$0 >= 3`.
    package var swapped: ComparisonOperator {
        switch self {
        case .equal, .notEqual: return self
        case .less: return .greater
        case .lessOrEqual: return .greaterOrEqual
        case .greater: return .less
        case .greaterOrEqual: return .lessOrEqual
        }
    }
}

/// One `#Rule(…) { … }` of a tip's `rules`.
package struct TipRuleCondition: Codable, Hashable, Sendable {
    package enum Subject: String, Codable, Hashable, Sendable { case parameter, event }

    /// `#Rule(Self.$flag)` reads a parameter (the `$` says so); `#Rule(Self.opened)` an event.
    package var subject: Subject
    package var state: TipStateName
    package var requirement: RuleRequirement
    /// The `#Rule(…) { … }` expansion.
    package var range: SourceRange
}

/// `@Parameter static var hasServer: Bool = false`.
package struct ParameterDeclaration: Codable, Hashable, Sendable, TestOrPreviewMarked {
    package var state: TipStateName
    /// The initial value as written (`false`, `0`); nil when there is none or it is not a literal.
    package var defaultValue: String?
    package var range: SourceRange
    package var isTestOrPreview: Bool
}

/// `static let opened = Tips.Event(id: "opened")`.
package struct EventDeclaration: Codable, Hashable, Sendable, TestOrPreviewMarked {
    package var state: TipStateName
    package var range: SourceRange
    package var isTestOrPreview: Bool
}

/// `CreateServerTip.hasServer = true`, `Self.$hasServer.wrappedValue = x`, `X.flag.toggle()`.
package struct ParameterAssignment: Codable, Hashable, Sendable, TestOrPreviewMarked {
    package var state: TipStateName
    /// The value as written (`true`, `3`); nil when it is computed and could be anything.
    package var value: String?
    package var range: SourceRange
    /// The tips this assignment runs after: it is inside a check that the tip's status is
    /// `.invalidated`, or an earlier statement of its block invalidates the tip.
    package var afterInvalidationOf: [TipReference]
    /// Set when the assignment sits in a closure passed to a call together with tips
    /// (`.onTipClosed(tip) { Next.ready = true }`): it runs after those tips when the called
    /// function is a `StatusCallbackFunction`.
    package var callback: CallbackSite?
    package var enclosingType: String?
    package var isTestOrPreview: Bool
    /// Written as a bare name inside a type (`visits += 1` in the tip's own method): that
    /// type's parameter unless a local of the same name shadows it, so it counts only as
    /// making a rule reachable, never as retiring a tip.
    package var isBareName = false
    /// The `if`/`switch` arms around the assignment in its function, innermost first; nil when
    /// none. A parameter set to a value the rule rejects in one arm and to one it accepts in
    /// another arm of the same branch is toggled, not retired.
    package var arms: [BranchStep]? = nil
    /// The computed value reads only the screen's own state (stored properties of the view or
    /// view controller with a literal initial value), which starts over each time the screen is
    /// made: the rule comes back, so the assignment gates the tip rather than retiring it.
    package var readsOnlyScreenState: Bool? = nil
    /// `Owner.flag.toggle()`: flips the value each time it runs, so the rule comes back.
    package var isToggle: Bool? = nil
    /// The assignment is in an initialiser and its computed value reads the initialiser's
    /// arguments (`init(monitored: Bool) { Self.monitored = monitored }`): set afresh each time
    /// the type is built, from whatever the caller passes.
    package var readsInitialiserArgument: Bool? = nil
    /// The function (or property, initialiser) the assignment is in: when it does not run
    /// after a tip itself, it runs after the tips every call of that function runs after.
    package var function: String?
}

/// `X.opened.donate()`, `await Self.opened.donate()`, `opened.sendDonation()`.
package struct EventDonation: Codable, Hashable, Sendable, TestOrPreviewMarked {
    package var state: TipStateName
    package var range: SourceRange
    package var isTestOrPreview: Bool
    /// The tips this donation runs after, as for `ParameterAssignment.afterInvalidationOf`: a
    /// rule that needs a donation then waits for those tips.
    package var afterInvalidationOf: [TipReference] = []
    package var enclosingType: String?
}

/// A closure handed to a call together with tips: `view.onTipClosed(tip, then: { … })`.
package struct CallbackSite: Codable, Hashable, Sendable {
    package var function: String
    /// The closure's argument label; nil for a trailing closure.
    package var closureLabel: String?
    package var tips: [TipReference]
}

/// A project function that calls one of its closure parameters only once a tip parameter's
/// status is `.invalidated` (a `statusUpdates` watcher): what it runs comes after that tip.
package struct StatusCallbackFunction: Codable, Hashable, Sendable, TestOrPreviewMarked {
    package var function: String
    /// The closure parameter's argument label; nil for `_`.
    package var closureLabel: String?
    package var isTestOrPreview: Bool
}
