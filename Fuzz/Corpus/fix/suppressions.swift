import TipKit

func launch() {
    try? Tips.configure()
    // A clean datastore for each demo run.
    // tiplint:disable:next reset-after-configure
    try? Tips.resetDatastore()
    Tips.showAllTipsForTesting() // tiplint:disable:next all
    Tips.hideAllTipsForTesting()
    // tiplint:disable:next reset-after-configure
    do { try Tips.resetDatastore() } catch { print(error) }
    /* tiplint:disable:next ungated-testing-call */
    Tips.showTipsForTesting([SearchTip.self])
    // tiplint:disable reset-after-configure
    try? Tips.resetDatastore()
    // tiplint:enable reset-after-configure
}
