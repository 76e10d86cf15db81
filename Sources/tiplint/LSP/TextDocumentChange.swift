import Foundation
import TipLintCore

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
        let table = LineTable(document)
        let start = table.utf8Offset(clampingLine: range.start.line, utf16Column: range.start.character)
        let end = max(start, table.utf8Offset(clampingLine: range.end.line, utf16Column: range.end.character))
        var bytes = Array(document.utf8)
        bytes.replaceSubrange(start..<end, with: Array(text.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }
}
