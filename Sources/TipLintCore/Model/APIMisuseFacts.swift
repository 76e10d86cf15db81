/// TipKit API uses that compile but misbehave at run time, as the Swift front end sees them in
/// one file (`TipFactsVisitor+Misuse.swift`). Each is decided by the syntax around one call, so
/// the index only has to drop the test and preview ones a rule does not read.
package struct APIMisuseSite: Codable, Hashable, Sendable, TestOrPreviewMarked {
    package enum Kind: String, Codable, Sendable {
        /// `TipGroup(…)` made inside a computed property's getter (a view's `body` included):
        /// a new group, back at its first tip, on every read. `detail`: the property's name.
        case groupRebuilt
        /// `group.currentTip!`, `(group.currentTip as? X)!`: nil once every tip of the group is
        /// done, so the unwrap crashes. `detail`: the group expression as written.
        case forcedCurrentTip
        /// `invalidate(reason: .displayCountExceeded)` / `.displayDurationExceeded`: reasons
        /// TipKit records itself. `detail`: the reason's name.
        case frameworkReason
        /// `.popoverTip` on a view inside a `Menu`'s items or a `ToolbarItem`/`ToolbarItemGroup`
        /// placed `.secondaryAction` (the overflow menu): no anchor on screen while the menu is
        /// closed. `detail`: `Menu` or `secondaryAction`.
        case hiddenAnchor
        /// A `TipView` inside a container with `.disabled(…)` whose argument is not the literal
        /// `false`: its close button and actions do nothing while disabled.
        case disabledTip
        /// `Tips.configure` directly in an `XCTestCase`'s instance `setUp()` /
        /// `setUpWithError()` (run before every test), with no `Tips.resetDatastore()` before it
        /// and no condition around it. `detail`: the function's name.
        case configureInSetUp
    }

    package var kind: Kind
    /// The call or expression the finding is reported at.
    package var range: SourceRange
    package var detail: String?
    package var enclosingType: String?
    package var isTestOrPreview: Bool

    package init(kind: Kind, range: SourceRange, detail: String?, enclosingType: String?, isTestOrPreview: Bool) {
        self.kind = kind
        self.range = range
        self.detail = detail
        self.enclosingType = enclosingType
        self.isTestOrPreview = isTestOrPreview
    }
}

/// `.sheet(isPresented: $showWelcome)` / `.fullScreenCover(isPresented:)` in a view whose
/// presenting flag is a first-launch flag: an `@AppStorage` property of the same type, or a
/// property that the type assigns from one (`showWelcome = !hasSeenWelcome`). Such a sheet
/// comes up when the view first appears on a fresh install, over anything else on it.
package struct FirstLaunchPresentation: Codable, Hashable, Sendable, TestOrPreviewMarked {
    /// The presenting modifier's call.
    package var range: SourceRange
    /// The flag's name as bound (`showWelcome`).
    package var binding: String
    /// The `@AppStorage` property it comes from (`hasSeenWelcome`).
    package var storedFlag: String
    /// The UTF-8 offsets of the view's `if`s whose conditions read the flag or the stored
    /// property (`BranchStep.branch`): a tip in either arm waits on the welcome flow.
    package var flagBranches: [Int] = []
    /// The view type holding the modifier.
    package var enclosingType: String?
    package var isTestOrPreview: Bool
}
