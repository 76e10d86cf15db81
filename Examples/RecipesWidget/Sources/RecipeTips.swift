import SwiftUI
import TipKit

/// ✅ Retired after a person saves a recipe.
struct SaveRecipeTip: Tip {
    var title: Text { Text("Save recipes you love") }
    var options: [any TipOption] { [MaxDisplayDuration(120)] }
}

struct RecipeView: View {
    var body: some View {
        // ❌ missing-configure: this app never calls Tips.configure, so no tip appears.
        TipView(SaveRecipeTip())
        // tiplint:disable:next title-length - this comment hides nothing
        Text("Pancakes")
    }
}
