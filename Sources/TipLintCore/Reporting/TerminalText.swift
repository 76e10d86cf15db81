/// Makes text from the linted project (file names, tip titles, messages quoting code) safe to
/// print on a terminal or into a CI log. A file name may hold a line break, so that the rest of
/// it starts a new output line that a CI runner reads as a command (`::error::…`); an ESC starts
/// an ANSI sequence the terminal obeys; bidirectional overrides reorder what a reviewer reads.
/// Each such character is shown as a visible escape instead: `\n`, `\r`, `\u{1B}`.
package enum TerminalText {
    /// `text` with every character `needsEscape` names replaced by its visible escape. Tabs stay,
    /// unless `alsoEscaping` names them: a format with characters of its own to keep out (YAML
    /// comments, see `YAMLText`) passes those.
    package static func escape(_ text: String, alsoEscaping extra: (Unicode.Scalar) -> Bool = { _ in false }) -> String {
        func escapes(_ scalar: Unicode.Scalar) -> Bool { needsEscape(scalar) || extra(scalar) }
        guard text.unicodeScalars.contains(where: escapes) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if escapes(scalar) {
                result += visible(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// C0 controls but tab (LF, CR, ESC…), DEL, C1 controls (NEL U+0085, CSI U+009B…), the line
    /// and paragraph separators U+2028 and U+2029, and the bidirectional marks, embeddings,
    /// overrides and isolates (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069).
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    private static func visible(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default: return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
    }
}
