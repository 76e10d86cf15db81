import Foundation
import Testing

/// The schemas the format tests validate against (in `Tests/Fixtures/schemas`, with their
/// sources) and the command-line checkers that do it.
enum SchemaCheckers {
    static let folder = BinaryTests.packageRoot.appendingPathComponent("Tests/Fixtures/schemas")
    static let sarifSchema = folder.appendingPathComponent("sarif-schema-2.1.0.json")
    static let gitlabSchema = folder.appendingPathComponent("gitlab-code-quality-report.derived.schema.json")

    /// The checker `name` from PATH, or nil. A missing checker fails the test when `CI` is set
    /// (CI installs them, see `.ci/run`); elsewhere it prints a notice saying what did not run.
    static func tool(_ name: String, install: String, sourceLocation: SourceLocation = #_sourceLocation) -> URL? {
        if let url = BinaryTests.tool(name) { return url }
        let message = "\(name) is not on PATH, so this schema check did not run; install it with `\(install)`"
        if ProcessInfo.processInfo.environment["CI"] != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        } else {
            print("notice: \(message)")
        }
        return nil
    }
}
