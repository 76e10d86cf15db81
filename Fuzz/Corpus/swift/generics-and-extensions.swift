import TipKit
extension FavoriteTip {
    static let shared = FavoriteTip()
    func hide() { invalidate(reason: .tipClosed) }
}
enum OnboardingTips {
    struct Search: Tip { var title: Text { Text(verbatim: "Search \(count) notes") } ; var count = 0 }
}
func show<T: Tip>(_ tip: T) -> some View { TipView(tip) }
let tips: [any Tip] = [OnboardingTips.Search(), FavoriteTip()]
for tip in tips where tip is FavoriteTip { tip.invalidate(reason: .displayCountExceeded) }
switch Int.random(in: 0...2) { case 0: TipView(FavoriteTip()); default: EmptyView() }
