// Just enough of TipKit's shape for this demo to compile on Linux, where TipKit does not exist.
#if !canImport(TipKit)
public struct Text {
    public init(_ text: String) {}
}

public protocol Tip {
    var title: Text { get }
}

public enum Tips {
    public static func showAllTipsForTesting() {}
}
#endif
