import Foundation

/// Reads translations from String Catalogs (`*.xcstrings`, JSON), `.strings` files
/// (`"key" = "value";` in a `de.lproj` folder) and `.stringsdict` plural rules
/// (`StringCatalogFrontend+Stringsdict`), keeping where each value is written.
package enum StringCatalogFrontend {
    package struct ReadError: Error, Equatable {
        package var message: String
        package var position: SourcePosition
    }

    /// A value of the wrong type in a catalog: the translation under it is not checked.
    package struct Warning: Equatable, Sendable {
        package var message: String
        package var position: SourcePosition
    }

    /// The facts of a catalog or `.strings` file; throws when the file cannot be read at all.
    package static func facts(source: String, path: String) throws(ReadError) -> FileFacts {
        try read(source: source, path: path).facts
    }

    /// The facts, and a warning for every value of the wrong type (a String Catalog's
    /// `"value": 42`, a `localizations` that is a list): what it holds is left out, never guessed.
    package static func read(source: String, path: String) throws(ReadError) -> (facts: FileFacts, warnings: [Warning]) {
        var facts = FileFacts(path: path)
        var warnings: [Warning] = []
        let lower = path.lowercased()
        if lower.hasSuffix(".xcstrings") {
            facts.localizations = try catalogLocalizations(source, warnings: &warnings)
        } else if lower.hasSuffix(".stringsdict") {
            facts.localizations = try stringsdictLocalizations(source, language: language(ofStringsFile: path))
        } else {
            facts.localizations = try stringsLocalizations(source, language: language(ofStringsFile: path))
        }
        return (facts, warnings)
    }

    /// `Resources/de.lproj/Localizable.strings` → `de`; `Base` stays `Base`.
    static func language(ofStringsFile path: String) -> String {
        let folder = path.split(separator: "/").dropLast().last { $0.hasSuffix(".lproj") }
        return folder.map { String($0.dropLast(".lproj".count)) } ?? "default"
    }

    /// Every `stringUnit.value` of every language, plural and device variations included.
    static func catalogLocalizations(_ source: String, warnings: inout [Warning]) throws(ReadError) -> [Localization] {
        let document: MarkedJSON
        do {
            document = try MarkedJSON.parse(source)
        } catch let error as MarkedJSON.SyntaxError {
            throw ReadError(message: "not valid JSON: \(error.message)", position: error.position)
        } catch {
            throw ReadError(message: "not valid JSON", position: SourcePosition(line: 1, column: 1))
        }
        guard case .object = document, let strings = document["strings"], case .object = strings else {
            throw ReadError(message: "not a String Catalog: no \"strings\" object at the top level", position: document.range.start)
        }
        var check = CatalogTypeCheck()
        let sourceLanguage = check.string(document["sourceLanguage"], at: "sourceLanguage")
        var result: [Localization] = []
        // Paths are spelled only for a warning: a catalog holds tens of thousands of values.
        for (key, entry) in strings.members where check.isObject(entry, at: "strings.\(key)") {
            let path = { "strings.\(key).localizations" }
            guard let localizations = entry["localizations"], check.isObject(localizations, at: path()) else { continue }
            for (language, localization) in localizations.members where check.isObject(localization, at: "\(path()).\(language)") {
                for (value, range) in unitValues(in: localization, at: { "\(path()).\(language)" }, check: &check) {
                    result.append(Localization(
                        key: key, language: language, value: value, range: range, isSourceLanguage: language == sourceLanguage))
                }
            }
        }
        warnings += check.warnings
        return result
    }

    /// `stringUnit.value` here and under `variations` (plural, device), at any depth.
    /// `path` spells where `node` is, asked only for a warning.
    private static func unitValues(in node: MarkedJSON, at path: () -> String, check: inout CatalogTypeCheck) -> [(String, SourceRange)] {
        var result: [(String, SourceRange)] = []
        if let unit = node["stringUnit"], check.isObject(unit, at: "\(path()).stringUnit"), let value = unit["value"],
            let text = check.string(value, at: "\(path()).stringUnit.value")
        {
            result.append((text, value.range))
        }
        if let variations = node["variations"], check.isObject(variations, at: "\(path()).variations") {
            for (name, kind) in variations.members where check.isObject(kind, at: "\(path()).variations.\(name)") {
                for (case_, variant) in kind.members where check.isObject(variant, at: "\(path()).variations.\(name).\(case_)") {
                    result += unitValues(in: variant, at: { "\(path()).variations.\(name).\(case_)" }, check: &check)
                }
            }
        }
        return result
    }

    /// Collects a warning for each value whose type is not what a String Catalog holds there.
    private struct CatalogTypeCheck {
        var warnings: [Warning] = []

        mutating func isObject(_ node: MarkedJSON, at path: @autoclosure () -> String) -> Bool {
            if case .object = node { return true }
            warn(node, at: path(), expected: "an object")
            return false
        }

        /// The text of a string value; nil (with a warning) for another type, nil for no value.
        mutating func string(_ node: MarkedJSON?, at path: @autoclosure () -> String) -> String? {
            guard let node else { return nil }
            if let text = node.string { return text }
            warn(node, at: path(), expected: "a string")
            return nil
        }

        private mutating func warn(_ node: MarkedJSON, at path: String, expected: String) {
            warnings.append(Warning(
                message: "\(path): expected \(expected), got \(node.kindName); what it holds is not checked", position: node.range.start))
        }
    }

    /// `"key" = "value";` pairs; `/* */` and `//` comments are skipped. Throws `ReadError` at an
    /// unterminated string or `/*` comment, whose start is where the reader's view of the file
    /// begins to differ from the author's.
    static func stringsLocalizations(_ source: String, language: String) throws(ReadError) -> [Localization] {
        let bytes = Array(source.utf8)
        var scanner = StringsScanner(bytes: bytes, cursor: LineTable.Cursor(LineTable(bytes: bytes)))
        var result: [Localization] = []
        while true {
            try scanner.skipTrivia()
            guard !scanner.atEnd else { return result }
            let key = try scanner.token()
            try scanner.skipTrivia()
            try scanner.expect("=")
            try scanner.skipTrivia()
            let valueStart = scanner.position
            let value = try scanner.token()
            let range = SourceRange(start: valueStart, end: scanner.position)
            try scanner.skipTrivia()
            try scanner.expect(";")
            result.append(Localization(key: key, language: language, value: value, range: range, isSourceLanguage: language == "Base"))
        }
    }

    /// Reads the text's UTF-8 bytes (valid: they come from a `String`), a scalar at a time where
    /// a Unicode property decides, and a run of plain characters as one piece: a translation
    /// table is tens of thousands of values, in dozens of languages.
    private struct StringsScanner {
        let bytes: [UInt8]
        /// The UTF-8 offset of the current scalar's first byte.
        var index = 0
        /// Places `index`; the scanner only moves forward.
        var cursor: LineTable.Cursor

        var atEnd: Bool { index >= bytes.count }
        var position: SourcePosition {
            mutating get { cursor.position(atUTF8Offset: index) }
        }

        /// Whether the byte at `index + offset` is this ASCII character.
        func at(_ ascii: Unicode.Scalar, _ offset: Int = 0) -> Bool {
            index + offset < bytes.count && bytes[index + offset] == UInt8(ascii: ascii)
        }

        /// The scalar at `index`, decoded from its bytes.
        func peek() -> Unicode.Scalar? {
            guard index < bytes.count else { return nil }
            let lead = bytes[index]
            if lead < 0x80 { return Unicode.Scalar(lead) }
            var value = UInt32(lead) & (lead >= 0xF0 ? 0x07 : lead >= 0xE0 ? 0x0F : 0x1F)
            for offset in 1..<Self.length(lead) where index + offset < bytes.count {
                value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
            }
            return Unicode.Scalar(value) ?? "\u{FFFD}"
        }

        static func length(_ lead: UInt8) -> Int { lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4 }

        mutating func advance() {
            index = min(index + Self.length(bytes[index]), bytes.count)
        }

        /// `properties.isWhitespace` (Unicode's White_Space) or the byte-order mark.
        func atWhitespace() -> Bool {
            guard index < bytes.count else { return false }
            switch bytes[index] {
            case 0x09...0x0D, 0x20: return true
            case 0x00..<0x80: return false
            default: return peek().map { $0.properties.isWhitespace || $0 == "\u{FEFF}" } ?? false
            }
        }

        /// Skips whitespace and comments. A `/*` without its `*/` would hide the rest of the
        /// file (the translations after it unchecked, and no word said): it throws at the `/*`.
        mutating func skipTrivia() throws(ReadError) {
            while !atEnd {
                if atWhitespace() {
                    advance()
                } else if at("/"), at("*", 1) {
                    let start = position
                    index += 2
                    // ASCII bytes: never inside a multi-byte scalar.
                    while !atEnd, !(at("*") && at("/", 1)) { index += 1 }
                    guard !atEnd else { throw ReadError(message: "unterminated /* comment in the .strings file (no */ after it)", position: start) }
                    index += 2
                } else if at("/"), at("/", 1) {
                    // A lone `\r` ends the line too, as `LineTable` counts lines.
                    while !atEnd, !at("\n"), !at("\r") { index += 1 }
                } else {
                    return
                }
            }
        }

        mutating func expect(_ scalar: Unicode.Scalar) throws(ReadError) {
            guard at(scalar) else {
                throw ReadError(message: "expected '\(scalar)' in the .strings file", position: position)
            }
            index += 1
        }

        func slice(from start: Int, to end: Int) -> String {
            String(decoding: bytes[start..<end], as: UTF8.self)
        }

        /// A quoted string with escapes, or a bare word.
        mutating func token() throws(ReadError) -> String {
            guard at("\"") else {
                let start = index
                while let scalar = peek(), scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar) {
                    advance()
                }
                guard index > start else { throw ReadError(message: "expected a quoted string in the .strings file", position: position) }
                return slice(from: start, to: index)
            }
            index += 1
            var text = ""
            // Plain bytes since the last escape, appended as one piece.
            var run = index
            while true {
                guard !atEnd else { throw ReadError(message: "unterminated string in the .strings file", position: position) }
                if at("\"") {
                    text += slice(from: run, to: index)
                    index += 1
                    return text
                }
                guard at("\\"), index + 1 < bytes.count else {
                    index += 1
                    continue
                }
                text += slice(from: run, to: index)
                index += 1
                let escaped = bytes[index]
                index += 1
                run = index
                switch escaped {
                case UInt8(ascii: "n"): text += "\n"
                case UInt8(ascii: "t"): text += "\t"
                case UInt8(ascii: "U"), UInt8(ascii: "u"):
                    var code: UInt32 = 0
                    var digits = 0
                    while digits < 4, index < bytes.count, let digit = MarkedJSON.hexValue(bytes[index]) {
                        code = code * 16 + digit
                        digits += 1
                        index += 1
                    }
                    text.unicodeScalars.append(digits == 0 ? "\u{FFFD}" : Unicode.Scalar(code) ?? "\u{FFFD}")
                    run = index
                default:
                    // Any other escaped scalar stands for itself: it starts the next run (its
                    // continuation bytes, if any, follow it there).
                    run = index - 1
                }
            }
        }
    }
}
