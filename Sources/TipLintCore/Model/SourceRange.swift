/// A 1-based position in a text file. `column` counts UTF-16 code units, the unit SARIF's
/// `columnKind: utf16CodeUnits` and most editors (LSP) use, so an emoji before a finding
/// moves it by two columns, a CJK character by one.
public struct SourcePosition: Codable, Hashable, Comparable, Sendable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// A range in one file; `end` is one past the last character (SARIF `endColumn`).
public struct SourceRange: Codable, Hashable, Sendable {
    public var start: SourcePosition
    public var end: SourcePosition

    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }
}

/// A range in a named file. `path` is the path as tiplint was given it (relative stays relative).
public struct SourceLocation: Codable, Hashable, Sendable {
    public var path: String
    public var range: SourceRange

    public init(path: String, range: SourceRange) {
        self.path = path
        self.range = range
    }
}
