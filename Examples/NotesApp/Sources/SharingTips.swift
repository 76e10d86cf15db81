import SwiftUI
import TipKit

// ❌ ignored-tip-member: `asset` is not a Tip requirement (the image is `image`), so the
// picture never shows.
struct ShareNoteTip: Tip {
    var title: Text { Text("Share a note") }
    var asset: Image? { Image(systemName: "square.and.arrow.up") }
}

// ❌ unreachable-tip: the rule waits for an event that the app never donates.
struct CollaborateTip: Tip {
    static let noteShared = Tips.Event(id: "note-shared")
    var title: Text { Text("Invite a collaborator") }
    var rules: [Rule] {
        #Rule(Self.noteShared) { $0.donations.count > 0 }
    }
}

// ❌ shared-tip-id: one tip type with a different title per label and no `id`, so closing the
// tip of one label hides the tip of every label.
struct LabelTip: Tip {
    let label: String
    var title: Text { Text("Filter by \(label)") }
}

struct SharingView: View {
    enum Section { case share, collaborate, work, home }
    let section: Section

    var body: some View {
        // ✅ One tip at a time: each arm shows its own.
        switch section {
        case .share: TipView(ShareNoteTip())
        case .collaborate: TipView(CollaborateTip())
        case .work: TipView(LabelTip(label: "Work"))
        case .home: TipView(LabelTip(label: "Home"))
        }
    }
}
