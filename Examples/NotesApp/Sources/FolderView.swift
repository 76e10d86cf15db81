import SwiftUI
import TipKit

struct FolderView: View {
    let folderName: String
    let isEditing: Bool

    var body: some View {
        // ✅ Exclusive branches: never both on screen.
        if isEditing {
            TipView(FolderTip(folderName: folderName))
        } else {
            TipView(DailyPromptTip())
        }
    }
}
