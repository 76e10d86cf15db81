/// The commented `.lintconfig.yml` that `tiplint init` writes: every key and every rule with
/// its default, so that a team sees what it can change.
public enum StarterConfiguration {
    public static func text(rules: [AnyRule]) -> String {
        let defaults = Configuration(rules: rules, root: "/")
        var lines = [
            "# tiplint configuration. Every value below is the default; change what your project needs.",
            "# Run `tiplint rules` for the list of rules and `tiplint explain RULE` for one rule.",
            "",
            "# \(Configuration.Key.include.summary)",
            "include:",
        ]
        lines += defaults.include.map { "  - \"\($0)\"" }
        lines += [
            "# \(Configuration.Key.exclude.summary)",
            "exclude: []",
            "# \(Configuration.Key.tests.summary)",
            "tests:",
        ]
        lines += defaults.tests.map { "  - \"\($0)\"" }
        lines += [
            "# \(Configuration.Key.gates.summary)",
            "gates: [\(defaults.gates.joined(separator: ", "))]",
            "# \(Configuration.Key.failOn.summary)",
            "fail-on: \(defaults.failOn.rawValue)",
            "# \(Configuration.Key.manifests.summary)",
            "manifests: \(flow(defaults.manifests))",
            "# \(Configuration.Key.catalogs.summary)",
            "catalogs: \(flow(defaults.catalogs))",
            "docs:",
            "  # \(DocsSettings.Key.enabled.summary)",
            "  enabled: true",
            "  # \(DocsSettings.Key.files.summary)",
            "  files: \(flow(defaults.docs.files))",
            "  # \(DocsSettings.Key.counterExampleMarkers.summary)",
            "  counter-example-markers: \(flow(defaults.docs.markers.wrong))",
            "  # \(DocsSettings.Key.correctMarkers.summary)",
            "  correct-markers: \(flow(defaults.docs.markers.correct))",
            "",
            "# \(Configuration.Key.rules.summary)",
            "rules:",
        ]
        for rule in rules {
            lines.append("  # \(rule.description.summary)")
            if !rule.description.enabledByDefault {
                lines.append("  # off by default; set a severity to turn it on")
                lines.append("  \(rule.id): off")
                continue
            }
            if rule.optionFields.isEmpty {
                lines.append("  \(rule.id): \(rule.description.defaultSeverity.rawValue)")
                continue
            }
            lines.append("  \(rule.id):")
            lines.append("    severity: \(rule.description.defaultSeverity.rawValue)")
            for option in rule.optionFields {
                lines.append("    # \(option.summary)")
                lines.append("    \(option.key): \(option.defaultValue)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `["a", "b"]`: a YAML flow list of double-quoted strings.
    private static func flow(_ values: [String]) -> String {
        "[" + values.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    }
}
