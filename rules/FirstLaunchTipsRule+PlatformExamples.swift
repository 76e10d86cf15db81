import TipLintCore

/// Examples of an `App` whose own code says which platforms it is built for (an `#if os(…)`
/// around it, a macOS-only `Settings` scene, an AppKit delegate adaptor): display sites in
/// `#if os(…)` arms that such a build never compiles are not on its first screen
/// (`ProjectIndex.builds(ofApp:onlyPath:)`). An `App` that says nothing is built for every
/// platform as far as the rule knows.
extension FirstLaunchTipsRule {
    /// A shared view with one tip on every platform, one on iOS only and one on tvOS only.
    private static let sharedLibraryView = """
        import SwiftUI
        import TipKit

        struct ShelfTip: Tip { var title: Text { Text("Sort the shelf") } }
        struct ScanTip: Tip { var title: Text { Text("Scan a barcode") } }
        struct RemoteTip: Tip { var title: Text { Text("Use the remote to browse") } }
        struct LibraryView: View {
            var body: some View {
                VStack {
                    TipView(ShelfTip())
                    #if os(iOS)
                    TipView(ScanTip())
                    #elseif os(tvOS)
                    TipView(RemoteTip())
                    #endif
                }
            }
        }
        """

    static let platformExamples = (
        triggering: [
            // Nothing in the `App` says its platform: an iPhone's first screen shows ShelfTip and
            // ScanTip, the note names the build with the most (the first of them: iOS); Apple TV's
            // shows ShelfTip and RemoteTip.
            RuleExample("""
                import SwiftUI
                import TipKit

                @main struct LibraryApp: App {
                    init() { try? 1️⃣Tips.configure() }
                    var body: some Scene { WindowGroup { LibraryView() } }
                }
                """, path: "Sources/Library/LibraryApp.swift", otherFiles: ["Sources/Library/LibraryView.swift": sharedLibraryView],
                messages: ["1️⃣": """
                    2 tips have no rule and the display frequency is .immediate, so a first launch shows ScanTip and ShelfTip \
                    at once or one right after another; give them #Rules on events or parameters, show them through a \
                    TipGroup, or configure .displayFrequency(.daily)
                    """]),
            // A Mac app (its `Settings` scene exists on macOS only) with a second tip on every
            // platform: the iOS and tvOS tips are not counted.
            RuleExample("""
                import SwiftUI
                import TipKit

                struct SyncTip: Tip { var title: Text { Text("Sync with your other Macs") } }
                @main struct LibraryApp: App {
                    init() { try? 1️⃣Tips.configure() }
                    var body: some Scene {
                        WindowGroup { VStack { LibraryView(); SyncBanner() } }
                        Settings { Text("Preferences") }
                    }
                }
                struct SyncBanner: View {
                    var body: some View { TipView(SyncTip()) }
                }
                """, path: "Sources/Library/LibraryApp.swift", otherFiles: ["Sources/Library/LibraryView.swift": sharedLibraryView],
                messages: ["1️⃣": """
                    2 tips have no rule and the display frequency is .immediate, so a first launch shows ShelfTip and SyncTip \
                    at once or one right after another; give them #Rules on events or parameters, show them through a \
                    TipGroup, or configure .displayFrequency(.daily)
                    """]),
            // `Settings` is the project's own scene here, not SwiftUI's macOS one: the platform
            // is unknown.
            RuleExample("""
                import SwiftUI
                import TipKit

                struct Settings: Scene { var body: some Scene { WindowGroup { Text("Preferences") } } }
                @main struct LibraryApp: App {
                    init() { try? 1️⃣Tips.configure() }
                    var body: some Scene {
                        WindowGroup { LibraryView() }
                        Settings()
                    }
                }
                """, path: "Sources/Library/LibraryApp.swift", otherFiles: ["Sources/Library/LibraryView.swift": sharedLibraryView],
                messageKinds: ["1️⃣": "all-at-once"]),
            // The `Settings` scene is compiled only where AppKit can be imported, which the rule
            // does not decide: the platform is unknown.
            RuleExample("""
                import SwiftUI
                import TipKit

                @main struct LibraryApp: App {
                    init() { try? 1️⃣Tips.configure() }
                    var body: some Scene {
                        WindowGroup { LibraryView() }
                        #if canImport(AppKit)
                        Settings { Text("Preferences") }
                        #endif
                    }
                }
                """, path: "Sources/Library/LibraryApp.swift", otherFiles: ["Sources/Library/LibraryView.swift": sharedLibraryView],
                messageKinds: ["1️⃣": "all-at-once"]),
        ],
        nonTriggering: [
            // A Mac app, known from its `Settings` scene: only ShelfTip is on its first screen.
            RuleExample("""
                import SwiftUI
                import TipKit

                @main struct LibraryApp: App {
                    init() { try? Tips.configure() }
                    var body: some Scene {
                        WindowGroup { LibraryView() }
                        Settings { Text("Preferences") }.defaultSize(width: 400, height: 300)
                    }
                }
                """, path: "Sources/Library/LibraryApp.swift", otherFiles: ["Sources/Library/LibraryView.swift": sharedLibraryView]),
            // A Mac app, known from its AppKit delegate adaptor.
            RuleExample("""
                import SwiftUI
                import TipKit

                @main struct LibraryApp: App {
                    @NSApplicationDelegateAdaptor(LibraryDelegate.self) var delegate
                    init() { try? Tips.configure() }
                    var body: some Scene { WindowGroup { LibraryView() } }
                }
                final class LibraryDelegate: NSObject, NSApplicationDelegate {}
                """, path: "Sources/Library/LibraryApp.swift", otherFiles: ["Sources/Library/LibraryView.swift": sharedLibraryView]),
            // A Mac app, known from the `#if os(macOS)` around its declaration.
            RuleExample("""
                import SwiftUI
                import TipKit

                #if os(macOS)
                @main struct LibraryApp: App {
                    init() { try? Tips.configure() }
                    var body: some Scene { WindowGroup { LibraryView() } }
                }
                #endif
                """, path: "Sources/Library/LibraryApp.swift", otherFiles: ["Sources/Library/LibraryView.swift": sharedLibraryView]),
            // Whatever the platform, no build compiles both root views: the Mac shows one tip,
            // every other platform the other.
            RuleExample("""
                import SwiftUI
                import TipKit

                struct ScanTip: Tip { var title: Text { Text("Scan a barcode") } }
                struct SyncTip: Tip { var title: Text { Text("Sync with your other Macs") } }
                @main struct LibraryApp: App {
                    init() { try? Tips.configure() }
                    var body: some Scene {
                        WindowGroup {
                            #if os(macOS)
                            DeskView()
                            #else
                            ShelfView()
                            #endif
                        }
                    }
                }
                struct DeskView: View {
                    var body: some View { TipView(SyncTip()) }
                }
                struct ShelfView: View {
                    var body: some View { TipView(ScanTip()) }
                }
                """),
        ]
    )
}
