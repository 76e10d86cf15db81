/// `Hint(id: UUID().uuidString)`: a labelled argument of a type's construction whose value
/// changes between launches or languages. With a memberwise or `self.id = id` initialiser the
/// label is the stored property it sets, so a tip's `id` read from `hint.id` can be followed to
/// where that value is made (one hop further than the property's own default).
package struct ConstructionArgument: Codable, Hashable, Sendable, TestOrPreviewMarked {
    /// The constructed type as written at the call (`Hint`, not qualified).
    package var typeName: String
    /// The argument label, taken as the stored property it initialises.
    package var label: String
    package var unstableSource: UnstableSource
    package var isTestOrPreview: Bool
}
