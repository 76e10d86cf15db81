import Foundation
import Testing

/// Rules ask the project index, never one another (issue 21): a rule that reads another
/// rule's helper computes that rule's answer again and ties the two rules' code together.
/// What several rules need lives on `ProjectIndex` (or, for shared words, in `rules/Shared/`).
@Suite struct RuleIndependenceTests {
    static let rulesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("rules")

    /// The rule types `AllRules.swift` registers: `AnyRule(TitleLengthRule.self)` → `TitleLengthRule`.
    static func registeredRuleTypes() throws -> [String] {
        let list = try String(contentsOf: rulesFolder.appendingPathComponent("AllRules.swift"), encoding: .utf8)
        return list.matches(of: /AnyRule\((\w+)\.self\)/).map { String($0.output.1) }
    }

    /// Every Swift file under `rules/` but the registry, by path relative to `rules/`.
    static func ruleFolderFiles() throws -> [String] {
        let walker = FileManager.default.enumerator(atPath: rulesFolder.path)
        var files: [String] = []
        while let path = walker?.nextObject() as? String {
            if path.hasSuffix(".swift"), path != "AllRules.swift" { files.append(path) }
        }
        return files.sorted()
    }

    @Test func noRuleFileNamesAnotherRulesType() throws {
        let ruleTypes = try Self.registeredRuleTypes()
        #expect(ruleTypes.count >= 10, "AllRules.swift lists too few rules; the scan would prove nothing")
        let files = try Self.ruleFolderFiles()
        for file in files {
            // `TitleLengthRule+Constants.swift` belongs to `TitleLengthRule`; a shared file to none.
            let name = (file as NSString).lastPathComponent
            let owner = String(name.prefix { $0 != "+" && $0 != "." })
            let text = try String(contentsOf: Self.rulesFolder.appendingPathComponent(file), encoding: .utf8)
            for other in ruleTypes where other != owner {
                let named = text.contains(try Regex("\\b\(other)\\b"))
                #expect(!named, "rules/\(file) names \(other): ask the project index for the answer instead")
            }
        }
    }

    @Test func theScanSeesEveryRegisteredRule() throws {
        let owners = Set(try Self.ruleFolderFiles().map { String(($0 as NSString).lastPathComponent.prefix { $0 != "+" && $0 != "." }) })
        for rule in try Self.registeredRuleTypes() {
            #expect(owners.contains(rule), "no file rules/\(rule).swift: the independence scan would not see it")
        }
    }
}
