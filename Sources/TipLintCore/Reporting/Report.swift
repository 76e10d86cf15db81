import Foundation

/// The product's name and version, as reporters print them.
public enum TipLint {
    public static let version = "0.2.0"
    public static let informationURI = "https://github.com/tiplint/tiplint"

    /// Where a rule's documentation lives (README section per rule).
    public static func documentationURI(forRule id: String) -> String {
        "\(informationURI)/blob/main/README.md#\(id)"
    }
}

/// Everything a reporter may show about one run.
public struct Report: Sendable {
    public var result: LintResult
    public var rules: [AnyRule]
    /// Absolute folder that relative paths are relative to (SARIF `%SRCROOT%`).
    public var root: String
    /// Keep suppressed findings in SARIF (GitHub ignores `suppressions`, so they are dropped by default).
    public var includeSuppressed: Bool

    public init(result: LintResult, rules: [AnyRule], root: String, includeSuppressed: Bool = false) {
        self.result = result
        self.rules = rules
        self.root = root
        self.includeSuppressed = includeSuppressed
    }

    /// Findings a person should see: not suppressed.
    public var activeFindings: [Finding] { result.findings.filter { $0.suppression == nil } }

    public func count(_ severity: Severity) -> Int { activeFindings.filter { $0.severity == severity }.count }

    /// "2 errors, 3 warnings, 1 note in 41 files".
    public var summaryLine: String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var line = [plural(count(.error), "error"), plural(count(.warning), "warning"), plural(count(.note), "note")]
            .joined(separator: ", ") + " in " + plural(result.fileCount, "file")
        let suppressed = result.findings.count - activeFindings.count
        if suppressed > 0 { line += " (\(suppressed) suppressed)" }
        return line
    }

    /// A path relative to the root, `/`-separated.
    public func rootRelativePath(_ path: String) -> String { result.rootRelativePaths[path] ?? path }
}

/// Turns a report into the bytes of one output format.
public protocol Reporter {
    func render(_ report: Report) throws -> String
}

enum JSONOutput {
    /// Sorted keys and no escaped slashes, so that output is stable and diffable.
    static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}
