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
