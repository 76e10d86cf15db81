/// A YAML value with the place it was written, so that every error can point into the file.
public struct YAMLNode: Sendable {
    public indirect enum Value: Sendable {
        /// `quoted` is true for '…' and "…" scalars, which are always strings.
        case scalar(String, quoted: Bool)
        case sequence([YAMLNode])
        case mapping([(key: YAMLNode, value: YAMLNode)])
    }

    public var value: Value
    /// 1-based line and column of the node's first character.
    public var position: SourcePosition
    public var path: String
    /// Just past a scalar's last character (quotes included); nil for collections.
    public var end: SourcePosition?

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

    var kindName: String {
        switch value {
        case .scalar(let text, _): return "\"\(text)\""
        case .sequence: return "a list"
        case .mapping: return "a map"
        }
    }

    // MARK: Typed access; each failure names the key path and points at the node.

    func string(keyPath: String) throws -> String {
        guard let text = scalar else { throw ConfigurationError.wrongType(expected: "a string", at: self, keyPath: keyPath) }
        return text
    }

    func integer(keyPath: String, minimum: Int) throws -> Int {
        guard let text = scalar, let number = Int(text) else {
            throw ConfigurationError.wrongType(expected: "a whole number", at: self, keyPath: keyPath)
        }
        guard number >= minimum else {
            throw ConfigurationError.badValue("must be at least \(minimum), got \(number)", at: self, keyPath: keyPath)
        }
        return number
    }

    func boolean(keyPath: String) throws -> Bool {
        switch scalar {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw ConfigurationError.wrongType(expected: "true or false", at: self, keyPath: keyPath)
        }
    }

    func choice(keyPath: String, allowed: [String]) throws -> String {
        let text = try string(keyPath: keyPath)
        guard allowed.contains(text) else {
            throw ConfigurationError.badValue(
                "must be one of \(allowed.joined(separator: ", ")), got \"\(text)\"", at: self, keyPath: keyPath)
        }
        return text
    }

    /// A list of strings; a single string is accepted as a list of one.
    func stringList(keyPath: String) throws -> [String] {
        switch value {
        case .scalar(let text, _): return [text]
        case .sequence(let items):
            return try items.enumerated().map { index, item in try item.string(keyPath: "\(keyPath)[\(index)]") }
        case .mapping:
            throw ConfigurationError.wrongType(expected: "a list of strings", at: self, keyPath: keyPath)
        }
    }

    func mappingEntries(keyPath: String) throws -> [(key: YAMLNode, value: YAMLNode)] {
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
        return entries
    }
}
