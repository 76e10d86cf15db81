/// Something about the run itself rather than the code: a file that could not be read or
/// parsed. Text output shows it as a warning line; SARIF as a tool execution notification.
public struct ToolNotification: Codable, Hashable, Sendable {
    public var level: Severity
    public var path: String
    public var position: SourcePosition?
    public var message: String

    public init(level: Severity, path: String, position: SourcePosition? = nil, message: String) {
        self.level = level
        self.path = path
        self.position = position
        self.message = message
    }
}
