import SwiftUI
import TipKit

@main
struct NotesApp: App {
    init() {
        // ✅ Start-up configuration, with a daily display frequency.
        try? Tips.configure([.displayFrequency(.daily)])

        // ❌ ungated-testing-call: every customer would see every tip on every launch.
        Tips.showAllTipsForTesting()

        // ❌ reset-after-configure: after configure, resetDatastore throws and try? hides it.
        #if DEBUG
        try? Tips.resetDatastore()
        #endif

        // ✅ A launch argument only developers pass.
        if ProcessInfo.processInfo.arguments.contains("-showAllTips") {
            Tips.showAllTipsForTesting()
        }
    }

    var body: some Scene {
        WindowGroup { NotesListView() }
    }
}
