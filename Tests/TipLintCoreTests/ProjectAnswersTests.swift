import Testing
import TipLintCore

/// The answers the index gives rules (issue 21): where code runs relative to launch, which
/// resets throw, what retires a tip, where a tip is shown, and the text a person reads.
@Suite struct ProjectAnswersTests {
    func index(_ source: String, path: String = "App/App.swift", isTestFile: Bool = false) -> ProjectIndex {
        ProjectIndex(files: [SwiftFrontend(gates: ["DEBUG"]).facts(source: source, path: path, isTestFile: isTestFile).facts])
    }

    @Test func launchPlacementFollowsProjectFunctionsToWhereTheyAreCalled() throws {
        let project = index("""
            @main struct NotesApp: App {
                init() { try? Tips.configure() }
            }
            enum TipMaintenance {
                static func startOver() { try? Tips.resetDatastore() }
            }
            struct PreferencesView: View {
                var body: some View {
                    Button("Reset") { TipMaintenance.startOver() }
                }
            }
            """)
        #expect(project.configurePlacements.count == 1)
        #expect(project.configurePlacements.first?.late == nil)
        let resets = project.lateResets
        #expect(resets.count == 1)
        guard case .afterLaunch(let place)? = resets.first?.timing else {
            Issue.record("the reset in startOver() should run after launch")
            return
        }
        #expect(place.through == ["startOver"])
        #expect(place.place.kind == .controlAction)
    }

    @Test func aResetAfterConfigureInOneBodyFollowsIt() {
        let project = index("""
            @main struct NotesApp: App {
                init() {
                    try? Tips.configure()
                    try? Tips.resetDatastore()
                }
            }
            """)
        #expect(project.lateResets.map(\.timing) == [.followsConfigure])
        #expect(project.lateResets.first?.configure.range.start.line == 3)
    }

    @Test func retirementDisplaySitesAndShownTextAreAnsweredPerTip() {
        let project = index("""
            enum Strings { static let pinTitle = "Pin a note" }
            struct PinTip: Tip {
                var title: Text { Text(Strings.pinTitle) }
                var options: [TipOption] { MaxDisplayCount(3) }
            }
            struct ShareTip: Tip { var title: Text { Text("Share") } }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        TipView(PinTip())
                        TipView(ShareTip())
                    }
                }
            }
            """)
        #expect(project.retirement.retiredTips == ["PinTip"])
        #expect(project.tips.map { project.retirement.isRetired($0) } == [true, false])
        #expect(project.displaySites(ofTip: "PinTip").map(\.fact.range.start.line) == [10])
        #expect(project.displaySites(ofTip: "ShareTip").map(\.fact.range.start.line) == [11])
        let pin = project.tip(qualifiedName: "PinTip")
        #expect(pin.map { project.shownText(.title, of: $0).text } == "Pin a note")
        #expect(pin.map { project.shownText(.title, of: $0).location?.range.start.line } == 3)
    }

    @Test func aTipAnswersForItsSwiftTypeAndItsManifestEntries() {
        let swift = SwiftFrontend(gates: ["DEBUG"]).facts(source: """
            struct SyncTip: Tip {
                var title: Text { Text(L10n.syncTitle) }
                var rules: [Rule] { #Rule(Self.$isOn) { $0 == true } }
                @Parameter static var isOn = false
            }
            struct ContentView: View {
                var body: some View { TipView(SyncTip()) }
            }
            """, path: "App/App.swift", isTestFile: false).facts
        let manifest = ManifestFrontend.facts(source: """
            tips:
              - id: SyncTip
                title: "Sync your notes"
              - id: export
                title: "Export a note"
                screen: Detail
            """, path: "App/app.tips.yml")
        let project = ProjectIndex(files: [swift, manifest])
        let sync = project.tips[0]
        let export = project.tips[1]
        // The accessor's key is in no catalog: the manifest's title is the one a person reads,
        // but not what the Swift code shows.
        #expect(project.textSources(.title, of: sync).map(\.writer) == [.manifest(id: "SyncTip")])
        #expect(project.shownText(.title, of: sync).text == "Sync your notes")
        #expect(project.shownText(.title, of: sync, from: [.swift]).text == nil)
        #expect(project.shownText(.title, of: export).location?.range.start.line == 5)
        #expect(project.displaySites(of: sync).map(\.fact.range.start.line) == [7])
        #expect(project.displaySites(of: export).isEmpty)
        #expect(sync.ruleConditions.count == 1 && export.ruleConditions.isEmpty)
        #expect(!project.isRetired(sync) && !project.isRetired(export))
        #expect(!project.retiresItself(export))
    }

    @Test func testCodeIsOutOfTheShippingAnswers() {
        let project = index("""
            import XCTest
            final class TipTests: XCTestCase {
                func testReset() {
                    try? Tips.configure()
                    try? Tips.resetDatastore()
                }
            }
            """, path: "AppTests/TipTests.swift", isTestFile: true)
        #expect(project.lateResets.count == 1)
        #expect(project.shipping.lateResets.isEmpty)
        #expect(project.shipping.configurePlacements.isEmpty)
    }
}
