/// `Tips.showAllTipsForTesting()` and friends, and `Tips.resetDatastore()`.
package struct TestingCall: Codable, Hashable, Sendable, TestOrPreviewMarked {
    package enum Kind: String, Codable, Sendable {
        case showAllTipsForTesting, showTipsForTesting, hideAllTipsForTesting, hideTipsForTesting, resetDatastore
    }

    package var kind: Kind
    package var range: SourceRange
    /// The whole statement (with `try?`), for the `#if DEBUG` fix; nil when the call is not a
    /// statement of its own but a value something else uses (`let done: () = Tips.…()`), which
    /// no `#if` around it could remove without breaking that use.
    package var statementRange: SourceRange?
    /// Inactive in every build where no gate condition is set.
    package var compileTimeGated: Bool
    /// The gates in whose builds it is never compiled (`#else` of `#if DEBUG`, `#if !DEBUG`):
    /// it runs only in release builds, and an `#if` on such a gate around it would leave code
    /// no build compiles.
    package var compiledOutUnder: [String] = []
    /// Not gated: the custom `#if` conditions around it (not gates) each of which, were it a
    /// gate, would gate it (`#if DEV_BUILD`), sorted. One that only debug builds define
    /// (`ProjectIndex.debugOnlyConditions`) gates it; the words name the others.
    package var gatingConditions: [String] = []
    /// Inside an `if` / after a `guard` on a launch argument or environment variable.
    package var launchArgumentGated: Bool
    /// Not `launchArgumentGated`, but inside such a check once the parameters of the functions
    /// around it are read through their default values (`if arguments.contains("-showTips")` in
    /// `func start(arguments: [String] = ProcessInfo.processInfo.arguments)`): those parameters.
    /// It is a launch-argument check when no call of their function passes them.
    package var launchArgumentDefaults: [DefaultedArgument] = []
    package var isTestOrPreview: Bool
    /// The `if`s and `guard`s around the call (any arm, or after the guard) whose condition is
    /// made of literals, names, `!`, `&&`, `||` and `#available`: the index decides from the
    /// project's constants whether each is a person's choice (`ConstantConditions.verdict(of:opaque:)`).
    package var conditionChecks: [ConditionCheck] = []
    /// Inside a check no constant decides: a `switch` case, an `if let`, a call's result.
    package var opaqueCondition = false
    /// Where the call runs (a function, a control's action, `.task`), to follow it to launch or later.
    package var placement = PlacementContext(kind: .topLevel)
    /// The names read by the conditions of the `if`s whose body holds the call and of the
    /// `guard`s before it (`Config.isUITesting`, `isRunningInPreviews`): the index decides
    /// whether one is a launch-argument constant (`ProjectIndex.readsLaunchArguments`).
    package var conditionNames: [String] = []
    /// The innermost type around the call, where its condition names are looked up.
    package var enclosingType: String?
}

/// A `Tips.configure(…)` call.
package struct ConfigureCall: Codable, Hashable, Sendable, TestOrPreviewMarked {
    package var range: SourceRange
    package var context: PlacementContext
    /// `.displayFrequency(.daily)` → `daily`.
    package var displayFrequency: String?
    package var isTestOrPreview: Bool
    /// Options this model cannot read (`Tips.configure(options)`, `[frequency]`): then a
    /// missing `displayFrequency` does not mean TipKit's default (`TipFactsVisitor+FirstLaunch`).
    package var optionsUnread: Bool? = nil
}
