/// Where code runs relative to launch: at start-up, or somewhere that runs later (a view's
/// `.task`, a Button's action), followed through the project functions that lead there.
/// `configure-placement` and `reset-after-configure` both ask this, so they agree.

/// A place that runs after launch, and the project functions between it and the code.
package struct LatePlacement: Hashable, Sendable {
    /// The context that runs after launch: never a function, never start-up.
    package var place: PlacementContext
    /// The project functions on the way, the code's own function first: `["startOver"]` for a
    /// reset in `startOver()` that is called in a closure passed to `onChange`.
    package var through: [String] = []
}

/// A `Tips.configure` call and where it runs.
package struct ConfigurePlacement: Sendable {
    package var call: Located<ConfigureCall>
    /// Where it runs after launch; nil when it runs at start-up or that cannot be decided.
    package var late: LatePlacement?
}

extension ProjectIndex {
    /// Every `Tips.configure` call of this index with where it runs, in index order.
    package var configurePlacements: [ConfigurePlacement] {
        answers.answer(.configurePlacements) {
            configureCalls.map { ConfigurePlacement(call: $0, late: latePlacement(of: $0.fact.context)) }
        }
    }

    /// Where code in `placement` runs when that is after launch; nil when it runs at start-up
    /// or cannot be decided (a function nobody calls in the scanned files).
    package func latePlacement(of placement: PlacementContext) -> LatePlacement? {
        latePlacement(of: placement, depth: 0, visited: [])
    }

    /// A function is followed to every call that can reach it (`callers(of:in:)`), as deep as
    /// the call graph (`callGraphDepth`); `visited` holds the functions on the path
    /// (`Type.name`), so a call of a same-named function of another type is still followed.
    private func latePlacement(of placement: PlacementContext, depth: Int, visited: Set<String>) -> LatePlacement? {
        if placement.deferred {
            // A `Task` runs when the code around it runs, but after that code returns: started
            // at launch, it runs after start-up, as it always was for configure-placement.
            var around = placement
            around.deferred = false
            if let late = latePlacement(of: around, depth: depth, visited: visited) { return late }
            guard case .launch = runTime(of: around) else { return nil }
            return LatePlacement(place: PlacementContext(kind: .closure, name: "Task", enclosingType: placement.enclosingType))
        }
        switch placement.kind {
        case .appInit, .appDelegateLaunch, .mainTopLevel, .topLevel: return nil
        case .task, .onAppear, .viewBody, .viewInit, .screenLifecycle, .controlAction, .closure, .property:
            return LatePlacement(place: placement)
        case .function:
            // A function is its name in its type: `Setup.run` and `TipsStep.run` are two.
            guard let name = placement.name, depth < Self.callGraphDepth else { return nil }
            let function = "\(placement.enclosingType ?? "").\(name)"
            guard !visited.contains(function) else { return nil }
            for caller in callers(of: name, in: placement.enclosingType) {
                if var found = latePlacement(of: caller.fact.context, depth: depth + 1, visited: visited.union([function])) {
                    found.through.insert(name, at: 0)
                    return found
                }
            }
            return nil
        }
    }
}
