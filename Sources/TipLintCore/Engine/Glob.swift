import Foundation

/// A path glob: `**` crosses folders, `*` and `?` do not, `{a,b}` picks one. A pattern with no
/// `/` matches the file name in any folder, as in `.gitignore`.
public struct Glob: Sendable {
    public let pattern: String
    private let regex: NSRegularExpression?

    public init(_ pattern: String) {
        self.pattern = pattern
        var source = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
        if !source.contains("/") { source = "**/" + source }
        regex = try? NSRegularExpression(pattern: "^" + Self.translate(source) + "$")
    }

    public func matches(_ path: String) -> Bool {
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
