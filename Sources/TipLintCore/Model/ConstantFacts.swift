/// A constant a value can travel through: a `static let` (or a getter-only `static var`) of a
/// type, or a global `let`, whose value is a string literal, a check of launch arguments or
/// the environment, a Boolean literal or combination of other names, or a value that changes
/// between launches or languages. Recorded per file; what a name
/// means is decided in `ProjectIndex` (`constant(named:usedIn:)`), where every file is known.
package struct ConstantDeclaration: Codable, Hashable, Sendable, TestOrPreviewMarked {
    package var name: String
    /// The qualified type that declares it (`Config`, `Onboarding.Strings`); nil for a global.
    package var enclosingType: String?
    /// The binding (`isUITesting = …`).
    package var range: SourceRange
    /// The value reads `ProcessInfo.processInfo.arguments`, `…environment` or `CommandLine.arguments`.
    package var readsLaunchArguments = false
    /// For a value made only of names, `!`, `&&` and `||` (`isUITesting || isPreview`): the
    /// names as written (`Config.isUITesting`), to follow one hop further.
    package var readNames: [String] = []
    /// A string value (`"Pin a note"`, `String(localized: "…")`), measured like a title literal.
    /// Its `localizationKey` is set only when SwiftUI would look the text up (a
    /// `LocalizedStringKey` or `LocalizedStringResource` constant, `String(localized:)`).
    package var text: TextLiteral?
    /// What makes the value differ between launches or languages (`UUID().uuidString`,
    /// `NSLocalizedString(…)`), for an id that names the constant.
    package var unstableSource: UnstableSource?
    /// For a `let` in no `#if` clause whose value is made of Boolean literals, names, `!`, `&&`
    /// and `||` (`static let resetsTips = true`): that value, the same in every launch once
    /// its names are known. Nil for a `var`, a computed property, or any other value.
    package var condition: BooleanCondition?
    package var isTestOrPreview: Bool
}

/// A name written where a value is used (`Strings.pinTitle` in `Text(Strings.pinTitle)`), for
/// the index to resolve to a `ConstantDeclaration`.
package struct NameReference: Codable, Hashable, Sendable {
    /// As written, dotted: `Strings.pinTitle`, `pinTitle`, `Self.pinTitle`.
    package var name: String
    package var range: SourceRange
}
