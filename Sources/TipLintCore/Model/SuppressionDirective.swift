/// A `// tiplint:disable…` comment, or a `<!-- tiplint-disable… -->` comment in Markdown.
public struct SuppressionDirective: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Sendable {
        /// From this line to a matching `enable` or the end of the file.
        case disable
        case enable
        /// The next line that holds code.
        case disableNext = "disable:next"
        /// The line the comment is on.
        case disableThis = "disable:this"
        /// Markdown: every line of the next fenced code block.
        case disableNextBlock = "disable-next-block"
    }

    public var kind: Kind
    /// Rule ids, or `["all"]`.
    public var rules: [String]
    /// Text after ` - `.
    public var reason: String?
    /// The comment itself.
    public var range: SourceRange
    /// For `disable:next`: the line it applies to (the next line with code).
    public var targetLine: Int
    /// For `disable-next-block`: the block's last line.
    public var targetEndLine: Int?
    /// A `<!-- tiplint-… -->` comment.
    public var isMarkdown = false

    public init(kind: Kind, rules: [String], reason: String?, range: SourceRange, targetLine: Int) {
        self.kind = kind
        self.rules = rules
        self.reason = reason
        self.range = range
        self.targetLine = targetLine
    }

    /// The directive as a person writes it: `tiplint:disable` in Swift, `tiplint-disable` in Markdown.
    public var spelling: String { (isMarkdown ? "tiplint-" : "tiplint:") + kind.rawValue }

    public func names(_ ruleID: String) -> Bool { rules.contains("all") || rules.contains(ruleID) }
}
