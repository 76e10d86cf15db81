import Testing
import TipLintCore

/// The index's tip model: Swift and manifest tips merged into one `TipType`, and the shipping
/// view without test and preview code.
@Suite struct ProjectIndexTests {
    func swiftFacts(_ source: String, path: String = "App/Tips.swift", isTestFile: Bool = false) -> FileFacts {
        SwiftFrontend(gates: ["DEBUG"]).facts(source: source, path: path, isTestFile: isTestFile).facts
    }

    /// A manifest built by hand, so that these tests do not depend on the YAML front end.
    func manifest(_ entries: [(id: String, group: String?)], path: String = "App/app.tips.yml") -> FileFacts {
        var file = FileFacts(path: path)
        var facts = ManifestFacts()
        for (line, entry) in entries.enumerated() {
            let start = SourcePosition(line: line + 2, column: 9)
            var tip = ManifestTip(id: entry.id, idRange: SourceRange(start: start, end: SourcePosition(line: line + 2, column: 9 + entry.id.utf16.count)))
            tip.group = entry.group
            facts.tips.append(tip)
        }
        file.manifest = facts
        return file
    }

    @Test func manifestEntriesJoinTheSwiftTipWithTheirIdLiteralOrTypeName() throws {
        let swift = swiftFacts("""
            struct PinTip: Tip {
                var id: String { "pin-note" }
                var title: Text { Text("Pin") }
            }
            struct ShareTip: Tip { var title: Text { Text("Share") } }
            struct ItemTip: Tip {
                let item: String
                var id: String { "item-\\(item)" }
                var title: Text { Text("Item") }
            }
            """)
        let index = ProjectIndex(files: [swift, manifest([("pin-note", nil), ("ShareTip", nil), ("ItemTip", nil), ("PinTip", nil), ("pin-note", nil)])])
        #expect(index.tips.map(\.swift?.qualifiedName) == ["ItemTip", "PinTip", "ShareTip", nil, nil])
        let pin = try #require(index.tip(qualifiedName: "PinTip"))
        #expect(pin.sources == [.swift, .manifest] && pin.storedID == "pin-note")
        #expect(pin.manifestEntries.map(\.fact.idRange.start.line) == [2, 6])
        #expect(index.tip(qualifiedName: "ShareTip")?.manifestEntries.map(\.fact.id) == ["ShareTip"])
        // A computed id matches no entry; an entry named after a type with another id matches nothing.
        let item = try #require(index.tip(qualifiedName: "ItemTip"))
        #expect(item.sources == [.swift] && item.storedID == nil)
        #expect(index.tips.filter { $0.swift == nil }.map(\.storedID) == ["ItemTip", "PinTip"])
        #expect(index.tips.filter { $0.swift == nil }.allSatisfy { $0.sources == [.manifest] })
    }

    @Test func groupsComeFromTipGroupsAndManifestGroupKeys() throws {
        let swift = swiftFacts("""
            struct PinTip: Tip { var title: Text { Text("Pin") } }
            struct ShareTip: Tip { var title: Text { Text("Share") } }
            struct OnboardingView: View {
                let onboarding = TipGroup(.ordered) { PinTip(); ShareTip() }
                var body: some View { TipView(onboarding.currentTip) }
            }
            """)
        let index = ProjectIndex(files: [swift, manifest([("PinTip", "onboarding"), ("sync", nil)])])
        // A group is its declaration (the view's `onboarding` binding), not its bare name.
        guard case .group(let onboarding) = index.resolve(.groupCurrentTip("onboarding"), in: "OnboardingView") else {
            Issue.record("onboarding.currentTip resolves to no group")
            return
        }
        #expect(onboarding.name == "onboarding" && onboarding.declaration?.path == "App/Tips.swift" && onboarding.declaration?.range.start.line == 4)
        #expect(index.tip(qualifiedName: "PinTip")?.groups == [.swift(onboarding), .manifest("onboarding")])
        #expect(index.tip(qualifiedName: "ShareTip")?.groups == [.swift(onboarding)])
        #expect(index.tips.last?.groups == [])
    }

    @Test func everyFactKnowsWhetherItIsTestOrPreviewCode() {
        let source = """
            struct PinTip: Tip { var title: Text { Text("Pin") } }
            struct CloseStyle: TipViewStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Button("Close") { configuration.tip.invalidate(reason: .tipClosed) }
                }
            }
            func setUp() {
                try? Tips.configure()
                Tips.showAllTipsForTesting()
                start()
                let opened = Tips.Event(id: "opened")
                let tip = PinTip()
                let group = TipGroup(.ordered) { PinTip() }
                tip.invalidate(reason: .actionPerformed)
            }
            struct PinView: View {
                var body: some View { TipView(PinTip()).tipViewStyle(CloseStyle()) }
            }
            """
        func flags(_ facts: FileFacts) -> [Bool] {
            facts.types.map(\.isTestOrPreview) + facts.displaySites.map(\.isTestOrPreview) + facts.bindings.map(\.isTestOrPreview)
                + facts.groups.map(\.isTestOrPreview) + facts.invalidations.map(\.isTestOrPreview)
                + facts.styleApplications.map(\.isTestOrPreview) + facts.testingCalls.map(\.isTestOrPreview)
                + facts.configureCalls.map(\.isTestOrPreview) + facts.callSites.map(\.isTestOrPreview)
                + facts.lifecycles.map(\.isTestOrPreview) + facts.events.map(\.isTestOrPreview)
        }
        let shipping = swiftFacts(source)
        let test = swiftFacts(source, path: "Tests/AppTests/TipTests.swift", isTestFile: true)
        let preview = swiftFacts("struct AllPreviews: PreviewProvider {\n" + source + "\n}")
        #expect(flags(shipping).count >= 14 && !flags(shipping).contains(true))
        #expect(flags(test).count == flags(shipping).count && !flags(test).contains(false))
        #expect(!flags(preview).isEmpty && !flags(preview).contains(false))
        #expect(shipping.shipping == shipping && test.shipping.types.isEmpty && test.shipping.bindings.isEmpty)
    }

    @Test func theShippingViewLeavesTestAndPreviewCodeOut() throws {
        let app = swiftFacts("""
            struct PinTip: Tip { var title: Text { Text("Pin") } }
            struct PinView: View {
                let pinTip = PinTip()
                var body: some View { TipView(pinTip) }
            }
            #Preview { PinView().onAppear { PinTip().invalidate(reason: .tipClosed) } }
            """)
        let tests = swiftFacts("""
            struct FakeTip: Tip { var title: Text { Text("Fake") } }
            final class PinTests: XCTestCase {
                func testPin() { PinTip().invalidate(reason: .actionPerformed) }
            }
            """, path: "Tests/AppTests/PinTests.swift", isTestFile: true)
        let index = ProjectIndex(files: [app, tests, manifest([("PinTip", nil)])])
        #expect(index.invalidations.count == 2 && index.tips.compactMap(\.swift).count == 2)
        let shipping = index.shipping
        #expect(shipping.invalidations.isEmpty && shipping.displaySites.count == 1)
        #expect(shipping.tips.map(\.swift?.qualifiedName) == ["PinTip"])
        #expect(shipping.tip(qualifiedName: "PinTip")?.sources == [.swift, .manifest])
        #expect(shipping.resolve(.instance("pinTip"), in: "PinView") == .tip("PinTip"))
    }
}

/// A rule can read a fact kind the index has no named property for, so adding a fact to
/// `FileFacts` needs no edit to `ProjectIndex`.
@Suite struct ProjectIndexFactAccessTests {
    @Test func anyFactKindIsReadableWithItsFile() {
        let first = SwiftFrontend(gates: ["DEBUG"]).facts(
            source: "let saved = Tips.Event(id: \"saved\")\n", path: "A.swift", isTestFile: false).facts
        let index = ProjectIndex(files: [first, FileFacts(path: "B.swift")])
        #expect(index.facts(\.events).map(\.path) == ["A.swift"])
        #expect(index.facts(\.events).map(\.fact) == index.events.map(\.fact))
        #expect(index.facts(\.events).count == 1)
    }
}

/// Names resolve the way Swift finds them: the enclosing type first, then its module, then
/// other modules; a group is its declaration, not its bare name.
@Suite struct ProjectIndexScopeTests {
    func facts(_ path: String, _ source: String) -> FileFacts {
        SwiftFrontend(gates: []).facts(source: source, path: path, isTestFile: false).facts
    }

    @Test func twoViewsWithAGroupOfOneNameHoldTwoGroups() throws {
        let index = ProjectIndex(files: [facts("App/Views.swift", """
            struct FilterTip: Tip { var title: Text { Text("Filter") } }
            struct ShareTip: Tip { var title: Text { Text("Share") } }
            struct LibraryView: View {
                @State private var tips = TipGroup(.ordered) { FilterTip() }
                var body: some View { TipView(tips.currentTip) }
            }
            struct DetailView: View {
                @State private var tips = TipGroup(.ordered) { ShareTip() }
                var body: some View { TipView(tips.currentTip) }
            }
            """)])
        guard case .group(let library) = index.resolve(.groupCurrentTip("tips"), in: "LibraryView"),
            case .group(let detail) = index.resolve(.groupCurrentTip("tips"), in: "DetailView")
        else {
            Issue.record("tips.currentTip resolves to no group")
            return
        }
        #expect(library != detail)
        #expect(index.members(ofGroup: library) == ["FilterTip"] && index.members(ofGroup: detail) == ["ShareTip"])
        // Seen from a third type, two groups are equally near: undecidable.
        #expect(index.resolve(.groupCurrentTip("tips"), in: "SettingsView") == .undecidable)
        // The group variable itself is not a tip.
        #expect(index.resolve(.instance("tips"), in: "LibraryView") == .notATip)
    }

    @Test func aNestedTipIsOnlyFoundInsideItsOuterType() {
        let index = ProjectIndex(files: [facts("App/Tips.swift", """
            enum OnboardingTips {
                struct Date: Tip { var title: Text { Text("Pick a date") } }
                static let dateTip = Date()
            }
            struct Planner { let today = Date() }
            """)])
        #expect(index.resolve(.type("Date"), in: "OnboardingTips") == .tip("OnboardingTips.Date"))
        #expect(index.resolve(.type("Date"), in: "Planner") == .notATip)
        #expect(index.resolve(.instance("today"), in: "Planner") == .notATip)
        #expect(index.resolve(.instance("dateTip"), in: "OnboardingTips") == .tip("OnboardingTips.Date"))
    }

    @Test func swiftPMTargetsAreModulesAndTheirOwnMembersComeFirst() {
        let index = ProjectIndex(files: [
            facts("Package.swift", """
                let package = Package(name: "Notes", targets: [
                    .target(name: "Core"),
                    .target(name: "Reader", path: "Sources/ReaderKit"),
                    .testTarget(name: "ReaderTests", dependencies: ["Reader"]),
                ])
                """),
            facts("Sources/Core/Core.swift", """
                struct CoreTip: Tip { var title: Text { Text("Core") } }
                struct CoreModel { let tip = CoreTip() }
                """),
            facts("Sources/ReaderKit/Reader.swift", """
                struct ReaderTip: Tip { var title: Text { Text("Reader") } }
                struct ReaderModel { let tip = ReaderTip() }
                struct ReaderView: View {
                    let model = ReaderModel()
                    var body: some View { TipView(model.tip) }
                }
                """),
        ])
        #expect(index.module(ofPath: "Sources/ReaderKit/Reader.swift") == "Reader")
        #expect(index.module(ofPath: "Sources/Core/Core.swift") == "Core")
        #expect(index.module(ofPath: "Tests/ReaderTests/ReaderTests.swift") == "ReaderTests")
        #expect(index.module(ofPath: "Scripts/tool.swift") == "")
        // `model.tip` keeps only `tip`: the reader module's `tip` is nearer than the core's.
        #expect(index.resolve(.instance("tip"), in: "ReaderView") == .tip("ReaderTip"))
        #expect(index.resolve(.instance("tip"), in: "CoreModel") == .tip("CoreTip"))
    }
}
