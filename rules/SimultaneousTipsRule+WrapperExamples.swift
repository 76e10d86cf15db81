import TipLintCore

/// Examples of tips that reach the screen through the project's own code: a wrapper that passes
/// its tip on to another wrapper (followed step by step), a child view whose tip property is
/// `any Tip` or generic (it shows the tip its creator passes), and a popover in a child view or
/// view member that a `ForEach` creates on every row.
extension SimultaneousTipsRule {
    private static let wrapperTips = """
        struct LayersTip: Tip { var title: Text { Text("Map layers") } }
        struct OfflineTip: Tip { var title: Text { Text("Offline maps") } }
        struct DropTip: Tip { var title: Text { Text("Drop a pin") } }
        struct WelcomeTip: Tip { var title: Text { Text("Welcome") } }
        struct FlagTip: Tip { var title: Text { Text("Flag a message") } }
        struct PinNoteTip: Tip { var title: Text { Text("Pin a note") } }
        """

    static let wrapperExamples = (
        triggering: [
            // A view extension that applies a `ViewModifier` which shows the tip: two steps.
            RuleExample("""
                struct FeatureTipModifier<T: Tip>: ViewModifier {
                    let tip: T
                    func body(content: Content) -> some View { content.popoverTip(tip) }
                }
                extension View {
                    func featureTip<T: Tip>(_ t: T) -> some View { modifier(FeatureTipModifier(tip: t)) }
                }
                struct MapControls: View {
                    var body: some View {
                        HStack {
                            Button("Layers") {}.featureTip(LayersTip())
                            Button("Offline") {}.1️⃣featureTip(OfflineTip())
                        }
                    }
                }
                """, messages: ["1️⃣": """
                    OfflineTip can be on screen together with LayersTip; show one tip at a time with a TipGroup \
                    or exclusive branches
                    """]),
            // Three steps: a function that calls a function that applies a modifier.
            RuleExample("""
                struct CoachMark: ViewModifier {
                    let tip: any Tip
                    func body(content: Content) -> some View { VStack { TipView(tip); content } }
                }
                extension View {
                    func coachMark(_ tip: some Tip) -> some View { modifier(CoachMark(tip: tip)) }
                    func hint(for tip: some Tip) -> some View { coachMark(tip) }
                }
                struct MapScreen: View {
                    var body: some View {
                        VStack {
                            Text("Map").hint(for: DropTip())
                            Text("Layers").1️⃣hint(for: LayersTip())
                        }
                    }
                }
                """, messages: ["1️⃣": """
                    LayersTip can be on screen together with DropTip; show one tip at a time with a TipGroup \
                    or exclusive branches
                    """]),
            // A child view whose tip is `any Tip` shows the tip its creator passes.
            RuleExample("""
                struct Card: View {
                    let tip: any Tip
                    var body: some View { TipView(tip).padding() }
                }
                struct MapHome: View {
                    var body: some View {
                        VStack {
                            Card(tip: DropTip())
                            Button("Layers") {}.1️⃣popoverTip(LayersTip())
                        }
                    }
                }
                """, messages: ["1️⃣": """
                    LayersTip can be on screen together with DropTip; show one tip at a time with a TipGroup \
                    or exclusive branches
                    """]),
            // A generic child view given its tip by a view that is given it in turn.
            RuleExample("""
                struct Banner<T: Tip>: View {
                    var tip: T
                    var body: some View { TipView(tip, arrowEdge: .top) }
                }
                struct Header: View {
                    let tip: any Tip
                    var body: some View { Banner(tip: tip) }
                }
                struct StartView: View {
                    var body: some View {
                        VStack {
                            Header(tip: WelcomeTip())
                            1️⃣TipView(OfflineTip())
                        }
                    }
                }
                """, messages: ["1️⃣": """
                    OfflineTip can be on screen together with WelcomeTip; show one tip at a time with a TipGroup \
                    or exclusive branches
                    """]),
            // A popover in a row child view is on every row.
            RuleExample("""
                struct MessageRow: View {
                    let subject: String
                    var body: some View {
                        HStack {
                            Text(subject)
                            Button("Flag", systemImage: "flag") {}.1️⃣popoverTip(FlagTip())
                        }
                    }
                }
                struct InboxList: View {
                    let messages: [String]
                    var body: some View {
                        List { ForEach(messages, id: \\.self) { MessageRow(subject: $0) } }
                    }
                }
                """, messages: ["1️⃣": """
                    popoverTip inside ForEach or List rows attaches FlagTip to every row; attach it to one view \
                    outside the rows
                    """]),
            // Further down: the row creates a child view that shows the popover.
            RuleExample("""
                struct PinButton: View {
                    var body: some View { Button("Pin") {}.1️⃣popoverTip(PinNoteTip()) }
                }
                struct NoteRow: View {
                    let note: String
                    var body: some View { HStack { Text(note); PinButton() } }
                }
                struct NotesList: View {
                    let notes: [String]
                    var body: some View { List(notes, id: \\.self) { NoteRow(note: $0) } }
                }
                """, messages: ["1️⃣": """
                    popoverTip inside ForEach or List rows attaches PinNoteTip to every row; attach it to one view \
                    outside the rows
                    """]),
            // A view member that the rows use.
            RuleExample("""
                struct NotesBoard: View {
                    let notes: [String]
                    var body: some View { VStack { ForEach(notes, id: \\.self) { row($0) } } }
                    private func row(_ note: String) -> some View {
                        Button(note) {}.1️⃣popoverTip(PinNoteTip())
                    }
                }
                """, messages: ["1️⃣": """
                    popoverTip inside ForEach or List rows attaches PinNoteTip to every row; attach it to one view \
                    outside the rows
                    """]),
        ].map { $0.adding(otherFiles: ["Sources/App/WrapperTips.swift": wrapperTips]) },
        nonTriggering: [
            // A wrapper's popover on each tab of a TabView: one tab shows at a time, as with
            // .popoverTip written in the tabs.
            RuleExample("""
                struct ListTip: Tip { var title: Text { Text("Swipe a row") } }
                struct AddTip: Tip { var title: Text { Text("Add your first item") } }
                extension View {
                    @ViewBuilder
                    func tip(when shown: Bool, _ tip: some Tip) -> some View {
                        if shown { popoverTip(tip) } else { self }
                    }
                }
                struct Tabs: View {
                    @State private var items: [String] = []
                    var body: some View {
                        TabView {
                            Text("List")
                                .tip(when: !items.isEmpty, ListTip())
                                .tabItem { Text("List") }
                            Button("Add") { items.append("item") }
                                .tip(when: items.isEmpty, AddTip())
                                .tabItem { Text("Add") }
                        }
                    }
                }
                """),
            // The two-step wrapper in exclusive branches.
            RuleExample("""
                struct FeatureTipModifier<T: Tip>: ViewModifier {
                    let tip: T
                    func body(content: Content) -> some View { content.popoverTip(tip) }
                }
                extension View {
                    func featureTip<T: Tip>(_ t: T) -> some View { modifier(FeatureTipModifier(tip: t)) }
                }
                struct MapControls: View {
                    let offline: Bool
                    var body: some View {
                        if offline {
                            Button("Offline") {}.featureTip(OfflineTip())
                        } else {
                            Button("Layers") {}.featureTip(LayersTip())
                        }
                    }
                }
                """),
            // Wrappers that call each other in a circle show nothing anyone can tell.
            RuleExample("""
                extension View {
                    func hintA(_ tip: some Tip) -> some View { hintB(tip) }
                    func hintB(_ tip: some Tip) -> some View { hintA(tip) }
                }
                struct MapControls: View {
                    var body: some View {
                        HStack {
                            Button("Layers") {}.hintA(LayersTip())
                            Button("Offline") {}.hintB(OfflineTip())
                        }
                    }
                }
                """),
            // The `any Tip` child in one branch, the popover in the other.
            RuleExample("""
                struct Card: View {
                    let tip: any Tip
                    var body: some View { TipView(tip).padding() }
                }
                struct MapHome: View {
                    let editing: Bool
                    var body: some View {
                        if editing {
                            Card(tip: DropTip())
                        } else {
                            Button("Layers") {}.popoverTip(LayersTip())
                        }
                    }
                }
                """),
            // The row shows its popover on the selected row only.
            RuleExample("""
                struct MessageRow: View {
                    let subject: String
                    let isSelected: Bool
                    var body: some View {
                        HStack {
                            Text(subject)
                            if isSelected { Button("Flag") {}.popoverTip(FlagTip()) }
                        }
                    }
                }
                struct InboxList: View {
                    let messages: [String]
                    let selected: String?
                    var body: some View {
                        List { ForEach(messages, id: \\.self) { MessageRow(subject: $0, isSelected: $0 == selected) } }
                    }
                }
                """),
            // Only the first row creates the child that shows the popover.
            RuleExample("""
                struct PinButton: View {
                    var body: some View { Button("Pin") {}.popoverTip(PinNoteTip()) }
                }
                struct NotesList: View {
                    let notes: [String]
                    var body: some View {
                        List(notes, id: \\.self) { note in
                            if note == notes.first { PinButton() } else { Text(note) }
                        }
                    }
                }
                """),
            // A `ForEach` that makes a `TabView`'s tabs makes one screen at a time, not rows.
            RuleExample("""
                struct SectionScreen: View {
                    let name: String
                    var body: some View { Button(name) {}.popoverTip(FlagTip()) }
                }
                struct RootTabs: View {
                    let sections: [String]
                    var body: some View {
                        TabView {
                            ForEach(sections, id: \\.self) { SectionScreen(name: $0).tabItem { Text($0) } }
                        }
                    }
                }
                """),
        ].map { $0.adding(otherFiles: ["Sources/App/WrapperTips.swift": wrapperTips]) }
    )
}
