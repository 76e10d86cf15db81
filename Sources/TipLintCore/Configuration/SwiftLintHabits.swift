import Foundation

/// What a SwiftLint user types out of habit where tiplint spells it otherwise, and the tiplint
/// way, in one table: options, commands, configuration keys and the shape of a list of rule
/// ids. Each error that meets such a word (an unknown option, command or key, an unknown rule
/// id) asks `hint(for:in:)` and adds the answer in place of a did-you-mean guess.
package enum SwiftLintHabit {
    /// Where the word was met.
    package enum Place: Sendable {
        /// A lint option (`--path`); the hint may use the option's value.
        case option
        /// The first word of the command line, when it names no file (`autocorrect`).
        case command
        /// A top-level key of `.lintconfig.yml` (`disabled_rules`).
        case configurationKey
        /// An unknown id given to `--only-rule` (`a,b`); the hint may use the ids.
        case onlyRuleValue
        /// An unknown rule id in a suppression comment (`a,`).
        case suppressionRuleID
    }

    private struct Entry {
        var place: Place
        /// The word itself, or for the two rule-id places a character the word contains.
        var word: String
        /// The hint, given the option's value or the word (nil when there is none).
        var hint: @Sendable (String?) -> String
    }

    private static let table: [Entry] = [
        Entry(place: .option, word: "--path") { "paths are positional arguments: tiplint \($0 ?? "PATH")" },
        Entry(place: .option, word: "--reporter") { reporterHint($0) },
        Entry(place: .option, word: "--lenient") { _ in "findings never fail a run with --fail-on never (exit 0; the levels stay as they are)" },
        Entry(place: .option, word: "--use-stdin") { _ in "tiplint reads standard input with --stdin-path PATH (the file the text stands for)" },
        Entry(place: .option, word: "--autocorrect") { _ in "did you mean --fix?" },
        // tiplint has no option for colour: the NO_COLOR convention (no-color.org) turns it off.
        Entry(place: .option, word: "--no-color") { _ in
            "colour is off when the NO_COLOR environment variable is set (NO_COLOR=1 tiplint …), and whenever standard output is not a terminal"
        },
        // `-v` is --version in some tools and --verbose in others: a hint, not an alias.
        Entry(place: .option, word: "-v") { _ in
            "the version is --version (or -V, tiplint version); tiplint has no verbose mode (--stats says where a run's time went)"
        },
        Entry(place: .command, word: "autocorrect") { _ in "did you mean tiplint --fix?" },
        // SwiftLint's other subcommands, met only when no file or folder has the name.
        Entry(place: .command, word: "analyze") { _ in
            "tiplint has no analyze command (SwiftLint's reads a compiler log); every tiplint rule reads the sources: tiplint [PATH]"
        },
        Entry(place: .command, word: "generate-docs") { _ in "tiplint rules --write-docs FOLDER writes a page per rule" },
        Entry(place: .command, word: "docs") { _ in "tiplint explain RULE prints a rule's page; tiplint rules lists the rules" },
        Entry(place: .command, word: "reporters") { _ in
            "tiplint's formats are \(ReporterRegistry.formatIDs.joined(separator: ", ")): tiplint --format FORMAT"
        },
        Entry(place: .command, word: "baseline") { _ in
            "tiplint --write-baseline FILE records today's findings, and --baseline FILE (or the configuration's baseline: key) hides them"
        },
        Entry(place: .configurationKey, word: "disabled_rules") { _ in
            "turn rules off under rules:, for example rules: {title-length: off}"
        },
        Entry(place: .configurationKey, word: "opt_in_rules") { _ in
            "turn each rule that is off by default on under rules: with its level, for example rules: {multi-device-sync: note} (tiplint rules marks the rules that are off)"
        },
        Entry(place: .configurationKey, word: "only_rules") { _ in
            "turn the other rules off under rules:, for example rules: {title-length: off}, or lint with --only-rule ID for one run"
        },
        // A report's format is a run's choice (CI writes several from one configuration).
        Entry(place: .configurationKey, word: "reporter") { _ in
            "the format is chosen per run: tiplint --format FORMAT, one of \(ReporterRegistry.formatIDs.joined(separator: ", "))"
        },
        Entry(place: .configurationKey, word: "strict") { _ in
            "warnings fail a run with fail-on: warning (or --strict for one run)"
        },
        Entry(place: .onlyRuleValue, word: ",") { value in
            let ids = (value ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            return "repeat --only-rule for each rule: " + ids.map { "--only-rule \($0)" }.joined(separator: " ")
        },
        Entry(place: .suppressionRuleID, word: ",") { _ in "separate rule ids with spaces, not commas" },
    ]

    /// SwiftLint's reporter ids whose report a tiplint format of another name writes: the same
    /// kind of report, for the same reader. The ids tiplint shares (json, sarif, checkstyle,
    /// junit, html, markdown) need no entry; SwiftLint's csv, sonarqube and summary have no
    /// counterpart.
    static let reporterFormats: [String: String] = [
        // `path:line:column: severity: message`, which Xcode reads; emoji is the same with a symbol.
        "xcode": "text", "emoji": "text", "relative-path": "text",
        "github-actions-logging": "github",
        // GitLab's Code Quality report is Code Climate's JSON.
        "codeclimate": "gitlab",
    ]

    /// `--reporter X`: the `--format` that writes X's kind of report, or the formats there are.
    private static func reporterHint(_ value: String?) -> String {
        let formats = ReporterRegistry.formatIDs
        guard let value else { return "tiplint's option is --format FORMAT, one of \(formats.joined(separator: ", "))" }
        if value == "gitlab" {
            // The same name, another report: SwiftLint's gitlab is JUnit XML.
            return "did you mean --format gitlab? (GitLab Code Quality JSON; SwiftLint's gitlab reporter writes JUnit XML, which is --format junit)"
        }
        if formats.contains(value) { return "did you mean --format \(value)?" }
        if let format = reporterFormats[value], formats.contains(format) {
            return "did you mean --format \(format)? (tiplint's counterpart of SwiftLint's \(value) reporter)"
        }
        return "tiplint's option is --format, and it has no \(value) format; use one of \(formats.joined(separator: ", "))"
    }

    /// The hint for `word` met at `place`, or nil when it is no SwiftLint habit. `value` is the
    /// option's value where there is one (the word after `--path`).
    package static func hint(for word: String, in place: Place, value: String? = nil) -> String? {
        let matchesWithin = place == .onlyRuleValue || place == .suppressionRuleID
        guard let entry = table.first(where: { $0.place == place && (matchesWithin ? word.contains($0.word) : word == $0.word) }) else {
            return nil
        }
        return entry.hint(matchesWithin ? word : value)
    }
}
