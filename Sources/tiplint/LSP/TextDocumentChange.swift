import Foundation

/// One entry of `didChange`'s `contentChanges` under incremental sync: the text of a range
/// replaced, or (without a range) the whole document.
///
/// Positions are LSP's: 0-based lines, `character` in UTF-16 code units. Line breaks are `\n`,
/// `\r\n` and `\r`, as the protocol defines them. A position past the end of its line means the
/// line's end, and a line past the last means the end of the text, as the protocol asks of a
/// server, so a sloppy client never makes the document unusable.
struct TextDocumentChange {
    var range: (start: (line: Int, character: Int), end: (line: Int, character: Int))?
    var text: String

    /// Nil when `change` has no `text`, or a range that is not two positions.
    init?(_ change: [String: Any]) {
        guard let text = change["text"] as? String else { return nil }
        self.text = text
        guard let range = change["range"] else { return }
        func position(_ value: Any?) -> (Int, Int)? {
            guard let value = value as? [String: Any], let line = value["line"] as? Int, let character = value["character"] as? Int,
                line >= 0, character >= 0
            else { return nil }
            return (line, character)
        }
        guard let range = range as? [String: Any], let start = position(range["start"]), let end = position(range["end"]) else { return nil }
        self.range = (start, end)
    }

    /// `document` with this change made. A range whose end comes before its start replaces nothing.
    func applied(to document: String) -> String {
        guard let range else { return text }
        let units = Array(document.utf16)
        let start = Self.offset(of: range.start, in: units)
        let end = max(start, Self.offset(of: range.end, in: units))
        return String(decoding: units[..<start], as: UTF16.self) + text + String(decoding: units[end...], as: UTF16.self)
    }

    /// The UTF-16 offset of a position, clamped to its line and to the text.
    static func offset(of position: (line: Int, character: Int), in units: [UInt16]) -> Int {
        var line = 0
        var index = 0
        while line < position.line {
            guard index < units.count else { return units.count }
            if units[index] == 0x0A {
                line += 1
            } else if units[index] == 0x0D {
                line += 1
                if index + 1 < units.count, units[index + 1] == 0x0A { index += 1 }
            }
            index += 1
        }
        let lineStart = index
        while index < units.count, units[index] != 0x0A, units[index] != 0x0D { index += 1 }
        // Clamped before adding: a client may send any Int (Int.max overflowed the sum).
        return lineStart + min(max(position.character, 0), index - lineStart)
    }
}
