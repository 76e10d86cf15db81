/// Something about the run itself rather than the code: a file that could not be read or
/// parsed. Text output shows it as a warning line; SARIF as a tool execution notification.
package struct ToolNotification: Codable, Hashable, Sendable {
    package var level: Severity
    package var path: String
    package var position: SourcePosition?
    package var message: String
}
