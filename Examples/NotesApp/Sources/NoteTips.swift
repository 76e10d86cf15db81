import SwiftUI
import TipKit

/// ✅ Short title, explanation in the message, invalidated when the person searches.
struct SearchNotesTip: Tip {
    var title: Text { Text("Search your notes") }
    var message: Text? { Text("Find any note by its words, tags or attachments.") }
    var image: Image? { Image(systemName: "magnifyingglass") }
}

/// ❌ title-length: the whole explanation is in the title.
struct PinNoteTip: Tip {
    var title: Text { Text("Swipe right on a note and tap the pin to keep it at the top") }
    var options: [any TipOption] { [Tips.MaxDisplayCount(3)] }
}

/// ❌ unstable-tip-id: a new id on every launch, so the tip keeps coming back.
struct DailyPromptTip: Tip {
    var id = UUID().uuidString
    var title: Text { Text("Write today's note") }
    var options: [any TipOption] { [Tips.MaxDisplayCount(1)] }
}

/// ❌ missing-invalidation: shown, but nothing ever retires it.
struct ShareNoteTip: Tip {
    var title: Text { Text("Share a note") }
}

/// ✅ A stable id built from a model's stable identifier.
struct FolderTip: Tip {
    let folderName: String
    var id: String { "folder-\(folderName)" }
    var title: Text { Text("Organise with folders") }
    var options: [any TipOption] { [Tips.MaxDisplayCount(2)] }
}

/// Onboarding tips shown one at a time by a TipGroup.
struct CreateNoteTip: Tip {
    var title: Text { Text("Create your first note") }
}

struct TagNoteTip: Tip {
    var title: Text { Text("Add a tag") }
}
