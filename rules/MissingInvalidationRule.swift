import TipLintCore

/// Tips that are shown but never retired after the person does what they suggest.
package struct MissingInvalidationRule: Rule {
    package static let description = RuleDescription(
        id: "missing-invalidation",
        name: "Missing invalidation",
        summary: "Displayed tips that nothing ever invalidates",
        rationale: """
            A tip that stays up after the person has done what it suggests teaches people to ignore \
            tips. Call invalidate(reason: .actionPerformed) where the action happens, or give the tip \
            a MaxDisplayCount or MaxDisplayDuration option. Judged per tip type across the whole \
            project; when an invalidation could reach any tip (a value typed `any Tip`), no finding \
            is made. Tips that are declared but never displayed are not reported.
            """,
        defaultSeverity: .warning,
        triggering: [
            RuleExample("""
                struct SearchTip: Tip { var title: Text { Text("Search your notes") } }
                struct NotesView: View {
                    let searchTip = SearchTip()
                    var body: some View {
                        VStack {
                            1️⃣TipView(searchTip)
                            List { Text("Groceries") }.popoverTip(searchTip)
                        }
                    }
                }
                """, messages: ["1️⃣": """
                    SearchTip is shown but never invalidated; call searchTip.invalidate(reason: .actionPerformed) \
                    where the person performs the action, or add MaxDisplayCount
                    """]),
            RuleExample("""
                struct PinTip: Tip { var title: Text { Text("Pin this note") } }
                struct NoteView: View {
                    let pinTip = PinTip()
                    var body: some View {
                        Button("Pin") { pin() }
                            .1️⃣popoverTip(pinTip)
                    }
                    func pin() {}
                }
                """, messages: ["1️⃣": """
                    PinTip's popover is on a Button whose action does not invalidate it, and nothing else does; \
                    call pinTip.invalidate(reason: .actionPerformed) in the action
                    """]),
            RuleExample("""
                struct ShareTip: Tip { var title: Text { Text("Share a list") } }
                struct OtherTip: Tip { var title: Text { Text("Other") } }
                struct ListView: View {
                    let shareTip = ShareTip()
                    var body: some View {
                        1️⃣TipView(shareTip)
                        Button("Done") { OtherTip().invalidate(reason: .actionPerformed) }
                    }
                }
                """),
        ] + testAndPreviewExamples + docAndManifestExamples.triggering + scopeExamples.triggering
            + wrapperExamples.triggering,
        nonTriggering: [
            RuleExample("""
                struct SearchTip: Tip { var title: Text { Text("Search your notes") } }
                struct NotesView: View {
                    let searchTip = SearchTip()
                    var body: some View {
                        Button("Search") { searchTip.invalidate(reason: .actionPerformed) }
                            .popoverTip(searchTip)
                    }
                }
                """),
            RuleExample("""
                struct SearchTip: Tip {
                    var title: Text { Text("Search your notes") }
                    var options: [any TipOption] { [Tips.MaxDisplayCount(3)] }
                }
                struct NotesView: View {
                    var body: some View { TipView(SearchTip()) }
                }
                """),
            RuleExample("""
                struct SearchTip: Tip {
                    var title: Text { Text("Search") }
                    var options: [Option] { MaxDisplayDuration(120) }
                }
                struct NotesView: View { var body: some View { TipView(SearchTip()) } }
                """),
            RuleExample("""
                struct ReminderTip: Tip {
                    var title: Text { Text("Set a reminder") }
                    var actions: [Action] {
                        Action(id: "set", title: "Set Reminder") { invalidate(reason: .actionPerformed) }
                    }
                }
                struct NotesView: View { var body: some View { TipView(ReminderTip()) } }
                """),
            RuleExample("""
                struct ExportTip: Tip { var title: Text { Text("Export") } }
                struct ExportView: View {
                    var body: some View {
                        TipView(ExportTip()) { action in ExportTip().invalidate(reason: .actionPerformed) }
                    }
                }
                """),
            RuleExample("""
                struct FirstTip: Tip { var title: Text { Text("First") } }
                struct SecondTip: Tip { var title: Text { Text("Second") } }
                struct OnboardingView: View {
                    @State var tips = TipGroup(.ordered) { FirstTip(); SecondTip() }
                    var body: some View {
                        TipView(tips.currentTip)
                        Button("Next") { tips.currentTip?.invalidate(reason: .actionPerformed) }
                    }
                }
                """),
            RuleExample("""
                struct CloseableStyle: TipViewStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        Button("Close") { configuration.tip.invalidate(reason: .tipClosed) }
                    }
                }
                struct LabelTip: Tip { var title: Text { Text("Labels") } }
                struct LabelView: View {
                    var body: some View { TipView(LabelTip()).tipViewStyle(CloseableStyle()) }
                }
                """),
            RuleExample("""
                struct LabelTip: Tip { var title: Text { Text("Labels") } }
                struct LabelView: View { var body: some View { TipView(LabelTip()) } }
                func dismiss(_ tip: any Tip) { tip.invalidate(reason: .tipClosed) }
                """),
            RuleExample("""
                struct UnusedTip: Tip { var title: Text { Text("Never shown") } }
                """),
            RuleExample("""
                struct SearchTip: Tip { var title: Text { Text("Search") } }
                """, otherFiles: [
                    "Sources/App/SearchView.swift": """
                        struct SearchView: View {
                            let tip = SearchTip()
                            var body: some View { TipView(tip) }
                        }
                        """,
                    "Sources/App/SearchModel.swift": """
                        final class SearchModel {
                            let tip = SearchTip()
                            func search() { tip.invalidate(reason: .actionPerformed) }
                        }
                        """,
                ]),
        ] + docAndManifestExamples.nonTriggering + scopeExamples.nonTriggering + wrapperExamples.nonTriggering
    )

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
            """),
        RuleExample("""
            struct SortTip: Tip { var title: Text { Text("Sort your notes") } }
            struct SortView: View {
                let sortTip = SortTip()
                var body: some View { 1️⃣TipView(sortTip) }
            }
            """, otherFiles: ["Sources/App/SortView+Previews.swift": """
                struct SortView_Previews: PreviewProvider {
                    static let sortTip = SortTip()
                    static var previews: some View {
                        SortView().onAppear { sortTip.invalidate(reason: .actionPerformed) }
                    }
                }
                """]),
    ]

    package static func findings(in index: ProjectIndex, options: NoOptions, context: RuleContext) -> [Finding] {
        // Tests and previews neither show tips to people nor retire the tips people see.
        let index = index.shipping
        if context.scope == .snippet { return snippetFindings(in: index, context: context) }
        guard let retired = retiredTips(in: index) else { return [] }
        var result = manifestFindings(in: index, retired: retired, context: context)
        // Display sites per tip, in report order; a group's site shows each of its members.
        var sites: [String: [Located<DisplaySite>]] = [:]
        for site in index.displaySites {
            switch index.resolve(site.fact.tip, in: site.fact.enclosingType) {
            case .tip(let tip): sites[tip, default: []].append(site)
            case .group(let group): for tip in index.members(ofGroup: group) { sites[tip, default: []].append(site) }
            case .undecidable, .notATip: continue
            }
        }
        let styled = styledTypes(in: index)
        for (name, tipSites) in sites {
            guard let tip = index.tip(qualifiedName: name)?.swift, !retired.contains(name),
                !tipSites.contains(where: { styled.wholeApp || styled.types.contains($0.fact.enclosingType ?? "") })
            else { continue }
            let variable = tipSites.lazy.compactMap { site -> String? in
                if case .instance(let variable) = site.fact.tip { return variable }
                return nil
            }.first ?? index.variableName(forTip: name) ?? instanceName(forType: name)
            if let popover = tipSites.first(where: { $0.fact.attachedControl != nil }) {
                result.append(context.finding(
                    Message.popoverNeverInvalidated(tip: tip.qualifiedName, control: popover.fact.attachedControl, variable: variable),
                    at: popover.location(popover.fact.range), tip: name))
                continue
            }
            let first = tipSites[0]
            result.append(context.finding(
                Message.neverInvalidated(tip: tip.qualifiedName, variable: variable),
                at: first.location(first.fact.range),
                related: tipSites.dropFirst().map { RelatedLocation(location: $0.location($0.fact.range), message: Message.alsoShownHere) },
                tip: name))
        }
        return result
    }

    /// Manifest tips with no event, display limit or invalidating action, unless the Swift tip
    /// with the same id is retired in code.
    static func manifestFindings(in index: ProjectIndex, retired: Set<String>, context: RuleContext) -> [Finding] {
        let unretired = index.tips.filter { tip in tip.swift.map { !retired.contains($0.qualifiedName) } ?? true }
        return unretired.flatMap(\.manifestEntries).filter { !$0.fact.hasInvalidation }.map { tip in
            context.finding(Message.manifestTipNeverInvalidated(id: tip.fact.id), at: tip.location(tip.fact.idRange), tip: tip.fact.id)
        }
    }

    /// Tips that something retires, or nil when some invalidation could reach any tip.
    static func retiredTips(in index: ProjectIndex) -> Set<String>? {
        var retired = Set(index.tips.compactMap(\.swift).filter { $0.options.maxDisplayCount || $0.options.maxDisplayDuration }.map(\.qualifiedName))
        for invalidation in index.invalidations {
            if invalidation.fact.receiver == .styleConfiguration { continue }
            switch index.resolve(invalidation.fact.receiver, in: invalidation.fact.enclosingType) {
            case .tip(let tip): retired.insert(tip)
            case .group(let group): retired.formUnion(index.members(ofGroup: group))
            case .undecidable: return nil
            case .notATip: continue
            }
        }
        return retired
    }

    /// View types that apply a `TipViewStyle` whose body invalidates the tip, and whether an
    /// `App` applies one to every view.
    static func styledTypes(in index: ProjectIndex) -> (types: Set<String>, wholeApp: Bool) {
        let closingStyles = Set(index.invalidations.compactMap { $0.fact.styleType.map(simpleName) })
        let applications = index.styleApplications.filter { closingStyles.contains(simpleName($0.fact.styleType)) }
        return (Set(applications.compactMap(\.fact.enclosingType)), applications.contains { $0.fact.appliesToWholeApp })
    }
}

extension MissingInvalidationRule {
    /// The rule's words.
    enum Message {
        static func neverInvalidated(tip: String, variable: String) -> String {
            "\(tip) is shown but never invalidated; call \(variable).invalidate(reason: .actionPerformed) "
                + "where the person performs the action, or add MaxDisplayCount"
        }

        /// `control` is the control's type (`Button`), when known.
        static func popoverNeverInvalidated(tip: String, control: String?, variable: String) -> String {
            "\(tip)'s popover is on a \(control ?? "control") whose action does not invalidate it, "
                + "and nothing else does; call \(variable).invalidate(reason: .actionPerformed) in the action"
        }

        /// In a doc snippet, where "nothing else" cannot be known.
        static func snippetPopoverNeverInvalidated(tip: String, control: String?, variable: String) -> String {
            "\(tip)'s popover is on a \(control ?? "control") whose action does not invalidate it; "
                + "call \(variable).invalidate(reason: .actionPerformed) in the action"
        }

        static func manifestTipNeverInvalidated(id: String) -> String {
            "tip \"\(id)\" has no invalidated-by, max-display-count or action with invalidates: true, "
                + "so it stays until dismissed; add the event that retires it"
        }

        static let alsoShownHere = "also shown here"
    }
}
