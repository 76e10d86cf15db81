import TipLintCore

/// Examples of tips that teach an action (issue 22 §3): whatever they are attached to, they must
/// go when the person does what they teach. A tip whose text only informs, and one shown with a
/// style that closes, are left to their close button.
extension MissingInvalidationRule {
    static let teachingExamples = (
        triggering: [
            // A gesture, taught inline above the list whose delete never invalidates the tip.
            RuleExample("""
                struct DeleteFileTip: Tip {
                    var title: Text { Text("Deleting files") }
                    var message: Text? { Text("Long-press any file to delete it.") }
                }
                struct FilesView: View {
                    @State var files = ["a.txt", "b.txt"]
                    var body: some View {
                        VStack {
                            1️⃣TipView(DeleteFileTip())
                            List(files, id: \\.self) { file in
                                Text(file).contextMenu { Button("Delete", role: .destructive) { files.removeAll { $0 == file } } }
                            }
                        }
                    }
                }
                """, messages: ["1️⃣": """
                    DeleteFileTip teaches an action ("Long-press any file to delete it"), but nothing invalidates it \
                    when the person performs it; keep the DeleteFileTip you show in a property and call its \
                    invalidate(reason: .actionPerformed) where the action happens, or add MaxDisplayCount
                    """]),
            // Our own variation: a drag, with the tip kept in a property that nothing invalidates.
            RuleExample("""
                struct ReorderShelfTip: Tip {
                    var title: Text { Text("Reordering books") }
                    var message: Text? { Text("Drag any book to move it to another shelf.") }
                }
                struct ShelfView: View {
                    @State var books = ["Dune", "Emma"]
                    let reorderTip = ReorderShelfTip()
                    var body: some View {
                        List {
                            1️⃣TipView(reorderTip)
                            ForEach(books, id: \\.self) { Text($0) }.onMove { books.move(fromOffsets: $0, toOffset: $1) }
                        }
                    }
                }
                """, messages: ["1️⃣": """
                    ReorderShelfTip teaches an action ("Drag any book to move it to another shelf"), but nothing \
                    invalidates it when the person performs it; call reorderTip.invalidate(reason: .actionPerformed) \
                    where the action happens, or add MaxDisplayCount
                    """]),
            // The text is read in the source language when the code writes a key.
            RuleExample("""
                struct ArchiveTip: Tip {
                    var title: Text { Text("tip.archive.title") }
                    var message: Text? { Text("tip.archive.message") }
                }
                struct InboxView: View {
                    var body: some View { 1️⃣TipView(ArchiveTip()) }
                }
                """, otherFiles: ["Resources/en.lproj/Localizable.strings": """
                    "tip.archive.title" = "Archiving";
                    "tip.archive.message" = "You can swipe left on a message to archive it.";
                    """]),
            // An action of the app, named by its verb: a note.
            RuleExample("""
                struct PinNoteTip: Tip { var title: Text { Text("Pin your favourite notes to the top") } }
                struct NotesView: View {
                    var body: some View { 1️⃣TipView(PinNoteTip()) }
                }
                """),
            // On a control and inline: the control's finding, and one for the inline tip.
            RuleExample("""
                struct RenameTip: Tip { var message: Text? { Text("Tap and hold a playlist to rename it.") }; var title: Text { Text("Rename") } }
                struct PlaylistsView: View {
                    var body: some View {
                        VStack {
                            2️⃣TipView(RenameTip())
                            Text("Road trip").contextMenu { Button("Rename") { } }.1️⃣popoverTip(RenameTip())
                        }
                    }
                }
                """),
            // A tip that only informs, drawn with a style that has no close button: nothing retires it.
            RuleExample("""
                struct SyncedTip: Tip {
                    var title: Text { Text("Synced") }
                    var message: Text? { Text("Your reading list is stored in iCloud.") }
                }
                struct BareTipStyle: TipViewStyle {
                    func makeBody(configuration: Configuration) -> some View { configuration.title }
                }
                struct StatusView: View {
                    var body: some View { 1️⃣TipView(SyncedTip()).tipViewStyle(BareTipStyle()) }
                }
                """, messages: ["1️⃣": """
                    SyncedTip is shown with BareTipStyle, which has no close button and never invalidates it, and \
                    nothing else does; keep the SyncedTip you show in a property and call its \
                    invalidate(reason: .actionPerformed) where the person performs the action, or add MaxDisplayCount
                    """]),
        ],
        nonTriggering: [
            // Only informs: its close button retires it.
            RuleExample("""
                struct KeysTip: Tip {
                    var title: Text { Text("Your keys are safe") }
                    var message: Text? { Text("Your keys are stored in iCloud.") }
                }
                struct KeysView: View { var body: some View { TipView(KeysTip()) } }
                """),
            // Our own variation: "use" and "try" start informational sentences as often as
            // instructions, so they teach nothing here.
            RuleExample("""
                struct SyncTip: Tip {
                    var title: Text { Text("Use iCloud to keep your notes everywhere") }
                    var message: Text? { Text("Try it on your iPad.") }
                }
                struct SyncView: View { var body: some View { TipView(SyncTip()) } }
                """),
            // The action it teaches retires it.
            RuleExample("""
                struct DeleteFileTip: Tip {
                    var title: Text { Text("Deleting files") }
                    var message: Text? { Text("Long-press any file to delete it.") }
                }
                struct FilesView: View {
                    @State var files = ["a.txt"]
                    let deleteTip = DeleteFileTip()
                    var body: some View {
                        TipView(deleteTip)
                        List(files, id: \\.self) { file in
                            Text(file).contextMenu {
                                Button("Delete") { files.removeAll(); deleteTip.invalidate(reason: .actionPerformed) }
                            }
                        }
                    }
                }
                """),
            // Our own variation: "you can" before an app verb says what is possible; it teaches no gesture.
            RuleExample("""
                struct ExportShiftsTip: Tip {
                    var title: Text { Text("Exporting") }
                    var message: Text? { Text("You can select the shifts to export on the Activity screen.") }
                }
                struct ExportView: View { var body: some View { TipView(ExportShiftsTip()) } }
                """),
            // Text the linter cannot read (no catalog holds the key) teaches nothing it can tell.
            RuleExample("""
                struct GestureTip: Tip { var title: Text { Text("tip.gesture.title") } }
                struct CanvasView: View { var body: some View { TipView(GestureTip()) } }
                """),
        ]
    )
}
