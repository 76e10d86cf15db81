import TipKit

func prepareTips() {
    try? Tips.resetDatastore()
    Tips.hideAllTipsForTesting()
  ;    #if DEBUG
    print("tips ready")
    #endif
    try? Tips.configure()
}
