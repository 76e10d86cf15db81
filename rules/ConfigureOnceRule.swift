import TipLintCore

/// `Tips.configure` run twice in one app, or off the main actor.
package struct ConfigureOnceRule: Rule {
    package static let description = RuleDescription(
        id: "configure-once",
        name: "Configure once",
        summary: "Tips.configure called a second time, or off the main actor",
        rationale: """
            The tips datastore is configured once per process. A second Tips.configure (another \
            path from App.init, a view's init or .task, an app delegate and a scene delegate both) \
            throws tipsDatastoreAlreadyConfigured, which `try?` hides, and its options are lost: \
            the app runs with whichever call came first. Tips.configure belongs on the main actor \
            at start-up; in Task.detached, DispatchQueue.global().async or a nonisolated async \
            function it runs on another thread, racing the first views that ask for tips.
            """,
        limits: """
            Two calls count as one app's when a start-up path (App.init, the app delegate's launch \
            method, a scene delegate's scene(…) methods, main.swift, followed through project \
            functions) reaches both, or when the project has one App type, one app delegate and one \
            scene delegate at most, and an App with an app delegate adapts it \
            (@UIApplicationDelegateAdaptor); a project with two App types (an iOS and a watchOS \
            target), or an App and a delegate it does not adapt (a Mac app's AppKit delegate), is \
            two apps. Calls in different arms of one branch, in `#if` clauses no build compiles \
            together, or under a condition known only at run time (a once-token, a launch \
            argument) are taken to be exclusive. One call reached twice (a function called at start-up \
            and again later) is not seen. Off the main actor is known only from the closure or \
            function around the call: a completion handler's queue, or a synchronous nonisolated \
            function (which runs on its caller's thread), says nothing. Doc snippets are judged only \
            for the actor.
            """,
        messages: [
            "configured-twice": "Tips.configure runs again after the datastore was configured, so it throws and its options are lost",
            "off-main-actor": "Tips.configure runs off the main actor",
        ],
        defaultSeverity: .warning,
        triggering: ConfigureOnceRule.triggeringExamples,
        nonTriggering: ConfigureOnceRule.nonTriggeringExamples
    )

    package static func findings(in index: ProjectIndex, options: NoOptions, context: RuleContext) -> [Finding] {
        let runs = index.shipping.configureRuns()
        var result: [Finding] = runs.compactMap { run in
            guard let phrase = run.detail?.offMainActor else { return nil }
            return context.finding(Message.offMainActor(phrase), kind: "off-main-actor", at: run.call.location(run.call.fact.range))
        }
        guard context.scope == .project, runs.count > 1 else { return result }
        let oneApp = index.shipping.hasOneStartUp
        // App.init and main.swift run before any delegate method: they configure first.
        let launch = runs.filter { !$0.launchRoots.isEmpty }.enumerated().sorted { first, second in
            let rank = { (run: ConfigureRun) in [.appInit, .mainTopLevel].contains(run.call.fact.context.kind) ? 0 : 1 }
            return (rank(first.element), first.offset) < (rank(second.element), second.offset)
        }.map(\.element)
        func sameApp(_ first: ConfigureRun, _ second: ConfigureRun) -> Bool {
            oneApp || !first.launchRoots.isDisjoint(with: second.launchRoots)
        }
        for (position, second) in launch.enumerated() {
            guard let first = launch.prefix(position).first(where: { sameApp($0, second) && !exclusive($0, second) }) else { continue }
            result.append(twice(second, after: first, place: "in \(Self.name(of: second.call.fact.context))", context: context))
        }
        // Code that runs after launch configures again what start-up configured; with two apps
        // in the project, which start-up ran first cannot be told.
        guard oneApp else { return result }
        for second in runs where second.launchRoots.isEmpty {
            guard let late = second.late, let first = launch.first(where: { !exclusive($0, second) }) else { continue }
            result.append(twice(second, after: first, place: PlacePhrase.phrase(late), context: context))
        }
        return result
    }

    private static func twice(_ second: ConfigureRun, after first: ConfigureRun, place: String, context: RuleContext) -> Finding {
        context.finding(
            Message.configuredTwice(place: place, first: name(of: first.call.fact.context)), kind: "configured-twice",
            at: second.call.location(second.call.fact.range),
            related: [RelatedLocation(location: first.call.location(first.call.fact.range), message: Message.firstConfigure)])
    }

    /// Two calls that never both run: in different arms of one branch, in `#if` clauses that no
    /// build compiles together, or either under a condition known only at run time.
    private static func exclusive(_ first: ConfigureRun, _ second: ConfigureRun) -> Bool {
        if first.builds.intersection(second.builds).isEmpty { return true }
        guard let one = first.detail, let other = second.detail else { return true }
        if one.runtimeConditioned || other.runtimeConditioned { return true }
        guard first.call.path == second.call.path else { return false }
        return one.branches.contains { step in other.branches.contains { $0.branch == step.branch && $0.arm != step.arm } }
    }

    /// `NotesApp.init()`, `AppDelegate.application()`, `main.swift`, `NotesApp's .task`.
    static func name(of place: PlacementContext) -> String {
        let type = place.enclosingType.map { "\($0)." } ?? ""
        switch place.kind {
        case .mainTopLevel: return "main.swift"
        case .task: return "\(place.enclosingType ?? "a view")'s .task"
        case .onAppear: return "\(place.enclosingType ?? "a view")'s .onAppear"
        case .viewBody: return "\(place.enclosingType ?? "a view")'s body"
        default: return "\(type)\(place.name ?? "init")()"
        }
    }
}

extension ConfigureOnceRule {
    /// The rule's words. A place is a phrase that follows "is called" (`PlacePhrase`).
    enum Message {
        static func configuredTwice(place: String, first: String) -> String {
            "Tips.configure is called again \(place) after \(first) configured the datastore, so this call throws "
                + "tipsDatastoreAlreadyConfigured and its options are lost; configure once, at start-up"
        }

        static func offMainActor(_ place: String) -> String {
            "Tips.configure runs \(place), off the main actor; call it on the main actor at start-up, in your App's init()"
        }

        static let firstConfigure = "the datastore is configured here first"
    }
}
