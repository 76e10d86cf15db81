import SwiftUI
import TipKit

struct FavoriteTip: Tip {
    @Parameter static var hasSeenList: Bool = false
    static let didOpenNote = Event(id: "didOpenNote")

    var id: String { "favorite" }
    var title: Text { Text("Mark as favorite") }
    var message: Text? { Text("Tap the star to keep a note at the top.") }
    var image: Image? { Image(systemName: "star") }
    var rules: [Rule] {
        #Rule(Self.$hasSeenList) { $0 == true }
        #Rule(Self.didOpenNote) { $0.donations.count >= 3 }
    }
    var options: [any TipOption] { [Tips.MaxDisplayCount(2), Tips.IgnoresDisplayFrequency(true)] }
    var actions: [Action] { [Action(id: "learn", title: "Learn more")] }
}
