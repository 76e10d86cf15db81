#if canImport(TipKit)
import TipKit
#endif

public struct ShortcutTip: Tip {
    public init() {}
    public var title: Text { Text("Press Command-K anywhere in the app to open the quick switcher") }
}

public func debugMenuOpened() {
    Tips.showAllTipsForTesting()
}
