import Foundation
import Testing

/// The schemas the format tests validate against (in `Tests/Fixtures/schemas`, with their
/// sources) and the command-line checkers that do it.
enum SchemaCheckers {
    static let folder = BinaryTests.packageRoot.appendingPathComponent("Tests/Fixtures/schemas")
    static let sarifSchema = folder.appendingPathComponent("sarif-schema-2.1.0.json")
    static let gitlabSchema = folder.appendingPathComponent("gitlab-code-quality-report.derived.schema.json")

    /// The checker `name` from PATH, or nil. A missing checker fails the test when `CI` is set
    /// (CI installs them, see `.ci/run`); elsewhere the run prints one notice per checker, the
    /// first time a test asks for it, saying what does not run: the checkers are optional on a
    /// person's machine, and a line per test would read as trouble.
    static func tool(_ name: String, install: String, sourceLocation: SourceLocation = #_sourceLocation) -> URL? {
        if let url = BinaryTests.tool(name) { return url }
        if ProcessInfo.processInfo.environment["CI"] != nil {
            Issue.record(
                Comment(rawValue: "\(name) is not on PATH, so this schema check did not run; install it with `\(install)`"),
                sourceLocation: sourceLocation)
        } else if firstNotice(of: name) {
            print("notice: \(name) is not on PATH, so the checks that use it are skipped in this run; install it with `\(install)` to have them run")
        }
        return nil
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var noticed: Set<String> = []

    /// True the first time it is asked about `name` in this process.
    private static func firstNotice(of name: String) -> Bool {
        lock.withLock { noticed.insert(name).inserted }
    }
}
