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
    /// Inside `ForEach` rows with no branch between the row and the call: created on every row,
    /// so what the child shows unconditionally is on every row too.
    package var onEveryRow = false
    /// In code that builds content (a computed property such as `body`, a `some View` or
    /// result-builder function), not in an initialiser, a stored property's initial value
    /// (`@State private var model = Model()`) or a function returning something else: only
    /// such calls can create a view on the screen. Read by the launch path's context names
    /// (`ContextNames.unreadLaunchViews`), which would otherwise count every model an `App`
    /// builds as a view to look for.
    package var buildsContent = true
}

/// The builds a piece of code is compiled into, out of a fixed set: each platform (iOS, macOS,
/// tvOS, watchOS, visionOS, Mac Catalyst) with `DEBUG` set and not set. Two displays whose sets
/// do not meet are never in one app.
package struct BuildSet: Codable, Hashable, Sendable {
    /// One bit per build, in `CompileTimeGate.fixedBuilds` order.
    package var mask: UInt16

    package init(mask: UInt16) { self.mask = mask }

    package static let all = BuildSet(mask: (1 << 12) - 1)

    package func intersection(_ other: BuildSet) -> BuildSet { BuildSet(mask: mask & other.mask) }
    package func union(_ other: BuildSet) -> BuildSet { BuildSet(mask: mask | other.mask) }
    package var isEmpty: Bool { mask == 0 }
}

/// An `#if` clause compiled into only some of the fixed builds (`#if os(macOS)`); clauses whose
/// conditions name anything else (`canImport`, a custom flag) are compiled into every build as
/// far as the model knows, and are not recorded.
package struct BuildRegion: Codable, Hashable, Sendable {
    package var range: SourceRange
    package var builds: BuildSet
}

/// A member of a type that builds part of its view content: `var emptyState: some View`,
/// `@ViewBuilder func content(for tab: Tab) -> some View`. What it shows is on screen where it
/// is used.
package struct ViewMember: Codable, Hashable, Sendable {
    package var name: String
    package var enclosingType: String
    /// The declaration, body included: the sites and child views inside it are its own.
    package var range: SourceRange
    /// `private` or `fileprivate`: every use is in its file.
    package var isPrivate: Bool
}

/// A use of a view member in its file: `emptyState`, `self.header`, `content(for: tab)`.
package struct ViewMemberUse: Codable, Hashable, Sendable, TestOrPreviewMarked {
    package var name: String
    package var range: SourceRange
    package var enclosingType: String?
    /// The branch arms around the use, in the member or body that holds it.
    package var branches: [BranchStep]
    /// Inside presented content: the UTF-8 offset of the presenting call (see `DisplaySite.presentation`).
    package var presentation: Int?
    package var isTestOrPreview: Bool
    /// Inside `ForEach` rows with no branch between the row and the use (`ForEach(items) { row($0) }`).
    package var onEveryRow = false
}

/// What one file tells about the structure of its views beyond their sites and child views.
package struct ViewStructureFacts: Codable, Hashable, Sendable {
    package var members: [ViewMember] = []
    package var uses: [ViewMemberUse] = []
    package var buildRegions: [BuildRegion] = []

    package init() {}
}
