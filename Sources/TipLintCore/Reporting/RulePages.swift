/// The rule pages of `docs/rules/`: one Markdown page per rule and an index, rendered from the
/// rules' descriptions (rationale, limits, options with defaults, examples with their expected
/// messages, fixes), so that the pages say exactly what the code and its tests say. The CLI
/// writes them (`tiplint rules --write-docs FOLDER`); a test renders them in memory and fails
/// when the committed pages differ.
package enum RulePages {
    /// The command that writes the repository's pages, as a page's header and the staleness test name it.
    package static let command = "swift run tiplint rules --write-docs docs/rules"
    /// The index page's file name.
    package static let indexFileName = "README.md"

    /// The page of rule `id`: `<id>.md`.
    package static func fileName(forRule id: String) -> String { "\(id).md" }

    /// Where rule `id`'s page is when the pages are published at `base` (the `rule-docs-url`
    /// setting): `base` + `/` (unless it ends in one) + `<id>.md`. Nil when `base` is nil: no
    /// link is better than an invented one.
    package static func url(forRule id: String, base: String?) -> String? {
        guard let base, !base.isEmpty else { return nil }
        return (base.hasSuffix("/") ? base : base + "/") + fileName(forRule: id)
    }

    /// Every page by file name (`README.md` and one `<id>.md` per rule) → its Markdown text,
    /// each ending in one newline. A pure function of `rules`.
    package static func render(_ rules: [AnyRule]) -> [String: String] {
        var pages = [indexFileName: index(rules)]
        for rule in rules { pages[fileName(forRule: rule.id)] = page(rule) }
        return pages
    }

    private static let header =
        "<!-- Generated from the rule descriptions in rules/ by `\(command)`. Edit the rule, then run it again. -->"

    static func index(_ rules: [AnyRule]) -> String {
        var lines = [
            header, "", "# Rules", "",
            "One page per rule: why it matters, its options, what it cannot know, and the examples its tests run.",
            "Rules marked *off* run only when `.lintconfig.yml` gives them a severity.", "",
            "| rule | default | catches |", "| --- | --- | --- |",
        ]
        for rule in rules {
            let description = rule.description
            lines.append("| [\(rule.id)](\(fileName(forRule: rule.id))) | \(description.defaultSetting) | \(cell(description.summary)) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func page(_ rule: AnyRule) -> String {
        let description = rule.description
        var sections = [
            header,
            "# \(rule.id)",
            "**\(description.name)**: \(sentence(description.summary))",
            """
            | default severity | on by default | fix |
            | --- | --- | --- |
            | \(description.defaultSeverities) | \(description.enabledByDefault ? "yes" : "no") | \(description.offersFixes ? "yes, with `--fix`" : "no") |
            """ + (description.severityCases.map { "\n\nSeverity: \($0)." } ?? ""),
            "## Why\n\n\(description.rationale)",
            options(rule),
            "## What it cannot know\n\n\(description.limits.isEmpty ? "Not stated." : description.limits)",
            silencing(rule.id),
            messages(description),
            examples("Triggering examples", description.triggering, rule: rule.id, marked: true),
            examples("Non-triggering examples", description.nonTriggering, rule: rule.id, marked: false),
        ]
        if !description.corrections.isEmpty { sections.append(corrections(description.corrections, rule: rule.id)) }
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// How to hide one finding, every finding, or the ones a project already has: what a
    /// person looks for on a rule's page once a finding is judged not worth fixing.
    private static func silencing(_ rule: String) -> String {
        let lines = silencingWays(rule).enumerated().map { index, way in
            "- \(way.scope): \(way.how)." + (index == 0 ? " Every form: [Suppression comments](../../README.md#suppression-comments)." : "")
        }
        return "## Silence it\n\n" + lines.joined(separator: "\n")
    }

    /// The ways to silence rule `rule`'s findings, narrowest first: whom each silences and how
    /// (code in backticks, no closing full stop). The one text the rule pages' "Silence it" and
    /// `tiplint explain` show; the first way's forms are all in README's "Suppression comments".
    package static func silencingWays(_ rule: String) -> [(scope: String, how: String)] {
        [
            (
                "One finding",
                "`// tiplint:disable:next \(rule) - reason` on the line above it, or `// tiplint:disable:this \(rule)` at the end of its line;"
                    + " in Markdown, `<!-- tiplint-disable-next-block \(rule) -->` before the code block"
            ),
            ("Every finding of the rule", "`\(rule): off` under `rules:` in `.lintconfig.yml`"),
            (
                "The findings a project already has, keeping new ones",
                "a baseline (`tiplint --write-baseline FILE --set-baseline-key` records them and sets `baseline: FILE` in `.lintconfig.yml`)"
            ),
        ]
    }

    /// Each message id (JSON `messageID`, SARIF `message.id`) with what it means: ids stay when words change.
    private static func messages(_ description: RuleDescription) -> String {
        var text = "## Messages\n\nEach finding carries one of these ids (JSON `messageID`, SARIF `message.id`); the words may change, the ids do not."
        if description.messages.isEmpty { return text + "\n\nNone declared." }
        text += "\n"
        for (kind, meaning) in description.messages {
            text += "\n- `\(Finding.messageID(rule: description.id, kind: kind))`: \(sentence(meaning))"
        }
        return text
    }

    /// The options table and the rule's entry in `.lintconfig.yml` at its defaults.
    private static func options(_ rule: AnyRule) -> String {
        let description = rule.description
        // `on` keeps the cases reported lower by default; a severity word would apply to all.
        let severity = description.lowerSeverityCases == nil || !description.enabledByDefault ? description.defaultSeverity.rawValue : "on"
        var text = "## Options\n\n"
        guard !rule.optionFields.isEmpty else {
            if description.enabledByDefault {
                return text + "None besides the severity:\n\n" + fenced("rules:\n  \(rule.id): \(severity)", language: "yaml")
            }
            return text + "None besides the severity. Off by default; a severity turns it on:\n\n"
                + fenced("rules:\n  \(rule.id): \(severity)", language: "yaml")
        }
        text += "| key | default | meaning |\n| --- | --- | --- |\n"
        // A derived default shows what it stands for; the YAML keeps the word that reads back as it.
        text += rule.optionFields.map { "| `\($0.key)` | `\(cell($0.shownDefault))` | \(cell($0.summary)) |" }.joined(separator: "\n")
        let yaml = ["rules:", "  \(rule.id):", "    severity: \(severity)"] + rule.optionFields.map { option in
            "    \(option.key): \(option.defaultValue)" + (option.derivedDefault.map { "  # \(option.defaultValue): \($0)" } ?? "")
        }
        return text + "\n\nAt their defaults in `.lintconfig.yml`:\n\n" + fenced(yaml.joined(separator: "\n"), language: "yaml")
    }

    private static func examples(_ title: String, _ examples: [RuleExample], rule: String, marked: Bool) -> String {
        var text = "## \(title)"
        if examples.isEmpty { return text + "\n\nNone." }
        if marked { text += "\n\n`1️⃣`, `2️⃣`… mark where a finding starts; the marks are not part of the code." }
        for (number, example) in examples.enumerated() {
            text += "\n\n### \(title.prefix { $0 != " " }) \(number + 1)\n\n" + self.example(example, rule: rule)
        }
        return text
    }

    /// One example: where it lives, its settings, its code, the rest of its project, its messages.
    private static func example(_ example: RuleExample, rule: String) -> String {
        var parts: [String] = []
        if example.path != RuleExample.defaultPath || !example.otherFiles.isEmpty { parts.append("`\(example.path)`:") }
        parts.append(fenced(example.code, language: language(of: example.path)))
        if let configuration = example.configuration {
            let indented = configuration.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
            parts.append("With these options:\n\n" + fenced((["rules:", "  \(rule):"] + indented).joined(separator: "\n"), language: "yaml"))
        }
        if let project = example.projectConfiguration {
            parts.append("With this `.lintconfig.yml`:\n\n" + fenced(project, language: "yaml"))
        }
        for path in example.otherFiles.keys.sorted() {
            parts.append("And `\(path)`:\n\n" + fenced(example.otherFiles[path] ?? "", language: language(of: path)))
        }
        let messages = ExampleMarkers.all.compactMap { marker in example.messages[marker].map { "- \(marker) \($0)" } }
        if !messages.isEmpty { parts.append("Messages:\n\n" + messages.joined(separator: "\n")) }
        return parts.joined(separator: "\n\n")
    }

    private static func corrections(_ corrections: KeyValuePairs<RuleExample, String>, rule: String) -> String {
        var text = "## Fixes\n\n`tiplint --fix` rewrites each of these inputs into the text below it."
        for (number, correction) in corrections.enumerated() {
            let language = language(of: correction.key.path)
            text += "\n\n### Fix \(number + 1)\n\n" + example(correction.key, rule: rule)
            text += "\n\nBecomes:\n\n" + fenced(correction.value, language: language)
        }
        return text
    }

    /// `text` in a code fence longer than any run of backticks inside it, so that a Markdown
    /// example with its own fences stays one block.
    package static func fenced(_ text: String, language: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        var body = text
        while body.hasSuffix("\n") { body.removeLast() }
        return "\(fence)\(language)\n\(body)\n\(fence)"
    }

    /// The fence's language for a file, from its extension.
    private static func language(of path: String) -> String {
        switch path.split(separator: ".").last.map({ $0.lowercased() }) {
        case "swift": return "swift"
        case "md", "markdown": return "markdown"
        case "yml", "yaml": return "yaml"
        case "xcstrings", "json": return "json"
        default: return "text"
        }
    }

    /// Text for one table cell: `|` would end the cell, a newline the row.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    /// A summary as a sentence: with a full stop.
    private static func sentence(_ text: String) -> String {
        text.hasSuffix(".") ? text : text + "."
    }
}

extension RuleDescription {
    /// How the rule runs by default, as `tiplint rules` and the index show it: its severity, or
    /// `off (note)` for a rule the configuration must turn on.
    package var defaultSetting: String {
        enabledByDefault ? defaultSeverities : "off (\(defaultSeverities))"
    }

    /// The default severity, and the lower one some cases get (`warning/note`).
    package var defaultSeverities: String {
        lowerSeverityCases.map { "\(defaultSeverity.rawValue)/\($0.severity.rawValue)" } ?? defaultSeverity.rawValue
    }

    /// For a rule with `lowerSeverityCases`, which findings get which severity and what a
    /// configured one does, as `explain` and the rule page say it; nil for the others.
    package var severityCases: String? {
        lowerSeverityCases.map { lower in
            "\(defaultSeverity.rawValue), and \(lower.severity.rawValue) for \(lower.cases); a severity set for the rule in "
                + ".lintconfig.yml applies to every finding (`on` keeps these defaults)"
        }
    }
}
