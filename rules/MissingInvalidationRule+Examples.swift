import TipLintCore

/// Examples of what retires a tip and what does not, kept here so the rule's main file stays short.
extension MissingInvalidationRule {
    /// Shipping code that never invalidates its tip, while a unit test, a `#Preview` or a
    /// `PreviewProvider` does: people using the app still see the tip until they close it.
    static let testAndPreviewExamples = [
        RuleExample("""
            struct FavoriteTip: Tip { var title: Text { Text("Save your favourites") } }
            struct RecipeView: View {
                let favoriteTip = FavoriteTip()
                var body: some View {
                    Toggle("Favourite", isOn: .constant(false)).1️⃣popoverTip(favoriteTip)
                }
            }
            """, otherFiles: ["Tests/AppTests/TipTests.swift": """
                final class TipTests: XCTestCase {
                    func testFavoritingRetiresTheTip() {
                        let tip = FavoriteTip()
                        tip.invalidate(reason: .actionPerformed)
                    }
                }
                """]),
        RuleExample("""
            struct ArchiveTip: Tip { var title: Text { Text("Archive old notes") } }
            struct ArchiveView: View {
                var body: some View { 1️⃣TipView(ArchiveTip()) }
            }
            #Preview {
                ArchiveView().onAppear { ArchiveTip().invalidate(reason: .tipClosed) }
            }
            """, configuration: "report-informational: true"),
        RuleExample("""
            struct SortTip: Tip { var title: Text { Text("Sort your notes") } }
            struct SortView: View {
                let sortTip = SortTip()
                var body: some View { 1️⃣TipView(sortTip) }
            }
            """, configuration: "report-informational: true", otherFiles: ["Sources/App/SortView+Previews.swift": """
                struct SortView_Previews: PreviewProvider {
                    static let sortTip = SortTip()
                    static var previews: some View {
                        SortView().onAppear { sortTip.invalidate(reason: .actionPerformed) }
                    }
                }
                """]),
    ]


    /// TipKit's own rules: a rule that shipping code makes false retires the tip; one that only
    /// turns true retires nothing.
    static let tipKitRuleExamples = (
        triggering: [
            RuleExample("""
                struct ShareTip: Tip {
                    static let opened = Tips.Event(id: "opened")
                    var title: Text { Text("Share a list") }
                    var rules: [Rule] { #Rule(Self.opened) { $0.donations.count > 0 } }
                }
                struct ListView: View {
                    var body: some View {
                        Button("Share") { Task { await ShareTip.opened.donate() } }
                            .1️⃣popoverTip(ShareTip())
                    }
                }
                """, messages: ["1️⃣": """
                    ShareTip's popover is on a Button whose action does not invalidate it, and nothing else does; \
                    keep the ShareTip you show in a property and call its invalidate(reason: .actionPerformed) in the action
                    """]),
            RuleExample("""
                struct SyncTip: Tip {
                    @Parameter static var signedIn = false
                    var title: Text { Text("Sync your notes") }
                    var rules: [Rule] { #Rule(Self.$signedIn) { $0 == true } }
                }
                struct AccountView: View {
                    var body: some View {
                        Toggle("Sync", isOn: .constant(true)).1️⃣popoverTip(SyncTip())
                    }
                    func signIn() { SyncTip.signedIn = true }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct FavoriteTip: Tip {
                    static let favorited = Tips.Event(id: "favorited")
                    var title: Text { Text("Favourite your recipes") }
                    var rules: [Rule] { #Rule(Self.favorited) { $0.donations.count == 0 } }
                }
                extension FavoriteTip {
                    static func recordFavorite() { Self.favorited.donate() }
                }
                struct RecipeView: View {
                    var body: some View {
                        Button("Favourite") { FavoriteTip.recordFavorite() }
                            .popoverTip(FavoriteTip())
                    }
                }
                """),
            RuleExample("""
                struct CreateServerTip: Tip {
                    @Parameter static var hasServer = false
                    var title: Text { Text("Create your first server") }
                    var rules: [Rule] { #Rule(Self.$hasServer) { $0 == false } }
                }
                struct ServersView: View {
                    var body: some View {
                        Button("Add Server") { save() }.popoverTip(CreateServerTip())
                    }
                    func save() { CreateServerTip.hasServer = true }
                }
                """),
            RuleExample("""
                struct RecipeView: View {
                    static let cooked = Tips.Event<Tips.EmptyDonation>(id: "cooked")
                    var body: some View {
                        Button("Cook") { Self.cooked.sendDonation() }.popoverTip(CookTip())
                    }
                }
                struct CookTip: Tip {
                    var title: Text { Text("Cook along") }
                    var rules: [Rule] { #Rule(RecipeView.cooked) { $0.donations.count < 3 } }
                }
                """),
            RuleExample("""
                struct OfflineTip: Tip {
                    @Parameter static var isOnline = true
                    var title: Text { Text("You can read offline") }
                    var rules: [Rule] { #Rule(Self.$isOnline) { $0 } }
                }
                struct ReaderView: View {
                    var body: some View {
                        Button("Read") { }.popoverTip(OfflineTip())
                            .onDisappear { OfflineTip.$isOnline.wrappedValue = false }
                    }
                }
                """),
        ]
    )

    /// Tips tied to an action the person performs, and tips that only inform.
    static let actionExamples = (
        triggering: [
            RuleExample("""
                struct BackupTip: Tip {
                    var title: Text { Text("Back up your library") }
                    var actions: [Action] { Action(id: "backup", title: "Back Up Now") }
                }
                struct SettingsView: View {
                    var body: some View {
                        1️⃣TipView(BackupTip()) { action in startBackup() }
                    }
                    func startBackup() {}
                }
                """, messages: ["1️⃣": """
                    BackupTip has actions, but neither they nor anything else invalidate it; \
                    keep the BackupTip you show in a property and call its invalidate(reason: .actionPerformed) in the action's handler
                    """]),
            RuleExample("""
                struct HelpTip: Tip { var title: Text { Text("Read the guide") } }
                struct HelpView: View {
                    var body: some View {
                        Link("Guide", destination: URL(string: "https://example.com")!).1️⃣popoverTip(HelpTip())
                    }
                }
                """, messages: ["1️⃣": """
                    HelpTip's popover is on a Link, and nothing invalidates it when the person uses it; \
                    keep the HelpTip you show in a property and call its invalidate(reason: .actionPerformed) in \
                    .simultaneousGesture(TapGesture().onEnded { … }) on the Link (it takes no action closure)
                    """]),
            RuleExample("""
                struct QuickShareTip: Tip { var title: Text { Text("Share the puzzle") } }
                struct EditorToolbar: ToolbarContent {
                    let link: URL
                    var body: some ToolbarContent {
                        ToolbarItem {
                            ShareLink(item: link) { Label("Share", systemImage: "square.and.arrow.up") }
                                .1️⃣popoverTip(QuickShareTip())
                        }
                    }
                }
                """, messages: ["1️⃣": """
                    QuickShareTip's popover is on a ShareLink, and nothing invalidates it when the person uses it; \
                    keep the QuickShareTip you show in a property and call its invalidate(reason: .actionPerformed) in \
                    .simultaneousGesture(TapGesture().onEnded { … }) on the ShareLink (it takes no action closure)
                    """]),
            // A Toggle takes no action closure: the value it sets is where the person acts.
            RuleExample("""
                struct SyncTip: Tip { var title: Text { Text("Sync across devices") } }
                struct SyncSettings: View {
                    @State private var syncOn = false
                    var body: some View {
                        Toggle("iCloud sync", isOn: $syncOn).1️⃣popoverTip(SyncTip())
                    }
                }
                """, messages: ["1️⃣": """
                    SyncTip's popover is on a Toggle, and nothing invalidates it when the person uses it; \
                    keep the SyncTip you show in a property and call its invalidate(reason: .actionPerformed) in \
                    .onChange(of:) of the value the Toggle sets (it takes no action closure)
                    """]),
            RuleExample("""
                struct NameTagTip: Tip { var title: Text { Text("Share your name tag") } }
                struct RouteButton<Label: View>: View {
                    let compact: Bool
                    @ViewBuilder let label: () -> Label
                    var body: some View {
                        if compact {
                            Button(action: {}, label: label)
                        } else {
                            NavigationLink(value: 1, label: label).buttonStyle(.plain)
                        }
                    }
                }
                struct FriendsView: View {
                    var body: some View {
                        RouteButton(compact: true) { Image(systemName: "qrcode") }.1️⃣popoverTip(NameTagTip())
                    }
                }
                """, messages: ["1️⃣": """
                    NameTagTip's popover is on a RouteButton whose action does not invalidate it, and nothing else does; \
                    keep the NameTagTip you show in a property and call its invalidate(reason: .actionPerformed) in the action
                    """]),
            RuleExample("""
                struct FilterTip: Tip { var title: Text { Text("Filter the list") } }
                struct ListScreen: View {
                    var body: some View {
                        List { Text("Row") }
                            .toolbar {
                                ToolbarItem { FilterMenuLabel().1️⃣popoverTip(FilterTip()) }
                            }
                    }
                }
                """, messages: ["1️⃣": """
                    FilterTip's popover is on a toolbar item whose action does not invalidate it, and nothing else does; \
                    keep the FilterTip you show in a property and call its invalidate(reason: .actionPerformed) in the action
                    """]),
            RuleExample("""
                struct DuplicateTip: Tip { var title: Text { Text("Duplicate a note") } }
                struct NoteRow: View {
                    var body: some View {
                        Text("Note").contextMenu {
                            Label("Duplicate", systemImage: "plus.square.on.square").1️⃣popoverTip(DuplicateTip())
                        }
                    }
                }
                """),
            RuleExample("""
                struct InboxTip: Tip { var title: Text { Text("Your inbox") } }
                struct InboxView: View {
                    var body: some View { 1️⃣TipView(InboxTip()) }
                }
                """, configuration: "report-informational: true", messages: ["1️⃣": """
                    InboxTip is shown but never invalidated; keep the InboxTip you show in a property and call its invalidate(reason: .actionPerformed) \
                    where the person performs the action, or add MaxDisplayCount
                    """]),
        ],
        nonTriggering: [
            RuleExample("""
                struct InboxTip: Tip { var title: Text { Text("New videos land in your inbox") } }
                struct InboxView: View {
                    var body: some View { TipView(InboxTip()) }
                }
                """),
            RuleExample("""
                struct TagsTip: Tip { var title: Text { Text("Tags group your notes") } }
                struct TagsView: View {
                    var body: some View { Text("Tags").popoverTip(TagsTip()) }
                }
                """),
            RuleExample("""
                struct ImportTip: Tip {
                    var title: Text { Text("Import your notes") }
                    var actions: [Action] { Action(id: "import", title: "Import") }
                }
                struct ImportView: View {
                    let importTip = ImportTip()
                    var body: some View {
                        Text("Notes").popoverTip(importTip) { action in importTip.invalidate(reason: .actionPerformed) }
                    }
                }
                """),
        ]
    )

    /// Only `invalidate(reason:)` on something that can be a tip retires it, and a receiver that
    /// cannot be told apart silences only the tips it could be.
    static let receiverExamples = (
        triggering: [
            RuleExample("""
                struct PauseTip: Tip { var title: Text { Text("Pause the timer") } }
                struct TimerView: View {
                    @State var timer: Timer?
                    let session = URLSession.shared
                    var body: some View {
                        Button("Pause") {
                            timer?.invalidate()
                            session.invalidateAndCancel()
                        }
                        .1️⃣popoverTip(PauseTip())
                    }
                }
                final class Animator { func stop(_ displayLink: CADisplayLink) { displayLink.invalidate() } }
                """),
            RuleExample("""
                # Pausing

                ```swift
                Button("Pause") { timer?.invalidate() }
                    .1️⃣popoverTip(pauseTip)
                ```
                """, path: "Docs/Timer.md", messages: ["1️⃣": """
                    pauseTip's popover is on a Button whose action does not invalidate it; \
                    call pauseTip.invalidate(reason: .actionPerformed) in the action
                    """]),
            RuleExample("""
                struct AlphaTip: Tip { var title: Text { Text("Alpha") } }
                struct BetaTip: Tip { var title: Text { Text("Beta") } }
                struct GammaTip: Tip { var title: Text { Text("Gamma") } }
                struct AlphaView: View {
                    let tip = AlphaTip()
                    var body: some View { Button("A") { }.popoverTip(tip) }
                }
                struct BetaView: View {
                    let tip = BetaTip()
                    var body: some View { Button("B") { }.popoverTip(tip) }
                }
                final class Coordinator {
                    func finish() { tip.invalidate(reason: .actionPerformed) }
                }
                struct GammaView: View {
                    var body: some View { Button("C") { }.1️⃣popoverTip(GammaTip()) }
                }
                """),
            RuleExample("""
                struct TrustedTip: Tip {
                    static let shared = TrustedTip()
                    var title: Text { Text("Trusted replies") }
                }
                struct MutedTip: Tip {
                    static let shared = MutedTip()
                    var title: Text { Text("Muted threads") }
                }
                struct ThreadView: View {
                    var body: some View {
                        Button("Trust") { TrustedTip.shared.invalidate(reason: .actionPerformed) }
                            .popoverTip(TrustedTip())
                        Button("Mute") { }.1️⃣popoverTip(MutedTip())
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct PauseTip: Tip { var title: Text { Text("Pause the timer") } }
                struct TimerView: View {
                    @State var timer: Timer?
                    let pauseTip = PauseTip()
                    var body: some View {
                        Button("Pause") {
                            timer?.invalidate()
                            pauseTip.invalidate(reason: .actionPerformed)
                        }
                        .popoverTip(pauseTip)
                    }
                }
                """),
            RuleExample("""
                struct TrustedTip: Tip {
                    static let shared = TrustedTip()
                    var title: Text { Text("Trusted replies") }
                }
                struct MutedTip: Tip {
                    static let shared = MutedTip()
                    var title: Text { Text("Muted threads") }
                }
                struct ThreadView: View {
                    var body: some View {
                        Button("Trust") { TrustedTip.shared.invalidate(reason: .actionPerformed) }
                            .popoverTip(TrustedTip())
                        Button("Mute") { MutedTip.shared.invalidate(reason: .actionPerformed) }
                            .popoverTip(MutedTip())
                    }
                }
                """),
        ]
    )
}
