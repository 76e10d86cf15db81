/// A view that view code creates: `Child()` or `Settings.Row(item: item)` in a body, a
/// computed view property or a view-building function of a type. Whether the name is a view
/// of the project is decided by the index (`ProjectIndex.screens`), so the front end records
/// every capitalised call in a type outside SwiftUI's own containers and controls.
package struct ChildViewSite: Codable, Hashable, Sendable, TestOrPreviewMarked {
    /// The type as written (`Child`, `Settings.Row`).
    package var typeName: String
    /// The type name's range.
    package var range: SourceRange
    /// The innermost type around the call: the view whose screen the child joins.
    package var enclosingType: String?
    package var branches: [BranchStep]
    /// Inside `ForEach` or a data-driven `List`.
    package var insideForEach: Bool
    /// Inside presented content: the UTF-8 offset of the presenting call (see `DisplaySite.presentation`).
    package var presentation: Int?
    package var isTestOrPreview: Bool
}
