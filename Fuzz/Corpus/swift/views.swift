import SwiftUI
import TipKit

struct NoteList: View {
    let favoriteTip = FavoriteTip()
    @State private var tips = TipGroup(.ordered) { FavoriteTip(); ShareTip() }

    var body: some View {
        VStack {
            TipView(favoriteTip, arrowEdge: .bottom) { action in
                if action.id == "learn" { favoriteTip.invalidate(reason: .actionPerformed) }
            }
            Button("Share") { ShareTip().invalidate(reason: .actionPerformed) }
                .popoverTip(tips.currentTip as? ShareTip)
            Text("Notes").popoverTip(favoriteTip, arrowEdge: .top)
        }
        .task { await FavoriteTip.didOpenNote.donate() }
        .onAppear { FavoriteTip.hasSeenList = true }
        .tipViewStyle(.miniTip)
    }
}
