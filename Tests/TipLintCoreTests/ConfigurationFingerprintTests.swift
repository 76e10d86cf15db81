import Foundation
import Testing
@testable import TipLintCore
@testable import TipLintRules

/// `Configuration.fingerprint` is written from the key tables (`YAMLField.written`), without
/// reflection: a Mirror over the configuration cost a warm run conformance-table scans. These tests
/// hold it to what reflection sees, so that a setting cannot be left out of it: over configurations
/// that vary every stored property (rule options included), two fingerprints are equal exactly when
/// the reflected descriptions are; and a stored property that no variation here changes fails
/// `everyStoredPropertyIsVaried`, so a property added later must be added here, and so checked.
@Suite struct ConfigurationFingerprintTests {
    static func base() -> Configuration { Configuration(rules: allRules, root: "/p") }

    static func options<Options: RuleOptions>(_ change: (inout Options) -> Void) -> any RuleOptions {
        var options = Options()
        change(&options)
        return options
    }

    /// Each changes `base()` in one stored property or part of one; a few change the same one two
    /// ways that a careless writing could confuse (a list of two globs and one glob holding both).
    static func variations() -> [(name: String, change: (inout Configuration) -> Void)] {
        let baseline = BaselineSetting(written: "b.json", path: "/p/b.json", position: SourcePosition(line: 3, column: 11))
        var movedBaseline = baseline
        movedBaseline.position.line = 4
        return [
            ("include", { $0.include.append("**/*.swiftinterface") }),
            ("include order", { $0.include.reverse() }),
            ("exclude", { $0.exclude = ["**/Old/**"] }),
            ("exclude two", { $0.exclude = ["a", "b"] }),
            ("exclude one holding two", { $0.exclude = ["a\", \"b"] }),
            ("exclude one with a newline", { $0.exclude = ["a\nb"] }),
            ("tests", { $0.tests = [] }),
            ("gates", { $0.gates.append("INTERNAL") }),
            ("fail-on", { $0.failOn = .warning }),
            ("docs enabled", { $0.docs.enabled = false }),
            ("docs files", { $0.docs.files = ["*.md"] }),
            ("docs wrong markers", { $0.docs.markers.wrong.append("NOPE") }),
            ("docs correct markers", { $0.docs.markers.correct = [] }),
            ("manifests", { $0.manifests = ["tips.yml"] }),
            ("catalogs", { $0.catalogs.removeLast() }),
            ("max-file-size", { $0.maxFileSize = 1000 }),
            ("rule-docs-url", { $0.ruleDocsURL = "https://example.com/rules/" }),
            ("rule-docs-url off", { $0.ruleDocsURL = "off" }),
            ("baseline", { $0.baseline = baseline }),
            ("baseline moved", { $0.baseline = movedBaseline }),
            ("root: true", { $0.isRoot = true }),
            ("key lines", { $0.keyLines = ["include": 3] }),
            ("key lines moved", { $0.keyLines = ["include": 4] }),
            ("key lines two", { $0.keyLines = ["include": 3, "exclude": 5] }),
            ("rule off", { $0.rules["title-length"]?.enabled = false }),
            ("other rule off", { $0.rules["simultaneous-tips"]?.enabled = false }),
            ("rule severity", { $0.rules["title-length"]?.severity = .note }),
            ("rule severity set", { $0.rules["title-length"]?.severityIsSet = true }),
            ("max-length", { $0.rules["title-length"]?.options = options { (o: inout TitleLengthRule.Options) in o.maxLength = 41 } }),
            ("message-max-length", { $0.rules["title-length"]?.options = options { (o: inout TitleLengthRule.Options) in o.messageMaxLength = 80 } }),
            ("count", { $0.rules["title-length"]?.options = options { (o: inout TitleLengthRule.Options) in o.count = "graphemes" } }),
            ("per-language-max-length", {
                $0.rules["title-length"]?.options = options { (o: inout TitleLengthRule.Options) in o.perLanguageMaxLength = ["de": 48] }
            }),
            ("per-language-max-length two", {
                $0.rules["title-length"]?.options = options { (o: inout TitleLengthRule.Options) in o.perLanguageMaxLength = ["de": 48, "fi": 50] }
            }),
            ("translation-max-length", {
                $0.rules["title-length"]?.options = options { (o: inout TitleLengthRule.Options) in o.translationMaxLength = 60 }
            }),
            ("allow-launch-argument-gates", {
                $0.rules["ungated-testing-call"]?.options = options { (o: inout UngatedTestingCallRule.Options) in o.allowLaunchArgumentGates = false }
            }),
            ("report-informational", {
                $0.rules["missing-invalidation"]?.options = options { (o: inout MissingInvalidationRule.Options) in o.reportInformational = true }
            }),
            ("root", { $0.root = "/q" }),
            ("file", { $0.filePath = "/p/.lintconfig.yml" }),
            ("only rules", { $0.runOnly(["title-length"]) }),
            ("only no rule", { $0.onlyRules = [] }),
        ]
    }

    static func configurations() -> [(name: String, configuration: Configuration)] {
        [("base", base())] + variations().map { variation in
            var configuration = base()
            variation.change(&configuration)
            return (variation.name, configuration)
        }
    }

    @Test func twoFingerprintsAreEqualExactlyWhenEverySettingIs() {
        let all = Self.configurations().map { ($0.name, $0.configuration.fingerprint, Self.reflected($0.configuration)) }
        for (index, a) in all.enumerated() {
            for b in all[index...] {
                #expect((a.1 == b.1) == (a.2 == b.2), "\(a.0) and \(b.0)")
            }
        }
        // Every variation changes something, so each differs from the base.
        #expect(Set(all.map(\.1)).count == all.count)
    }

    /// Rule by rule, the settings the command line and the file give: `on`, a severity, options.
    @Test func everyRuleSettingIsWrittenWhateverTheRule() {
        let base = Self.base()
        for id in base.rules.keys {
            var off = base
            off.rules[id]?.enabled.toggle()
            var severity = base
            severity.rules[id]?.severity = base.rules[id]?.severity == .note ? .error : .note
            #expect(off.fingerprint != base.fingerprint, "\(id)")
            #expect(severity.fingerprint != base.fingerprint, "\(id)")
            #expect(off.fingerprint != severity.fingerprint, "\(id)")
        }
    }

    /// A stored property (at any depth: rule options, `docs`) that no variation changes would be
    /// one the fingerprint was never checked against: add a variation for it.
    @Test func everyStoredPropertyIsVaried() {
        let base = Self.base()
        let baseLeaves = Self.leaves(of: base)
        var varied = Set<String>()
        for variation in Self.variations() {
            var configuration = base
            variation.change(&configuration)
            let leaves = Self.leaves(of: configuration)
            for (path, text) in baseLeaves where leaves[path] != text { varied.insert(path) }
        }
        // Rule settings are one type: one rule's `enabled`, `severity` and `severityIsSet` stand for
        // every rule's (`everyRuleSettingIsWrittenWhateverTheRule`). Options differ rule by rule.
        let settingParts: Set<String> = ["enabled", "severity", "severityIsSet"]
        let unvaried = baseLeaves.keys.filter { path in
            guard !varied.contains(path) else { return false }
            let parts = path.split(separator: ".")
            if path.hasPrefix("rules["), parts.count == 2, settingParts.contains(String(parts[1])) {
                return !varied.contains("rules[title-length]." + parts[1])
            }
            return true
        }
        #expect(unvaried.sorted() == [], "stored properties no variation changes: add one to `variations`")
        #expect(baseLeaves.keys.contains("rules[title-length].options.maxLength"), "the walk reaches rule options")
    }

    /// Parsed from YAML twice: the rules dictionary iterates in another order, the fingerprint does not.
    @Test func theOrderOfDictionariesIsNotWritten() throws {
        let text = "gates: [DEBUG]\nrules:\n  title-length:\n    per-language-max-length: {de: 48, fi: 50, ja: 20}\n"
        let first = try Configuration.parse(text, path: "/p/.lintconfig.yml", root: "/p", rules: allRules).fingerprint
        for _ in 0..<5 {
            #expect(try Configuration.parse(text, path: "/p/.lintconfig.yml", root: "/p", rules: allRules).fingerprint == first)
        }
    }

    // MARK: - What reflection sees

    /// The configuration as the fingerprint was written before the key tables wrote it: every
    /// stored property by reflection, recursively, dictionaries and sets in sorted order. The rules
    /// the tool offers (`availableRules`) are the build's, and left out.
    static func reflected(_ configuration: Configuration) -> String {
        var text = ""
        for child in Mirror(reflecting: configuration).children where child.label != "availableRules" {
            text += "\(child.label ?? "_")="
            describe(child.value, into: &text)
            text += "\n"
        }
        return text
    }

    static func describe(_ value: Any, into text: inout String) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .dictionary?, .set?:
            let parts = mirror.children.map { child -> String in
                var part = ""
                describe(child.value, into: &part)
                return part
            }
            text += "\(mirror.subjectType){" + parts.sorted().joined(separator: ",") + "}"
        case nil:
            text += String(reflecting: value)
        default:
            text += "\(mirror.subjectType)"
            if mirror.displayStyle == .enum { text += ".\(value)" }
            text += "("
            for child in mirror.children {
                text += "\(child.label ?? "_"):"
                describe(child.value, into: &text)
                text += ","
            }
            text += ")"
        }
    }

    /// Every stored property's reflected description by its path (`docs.markers.wrong`,
    /// `rules[title-length].options.maxLength`): structs are walked into, the `rules` dictionary
    /// entry by entry; anything else is a leaf.
    static func leaves(of configuration: Configuration) -> [String: String] {
        var result: [String: String] = [:]
        func walk(_ value: Any, _ path: String) {
            let mirror = Mirror(reflecting: value)
            switch mirror.displayStyle {
            case .struct?, .class?:
                for child in mirror.children { walk(child.value, path.isEmpty ? child.label ?? "_" : "\(path).\(child.label ?? "_")") }
            case .dictionary? where path == "rules":
                for child in mirror.children {
                    let pair = Array(Mirror(reflecting: child.value).children)
                    walk(pair[1].value, "rules[\(pair[0].value)]")
                }
            default:
                var text = ""
                describe(value, into: &text)
                result[path] = text
            }
        }
        for child in Mirror(reflecting: configuration).children where child.label != "availableRules" {
            walk(child.value, child.label ?? "_")
        }
        return result
    }
}
