/// When code runs, as the project's own calls show: at every launch, on a person's action,
/// later without one, or in previews and tests only. Built once per index from every call
/// site (`callersByName`); `configure-placement`, `reset-after-configure` and
/// `ungated-testing-call` read it through `latePlacement(of:)` and `runTime(of:)`, so they agree.

/// When code in a place runs.
package enum RunTime: Hashable, Sendable {
    /// A start-up path reaches it: `App.init`, the app delegate's launch method, `main.swift`,
    /// or a project function they call.
    case launch
    /// A person's action reaches it and no start-up path does: a `Button` (a dialog's or a
    /// menu's too), a `UIAction`, an `@objc` action target.
    case action(LatePlacement)
    /// It runs after launch, and no person asks for it: a view's body or init, `.task`,
    /// `.onAppear`, a closure handed to a framework call.
    case later(LatePlacement)
    /// Only test or preview code calls it.
    case previewOrTest
    /// No caller is found in the scanned code (or top-level code outside `main.swift`).
    case unknown

    /// Which answer wins when a function has callers of several kinds: a launch path is said
    /// whenever one exists; code that runs unasked outranks an action.
    fileprivate var rank: Int {
        switch self {
        case .launch: return 4
        case .later: return 3
        case .action: return 2
        case .previewOrTest: return 1
        case .unknown: return 0
        }
    }

    /// The same answer one function further from the code: `through` gains `function`.
    fileprivate func entered(through function: String) -> RunTime {
        switch self {
        case .action(var place):
            place.through.insert(function, at: 0)
            return .action(place)
        case .later(var place):
            place.through.insert(function, at: 0)
            return .later(place)
        case .launch, .previewOrTest, .unknown:
            return self
        }
    }
}

extension ProjectIndex {
    /// How many project functions are followed from the code to the place that runs it.
    package static let callGraphDepth = 3

    /// Every call site by the name it calls, built once per index.
    var callersByName: [String: [Located<CallSite>]] {
        answers.answer(.callersByName) { Dictionary(grouping: callSites, by: \.fact.callee) }
    }

    /// When code in `placement` runs (see `RunTime`). Each function is worked out once per depth
    /// (`memo`): a name called from hundreds of functions that share their own names would
    /// otherwise cost the product of the callers at each step.
    package func runTime(of placement: PlacementContext) -> RunTime {
        var memo: [String: RunTime] = [:]
        return runTime(of: placement, depth: 0, visited: [], memo: &memo)
    }

    private func runTime(of placement: PlacementContext, depth: Int, visited: Set<String>, memo: inout [String: RunTime]) -> RunTime {
        switch placement.kind {
        case .appInit, .appDelegateLaunch, .mainTopLevel: return .launch
        case .topLevel: return .unknown
        case .controlAction: return .action(LatePlacement(place: placement))
        // An App's own body, and its root view's `.task` and `.onAppear`, run at every launch too.
        case .task where isApp(placement.enclosingType), .onAppear where isApp(placement.enclosingType),
            .viewBody where isApp(placement.enclosingType):
            return .launch
        case .task, .onAppear, .viewBody, .viewInit, .screenLifecycle, .closure, .property: return .later(LatePlacement(place: placement))
        case .function:
            guard let name = placement.name, depth < Self.callGraphDepth else { return .unknown }
            let function = "\(placement.enclosingType ?? "").\(name)"
            guard !visited.contains(function) else { return .unknown }
            let key = "\(depth) \(function)"
            if let known = memo[key] { return known }
            var best = RunTime.unknown
            for caller in callers(of: name, in: placement.enclosingType) {
                let found = caller.fact.isTestOrPreview
                    ? RunTime.previewOrTest
                    : runTime(of: caller.fact.context, depth: depth + 1, visited: visited.union([function]), memo: &memo)
                if found.rank > best.rank { best = found.entered(through: name) }
                if case .launch = best { break }
            }
            memo[key] = best
            return best
        }
    }

    private func isApp(_ type: String?) -> Bool {
        guard let type else { return false }
        return types.contains { $0.fact.qualifiedName == type && $0.fact.inherits("App", module: "SwiftUI") }
    }

    /// The calls that can run the function `name` declared in `type` (nil: a global function).
    func callers(of name: String, in type: String?) -> [Located<CallSite>] {
        (callersByName[name] ?? []).filter { mayCall($0.fact, type: type) }
    }

    /// Whether `call` can run the function of that name declared in `type` (nil: a global
    /// function). A call on a value the code does not name (`run()`, `$0.run()`) can reach any
    /// function of that name: through a protocol requirement, every conformer's. A call on a
    /// named type (`Setup().run()`, `Setup.run()`) reaches that type's functions and those of
    /// the types it inherits from or conforms to; so does a call on a variable whose type a
    /// binding near the call gives (`tipService.resetTips()` with `@Environment(TipService.self)
    /// var tipService`, a stored property, `@StateObject var model = Model()`).
    func mayCall(_ call: CallSite, type: String?) -> Bool {
        guard var receiver = call.receiverType ?? call.receiverName.flatMap({ boundType(of: $0, usedIn: call.context.enclosingType) })
        else { return true }
        if receiver == "Self", let caller = call.context.enclosingType { receiver = caller }
        guard let type else { return false }
        func simple(_ name: String) -> Substring { name.split(separator: ".").last ?? Substring(name) }
        if simple(receiver) == simple(type) { return true }
        return types.contains { part in
            part.fact.qualifiedName == type && part.fact.inheritedTypes.contains { simple($0) == simple(receiver) }
        }
    }

    /// The type of the variable `name` read inside `enclosingType`, when the bindings of that
    /// name declared there, around it or globally agree on one; nil otherwise (then the call may
    /// reach any function of its name, as before).
    private func boundType(of name: String, usedIn enclosingType: String?) -> String? {
        let nearest = scope.nearest(bindingsByName[name] ?? [], owner: \.enclosingType, from: enclosingType)
        // Bindings in other types share only a name with this variable.
        guard nearest.distance <= 2 else { return nil }
        let typeNames = Set(nearest.facts.map(\.fact.typeName))
        return typeNames.count == 1 ? typeNames.first : nil
    }
}
