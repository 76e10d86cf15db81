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
    /// Which enum case a name holds in this arm (`switch pane { case .advanced: … }`,
    /// `if pane == .advanced`): an arm entered only once `pane` changed to it.
    package var valueChecks: [ValueCheck] = []
}

/// In a branch's arm, `name` (as written, without `self.`: `pane`, `model.tab`) is the enum
/// case `value` (`advanced`, without its type or dot).
package struct ValueCheck: Codable, Hashable, Sendable {
    package var name: String
    package var value: String
    /// The qualified type whose code branches (nil at top level): `name` is its property.
    package var owner: String? = nil
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
    /// For a UIKit popover whose `sourceItem:` is no control by its own syntax: what it reads
    /// (`bottomBar.anchorView`), which `AnchorFlow` follows to a control across the project.
    package var anchorSource: ValueSource?
    /// The control's own call (its action closure) calls `invalidate(reason:)` on this tip or on
    /// a receiver that could be it.
    package var controlActionInvalidates = false
    /// Outside any type: the line of the top-level statement holding the site, so that sites in
    /// one top-level expression (a doc snippet's `VStack { … }`) count as one screen.
    package var topLevelStatementLine: Int?
    package var isTestOrPreview: Bool
    /// In `#Preview` or a `PreviewProvider` (so also `isTestOrPreview`): the inventory and the
    /// HTML report mark the site as a preview's.
    package var isPreview = false
    /// Inside presented content (`.sheet { … }`, a `NavigationLink` destination): the UTF-8
    /// offset of the presenting call. Presented content is a screen of its own.
    package var presentation: Int?
    /// The call that gives the tip to a project view, modifier or function that shows it
    /// (`.modifier(ScanButton(tip: tips.currentTip))`), when this site is that call: the
    /// display call, with its actions' handler, is the wrapper's.
    package var handOff: TipArgumentHandOff? = nil
}

/// The display wrapper a call hands its tip to, at the end of any forwarding (the one whose own
/// display call shows the tip): what code inside it calls the tip and whether the control and
/// the actions' handler are its own.
package struct TipArgumentHandOff: Codable, Hashable, Sendable {
    /// The wrapper's name: a function, or a view or `ViewModifier` type.
    package var callee: String
    /// The name the wrapper holds the tip under (`DisplayWrapper.holder`).
    package var holder: String?
    package var holderIsOptional = false
    /// The wrapper's display call has its own actions' handler (`DisplayWrapper.handlesActions`).
    package var handlesActions = false
    /// The wrapper puts the popover on a control of its own: the control's action is the
    /// wrapper's too.
    package var ownsControl = false
}

/// `.tipViewStyle(SomeStyle())`.
package struct StyleApplication: Codable, Hashable, Sendable, TestOrPreviewMarked {
    package var styleType: String
    package var enclosingType: String?
    /// The modifier's whole call, from the view it modifies (`VStack { … }.tipViewStyle(…)`):
    /// the style reaches only the display sites inside it. Nil when the modifier has no view
    /// before it, or modifies `self`: then it reaches every site of `enclosingType`.
    package var range: SourceRange?
    /// Applied in an `App`'s scene: reaches every view.
    package var appliesToWholeApp: Bool
    package var isTestOrPreview: Bool
}
