/// How the caller will show a report, which some formats depend on: the one thing a reporter is
/// built from besides its type.
package struct ReporterSettings {
    /// Standard output is a terminal: the text format adds the source line and a caret.
    package var toTerminal: Bool
    /// Colour on a terminal (`NO_COLOR` unset).
    package var colour: Bool
    /// `--quiet` turns the text format's closing summary off.
    package var showSummary: Bool
    /// The tips the html format shows, read over the same paths; nil when no html report is asked for.
    package var inventory: Inventory?
    /// The run's statistics, which the json format adds as `stats`; nil unless `--stats` asks.
    package var statistics: RunStatistics?

    package init(toTerminal: Bool = false, colour: Bool = false, showSummary: Bool = true, inventory: Inventory? = nil) {
        self.toTerminal = toTerminal
        self.colour = colour
        self.showSummary = showSummary
        self.inventory = inventory
    }
}

/// A reporter that `--format` and `--report` can name: it registers with its format id, and the
/// CLI finds it in `ReporterRegistry.formats` by that id alone.
package protocol RegisteredReporter: Reporter {
    /// What `--format` takes (`sarif`); never changes once released.
    static var formatID: String { get }
    init(settings: ReporterSettings)
}

/// Every format tiplint writes, in the order `--help` and usage errors list them.
package enum ReporterRegistry {
    package static var formats: [any RegisteredReporter.Type] {
        [
            TextReporter.self, JSONReporter.self, SARIFReporter.self, GitHubReporter.self, GitLabReporter.self,
            CheckstyleReporter.self, JUnitReporter.self, HTMLReporter.self, MarkdownReporter.self,
        ]
    }

    package static var formatIDs: [String] { formats.map { $0.formatID } }

    /// The reporter for `formatID`, or nil for an id no reporter registered.
    package static func reporter(for formatID: String, settings: ReporterSettings) -> (any Reporter)? {
        formats.first { $0.formatID == formatID }.map { $0.init(settings: settings) }
    }
}

extension TextReporter: RegisteredReporter {
    package static let formatID = "text"
    package init(settings: ReporterSettings) {
        self.init(showSource: settings.toTerminal, colour: settings.toTerminal && settings.colour, showSummary: settings.showSummary)
    }
}

extension JSONReporter: RegisteredReporter {
    package static let formatID = "json"
    package init(settings: ReporterSettings) { self.init(statistics: settings.statistics) }
}

extension SARIFReporter: RegisteredReporter {
    package static let formatID = "sarif"
    package init(settings: ReporterSettings) { self.init() }
}

extension GitHubReporter: RegisteredReporter {
    package static let formatID = "github"
    package init(settings: ReporterSettings) { self.init() }
}

extension GitLabReporter: RegisteredReporter {
    package static let formatID = "gitlab"
    package init(settings: ReporterSettings) { self.init() }
}

extension CheckstyleReporter: RegisteredReporter {
    package static let formatID = "checkstyle"
    package init(settings: ReporterSettings) { self.init() }
}

extension JUnitReporter: RegisteredReporter {
    package static let formatID = "junit"
    package init(settings: ReporterSettings) { self.init() }
}

extension HTMLReporter: RegisteredReporter {
    package static let formatID = "html"
    package init(settings: ReporterSettings) { self.init(inventory: settings.inventory ?? Inventory(indexes: [])) }
}

extension MarkdownReporter: RegisteredReporter {
    package static let formatID = "markdown"
    package init(settings: ReporterSettings) { self.init() }
}
