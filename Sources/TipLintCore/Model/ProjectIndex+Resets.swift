/// Which `Tips.resetDatastore` calls run once the datastore is configured, where they throw.
/// `reset-after-configure` reports them; `ungated-testing-call` words its finding about such a
/// reset to agree. Both read `shipping.lateResets`, worked out once.

/// A `resetDatastore` that runs once the datastore is configured, so it throws.
package struct LateReset: Sendable {
    package enum Timing: Equatable, Sendable {
        /// After a `configure` in the same function body or start-up path.
        case followsConfigure
        /// Somewhere that runs after launch (a Button's action), in an app that configures at launch.
        case afterLaunch(LatePlacement)
    }

    package var location: SourceLocation
    package var timing: Timing
    /// The `configure` it follows.
    package var configure: SourceLocation
}

extension ProjectIndex {
    /// How many calls deep a start-up path is followed.
    package static let startUpPathDepth = 2

    /// Every reset of this index that runs after `configure`, in source order of discovery.
    package var lateResets: [LateReset] {
        answers.answer(.lateResets) { findLateResets() }
    }

    private func findLateResets() -> [LateReset] {
        var result: [LateReset] = []
        var reported = Set<SourceLocation>()
        for sequence in lifecycles {
            var configure: SourceLocation?
            walk(sequence, depth: 0, visited: [sequence.fact.function]) { event, location in
                switch event.kind {
                case .configure:
                    if configure == nil { configure = location }
                case .reset:
                    if let configure, reported.insert(location).inserted {
                        result.append(LateReset(location: location, timing: .followsConfigure, configure: configure))
                    }
                case .call:
                    break
                }
            }
        }
        // Where a launch-time configure exists, a reset that runs later (a button, a screen) throws.
        // A configure that start-up reaches counts even when a later path reaches it again
        // (`start()` called from `App.init` and again when the account changes).
        // Then only a reset that start-up does not reach itself is late: one before the
        // configure in the App's own `.task` runs at launch, first.
        func reachedAtLaunch(_ placement: PlacementContext) -> Bool { runTime(of: placement) == .launch }
        let onlyLaunch = configurePlacements.first(where: { $0.late == nil })?.call
        guard let atLaunch = onlyLaunch ?? configureCalls.first(where: { reachedAtLaunch($0.fact.context) }) else { return result }
        for reset in testingCalls where reset.fact.kind == .resetDatastore {
            let location = reset.location(reset.fact.range)
            guard !reported.contains(location), let place = latePlacement(of: reset.fact.placement),
                onlyLaunch != nil || !reachedAtLaunch(reset.fact.placement)
            else { continue }
            reported.insert(location)
            result.append(LateReset(location: location, timing: .afterLaunch(place), configure: atLaunch.location(atLaunch.fact.range)))
        }
        return result
    }

    /// Visits the events of a function in order, entering the functions it calls; `visited`
    /// holds the functions on the path, this one included, so a call of the same name is not
    /// entered again.
    private func walk(
        _ sequence: Located<LifecycleSequence>, depth: Int, visited: Set<String>, _ visit: (LifecycleEvent, SourceLocation) -> Void
    ) {
        for event in sequence.fact.events {
            if event.kind == .call, let callee = event.callee {
                guard depth < Self.startUpPathDepth, !visited.contains(callee),
                    let target = lifecycles.first(where: { $0.fact.function == callee })
                else { continue }
                walk(target, depth: depth + 1, visited: visited.union([callee]), visit)
            } else {
                visit(event, sequence.location(event.range))
            }
        }
    }
}
