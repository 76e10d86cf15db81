import TipLintCore

/// Examples of a launch path through views in files that mention no TipKit API: the views the
/// `App`'s scenes create, and the views those create in turn, are read where they are declared
/// (`ContextNames+Views`), hop by hop, up to `ContextNames.maximumHops` views deep.
extension FirstLaunchTipsRule {
    private static let bedTips = """
        import SwiftUI
        import TipKit

        struct WaterBedTip: Tip { var title: Text { Text("Water a bed") } }
        struct WeedBedTip: Tip { var title: Text { Text("Weed a bed") } }
        struct BedsView: View {
            var body: some View {
                VStack { TipView(WaterBedTip()); TipView(WeedBedTip()) }
            }
        }
        struct BedRow: View { var body: some View { TipView(WeedBedTip()) } }
        """

    static let launchPathExamples = (
        triggering: [
            // GardenHome and BedsList mention no TipKit API: each is read for the launch path.
            RuleExample("""
                import SwiftUI
                import TipKit

                @main struct GardenApp: App {
                    init() { try? 1️⃣Tips.configure() }
                    var body: some Scene { WindowGroup { GardenHome() } }
                }
                """, path: "Sources/App/GardenApp.swift", otherFiles: [
                    "Sources/App/GardenHome.swift": """
                        import SwiftUI
                        struct GardenHome: View {
                            var body: some View { NavigationStack { BedsList() } }
                        }
                        """,
                    "Sources/App/BedsList.swift": """
                        import SwiftUI
                        struct BedsList: View {
                            var body: some View { BedsView() }
                        }
                        """,
                ], messageKinds: ["1️⃣": "all-at-once"]),
            // A view made in a local of `body` (`let home = GardenHome()`) builds the screen too.
            RuleExample("""
                import SwiftUI
                import TipKit

                @main struct GardenApp: App {
                    init() { try? 1️⃣Tips.configure() }
                    var body: some Scene { WindowGroup { GardenRoot() } }
                }
                """, path: "Sources/App/GardenApp.swift", otherFiles: [
                    "Sources/App/GardenRoot.swift": """
                        import SwiftUI
                        struct GardenRoot: View {
                            var body: some View {
                                let beds = BedsView()
                                return beds
                            }
                        }
                        """,
                ], messageKinds: ["1️⃣": "all-at-once"]),
        ].map { $0.adding(otherFiles: ["Sources/App/Beds.swift": bedTips]) },
        nonTriggering: [
            // The first screen, through a container, holds one tip: nothing competes with it.
            RuleExample("""
                import SwiftUI
                import TipKit

                @main struct GardenApp: App {
                    init() { try? Tips.configure() }
                    var body: some Scene { WindowGroup { GardenHome() } }
                }
                """, path: "Sources/App/GardenApp.swift", otherFiles: [
                    "Sources/App/GardenHome.swift": """
                        import SwiftUI
                        struct GardenHome: View {
                            var body: some View { VStack { Text("Garden"); BedRow() } }
                        }
                        """,
                ]),
        ].map { $0.adding(otherFiles: ["Sources/App/Beds.swift": bedTips]) }
    )
}
