import TipLintCore

/// `tiplint rules` and `tiplint explain` text.
enum RuleCatalog {
    static func table(_ rules: [AnyRule]) -> String {
        let idWidth = rules.map(\.id.count).max() ?? 0
        var lines = ["\("id".padding(toLength: idWidth, withPad: " ", startingAt: 0))  severity  summary"]
        for rule in rules {
            let id = rule.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
            let severity = rule.description.defaultSeverity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
            lines.append("\(id)  \(severity)  \(rule.description.summary)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func explanation(_ rule: AnyRule) -> String {
        let description = rule.description
        var text = "\(description.id) (\(description.defaultSeverity.rawValue)): \(description.summary)\n\n\(description.rationale)\n"
        if !rule.optionFields.isEmpty {
            text += "\nOptions:\n"
            for option in rule.optionFields {
                text += "  \(option.key): \(option.summary) (default: \(option.defaultValue))\n"
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
