/// One translation of one key, from a String Catalog (`.xcstrings`) or a `.strings` file.
package struct Localization: Codable, Hashable, Sendable {
    package var key: String
    /// `de`, `pt-BR`; the catalog's source language too.
    package var language: String
    package var value: String
    /// The value in the catalog file.
    package var range: SourceRange
    /// The catalog's `sourceLanguage`, or a `.strings` file in `Base.lproj`: the text as
    /// written, not a translation.
    package var isSourceLanguage = false
}
