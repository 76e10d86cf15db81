import TipKit
func reset() {
    Tips.hideTipsForTesting([FavoriteTip.self])
}
