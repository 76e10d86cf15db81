/// A member of a type whose name is one of the `Tip` requirements (`title`, `message`,
/// `image`) or a name people use for one (`asset`, the pre-release name of `image`). Kept with
/// its declared type so that `ignored-tip-member` can tell a member TipKit reads from one it
/// never sees (`var message: Text` does not satisfy `var message: Text? { get }`).
package struct RequirementLikeMember: Codable, Hashable, Sendable {
    package var name: String
    /// The type as written without spaces (`Text?`, `SwiftUI.Image`), else the type its initial
    /// value constructs (`Text` for `= Text("…")`), else `String` for a string literal. Nil when
    /// neither says.
    package var typeText: String?
    package var isStatic: Bool
    /// The binding (`message: Text`), for the finding.
    package var range: SourceRange

    /// The names recorded: requirements whose type people get wrong, and look-alike names.
    package static let names: Set<String> = ["title", "message", "image", "asset"]
}

/// A call that constructs a value of a named type with arguments: `HintTip(text: "Search")`,
/// `Onboarding.HintTip(text: hint.text)`. Kept for every capitalised callee, because which
/// names are tips is only known once every file is read.
/// `id: UUID().uuidString` at a construction site.
package struct UnstableArgument: Codable, Hashable, Sendable {
    package var label: String
    package var source: UnstableSource
}

package struct ConstructionSite: Codable, Hashable, Sendable, TestOrPreviewMarked {
    /// The callee as written: `HintTip`, `Onboarding.HintTip`.
    package var typeName: String
    /// Each argument as written, `label: expression` or `expression`, whitespace trimmed.
    package var arguments: [String]
    /// The whole call.
    package var range: SourceRange
    /// Inside `ForEach`, a data-driven `List`, or a `map`-like closure: one call, many values.
    package var repeated: Bool
    package var isTestOrPreview: Bool
    /// Labelled arguments whose value changes between launches or languages (`id: UUID().uuidString`).
    /// With a memberwise or `self.id = id` initialiser the label is the stored property it sets,
    /// so an id read from `hint.id` can be followed to where that value is made.
    package var unstableArguments: [UnstableArgument] = []

    package var simpleTypeName: String { typeName.split(separator: ".").last.map(String.init) ?? typeName }
}

/// A generated string accessor shown as a title or message: SwiftGen's `L10n.tipSearchTitle`
/// or `L10n.Tip.Search.title`, Xcode's generated catalog symbols `.tipSearchTitle` and
/// `LocalizedStringResource.tipSearchTitle`. The catalog key it stands for is found by
/// `ProjectIndex.localizationKey(for:)`.
package struct StringAccessor: Codable, Hashable, Sendable {
    /// The names after the generated root (`L10n`, `LocalizedStringResource`, or none):
    /// `["tipSearchTitle"]`, `["Tip", "Search", "title"]`.
    package var components: [String]
    /// The accessor expression.
    package var range: SourceRange

    /// The form a key and an accessor are compared in: letters and digits only, lowercased, so
    /// `tip_search_title`, `tip.search.title`, `tipSearchTitle` and `Tip.Search.title` agree.
    package static func comparable(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }.map(Character.init))
    }
}
