import TipLintCore

/// `tiplint rules` and `tiplint explain` text.
enum RuleCatalog {
    /// One line per rule: id, default (`off (note)` for a rule the configuration must turn on)
    /// and summary; a closing line says how to turn an off rule on.
    static func table(_ rules: [AnyRule]) -> String {
        func padded(_ text: String, _ width: Int) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
        let idWidth = rules.map(\.id.count).max() ?? 0
        let defaultWidth = max(rules.map(\.description.defaultSetting.count).max() ?? 0, "severity".count)
        var lines = ["\(padded("id", idWidth))  \(padded("severity", defaultWidth))  summary"]
        for rule in rules {
            lines.append("\(padded(rule.id, idWidth))  \(padded(rule.description.defaultSetting, defaultWidth))  \(rule.description.summary)")
        }
        if let off = rules.first(where: { !$0.description.enabledByDefault }) {
            lines += ["", "Rules marked off run only when .lintconfig.yml gives them a severity (rules: {\(off.id): \(off.description.defaultSeverity.rawValue)})."]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func explanation(_ rule: AnyRule) -> String {
        let description = rule.description
        var text = "\(description.id) (\(description.defaultSetting)): \(description.summary)\n\n\(description.rationale)\n"
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
        return text
    }
}
