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
        Entry(place: .option, word: "--reporter") { "did you mean --format \($0 ?? "FORMAT")?" },
        Entry(place: .option, word: "--lenient") { _ in "findings never fail a run with --fail-on never (exit 0; the levels stay as they are)" },
        Entry(place: .option, word: "--use-stdin") { _ in "tiplint reads standard input with --stdin-path PATH (the file the text stands for)" },
        Entry(place: .option, word: "--autocorrect") { _ in "did you mean --fix?" },
        Entry(place: .command, word: "autocorrect") { _ in "did you mean tiplint --fix?" },
        Entry(place: .configurationKey, word: "disabled_rules") { _ in
            "turn rules off under rules: (rules: {title-length: off})"
        },
        Entry(place: .configurationKey, word: "opt_in_rules") { _ in
            "turn a rule that is off by default on under rules: with its level (rules: {counterexample-not-detected: note})"
        },
        Entry(place: .configurationKey, word: "only_rules") { _ in
            "turn the other rules off under rules: (rules: {title-length: off}), or lint with --only-rule ID for one run"
        },
        Entry(place: .onlyRuleValue, word: ",") { value in
            let ids = (value ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            return "repeat --only-rule for each rule: " + ids.map { "--only-rule \($0)" }.joined(separator: " ")
        },
        Entry(place: .suppressionRuleID, word: ",") { _ in "separate rule ids with spaces, not commas" },
    ]

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
