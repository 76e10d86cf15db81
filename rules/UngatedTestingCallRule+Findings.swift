import TipLintCore

/// The rule's judgement, apart from its description and examples: where each testing call sits,
/// whether a build or a launch argument gates it, and when a reset runs.
extension UngatedTestingCallRule {
    package static func findings(in index: ProjectIndex, options: Options, context: RuleContext) -> [Finding] {
        let gate = context.gates.first ?? "DEBUG"
        let index = index.shipping
        let lateResets = Dictionary(
            index.lateResets.map { ($0.location, $0.timing) }, uniquingKeysWith: { first, _ in first })
        let constantConditions = ConstantConditions(index)
        let gates = Set(context.gates)
        let setBeyondDebug = index.conditionsSetBeyondDebug
        // A call of the function a testing call is in, judged as the testing call would be there.
        let callerGuards = CallerGuards(index) { call in
            guard let conditions = call.fact.conditions else { return .none }
            return guardOf(conditions, path: call.path, type: call.fact.context.enclosingType, in: index, options: options,
                           gates: gates, constantConditions: constantConditions)
        }
        return index.testingCalls.compactMap { located in
            var call = located.fact
            let launchArgumentGated = isLaunchArgumentGated(call, in: index)
            // `#if DEV_BUILD` where the module's Package.swift target, or every Xcode build
            // configuration that sets DEV_BUILD, is a debug build's.
            let gated = call.compileTimeGated || (options.allowLaunchArgumentGates && launchArgumentGated)
                || (!call.gatingConditions.isEmpty
                    && call.gatingConditions.contains(where: index.debugOnlyConditions(forPath: located.path, gates: gates).contains))
            guard !gated else { return nil }
            // `wipe()` called only under `#if DEBUG`, a launch argument or a setting: as if written there.
            let calls = callerGuards.guardOfCalls(call.placement)
            guard calls != .gated else { return nil }
            // A condition a package sets in other builds too is no gate to declare: the words leave it out.
            call.gatingConditions.removeAll(where: setBeyondDebug.contains)
            let setBy = call.gatingConditions.count == 1
                ? index.gatelessConfigurations(setting: call.gatingConditions[0], forPath: located.path, gates: gates) : []
            let custom = CustomConditions(names: call.gatingConditions, gates: context.gates, setBy: setBy)
            // A condition on a `let` with a literal value is the same in every launch: no person's choice.
            let conditions = constantConditions.verdict(of: call.conditionChecks, opaque: call.opaqueCondition)
            guard conditions != .neverRuns else { return nil }
            let runtimeConditioned = conditions == .runtimeChoice
            let constants: [KnownConstant]
            if case .runs(let known) = conditions { constants = known } else { constants = [] }
            let message: String
            let kind: String
            if call.kind == .resetDatastore {
                // A reset a person asks for (a setting, a button) is how "show tips again" works.
                // With launch-argument gates refused, a check of launch arguments alone does not count.
                let askedFor = (runtimeConditioned && (options.allowLaunchArgumentGates || !launchArgumentGated))
                    || call.placement.kind == .controlAction || calls == .runtimeChoice
                guard !askedFor else { return nil }
                switch lateResets[located.location(call.range)] {
                case .afterLaunch: return nil  // reset-after-configure: it resets nothing, a flag is the fix
                case .followsConfigure:
                    message = Message.resetAfterConfigure(gate: gate, alone: call.statementRange != nil, constants: constants, conditions: custom)
                    kind = "reset-after-configure"
                case nil:
                    // "Every launch" only where a start-up path reaches the reset.
                    switch index.runTime(of: call.placement) {
                    case .launch:
                        message = Message.ungated(call.kind, gate: gate, alone: call.statementRange != nil, constants: constants, conditions: custom)
                        kind = "reset-every-launch"
                    case .action, .previewOrTest:
                        return nil  // a person asks for it ("show tips again"), as under a setting
                    case .later(let place):
                        message = Message.resetWhenRun(
                            gate: gate, alone: call.statementRange != nil, place: PlacePhrase.phrase(place), constants: constants,
                            conditions: custom)
                        kind = "reset-when-run"
                    case .unknown:
                        message = Message.resetWhenRun(
                            gate: gate, alone: call.statementRange != nil, function: call.placement.name, constants: constants,
                            conditions: custom)
                        kind = "reset-when-run"
                    }
                }
            } else {
                // The fix gates the call; a control whose action it is would stay, doing nothing.
                let control = call.placement.kind == .controlAction ? call.placement.name ?? "" : nil
                message = Message.ungated(
                    call.kind, gate: gate, alone: call.statementRange != nil, control: control, constants: constants,
                    conditions: custom)
                kind = Message.kind(of: call.kind, followsConfigure: false)
            }
            // In the `#else` of `#if DEBUG` the call runs in release builds only: wrapping it would
            // leave code no build compiles, so the finding asks for it to go, with no fix.
            if call.compiledOutUnder.contains(gate) {
                // Named by every gate whose builds leave it out (`#else` of `#if INTERNAL … #elseif DEBUG`).
                let without = context.gates.filter(call.compiledOutUnder.contains).joined(separator: " or ")
                let everyLaunch = kind != "reset-when-run"
                return context.finding(
                    Message.releaseOnly(call.kind, gate: gate, without: without, everyLaunch: everyLaunch), kind: "release-only",
                    at: located.location(call.range))
            }
            return context.finding(message, kind: kind, at: located.location(call.range), fix: wrapFix(call, gate: gate))
        }
    }

    /// Inside a check of launch arguments or the environment: written in the condition
    /// (`ProcessInfo.processInfo.arguments.contains(…)`), or read through a constant the
    /// condition names (`if Config.isUITesting || isRunningInPreviews`, with
    /// `static let isUITesting = CommandLine.arguments.contains(…)`), one or two constants deep.
    /// Also through a parameter whose default is the launch arguments, when no call passes it
    /// (`func start(arguments: [String] = ProcessInfo.processInfo.arguments)`).
    static func isLaunchArgumentGated(_ call: TestingCall, in index: ProjectIndex) -> Bool {
        call.launchArgumentGated
            || call.conditionNames.contains { index.readsLaunchArguments($0, usedIn: call.enclosingType) }
            || (!call.launchArgumentDefaults.isEmpty && index.noCallPasses(call.launchArgumentDefaults))
    }

    /// How the conditions around a call of a project function guard a testing call in that
    /// function (`CallerGuards`), read as `findings` reads those around the testing call:
    /// `#if` gates, launch-argument checks (when allowed) and conditions that never let it
    /// through gate it; any other run-time condition is a person's choice (which a reset
    /// accepts, and show and hide calls do not).
    static func guardOf(
        _ conditions: CallConditions, path: String, type: String?, in index: ProjectIndex, options: Options, gates: Set<String>,
        constantConditions: ConstantConditions
    ) -> CallerGuard {
        let launchArgumentGated = conditions.launchArgumentGated
            || conditions.conditionNames.contains { index.readsLaunchArguments($0, usedIn: type) }
            || (!conditions.launchArgumentDefaults.isEmpty && index.noCallPasses(conditions.launchArgumentDefaults))
        if conditions.compileTimeGated || (options.allowLaunchArgumentGates && launchArgumentGated)
            || (!conditions.gatingConditions.isEmpty
                && conditions.gatingConditions.contains(where: index.debugOnlyConditions(forPath: path, gates: gates).contains))
        {
            return .gated
        }
        switch constantConditions.verdict(of: conditions.conditionChecks, opaque: conditions.opaqueCondition) {
        case .neverRuns: return .gated
        case .runtimeChoice: return options.allowLaunchArgumentGates || !launchArgumentGated ? .runtimeChoice : .none
        case .runs: return .none
        }
    }
}
