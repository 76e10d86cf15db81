import TipLintCore

extension FirstLaunchTipsRule {
    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
            @main struct NotesApp: App {
                init() { try? 1️⃣Tips.configure() }
                var body: some Scene { WindowGroup { RootTabs() } }
            }
            """, path: "Sources/App/NotesApp.swift", otherFiles: [
                "Sources/App/Views.swift": """
                    struct FindTip: Tip { var title: Text { Text("Find notes") } }
                    struct PinTip: Tip { var title: Text { Text("Pin a note") } }
                    struct ShareTip: Tip { var title: Text { Text("Share a list") } }
                    struct RootTabs: View {
                        var body: some View {
                            NavigationSplitView { Sidebar() } detail: { NotesList() }
                        }
                    }
                    struct Sidebar: View {
                        var body: some View { List { TipView(ShareTip()) } }
                    }
                    struct NotesList: View {
                        var body: some View {
                            List { TipView(FindTip()) }
                                .toolbar { PinButton() }
                        }
                    }
                    struct PinButton: View {
                        var body: some View { Button("Pin") { pin() }.popoverTip(PinTip()) }
                    }
                    """,
            ], messages: ["1️⃣": """
                3 tips have no rule and the display frequency is .immediate, so a first launch shows FindTip, PinTip \
                and ShareTip at once or one right after another; give them #Rules on events or parameters, show them \
                through a TipGroup, or configure .displayFrequency(.daily)
                """]),
        RuleExample("""
            struct SortTip: Tip { var title: Text { Text("Sort by date") } }
            struct FilterTip: Tip { var title: Text { Text("Filter by tag") } }
            struct TagTip: Tip {
                static let tagged = Event(id: "tagged")
                var title: Text { Text("Tag notes") }
                var rules: [Rule] { #Rule(Self.tagged) { $0.donations.count >= 3 } }
            }
            @main struct LibraryApp: App {
                init() {
                    try? 1️⃣Tips.configure([.displayFrequency(.immediate), .datastoreLocation(.applicationDefault)])
                }
                var body: some Scene { WindowGroup { NavigationStack { LibraryView() } } }
            }
            struct LibraryView: View {
                var body: some View {
                    VStack { TipView(SortTip()); TipView(FilterTip()); TipView(TagTip()) }
                }
            }
            """, messages: ["1️⃣": """
                2 tips have no rule and the display frequency is .immediate, so a first launch shows FilterTip and \
                SortTip at once or one right after another; give them #Rules on events or parameters, show them through \
                a TipGroup, or configure .displayFrequency(.daily)
                """]),
        // The first screen already shows a TipGroup: the advice names it, for the tips to join.
        RuleExample("""
            @main struct NotesApp: App {
                init() { try? 1️⃣Tips.configure() }
                var body: some Scene { WindowGroup { NotesList() } }
            }
            struct FindTip: Tip { var title: Text { Text("Find notes") } }
            struct PinTip: Tip { var title: Text { Text("Pin a note") } }
            struct SortTip: Tip { var title: Text { Text("Sort notes") } }
            struct ShareTip: Tip { var title: Text { Text("Share a list") } }
            struct NotesList: View {
                @State private var onboarding = TipGroup(.ordered) { FindTip(); PinTip() }
                var body: some View {
                    VStack { TipView(onboarding.currentTip); TipView(SortTip()); TipView(ShareTip()) }
                }
            }
            """, messages: ["1️⃣": """
                2 tips have no rule and the display frequency is .immediate, so a first launch shows ShareTip and \
                SortTip at once or one right after another; give them #Rules on events or parameters, add them to the \
                TipGroup 'onboarding', or configure .displayFrequency(.daily)
                """]),
        RuleExample("""
            struct NewNoteTip: Tip { var title: Text { Text("Write a note") } }
            struct HomeView: View {
                @AppStorage("hasSeenWelcome") private var hasSeenWelcome = false
                @State private var showWelcome = false
                var body: some View {
                    NotesList()
                        .toolbar { Button("New") { newNote() }.1️⃣popoverTip(NewNoteTip()) }
                        .sheet(isPresented: $showWelcome) { WelcomeView { hasSeenWelcome = true } }
                        .onAppear { if !hasSeenWelcome { showWelcome = true } }
                }
            }
            """, messages: ["1️⃣": """
                NewNoteTip has no rule, so on first launch its popover competes with the welcome sheet this view \
                presents from hasSeenWelcome; gate NewNoteTip with a #Rule on a parameter the welcome flow sets when \
                it ends
                """]),
        RuleExample("""
            struct ScanTip: Tip { var title: Text { Text("Scan a receipt") } }
            struct ReceiptsView: View {
                @AppStorage("showOnboarding") var showOnboarding = true
                var body: some View {
                    ReceiptList()
                        .fullScreenCover(isPresented: $showOnboarding) { OnboardingView() }
                        .overlay(alignment: .bottom) { ScanButton().1️⃣popoverTip(ScanTip()) }
                }
            }
            """, messageKinds: ["1️⃣": "competes-with-welcome"]),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        // TipKit spaces new tips out itself.
        RuleExample("""
            @main struct NotesApp: App {
                init() { try? Tips.configure([.displayFrequency(.daily)]) }
                var body: some Scene { WindowGroup { NotesList() } }
            }
            struct FindTip: Tip { var title: Text { Text("Find notes") } }
            struct PinTip: Tip { var title: Text { Text("Pin a note") } }
            struct NotesList: View {
                var body: some View { List { TipView(FindTip()) }.toolbar { Button("Pin") { pin() }.popoverTip(PinTip()) } }
            }
            """),
        // Every tip waits for something the person does.
        RuleExample("""
            @main struct NotesApp: App {
                init() { try? Tips.configure() }
                var body: some Scene { WindowGroup { NotesList() } }
            }
            struct FindTip: Tip {
                static let opened = Event(id: "opened")
                var title: Text { Text("Find notes") }
                var rules: [Rule] { #Rule(Self.opened) { $0.donations.count >= 2 } }
            }
            struct PinTip: Tip {
                @Parameter static var hasNotes: Bool = false
                var title: Text { Text("Pin a note") }
                var rules: [Rule] { #Rule(Self.$hasNotes) { $0 } }
            }
            struct NotesList: View {
                var body: some View { VStack { TipView(FindTip()); TipView(PinTip()) } }
            }
            """),
        // A group shows one tip at a time; one rule-less tip alone is not "all at once".
        RuleExample("""
            @main struct NotesApp: App {
                init() { try? Tips.configure() }
                var body: some Scene { WindowGroup { NotesList() } }
            }
            struct FindTip: Tip { var title: Text { Text("Find notes") } }
            struct PinTip: Tip { var title: Text { Text("Pin a note") } }
            struct SortTip: Tip { var title: Text { Text("Sort notes") } }
            struct NotesList: View {
                @State private var tips = TipGroup(.ordered) { FindTip(); PinTip() }
                var body: some View { VStack { TipView(tips.currentTip); TipView(SortTip()) } }
            }
            """),
        // Tips on screens the person opens wait for the person to go there; a UIKit app's first
        // screen is not known.
        RuleExample("""
            @main struct NotesApp: App {
                init() { try? Tips.configure() }
                var body: some Scene { WindowGroup { NotesHome() } }
            }
            struct FindTip: Tip { var title: Text { Text("Find notes") } }
            struct PinTip: Tip { var title: Text { Text("Pin a note") } }
            struct ShareTip: Tip { var title: Text { Text("Share a list") } }
            struct NotesHome: View {
                @State private var showShare = false
                var body: some View {
                    NavigationStack {
                        List { NavigationLink("Note") { NoteDetail() } }
                            .sheet(isPresented: $showShare) { TipView(ShareTip()) }
                    }
                    .toolbar { Button("Find") { find() }.popoverTip(FindTip()) }
                }
            }
            struct NoteDetail: View {
                var body: some View { Button("Pin") { pin() }.popoverTip(PinTip()) }
            }
            final class AppDelegate: NSObject, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    try? Tips.configure()
                    return true
                }
            }
            """),
        // Each tab's tip waits for the person to open that tab.
        RuleExample("""
            @main struct NotesApp: App {
                init() { try? Tips.configure() }
                var body: some Scene { WindowGroup { RootTabs() } }
            }
            struct FindTip: Tip { var title: Text { Text("Find notes") } }
            struct PinTip: Tip { var title: Text { Text("Pin a note") } }
            struct RootTabs: View {
                var body: some View {
                    TabView {
                        NotesList().tabItem { Label("Notes", systemImage: "note") }
                        PinnedView().tabItem { Label("Pinned", systemImage: "pin") }
                    }
                }
            }
            struct NotesList: View {
                var body: some View { List { TipView(FindTip()) } }
            }
            struct PinnedView: View {
                var body: some View { Button("Pin") { pin() }.popoverTip(PinTip()) }
            }
            """),
        // The same with the TabView in the App's own scene: each tab's root is a first screen of its own.
        RuleExample("""
            @main struct NotesApp: App {
                init() { try? Tips.configure() }
                var body: some Scene {
                    WindowGroup {
                        TabView {
                            NotesList().tabItem { Label("Notes", systemImage: "note") }
                            PinnedView().tabItem { Label("Pinned", systemImage: "pin") }
                        }
                    }
                }
            }
            struct FindTip: Tip { var title: Text { Text("Find notes") } }
            struct PinTip: Tip { var title: Text { Text("Pin a note") } }
            struct NotesList: View {
                var body: some View { List { TipView(FindTip()) } }
            }
            struct PinnedView: View {
                var body: some View { Button("Pin") { pin() }.popoverTip(PinTip()) }
            }
            """),
        // The Settings scene opens when the person chooses Settings, not at launch.
        RuleExample("""
            @main struct NotesApp: App {
                init() { try? Tips.configure() }
                var body: some Scene {
                    WindowGroup { NotesList() }
                    Settings { PreferencesView() }
                }
            }
            struct FindTip: Tip { var title: Text { Text("Find notes") } }
            struct SyncTip: Tip { var title: Text { Text("Sync with iCloud") } }
            struct NotesList: View {
                var body: some View { List { TipView(FindTip()) } }
            }
            struct PreferencesView: View {
                var body: some View { Form { TipView(SyncTip()) } }
            }
            """),
        // Options it cannot read may set any frequency.
        RuleExample("""
            @main struct NotesApp: App {
                init() { try? Tips.configure(AppSettings.tipOptions) }
                var body: some Scene { WindowGroup { NotesList() } }
            }
            struct FindTip: Tip { var title: Text { Text("Find notes") } }
            struct PinTip: Tip { var title: Text { Text("Pin a note") } }
            struct NotesList: View {
                var body: some View { VStack { TipView(FindTip()); TipView(PinTip()) } }
            }
            """),
        // The welcome flow sets the parameter the tip waits for.
        RuleExample("""
            struct NewNoteTip: Tip {
                @Parameter static var welcomed: Bool = false
                var title: Text { Text("Write a note") }
                var rules: [Rule] { #Rule(Self.$welcomed) { $0 } }
            }
            struct HomeView: View {
                @AppStorage("hasSeenWelcome") private var hasSeenWelcome = false
                @State private var showWelcome = false
                var body: some View {
                    NotesList()
                        .toolbar { Button("New") { newNote() }.popoverTip(NewNoteTip()) }
                        .sheet(isPresented: $showWelcome) {
                            WelcomeView { hasSeenWelcome = true; NewNoteTip.welcomed = true }
                        }
                        .onAppear { if !hasSeenWelcome { showWelcome = true } }
                }
            }
            """),
        // A sheet opened by the person, and a flag that starts out false, are not first-launch sheets;
        // an inline TipView is not over the sheet.
        RuleExample("""
            struct NewNoteTip: Tip { var title: Text { Text("Write a note") } }
            struct HomeView: View {
                @AppStorage("showTips") private var showHelp = false
                @State private var showSettings = false
                var body: some View {
                    NotesList()
                        .toolbar { Button("New") { newNote() }.popoverTip(NewNoteTip()) }
                        .sheet(isPresented: $showSettings) { SettingsView() }
                        .sheet(isPresented: $showHelp) { HelpView() }
                }
            }
            struct LaunchView: View {
                @AppStorage("hasSeenWelcome") private var hasSeenWelcome = false
                var body: some View {
                    VStack { TipView(NewNoteTip()) }
                        .sheet(isPresented: .constant(!hasSeenWelcome)) { WelcomeView() }
                }
            }
            """),
        // The popover's view shows only once the welcome flow is over: an `if` on the flag.
        RuleExample("""
            struct NewNoteTip: Tip { var title: Text { Text("Write a note") } }
            struct HomeView: View {
                @AppStorage("showWelcome") private var showWelcome = true
                var body: some View {
                    VStack {
                        if !showWelcome {
                            Button("New") { newNote() }.popoverTip(NewNoteTip())
                        }
                    }
                    .sheet(isPresented: $showWelcome) { WelcomeView() }
                }
            }
            """),
    ]
}
