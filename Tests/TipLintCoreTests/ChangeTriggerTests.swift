import Testing
@testable import TipLintCore

/// `ChangeTriggers` says an invalidation runs when an `.onChange(of:)` value changes only when
/// nothing else decides it: simultaneous-tips trusts it to keep two tips apart, so any other
/// condition on the way (an `else`, a `guard`, the old value) leaves it unknown.
@Suite struct ChangeTriggerTests {
    func trigger(_ action: String) -> ChangeTrigger? {
        let source = """
            struct Inspector: View {
                @State private var pane = Pane.basic
                var body: some View {
                    Text("A").onChange(of: self.pane) \(action)
                }
            }
            """
        return SwiftFrontend(gates: []).facts(source: source, path: "I.swift", isTestFile: false).facts.invalidations.first?.changeTrigger
    }

    @Test func aCheckOfTheValueOrItsNewValueNamesTheCase() {
        #expect(trigger("{ if pane == .advanced { HintTip().invalidate(reason: .actionPerformed) } }")
            == ChangeTrigger(watched: "pane", value: "advanced", initialValue: "basic"))
        #expect(trigger("{ _, new in if Pane.advanced == new { HintTip().invalidate(reason: .actionPerformed) } }")
            == ChangeTrigger(watched: "pane", value: "advanced", initialValue: "basic"))
        #expect(trigger("{ HintTip().invalidate(reason: .actionPerformed) }") == ChangeTrigger(watched: "pane", initialValue: "basic"))
    }

    @Test func anyOtherConditionLeavesItUnknown() {
        // The old value, an else arm, a guard before it, a second condition, a switch.
        #expect(trigger("{ old, new in if old == .advanced { HintTip().invalidate(reason: .actionPerformed) } }") == nil)
        #expect(trigger("{ if pane == .advanced { } else { HintTip().invalidate(reason: .actionPerformed) } }") == nil)
        #expect(trigger("{ guard ready else { return }; HintTip().invalidate(reason: .actionPerformed) }") == nil)
        #expect(trigger("{ if pane == .advanced && ready { HintTip().invalidate(reason: .actionPerformed) } }") == nil)
        #expect(trigger("{ switch pane { case .advanced: HintTip().invalidate(reason: .actionPerformed); default: break } }") == nil)
    }

    @Test func onlyAStatePropertyHasAKnownStart() {
        let source = """
            struct Inspector: View {
                @AppStorage("pane") private var pane: Pane = .basic
                var body: some View {
                    Text("A").onChange(of: pane) { HintTip().invalidate(reason: .actionPerformed) }
                }
            }
            """
        let trigger = SwiftFrontend(gates: []).facts(source: source, path: "I.swift", isTestFile: false).facts.invalidations.first?.changeTrigger
        #expect(trigger == ChangeTrigger(watched: "pane"))
    }

    @Test func anInvalidationOutsideAnOnChangeHasNone() {
        let source = """
            struct Inspector: View {
                var body: some View { Button("Go") { HintTip().invalidate(reason: .actionPerformed) } }
            }
            """
        #expect(SwiftFrontend(gates: []).facts(source: source, path: "I.swift", isTestFile: false).facts.invalidations.first?.changeTrigger == nil)
    }
}
