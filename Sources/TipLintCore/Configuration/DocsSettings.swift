/// The `docs:` section: how Markdown files are linted.
package struct DocsSettings: Sendable {
    package var enabled = true
    package var files = ["*.md", "*.markdown"]
    package var markers = CounterExampleMarkers.standard

    package init() {}

    /// The section's keys, in the order `tiplint init` writes them.
    static let keys = KeyTable<DocsSettings>([
        .boolean("enabled", \.enabled, "lint the Swift code blocks of Markdown files"),
        .globList("files", \.files, "globs of files read as Markdown (they must also match include)"),
        .stringList(
            "counter-example-markers", \.markers.wrong, "words that mark code as wrong on purpose (// WRONG, or a heading above the block)"),
        .stringList("correct-markers", \.markers.correct, "words after which code in the same block is linted normally again"),
    ])

    /// `docs: false` is short for `docs: {enabled: false}`.
    static func parse(_ node: YAMLNode) throws(ConfigurationError) -> DocsSettings {
        var settings = DocsSettings()
        if node.scalar != nil, !node.isNull {
            settings.enabled = try node.boolean(keyPath: "docs")
            return settings
        }
        try keys.readReportingAll(node, into: &settings, keyPath: "docs")
        return settings
    }
}
