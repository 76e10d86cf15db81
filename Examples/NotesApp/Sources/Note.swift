import Foundation

/// A plain model that never mentions tips, so tiplint skips the file before parsing it.
/// (Its random `id` is fine: only the ids of tips must be stable.)
struct Note: Identifiable, Hashable {
    let id = UUID()
    var text: String
    var isPinned = false
    var tags: [String] = []
}
