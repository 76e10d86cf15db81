import Testing
import TipKit

// ✅ Test code may reset and force tips.
@Test func searchTipIsShownFirst() throws {
    try Tips.resetDatastore()
    Tips.showTipsForTesting([SearchNotesTip.self])
    try Tips.configure()
}
