/// `.stringsdict` files (a property list of plural rules in a `de.lproj` folder): each plural
/// variant of each key, as a person reads it: the key's format with its variable replaced by
/// the variant (`%#@notes@ pinned` with `other` = `%d notes` reads `%d notes pinned`).
extension StringCatalogFrontend {
    /// The plural categories a variable's rule holds.
    private static let pluralCategories: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    static func stringsdictLocalizations(_ source: String, language: String) throws(ReadError) -> [Localization] {
        var reader = PlistReader(scalars: Array(source.unicodeScalars), cursor: LineTable.Cursor(LineTable(source)))
        guard case .dict(let entries) = try reader.document() else {
            throw ReadError(message: "not a .stringsdict: no dictionary at the top level", position: SourcePosition(line: 1, column: 1))
        }
        var result: [Localization] = []
        for (key, entry) in entries {
            guard case .dict(let members) = entry,
                case .string(let format, _)? = members.first(where: { $0.key == "NSStringLocalizedFormatKey" })?.value
            else { continue }
            for (variable, rule) in members where variable != "NSStringLocalizedFormatKey" {
                guard case .dict(let variants) = rule else { continue }
                for (category, variant) in variants where pluralCategories.contains(category) {
                    guard case .string(let text, let range) = variant else { continue }
                    let value = format.replacingOccurrences(of: "%#@\(variable)@", with: text)
                    result.append(Localization(key: key, language: language, value: value, range: range, isSourceLanguage: language == "Base"))
                }
            }
        }
        return result
    }

    /// What the reader keeps of a property list: dictionaries and strings (with where the text is).
    private enum PlistValue {
        case dict([(key: String, value: PlistValue)])
        case string(String, SourceRange)
        case other
    }

    /// Reads the XML form of a property list: `<dict>`, `<key>`, `<string>`; other values are
    /// skipped whole. Throws where the markup stops making sense.
    private struct PlistReader {
        let scalars: [Unicode.Scalar]
        var index = 0
        var cursor: LineTable.Cursor

        var position: SourcePosition {
            mutating get { cursor.position(atScalarIndex: index) }
        }

        func peek(_ offset: Int = 0) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }

        func startsWith(_ text: String) -> Bool {
            for (offset, scalar) in text.unicodeScalars.enumerated() where peek(offset) != scalar { return false }
            return true
        }

        /// The value inside `<plist>`, after the XML declaration, doctype and comments.
        mutating func document() throws(ReadError) -> PlistValue {
            while true {
                skipSpace()
                if startsWith("<?") || startsWith("<!") {
                    try skip(past: startsWith("<!--") ? "-->" : ">")
                } else if startsWith("<plist") {
                    try skip(past: ">")
                } else {
                    return try value(depth: 0)
                }
            }
        }

        /// A `.stringsdict` nests three dictionaries (key, variable, variants); a file nested far
        /// deeper is not one, and each level is a frame of this reader's recursion.
        static let maximumDepth = 16

        mutating func value(depth: Int) throws(ReadError) -> PlistValue {
            skipTrivia()
            let start = position
            guard depth <= Self.maximumDepth else {
                throw ReadError(message: "values nested more than \(Self.maximumDepth) deep; not a .stringsdict", position: start)
            }
            let tag = try openTag()
            switch tag.name {
            case "dict" where !tag.closed:
                var members: [(key: String, value: PlistValue)] = []
                while true {
                    skipTrivia()
                    if startsWith("</dict>") {
                        try skip(past: ">")
                        return .dict(members)
                    }
                    let keyTag = try openTag()
                    guard keyTag.name == "key", !keyTag.closed else {
                        throw ReadError(message: "expected <key> in a <dict> of the .stringsdict file", position: start)
                    }
                    let key = try text(until: "</key>").text
                    members.append((key, try value(depth: depth + 1)))
                }
            case "string":
                if tag.closed { return .string("", SourceRange(start: start, end: position)) }
                let (text, range) = try text(until: "</string>")
                return .string(text, range)
            default:
                if !tag.closed { try skip(past: "</\(tag.name)>") }
                return .other
            }
        }

        /// `<name …>` or `<name/>`.
        private mutating func openTag() throws(ReadError) -> (name: String, closed: Bool) {
            let start = position
            guard peek() == "<" else { throw ReadError(message: "expected a tag in the .stringsdict file", position: start) }
            index += 1
            var name = ""
            while let scalar = peek(), scalar != ">", scalar != "/", !scalar.properties.isWhitespace {
                name.unicodeScalars.append(scalar)
                index += 1
            }
            var closed = false
            while let scalar = peek(), scalar != ">" {
                closed = scalar == "/"
                index += 1
            }
            guard peek() == ">", !name.isEmpty else { throw ReadError(message: "unterminated tag in the .stringsdict file", position: start) }
            index += 1
            return (name, closed)
        }

        /// The text up to `end` (consumed), with XML's character references resolved.
        private mutating func text(until end: String) throws(ReadError) -> (text: String, range: SourceRange) {
            let start = position
            var raw = ""
            while !startsWith(end) {
                guard let scalar = peek() else { throw ReadError(message: "no \(end) after this in the .stringsdict file", position: start) }
                raw.unicodeScalars.append(scalar)
                index += 1
            }
            let range = SourceRange(start: start, end: position)
            index += end.unicodeScalars.count
            return (Self.unescaped(raw), range)
        }

        private static func unescaped(_ raw: String) -> String {
            guard raw.contains("&") else { return raw }
            var result = raw
            for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&amp;", "&")] {
                result = result.replacingOccurrences(of: entity, with: character)
            }
            return result
        }

        private mutating func skip(past end: String) throws(ReadError) {
            let start = position
            while !startsWith(end) {
                guard peek() != nil else { throw ReadError(message: "no \(end) after this in the .stringsdict file", position: start) }
                index += 1
            }
            index += end.unicodeScalars.count
        }

        private mutating func skipSpace() {
            while let scalar = peek(), scalar.properties.isWhitespace || scalar == "\u{FEFF}" { index += 1 }
        }

        /// Whitespace and `<!-- -->` comments between values.
        private mutating func skipTrivia() {
            while true {
                skipSpace()
                guard startsWith("<!--") else { return }
                while peek() != nil, !startsWith("-->") { index += 1 }
                index = min(index + 3, scalars.count)
            }
        }
    }
}
