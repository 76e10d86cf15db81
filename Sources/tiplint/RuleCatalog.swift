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

    static func explanation(_ rule: AnyRule) -> String {
        let description = rule.description
        var text = "\(description.id) (\(description.defaultSetting)): \(description.summary)\n\n\(description.rationale)\n"
        if let cases = description.severityCases { text += "\nSeverity: \(cases).\n" }
        if !description.limits.isEmpty { text += "\nWhat it cannot know: \(description.limits)\n" }
        if !rule.optionFields.isEmpty {
            text += "\nOptions:\n"
            for option in rule.optionFields {
                let shown = option.derivedDefault.map { "\($0), written \(option.defaultValue)" } ?? option.defaultValue
                text += "  \(option.key): \(option.summary) (default: \(shown))\n"
            }
        }
        func code(_ example: RuleExample) -> String {
            let plain = example.code.filter { !ExampleMarkers.all.contains($0) }
            return plain.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
        }
        if let example = description.triggering.first {
            text += "\nTriggers:\n\(code(example))\n"
        }
        if let example = description.nonTriggering.first {
            text += "\nDoes not trigger:\n\(code(example))\n"
        }
        if description.offersFixes {
            text += "\nFix: `tiplint --fix` rewrites what it can prove safe (see the rule page's Fixes).\n"
        }
        // The rule page's "Silence it", from the same words.
        text += "\nSilence it:\n"
        for way in RulePages.silencingWays(rule.id) { text += "  \(way.scope): \(way.how).\n" }
        text += "  Every form of suppression comment: README, \"Suppression comments\".\n"
        return text
    }
}
