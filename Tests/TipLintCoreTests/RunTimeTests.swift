import Foundation
import Testing
@testable import TipLintCore
import TipLintRules

/// When code runs is answered across files: a file that mentions no TipKit API but calls a
/// function that resets the datastore is read after the prefilter, and its call says when.
@Suite struct RunTimeTests {
    func lint(_ files: [String: String]) throws -> LintResult {
        let configuration = try Configuration.parse("", path: "c.yml", root: "/project", rules: allRules)
        let sources = files.sorted { $0.key < $1.key }.map { SourceText(path: $0.key, text: $0.value, root: "/project") }
        return Project(configuration: configuration, rules: allRules, sources: sources).lint()
    }

    static let service = """
        import TipKit
        @MainActor @Observable final class TipService {
            init() { configureTipKit() }
            private func configureTipKit() { try? Tips.configure() }
            func resetTips() async {
                do { try Tips.resetDatastore() } catch { print(error) }
            }
        }
        """

    static let settings = """
        import SwiftUI
        struct SettingsView: View {
            @Environment(TipService.self) private var tipService
            @State private var confirming = false
            var body: some View {
                Button("Show tips again") { confirming = true }
                    .confirmationDialog("Show every tip again?", isPresented: $confirming) {
                        Button("Reset", role: .destructive) { Task { await startOver() } }
                    }
            }
            private func startOver() async { await tipService.resetTips() }
        }
        """

    @Test func aResetCalledFromAnotherFilesButtonRunsOnThatAction() throws {
        let result = try lint(["TipService.swift": Self.service, "SettingsView.swift": Self.settings])
        let resets = result.findings.filter { $0.ruleID == "reset-after-configure" }
        #expect(resets.count == 1)
        #expect(resets.first?.message.contains("in a Button's action in SettingsView") == true)
        #expect(!result.findings.contains { $0.ruleID == "ungated-testing-call" })
    }

    @Test func aResetNobodyCallsClaimsNoLaunch() throws {
        let result = try lint(["TipService.swift": Self.service])
        #expect(!result.findings.contains { $0.ruleID == "reset-after-configure" })
        let ungated = result.findings.filter { $0.ruleID == "ungated-testing-call" }
        #expect(ungated.count == 1)
        #expect(ungated.first?.message.contains("whenever resetTips() runs") == true)
        #expect(ungated.first?.message.contains("every launch") == false)
    }
}
