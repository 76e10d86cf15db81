/// A piece of text a person sees (a tip title or message), measured without its quotes.
public struct TextLiteral: Codable, Hashable, Sendable {
    /// The literal's text with escapes resolved and interpolations removed.
    public var text: String
    /// `\(Image(systemName: …))` segments: each shows as one character.
    public var imageInterpolations: Int
    /// Any other interpolation: its length is unknown, so counted as zero.
    public var otherInterpolations: Int
    /// The string literal, quotes included.
    public var range: SourceRange
    /// The key SwiftUI or Foundation looks up in the String Catalog: the literal of `Text("…")`,
    /// `String(localized:)`, `LocalizedStringResource`, the first argument of `NSLocalizedString`.
    /// Nil for `Text(verbatim:)` and interpolated text.
    public var localizationKey: String?

    public init(text: String, imageInterpolations: Int, otherInterpolations: Int, range: SourceRange, localizationKey: String? = nil) {
        self.localizationKey = localizationKey
        self.text = text
        self.imageInterpolations = imageInterpolations
        self.otherInterpolations = otherInterpolations
        self.range = range
    }

    /// Grapheme clusters a person sees, counting each SF Symbol as one.
    public var visibleLength: Int { text.count + imageInterpolations }

    /// `tip.title.pick-numbers`: no spaces, dotted or dashed. Such a literal is a
    /// localisation key, not the text a person sees.
    public var looksLikeKey: Bool {
        !text.isEmpty && !text.contains(" ") && (text.contains(".") || text.contains("-") || text.contains("_"))
            && imageInterpolations == 0 && otherInterpolations == 0
    }
}

/// Something that makes an identifier change between launches or languages.
public struct UnstableSource: Codable, Hashable, Sendable {
    /// What a person would call it: `UUID()`, `Date.now`, `String(localized:)`, `\(index)`.
    public var description: String
    public var range: SourceRange

    public init(description: String, range: SourceRange) {
        self.description = description
        self.range = range
    }
}

/// A `\(base.member)` or `\(member)` inside an id, followed one hop to the property it reads.
public struct MemberHop: Codable, Hashable, Sendable {
    public var base: String?
    public var member: String
    public var range: SourceRange

    public init(base: String?, member: String, range: SourceRange) {
        self.base = base
        self.member = member
        self.range = range
    }
}

/// A tip's `id` (or a `Tips.Event(id:)`), with what could make it unstable.
public struct IDDeclaration: Codable, Hashable, Sendable, TestOrPreviewMarked {
    public var range: SourceRange
    public var unstableSources: [UnstableSource]
    public var hops: [MemberHop]
    /// The id's text when it is one plain string literal (`var id: String { "pin-note" }`).
    public var literal: String?
    /// A tip's `id` is in test or preview code when its type part is.
    public var isTestOrPreview: Bool

    public init(range: SourceRange, unstableSources: [UnstableSource], hops: [MemberHop], literal: String? = nil, isTestOrPreview: Bool) {
        self.range = range
        self.unstableSources = unstableSources
        self.hops = hops
        self.literal = literal
        self.isTestOrPreview = isTestOrPreview
    }
}

/// A stored property of any type, kept so that an id can be followed one hop.
public struct StoredProperty: Codable, Hashable, Sendable {
    public var name: String
    public var typeName: String?
    public var unstableSource: UnstableSource?

    public init(name: String, typeName: String?, unstableSource: UnstableSource?) {
        self.name = name
        self.typeName = typeName
        self.unstableSource = unstableSource
    }
}

/// The `options` a tip declares.
public struct TipOptionFacts: Codable, Hashable, Sendable {
    public var maxDisplayCount = false
    public var maxDisplayDuration = false
    public var ignoresDisplayFrequency = false
    /// A `rules` property: the tip waits for parameters or events.
    public var hasRules = false

    public init() {}
}

/// One declaration of a type or one extension: tips can be split across files.
public struct TypePart: Codable, Hashable, Sendable, TestOrPreviewMarked {
    public enum Kind: String, Codable, Sendable { case `struct`, `class`, `enum`, actor, `extension` }

    /// `Onboarding.SearchTip` for a nested type; extensions use the name they extend.
    public var qualifiedName: String
    public var kind: Kind
    public var inheritedTypes: [String]
    public var nameRange: SourceRange
    public var titles: [TextLiteral] = []
    public var messages: [TextLiteral] = []
    public var id: IDDeclaration?
    public var options = TipOptionFacts()
    public var storedProperties: [StoredProperty] = []
    public var isTestOrPreview: Bool

    public init(qualifiedName: String, kind: Kind, inheritedTypes: [String], nameRange: SourceRange, isTestOrPreview: Bool) {
        self.qualifiedName = qualifiedName
        self.kind = kind
        self.inheritedTypes = inheritedTypes
        self.nameRange = nameRange
        self.isTestOrPreview = isTestOrPreview
    }

    public var simpleName: String { qualifiedName.split(separator: ".").last.map(String.init) ?? qualifiedName }

    public func inherits(_ name: String, module: String) -> Bool {
        inheritedTypes.contains(name) || inheritedTypes.contains("\(module).\(name)")
    }

    public var declaresTipConformance: Bool { inherits("Tip", module: "TipKit") }
    public var isView: Bool { inherits("View", module: "SwiftUI") }
}
