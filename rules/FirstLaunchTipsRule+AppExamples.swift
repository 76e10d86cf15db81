import TipLintCore

/// Examples of several `App`s in one project folder (an iPhone app and its watch or Mac app side
/// by side, no project file between them): each `App` is its own launch, with its own first
/// screen, its own `Tips.configure` and its own note (`FirstLaunchTipsRule+Apps`).
extension FirstLaunchTipsRule {
    private static let phoneApp = """
        import SwiftUI
        import TipKit

        struct SearchTip: Tip { var title: Text { Text("Search recipes") } }
        @main struct KitchenApp: App {
            init() { try? Tips.configure() }
            var body: some Scene { WindowGroup { RecipeList() } }
        }
        struct RecipeList: View {
            var body: some View { List { TipView(SearchTip()) } }
        }
        """

    static let appExamples = (
        triggering: [
            // The watch app's first screen holds two tips; the phone app's one tip is not on it.
            RuleExample("""
                import SwiftUI
                import TipKit

                struct TimerTip: Tip { var title: Text { Text("Start a timer") } }
                struct StepTip: Tip { var title: Text { Text("Swipe to the next step") } }
                struct WatchKitchenApp: App {
                    init() { try? 1️⃣Tips.configure() }
                    var body: some Scene { WindowGroup { StepView() } }
                }
                struct StepView: View {
                    var body: some View { VStack { TipView(TimerTip()); TipView(StepTip()) } }
                }
                """, path: "Sources/Kitchen/WatchKitchenApp.swift", otherFiles: ["Sources/Kitchen/KitchenApp.swift": phoneApp],
                messages: ["1️⃣": """
                    2 tips have no rule and the display frequency is .immediate, so a first launch of WatchKitchenApp shows \
                    StepTip and TimerTip at once or one right after another; give them #Rules on events or parameters, show \
                    them through a TipGroup, or configure .displayFrequency(.daily)
                    """]),
            // Two targets' copies of one `App` name, each in its own folder: two apps, told apart
            // by their files.
            RuleExample("""
                import SwiftUI
                import TipKit

                struct TimerTip: Tip { var title: Text { Text("Start a timer") } }
                struct ShelfTip: Tip { var title: Text { Text("Sort the shelf") } }
                struct KitchenApp: App {
                    init() { try? 1️⃣Tips.configure() }
                    var body: some Scene { WindowGroup { PantryView() } }
                }
                struct PantryView: View {
                    var body: some View { VStack { TipView(TimerTip()); TipView(ShelfTip()) } }
                }
                """, path: "Sources/macOS/KitchenApp.swift", otherFiles: ["Sources/iOS/KitchenApp.swift": phoneApp],
                messageKinds: ["1️⃣": "all-at-once"]),
            // Each copy configures in an app delegate of the same name: which delegate an `App`
            // adapts cannot be told, so the note is at the `App`, the configure call related.
            RuleExample("""
                import SwiftUI
                import TipKit

                struct TimerTip: Tip { var title: Text { Text("Start a timer") } }
                struct ShelfTip: Tip { var title: Text { Text("Sort the shelf") } }
                struct 1️⃣KitchenApp: App {
                    @NSApplicationDelegateAdaptor(AppDelegate.self) var delegate
                    var body: some Scene { WindowGroup { PantryView() } }
                }
                struct PantryView: View {
                    var body: some View { VStack { TipView(TimerTip()); TipView(ShelfTip()) } }
                }
                """, path: "Sources/macOS/KitchenApp.swift", otherFiles: [
                    "Sources/macOS/AppDelegate.swift": """
                        import AppKit
                        import TipKit
                        final class AppDelegate: NSObject, NSApplicationDelegate {
                            func applicationDidFinishLaunching(_ notification: Notification) { try? Tips.configure() }
                        }
                        """,
                    "Sources/iOS/AppDelegate.swift": """
                        import UIKit
                        import TipKit
                        final class AppDelegate: NSObject, UIApplicationDelegate {
                            func application(
                                _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
                            ) -> Bool { true }
                        }
                        """,
                    "Sources/iOS/KitchenApp.swift": """
                        import SwiftUI
                        import TipKit

                        struct SearchTip: Tip { var title: Text { Text("Search recipes") } }
                        @main struct KitchenApp: App {
                            @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate
                            var body: some Scene { WindowGroup { RecipeList() } }
                        }
                        struct RecipeList: View {
                            var body: some View { List { TipView(SearchTip()) } }
                        }
                        """,
                ], messageKinds: ["1️⃣": "all-at-once"]),
            // The phone app's daily frequency is its own: the watch app's launch still shows both.
            RuleExample("""
                import SwiftUI
                import TipKit

                struct TimerTip: Tip { var title: Text { Text("Start a timer") } }
                struct StepTip: Tip { var title: Text { Text("Swipe to the next step") } }
                struct WatchKitchenApp: App {
                    init() { try? 1️⃣Tips.configure() }
                    var body: some Scene { WindowGroup { StepView() } }
                }
                struct StepView: View {
                    var body: some View { VStack { TipView(TimerTip()); TipView(StepTip()) } }
                }
                """, path: "Sources/Kitchen/WatchKitchenApp.swift", otherFiles: [
                    "Sources/Kitchen/KitchenApp.swift": """
                        import SwiftUI
                        import TipKit

                        @main struct KitchenApp: App {
                            init() { try? Tips.configure([.displayFrequency(.daily)]) }
                            var body: some Scene { WindowGroup { StepView() } }
                        }
                        """,
                ], messageKinds: ["1️⃣": "all-at-once"]),
        ],
        nonTriggering: [
            // One tip on each app's first screen: no launch shows two.
            RuleExample("""
                import SwiftUI
                import TipKit

                struct SearchTip: Tip { var title: Text { Text("Search recipes") } }
                @main struct KitchenApp: App {
                    init() { try? Tips.configure() }
                    var body: some Scene { WindowGroup { RecipeList() } }
                }
                struct RecipeList: View {
                    var body: some View { List { TipView(SearchTip()) } }
                }
                """, path: "Sources/Kitchen/KitchenApp.swift", otherFiles: [
                    "Sources/Kitchen/WatchKitchenApp.swift": """
                        import SwiftUI
                        import TipKit

                        struct TimerTip: Tip { var title: Text { Text("Start a timer") } }
                        struct WatchKitchenApp: App {
                            init() { try? Tips.configure() }
                            var body: some Scene { WindowGroup { StepView() } }
                        }
                        struct StepView: View {
                            var body: some View { TipView(TimerTip()) }
                        }
                        """,
                ]),
            // The watch app configures a daily frequency: its two tips come a day apart, whatever
            // the phone app configures.
            RuleExample("""
                import SwiftUI
                import TipKit

                struct TimerTip: Tip { var title: Text { Text("Start a timer") } }
                struct StepTip: Tip { var title: Text { Text("Swipe to the next step") } }
                struct WatchKitchenApp: App {
                    init() { try? Tips.configure([.displayFrequency(.daily)]) }
                    var body: some Scene { WindowGroup { StepView() } }
                }
                struct StepView: View {
                    var body: some View { VStack { TipView(TimerTip()); TipView(StepTip()) } }
                }
                """, path: "Sources/Kitchen/WatchKitchenApp.swift", otherFiles: ["Sources/Kitchen/KitchenApp.swift": phoneApp]),
        ]
    )
}
