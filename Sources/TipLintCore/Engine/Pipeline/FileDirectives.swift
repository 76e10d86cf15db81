/// One file's suppression comments, indexed so that finding the comment that hides a finding
/// costs a lookup by line, not a pass over every comment of the file (a file of 10,000
/// findings and 10,000 `disable:next` comments took seconds).
struct FileDirectives {
    let all: [SuppressionDirective]
    /// Line commands (`this`, `next`, `previous`) by each line they can cover: the target line
    /// and the lines of their statement's own code (`statementSpans`, at most a few dozen).
    /// Indices into `all`, ascending.
    private var lineCommandsByLine: [Int: [Int]] = [:]
    /// `disable-next-block` comments, in file order.
    private var blocks: [Int] = []
    /// `disable` and `enable`, in file order.
    private var regions: [Int] = []

    init(_ directives: [SuppressionDirective]) {
        all = directives
        for (index, directive) in directives.enumerated() {
            switch directive.kind {
            case .disableThis, .disableNext, .disablePrevious:
                guard directive.targetLine > 0 else { continue }
                var lines: Set<Int> = [directive.targetLine]
                for span in directive.statementSpans ?? [] { lines.insert(span.start.line) }
                for line in lines { lineCommandsByLine[line, default: []].append(index) }
            case .disableNextBlock: blocks.append(index)
            case .disable, .enable: regions.append(index)
            case .unknown, .swiftLint: break
            }
        }
    }

    /// The comment that hides `finding`: a line command aimed at its line or at its statement's
    /// own code, else a `disable-next-block` around it, else the last `disable` before it not
    /// closed by an `enable`. The first in file order wins in each kind. An `unknown` or
    /// SwiftLint comment hides nothing.
    func hiding(_ finding: Finding) -> Int? {
        let start = finding.location.range.start
        let rule = finding.ruleID
        if let index = lineCommandsByLine[start.line]?.first(where: { all[$0].covers(start) && all[$0].names(rule) }) {
            return index
        }
        if let index = blocks.first(where: {
            all[$0].targetLine <= start.line && start.line <= (all[$0].targetEndLine ?? all[$0].targetLine) && all[$0].names(rule)
        }) {
            return index
        }
        var open: Int?
        for index in regions where all[index].range.start.line < start.line && all[index].names(rule) {
            open = all[index].kind == .disable ? index : nil
        }
        return open
    }
}
