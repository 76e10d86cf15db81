/// The `docs:` section: how Markdown files are linted.
public struct DocsSettings: Sendable {
    /// The keys of the section, each declared once.
    public enum Key: String, CaseIterable, Sendable {
        case enabled
        case files
        case counterExampleMarkers = "counter-example-markers"
        case correctMarkers = "correct-markers"

        public var summary: String {
            switch self {
            case .enabled: return "lint the Swift code blocks of Markdown files"
            case .files: return "globs of files read as Markdown (they must also match include)"
            case .counterExampleMarkers: return "words that mark code as wrong on purpose (// WRONG, or a heading above the block)"
            case .correctMarkers: return "words after which code in the same block is linted normally again"
            }
        }
    }

    public var enabled = true
    public var files = ["*.md", "*.markdown"]
    public var markers = CounterExampleMarkers.standard

    public init() {}

    static func parse(_ node: YAMLNode) throws -> DocsSettings {
        var settings = DocsSettings()
        // `docs: false` is short for `docs: {enabled: false}`.
        if node.scalar != nil, !node.isNull {
            settings.enabled = try node.boolean(keyPath: "docs")
            return settings
        }
        for (keyNode, value) in try node.mappingEntries(keyPath: "docs") {
            let name = try keyNode.string(keyPath: "docs")
            guard let key = Key(rawValue: name) else {
                throw ConfigurationError.unknownKey(name, at: keyNode, keyPath: "docs", known: Key.allCases.map(\.rawValue))
            }
            let keyPath = "docs.\(name)"
            switch key {
            case .enabled: settings.enabled = try value.boolean(keyPath: keyPath)
            case .files: settings.files = try value.stringList(keyPath: keyPath)
            case .counterExampleMarkers: settings.markers.wrong = try value.stringList(keyPath: keyPath)
            case .correctMarkers: settings.markers.correct = try value.stringList(keyPath: keyPath)
            }
        }
        return settings
    }
}
