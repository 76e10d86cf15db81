import Foundation

/// A top-level key of a configuration file set to a new one-line value in place, as a person
/// would edit it: the key's value replaced on its own line, or the key added at the end when it
/// is absent. Every comment and every other line stays byte for byte, so that a commented file
/// (`tiplint init`'s) keeps its comments. `--write-baseline FILE --set-baseline-key` writes
/// `baseline: FILE` through it.
///
/// It only computes text; the caller writes it (`SafeFileWriter.write(_:replacing:at:)`).
package enum ConfigurationKeyEdit {
    /// Why the key cannot be set in place: said in words for the person to edit the file by hand.
    package struct Refusal: Error, Equatable, CustomStringConvertible {
        package var description: String
    }

    /// `text` (the configuration file at `path`, absolute; `root` its folder) with the top-level
    /// `key` set to the string `value`, which is quoted when YAML would read it otherwise. The
    /// result is read back before it is returned: it must be a configuration `rules` accept, with
    /// `key` holding `value`. Throws `ConfigurationError` when `text` itself is not valid YAML, and
    /// `Refusal` when the value cannot be replaced on one line (a block or multi-line value, a
    /// flow map `{…}` at the top) or the edited text would not read back.
    package static func setting(
        _ key: String, to value: String, in text: String, path: String, root: String, rules: [AnyRule]
    ) throws -> String {
        let scalar = yamlScalar(value)
        let edited: String
        let document = try YAMLReader.parse(text, path: path)
        if let document, !document.isNull {
            guard case .mapping(let entries) = document.value, !startsFlowMap(text, at: document.position) else {
                throw Refusal(description: "its top level is not a block map of keys (`key: value` lines), so the \(key) key cannot be set in place; add `\(key): \(scalar)` by hand")
            }
            if let entry = entries.first(where: { $0.key.scalar == key }) {
                edited = try replacing(entry, key: key, with: scalar, in: text)
            } else {
                let indent = String(repeating: " ", count: max(0, (entries.first?.key.position.column ?? 1) - 1))
                edited = appending("\(indent)\(key): \(scalar)", to: text)
            }
        } else {
            edited = appending("\(key): \(scalar)", to: text)
        }
        // Read back: the edit must mean what it says, and nothing else may have moved.
        let reread = try? YAMLReader.parse(edited, path: path)
        guard case .mapping(let after)? = reread?.value,
            after.first(where: { $0.key.scalar == key })?.value.scalar == value,
            (try? Configuration.parse(edited, path: path, root: root, rules: rules)) != nil
        else {
            throw Refusal(description: "setting \(key) in place would not read back as \(scalar); set `\(key): \(scalar)` by hand")
        }
        return edited
    }

    /// `value` as a YAML scalar: plain when it is a path of ordinary characters that YAML reads
    /// as that string, double-quoted otherwise (`off` itself, `null`, spaces, `#`, `:`).
    static func yamlScalar(_ value: String) -> String {
        let plain = value.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "._/-".unicodeScalars.contains($0)) }
        let special = ["off", "on", "yes", "no", "true", "false", "null", "~", "y", "n"].contains(value.lowercased())
        guard plain, !value.isEmpty, !value.hasPrefix("-"), !special else { return YAMLText.doubleQuoted(value) }
        return value
    }

    /// Whether the node at `position` opens with `{` (a flow map): nothing can be added to one
    /// as a line of its own.
    private static func startsFlowMap(_ text: String, at position: SourcePosition) -> Bool {
        guard let line = lines(of: text)[safeIndex: position.line - 1], let index = stringIndex(line, utf16Column: position.column) else { return false }
        return line[index...].first == "{"
    }

    /// `text` with `entry`'s value replaced by `scalar` on its line. The value must be a scalar
    /// on the key's own line; what follows it there (a comment) stays.
    private static func replacing(_ entry: YAMLNode.Entry, key: String, with scalar: String, in text: String) throws -> String {
        let value = entry.value
        guard value.scalar != nil, let end = value.end, value.position.line == entry.key.position.line, end.line == value.position.line else {
            throw Refusal(description: "its \(key) value is not a one-line value beside the key, so it cannot be set in place; write `\(key): \(scalar)` there by hand")
        }
        var all = lines(of: text)
        let number = value.position.line - 1
        guard let line = all[safeIndex: number], let start = stringIndex(line, utf16Column: value.position.column),
            let stop = stringIndex(line, utf16Column: end.column), start <= stop
        else {
            throw Refusal(description: "its \(key) value could not be found on line \(value.position.line); write `\(key): \(scalar)` there by hand")
        }
        // `baseline:` with no value at all (null): the new value goes after one space.
        let afterColon: Bool = start > line.startIndex && line[line.index(before: start)] == ":"
        let lead: String = start == stop && afterColon ? " " : ""
        let before = String(line[..<start])
        let after = String(line[stop...])
        all[number] = Substring(before + lead + scalar + after)
        return all.joined()
    }

    /// `text` with `line` added at its end, in the file's own line ending.
    private static func appending(_ line: String, to text: String) -> String {
        let newline = text.contains("\r\n") ? "\r\n" : "\n"
        let separated = text.isEmpty || text.hasSuffix("\n") ? text : text + newline
        return separated + line + newline
    }

    /// The lines of `text`, each with its line ending, so that joining them gives `text` back.
    private static func lines(of text: String) -> [Substring] {
        var result: [Substring] = []
        var start = text.startIndex
        for index in text.indices where text[index] == "\n" || text[index] == "\r\n" {
            let next = text.index(after: index)
            result.append(text[start..<next])
            start = next
        }
        if start < text.endIndex { result.append(text[start...]) }
        return result
    }

    /// The index of a 1-based UTF-16 column in `line`; nil past its end or inside a character.
    private static func stringIndex(_ line: Substring, utf16Column column: Int) -> Substring.Index? {
        guard column >= 1, column - 1 <= line.utf16.count else { return nil }
        let utf16 = line.utf16.index(line.utf16.startIndex, offsetBy: column - 1)
        return Substring.Index(utf16, within: line)
    }
}

extension Array {
    fileprivate subscript(safeIndex index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
