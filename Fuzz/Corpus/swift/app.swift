import SwiftUI
import TipKit

@main
struct NotesApp: App {
    init() {
        #if DEBUG
        Tips.showAllTipsForTesting()
        #endif
        if ProcessInfo.processInfo.arguments.contains("-reset-tips") { try? Tips.resetDatastore() }
        try? Tips.configure([.displayFrequency(.daily), .datastoreLocation(.applicationDefault)])
    }
    var body: some Scene { WindowGroup { NoteList() } }
}
