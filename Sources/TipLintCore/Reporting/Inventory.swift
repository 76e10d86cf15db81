/// Every tip a project declares, in code and in manifests: what `tiplint inventory` prints and
/// what the HTML report shows for each tip. Places are `path:line` (display paths, 1-based lines).
package struct Inventory: Codable, Sendable {
    package struct Tip: Codable, Sendable, Hashable {
        /// The id TipKit stores: the manifest id, the Swift `id` literal, else the type name.
        package var id: String
        /// False when the Swift tip computes its id; `id` is then the type name.
        package var idIsExact: Bool
        package var type: String?
        /// The title a person reads: the Swift literal or constant, the source-language text of
        /// a localisation key or generated accessor, else the manifest's title. An interpolation
        /// is shown as written (`\(name) Search`), also for a format specifier of a source-language value.
        package var title: String?
        package var message: String?
        /// `path:line` where the title is written (the literal, the constant's or accessor's use
        /// in the tip, else the manifest's `title:`): where findings about the title are reported.
        package var titleAt: String?
        package var messageAt: String?
        /// `path:line` of the Swift declaration.
        package var declaredAt: String?
        package var manifest: String?
        package var displaySites: [String] = []
        /// The display sites (of `displaySites`) in `#Preview` or a `PreviewProvider`: shown
        /// while designing, never to a person using the app.
        package var previewDisplaySites: [String] = []

        /// `displaySites` as a person reads them: a preview's marked `path:line (preview)`.
        package var displaySitesMarked: [String] {
            let previews = Set(previewDisplaySites)
            return displaySites.map { previews.contains($0) ? $0 + " (preview)" : $0 }
        }
        package var invalidationSites: [String] = []
        package var hasRules = false
        /// `MaxDisplayCount`, `MaxDisplayDuration`, `IgnoresDisplayFrequency`.
        package var options: [String] = []
        /// The display limit: an integer literal in `MaxDisplayCount(…)`, else the manifest's
        /// `max-display-count`. Nil when neither gives a literal (a computed count is not guessed).
        package var maxDisplayCount: Int?
        /// Seconds on screen before TipKit retires the tip: a number literal in `MaxDisplayDuration(…)`.
        package var maxDisplayDuration: Double?
        /// TipGroup variables (code) or the manifest group that hold the tip.
        package var groups: [String] = []
        package var screen: String?
        package var invalidatedBy: [String] = []
        /// The title and message in every language the project's catalogs hold for their key.
        package var translations: [Translation] = []
        /// The tip's `#Rule`s, each with what the app does to the parameter or event it reads.
        package var rules: [RuleCondition] = []
    }

    /// One language's text of a tip's title or message, from a String Catalog or `.strings` file.
    package struct Translation: Codable, Sendable, Hashable {
        /// `title` or `message`.
        package var field: String
        package var language: String
        package var text: String
        /// `path:line` of the value in its catalog.
        package var at: String
        /// One of the languages the project writes its text in (`ProjectIndex.sourceLanguages`).
        package var isSourceLanguage: Bool
        /// The interpolations of the literal whose key this is a value of, when it is
        /// interpolated: its format specifiers stand for them (`FormatSpecifiers.measure`).
        /// Not written out: the HTML report measures the value with it.
        package var interpolations: [TextInterpolation] = []

        private enum CodingKeys: String, CodingKey {
            case field, language, text, at, isSourceLanguage
        }
    }

    /// One `#Rule` of a tip: what it asks, and where the app changes what it reads. Read from
    /// shipping code: a test or preview changes nothing a person sees.
    package struct RuleCondition: Codable, Sendable, Hashable {
        /// `parameter` or `event`.
        package var subject: String
        /// `SearchTip.$hasServer` or `SearchTip.opened`: the owner as written, `Self` resolved.
        package var name: String
        /// The closure's test as Swift says it: `$0 == true`, `$0.donations.count > 2`. Nil when
        /// tiplint cannot read the closure.
        package var requirement: String?
        /// `path:line` of the `#Rule`.
        package var at: String
        /// `path:line` of the `@Parameter` or event declaration, when the project declares it.
        package var declaredAt: String?
        /// The parameter's initial value as written, when it is a literal.
        package var defaultValue: String?
        /// Each assignment of the parameter or donation of the event.
        package var changes: [Change] = []
        /// A change that makes the rule false for good, so that TipKit retires the tip.
        package var retiredAt: String?
        /// False when nothing shipping code does can make the rule hold (the tip never shows);
        /// nil when that cannot be known (`TipStateModel.canHold`).
        package var canHold: Bool?
    }

    /// An assignment (`= true`) or a donation.
    package struct Change: Codable, Sendable, Hashable {
        package var at: String
        /// The value assigned, as written; nil for a donation or a computed value.
        package var value: String?

        package init(at: String, value: String? = nil) {
            self.at = at
            self.value = value
        }
    }

    package var version = 1
    package var tips: [Tip]

    /// Builds the inventory of one or more projects; tips are sorted by id.
    package init(indexes: [ProjectIndex]) {
        var tips: [Tip] = []
        for index in indexes { tips += Self.tips(in: index) }
        self.tips = tips.sorted { ($0.id, $0.declaredAt ?? "", $0.manifest ?? "") < ($1.id, $1.declaredAt ?? "", $1.manifest ?? "") }
    }

    static func place(_ path: String, _ range: SourceRange) -> String { "\(path):\(range.start.line)" }

    /// `path:line` of a location, the way inventory places are written.
    package static func place(_ location: SourceLocation) -> String { place(location.path, location.range) }

    /// The tips of shipping code and manifests. Where code shows, invalidates and groups a tip
    /// is listed wherever that code is, previews and tests included.
    private static func tips(in index: ProjectIndex) -> [Tip] {
        let rules = index.shipping.stateModel
        return index.shipping.tips.map { type in
            var tip = type.swift.map { swiftTip($0, storedID: type.storedID, in: index, rules: rules) }
                ?? Tip(id: type.storedID ?? "", idIsExact: true)
            let title = index.shownText(.title, of: type)
            let message = index.shownText(.message, of: type)
            (tip.title, tip.titleAt) = (title.written, title.location.map(place))
            (tip.message, tip.messageAt) = (message.written, message.location.map(place))
            tip.translations = translations(title, field: "title", in: index) + translations(message, field: "message", in: index)
            let sites = index.displaySites(of: type)
            tip.displaySites = sites.map { place($0.path, $0.fact.range) }
            tip.previewDisplaySites = sites.filter(\.fact.isPreview).map { place($0.path, $0.fact.range) }
            for entry in type.manifestEntries {
                let fact = entry.fact
                tip.manifest = place(entry.path, fact.idRange)
                tip.screen = fact.screen
                // What the code says is what TipKit runs; the manifest fills in what code does not say.
                tip.maxDisplayCount = tip.maxDisplayCount ?? fact.maxDisplayCount
                tip.invalidatedBy = fact.invalidatedBy
                if let group = fact.group, !tip.groups.contains(group) { tip.groups.append(group) }
            }
            return tip
        }
    }
}
