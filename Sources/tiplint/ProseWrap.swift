/// Prose broken into lines for a person reading `tiplint explain` in a terminal, a pager or a
/// log: a rule's rationale is one paragraph of up to 2,000 characters, unreadable on one line.
enum ProseWrap {
    /// The width `explain` wraps to: `COLUMNS` when set (a person's choice; a large value keeps
    /// paragraphs whole), else the terminal's width capped at `widest` (longer lines are hard to
    /// read), else 80 (a pager's, a log's or a file's reader: no program parses this text, the
    /// rule pages and `--format json` are the forms for programs). Never below `narrowest`.
    static func width(environment: [String: String], terminalColumns: Int?) -> Int {
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return max(columns, narrowest) }
        if let terminalColumns, terminalColumns > 0 { return max(min(terminalColumns, widest), narrowest) }
        return 80
    }

    static let widest = 100
    static let narrowest = 20

    /// `line` broken at spaces into lines of at most `width` characters: the first keeps the
    /// line's own indentation, the others start with `continuation`. A space inside a code span
    /// (between backticks) is no break, and a word longer than the width (a URL) stays whole on
    /// a line of its own. Lines end with no space.
    static func wrap(_ line: String, width: Int, continuation: String = "") -> [String] {
        let indentation = String(line.prefix { $0 == " " })
        let words = words(of: line.dropFirst(indentation.count))
        guard !words.isEmpty else { return [line] }
        var lines: [String] = []
        var current = indentation
        var currentHasWord = false
        for word in words {
            if currentHasWord, current.count + 1 + word.count > width {
                lines.append(current)
                current = continuation
                currentHasWord = false
            }
            current += (currentHasWord ? " " : "") + word
            currentHasWord = true
        }
        lines.append(current)
        return lines
    }

    /// The words of `text`, split at spaces outside code spans. With an odd number of backticks
    /// no span is certain, and every space is a break.
    private static func words(of text: Substring) -> [String] {
        let spansAreClosed = text.filter { $0 == "`" }.count % 2 == 0
        var words: [String] = []
        var word = ""
        var inSpan = false
        for character in text {
            if character == "`", spansAreClosed { inSpan.toggle() }
            if character == " ", !inSpan {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }
}
