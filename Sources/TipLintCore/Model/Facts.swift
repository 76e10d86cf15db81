/// A piece of text a person sees (a tip title or message), measured without its quotes.
package struct TextLiteral: Codable, Hashable, Sendable {
    /// The literal's text with escapes resolved and interpolations removed.
    package var text: String
    /// `\(Image(systemName: …))` segments: each shows as one character.
    package var imageInterpolations: Int
    /// Any other interpolation: its length is unknown, so counted as zero.
    package var otherInterpolations: Int
    /// The string literal, quotes included.
    package var range: SourceRange
    /// The key SwiftUI or Foundation looks up in the String Catalog: the literal of `Text("…")`,
    /// `String(localized:)`, `LocalizedStringResource`, the first argument of `NSLocalizedString`.
    /// Nil for `Text(verbatim:)` and interpolated text.
    package var localizationKey: String?
    /// The interpolations in order (`\(name)`, `\(Image(systemName: "plus"))`); empty for plain text.
    package var interpolations: [TextInterpolation] = []
    /// The text around the interpolations, escapes resolved: one piece more than
    /// `interpolations` (`["", " Search"]` for `"\(name) Search"`); empty for plain text.
    package var pieces: [String] = []
    /// Set for an interpolated literal that SwiftUI or Foundation looks up in a catalog
    /// (`Text("\(name) Search")`): under the key Xcode extracts, each interpolation a format
    /// specifier (`%@ Search`). `ProjectIndex.localizationKey(for:)` finds that key.
    package var looksUpInterpolatedKey = false

    /// The text as its author wrote it, each interpolation shown as written (`\(name) Search`):
    /// what a person reviewing the text reads. The text itself when nothing is interpolated.
    package var written: String {
        guard !interpolations.isEmpty, pieces.count == interpolations.count + 1 else { return text }
        var result = pieces[0]
        for (interpolation, piece) in zip(interpolations, pieces.dropFirst()) { result += "\\(\(interpolation.expression))" + piece }
        return result
    }

    /// A `Text("…")` literal: SwiftUI takes it as a `LocalizedStringKey` and renders its inline
    /// Markdown, in the literal and in every catalog value for its key. `text` stays as written
    /// (it is the key); `visibleLength` leaves the markup out.
    package var rendersMarkdown = false

    /// Grapheme clusters a person sees, counting each SF Symbol as one, without the inline
    /// Markdown SwiftUI renders (`rendersMarkdown`: a link shows its label, not its URL).
    package var visibleLength: Int { (rendersMarkdown ? MarkdownInline.visibleText(text) : text).count + imageInterpolations }

    /// `tip.title.pick-numbers`: no spaces, dotted or dashed. Such a literal is a
    /// localisation key, not the text a person sees.
    package var looksLikeKey: Bool {
        !text.isEmpty && !text.contains(" ") && (text.contains(".") || text.contains("-") || text.contains("_"))
            && imageInterpolations == 0 && otherInterpolations == 0
    }
}

/// `Text`s joined with `+` (`Text("Save to ") + Text("Favourites").bold()`): one text to a
/// person, read piece by piece by TipKit's catalogs. The pieces are also in `TypePart.titles`
/// (or `messages`) each on its own; this is the whole, for a length no piece shows alone.
package struct JoinedText: Codable, Hashable, Sendable {
    /// The pieces' texts in order, as written, a piece that is not a literal as an
    /// interpolation of unknown length (an image as one character); `range` is the whole
    /// expression. No catalog key.
    package var text: TextLiteral
    /// Characters of inline Markdown the `Text("…")` pieces render rather than show (`**`, a
    /// link's target): `visibleLength` leaves them out.
    package var renderedMarkup = 0
    /// The catalog keys the pieces are looked up under (each `Text("…")` literal's): where a
    /// catalog holds one, people read that piece's catalog value, not the whole as written.
    package var pieceKeys: [String]

    /// Grapheme clusters a person sees of the whole (`TextLiteral.visibleLength`, less the markup).
    package var visibleLength: Int { text.visibleLength - renderedMarkup }
}

/// One `\(…)` of a text literal.
package struct TextInterpolation: Codable, Hashable, Sendable {
    /// The expression as written, trimmed: `name`, `Ruddarr.name`, `Image(systemName: "plus")`.
    package var expression: String
    /// `\(Image(systemName: …))`: shows as one character.
    package var isImage: Bool
    /// The format specifier Xcode writes for it in the catalog key when the code makes its type
    /// plain (`%@` for a string literal, `%lld` for an integer literal); nil: any specifier.
    package var specifier: String?

    package init(expression: String, isImage: Bool, specifier: String? = nil) {
        (self.expression, self.isImage, self.specifier) = (expression, isImage, specifier)
    }
}

/// Something that makes an identifier change between launches or languages.
package struct UnstableSource: Codable, Hashable, Sendable {
    /// What a person would call it: `UUID()`, `Date.now`, `String(localized:)`, `\(index)`.
    package var description: String
    package var range: SourceRange
}

/// A `\(base.member)` or `\(member)` inside an id, followed one hop to the property it reads;
/// a capitalised `base` (`Strings.tipID`, `Self.tipID`) names a constant of that type.
package struct MemberHop: Codable, Hashable, Sendable {
    package var base: String?
    package var member: String
    package var range: SourceRange
}

/// A tip's `id` (or a `Tips.Event(id:)`), with what could make it unstable.
package struct IDDeclaration: Codable, Hashable, Sendable, TestOrPreviewMarked {
    package var range: SourceRange
    package var unstableSources: [UnstableSource]
    package var hops: [MemberHop]
    /// The id's text when it is one plain string literal (`var id: String { "pin-note" }`).
    package var literal: String?
    /// A tip's `id` is in test or preview code when its type part is.
    package var isTestOrPreview: Bool
    /// Where a `Tips.Event(id:)` is written, for the constants its id names (a tip's `id`: nil,
    /// the tip is the place).
    package var enclosingType: String?
}

/// A stored property of any type, kept so that an id can be followed one hop.
package struct StoredProperty: Codable, Hashable, Sendable {
    package var name: String
    package var typeName: String?
    package var unstableSource: UnstableSource?
    /// `@UIApplicationDelegateAdaptor(AppDelegate.self) var delegate` (or the AppKit, WatchKit
    /// one): SwiftUI creates `typeName` and calls it as this App's delegate.
    package var isDelegateAdaptor = false
}

/// The `options` a tip declares.
package struct TipOptionFacts: Codable, Hashable, Sendable {
    package var maxDisplayCount = false
    /// The count `MaxDisplayCount(3)` gives as an integer literal; nil when the argument is
    /// computed (a constant, an expression) or the option is given twice with different values.
    package var maxDisplayCountValue: Int?
    package var maxDisplayDuration = false
    /// Seconds `MaxDisplayDuration(120)` gives as a number literal; nil as for `maxDisplayCountValue`.
    package var maxDisplayDurationValue: Double?
    /// `IgnoresDisplayFrequency(true)` with the literal `true`.
    package var ignoresDisplayFrequency = false
    /// A `rules` property: the tip waits for parameters or events.
    package var hasRules = false

    package init() {}
}

/// One declaration of a type or one extension: tips can be split across files.
package struct TypePart: Codable, Hashable, Sendable, TestOrPreviewMarked {
    package enum Kind: String, Codable, Sendable { case `struct`, `class`, `enum`, actor, `extension` }

    /// `Onboarding.SearchTip` for a nested type; extensions use the name they extend.
    package var qualifiedName: String
    package var kind: Kind
    package var inheritedTypes: [String]
    package var nameRange: SourceRange
    package var titles: [TextLiteral] = []
    package var messages: [TextLiteral] = []
    /// Titles and messages joined with `+`, as wholes (their pieces are in `titles`/`messages`).
    package var joinedTitles: [JoinedText] = []
    package var joinedMessages: [JoinedText] = []
    package var id: IDDeclaration?
    package var options = TipOptionFacts()
    package var storedProperties: [StoredProperty] = []
    /// The names of every property, function and enum case its body declares, in `#if`
    /// clauses too, static or not: whether `T.x` has one member `x` (constant conditions).
    package var memberNames: [String] = []
    /// Members named like a `Tip` requirement, with their types (see `RequirementLikeMember`).
    package var requirementLikeMembers: [RequirementLikeMember] = []
    /// The lowercase names that `title`, `message` and `image` read (`text` in
    /// `Text(text)`): which stored properties make the content.
    package var contentReferences: [String] = []
    /// Generated string accessors shown as the title (`Text(L10n.tipSearchTitle)`).
    package var titleAccessors: [StringAccessor] = []
    /// Generated string accessors shown as the message.
    package var messageAccessors: [StringAccessor] = []
    /// The `#Rule`s of a tip's `rules`.
    package var ruleConditions: [TipRuleCondition] = []
    /// A tip with an `actions` member: its buttons are the action the person performs.
    package var hasActions = false
    /// A view whose `body` is, in every branch, an actionable control (`Button`,
    /// `NavigationLink`…): its name. Such a view is a control where it is used.
    package var bodyControl: String?
    /// Names shown as the title (`Text(Strings.pinTitle)`), resolved to constants by the index.
    package var titleNames: [NameReference] = []
    /// Names shown as the message.
    package var messageNames: [NameReference] = []
    /// Declared `private` or `fileprivate`: only its own file can use it, so that file shows
    /// whether only previews and tests do (`FileFacts.previewOnlyTypes`).
    package var isFilePrivate = false
    /// For a type that conforms to `App`: what its code says about its platforms. Nil otherwise.
    package var appPlatform: AppPlatformFacts?
    package var isTestOrPreview: Bool

    package var simpleName: String { qualifiedName.split(separator: ".").last.map(String.init) ?? qualifiedName }

    package func inherits(_ name: String, module: String) -> Bool {
        inheritedTypes.contains(name) || inheritedTypes.contains("\(module).\(name)")
    }

    package var declaresTipConformance: Bool { inherits("Tip", module: "TipKit") }
    package var isView: Bool { inherits("View", module: "SwiftUI") }
    /// A type whose instances are part of a screen's content though not a `View`: toolbar
    /// content (`.toolbar { EditorToolbar() }`), a view modifier, table rows, menu commands.
    package var isScreenContent: Bool {
        isView || ["ToolbarContent", "CustomizableToolbarContent", "ViewModifier", "TableRowContent", "Commands"].contains {
            inherits($0, module: "SwiftUI")
        }
    }
}
