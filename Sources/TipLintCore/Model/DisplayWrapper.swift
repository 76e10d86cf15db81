/// A project function, method, view modifier, `ViewModifier` type or view (`struct Card: View
/// { let tip: any Tip … TipView(tip) }`) that shows the tip it is given:
/// `func hintPopover(_ tip: some Tip) -> some View { popoverTip(tip) }`. Its own display
/// call shows "some tip"; each call of it shows what the caller passes, so the index turns
/// every matching `TipArgumentCall` into a display site (`ProjectIndex.displaySites`).
/// A wrapper may pass its tip on to another (`func featureTip(_ t: some Tip) -> some View
/// { modifier(FeatureTipModifier(tip: t)) }`): it then shows as that one does (`forwardsTo`).
package struct DisplayWrapper: Codable, Hashable, Sendable, TestOrPreviewMarked {
    /// The function's name, or the `ViewModifier` type's name (its initialiser is the call).
    package var name: String
    /// The argument label the tip is passed under; nil when unlabelled.
    package var label: String?
    /// The display API the wrapper ends in.
    package var kind: DisplaySite.Kind
    /// The display call inside the wrapper.
    package var range: SourceRange
    package var isTestOrPreview: Bool
    /// The display call sits in a branch of the wrapper (`if let tip, isActive { … }`): its
    /// caller decides whether it shows, so a call inside `ForEach` is not on every row.
    package var showsConditionally = false
    /// `FeatureTipModifier(tip:)`: the wrapper this one passes its tip to, which decides `kind`
    /// (the index follows such steps, `ProjectIndex.wrappedDisplaySites`); nil when this
    /// wrapper's own display call shows the tip.
    package var forwardsTo: String?
    /// A popover the wrapper itself attaches to a control (a view wrapper's
    /// `Button("Pin") { … }.popoverTip(tip)`): the control, and whether its action invalidates
    /// the tip; a call of the wrapper outside any control takes these (`DisplaySite.attachedControl`).
    package var attachedControl: String?
    package var controlActionInvalidates = false
    /// The name the wrapper holds the tip under: the parameter's own name (`tip` in
    /// `func scanButton(for tip: (any Tip)?)`), or the property's.
    package var holder: String? = nil
    /// The parameter or property is optional (`(any Tip)?`): code on it needs `?.`.
    package var holderIsOptional = false
    /// The display call is given a closure written in the wrapper for the tip's actions
    /// (`popoverTip(tip) { action in … }`): the actions' handler is the wrapper's code.
    package var handlesActions = false

    /// How calls name it: `hintPopover(_:)`, `HintModifier(tip:)`.
    package var key: String { "\(name)(\(label ?? "_"):)" }
}

/// A call that passes something that can be a tip to a lower-case function or an initialiser
/// (`.hintPopover(PinTip())`, `HintModifier(tip: pinTip)`): a display site if the callee is a
/// `DisplayWrapper`, which only the whole project can tell.
package struct TipArgumentCall: Codable, Hashable, Sendable, TestOrPreviewMarked {
    package var callee: String
    /// The argument's label; nil when unlabelled.
    package var label: String?
    /// The site this call is if the callee shows the tip; its `kind` comes from the wrapper.
    package var site: DisplaySite
    /// How it names its callee, as `DisplayWrapper.key`.
    package var key: String { "\(callee)(\(label ?? "_"):)" }
    package var isTestOrPreview: Bool { site.isTestOrPreview }
}
