import TipKit

func prepareTips() {
    #if DEBUG
    Tips.showAllTipsForTesting()
    #endif
    // Clean state for demos.
    try? Tips.resetDatastore()
    Tips.hideAllTipsForTesting()
 ;   #if DEBUG
    print("tips ready")
    #endif
    try? Tips.configure()
}

struct DebugMenu: View {
    var body: some View {
        Button("Rese$t") {
            #if DEBUG // demo builds
            print("reset")
            #endif
            try? Tips.resetDatastore()
        }
    }
}
