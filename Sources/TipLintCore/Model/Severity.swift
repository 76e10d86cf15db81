/// How serious a finding is. Ordered so that `fail-on` can compare: note < warning < error.
package enum Severity: String, Codable, Comparable, CaseIterable, Sendable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
