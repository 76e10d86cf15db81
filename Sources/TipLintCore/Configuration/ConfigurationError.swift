/// A problem with `.lintconfig.yml` (or another YAML input): where it is and what to do.
package struct ConfigurationError: Error, CustomStringConvertible, Sendable {
    /// The file; empty while a typed read of a node throws it, filled in by the reader of the
    /// whole document (`Configuration.parse`).
    package var path: String
    /// Line and UTF-16 column of the node at fault.
    package var position: SourcePosition
    /// `rules.title-length.max-length`; empty for syntax errors.
    package var keyPath: String
    package var message: String
    /// The file's other errors, after this one in file order (line, then column): a run
    /// reports every error of a file at once, not one per fix (YAML syntax errors excepted: past
    /// one, the document cannot be read).
    package var following: [ConfigurationError] = []
    /// Reading gave up after `readErrors` errors: more may follow them in the file.
    package var readingStopped = false

    /// Errors listed one per line before the rest are only counted: enough for any file a person
    /// wrote by hand, few enough that a pasted wrong file does not flood the terminal.
    package static let listedErrors = 20

    /// Errors read before reading stops: each costs a "did you mean" over the known names, and a
    /// file of tens of thousands of wrong keys (1 MiB is the size bound) would take minutes.
    package static let readErrors = 200

    /// This error and every following one, in file order: by file, then line, then column (the
    /// readers find a repeated or unknown key before the values of the keys above it).
    package var all: [ConfigurationError] {
        var first = self
        first.following = []
        return Self.inFileOrder([first] + following.flatMap(\.all))
    }

    /// `errors` by file, line and column; errors at one place keep the order they were found in.
    static func inFileOrder(_ errors: [ConfigurationError]) -> [ConfigurationError] {
        errors.enumerated().sorted { a, b in
            (a.element.path, a.element.position.line, a.element.position.column, a.offset)
                < (b.element.path, b.element.position.line, b.element.position.column, b.offset)
        }.map(\.element)
    }

    /// This error and the following ones, as a terminal shows them: one `description` line
    /// each, the first `listedErrors`, then "and N more errors in <file>".
    package var descriptions: [String] {
        let errors = all
        var lines = errors.prefix(Self.listedErrors).map(\.description)
        if readingStopped {
            let more = errors.count - min(errors.count, Self.listedErrors)
            lines.append("\(TerminalText.escape(path)): and \(more) more errors; reading stopped after \(Self.readErrors), fix these and run again")
        } else if errors.count > Self.listedErrors {
            lines.append("\(TerminalText.escape(path)): and \(errors.count - Self.listedErrors) more errors")
        }
        return lines
    }

    /// The first of `errors` in file order (`inFileOrder`) with the rest as its `following`;
    /// nil for none.
    static func collected(_ errors: [ConfigurationError], stopped: Bool = false) -> ConfigurationError? {
        let flat = inFileOrder(errors.flatMap(\.all))
        guard var first = flat.first else { return nil }
        first.following = Array(flat.dropFirst())
        first.readingStopped = stopped || errors.contains(where: \.readingStopped)
        return first
    }

    /// How many errors `errors` hold with their `following`: reading stops at `readErrors`.
    static func count(_ errors: [ConfigurationError]) -> Int {
        errors.reduce(0) { $0 + 1 + $1.following.count }
    }

    /// Throws `errors` as one (`collected`, marked `readingStopped`) once they number
    /// `readErrors`: every reader of a file stops there, with enough to fix first.
    static func stopReadingIfEnough(_ errors: [ConfigurationError]) throws(ConfigurationError) {
        if count(errors) >= readErrors, let all = collected(errors, stopped: true) { throw all }
    }

    /// One line for a terminal: the path and the detail (which may quote the file) escaped.
    package var description: String {
        "\(TerminalText.escape(path)):\(position.line):\(position.column): error: \(TerminalText.escape(detail))"
    }

    /// `key.path: message`, or the message alone when there is no key path.
    package var detail: String {
        keyPath.isEmpty ? message : "\(keyPath): \(message)"
    }

    static func syntax(_ message: String, path: String, position: SourcePosition) -> ConfigurationError {
        ConfigurationError(path: path, position: position, keyPath: "", message: message)
    }

    static func wrongType(expected: String, at node: YAMLNode, keyPath: String) -> ConfigurationError {
        ConfigurationError(path: "", position: node.position, keyPath: keyPath, message: "expected \(expected), got \(node.kindName)")
    }

    static func badValue(_ message: String, at node: YAMLNode, keyPath: String) -> ConfigurationError {
        ConfigurationError(path: "", position: node.position, keyPath: keyPath, message: message)
    }

    /// `unknown key "x"; did you mean "y"?`, else the list of known keys. `what` is "key" or "rule".
    static func unknownKey(_ key: String, at node: YAMLNode, keyPath: String, known: [String], what: String = "key") -> ConfigurationError {
        var message = "unknown \(what) \"\(key)\""
        if what == "key", keyPath.isEmpty, let hint = SwiftLintHabit.hint(for: key, in: .configurationKey) {
            message += "; \(hint)"
        } else if let suggestion = Suggestion.didYouMean(key, in: known, quote: "\"") {
            message += "; \(suggestion)"
        } else {
            message += "; known: \(known.joined(separator: ", "))"
        }
        let path = keyPath.isEmpty ? key : "\(keyPath).\(key)"
        return ConfigurationError(path: "", position: node.position, keyPath: path, message: message)
    }

    /// The same error, placed in the file `path`.
    func inFile(_ path: String) -> ConfigurationError {
        var located = self
        if located.path.isEmpty { located.path = path }
        located.following = following.map { $0.inFile(path) }
        return located
    }
}

/// "Did you mean" by edit distance: the one helper behind every suggestion (configuration keys,
/// rule ids, command-line options and subcommands, manifest groups, suppression comments).
package enum Suggestion {
    /// The candidate closest to `word`, ignoring case, if it is close enough to be a typo: at most
    /// 2 edits, or a third of the word's length for long words. Else the one candidate that starts
    /// with `word` (four characters or more): `simultaneous` for `simultaneous-tips`.
    package static func closest(to word: String, in candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        if let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, word.count / 3) { return best.0 }
        guard word.count >= 4 else { return nil }
        let extended = candidates.filter { $0.lowercased().hasPrefix(word.lowercased()) }
        return extended.count == 1 ? extended[0] : nil
    }

    /// `did you mean 'lint'?` (with `quote` around the candidate), or nil when nothing is close.
    package static func didYouMean(_ word: String, in candidates: [String], quote: Character = "'") -> String? {
        closest(to: word, in: candidates).map { "did you mean \(quote)\($0)\(quote)?" }
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
