import Foundation

/// A plain model: no TipKit here, so tiplint skips the file before parsing it.
/// (Its random `id` is fine: only tip ids must be stable.)
struct Note: Identifiable, Hashable {
    let id = UUID()
    var text: String
    var isPinned = false
    var tags: [String] = []
}
