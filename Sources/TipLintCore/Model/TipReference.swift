/// What a display site, group member or `invalidate` call refers to, as far as one file can
/// tell. `ProjectIndex` resolves instances to tip types across files.
package enum TipReference: Codable, Hashable, Sendable {
    /// A fresh instance of a named type: `SearchTip()`, or `self` inside a tip type.
    case type(String)
    /// A variable or property by name: `searchTip`, `self.searchTip`, `model.searchTip`.
    case instance(String)
    /// A `TipGroup`'s `currentTip`, by the group variable's name.
    case groupCurrentTip(String)
    /// `configuration.tip` inside a `TipViewStyle`.
    case styleConfiguration
    /// A value typed `any Tip`, `some Tip` or a generic `T: Tip`: could be any tip.
    case erased
    /// Anything else (a function result, a ternary between two tips…).
    case unknown
}

/// Where a fact sits, for the placement and testing-call rules.
package struct PlacementContext: Codable, Hashable, Sendable {
    package enum Kind: String, Codable, Sendable {
        case appInit, appDelegateLaunch, mainTopLevel
        case task, onAppear, viewBody, viewInit, controlAction, closure
        /// A UIKit or AppKit view controller's `override func viewDidLoad()` (and the other
        /// appearance callbacks): runs when that screen loads or appears, not at start-up.
        case screenLifecycle
        case function, property, topLevel
    }

    package var kind: Kind
    /// The function, property or closure-taking call this context is named after.
    package var name: String?
    /// The qualified type around it (nil at top level): with `name`, which function it is.
    package var enclosingType: String?
    /// Inside a `Task { … }` (its innermost closure): the code runs when the code around the
    /// task runs, which the rest of this context describes, but only after that code returns.
    package var deferred = false
    /// A `private` or `fileprivate` function (`.function` only): every call of it is in its file.
    package var isFilePrivate = false

    /// App start-up, before any view renders: where `Tips.configure` belongs.
    package var isStartUp: Bool {
        kind == .appInit || kind == .appDelegateLaunch || kind == .mainTopLevel
    }
}
