import TipLintCore

/// Examples of the controls a tip is on (issue 22): each control whose action leaves the tip is
/// a finding of its own, and a UIKit popover is on the control it points at.
extension MissingInvalidationRule {
    static let controlExamples = (
        triggering: [
            // A style set on one popover controller reaches that popover's tip only.
            RuleExample("""
                struct ClosableStyle: TipViewStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        Button("Close") { configuration.tip.invalidate(reason: .tipClosed) }
                    }
                }
                struct AlertsTip: Tip { var title: Text { Text("Read your alerts") } }
                struct ComposeTip: Tip { var title: Text { Text("Write a message") } }
                final class InboxViewController: UIViewController {
                    let alertsTip = AlertsTip()
                    let composeTip = ComposeTip()
                    lazy var alertsItem = UIBarButtonItem(title: "Alerts", style: .plain, target: self, action: #selector(openAlerts))
                    lazy var composeItem = UIBarButtonItem(title: "Compose", style: .plain, target: self, action: #selector(compose))
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        let alerts = TipUIPopoverViewController(alertsTip, sourceItem: alertsItem)
                        alerts.viewStyle = ClosableStyle()
                        present(alerts, animated: true)
                    }
                    func showComposeTip() {
                        present(1️⃣TipUIPopoverViewController(composeTip, sourceItem: composeItem), animated: true)
                    }
                    @objc func openAlerts() {}
                    @objc func compose() {}
                }
                """),
            // What the person does with a Menu is one of its items, or its primary action.
            RuleExample("""
                struct SortTip: Tip { var title: Text { Text("Sort your notes") } }
                struct NotesToolbar: View {
                    let sortTip = SortTip()
                    var body: some View {
                        Menu("Sort") {
                            Button("By date") { sortByDate() }
                            Button("By title") { sortByTitle() }
                        }
                        .1️⃣popoverTip(sortTip)
                    }
                    func sortByDate() {}
                    func sortByTitle() {}
                }
                """, messages: ["1️⃣": """
                    SortTip's popover is on a Menu, and nothing invalidates it when the person uses it; call \
                    sortTip.invalidate(reason: .actionPerformed) in its primaryAction or in the action of the Menu's item \
                    that does what the tip suggests
                    """]),
            // An EditButton and a RenameButton run no closure of the view's own.
            RuleExample("""
                struct ReorderTip: Tip { var title: Text { Text("Reorder your lists") } }
                struct ListsView: View {
                    let reorderTip = ReorderTip()
                    var body: some View {
                        List { Text("Groceries") }
                            .toolbar { EditButton().1️⃣popoverTip(reorderTip) }
                    }
                }
                """, messages: ["1️⃣": """
                    ReorderTip's popover is on an EditButton, and nothing invalidates it when the person uses it; call \
                    reorderTip.invalidate(reason: .actionPerformed) in .onChange(of:) of the environment's editMode, which \
                    the EditButton switches (it takes no action closure)
                    """]),
            RuleExample("""
                struct RenameTip: Tip { var title: Text { Text("Rename a playlist") } }
                struct PlaylistView: View {
                    let renameTip = RenameTip()
                    @State private var renaming = false
                    var body: some View {
                        Text("Road trip")
                            .toolbar { RenameButton().1️⃣popoverTip(renameTip) }
                            .renameAction { renaming = true }
                    }
                }
                """, messages: ["1️⃣": """
                    RenameTip's popover is on a RenameButton, and nothing invalidates it when the person uses it; call \
                    renameTip.invalidate(reason: .actionPerformed) in the closure of the .renameAction(_:) the RenameButton \
                    runs (it takes no action closure)
                    """]),
            // The same popover tip on the search button of two screens; neither button retires it.
            RuleExample("""
                struct QuickFindTip: Tip { var title: Text { Text("Find photos fast") } }
                struct AlbumsView: View {
                    let quickFindTip = QuickFindTip()
                    var body: some View {
                        Button("Search") { search() }.1️⃣popoverTip(quickFindTip)
                    }
                    func search() {}
                }
                struct PeopleView: View {
                    let quickFindTip = QuickFindTip()
                    var body: some View {
                        Button("Search") { lookUp() }.2️⃣popoverTip(quickFindTip)
                    }
                    func lookUp() {}
                }
                """),
            // A UIKit popover pointing at a bar button item whose action never invalidates it.
            RuleExample("""
                struct ArchiveThreadsTip: Tip { var title: Text { Text("Archive old threads") } }
                final class ThreadsViewController: UIViewController {
                    private let archiveTip = ArchiveThreadsTip()
                    private lazy var archiveBarButtonItem = UIBarButtonItem(title: "Archive", style: .plain, target: self, action: #selector(archiveTapped))
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.rightBarButtonItem = archiveBarButtonItem
                    }
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        Task { @MainActor in
                            for await show in archiveTip.shouldDisplayUpdates where show {
                                present(1️⃣TipUIPopoverViewController(archiveTip, sourceItem: archiveBarButtonItem, actionHandler: { _ in }), animated: true)
                            }
                        }
                    }
                    @objc private func archiveTapped() {}
                }
                """, messages: ["1️⃣": "ArchiveThreadsTip's popover is on a bar button item whose action does not invalidate it, and nothing else does; call archiveTip.invalidate(reason: .actionPerformed) in the action"]),
            // Our own variation: a popover pointing at a table cell.
            RuleExample("""
                struct FeedbackTip: Tip { var title: Text { Text("Send feedback") } }
                final class SettingsViewController: UITableViewController {
                    let feedbackTip = FeedbackTip()
                    func showTip(for feedbackCell: UITableViewCell) {
                        present(1️⃣TipUIPopoverViewController(feedbackTip, sourceItem: feedbackCell), animated: true)
                    }
                }
                """),
            // A popover on a view acted on through its context menu, whose action never invalidates it.
            RuleExample("""
                struct RenamePlaylistTip: Tip { var title: Text { Text("Rename a playlist") } }
                struct PlaylistRow: View {
                    let name: String
                    var body: some View { Text(name).contextMenu { Button("Rename") { rename() } }.1️⃣popoverTip(RenamePlaylistTip()) }
                    func rename() {}
                }
                """, messages: ["1️⃣": """
                    RenamePlaylistTip's popover is on a view with a context menu whose action does not invalidate it, \
                    and nothing else does; keep the RenamePlaylistTip you show in a property and call its \
                    invalidate(reason: .actionPerformed) in the action
                    """]),
            // Our own variation: a long-press gesture, with modifiers between it and the popover.
            RuleExample("""
                struct FavoriteTip: Tip { var title: Text { Text("Keep your best shots") } }
                struct PhotoView: View {
                    let favoriteTip = FavoriteTip()
                    var body: some View {
                        Image("photo").onLongPressGesture { favorite() }.padding().1️⃣popoverTip(favoriteTip)
                    }
                    func favorite() {}
                }
                """),
            // A bar button item kept in a property named for what it does, not for its type:
            // what it is made with says it is a control.
            RuleExample("""
                struct ShareAlbumTip: Tip { var title: Text { Text("Share the album") } }
                final class AlbumViewController: UIViewController {
                    let shareTip = ShareAlbumTip()
                    lazy var shareItem = UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(share))
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        Task { @MainActor in
                            for await show in shareTip.shouldDisplayUpdates where show {
                                present(1️⃣TipUIPopoverViewController(shareTip, sourceItem: shareItem), animated: true)
                            }
                        }
                    }
                    @objc func share() { print("share") }
                }
                """, messages: ["1️⃣": """
                    ShareAlbumTip's popover is on a bar button item whose action does not invalidate it, and nothing \
                    else does; call shareTip.invalidate(reason: .actionPerformed) in the action
                    """]),
            // Our own variation: a written type, a project button subclass, and `self.`.
            RuleExample("""
                final class PillButton: UIButton {}
                struct FollowTip: Tip { var title: Text { Text("Follow this author") } }
                final class AuthorViewController: UIViewController {
                    let followTip = FollowTip()
                    private let followControl: UIButton = UIButton(type: .system)
                    private let subscribe = PillButton()
                    func showTips() {
                        present(1️⃣TipUIPopoverViewController(followTip, sourceItem: followControl), animated: true)
                        present(2️⃣TipUIPopoverViewController(followTip, sourceItem: self.subscribe), animated: true)
                    }
                }
                """),
        ],
        nonTriggering: [
            // UIKit applies a style through the controller's viewStyle: one whose close button
            // invalidates retires the tip, as .tipViewStyle does.
            RuleExample("""
                struct ClosableStyle: TipViewStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        Button("Close") { configuration.tip.invalidate(reason: .tipClosed) }
                    }
                }
                struct AlertsTip: Tip { var title: Text { Text("Read your alerts") } }
                final class InboxViewController: UIViewController {
                    let alertsTip = AlertsTip()
                    lazy var alertsItem = UIBarButtonItem(title: "Alerts", style: .plain, target: self, action: #selector(openAlerts))
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        let popover = TipUIPopoverViewController(alertsTip, sourceItem: alertsItem)
                        popover.viewStyle = ClosableStyle()
                        present(popover, animated: true)
                    }
                    @objc func openAlerts() {}
                }
                """),
            // The tap gesture's own closure retires the tip.
            RuleExample("""
                struct PlayTip: Tip { var title: Text { Text("Play a preview") } }
                struct TrackView: View {
                    let playTip = PlayTip()
                    var body: some View {
                        Image("cover").onTapGesture { playTip.invalidate(reason: .actionPerformed) }.popoverTip(playTip)
                    }
                }
                """),
            // The bar button's action retires the tip.
            RuleExample("""
                struct ArchiveThreadsTip: Tip { var title: Text { Text("Archive old threads") } }
                final class ThreadsViewController: UIViewController {
                    private let archiveTip = ArchiveThreadsTip()
                    func showTip(item: UIBarButtonItem) {
                        present(TipUIPopoverViewController(archiveTip, sourceItem: item), animated: true)
                    }
                    @objc private func archiveTapped() { archiveTip.invalidate(reason: .actionPerformed) }
                }
                """),
            // Names are judged by their last word: a badge view is no cell, a stack of buttons no button.
            RuleExample("""
                struct RankTip: Tip { var title: Text { Text("Your rank is shown here") } }
                final class RankViewController: UIViewController {
                    let rankTip = RankTip()
                    let excellenceBadgeView = UIView()
                    let buttonsStackView = UIStackView()
                    func showTips() {
                        present(TipUIPopoverViewController(rankTip, sourceItem: excellenceBadgeView), animated: true)
                        present(TipUIPopoverViewController(rankTip, sourceItem: buttonsStackView), animated: true)
                    }
                }
                """),
            // A popover anchored on a view that names no control: nothing is assumed about it.
            RuleExample("""
                struct StatusTip: Tip { var title: Text { Text("Your status is shared") } }
                final class StatusViewController: UIViewController {
                    let statusTip = StatusTip()
                    let statusLabel = UILabel()
                    func showTip() {
                        present(TipUIPopoverViewController(statusTip, sourceItem: statusLabel), animated: true)
                    }
                }
                """),
            // The type decides over the name: a view named like a button is still no control.
            RuleExample("""
                struct BadgeTip: Tip { var title: Text { Text("Your badges live here") } }
                final class BadgesViewController: UIViewController {
                    let badgeTip = BadgeTip()
                    let badgeButton = BadgeSummaryView()
                    func showTip() {
                        present(TipUIPopoverViewController(badgeTip, sourceItem: badgeButton), animated: true)
                    }
                }
                """),
        ]
    )
}
