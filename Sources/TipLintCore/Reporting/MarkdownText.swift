/// Makes text from the linted project (tip ids and titles, file paths, group names) safe inside
/// a Markdown document: after any CommonMark or GitHub renderer it reads as the same characters,
/// never as markup, raw HTML or a table's column break. A tip title `<script>…` ran in a browser
/// from `inventory --format markdown` before.
package enum MarkdownText {
    /// `text` as inline text (a table cell, a line of prose): line breaks become spaces (a cell
    /// is one line), controls become `TerminalText`'s visible escapes, `&`, `<` and `>` become
    /// character references (every renderer honours them, so no tag or entity survives), and
    /// each other character that starts Markdown inline syntax is backslash-escaped: emphasis
    /// (`*`, `_`, `~`), code (`` ` ``), links and images (`[`, `]`, `(`, `)`, `!`), headings
    /// and lists (`#`, `+`, `-`), math (`$`), braces, the table's `|` and the backslash itself.
    package static func inline(_ text: String) -> String {
        var result = ""
        for character in TerminalText.escape(oneLine(text)) {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\\", "`", "*", "_", "~", "[", "]", "(", ")", "!", "#", "+", "-", "$", "{", "}", "|":
                result += "\\" + String(character)
            default: result.append(character)
            }
        }
        return result
    }

    /// `text` as a paragraph of its own (the summary line): as safe as `inline`, with fewer
    /// backslashes, so that it reads as written in a log too. Outside a table and away from the
    /// line's start, only these start markup: emphasis (`*`, `_`, `~`), code (`` ` ``), links
    /// (`[`, `]`; with them escaped, `(`, `)` and `!` are plain), math (`$`), the backslash, and
    /// `|` (a line of cells could start a table); `&`, `<`, `>` become character references as
    /// in `inline`. At the start (`atLineStart`), a heading, list or quote marker too: `#`,
    /// `+`, `-`, `=`, and the `.` or `)` after leading digits (`1.`).
    package static func prose(_ text: String, atLineStart: Bool = true) -> String {
        var result = ""
        let characters = Array(TerminalText.escape(oneLine(text)))
        let leadingDigits = atLineStart ? characters.prefix(while: \.isASCIIDigit).count : 0
        for (index, character) in characters.enumerated() {
            // (A `where` after several patterns would guard only the last one.)
            let startsABlock = atLineStart && index == 0 && "#+-=".contains(character)
            let endsAListNumber = leadingDigits > 0 && index == leadingDigits && ".)".contains(character)
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\\", "`", "*", "_", "~", "[", "]", "$", "|":
                result += "\\" + String(character)
            default:
                if startsABlock || endsAListNumber { result += "\\" }
                result.append(character)
            }
        }
        return result
    }

    /// `text` whose backtick-quoted parts are code (the summary's `tiplint --write-baseline …`
    /// command): each quoted part a `codeSpan`, the rest `prose` (a paragraph of its own, the
    /// first part at the line's start). Text whose backticks do not pair is all `prose`.
    package static func proseWithCode(_ text: String) -> String {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false).map(String.init)
        guard parts.count % 2 == 1 else { return prose(text) }
        return parts.enumerated().map { part in
            part.offset % 2 == 0 ? prose(part.element, atLineStart: part.offset == 0) : codeSpan(part.element)
        }.joined()
    }

    /// `text` as a code span (shown literally, HTML included): fenced by one backtick more than
    /// its longest run of backticks, padded with a space where it starts or ends with one, and
    /// its `|` escaped, which GitHub's tables require even inside a span (and unescape there).
    package static func codeSpan(_ text: String) -> String {
        let content = TerminalText.escape(oneLine(text)).replacingOccurrences(of: "|", with: "\\|")
        var longest = 0
        var run = 0
        for character in content {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = content.hasPrefix("`") || content.hasSuffix("`") ? " " : ""
        return fence + padding + content + padding + fence
    }

    /// `[title](destination)`, a link whose destination is safe whatever the configuration put
    /// in it: only `http:` and `https:` URLs become links (anything else is shown as a code
    /// span), and every byte outside the URL characters that need no escaping in a Markdown link
    /// destination (letters, digits, `-._~:/?#@!$&'*+,;=%`) is percent-encoded, so no `)`,
    /// space, `<` or line break can end the link early or open markup.
    package static func link(_ title: String, to destination: String) -> String {
        let lowered = destination.lowercased()
        guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://") else {
            return inline(title) + ": " + codeSpan(destination)
        }
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:/?#@!$&'*+,;=%".utf8)
        var encoded = ""
        for byte in destination.utf8 {
            if plain.contains(byte) {
                encoded.append(Character(Unicode.Scalar(byte)))
            } else {
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return "[" + inline(title) + "](" + encoded + ")"
    }

    /// Line breaks (`\n`, `\r\n`, a lone `\r`, U+2028/U+2029) as single spaces.
    private static func oneLine(_ text: String) -> String {
        let breaks: Set<Unicode.Scalar> = ["\n", "\r", "\u{2028}", "\u{2029}"]
        let scalars = text.replacingOccurrences(of: "\r\n", with: " ").unicodeScalars.map { breaks.contains($0) ? " " : $0 }
        return String(String.UnicodeScalarView(scalars))
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
