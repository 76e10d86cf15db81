import TipLintCore

/// Examples of a container in a file with no TipKit word: `Home` puts two views that each show a
/// tip on one screen. The prefilter skips its file; the second pass reads it because two views
/// that show a tip occur in it, with only the declarations that name one of them handed to the
/// parser (`ContextNames+Containers`). The rest of the file (`Layout`, `Footer`) is blanked.
extension SimultaneousTipsRule {
    private static let panelFiles = [
        "Sources/App/PanelTips.swift": """
            import TipKit

            struct PinNoteTip: Tip { var title: Text { Text("Pin a note") } }
            struct SortNotesTip: Tip { var title: Text { Text("Sort your notes") } }
            """,
        "Sources/App/PinnedPanel.swift": """
            import SwiftUI
            import TipKit

            struct PinnedPanel: View {
                var body: some View { TipView(PinNoteTip()) }
            }
            """,
    ]

    static let containerExamples = (
        triggering: [
            RuleExample("""
                import SwiftUI
                import TipKit

                struct SortPanel: View {
                    var body: some View { Button("Sort") { }.1️⃣popoverTip(SortNotesTip()) }
                }
                """, path: "Sources/App/SortPanel.swift", otherFiles: [
                "Sources/App/Home.swift": """
                    import SwiftUI

                    enum Layout { static let spacing = 8.0 }

                    struct Home: View {
                        var body: some View {
                            VStack(spacing: Layout.spacing) {
                                PinnedPanel()
                                SortPanel()
                            }
                        }
                    }

                    struct Footer: View { var body: some View { Text("Made with care") } }
                    """,
            ], messages: ["1️⃣": """
                SortNotesTip can be on screen together with PinNoteTip where Home creates SortPanel; show one tip \
                at a time with a TipGroup or exclusive branches
                """]),
        ].map { $0.adding(otherFiles: panelFiles) },
        nonTriggering: [
            // Two tabs, a sheet and a navigation destination: each panel on a screen of its own.
            RuleExample("""
                import SwiftUI
                import TipKit

                struct SortPanel: View {
                    var body: some View { Button("Sort") { }.popoverTip(SortNotesTip()) }
                }
                """, path: "Sources/App/SortPanel.swift", otherFiles: [
                "Sources/App/Home.swift": """
                    import SwiftUI

                    struct Home: View {
                        @State private var sorting = false
                        var body: some View {
                            TabView {
                                PinnedPanel().tabItem { Text("Pinned") }
                                SortPanel().tabItem { Text("Sort") }
                            }
                        }
                    }

                    struct Drawer: View {
                        @State private var sorting = false
                        var body: some View {
                            NavigationStack {
                                PinnedPanel()
                                    .sheet(isPresented: $sorting) { SortPanel() }
                                    .navigationDestination(for: Int.self) { _ in SortPanel() }
                            }
                        }
                    }
                    """,
            ]),
            // One file names both panels, each in a view of its own that no view puts together.
            RuleExample("""
                import SwiftUI
                import TipKit

                struct SortPanel: View {
                    var body: some View { Button("Sort") { }.popoverTip(SortNotesTip()) }
                }
                """, path: "Sources/App/SortPanel.swift", otherFiles: [
                "Sources/App/Screens.swift": """
                    import SwiftUI

                    struct PinnedScreen: View { var body: some View { PinnedPanel() } }
                    struct SortScreen: View { var body: some View { SortPanel() } }
                    """,
            ]),
            // The container's own `Extra` is blanked to its header, not away: `Extra` is declared
            // twice (here and in Other/), so the call stays unresolved, as in the whole file,
            // and never becomes the other module's `Extra` that shows SortPanel.
            RuleExample("""
                import SwiftUI
                import TipKit

                struct SortPanel: View {
                    var body: some View { Button("Sort") { }.popoverTip(SortNotesTip()) }
                }
                """, path: "Sources/App/SortPanel.swift", otherFiles: [
                "Sources/App/Home.swift": """
                    import SwiftUI

                    struct Home: View {
                        var body: some View { VStack { PinnedPanel(); Extra() } }
                    }

                    struct Extra: View { var body: some View { Text("Made with care") } }

                    struct Unused: View { var body: some View { SortPanel() } }
                    """,
                "Sources/Other/Extra.swift": """
                    import SwiftUI
                    import TipKit

                    struct Extra: View {
                        var body: some View { SortPanel() }
                    }
                    """,
            ]),
        ].map { $0.adding(otherFiles: panelFiles) }
    )
}
