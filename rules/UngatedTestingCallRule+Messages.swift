import TipLintCore

extension UngatedTestingCallRule {
    /// The rule's words.
    enum Message {
        /// `Tips.resetDatastore runs in release builds and wipes…; wrap it in #if DEBUG`. Not
        /// `alone` (a value, a `return`'s or a ternary's operand), the call must first become a
        /// statement of its own: an `#if` around its statement would take the rest with it.
        /// `control`: the call is a control's action (`Button { Tips.showAllTipsForTesting() }`,
        /// `PlacementContext.name`): the fix gates the call alone, so the words ask for the
        /// control to be gated too, or a release build keeps a control that does nothing.
        /// `constants`: the names that decide the conditions around it (`Flags.tipsEnabled`,
        /// always true), said in `runsInRelease`.
        /// `conditions`: custom `#if` conditions around it that are not gates, each of which as
        /// one would gate it (`#if DEV_BUILD`): said, with how to declare one.
        static func ungated(
            _ kind: TestingCall.Kind, gate: String, alone: Bool = true, control: String? = nil, constants: [KnownConstant] = [],
            conditions: CustomConditions? = nil
        ) -> String {
            let message = "\(runsInRelease(kind, constants, conditions)) and \(effect(of: kind)); \(advice(gate: gate, alone: alone, conditions))"
            guard let control else { return message }
            let named = control.first?.isUppercase == true ? "the \(control)" : "the control"
            return message + ", and put \(named) whose action calls it under #if \(gate) too, or a release build keeps \(named) doing nothing"
        }

        /// `Tips.resetDatastore runs in release builds`, and when constants decide the conditions
        /// around it, why they gate nothing: `(Flags.tipsEnabled is a constant that is always
        /// true, so checking it gates nothing)`.
        private static func runsInRelease(_ kind: TestingCall.Kind, _ constants: [KnownConstant], _ conditions: CustomConditions?) -> String {
            let names = conditions?.names ?? []
            let subject = names.isEmpty
                ? "Tips.\(kind.rawValue) runs in release builds"
                : names.count == 1
                    ? "Tips.\(kind.rawValue) runs in every build that sets \(names[0]), \(setter(conditions?.setBy ?? [])),"
                    : "Tips.\(kind.rawValue) runs in every build its #if lets through (\(names.joined(separator: " and ")) "
                        + "are not in gates:)"
            guard let first = constants.first else { return subject }
            let rest = constants.dropFirst().map { ", \($0.name) one that is always \($0.value)" }.joined()
            let pronoun = constants.count == 1 ? "it" : "them"
            return "\(subject) (\(first.name) is a constant that is always \(first.value)\(rest), so checking \(pronoun) gates nothing)"
        }

        /// `which is not in gates:`, or, when Xcode configurations without a gate set it, `as
        /// the Release configuration does` (`the Beta and Release configurations do`).
        private static func setter(_ configurations: [String]) -> String {
            guard let last = configurations.last else { return "which is not in gates:" }
            guard configurations.count > 1 else { return "as the \(last) configuration does" }
            return "as the \(configurations.dropLast().joined(separator: ", ")) and \(last) configurations do"
        }

        private static func advice(gate: String, alone: Bool, _ conditions: CustomConditions? = nil) -> String {
            let wrap = alone ? "wrap it in #if \(gate)"
                : "it is part of a larger expression here, so give it a statement of its own and wrap that in #if \(gate)"
            guard let conditions, let first = conditions.names.first, conditions.setBy.isEmpty else { return wrap }
            guard conditions.names.count == 1 else {
                return "if only debug builds set one of them, add that one to gates: in .lintconfig.yml; otherwise \(wrap)"
            }
            let list = (conditions.gates.isEmpty ? [gate] : conditions.gates) + [first]
            return "if only debug builds set \(first), add it to gates: in .lintconfig.yml (gates: [\(list.joined(separator: ", "))]); "
                + "otherwise \(wrap)"
        }

        /// `Tips.hideAllTipsForTesting is compiled only in builds without DEBUG (release builds)…`.
        /// `without`: the gates whose builds leave it out ("INTERNAL or DEBUG"); `gate` by default.
        /// `everyLaunch`: a start-up path reaches a reset (else it wipes tip state whenever it runs).
        static func releaseOnly(_ kind: TestingCall.Kind, gate: String, without: String = "", everyLaunch: Bool = true) -> String {
            let result = kind == .resetDatastore && !everyLaunch ? "wipes every person's tip state whenever it runs" : effect(of: kind)
            return "Tips.\(kind.rawValue) is compiled only in builds without \(without.isEmpty ? gate : without), the release builds, and \(result); "
                + "remove it (an #if \(gate) around it would leave code no build compiles)"
        }

        /// What the call does, by what it names: the `All` calls every tip, the others the tips
        /// they are given (never "these tips": no tip need be in sight of the call).
        private static func effect(of kind: TestingCall.Kind) -> String {
            switch kind {
            case .resetDatastore: return "wipes every person's tip state on every launch"
            case .showAllTipsForTesting: return "makes every person see every tip, ignoring rules and display frequency"
            case .showTipsForTesting: return "makes every person see the tips it names, ignoring rules and display frequency"
            case .hideAllTipsForTesting: return "hides every tip from every person"
            case .hideTipsForTesting: return "hides the tips it names from every person"
            }
        }

        /// A reset that no start-up path is found to reach: it wipes tip state each time it runs,
        /// `place` (a phrase after "is called") or whenever `function` runs, never "every launch".
        static func resetWhenRun(
            gate: String, alone: Bool = true, place: String? = nil, function: String? = nil, constants: [KnownConstant] = [],
            conditions: CustomConditions? = nil
        ) -> String {
            let when = place.map { "each time it runs (it is called \($0))" }
                ?? function.map { "whenever \($0)() runs" } ?? "whenever this code runs"
            return "\(runsInRelease(.resetDatastore, constants, conditions)) and wipes every person's tip state \(when); "
                + advice(gate: gate, alone: alone, conditions)
        }

        /// A reset after `configure` throws today (reset-after-configure says so); moved before
        /// it, as that rule asks, it would wipe tip state, so it still belongs in a debug build.
        static func resetAfterConfigure(gate: String, alone: Bool = true, constants: [KnownConstant] = [], conditions: CustomConditions? = nil) -> String {
            "\(runsInRelease(.resetDatastore, constants, conditions)); after Tips.configure it only throws, and moved before it, it would "
                + "wipe every person's tip state on every launch; \(advice(gate: gate, alone: alone, conditions))"
        }

        /// Which message `ungated`/`resetAfterConfigure` made: the finding's kind, by what the call does.
        static func kind(of call: TestingCall.Kind, followsConfigure: Bool) -> String {
            switch call {
            case .resetDatastore: return followsConfigure ? "reset-after-configure" : "reset-every-launch"
            case .showAllTipsForTesting, .showTipsForTesting: return "shows-tips-to-everyone"
            case .hideAllTipsForTesting, .hideTipsForTesting: return "hides-tips-from-everyone"
            }
        }

        /// The fix's title, as editors show it.
        static func wrapFix(gate: String) -> String { "Wrap in #if \(gate)" }
    }
}

extension UngatedTestingCallRule {
    /// The kinds of the rule's messages (`rule-id/kind` ids), with what each says.
    static let messageKinds: KeyValuePairs<String, String> = [
        "reset-every-launch": "Tips.resetDatastore runs in release builds and wipes every person's tip state on every launch",
        "reset-when-run": "Tips.resetDatastore runs in release builds and wipes every person's tip state each time the code around it runs (no start-up path is found to reach it)",
        "reset-after-configure": "Tips.resetDatastore runs in release builds after Tips.configure",
        "shows-tips-to-everyone": "A Tips.show…ForTesting call runs in release builds and shows every person every tip, or the tips it names",
        "hides-tips-from-everyone": "A Tips.hide…ForTesting call runs in release builds and hides every tip, or the tips it names, from every person",
        "release-only": "A testing call is compiled only in release builds (the #else of a debug gate)",
    ]
}

extension UngatedTestingCallRule {
    /// Custom `#if` conditions around a call that are not gates, each of which as one would gate
    /// it (`TestingCall.gatingConditions`), with the gates configured now (for the list to write).
    struct CustomConditions {
        var names: [String]
        var gates: [String]
        /// The Xcode build configurations without a gate that set the one condition
        /// (`["Release"]`): it is no gate to declare, and the words say who sets it.
        var setBy: [String]

        /// nil when there are none.
        init?(names: [String], gates: [String], setBy: [String] = []) {
            guard !names.isEmpty else { return nil }
            self.names = names
            self.gates = gates
            self.setBy = names.count == 1 ? setBy : []
        }
    }
}
