/// A call of a function by name, to follow start-up paths across the project.
package struct CallSite: Codable, Hashable, Sendable, TestOrPreviewMarked {
    package var callee: String
    package var context: PlacementContext
    package var isTestOrPreview: Bool
    /// The type the call is made on, when the code names it: `Setup` for `Setup().run()` and
    /// `Setup.run()`, `Self` for `Self.run()`. Nil for `run()`, `self.run()`, `step.run()` and
    /// `$0.run()`: any function of that name can be the one called (through a protocol
    /// requirement, every conformer's).
    package var receiverType: String?
    /// The variable the call is made on, when it is one name (`tipService` in
    /// `tipService.resetTips()` and `self.tipService.resetTips()`): the index reads its type
    /// from the bindings near the call.
    package var receiverName: String?
    /// The tips the call runs after (`ParameterAssignment.afterInvalidationOf`); recorded only
    /// in functions that invalidate a tip. A parameter set only in the called function then
    /// waits for them (`TipStateModel.prerequisites`).
    package var afterInvalidationOf: [TipReference] = []
    /// The labels of the arguments the call passes, `_` for an unlabelled one
    /// (`start(arguments: list)`: `["arguments"]`): whether it passes a parameter whose default
    /// is the launch arguments (`DefaultedArgument`).
    package var argumentLabels: [String] = []
    /// The conditions around the call, when there are any: a testing call in the function it
    /// calls counts as gated, or as a person's choice, when every call of that function does
    /// (`CallerGuards`).
    package var conditions: CallConditions? = nil
}

/// The conditions around a call of a project function, as `TestingCall` records those around
/// a testing call: `#if`, launch-argument checks, and the `if`/`guard`/`switch` around it.
package struct CallConditions: Codable, Hashable, Sendable {
    /// Inactive in every build where no gate condition is set.
    package var compileTimeGated = false
    /// Not gated: the custom `#if` conditions around it each of which would gate it (`TestingCall.gatingConditions`).
    package var gatingConditions: [String] = []
    /// Inside an `if` / after a `guard` on a launch argument or environment variable.
    package var launchArgumentGated = false
    /// Such a check through a parameter whose default is the launch arguments (`TestingCall.launchArgumentDefaults`).
    package var launchArgumentDefaults: [DefaultedArgument] = []
    package var conditionChecks: [ConditionCheck] = []
    package var opaqueCondition = false
    /// The names the conditions read (`TestingCall.conditionNames`).
    package var conditionNames: [String] = []

    package init() {}
}

/// A parameter whose default value is the launch arguments or environment, as in `static func
/// start(arguments: [String] = ProcessInfo.processInfo.arguments)`: a check of it is a check of
/// the launch arguments while no call of the function passes it (`ProjectIndex.noCallPasses`).
package struct DefaultedArgument: Codable, Hashable, Sendable {
    /// The function's name (`start`), as call sites name it.
    package var function: String
    /// The qualified type the function is declared in; nil for a global function.
    package var type: String?
    /// Its argument label, `_` for an unlabelled one.
    package var label: String

    package init(function: String, type: String?, label: String) {
        self.function = function
        self.type = type
        self.label = label
    }
}

/// What a function body does to the tips datastore, in source order.
package struct LifecycleEvent: Codable, Hashable, Sendable {
    package enum Kind: String, Codable, Sendable { case configure, reset, call }

    package var kind: Kind
    package var range: SourceRange
    /// The callee, for `.call`.
    package var callee: String?
}

/// The lifecycle events of one function body that configures or resets the datastore.
package struct LifecycleSequence: Codable, Hashable, Sendable, TestOrPreviewMarked {
    package var function: String
    package var events: [LifecycleEvent]
    package var isTestOrPreview: Bool
    /// The qualified type whose function it is; nil at top level.
    package var enclosingType: String?
}
