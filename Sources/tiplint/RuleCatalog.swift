import TipLintCore

/// `tiplint rules` and `tiplint explain` text.
enum RuleCatalog {
    /// One line per rule: id, severity and summary; a closing line says how to turn an off rule
    /// on. The severity is the default (`off (note)` for a rule the configuration must turn on),
    /// followed by the configured one where `configuration` (the `.lintconfig.yml` that governs
    /// the current folder, or `--config`'s) sets another: `warning → error`, `warning → off`. A
    /// first line names that file; without one (the defaults) there is neither.
    static func table(_ rules: [AnyRule], configuration: Configuration? = nil) -> String {
        func padded(_ text: String, _ width: Int) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
        let severities = rules.map { rule in
            let shown = rule.description.defaultSetting
            guard let configuration, configuration.filePath != nil, let configured = effectiveSeverity(rule, in: configuration),
                configured != effectiveSeverity(rule, in: nil)
            else { return shown }
            return "\(shown) → \(configured)"
        }
        let idWidth = rules.map(\.id.count).max() ?? 0
        let severityWidth = max(severities.map(\.count).max() ?? 0, "severity".count)
        var lines: [String] = []
        if let file = configuration?.filePath {
            lines += ["Severities as \(TerminalText.escape(file)) sets them (default → configured where they differ).", ""]
        }
        lines.append("\(padded("id", idWidth))  \(padded("severity", severityWidth))  summary")
        for (rule, severity) in zip(rules, severities) {
            lines.append("\(padded(rule.id, idWidth))  \(padded(severity, severityWidth))  \(rule.description.summary)")
        }
        if let split = rules.first(where: { $0.description.lowerSeverityCases != nil }) {
            lines += ["", "A severity such as warning/note: some cases are notes unless .lintconfig.yml sets the rule's severity, which then applies to every finding (tiplint explain \(split.id))."]
        }
        // Only while a rule is off: a hint to turn on a rule the configuration already turned on misleads.
        let isOff = { (rule: AnyRule) -> Bool in
            (configuration.flatMap { effectiveSeverity(rule, in: $0) } ?? effectiveSeverity(rule, in: nil)) == "off"
        }
        if let off = rules.first(where: isOff) {
            lines += ["", "Rules marked off run only when .lintconfig.yml gives them a severity (rules: {\(off.id): \(off.description.defaultSeverity.rawValue)})."]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `off` or the severity `rule` runs at under `configuration` (nil: the defaults).
    private static func effectiveSeverity(_ rule: AnyRule, in configuration: Configuration?) -> String? {
        guard let configuration else {
            return rule.description.enabledByDefault ? rule.description.defaultSeverities : "off"
        }
        guard let setting = configuration.rules[rule.id] else { return nil }
        // `on` keeps the rule's own severities; a severity word applies to every finding.
        guard setting.enabled else { return "off" }
        return setting.severityIsSet ? setting.severity.rawValue : rule.description.defaultSeverities
    }

    /// `tiplint explain RULE`: the rule's rationale, limits, options, first examples, fix and
    /// ways to silence it. Prose is wrapped to `width` characters (nil: each paragraph on one
    /// line); the examples' code never is.
    static func explanation(_ rule: AnyRule, width: Int? = nil) -> String {
        let description = rule.description
        var lines: [String] = []
        /// A line of prose; `continuation` starts the lines it wraps onto.
        func prose(_ line: String, continuation: String = "") {
            guard let width else { return lines.append(line) }
            lines += ProseWrap.wrap(line, width: width, continuation: continuation)
        }
        func indented(_ text: String) {
            lines += text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        }
        // The example's whole pretend project, as its rule page shows it: an example whose
        // second file holds what silences the rule (missing-configure's app with
        // `Tips.configure`) reads as the opposite of the rule without it.
        func code(_ example: RuleExample) {
            let named = example.path != RuleExample.defaultPath || !example.otherFiles.isEmpty
            if named { lines.append("  \(example.path):") }
            indented(example.code.filter { !ExampleMarkers.all.contains($0) })
            if let configuration = example.configuration {
                lines.append("  With these options:")
                indented((["rules:", "  \(description.id):"] + configuration.split(separator: "\n").map { "    " + $0 }).joined(separator: "\n"))
            }
            if let project = example.projectConfiguration {
                lines.append("  With this .lintconfig.yml:")
                indented(project)
            }
            for path in example.otherFiles.keys.sorted() {
                lines.append("  And \(path):")
                indented(example.otherFiles[path] ?? "")
            }
        }
        prose("\(description.id) (\(description.defaultSetting)): \(description.summary)")
        lines.append("")
        // A rationale written over several lines keeps its line breaks.
        for line in description.rationale.split(separator: "\n", omittingEmptySubsequences: false) { prose(String(line)) }
        if let cases = description.severityCases {
            lines.append("")
            prose("Severity: \(cases).")
        }
        if !description.limits.isEmpty {
            lines.append("")
            prose("What it cannot know: \(description.limits)")
        }
        if !rule.optionFields.isEmpty {
            lines += ["", "Options:"]
            for option in rule.optionFields {
                let shown = option.derivedDefault.map { "\($0), written \(option.defaultValue)" } ?? option.defaultValue
                prose("  \(option.key): \(option.summary) (default: \(shown))", continuation: "    ")
            }
        }
        if let example = description.triggering.first {
            lines += ["", "Triggers:"]
            code(example)
        }
        if let example = description.nonTriggering.first {
            lines += ["", "Does not trigger:"]
            code(example)
        }
        if description.offersFixes {
            lines.append("")
            prose("Fix: `tiplint --fix` rewrites what it can prove safe (see the rule page's Fixes).")
        }
        // The rule page's "Silence it", from the same words.
        lines += ["", "Silence it:"]
        for way in RulePages.silencingWays(rule.id) { prose("  \(way.scope): \(way.how).", continuation: "    ") }
        prose("  Every form of suppression comment: README, \"Suppression comments\".", continuation: "    ")
        return lines.joined(separator: "\n") + "\n"
    }
}
