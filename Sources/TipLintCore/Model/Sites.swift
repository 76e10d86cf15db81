/// One step of the branch structure around a display site: which arm of which `if`,
/// `switch` or ternary it sits in. Two sites in different arms of one branch never show together.
package struct BranchStep: Codable, Hashable, Sendable {
    /// The UTF-8 offset of the branching statement in its file.
    package var branch: Int
    package var arm: Int
    /// What holds in this arm about optionals (`if let text = subscriptionText`: not nil;
    /// `if subscriptionText == nil`: nil), so that two sibling `if`s that contradict each other
    /// are known to be exclusive too.
    package var nilChecks: [NilCheck] = []
}

/// In a branch's arm, the optional `name` (as written: `subscriptionText`, `model.user`) is nil
/// or is not.
package struct NilCheck: Codable, Hashable, Sendable {
    package var name: String
    package var isNil: Bool

    /// The two cannot both hold.
    package func contradicts(_ other: NilCheck) -> Bool { name == other.name && isNil != other.isNil }
}

/// Where a tip is put on screen.
package struct DisplaySite: Codable, Hashable, Sendable, TestOrPreviewMarked {
    package enum Kind: String, Codable, Sendable {
        case tipView = "TipView"
        case popoverTip = "popoverTip"
        case tipUIView = "TipUIView"
        case tipUIPopoverViewController = "TipUIPopoverViewController"
        case tipUICollectionViewCell = "TipUICollectionViewCell"
        case tipNSView = "TipNSView"
        case tipNSPopover = "TipNSPopover"

        /// SwiftUI sites share a screen with the other sites of their view type.
        package var isSwiftUI: Bool { self == .tipView || self == .popoverTip }
    }

    package var kind: Kind
    package var tip: TipReference
    package var range: SourceRange
    /// The innermost type the site is declared in (the SwiftUI view).
    package var enclosingType: String?
    package var branches: [BranchStep]
    /// Inside `ForEach` or a data-driven `List` rows, with no branch between the row and the
    /// site: one tip attached to every row.
    package var insideForEach: Bool
    /// `.popoverTip` attached to a `Button`, `Toggle`, `NavigationLink`, `Menu`, `Link` or
    /// `Picker` (the control's name), or inside a `"context menu"` or `"swipe action"`.
    package var attachedControl: String?
    /// For a `.popoverTip` on no known control: the view its modifier chain starts from
    /// (`RouterLink`), which may be a project view whose body is a control (`TypePart.bodyControl`).
    package var attachedView: String?
    /// The control's own call (its action closure) calls `invalidate(reason:)` on this tip or on
    /// a receiver that could be it.
    package var controlActionInvalidates = false
    /// Outside any type: the line of the top-level statement holding the site, so that sites in
    /// one top-level expression (a doc snippet's `VStack { … }`) count as one screen.
    package var topLevelStatementLine: Int?
    package var isTestOrPreview: Bool
    /// Inside presented content (`.sheet { … }`, a `NavigationLink` destination): the UTF-8
    /// offset of the presenting call. Presented content is a screen of its own.
    package var presentation: Int?
}

/// A `let`/`var`/parameter whose type is known: how `searchTip` resolves to `SearchTip`.
package struct InstanceBinding: Codable, Hashable, Sendable, TestOrPreviewMarked {
    package var name: String
    package var typeName: String
    package var enclosingType: String?
    package var isTestOrPreview: Bool
}

/// `let group = TipGroup(.ordered) { A(); B() }`.
package struct TipGroupDeclaration: Codable, Hashable, Sendable, TestOrPreviewMarked {
    package var name: String
    package var members: [TipReference]
    package var enclosingType: String?
    package var range: SourceRange
    package var isTestOrPreview: Bool
}

/// A call to `invalidate(reason:)`.
package struct InvalidationSite: Codable, Hashable, Sendable, TestOrPreviewMarked {
    package var receiver: TipReference
    /// The type an instance receiver is read from (`TrustedTip` in `TrustedTip.shared`), when written.
    package var receiverOwner: String?
    package var range: SourceRange
    package var enclosingType: String?
    /// Inside a `TipViewStyle`: `configuration.tip.invalidate`.
    package var styleType: String?
    package var isTestOrPreview: Bool
    /// For a receiver typed `any Tip` or a generic (`.erased`): the function whose parameter
    /// it is, so that the tips its callers pass are the ones it can retire.
    package var erasedParameter: ErasedParameter? = nil
}

/// The parameter of a function that an `invalidate(reason:)` is called on:
/// `func retire(_ tip: any Tip)` is `retire` with no label.
package struct ErasedParameter: Codable, Hashable, Sendable {
    package var function: String
    /// The argument label; nil for `_`.
    package var label: String?
}

/// `.tipViewStyle(SomeStyle())`.
package struct StyleApplication: Codable, Hashable, Sendable, TestOrPreviewMarked {
    package var styleType: String
    package var enclosingType: String?
    /// Applied in an `App`'s scene: reaches every view.
    package var appliesToWholeApp: Bool
    package var isTestOrPreview: Bool
}

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
    /// Inside an `if` / after a `guard` on a launch argument or environment variable.
    package var launchArgumentGated: Bool
    package var isTestOrPreview: Bool
    /// Inside an arm of an `if`/`switch`, or after a `guard`, on a value known only at run time
    /// (a user setting, a flag); `#available` and `true` are not such conditions.
    package var runtimeConditioned = false
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
