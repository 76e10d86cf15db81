/// The lint flags issue 25 added (the habits SwiftLint users bring, and the baseline's
/// switches), apart from `parseLint`: its switch is long already, and each flag added there
/// is one more place for concurrent edits of the parser to meet.
extension CommandParser {
    /// `--strict`, `--only-rule` and the baseline switches: whether `flag` is one of them
    /// (`parseLint` asks for a flag its own switch does not know). `value` reads the flag's
    /// value. SwiftLint's spellings of other flags (`--reporter`) are hints in `SwiftLintHabit`.
    static func parseMoreFlag(_ flag: String, into options: inout LintOptions, value: () throws -> String) throws -> Bool {
        switch flag {
        case "--no-baseline": options.ignoresBaseline = true
        case "--set-baseline-key": options.setsBaselineKey = true
        case "--only-rule": options.onlyRules.append(try value())
        // SwiftLint's word for failing on warnings.
        case "--strict": options.strict = true
        default: return false
        }
        return true
    }

    /// The baseline flags that cannot go together, and `--only-rule` beside `--write-baseline`.
    static func checkBaselineFlags(_ options: LintOptions) throws {
        if options.ignoresBaseline, let path = options.baselinePath {
            throw UsageError(message: "--no-baseline (--baseline off) and --baseline \(path) contradict each other; give one", pointsToHelp: false)
        }
        if options.setsBaselineKey, options.writeBaselinePath == nil {
            throw UsageError(message: "--set-baseline-key sets the configuration's baseline key to the file --write-baseline FILE writes; give --write-baseline FILE too", pointsToHelp: false)
        }
        if options.writeBaselinePath != nil, !options.onlyRules.isEmpty {
            // A baseline of one rule's findings would leave every other rule's unrecorded.
            throw UsageError(message: "--write-baseline records every rule's findings; it cannot take --only-rule", pointsToHelp: false)
        }
        if options.setsBaselineKey, options.stdinPath != nil {
            throw UsageError(message: "--set-baseline-key records the findings of files; it cannot take --stdin-path", pointsToHelp: false)
        }
    }
}
