/// A YAML value with the place it was written, so that every error can point into the file.
/// It is also the raw form of a tip manifest that `manifest-schema` checks (`RawManifest`),
/// hence Codable. Places are 1-based lines and UTF-16 columns.
public struct YAMLNode: Codable, Hashable, Sendable {
    public indirect enum Value: Codable, Hashable, Sendable {
        /// `quoted` is true for '…' and "…" scalars, which are always strings.
        case scalar(String, quoted: Bool)
        case sequence([YAMLNode])
        case mapping([Entry])
    }

    /// One `key: value` of a mapping, in the order written.
    public struct Entry: Codable, Hashable, Sendable {
        public var key: YAMLNode
        public var value: YAMLNode
    }

    public var value: Value
    /// Where the node's first character is.
    public var position: SourcePosition
    /// Just past a scalar's last character (quotes included); nil for collections.
    public var end: SourcePosition?

    public init(value: Value, position: SourcePosition, end: SourcePosition? = nil) {
        self.value = value
        self.position = position
        self.end = end
    }

    /// The scalar as written, or the node's first character.
    public var range: SourceRange {
        SourceRange(start: position, end: end ?? SourcePosition(line: position.line, column: position.column + 1))
    }

    /// The text of a scalar, nil for collections.
    public var scalar: String? {
        if case .scalar(let text, _) = value { return text }
        return nil
    }

    /// A plain `~`, `null` or empty scalar.
    public var isNull: Bool {
        if case .scalar(let text, let quoted) = value { return !quoted && ["", "~", "null", "Null", "NULL"].contains(text) }
        return false
    }

    /// How an error names the node: the scalar in quotes, or "a list" / "a map".
    public var kindName: String {
        switch value {
        case .scalar(let text, _): return "\"\(text)\""
        case .sequence: return "a list"
        case .mapping: return "a map"
        }
    }

    // MARK: Typed access; each failure names the key path and points at the node.
    // The errors carry no file path: the reader of the whole document adds it.

    public func string(keyPath: String) throws(ConfigurationError) -> String {
        guard let text = scalar else { throw ConfigurationError.wrongType(expected: "a string", at: self, keyPath: keyPath) }
        return text
    }

    public func integer(keyPath: String, minimum: Int) throws(ConfigurationError) -> Int {
        guard let text = scalar, let number = Int(text) else {
            throw ConfigurationError.wrongType(expected: "a whole number", at: self, keyPath: keyPath)
        }
        guard number >= minimum else {
            throw ConfigurationError.badValue("must be at least \(minimum), got \(number)", at: self, keyPath: keyPath)
        }
        return number
    }

    public func boolean(keyPath: String) throws(ConfigurationError) -> Bool {
        switch scalar {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw ConfigurationError.wrongType(expected: "true or false", at: self, keyPath: keyPath)
        }
    }

    public func choice(keyPath: String, allowed: [String]) throws(ConfigurationError) -> String {
        let text = try string(keyPath: keyPath)
        guard allowed.contains(text) else {
            throw ConfigurationError.badValue(
                "must be one of \(allowed.joined(separator: ", ")), got \"\(text)\"", at: self, keyPath: keyPath)
        }
        return text
    }

    /// A list of strings with their nodes; a single string is accepted as a list of one.
    public func stringNodes(keyPath: String) throws(ConfigurationError) -> [(text: String, node: YAMLNode, keyPath: String)] {
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
    public func stringList(keyPath: String) throws(ConfigurationError) -> [String] {
        try stringNodes(keyPath: keyPath).map(\.text)
    }

    /// The items of a list; null is the empty list.
    public func items(keyPath: String) throws(ConfigurationError) -> [YAMLNode] {
        if isNull { return [] }
        guard case .sequence(let items) = value else {
            throw ConfigurationError.wrongType(expected: "a list", at: self, keyPath: keyPath)
        }
        return items
    }

    /// The entries of a map (null is the empty map) whose keys are strings, each given once.
    public func mappingEntries(keyPath: String) throws(ConfigurationError) -> [(key: YAMLNode, value: YAMLNode)] {
        if isNull { return [] }
        guard case .mapping(let entries) = value else {
            throw ConfigurationError.wrongType(expected: "a map", at: self, keyPath: keyPath)
        }
        var seen = Set<String>()
        for entry in entries {
            let key = try entry.key.string(keyPath: keyPath)
            guard seen.insert(key).inserted else {
                throw ConfigurationError.badValue("\"\(key)\" is given twice", at: entry.key, keyPath: keyPath)
            }
        }
        return entries.map { ($0.key, $0.value) }
    }
}
