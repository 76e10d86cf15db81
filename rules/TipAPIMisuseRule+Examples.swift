import TipLintCore

extension TipAPIMisuseRule {
    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
            struct FindTip: Tip { var title: Text { Text("Find notes") } }
            struct PinTip: Tip { var title: Text { Text("Pin a note") } }
            struct NotesView: View {
                var tips: TipGroup {
                    1️⃣TipGroup(.ordered) { FindTip(); PinTip() }
                }
                var body: some View { TipView(tips.currentTip) }
            }
            """, messages: ["1️⃣": """
                This TipGroup is built in the computed property tips, so every read makes a new group that starts \
                over at its first tip and never advances; hold it in @State private var or a stored property of a \
                long-lived object
                """]),
        RuleExample("""
            struct ShelfView: View {
                var body: some View {
                    let group = 1️⃣TipGroup { SortTip(); FilterTip() }
                    VStack { TipView(group.currentTip) }
                }
            }
            """, messageKinds: ["1️⃣": "group-rebuilt"]),
        RuleExample("""
            struct NotesView: View {
                @State private var tips = TipGroup(.ordered) { FindTip(); PinTip() }
                var body: some View { TipView(1️⃣tips.currentTip!) }
            }
            """, messages: ["1️⃣": """
                tips.currentTip is nil once every tip of the group is done, so this force unwrap crashes; use if let \
                or pass the optional to TipView
                """]),
        RuleExample("""
            struct NotesView: View {
                @State private var tips = TipGroup(.ordered) { FindTip(); PinTip() }
                var body: some View {
                    Button("Find") { find() }
                        .popoverTip(1️⃣(tips.currentTip as? FindTip)!)
                }
            }
            """, messageKinds: ["1️⃣": "forced-current-tip"]),
        RuleExample("""
            final class Onboarding {
                let tips = TipGroup { FindTip(); PinTip() }
                var current: FindTip { 1️⃣tips.currentTip as! FindTip }
            }
            """, messageKinds: ["1️⃣": "forced-current-tip"]),
        // Checked in the view, but unwrapped in an action that runs later, when the group may be done.
        RuleExample("""
            struct NotesView: View {
                @State private var tips = TipGroup(.ordered) { FindTip(); PinTip() }
                var body: some View {
                    if tips.currentTip != nil {
                        Button("Skip") { 1️⃣tips.currentTip!.invalidate(reason: .tipClosed) }
                    }
                }
            }
            """, messageKinds: ["1️⃣": "forced-current-tip"]),
        RuleExample("""
            struct ExportView: View {
                let exportTip = ExportTip()
                var body: some View {
                    Button("Export") {
                        export()
                        exportTip.invalidate(reason: 1️⃣.displayCountExceeded)
                    }
                }
            }
            """, messages: ["1️⃣": """
                .displayCountExceeded is a reason TipKit records itself; invalidate with .actionPerformed when the \
                person did what the tip suggests, or .tipClosed when they dismissed it
                """]),
        RuleExample("""
            func dismissForGood(_ tip: some Tip) {
                tip.invalidate(reason: 1️⃣Tips.InvalidationReason.displayDurationExceeded)
            }
            """, messageKinds: ["1️⃣": "framework-reason"]),
        RuleExample("""
            struct DocumentView: View {
                let exportTip = ExportTip()
                var body: some View {
                    Editor()
                        .toolbar {
                            ToolbarItem(placement: .secondaryAction) {
                                Button("Export") { export() }
                                    .1️⃣popoverTip(exportTip)
                            }
                        }
                }
            }
            """, messages: ["1️⃣": """
                This popover tip is attached to toolbar content placed .secondaryAction (the overflow menu), which \
                is not on screen while the menu is closed; attach it to a visible control, such as the button that \
                opens the menu
                """]),
        RuleExample("""
            struct DocumentView: View {
                var body: some View {
                    Menu {
                        Button("Duplicate") { duplicate() }
                        Button("Archive") { archive() }.1️⃣popoverTip(ArchiveTip())
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                }
            }
            """, messages: ["1️⃣": """
                This popover tip is attached to an item of a Menu, which is not on screen while the menu is closed; \
                attach it to a visible control, such as the button that opens the menu
                """]),
        RuleExample("""
            struct UploadView: View {
                @State private var isUploading = false
                var body: some View {
                    VStack {
                        1️⃣TipView(RetryTip())
                        Button("Upload") { upload() }
                    }
                    .padding()
                    .disabled(isUploading)
                }
            }
            """, messages: ["1️⃣": """
                This TipView is inside a view disabled with .disabled(…), so its close button and actions do nothing \
                while it is disabled; place the tip outside the disabled view
                """]),
        RuleExample("""
            struct PaywallView: View {
                var body: some View {
                    Form {
                        Section { 1️⃣TipView(TrialTip()) }
                    }
                    .disabled(true)
                }
            }
            """, messageKinds: ["1️⃣": "disabled-tip"]),
        RuleExample("""
            import XCTest
            final class TipTests: XCTestCase {
                override func setUp() {
                    super.setUp()
                    try? 1️⃣Tips.configure()
                }
                func testFirst() {}
                func testSecond() {}
            }
            """, path: "Tests/AppTests/TipTests.swift", messages: ["1️⃣": """
                Tips.configure in setUp() runs before every test and throws tipsDatastoreAlreadyConfigured from the \
                second test on; configure once per process (override class func setUp()) or call \
                Tips.resetDatastore() before it
                """]),
        RuleExample("""
            final class OnboardingTests: XCTestCase {
                override func setUpWithError() throws {
                    try 1️⃣Tips.configure([.displayFrequency(.immediate)])
                }
            }
            """, path: "Tests/AppTests/OnboardingTests.swift", messageKinds: ["1️⃣": "configure-in-setup"]),
        RuleExample("""
            import Testing
            struct TipStateTests {
                init() throws { try 1️⃣Tips.configure() }
                @Test func showsSearchTip() {}
                @Test func hidesSearchTip() {}
            }
            """, path: "Tests/AppTests/TipStateTests.swift", messages: ["1️⃣": """
                Tips.configure in a test suite's init() runs before every test and throws \
                tipsDatastoreAlreadyConfigured from the second test on; configure once per process (a static \
                once-token) or call Tips.resetDatastore() before it
                """]),
        RuleExample("""
            struct MonitorTip: Tip {
                @Parameter static var monitored: Bool = false
                init(_ monitored: Bool) {
                    1️⃣Self.monitored = monitored
                }
                var title: Text { Text("Watch this folder") }
                var rules: [Rule] { #Rule(Self.$monitored) { $0 == false } }
            }
            """, messages: ["1️⃣": """
                MonitorTip's initialiser assigns its @Parameter monitored, which changes the state of every \
                MonitorTip each time a view builds one; set monitored where that state changes in the app
                """]),
        RuleExample("""
            struct StreakTip: Tip {
                @Parameter static var days: Int = 0
                init(days: Int) { 1️⃣StreakTip.days = days }
                var title: Text { Text("Keep your streak") }
            }
            """, messageKinds: ["1️⃣": "parameter-in-init"]),
    ]
}

extension TipAPIMisuseRule {
    static let nonTriggeringExamples: [RuleExample] = [
        // The unwrap runs only after the test, in the same evaluation of the view's body.
        RuleExample("""
            struct NotesView: View {
                @State private var tips = TipGroup(.ordered) { FindTip(); PinTip() }
                var body: some View {
                    VStack {
                        if tips.currentTip != nil { TipView(tips.currentTip!) }
                        if tips.currentTip is PinTip { Text("Pin").popoverTip(tips.currentTip as! PinTip) }
                    }
                }
            }
            """),
        // A guard that leaves the function when the group is done protects every later line.
        RuleExample("""
            final class TipsController {
                let tips = TipGroup(.ordered) { FindTip(); PinTip() }
                func currentTitle() -> String {
                    guard tips.currentTip != nil else { return "" }
                    let tip = tips.currentTip!
                    return String(describing: tip.id)
                }
            }
            """),
        // The group is held: it survives renders and advances.
        RuleExample("""
            struct NotesView: View {
                @State private var tips = TipGroup(.ordered) { FindTip(); PinTip() }
                var body: some View {
                    if let current = tips.currentTip { TipView(current) }
                }
            }
            """),
        // A function may run once (to fill a @State): not decided, so silent.
        RuleExample("""
            struct NotesView: View {
                @State private var tips = NotesView.makeTips()
                static func makeTips() -> TipGroup { TipGroup(.ordered) { FindTip(); PinTip() } }
                var body: some View { TipView(tips.currentTip as? FindTip) }
            }
            """),
        RuleExample("""
            final class TipCenter {
                static let shared = TipCenter()
                let onboarding = TipGroup(.firstAvailable) { FindTip(); PinTip() }
                lazy var later: TipGroup = { TipGroup { SortTip() } }()
            }
            """),
        RuleExample("""
            struct ExportView: View {
                let exportTip = ExportTip()
                var body: some View {
                    Button("Export") {
                        export()
                        exportTip.invalidate(reason: .actionPerformed)
                    }
                    .popoverTip(exportTip) { _ in exportTip.invalidate(reason: .tipClosed) }
                }
            }
            """),
        // A status check names TipKit's reasons without invalidating.
        RuleExample("""
            func wasShownEnough(_ tip: ExportTip) -> Bool {
                tip.status == .invalidated(.displayCountExceeded)
            }
            """),
        RuleExample("""
            struct DocumentView: View {
                let exportTip = ExportTip()
                var body: some View {
                    Editor()
                        .toolbar {
                            ToolbarItem(placement: .primaryAction) {
                                Button("Export") { export() }.popoverTip(exportTip)
                            }
                            ToolbarItem(placement: .secondaryAction) { Button("Print") { print() } }
                        }
                }
            }
            """),
        // The tip is on the menu's button, which is on screen.
        RuleExample("""
            struct DocumentView: View {
                var body: some View {
                    Menu {
                        Button("Archive") { archive() }
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                    .popoverTip(ArchiveTip())
                }
            }
            """),
        RuleExample("""
            struct UploadView: View {
                @State private var isUploading = false
                var body: some View {
                    VStack {
                        TipView(RetryTip())
                        Button("Upload") { upload() }.disabled(isUploading)
                        Form { Text("Options") }.disabled(false)
                    }
                }
            }
            """),
        // A whole screen disabled for a moment (while it saves) is not a tip that cannot be closed.
        RuleExample("""
            struct EditorView: View {
                @State private var isSaving = false
                var body: some View {
                    NavigationStack {
                        Form {
                            Section { TipView(AutosaveTip()) }
                            TextField("Title", text: $title)
                        }
                    }
                    .disabled(isSaving)
                    .overlay { if isSaving { ProgressView() } }
                }
            }
            """),
        // A disabled button anchoring a popover: whether the popover inherits the disabled state
        // is not known here, so silent.
        RuleExample("""
            struct UploadView: View {
                var body: some View {
                    Button("Upload") { upload() }.popoverTip(RetryTip()).disabled(true)
                }
            }
            """),
        RuleExample("""
            import XCTest
            final class TipTests: XCTestCase {
                override class func setUp() {
                    super.setUp()
                    try? Tips.configure()
                }
                func testFirst() {}
            }
            """, path: "Tests/AppTests/TipTests.swift"),
        RuleExample("""
            final class TipTests: XCTestCase {
                static var configured = false
                override func setUpWithError() throws {
                    try Tips.resetDatastore()
                    try Tips.configure()
                }
                override func setUp() {
                    guard !Self.configured else { return }
                    Self.configured = true
                    try? Tips.configure()
                }
            }
            """, path: "Tests/AppTests/TipTests.swift"),
        // A tip's or a model's initialiser is not a test suite's.
        RuleExample("""
            final class TipSetup {
                init() { try? Tips.configure() }
            }
            """, path: "Tests/AppTests/TipSetup.swift"),
        RuleExample("""
            struct MonitorTip: Tip {
                @Parameter static var monitored: Bool = false
                let folder: String
                init(folder: String) { self.folder = folder }
                var title: Text { Text("Watch \\(folder)") }
                var rules: [Rule] { #Rule(Self.$monitored) { $0 == false } }
            }
            struct FolderView: View {
                var body: some View {
                    Button("Watch") { MonitorTip.monitored = true }
                        .popoverTip(MonitorTip(folder: "Inbox"))
                }
            }
            """),
    ]
}
