/// The commented `.lintconfig.yml` that `tiplint init` writes: every key and every rule with
/// its default, so that a team sees what it can change. The keys, their comments and their
/// order come from `Configuration.keys`.
package enum StarterConfiguration {
    package static func text(rules: [AnyRule]) -> String {
        let defaults = Configuration(rules: rules, root: "/")
        let lines = [
            "# tiplint configuration. Every value below is the default; change what your project needs.",
            "# Run `tiplint rules` for the list of rules and `tiplint explain RULE` for one rule.",
            "",
        ] + Configuration.keys.starterLines(for: defaults, indent: "")
        return lines.joined(separator: "\n") + "\n"
    }
}
