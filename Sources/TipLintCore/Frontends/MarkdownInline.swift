/// The text a person sees of a `Text("…")` literal, which SwiftUI renders as inline Markdown (a
/// `LocalizedStringKey`): `[the guide](https://…)` shows as "the guide", `**Pin**` as "Pin".
///
/// Our own reader, not a library's: Foundation on Linux has no `AttributedString(markdown:)`,
/// and Debian's cmark would add a library to load at run time for a length. It is deliberately
/// narrow: code spans (their contents kept as written), links with a target without spaces
/// (not images, `![…](…)`), and emphasis whose delimiters hug a non-space (`_` not inside a
/// word, as CommonMark has it), outside code spans and bare URLs. Anything else is kept as
/// written. Reading too little markup keeps a finding that SwiftUI's rendering would not have;
/// reading too much could hide one, so each construct is read only where it is unambiguous.
/// Every pass is linear in the text's length.
package enum MarkdownInline {
    /// Text over `maxBytes` UTF-8 bytes is returned as written: such a text is over any limit
    /// either way, and the bound keeps a hostile literal's cost small.
    static let maxBytes = 4_096

    /// `text` without the inline markup SwiftUI would render: the characters a person sees.
    package static func visibleText(_ text: String) -> String {
        guard text.utf8.count <= maxBytes, text.contains(where: { "[*_`~\\".contains($0) }) else { return text }
        // Each code span stands as one private-use character while links and emphasis are read
        // (markup around it still renders), and gets its contents back, as written, at the end.
        var spans: [ArraySlice<Character>] = []
        var masked: [Character] = []
        for (segment, isCode) in codeSpans(Array(text)) {
            if isCode, let placeholder = Unicode.Scalar(0xF0000 + spans.count) {
                spans.append(segment)
                masked.append(Character(placeholder))
            } else {
                masked += segment
            }
        }
        var result: [Character] = []
        for (part, isURL) in bareURLs(links(masked[...])) {
            if isURL {
                result += part
                continue
            }
            var plain = part
            for delimiter in ["**", "__", "~~", "*", "_"] { plain = emphasis(plain, delimiter: Array(delimiter)) }
            result += escapes(plain)
        }
        return String(result.flatMap { character -> [Character] in
            guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                scalar.value >= 0xF0000, Int(scalar.value) - 0xF0000 < spans.count
            else { return [character] }
            return Array(spans[Int(scalar.value) - 0xF0000])
        })
    }

    /// For each position, the first position at or after it holding a character `stops` accepts
    /// (`characters.count` when none): one backward pass, so every look-ahead is O(1).
    private static func nextStop(in characters: [Character], _ stops: (Character) -> Bool) -> [Int] {
        var next = Array(repeating: characters.count, count: characters.count + 1)
        for index in stride(from: characters.count - 1, through: 0, by: -1) {
            next[index] = stops(characters[index]) ? index : next[index + 1]
        }
        return next
    }

    /// The text cut into code spans (`` `code` ``, backticks dropped, contents as written) and
    /// the rest, in order.
    private static func codeSpans(_ characters: [Character]) -> [(ArraySlice<Character>, isCode: Bool)] {
        let nextBacktick = nextStop(in: characters) { $0 == "`" }
        var segments: [(ArraySlice<Character>, isCode: Bool)] = []
        var start = 0
        var index = 0
        while index < characters.count {
            let opens = characters[index] == "`" && (index == 0 || characters[index - 1] != "\\")
            let end = opens ? nextBacktick[index + 1] : characters.count
            if opens, end < characters.count, end > index + 1 {
                segments.append((characters[start..<index], false))
                segments.append((characters[(index + 1)..<end], true))
                index = end + 1
                start = index
                continue
            }
            index += 1
        }
        segments.append((characters[start..<characters.count], false))
        return segments
    }

    /// `[label](target)` → label, the target having no whitespace and the label no brackets;
    /// an image (`![alt](src)`) stays as written.
    private static func links(_ segment: ArraySlice<Character>) -> [Character] {
        let characters = Array(segment)
        let labelEnd = nextStop(in: characters) { $0 == "]" || $0 == "[" || $0.isNewline }
        let targetEnd = nextStop(in: characters) { $0 == ")" || $0 == "[" || $0 == "]" || $0.isWhitespace }
        var result: [Character] = []
        var index = 0
        while index < characters.count {
            if characters[index] == "[", index == 0 || (characters[index - 1] != "!" && characters[index - 1] != "\\") {
                let close = labelEnd[index + 1]
                if close < characters.count, close > index + 1, characters[close] == "]", close + 2 < characters.count,
                    characters[close + 1] == "("
                {
                    let end = targetEnd[close + 2]
                    if end < characters.count, characters[end] == ")", end > close + 2 {
                        result += characters[(index + 1)..<close]
                        index = end + 1
                        continue
                    }
                }
            }
            result.append(characters[index])
            index += 1
        }
        return result
    }

    /// The text cut into bare URLs (`https://…` up to the next space: shown as written, an
    /// underscore in one is no emphasis) and the rest, in order.
    private static func bareURLs(_ characters: [Character]) -> [([Character], isURL: Bool)] {
        let nextSpace = nextStop(in: characters) { $0.isWhitespace }
        var segments: [([Character], isURL: Bool)] = []
        var start = 0
        var index = 0
        func startsURL(at index: Int) -> Bool {
            for scheme in ["https://", "http://"] {
                let scheme = Array(scheme)
                if index + scheme.count <= characters.count, characters[index..<(index + scheme.count)].elementsEqual(scheme) { return true }
            }
            return false
        }
        while index < characters.count {
            if characters[index] == "h", startsURL(at: index) {
                let end = nextSpace[index]
                segments.append((Array(characters[start..<index]), false))
                segments.append((Array(characters[index..<end]), true))
                index = end
                start = end
                continue
            }
            index += 1
        }
        segments.append((Array(characters[start..<characters.count]), false))
        return segments
    }

    /// `**x**`, `*x*`, `_x_`, `~~x~~` → x: the opening delimiter followed by a non-space, the
    /// closing one preceded by one; `_` not inside a word (`snake_case` stays). Whether a position
    /// closes does not depend on the opener, so the closers are found once, in order.
    private static func emphasis(_ characters: [Character], delimiter: [Character]) -> [Character] {
        let width = delimiter.count
        func isDelimiter(at index: Int) -> Bool {
            guard index >= 0, index + width <= characters.count, index == 0 || characters[index - 1] != "\\" else { return false }
            for offset in 0..<width where characters[index + offset] != delimiter[offset] { return false }
            return true
        }
        func isWordCharacter(_ index: Int) -> Bool {
            index >= 0 && index < characters.count && (characters[index].isLetter || characters[index].isNumber)
        }
        let closers = characters.indices.filter { index in
            index > 0 && isDelimiter(at: index) && !characters[index - 1].isWhitespace
                && (delimiter[0] != "_" || !isWordCharacter(index + width))
        }
        var nextCloser = 0
        var result: [Character] = []
        var index = 0
        while index < characters.count {
            if isDelimiter(at: index), index + width < characters.count, !characters[index + width].isWhitespace,
                delimiter[0] != "_" || !isWordCharacter(index - 1)
            {
                while nextCloser < closers.count, closers[nextCloser] < index + width + 1 { nextCloser += 1 }
                if nextCloser < closers.count {
                    let close = closers[nextCloser]
                    result += characters[(index + width)..<close]
                    index = close + width
                    continue
                }
            }
            result.append(characters[index])
            index += 1
        }
        return result
    }

    /// `\*` → `*`: a backslash before ASCII punctuation shows the punctuation alone.
    private static func escapes(_ characters: [Character]) -> [Character] {
        var result: [Character] = []
        var index = 0
        while index < characters.count {
            if characters[index] == "\\", index + 1 < characters.count, characters[index + 1].isASCII,
                characters[index + 1].isPunctuation || characters[index + 1].isSymbol
            {
                result.append(characters[index + 1])
                index += 2
                continue
            }
            result.append(characters[index])
            index += 1
        }
        return result
    }
}
