import TipLintCore

/// Examples of when a testing call runs (the index's call graph and preview code), kept here so
/// the rule's main file stays short.
extension UngatedTestingCallRule {
    static let runTimeTriggering: [RuleExample] = [
        // A launch argument or a setting: the setting lets it run in a person's launch.
        RuleExample("""
            @main struct BootApp: App {
                init() {
                    if CommandLine.arguments.contains("-uitests") || UserDefaults.standard.bool(forKey: "tipsOff") {
                        1️⃣Tips.hideAllTipsForTesting()
                    }
                    try? Tips.configure()
                }
                var body: some Scene { WindowGroup { Text("Home") } }
            }
            """, messages: ["1️⃣": """
                Tips.hideAllTipsForTesting runs in release builds and hides every tip from every person; wrap it in #if DEBUG
                """]),
        // A reset at launch: every launch, also under `#available` (not a person's choice), and
        // after configure, where it only throws.
        RuleExample("""
            @main struct NotesApp: App {
                init() {
                    if #available(iOS 18, *) {
                        try? 1️⃣Tips.resetDatastore()
                    }
                    try? Tips.configure()
                }
            }
            """, messages: ["1️⃣": """
                Tips.resetDatastore runs in release builds and wipes every person's tip state on every launch; \
                wrap it in #if DEBUG
                """]),
        RuleExample("""
            @main struct NotesApp: App {
                init() {
                    try? Tips.configure()
                    try? 1️⃣Tips.resetDatastore()
                }
            }
            """, messages: ["1️⃣": """
                Tips.resetDatastore runs in release builds; after Tips.configure it only throws, and moved before \
                it, it would wipe every person's tip state on every launch; wrap it in #if DEBUG
                """]),
        // "Every launch" only where a start-up path reaches the reset: a service whose reset
        // nothing in the scanned code calls wipes tip state whenever that function runs.
        RuleExample("""
            @MainActor @Observable final class TipService {
                init() { configureTipKit() }
                private func configureTipKit() { try? Tips.configure() }
                func resetTips() async {
                    do { try 1️⃣Tips.resetDatastore() } catch { print(error) }
                }
            }
            """, messages: ["1️⃣": """
                Tips.resetDatastore runs in release builds and wipes every person's tip state whenever resetTips() \
                runs; wrap it in #if DEBUG
                """], messageKinds: ["1️⃣": "reset-when-run"]),
        RuleExample("""
            struct ContentView: View {
                init() { prepareTips() }
                var body: some View { NoteList() }
                private func prepareTips() { try? 1️⃣Tips.resetDatastore() }
            }
            """, messages: ["1️⃣": """
                Tips.resetDatastore runs in release builds and wipes every person's tip state each time it runs \
                (it is called in prepareTips(), which is called in a view's init); wrap it in #if DEBUG
                """]),
        // A launch path through a function and a `Task`: every launch.
        RuleExample("""
            @main struct NotesApp: App {
                init() { TipSetup.start() }
                var body: some Scene { WindowGroup { NoteList() } }
            }
            enum TipSetup {
                static func start() {
                    Task { try? 1️⃣Tips.resetDatastore() }
                }
            }
            """, messages: ["1️⃣": """
                Tips.resetDatastore runs in release builds and wipes every person's tip state on every launch; \
                wrap it in #if DEBUG
                """]),
        // A private type that the app shows too is not preview code.
        RuleExample("""
            @main struct NotesApp: App {
                var body: some Scene { WindowGroup { CanvasHarness() } }
            }
            private struct CanvasHarness: View {
                init() { 1️⃣Tips.showAllTipsForTesting() }
                var body: some View { NoteList() }
            }
            #Preview { CanvasHarness() }
            """),
    ]

    static let runTimeNonTriggering: [RuleExample] = [
        // A UIKit menu's `UIAction` is a person's action too, through a project function.
        RuleExample("""
            enum TipMaintenance {
                static func startOver() { try? Tips.resetDatastore() }
            }
            final class NotesViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let reset = UIAction(title: "Show tips again") { _ in TipMaintenance.startOver() }
                    navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .edit, menu: UIMenu(children: [reset]))
                }
            }
            """),
        // Private types that only previews use, directly or through each other, are preview code.
        RuleExample("""
            private struct CanvasHarness: View {
                init() {
                    try? Tips.resetDatastore()
                    Tips.showAllTipsForTesting()
                }
                var body: some View { NoteList() }
            }
            #Preview { CanvasHarness() }
            """),
        RuleExample("""
            fileprivate struct EveryTipShown: ViewModifier {
                func body(content: Content) -> some View {
                    content.task { Tips.showAllTipsForTesting() }
                }
            }
            private struct Showcase: View {
                var body: some View { NoteList().modifier(EveryTipShown()) }
            }
            struct NoteList_Previews: PreviewProvider {
                static var previews: some View { Showcase() }
            }
            """),
        // A person's action reaches the reset, in any file: a dialog's button through a private
        // helper and a service read from the environment, or a UIKit `@objc` action target.
        RuleExample("""
            @Observable final class TipService {
                func resetTips() { do { try Tips.resetDatastore() } catch { print(error) } }
            }
            struct SettingsView: View {
                @Environment(TipService.self) private var tipService
                @State private var confirming = false
                var body: some View {
                    Button("Show tips again") { confirming = true }
                        .confirmationDialog("Show every tip again?", isPresented: $confirming) {
                            Button("Reset", role: .destructive) { Task { await startOver() } }
                        }
                }
                private func startOver() async { tipService.resetTips() }
            }
            """),
        // A function handed to a control by name (not called) runs in its action: with a launch
        // configure, reset-after-configure reports it; either way it is a person's choice.
        RuleExample("""
            @main struct NotesApp: App {
                init() { try? Tips.configure() }
                var body: some Scene { WindowGroup { SettingsView() } }
            }
            @Observable final class SettingsModel {
                func resetTips() { try? Tips.resetDatastore() }
            }
            struct SettingsView: View {
                @State var model = SettingsModel()
                var body: some View { Button("Show tips again", action: model.resetTips) }
            }
            """),
        // A long press and a menu's primary action are a person's actions too.
        RuleExample("""
            @Observable final class SettingsModel {
                func resetTips() { try? Tips.resetDatastore() }
                func startOver() { try? Tips.resetDatastore() }
            }
            struct SettingsView: View {
                @State var model = SettingsModel()
                var body: some View {
                    Text("Tips").onLongPressGesture(perform: model.resetTips)
                    Menu("More") { Text("Help") } primaryAction: { model.startOver() }
                }
            }
            """),
        RuleExample("""
            final class SettingsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(
                        title: "Reset tips", style: .plain, target: self, action: #selector(resetTips))
                }
                @objc private func resetTips() { try? Tips.resetDatastore() }
            }
            """),
    ]
}
