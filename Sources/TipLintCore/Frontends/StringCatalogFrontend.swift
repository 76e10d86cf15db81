import Foundation

/// Reads translations from String Catalogs (`*.xcstrings`, JSON) and `.strings` files
/// (`"key" = "value";` in a `de.lproj` folder), keeping where each value is written.
package enum StringCatalogFrontend {
    package struct ReadError: Error, Equatable {
        package var message: String
        package var position: SourcePosition
    }

    package static func facts(source: String, path: String) throws(ReadError) -> FileFacts {
        var facts = FileFacts(path: path)
        facts.localizations = path.lowercased().hasSuffix(".xcstrings")
            ? try catalogLocalizations(source)
            : try stringsLocalizations(source, language: language(ofStringsFile: path))
        return facts
    }

    /// `Resources/de.lproj/Localizable.strings` → `de`; `Base` stays `Base`.
    static func language(ofStringsFile path: String) -> String {
        let folder = path.split(separator: "/").dropLast().last { $0.hasSuffix(".lproj") }
        return folder.map { String($0.dropLast(".lproj".count)) } ?? "default"
    }

    /// Every `stringUnit.value` of every language, plural and device variations included.
    static func catalogLocalizations(_ source: String) throws(ReadError) -> [Localization] {
        let document: MarkedJSON
        do {
            document = try MarkedJSON.parse(source)
        } catch let error as MarkedJSON.SyntaxError {
            throw ReadError(message: "not valid JSON: \(error.message)", position: error.position)
        } catch {
            throw ReadError(message: "not valid JSON", position: SourcePosition(line: 1, column: 1))
        }
        guard case .object = document, let strings = document["strings"] else {
            throw ReadError(message: "not a String Catalog: no \"strings\" object at the top level", position: document.range.start)
        }
        var result: [Localization] = []
        let sourceLanguage = document["sourceLanguage"]?.string
        for (key, entry) in strings.members {
            for (language, localization) in entry["localizations"]?.members ?? [] {
                for (value, range) in unitValues(in: localization) {
                    result.append(Localization(
                        key: key, language: language, value: value, range: range, isSourceLanguage: language == sourceLanguage))
                }
            }
        }
        return result
    }

    /// `stringUnit.value` here and under `variations` (plural, device), at any depth.
    private static func unitValues(in node: MarkedJSON) -> [(String, SourceRange)] {
        var result: [(String, SourceRange)] = []
        if let unit = node["stringUnit"], let value = unit["value"], let text = value.string {
            result.append((text, value.range))
        }
        if let variations = node["variations"] {
            for (_, kind) in variations.members {
                for (_, variant) in kind.members { result += unitValues(in: variant) }
            }
        }
        return result
    }

    /// `"key" = "value";` pairs; `/* */` and `//` comments are skipped.
    static func stringsLocalizations(_ source: String, language: String) throws(ReadError) -> [Localization] {
        var scanner = StringsScanner(scalars: Array(source.unicodeScalars), cursor: LineTable.Cursor(LineTable(source)))
        var result: [Localization] = []
        while true {
            scanner.skipTrivia()
            guard !scanner.atEnd else { return result }
            let key = try scanner.token()
            scanner.skipTrivia()
            try scanner.expect("=")
            scanner.skipTrivia()
            let valueStart = scanner.position
            let value = try scanner.token()
            let range = SourceRange(start: valueStart, end: scanner.position)
            scanner.skipTrivia()
            try scanner.expect(";")
            result.append(Localization(key: key, language: language, value: value, range: range, isSourceLanguage: language == "Base"))
        }
    }

    private struct StringsScanner {
        let scalars: [Unicode.Scalar]
        var index = 0
        /// Places `index` as a line and UTF-16 column; the scanner only moves forward.
        var cursor: LineTable.Cursor

        var atEnd: Bool { index >= scalars.count }
        var position: SourcePosition {
            mutating get { cursor.position(atScalarIndex: index) }
        }

        mutating func advance() {
            index += 1
        }

        func peek(_ offset: Int = 0) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }

        mutating func skipTrivia() {
            while let scalar = peek() {
                if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                    advance()
                } else if scalar == "/", peek(1) == "*" {
                    while !atEnd, !(peek() == "*" && peek(1) == "/") { advance() }
                    if !atEnd { advance(); advance() }
                } else if scalar == "/", peek(1) == "/" {
                    while let next = peek(), next != "\n" { _ = next; advance() }
                } else {
                    return
                }
            }
        }

        mutating func expect(_ scalar: Unicode.Scalar) throws(ReadError) {
            guard peek() == scalar else {
                throw ReadError(message: "expected '\(scalar)' in the .strings file", position: position)
            }
            advance()
        }

        /// A quoted string with escapes, or a bare word.
        mutating func token() throws(ReadError) -> String {
            var text = ""
            guard peek() == "\"" else {
                while let scalar = peek(), scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar) {
                    text.unicodeScalars.append(scalar)
                    advance()
                }
                guard !text.isEmpty else { throw ReadError(message: "expected a quoted string in the .strings file", position: position) }
                return text
            }
            advance()
            while true {
                guard let scalar = peek() else { throw ReadError(message: "unterminated string in the .strings file", position: position) }
                advance()
                if scalar == "\"" { return text }
                guard scalar == "\\", let escaped = peek() else {
                    text.unicodeScalars.append(scalar)
                    continue
                }
                advance()
                switch escaped {
                case "n": text += "\n"
                case "t": text += "\t"
                case "U", "u":
                    var digits = ""
                    while digits.count < 4, let digit = peek(), digit.properties.isASCIIHexDigit {
                        digits.unicodeScalars.append(digit)
                        advance()
                    }
                    text.unicodeScalars.append(UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init) ?? "\u{FFFD}")
                default: text.unicodeScalars.append(escaped)
                }
            }
        }
    }
}
