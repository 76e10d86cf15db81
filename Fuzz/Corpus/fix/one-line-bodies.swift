import TipKit
func reset() { Tips.showAllTipsForTesting() }
func menu() -> some View { Button("Reset") { try? Tips.resetDatastore() } }
func guarded(ok: Bool) { guard ok else { Tips.hideAllTipsForTesting(); return } }
