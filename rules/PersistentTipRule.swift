import TipLintCore

/// A tip drawn only with a style that has no close control, and that nothing else retires.
package struct PersistentTipRule: Rule {
    package static let description = RuleDescription(
        id: "persistent-tip",
        name: "Persistent tip",
        summary: "Tips drawn only with a style that has no close control, that nothing retires",
        rationale: """
            A custom TipViewStyle draws everything the tip shows; when its makeBody has no close \
            control (no Button that calls configuration.tip.invalidate(reason: .tipClosed), no \
            rendering of configuration.actions), the person cannot dismiss the tips it styles. A tip \
            shown only that way, with no MaxDisplayCount or MaxDisplayDuration, no #Rule the app \
            turns false and no invalidate(reason:) anywhere, stays on screen for good. Reported at \
            the tip's first TipView, with the style's makeBody as a related location.
            """,
        limits: """
            A style counts as applied to the TipViews inside the view it modifies (to every TipView \
            of the view type when it modifies self), or to every view when an App's scene applies \
            it; a style applied by a parent view to a \
            child's TipView is not seen, and the child's tip is taken to have the default close \
            button. A makeBody that reads configuration.tip or configuration.actions, or hands the \
            configuration to other code, is taken to close the tip. A tip also shown any other way \
            (a popover, a TipView with the default style) can be closed there and is not reported. \
            Doc snippets are not judged: whether anything else retires the tip is not known there.
            """,
        messages: [
            "persistent-tip": "A tip shown only with a style that has no close control, and that nothing retires, stays on screen for good",
        ],
        defaultSeverity: .warning,
        triggering: [
            RuleExample("""
                struct PinnedStyle: TipViewStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        HStack { configuration.image; configuration.title }
                    }
                }
                struct ConnectTip: Tip {
                    var title: Text { Text("Connect a device") }
                }
                struct DevicesView: View {
                    var body: some View {
                        1️⃣TipView(ConnectTip()).tipViewStyle(PinnedStyle())
                    }
                }
                """, messages: ["1️⃣": """
                    ConnectTip is shown only with PinnedStyle, which draws no close control, and nothing retires it \
                    (no MaxDisplayCount or MaxDisplayDuration, no rule the app turns false, no invalidate), so it stays \
                    on screen for good; draw a Button that calls configuration.tip.invalidate(reason: .tipClosed) in \
                    PinnedStyle, or add Tips.MaxDisplayCount
                    """]),
            // A style the App applies to every view; an option that limits nothing.
            RuleExample("""
                struct BannerStyle: TipViewStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        VStack(alignment: .leading) { configuration.title; configuration.message }.padding()
                    }
                }
                struct SyncTip: Tip {
                    var title: Text { Text("Sync is on") }
                    var options: [any TipOption] { [Tips.IgnoresDisplayFrequency(true)] }
                }
                @main struct NotesApp: App {
                    var body: some Scene { WindowGroup { NotesView() }.tipViewStyle(BannerStyle()) }
                }
                struct NotesView: View {
                    var body: some View { List { 1️⃣TipView(SyncTip()) } }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct PinnedStyle: TipViewStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        HStack {
                            configuration.image
                            configuration.title
                            Button { configuration.tip.invalidate(reason: .tipClosed) } label: { Image(systemName: "xmark") }
                        }
                    }
                }
                struct ConnectTip: Tip {
                    var title: Text { Text("Connect a device") }
                }
                struct DevicesView: View {
                    var body: some View { TipView(ConnectTip()).tipViewStyle(PinnedStyle()) }
                }
                """),
            RuleExample("""
                struct PinnedStyle: TipViewStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        HStack { configuration.image; configuration.title }
                    }
                }
                struct ConnectTip: Tip {
                    var title: Text { Text("Connect a device") }
                    var options: [any TipOption] { [Tips.MaxDisplayCount(3)] }
                }
                struct DevicesView: View {
                    var body: some View { TipView(ConnectTip()).tipViewStyle(PinnedStyle()) }
                }
                """),
            // The style draws the tip's actions, whose buttons may close it.
            RuleExample("""
                struct ActionsStyle: TipViewStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        VStack {
                            configuration.title
                            ForEach(configuration.actions) { action in Button(action: action.handler) { action.label() } }
                        }
                    }
                }
                struct ConnectTip: Tip {
                    var title: Text { Text("Connect a device") }
                }
                struct DevicesView: View {
                    var body: some View { TipView(ConnectTip()).tipViewStyle(ActionsStyle()) }
                }
                """),
            // Closed where the person acts, and shown as a popover (with its close button) elsewhere.
            RuleExample("""
                struct PinnedStyle: TipViewStyle {
                    func makeBody(configuration: Configuration) -> some View { configuration.title }
                }
                struct ConnectTip: Tip {
                    var title: Text { Text("Connect a device") }
                }
                struct FilterTip: Tip {
                    var title: Text { Text("Filter devices") }
                }
                struct DevicesView: View {
                    let connectTip = ConnectTip()
                    var body: some View {
                        VStack {
                            TipView(connectTip).tipViewStyle(PinnedStyle())
                            Button("Connect") { connectTip.invalidate(reason: .actionPerformed) }
                        }
                    }
                }
                struct FilterView: View {
                    var body: some View {
                        VStack { TipView(FilterTip()).tipViewStyle(PinnedStyle()) }
                    }
                }
                struct FilterBar: View {
                    var body: some View { Text("Filter").popoverTip(FilterTip()) }
                }
                """),
            // The style modifies only the first TipView; the second keeps TipKit's close button.
            RuleExample("""
                struct PinnedStyle: TipViewStyle {
                    func makeBody(configuration: Configuration) -> some View { configuration.title }
                }
                struct StatusTip: Tip {
                    var title: Text { Text("Synced") }
                    var options: [any TipOption] { [Tips.MaxDisplayCount(1)] }
                }
                struct ConnectTip: Tip {
                    var title: Text { Text("Connect a device") }
                }
                struct DevicesView: View {
                    var body: some View {
                        VStack {
                            TipView(StatusTip()).tipViewStyle(PinnedStyle())
                            TipView(ConnectTip())
                        }
                    }
                }
                """),
            // The style hands its configuration to a view of the project: it may draw a close button.
            RuleExample("""
                struct CardStyle: TipViewStyle {
                    func makeBody(configuration: Configuration) -> some View { TipCard(configuration: configuration) }
                }
                struct ConnectTip: Tip {
                    var title: Text { Text("Connect a device") }
                }
                struct DevicesView: View {
                    var body: some View { TipView(ConnectTip()).tipViewStyle(CardStyle()) }
                }
                """),
        ]
    )

    package static func findings(in index: ProjectIndex, options: NoOptions, context: RuleContext) -> [Finding] {
        let index = index.shipping
        guard context.scope == .project else { return [] }
        let unclosable = index.unclosableTipStyles
        guard !unclosable.isEmpty, let retired = index.retirement.retiredTips else { return [] }
        var applicationsByType: [String: [Located<StyleApplication>]] = [:]
        var wholeApp = Set<String>()
        for application in index.styleApplications {
            if application.fact.appliesToWholeApp { wholeApp.insert(simpleName(application.fact.styleType)) }
            if let type = application.fact.enclosingType { applicationsByType[type, default: []].append(application) }
        }
        /// The one unclosable style a site is drawn with; nil when it may have a close control.
        /// A style applied in the site's view reaches it only from a modifier around it (another
        /// `TipView` of the same view keeps the default style); else the App's, if any.
        func unclosableStyle(of site: Located<DisplaySite>) -> String? {
            guard site.fact.kind == .tipView else { return nil }
            let applied = site.fact.enclosingType.flatMap { applicationsByType[$0] } ?? []
            let around = applied.filter { application in
                guard let range = application.fact.range else { return true }
                return application.path == site.path && range.start <= site.fact.range.start && site.fact.range.end <= range.end
            }
            let styles = around.isEmpty ? wholeApp : Set(around.map { simpleName($0.fact.styleType) })
            guard styles.count == 1, let style = styles.first, unclosable[style] != nil else { return nil }
            return style
        }
        var result: [Finding] = []
        for (name, sites) in index.displaySitesByTip where !retired.contains(name) {
            guard let tip = index.tip(qualifiedName: name)?.swift, let first = sites.first,
                let style = unclosableStyle(of: first), let body = unclosable[style],
                sites.allSatisfy({ unclosableStyle(of: $0) != nil })
            else { continue }
            // The style the message names, before the tip's other sites.
            let related = [RelatedLocation(location: body.location(body.fact.range), message: Message.noCloseControl(style: style), isNamed: true)]
                + sites.dropFirst().map { RelatedLocation(location: $0.location($0.fact.range), message: Message.alsoShownHere(tip.qualifiedName)) }
            result.append(context.finding(
                Message.persistent(tip: tip.qualifiedName, style: style), kind: "persistent-tip",
                at: first.location(first.fact.range), related: related, tip: name))
        }
        return result
    }
}

extension PersistentTipRule {
    /// The rule's words.
    enum Message {
        static func persistent(tip: String, style: String) -> String {
            "\(tip) is shown only with \(style), which draws no close control, and nothing retires it "
                + "(no MaxDisplayCount or MaxDisplayDuration, no rule the app turns false, no invalidate), so it stays on "
                + "screen for good; draw a Button that calls configuration.tip.invalidate(reason: .tipClosed) in \(style), "
                + "or add Tips.MaxDisplayCount"
        }

        static func noCloseControl(style: String) -> String { "\(style).makeBody draws no close control" }

        /// A related note: another display site of `tip`.
        static func alsoShownHere(_ tip: String) -> String { "\(tip) is also shown here" }
    }
}
