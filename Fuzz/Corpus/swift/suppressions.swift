import TipKit
// tiplint:disable ungated-testing-call - demo build
func demo() { Tips.showAllTipsForTesting() }
// tiplint:enable ungated-testing-call
func other() {
    Tips.hideAllTipsForTesting() // tiplint:disable:this ungated-testing-call
    // tiplint:disable:next all
    try? Tips.resetDatastore()
}
