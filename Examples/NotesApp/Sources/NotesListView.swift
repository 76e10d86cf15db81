import SwiftUI
import TipKit

struct NotesListView: View {
    @State private var query = ""
    @State private var onboarding = TipGroup(.ordered) {
        CreateNoteTip()
        TagNoteTip()
    }
    private let searchTip = SearchNotesTip()
    private let shareTip = ShareNoteTip()
    let notes: [String] = []

    var body: some View {
        NavigationStack {
            VStack {
                // ✅ Invalidated in the field's onSubmit below.
                TipView(searchTip)
                TextField("Search", text: $query)
                    .onSubmit { searchTip.invalidate(reason: .actionPerformed) }

                // ✅ One group, one tip at a time.
                TipView(onboarding.currentTip)
                Button("New Note") {
                    onboarding.currentTip?.invalidate(reason: .actionPerformed)
                }

                // ❌ simultaneous-tips (a note: the app spaces tips out daily).
                Button("Share") { share() }
                    .popoverTip(shareTip)

                List(notes, id: \.self) { note in
                    // ❌ simultaneous-tips: the same popover on every row.
                    Text(note).popoverTip(PinNoteTip())
                }
            }
            .task {
                // ❌ configure-placement: too late, views are already rendering.
                try? Tips.configure()
            }
        }
    }

    private func share() {}
}

#Preview {
    // ✅ Previews may use testing calls.
    Tips.showAllTipsForTesting()
    return NotesListView()
}
