/// How a value is reached, as far as one file's syntax says: what a UIKit popover's anchor
/// reads (`DisplaySite.anchorSource`), followed across files through the project's `ValueFlow`s
/// by `AnchorFlow`. Type names are simple names (`BottomBar` for `Screen.BottomBar`).
package indirect enum ValueSource: Codable, Hashable, Sendable {
    /// A value of the type written for it or made by it (`let item: UIBarButtonItem`,
    /// `UIButton(type: .system)`), or `self` inside that type.
    case typed(String)
    /// A property of `base`: `bottomBar.anchorView`, `self.anchorView`, a bare `anchorView`
    /// inside a type.
    case property(of: ValueSource, name: String)
    /// What a method of `base` returns: `fileView.anchorView()`. `name` has its argument
    /// labels (`anchorView()`, `anchor(for:)`), as `ValueFlow.name` has them.
    case call(of: ValueSource, name: String)
    /// Anything else: an expression with logic, a cast, a name that cannot be followed.
    case unknown
}

/// One way a type's member gets its value, within the type's own code.
package struct ValueFlow: Codable, Hashable, Sendable, TestOrPreviewMarked {
    package enum Kind: String, Codable, Sendable {
        /// `name = value` or `self.name = value` in the type's code (its declaration or an
        /// extension), or a stored property's initial value when its written type is no control.
        /// Literals (`nil`, `true`, `"…"`) are left out: none is a control, and a `nil` anchor
        /// shows no popover.
        case assigned
        /// The one expression a method (`name` with its labels: `anchorView()`) or a computed
        /// property returns: a body of a single expression or `return`. A body with more
        /// (logic) has none.
        case returned
    }

    /// The simple name of the type whose code this is (an extension's: the type it extends);
    /// `ValueFlow.anyOwner` for an assignment the type's own code does not make, or makes in a
    /// form not followed (`toolbar.anchor = label`, `self?.anchor = label`).
    package var owner: String
    package var name: String
    package var kind: Kind
    package var source: ValueSource
    package var isTestOrPreview: Bool

    /// The owner of an assignment to a member of that name from code that may not be its type's
    /// (`toolbar.anchor = label`) or in a form not followed (`self?.anchor = label`): such a
    /// write can give any type's member of that name another value, so `AnchorFlow` follows no
    /// member of that name by its assignments.
    package static let anyOwner = ""
}
