/// A YAML value with the place it was written, so that every error can point into the file.
/// It is also the raw form of a tip manifest that `manifest-schema` checks (`RawManifest`),
/// hence Codable. Places are 1-based lines and UTF-16 columns.
package struct YAMLNode: Codable, Hashable, Sendable {
    package indirect enum Value: Codable, Hashable, Sendable {
        /// `quoted` is true for '…' and "…" scalars, which are always strings.
        case scalar(String, quoted: Bool)
        case sequence([YAMLNode])
        case mapping([Entry])
    }

    /// One `key: value` of a mapping, in the order written.
    package struct Entry: Codable, Hashable, Sendable {
        package var key: YAMLNode
        package var value: YAMLNode
    }

    package var value: Value
    /// Where the node's first character is.
    package var position: SourcePosition
    /// Just past a scalar's last character (quotes included); nil for collections.
    package var end: SourcePosition?

    /// The scalar as written, or the node's first character.
    package var range: SourceRange {
        SourceRange(start: position, end: end ?? SourcePosition(line: position.line, column: position.column + 1))
    }

    /// The text of a scalar, nil for collections.
    package var scalar: String? {
        if case .scalar(let text, _) = value { return text }
        return nil
    }

    /// A plain `~`, `null` or empty scalar.
    package var isNull: Bool {
        if case .scalar(let text, let quoted) = value { return !quoted && ["", "~", "null", "Null", "NULL"].contains(text) }
        return false
    }

    /// How an error names the node: the scalar in quotes, or "a list" / "a map".
    package var kindName: String {
        switch value {
        case .scalar(let text, _): return "\"\(text)\""
        case .sequence: return "a list"
        case .mapping: return "a map"
        }
    }

    // MARK: Typed access; each failure names the key path and points at the node.
    // The errors carry no file path: the reader of the whole document adds it.

    package func string(keyPath: String) throws(ConfigurationError) -> String {
        guard let text = scalar else { throw ConfigurationError.wrongType(expected: "a string", at: self, keyPath: keyPath) }
        return text
    }

    package func integer(keyPath: String, minimum: Int) throws(ConfigurationError) -> Int {
        guard let text = scalar, let number = Int(text) else {
            throw ConfigurationError.wrongType(expected: "a whole number", at: self, keyPath: keyPath)
        }
        guard number >= minimum else {
            throw ConfigurationError.badValue("must be at least \(minimum), got \(number)", at: self, keyPath: keyPath)
        }
        return number
    }

    package func boolean(keyPath: String) throws(ConfigurationError) -> Bool {
        switch scalar {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw ConfigurationError.wrongType(expected: "true or false", at: self, keyPath: keyPath)
        }
    }

    package func choice(keyPath: String, allowed: [String]) throws(ConfigurationError) -> String {
        let text = try string(keyPath: keyPath)
        guard allowed.contains(text) else {
            // `eror`: the same "did you mean" a misspelt key or severity gets.
            let hint = Suggestion.didYouMean(text, in: allowed, quote: "\"").map { "; \($0)" } ?? ""
            throw ConfigurationError.badValue(
                "must be one of \(allowed.joined(separator: ", ")), got \"\(text)\"\(hint)", at: self, keyPath: keyPath)
        }
        return text
    }

    /// A list of strings with their nodes; a single string is accepted as a list of one.
    package func stringNodes(keyPath: String) throws(ConfigurationError) -> [(text: String, node: YAMLNode, keyPath: String)] {
        switch value {
        case .scalar(let text, _): return [(text, self, keyPath)]
        case .sequence(let items):
            var result: [(text: String, node: YAMLNode, keyPath: String)] = []
            for (index, item) in items.enumerated() {
                let itemPath = "\(keyPath)[\(index)]"
                result.append((try item.string(keyPath: itemPath), item, itemPath))
            }
            return result
        case .mapping:
            throw ConfigurationError.wrongType(expected: "a list of strings", at: self, keyPath: keyPath)
        }
    }

    /// A list of strings; a single string is accepted as a list of one.
    package func stringList(keyPath: String) throws(ConfigurationError) -> [String] {
        try stringNodes(keyPath: keyPath).map(\.text)
    }

    /// The items of a list; null is the empty list.
    package func items(keyPath: String) throws(ConfigurationError) -> [YAMLNode] {
        if isNull { return [] }
        guard case .sequence(let items) = value else {
            throw ConfigurationError.wrongType(expected: "a list", at: self, keyPath: keyPath)
        }
        return items
    }

    /// The entries of a map (null is the empty map) whose keys are strings, each given once.
    package func mappingEntries(keyPath: String) throws(ConfigurationError) -> [(key: YAMLNode, value: YAMLNode)] {
        let (entries, repeated) = try mappingEntriesKeepingFirst(keyPath: keyPath)
        if let first = repeated.first { throw first }
        return entries
    }

    /// The entries of a map whose keys are strings, a repeated key's first entry only, and an
    /// error at each repetition ("… is given twice"), so that a reader can report it and go on.
    /// Throws when the node is not a map (null is the empty map) or a key is not a string.
    package func mappingEntriesKeepingFirst(
        keyPath: String
    ) throws(ConfigurationError) -> (entries: [(key: YAMLNode, value: YAMLNode)], repeated: [ConfigurationError]) {
        if isNull { return ([], []) }
        guard case .mapping(let entries) = value else {
            throw ConfigurationError.wrongType(expected: "a map", at: self, keyPath: keyPath)
        }
        var firstLines: [String: Int] = [:]
        var kept: [(key: YAMLNode, value: YAMLNode)] = []
        var repeated: [ConfigurationError] = []
        for entry in entries {
            let key = try entry.key.string(keyPath: keyPath)
            if let line = firstLines[key] {
                repeated.append(ConfigurationError.badValue(
                    "\"\(key)\" is given twice (first on line \(line)); give each key once", at: entry.key, keyPath: keyPath))
            } else {
                firstLines[key] = entry.key.position.line
                kept.append((entry.key, entry.value))
            }
        }
        return (kept, repeated)
    }
}
