/// The text a person sees of a `Text("…")` literal, which SwiftUI renders as inline Markdown (a
/// `LocalizedStringKey`): `[the guide](https://…)` shows as "the guide", `**Pin**` as "Pin".
///
/// Our own reader, not a library's: Foundation on Linux has no `AttributedString(markdown:)`,
/// and Debian's cmark would add a library to load at run time for a length. It is deliberately
/// narrow: links with a target without spaces, code spans, and emphasis whose delimiters hug a
/// non-space (`_` not inside a word, as CommonMark has it). Anything else is kept as written.
/// Reading too little markup keeps a finding that SwiftUI's rendering would not have; reading
/// too much can only hide one.
package enum MarkdownInline {
    /// `text` without the inline markup SwiftUI would render: the characters a person sees.
    /// Text over `maxBytes` UTF-8 bytes is returned as written: its scans are quadratic at worst
    /// (an unclosed `*` looks ahead to the end), and such a text is over any limit either way.
    static let maxBytes = 4_096

    package static func visibleText(_ text: String) -> String {
        guard text.utf8.count <= maxBytes, text.contains(where: { "[*_`~\\".contains($0) }) else { return text }
        var characters = Array(text)
        characters = links(characters)
        characters = codeSpans(characters)
        for delimiter in ["**", "__", "~~", "*", "_"] { characters = emphasis(characters, delimiter: Array(delimiter)) }
        return String(escapes(characters))
    }

    /// `[label](target)` → label, the target having no whitespace and the label no brackets.
    private static func links(_ characters: [Character]) -> [Character] {
        var result: [Character] = []
        var index = 0
        while index < characters.count {
            if characters[index] == "[", let close = characters[(index + 1)...].firstIndex(where: { $0 == "]" || $0 == "[" || $0.isNewline }),
                characters[close] == "]", close + 1 < characters.count, characters[close + 1] == "(",
                let end = characters[(close + 2)...].firstIndex(where: { $0 == ")" || $0.isWhitespace }),
                characters[end] == ")", end > close + 2, close > index + 1
            {
                result += characters[(index + 1)..<close]
                index = end + 1
                continue
            }
            result.append(characters[index])
            index += 1
        }
        return result
    }

    /// `` `code` `` → code.
    private static func codeSpans(_ characters: [Character]) -> [Character] {
        var result: [Character] = []
        var index = 0
        while index < characters.count {
            if characters[index] == "`", let end = characters[(index + 1)...].firstIndex(of: "`"), end > index + 1 {
                result += characters[(index + 1)..<end]
                index = end + 1
                continue
            }
            result.append(characters[index])
            index += 1
        }
        return result
    }

    /// `**x**`, `*x*`, `_x_`, `~~x~~` → x: the opening delimiter followed by a non-space, the
    /// closing one preceded by one; `_` not inside a word (`snake_case` stays).
    private static func emphasis(_ characters: [Character], delimiter: [Character]) -> [Character] {
        let width = delimiter.count
        func isDelimiter(at index: Int) -> Bool {
            index >= 0 && index + width <= characters.count && Array(characters[index..<(index + width)]) == delimiter
                && (index == 0 || characters[index - 1] != "\\")
        }
        func isWordCharacter(_ index: Int) -> Bool {
            index >= 0 && index < characters.count && (characters[index].isLetter || characters[index].isNumber)
        }
        var result: [Character] = []
        var index = 0
        while index < characters.count {
            if isDelimiter(at: index), index + width < characters.count, !characters[index + width].isWhitespace,
                delimiter[0] != "_" || !isWordCharacter(index - 1)
            {
                var close = index + width + 1
                while close + width <= characters.count {
                    if isDelimiter(at: close), !characters[close - 1].isWhitespace, delimiter[0] != "_" || !isWordCharacter(close + width) {
                        break
                    }
                    close += 1
                }
                if close + width <= characters.count {
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
            if characters[index] == "\\", index + 1 < characters.count, characters[index + 1].isASCII, characters[index + 1].isPunctuation || characters[index + 1].isSymbol {
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
