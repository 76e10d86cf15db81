/// Facts for the review-checklist rules (issue 23): how each `Tips.configure` call runs and
/// what it asks for, what a project `TipViewStyle`'s `makeBody` draws, and the platforms a
/// `Package.swift` names.

/// What a `Tips.configure(…)` call's surroundings and arguments say, beside `ConfigureCall`
/// (matched to it by file and `range`).
package struct ConfigureDetail: Codable, Hashable, Sendable, TestOrPreviewMarked {
    /// The call, as `ConfigureCall.range`.
    package var range: SourceRange
    /// Where the call runs off the main actor, as a phrase that follows "runs": "in a closure
    /// passed to Task.detached", "in a closure passed to DispatchQueue.global().async",
    /// "in nonisolated async function setUp()". Nil on the main actor or when unknown (a closure
    /// the model does not know the queue of).
    package var offMainActor: String?
    /// The options name `cloudKitContainer` (`.cloudKitContainer(.automatic)`, also `nil`: a
    /// deliberate choice either way).
    package var namesCloudKitContainer: Bool
    /// The options are not a literal list (`Tips.configure(settings.tipOptions)`): what they
    /// hold is not known here.
    package var optionsComputed: Bool
    /// The branch arms around the call (`if`/`switch` arms and `#if` clauses): two calls in
    /// different arms of one branch never both run.
    package var branches: [BranchStep]
    /// Inside an `if`/`switch` arm or after a `guard` on a value known only at run time: the
    /// call may not run (a once-token, a test-launch check).
    package var runtimeConditioned: Bool
    package var isTestOrPreview: Bool
}

/// The `makeBody(configuration:)` of a type that conforms to `TipViewStyle`, and whether
/// anything in it can close the tip.
package struct TipStyleBody: Codable, Hashable, Sendable, TestOrPreviewMarked {
    /// The style's qualified name.
    package var styleType: String
    /// The `makeBody` declaration.
    package var range: SourceRange
    /// The body reads `configuration.tip` (to invalidate it or hand it on), renders
    /// `configuration.actions`, or passes the whole configuration to other code: something
    /// there may close the tip. False only when it draws the title, message and image alone.
    package var mayClose: Bool
    package var isTestOrPreview: Bool
}

/// A platform a `Package.swift` names in `platforms:` (`.iOS(.v17)` is `iOS`).
package struct PackagePlatform: Codable, Hashable, Sendable {
    package var name: String
    package var range: SourceRange
}
