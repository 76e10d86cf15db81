import TipLintCore

/// Examples of invalidations the model cannot attribute to one tip (issue 22 §3): a receiver
/// typed `any Tip`, a generic or a value it cannot follow retires only the tips that could
/// reach it, never every tip of the project.
extension MissingInvalidationRule {
    static let reachExamples = (
        triggering: [
            // `retire` is given ExportTip only: ImportTip is still never invalidated.
            RuleExample("""
                struct ExportTip: Tip { var title: Text { Text("Export your data") } }
                struct ImportTip: Tip { var title: Text { Text("Bring your data along") } }
                func retire(_ tip: any Tip) { tip.invalidate(reason: .actionPerformed) }
                struct DocsView: View {
                    var body: some View {
                        VStack {
                            Button("Export") { retire(ExportTip()) }.popoverTip(ExportTip())
                            Button("Import") { }.1️⃣popoverTip(ImportTip())
                        }
                    }
                }
                """, messages: ["1️⃣": """
                    ImportTip's popover is on a Button whose action does not invalidate it, and nothing else does; \
                    keep the ImportTip you show in a property and call its invalidate(reason: .actionPerformed) in the action
                    """]),
            // Our own variation: a generic, and a presenter that keeps what its initialiser is given.
            RuleExample("""
                struct OnboardingTip: Tip { var title: Text { Text("Welcome aboard") } }
                struct ScheduleTip: Tip { var title: Text { Text("Your route's schedule") } }
                struct FeedbackTip: Tip { var title: Text { Text("Tell us what you think") } }
                func finish<T: Tip>(_ tip: T) { tip.invalidate(reason: .actionPerformed) }
                final class Presenter {
                    private let tip: any Tip
                    init(tip: any Tip) { self.tip = tip }
                    func closed() { tip.invalidate(reason: .tipClosed) }
                }
                struct WelcomeView: View {
                    let onboardingTip = OnboardingTip()
                    var body: some View { Button("Start") { finish(onboardingTip) }.popoverTip(onboardingTip) }
                }
                final class StopViewController: UIViewController {
                    private let presenter = Presenter(tip: ScheduleTip())
                    private let feedbackTip = FeedbackTip()
                    func showTips(scheduleButton: UIButton, feedbackCell: UITableViewCell) {
                        present(TipUIPopoverViewController(ScheduleTip(), sourceItem: scheduleButton), animated: true)
                        present(1️⃣TipUIPopoverViewController(feedbackTip, sourceItem: feedbackCell), animated: true)
                    }
                }
                """),
        ],
        nonTriggering: [
            // Each tip reaches an invalidation that cannot name it: by its function, by its presenter.
            RuleExample("""
                struct OnboardingTip: Tip { var title: Text { Text("Welcome aboard") } }
                struct ScheduleTip: Tip { var title: Text { Text("Your route's schedule") } }
                func finish<T: Tip>(_ tip: T) { tip.invalidate(reason: .actionPerformed) }
                final class Presenter {
                    private let tip: any Tip
                    init(tip: any Tip) { self.tip = tip }
                    func closed() { tip.invalidate(reason: .tipClosed) }
                }
                struct WelcomeView: View {
                    let onboardingTip = OnboardingTip()
                    var body: some View { Button("Start") { finish(onboardingTip) }.popoverTip(onboardingTip) }
                }
                final class StopViewController: UIViewController {
                    private let presenter = Presenter(tip: ScheduleTip())
                    func showTip(scheduleButton: UIButton) {
                        present(TipUIPopoverViewController(ScheduleTip(), sourceItem: scheduleButton), animated: true)
                    }
                }
                """),
        ]
    )
}
