/// A 1-based position in a text file. `column` counts UTF-16 code units, the unit SARIF's
/// `columnKind: utf16CodeUnits` and most editors (LSP) use, so an emoji before a finding
/// moves it by two columns, a CJK character by one.
package struct SourcePosition: Codable, Hashable, Comparable, Sendable {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// A range in one file; `end` is one past the last character (SARIF `endColumn`).
package struct SourceRange: Codable, Hashable, Sendable {
    package var start: SourcePosition
    package var end: SourcePosition

    package init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }
}

/// A range in a named file. `path` is the path as tiplint was given it (relative stays relative).
package struct SourceLocation: Codable, Hashable, Sendable {
    package var path: String
    package var range: SourceRange

    package init(path: String, range: SourceRange) {
        self.path = path
        self.range = range
    }
}
