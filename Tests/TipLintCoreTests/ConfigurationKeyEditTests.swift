import Foundation
import Testing
import TipLintCore
import TipLintRules

/// `ConfigurationKeyEdit`: `--set-baseline-key` sets `baseline:` in place, every other byte kept,
/// and refuses what it cannot set on one line.
@Suite struct ConfigurationKeyEditTests {
    static func set(_ value: String, in text: String) throws -> String {
        try ConfigurationKeyEdit.setting("baseline", to: value, in: text, path: "/p/.lintconfig.yml", root: "/p", rules: allRules)
    }

    @Test func theStarterFilesOffIsReplacedOnItsOwnLineAndEveryCommentStays() throws {
        let starter = StarterConfiguration.text(rules: allRules)
        #expect(starter.contains("\nbaseline: off\n"))
        let edited = try Self.set("tiplint-baseline.json", in: starter)
        #expect(edited == starter.replacingOccurrences(of: "\nbaseline: off\n", with: "\nbaseline: tiplint-baseline.json\n"))
        // It loads again, with the key set.
        let configuration = try Configuration.parse(edited, path: "/p/.lintconfig.yml", root: "/p", rules: allRules)
        #expect(configuration.baseline?.written == "tiplint-baseline.json")
        #expect(configuration.baseline?.path == "/p/tiplint-baseline.json")
    }

    @Test func aCommentAfterTheValueAndTheFilesLineEndingsStay() throws {
        let text = "# mine\r\ninclude: [\"**/*.swift\"]\r\nbaseline: old.json   # adopted in May\r\nfail-on: warning\r\n"
        #expect(try Self.set("baselines/new.json", in: text)
            == "# mine\r\ninclude: [\"**/*.swift\"]\r\nbaseline: baselines/new.json   # adopted in May\r\nfail-on: warning\r\n")
        // A quoted value is replaced quotes and all.
        #expect(try Self.set("b.json", in: "baseline: 'off'  # x\n") == "baseline: b.json  # x\n")
    }

    @Test func anAbsentKeyIsAddedAtTheEnd() throws {
        #expect(try Self.set("b.json", in: "include: [\"**/*.swift\"]\n# last words\n") == "include: [\"**/*.swift\"]\n# last words\nbaseline: b.json\n")
        #expect(try Self.set("b.json", in: "fail-on: note") == "fail-on: note\nbaseline: b.json\n")
        #expect(try Self.set("b.json", in: "") == "baseline: b.json\n")
        #expect(try Self.set("b.json", in: "# only a comment\n") == "# only a comment\nbaseline: b.json\n")
    }

    @Test func aValueYAMLWouldReadOtherwiseIsQuoted() throws {
        #expect(try Self.set("off", in: "baseline: x.json\n") == "baseline: \"off\"\n")
        #expect(try Self.set("my baseline #1.json", in: "baseline: x.json\n") == "baseline: \"my baseline #1.json\"\n")
    }

    @Test func whatCannotBeSetOnOneLineIsRefused() throws {
        #expect(throws: ConfigurationKeyEdit.Refusal.self) { try Self.set("b.json", in: "baseline: |\n  x.json\n") }
        #expect(throws: ConfigurationKeyEdit.Refusal.self) { try Self.set("b.json", in: "baseline:\n  x.json\n") }
        #expect(throws: ConfigurationKeyEdit.Refusal.self) { try Self.set("b.json", in: "{include: [\"*.swift\"], baseline: off}\n") }
        #expect(throws: ConfigurationError.self) { try Self.set("b.json", in: "include: [\n") }
    }
}
