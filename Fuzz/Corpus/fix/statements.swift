import TipKit

@main struct NotesApp: App {
    init() {
        Tips.showAllTipsForTesting()
        Tips.showTipsForTesting([FavoriteTip.self])
        try? Tips.configure()
    }
}
func reset() throws {
	try Tips.resetDatastore()
}
