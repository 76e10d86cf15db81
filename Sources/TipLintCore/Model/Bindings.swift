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
