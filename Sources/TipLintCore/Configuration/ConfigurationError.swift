/// A problem with `.lintconfig.yml` (or another YAML input): where it is and what to do.
public struct ConfigurationError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var position: SourcePosition
    /// `rules.title-length.max-length`; empty for syntax errors.
    public var keyPath: String
    public var message: String

    public var description: String {
        let key = keyPath.isEmpty ? "" : "\(keyPath): "
        return "\(path):\(position.line):\(position.column): error: \(key)\(message)"
    }

    static func syntax(_ message: String, path: String, position: SourcePosition) -> ConfigurationError {
        ConfigurationError(path: path, position: position, keyPath: "", message: message)
    }

    static func wrongType(expected: String, at node: YAMLNode, keyPath: String) -> ConfigurationError {
        ConfigurationError(
            path: node.path, position: node.position, keyPath: keyPath, message: "expected \(expected), got \(node.kindName)")
    }

    static func badValue(_ message: String, at node: YAMLNode, keyPath: String) -> ConfigurationError {
        ConfigurationError(path: node.path, position: node.position, keyPath: keyPath, message: message)
    }

    static func unknownKey(_ key: String, at node: YAMLNode, keyPath: String, known: [String], what: String = "key") -> ConfigurationError {
        var message = "unknown \(what) \"\(key)\""
        if let suggestion = Suggestion.closest(to: key, in: known) {
            message += "; did you mean \"\(suggestion)\"?"
        } else {
            message += "; known: \(known.joined(separator: ", "))"
        }
        let path = keyPath.isEmpty ? key : "\(keyPath).\(key)"
        return ConfigurationError(path: node.path, position: node.position, keyPath: path, message: message)
    }
}

/// "Did you mean" by edit distance.
public enum Suggestion {
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, word.count / 3) else { return nil }
        return best.0
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
