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
    /// For a receiver that is a type-erased stored property of the type around it
    /// (`let currentTip: (any Tip)?`): its name, the label its memberwise initialiser takes,
    /// so that only the tips given under that label are the ones it can retire.
    package var erasedProperty: String? = nil
    /// The type the receiver is cast to (`(tip as? PinTip)?.invalidate(…)`, or a `t` bound by
    /// `if let t = tip as? PinTip`): when it names a tip, that tip is the one retired.
    package var castType: String? = nil
    /// Inside an `.onChange(of:)` action: the invalidation runs when the watched value changes,
    /// or only when it becomes one case.
    package var changeTrigger: ChangeTrigger? = nil
}

/// `.onChange(of: pane) { if pane == .advanced { tip.invalidate(…) } }`: `watched` is `pane`
/// (as written, without `self.`), `value` is `advanced`; nil `value`: on every change.
package struct ChangeTrigger: Codable, Hashable, Sendable {
    package var watched: String
    package var value: String? = nil
    /// The case a `@State` property of that name in the type around the action starts as
    /// (`@State private var pane = Pane.basic`: `basic`); nil when it is not such a property
    /// (`@AppStorage`, `@Binding`, a model's value, a computed start), which may start anywhere.
    package var initialValue: String? = nil
}

/// The parameter of a function that an `invalidate(reason:)` is called on:
/// `func retire(_ tip: any Tip)` is `retire` with no label.
package struct ErasedParameter: Codable, Hashable, Sendable {
    package var function: String
    /// The argument label; nil for `_`.
    package var label: String?
}
