/// A member of a type whose name is one of the `Tip` requirements (`title`, `message`,
/// `image`, `options`, `rules`, `actions`) or a name people use for one (`asset`, the
/// pre-release name of `image`). Kept with its declared type so that `ignored-tip-member` can
/// tell a member TipKit reads from one it never sees (`var message: Text` does not satisfy
/// `var message: Text? { get }`; `let options = [Tips.MaxDisplayCount(1)]` is an array of one
/// option type, not `[any TipOption]`).
package struct RequirementLikeMember: Codable, Hashable, Sendable {
    package var name: String
    /// The type as written without spaces (`Text?`, `SwiftUI.Image`), else the type its initial
    /// value constructs (`Text` for `= Text("…")`), else `String` for a string literal. Nil when
    /// neither says.
    package var typeText: String?
    package var isStatic: Bool
    /// The binding (`message: Text`), for the finding.
    package var range: SourceRange
    /// `typeText` is the compiler's inference from the initial value, not written.
    package var typeIsInferred = false

    /// The names recorded: requirements whose type people get wrong, and look-alike names.
    package static let names: Set<String> = ["title", "message", "image", "asset", "options", "rules", "actions"]

    /// The collection requirements, spelled as TipKit declares them.
    package static let collectionRequirements: [String: String] = [
        "options": "[any TipOption]", "rules": "[Rule]", "actions": "[Action]",
    ]

    /// TipKit's own option types: an array of one of them is not `[any TipOption]`.
    private static let optionTypes: Set<String> = ["MaxDisplayCount", "MaxDisplayDuration", "IgnoresDisplayFrequency"]

    /// An instance `options`, `rules` or `actions` whose type cannot satisfy the requirement, so
    /// TipKit uses its default (no options, no rules, no actions) and never reads it: an array
    /// inferred from a literal of one option type (`[Tips.MaxDisplayCount(1)]`), or of a type
    /// other than `Rule`/`Action`; an array written with one of TipKit's option types as its
    /// element. A written type that may be an alias is not judged.
    package var isIgnoredCollection: Bool {
        guard !isStatic, Self.collectionRequirements[name] != nil, let typeText, typeText.hasPrefix("["), typeText.hasSuffix("]"),
            !typeText.contains(":")
        else { return false }
        let element = typeText.dropFirst().dropLast().split(separator: ".").last.map(String.init) ?? ""
        switch name {
        case "options": return typeIsInferred || Self.optionTypes.contains(element)
        case "rules": return typeIsInferred && element != "Rule"
        default: return typeIsInferred && element != "Action"
        }
    }
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
    /// Labelled arguments given a list position: the offset of `enumerated()`, an index of
    /// `indices` or a range, bound by the `ForEach` or `for` loop around the call
    /// (`LayerTip(layerIndex: index)`).
    package var positionArguments: [UnstableArgument] = []

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
