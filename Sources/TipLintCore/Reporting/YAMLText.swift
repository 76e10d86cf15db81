/// Text from the project written into YAML that tiplint's own manifest reader (libyaml) and
/// other YAML 1.1 readers (PyYAML) load back as the same string, and that shows nothing
/// raw on a terminal: no control character, line separator or bidirectional override.
package enum YAMLText {
    /// `text` as a YAML double-quoted scalar, quotes included. `"` and `\` are escaped, and so
    /// is every character a YAML reader refuses (C0 and C1 controls, DEL, U+FFFE, U+FFFF),
    /// folds into a space (line breaks: LF, CR, NEL, U+2028, U+2029), or that `TerminalText`
    /// escapes for the terminal (bidirectional marks), plus tab and U+FEFF, which are invisible:
    /// `\t`, `\n`, `\N`, `\L`, `\P`, `\x7F`, `\u202E`. A JSON string is not enough: JSON leaves
    /// DEL, C1 controls and U+2028 raw, and libyaml rejects the first two.
    package static func doubleQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                if needsEscape(scalar) {
                    result += escaped(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `text` for a `#` comment: what `doubleQuoted` escapes is shown as `TerminalText` shows
    /// it (`\u{202E}`), so that nothing can end the comment's line or reorder what is read.
    package static func comment(_ text: String) -> String {
        TerminalText.escape(text, alsoEscaping: needsEscape)
    }

    /// Whether `scalar` is written as an escape rather than as itself.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0xFEFF, 0xFFFE, 0xFFFF: return true
        default: return TerminalText.needsEscape(scalar)
        }
    }

    /// YAML's escape for one character: its short form where YAML has one, else `\xXX`,
    /// `\uXXXX` or `\UXXXXXXXX` by size.
    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x00: return "\\0"
        case 0x09: return "\\t"
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x1B: return "\\e"
        case 0x85: return "\\N"
        case 0x2028: return "\\L"
        case 0x2029: return "\\P"
        case let value:
            let digits = String(value, radix: 16, uppercase: true)
            let (prefix, width) = value <= 0xFF ? ("x", 2) : value <= 0xFFFF ? ("u", 4) : ("U", 8)
            return "\\" + prefix + String(repeating: "0", count: width - digits.count) + digits
        }
    }
}
