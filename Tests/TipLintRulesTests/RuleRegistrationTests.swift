import Foundation
import Testing
import TipLintCore
import TipLintRules

/// A rule written but never registered is never run, and its examples never tested: nothing
/// else would notice. And a message kind is part of the output format, so every rule declares its kinds.
@Suite struct RuleRegistrationTests {
    static let rulesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("rules")

    /// Every `struct …Rule: …` (a `Rule`, or a rule the engine audits for) declared in `rules/` is named as `AnyRule(….self)` in `AllRules.swift`.
    @Test func everyRuleFileIsRegisteredInAllRules() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.rulesFolder.path).filter { $0.hasSuffix(".swift") }
        let registry = try String(contentsOf: Self.rulesFolder.appendingPathComponent("AllRules.swift"), encoding: .utf8)
        let declaration = try Regex(#"(?m)^(?:package |public )?struct (\w+Rule)\s*:"#)
        var declared: [String] = []
        for file in files.sorted() {
            let text = try String(contentsOf: Self.rulesFolder.appendingPathComponent(file), encoding: .utf8)
            declared += text.matches(of: declaration).compactMap { $0.output[1].substring.map(String.init) }
        }
        #expect(declared.count == allRules.count, "found \(declared) in rules/")
        for name in declared {
            #expect(registry.contains("AnyRule(\(name).self)"), "\(name) is declared in rules/ but not registered in AllRules.swift")
        }
    }

    /// Kinds are kebab-case, unique within their rule, and each says what it means.
    @Test func everyRuleDeclaresItsMessageKinds() {
        for rule in allRules {
            let kinds = rule.description.messages.map(\.key)
            #expect(!kinds.isEmpty, "\(rule.id) declares no message kinds")
            #expect(Set(kinds).count == kinds.count, "\(rule.id) declares a kind twice")
            for (kind, meaning) in rule.description.messages {
                #expect(!kind.isEmpty && kind.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(rule.id)/\(kind)")
                #expect(!meaning.isEmpty, "\(rule.id)/\(kind) says nothing")
            }
        }
    }
}
