/// What guards the project's calls of a function: a testing call in `wipe()` whose every call
/// is `if resetRequested { wipe() }` runs only when a person asks, as it would written in place
/// of the call; one whose every call is under `#if DEBUG` is gated. `ungated-testing-call`
/// reads it through `CallerGuards`, judging each call by the same conditions as a testing call.

/// How firmly the calls of some code keep it from running unasked, weakest first.
package enum CallerGuard: Int, Comparable, Sendable {
    /// Some call runs it under no condition that counts (or none is found).
    case none
    /// Every call is under a condition known only at run time (a setting, a flag).
    case runtimeChoice
    /// Every call is compiled only into debug builds, behind a launch argument, or never runs.
    case gated

    package static func < (a: CallerGuard, b: CallerGuard) -> Bool { a.rawValue < b.rawValue }
}

/// Follows a function's project calls, `ProjectIndex.callGraphDepth` functions up, and says how
/// they guard it (`CallerGuard`). Each function is worked out once per depth (`memo`): a name
/// called from hundreds of functions that share their own names costs each function once, not
/// the product of the callers at each step.
package final class CallerGuards {
    private let index: ProjectIndex
    private let judge: (Located<CallSite>) -> CallerGuard
    private var memo: [String: CallerGuard] = [:]
    /// The functions being worked out: a call back into one (recursion) guards nothing.
    private var open: Set<String> = []

    /// `judge`: how one call's own conditions guard it (`CallSite.conditions`).
    package init(_ index: ProjectIndex, judge: @escaping (Located<CallSite>) -> CallerGuard) {
        self.index = index
        self.judge = judge
    }

    /// How the calls of the function `placement` is in guard it: the weakest over its calls,
    /// each counting its own conditions or, made in a project function, the calls of that one.
    /// `.none` for code in no function, an initialiser, and a function no scanned code calls
    /// (then a testing call in it keeps the judgement of its own conditions).
    /// Only a `private` function's calls are all known (in its own file, always read); any other
    /// may be called through a protocol or an injected value from a file never read.
    package func guardOfCalls(_ placement: PlacementContext) -> CallerGuard {
        guard placement.kind == .function, placement.isFilePrivate, let name = placement.name, name != "init" else { return .none }
        return guardOfCalls(name, type: placement.enclosingType, depth: 0)
    }

    private func guardOfCalls(_ name: String, type: String?, depth: Int) -> CallerGuard {
        guard depth < ProjectIndex.callGraphDepth else { return .none }
        let function = "\(type ?? "").\(name)"
        let key = "\(depth) \(function)"
        if let known = memo[key] { return known }
        guard open.insert(function).inserted else { return .none }
        defer { open.remove(function) }
        let calls = index.callers(of: name, in: type)
        var weakest: CallerGuard = calls.isEmpty ? .none : .gated
        for call in calls {
            var found = judge(call)
            let context = call.fact.context
            if found < weakest, context.kind == .function, context.isFilePrivate, let caller = context.name, caller != "init" {
                found = max(found, guardOfCalls(caller, type: context.enclosingType, depth: depth + 1))
            }
            weakest = min(weakest, found)
            if weakest == .none { break }
        }
        memo[key] = weakest
        return weakest
    }
}

extension ProjectIndex {
    /// Whether no call of the functions the parameters belong to passes them: then each keeps
    /// its default value, the launch arguments or environment (`DefaultedArgument`). A call whose
    /// receiver the code does not name counts when its name matches (`callers(of:in:)`); an
    /// unlabelled parameter counts as passed by any unlabelled argument.
    package func noCallPasses(_ arguments: [DefaultedArgument]) -> Bool {
        arguments.allSatisfy { argument in
            callers(of: argument.function, in: argument.type).allSatisfy { !$0.fact.argumentLabels.contains(argument.label) }
        }
    }
}
