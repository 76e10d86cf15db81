/// One translation of one key, from a String Catalog (`.xcstrings`) or a `.strings` file.
public struct Localization: Codable, Hashable, Sendable {
    public var key: String
    /// `de`, `pt-BR`; the catalog's source language too.
    public var language: String
    public var value: String
    /// The value in the catalog file.
    public var range: SourceRange

    public init(key: String, language: String, value: String, range: SourceRange) {
        self.key = key
        self.language = language
        self.value = value
        self.range = range
    }
}
