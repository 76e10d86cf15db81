import Foundation

/// A path glob: `**` crosses folders, `*` and `?` do not, `{a,b}` picks one (not nested). A
/// pattern with no `/` matches the file name in any folder, as in `.gitignore`. Every other
/// character, `[` included, stands for itself.
package struct Glob: Sendable {
    package let pattern: String
    private let regex: NSRegularExpression?

    /// Why a pattern is not a glob.
    package struct PatternError: Error, Equatable, Sendable {
        package var message: String
    }

    /// Throws when `pattern` is not a glob tiplint can match: empty, a `{` never closed, or a `{`
    /// inside braces. The configuration and `--docs-glob` check every pattern with it, so that a
    /// typo is an error where it is written rather than a pattern that matches nothing.
    package static func validate(_ pattern: String) throws(PatternError) {
        guard !pattern.isEmpty else { throw PatternError(message: "an empty glob matches nothing; remove it") }
        var openBrace: String.Index?
        for index in pattern.indices {
            switch pattern[index] {
            case "{":
                guard openBrace == nil else {
                    throw PatternError(message: "\"\(pattern)\" opens a \"{\" inside another; braces do not nest")
                }
                openBrace = index
            case "}": openBrace = nil
            default: break
            }
        }
        if openBrace != nil {
            throw PatternError(message: "\"\(pattern)\" has a \"{\" that is never closed; write {a,b} with a closing \"}\"")
        }
    }

    /// A glob from a pattern that `validate` accepts; another pattern matches nothing.
    package init(_ pattern: String) {
        self.pattern = pattern
        var source = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
        if !source.contains("/") { source = "**/" + source }
        regex = try? NSRegularExpression(pattern: "^" + Self.translate(source) + "$")
    }

    package func matches(_ path: String) -> Bool {
        guard let regex else { return false }
        return regex.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
    }

    private static func translate(_ glob: String) -> String {
        var result = ""
        let characters = Array(glob)
        var index = 0
        var inBraces = false
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "*":
                if index + 1 < characters.count, characters[index + 1] == "*" {
                    if index + 2 < characters.count, characters[index + 2] == "/" {
                        result += "(?:.*/)?"
                        index += 2
                    } else {
                        result += ".*"
                        index += 1
                    }
                } else {
                    result += "[^/]*"
                }
            case "?": result += "[^/]"
            case "{":
                inBraces = true
                result += "(?:"
            case "}" where inBraces:
                inBraces = false
                result += ")"
            case "," where inBraces: result += "|"
            default: result += NSRegularExpression.escapedPattern(for: String(character))
            }
            index += 1
        }
        return result
    }
}

extension Array where Element == Glob {
    func anyMatches(_ path: String) -> Bool { contains { $0.matches(path) } }
}
