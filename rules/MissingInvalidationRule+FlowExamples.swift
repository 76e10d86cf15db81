import TipLintCore

/// Examples of a UIKit popover anchored on another object's control, followed through value
/// flow (`AnchorFlow`): the anchor reads a property of another view, which that view's own
/// code sets from a method returning one of its buttons.
extension MissingInvalidationRule {
    /// The compose screen's tip points at what its toolbar offers as an anchor.
    private static let composeScreen = """
        struct ReplyTip: Tip { var title: Text { Text("Reply with a quote") } }
        final class ComposeViewController: UIViewController {
            let replyTip = ReplyTip()
            private lazy var toolbar: ComposeToolbar = ComposeToolbar()
            func showTip() {
                guard let anchor = toolbar.tipAnchor else { return }
                present(TipUIPopoverViewController(replyTip, sourceItem: anchor), animated: true)
            }
        }
        """

    /// The toolbar takes its anchor from the quote bar it builds.
    private static let composeToolbar = """
        final class ComposeToolbar: UIView {
            var tipAnchor: UIView?
            func build() {
                let quoteBar = QuoteBar()
                tipAnchor = quoteBar.anchorView()
                addSubview(quoteBar)
            }
        }
        """

    /// The quote bar: `anchorView()` returns its button, whose action is `quoteTapped`.
    private static let quoteBar = """
        final class QuoteBar: UIView {
            private lazy var quoteButton: UIButton = {
                let button = UIButton(type: .system)
                button.addTarget(self, action: #selector(quoteTapped), for: .touchUpInside)
                return button
            }()
            func anchorView() -> UIView { quoteButton }
            @objc private func quoteTapped() {}
        }
        """

    static let flowExamples = (
        triggering: [
            // Two members each keep their tip in a local of one name: each local is its own tip.
            RuleExample("""
                struct AddItemTip: Tip { var title: Text { Text("Add an item") } }
                struct ShareListTip: Tip { var title: Text { Text("Share your list") } }
                struct ListToolbar: View {
                    var body: some View { HStack { addButton; shareButton } }
                    var addButton: some View {
                        let tip = AddItemTip()
                        return Button("Add") { tip.invalidate(reason: .actionPerformed) }.popoverTip(tip)
                    }
                    var shareButton: some View {
                        let tip = ShareListTip()
                        return Button("Share") { }.1️⃣popoverTip(tip)
                    }
                }
                """, messages: ["1️⃣": """
                    ShareListTip's popover is on a Button whose action does not invalidate it, and nothing else does; \
                    call tip.invalidate(reason: .actionPerformed) in the action
                    """]),
            // Our own: the anchor is the toolbar's `tipAnchor`, set from the quote bar's
            // `anchorView()`, which returns its button; the button's action leaves the tip.
            RuleExample("""
                struct ReplyTip: Tip { var title: Text { Text("Reply with a quote") } }
                final class ComposeViewController: UIViewController {
                    let replyTip = ReplyTip()
                    private lazy var toolbar: ComposeToolbar = ComposeToolbar()
                    func showTip() {
                        guard let anchor = toolbar.tipAnchor else { return }
                        present(1️⃣TipUIPopoverViewController(replyTip, sourceItem: anchor), animated: true)
                    }
                }
                """, otherFiles: [
                    "Sources/App/ComposeToolbar.swift": composeToolbar, "Sources/App/QuoteBar.swift": quoteBar,
                ], messages: ["1️⃣": """
                    ReplyTip's popover is on a button whose action does not invalidate it, and nothing else \
                    does; call replyTip.invalidate(reason: .actionPerformed) in the action
                    """]),
        ],
        nonTriggering: [
            // The button's action retires the tip.
            RuleExample("""
                final class QuoteBar: UIView {
                    private lazy var quoteButton: UIButton = {
                        let button = UIButton(type: .system)
                        button.addTarget(self, action: #selector(quoteTapped), for: .touchUpInside)
                        return button
                    }()
                    func anchorView() -> UIView { quoteButton }
                    @objc private func quoteTapped() { ReplyTip().invalidate(reason: .actionPerformed) }
                }
                """, otherFiles: [
                    "Sources/App/ComposeViewController.swift": composeScreen, "Sources/App/ComposeToolbar.swift": composeToolbar,
                ]),
            // A hop that cannot be decided: `anchorView()` chooses with logic.
            RuleExample("""
                final class QuoteBar: UIView {
                    private let quoteButton = UIButton(type: .system)
                    private let titleLabel = UILabel()
                    var isCompact = false
                    func anchorView() -> UIView { isCompact ? titleLabel : quoteButton }
                }
                """, otherFiles: [
                    "Sources/App/ComposeViewController.swift": composeScreen, "Sources/App/ComposeToolbar.swift": composeToolbar,
                ]),
            // A type no file declares (`ComposeToolbar`): nothing is known of its `tipAnchor`.
            RuleExample("""
                final class QuoteBar: UIView {
                    private let quoteButton = UIButton(type: .system)
                    func anchorView() -> UIView { quoteButton }
                }
                """, otherFiles: ["Sources/App/ComposeViewController.swift": composeScreen]),
            // Two assignments lead to two different controls: which one the popover is on
            // depends on what ran last.
            RuleExample("""
                final class ComposeToolbar: UIView {
                    var tipAnchor: UIView?
                    private let sendButton = UIButton(type: .system)
                    func build() {
                        let quoteBar = QuoteBar()
                        tipAnchor = quoteBar.anchorView()
                    }
                    func showSend() { self.tipAnchor = sendButton }
                }
                """, otherFiles: ["Sources/App/ComposeViewController.swift": composeScreen, "Sources/App/QuoteBar.swift": quoteBar]),
            // Another object sets the anchor too (the screen, after building the toolbar): the
            // toolbar's own code no longer tells what it holds.
            RuleExample("""
                final class ComposeViewController: UIViewController {
                    let replyTip = ReplyTip()
                    private lazy var toolbar: ComposeToolbar = ComposeToolbar()
                    private let subjectLabel = UILabel()
                    func showTip() {
                        toolbar.tipAnchor = subjectLabel
                        guard let anchor = toolbar.tipAnchor else { return }
                        present(TipUIPopoverViewController(replyTip, sourceItem: anchor), animated: true)
                    }
                }
                struct ReplyTip: Tip { var title: Text { Text("Reply with a quote") } }
                """, otherFiles: ["Sources/App/ComposeToolbar.swift": composeToolbar, "Sources/App/QuoteBar.swift": quoteBar]),
            // An assignment in a form not followed (`self?.` in a closure) may give the anchor
            // another value.
            RuleExample("""
                final class ComposeToolbar: UIView {
                    var tipAnchor: UIView?
                    private let titleLabel = UILabel()
                    func build() {
                        let quoteBar = QuoteBar()
                        tipAnchor = quoteBar.anchorView()
                        DispatchQueue.main.async { [weak self] in self?.tipAnchor = self?.titleLabel }
                    }
                }
                """, otherFiles: ["Sources/App/ComposeViewController.swift": composeScreen, "Sources/App/QuoteBar.swift": quoteBar]),
            // A subclass may override `anchorView()` (here it returns a label): the quote bar's
            // own code does not decide what a `QuoteBar` variable returns.
            RuleExample("""
                class QuoteBar: UIView {
                    private let quoteButton = UIButton(type: .system)
                    func anchorView() -> UIView { quoteButton }
                }
                final class CompactQuoteBar: QuoteBar {
                    private let titleLabel = UILabel()
                    override func anchorView() -> UIView { titleLabel }
                }
                """, otherFiles: [
                    "Sources/App/ComposeViewController.swift": composeScreen, "Sources/App/ComposeToolbar.swift": composeToolbar,
                ]),
            // The anchor is no control: `anchorView()` returns a label.
            RuleExample("""
                final class QuoteBar: UIView {
                    private let titleLabel = UILabel()
                    func anchorView() -> UIView { titleLabel }
                }
                """, otherFiles: [
                    "Sources/App/ComposeViewController.swift": composeScreen, "Sources/App/ComposeToolbar.swift": composeToolbar,
                ]),
        ]
    )
}
