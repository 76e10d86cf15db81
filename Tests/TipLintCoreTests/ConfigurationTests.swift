import Foundation
import Testing
import TipLintCore
import TipLintRules

@Suite struct ConfigurationTests {
    func parse(_ yaml: String) throws -> Configuration {
        try Configuration.parse(yaml, path: ".lintconfig.yml", root: "/project", rules: allRules)
    }

    func error(_ yaml: String) -> ConfigurationError? {
        do {
            _ = try parse(yaml)
            return nil
        } catch let error as ConfigurationError {
            return error
        } catch {
            return nil
        }
    }

    @Test func readsEveryTopLevelKeyAndRuleOptions() throws {
        let configuration = try parse("""
            include: ["App/**/*.swift"]
            exclude: App/Generated/**
            tests: ["**/Specs/**"]
            gates: [DEBUG, INTERNAL]
            fail-on: warning
            rules:
              title-length: {severity: error, max-length: 50, message-max-length: 120}
              simultaneous-tips: off
              missing-configure: note
            """)
        #expect(configuration.include == ["App/**/*.swift"])
        #expect(configuration.exclude == ["App/Generated/**"])
        #expect(configuration.tests == ["**/Specs/**"])
        #expect(configuration.gates == ["DEBUG", "INTERNAL"])
        #expect(configuration.failOn == .warning)
        #expect(configuration.rules["title-length"]?.severity == .error)
        let options = configuration.rules["title-length"]?.options as? TitleLengthRule.Options
        #expect(options?.maxLength == 50)
        #expect(options?.messageMaxLength == 120)
        #expect(configuration.rules["simultaneous-tips"]?.enabled == false)
        #expect(configuration.rules["missing-configure"]?.severity == .note)
    }

    @Test func unknownTopLevelKeySuggestsTheRightOne() {
        let problem = error("includes: [\"**/*.swift\"]\n")
        #expect(problem?.position == SourcePosition(line: 1, column: 1))
        #expect(problem?.description.contains("did you mean \"include\"") == true)
        #expect(problem?.description.hasPrefix(".lintconfig.yml:1:1: error: includes:") == true)
    }

    /// Every error of the file in one run (third new-user trial): a second bad key no longer
    /// waits for the first to be fixed. Each keeps its line, column and "did you mean".
    @Test func everyErrorOfTheFileIsReportedAtOnce() throws {
        let problem = try #require(error("""
            includes: ["**/*.swift"]
            fail-on: warn
            docs:
              enable: false
            rules:
              title-lenght: warning
              unstable-tip-id: warn
              title-length: {severity: eror, max-lenght: 50}
            """))
        #expect(problem.all.map { "\($0.position.line):\($0.position.column) \($0.keyPath)" } == [
            "1:1 includes", "2:10 fail-on", "4:3 docs.enable", "6:3 rules.title-lenght", "7:20 rules.unstable-tip-id",
            "8:28 rules.title-length.severity", "8:34 rules.title-length.max-lenght",
        ])
        #expect(problem.all.allSatisfy { $0.path == ".lintconfig.yml" })
        #expect(problem.all[3].message.contains("did you mean \"title-length\""))
        #expect(problem.all[4].message.contains("did you mean \"warning\""))
        #expect(problem.descriptions.count == 7)
        // A YAML syntax error stops the reading: it is the one error.
        #expect(error("fail-on: warn\nrules: [\n")?.all.count == 1)
    }

    /// The readers find a repeated key and an unknown key before the values of the keys above
    /// them, and a rule's options before its severity (issue 25, fourth trial): the errors are
    /// shown by line and column all the same, the thrown one first of all.
    @Test func errorsFoundOutOfOrderAreListedInFileOrder() throws {
        let problem = try #require(error("""
            fail-on: bogus
            unknwn: 1
            include: ["**/*.swift"]
            rules:
              title-length:
                max-length: x
                severity: loud
              title-length: warning
            include: []
            """))
        let places = ["1:10 fail-on", "2:1 unknwn", "6:17 rules.title-length.max-length", "7:15 rules.title-length.severity", "8:3 rules", "9:1 "]
        #expect(problem.all.map { "\($0.position.line):\($0.position.column) \($0.keyPath)" } == places)
        #expect(problem.position == SourcePosition(line: 1, column: 10) && problem.following.count == places.count - 1)
        #expect(problem.descriptions.map { String($0.prefix(while: { $0 != " " })) } == places.map { ".lintconfig.yml:" + $0.prefix(while: { $0 != " " }) + ":" })
    }

    /// A file with more errors than a terminal should list: the first ones, then a count.
    @Test func aFileWithManyErrorsListsTheFirstAndCountsTheRest() throws {
        let yaml = "rules:\n" + (1...25).map { "  rule-\($0): off\n" }.joined()
        let problem = try #require(error(yaml))
        #expect(problem.all.count == 25)
        let lines = problem.descriptions
        #expect(lines.count == ConfigurationError.listedErrors + 1)
        #expect(lines.last == ".lintconfig.yml: and 5 more errors")
    }

    /// A pasted wrong file of thousands of bad keys (each would cost a "did you mean"): reading
    /// stops after `readErrors`, in `rules:` and at the top level alike, and says so.
    @Test(arguments: ["rules:\n" + (1...5_000).map { "  rule-\($0): off\n" }.joined(), (1...5_000).map { "key-\($0): 1\n" }.joined()])
    func readingStopsAfterEnoughErrorsAndSaysSo(yaml: String) throws {
        let problem = try #require(error(yaml))
        #expect(problem.all.count == ConfigurationError.readErrors)
        #expect(problem.readingStopped)
        #expect(problem.descriptions.last == ".lintconfig.yml: and \(ConfigurationError.readErrors - ConfigurationError.listedErrors) more errors; reading stopped after \(ConfigurationError.readErrors), fix these and run again")
    }

    @Test func unknownRuleIDSuggestsTheRightOne() {
        let problem = error("rules:\n  title-lenght: warning\n")
        #expect(problem?.position == SourcePosition(line: 2, column: 3))
        #expect(problem?.keyPath == "rules.title-lenght")
        #expect(problem?.message.contains("did you mean \"title-length\"") == true)
    }

    @Test func aMisspeltChoiceSuggestsTheRightOne() {
        let problem = error("fail-on: eror\n")
        #expect(problem?.keyPath == "fail-on")
        #expect(problem?.message.hasSuffix("got \"eror\"; did you mean \"error\"?") == true, "\(String(describing: problem?.message))")
    }

    @Test func unknownRuleOptionNamesItsKeyPath() {
        let problem = error("rules:\n  title-length:\n    max-lenght: 30\n")
        #expect(problem?.position == SourcePosition(line: 3, column: 5))
        #expect(problem?.keyPath == "rules.title-length.max-lenght")
        #expect(problem?.message.contains("did you mean \"max-length\"") == true)
    }

    @Test func wrongTypesAndBadValuesPointAtTheValue() {
        let number = error("rules:\n  title-length:\n    max-length: forty\n")
        #expect(number?.position == SourcePosition(line: 3, column: 17))
        #expect(number?.message == "expected a whole number, got \"forty\"")
        let severity = error("rules:\n  title-length: loud\n")
        #expect(severity?.message.contains("must be off, on, error, warning or note") == true)
        // SwiftLint's habit of a short word gets the word tiplint reads.
        #expect(error("rules:\n  title-length: warn\n")?.message.hasSuffix("got \"warn\"; did you mean \"warning\"?") == true)
        let failOn = error("fail-on: sometimes\n")
        #expect(failOn?.keyPath == "fail-on")
        let list = error("include: {a: b}\n")
        #expect(list?.message == "expected a list of strings, got a map")
        let zero = error("rules:\n  title-length: {max-length: 0}\n")
        #expect(zero?.message == "must be at least 1, got 0")
    }

    /// Columns count UTF-16 code units: each 🎉 is one Unicode scalar but two code units.
    @Test func errorColumnsAreUTF16() {
        let problem = error("docs: {counter-example-markers: [\"🎉🎉\"], enabeld: true}\n")
        #expect(problem?.position == SourcePosition(line: 1, column: 43))
        #expect(problem?.keyPath == "docs.enabeld")
    }

    @Test func malformedGlobsAreErrorsAtTheirListElement() {
        let unclosed = error("include: [\"App/**\", \"{App,Kit/**/*.swift\"]\n")
        #expect(unclosed?.position == SourcePosition(line: 1, column: 21))
        #expect(unclosed?.keyPath == "include[1]")
        #expect(unclosed?.description.hasPrefix(".lintconfig.yml:1:21: error: include[1]: \"{App,Kit/**/*.swift\" has a \"{\"") == true)
        let single = error("exclude: \"{a\"\n")
        #expect(single?.keyPath == "exclude" && single?.position == SourcePosition(line: 1, column: 10))
        #expect(error("tests: [\"\"]\n")?.message.contains("empty glob") == true)
        #expect(error("manifests:\n  - \"{a,{b}}\"\n")?.position == SourcePosition(line: 2, column: 5))
        #expect(error("catalogs: [\"{x\"]\n")?.keyPath == "catalogs[0]")
        #expect(error("docs:\n  files: [\"*.md\", \"{a\"]\n")?.keyPath == "docs.files[1]")
        #expect(error("include: [\"{App,Kit}/**/*.swift\", \"[x].swift\"]\n") == nil)
    }

    @Test func globsAreValidated() {
        #expect(throws: Glob.PatternError.self) { try Glob.validate("{App,Kit/**") }
        #expect(throws: Glob.PatternError.self) { try Glob.validate("") }
        #expect(throws: Glob.PatternError.self) { try Glob.validate("{a,{b,c}}") }
        #expect(throws: Never.self) { try Glob.validate("{App,Kit}/**/*.swift") }
        #expect(throws: Never.self) { try Glob.validate("a}b") }
    }

    @Test func unknownKeysWithoutASuggestionListTheKnownOnes() {
        let problem = error("docs:\n  zzzzzzzz: 1\n")
        #expect(problem?.message == "unknown key \"zzzzzzzz\"; known: enabled, files, counter-example-markers, correct-markers")
        let option = error("rules:\n  title-length: {zzzzzzzz: 1}\n")
        #expect(option?.message.hasPrefix("unknown key \"zzzzzzzz\"; known: severity, max-length") == true)
    }

    @Test func yamlSyntaxErrorsCarryLibyamlsPosition() {
        let problem = error("include: [\"a\"\nrules: {\n")
        #expect(problem != nil)
        #expect(problem?.position.line ?? 0 >= 2)
    }

    @Test func aliasBombFailsFastWithAClearMessage() {
        var yaml = "a: &a [\"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\"]\n"
        for level in 1...8 {
            let previous = level == 1 ? "a" : "l\(level - 1)"
            yaml += "l\(level): &l\(level) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
        }
        let problem = error(yaml)
        #expect(problem?.message.contains("alias bomb") == true)
    }

    @Test func deepNestingFailsWithAClearMessage() {
        let yaml = String(repeating: "[", count: 200) + String(repeating: "]", count: 200) + "\n"
        #expect(error(yaml)?.message.contains("nesting deeper than") == true)
    }

    @Test func emptyFileMeansDefaults() throws {
        let configuration = try parse("")
        #expect(configuration.include == ["**/*.swift", "**/*.md", "**/*.markdown"])
        #expect(configuration.failOn == .error)
        #expect(configuration.rules.count == allRules.count)
    }

    @Test func starterConfigurationParsesBackToTheDefaults() throws {
        let text = StarterConfiguration.text(rules: allRules)
        let configuration = try parse(text)
        let defaults = Configuration(rules: allRules, root: "/project")
        #expect(configuration.include == defaults.include)
        #expect(configuration.tests == defaults.tests)
        #expect(configuration.gates == defaults.gates)
        for rule in allRules {
            #expect(text.contains("  \(rule.id)"), "\(rule.id) missing from the starter file")
            #expect(configuration.rules[rule.id]?.severity == rule.description.defaultSeverity)
            // A rule with options has its severity as a key to edit, not only in a comment
            // (the eighth trial guessed that `severity:` was allowed in missing-invalidation's map).
            if rule.description.enabledByDefault, !rule.optionFields.isEmpty {
                let block = text.components(separatedBy: "\n  \(rule.id):\n").dropFirst().first ?? ""
                let severity = rule.description.lowerSeverityCases == nil ? rule.description.defaultSeverity.rawValue : "on"
                #expect(block.components(separatedBy: "\n  # ").first?.contains("\n    severity: \(severity)\n") == true
                    || block.hasPrefix("    severity: \(severity)\n"), "\(rule.id): \(block)")
            }
        }
        #expect((configuration.rules["title-length"]?.options as? TitleLengthRule.Options)?.maxLength == 40)
        #expect(configuration.manifests == defaults.manifests && configuration.catalogs == defaults.catalogs)
        #expect(configuration.docs.files == defaults.docs.files && configuration.docs.markers.wrong == defaults.docs.markers.wrong)
        for key in ["include", "exclude", "tests", "gates", "fail-on", "manifests", "catalogs", "rule-docs-url", "baseline", "docs", "rules"] {
            #expect(text.contains("\n\(key):"), "\(key) missing from the starter file")
        }
        #expect(text.contains("\nrule-docs-url: off\n"))
        #expect(configuration.ruleDocsURL == nil)
        #expect(text.contains("\nbaseline: off\n") && configuration.baseline == nil)
    }

    /// `baseline` names a file relative to the configuration file's folder (the root here); the
    /// file need not exist yet (`--write-baseline` makes it), so only its value is checked here.
    @Test func baselineIsAPathRelativeToTheConfigurationOrOff() throws {
        #expect(try parse("").baseline == nil)
        #expect(try parse("baseline: off\n").baseline == nil)
        #expect(try parse("baseline:\n").baseline == nil)
        let relative = try #require(try parse("fail-on: error\nbaseline: ci/../tiplint-baseline.json\n").baseline)
        #expect(relative.path == "/project/tiplint-baseline.json" && relative.written == "ci/../tiplint-baseline.json")
        #expect(relative.position == SourcePosition(line: 2, column: 11))
        #expect(try parse("baseline: /shared/baseline.json\n").baseline?.path == "/shared/baseline.json")
        for bad in ["\"\"", "[a.json]", "{path: a.json}"] {
            let error = error("baseline: \(bad)\n")
            #expect(error?.keyPath == "baseline" && error?.position.line == 1, "\(bad)")
        }
    }

    /// Messages name a configuration file by one path, absolute, however it was given.
    @Test func aLoadedConfigurationIsNamedByItsAbsolutePath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tiplint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("conf"), withIntermediateDirectories: true)
        try "fail-on: warning\n".write(to: folder.appendingPathComponent("conf/good.yml"), atomically: true, encoding: .utf8)
        try "fail-on: [warning]\n".write(to: folder.appendingPathComponent("conf/bad.yml"), atomically: true, encoding: .utf8)
        let working = folder.standardizedFileURL.path
        let good = try Configuration.load(path: "./conf/../conf/good.yml", relativeTo: working, rules: allRules)
        #expect(good.filePath == working + "/conf/good.yml" && good.root == working + "/conf")
        #expect(throws: ConfigurationError.self) { try Configuration.load(path: "conf/bad.yml", relativeTo: working, rules: allRules) }
        do {
            _ = try Configuration.load(path: "conf/bad.yml", relativeTo: working, rules: allRules)
        } catch let error as ConfigurationError {
            #expect(error.path == working + "/conf/bad.yml" && error.keyPath == "fail-on")
        }
        let session = LintSession(rules: allRules, workingFolder: working)
        #expect(try session.configuration(at: "conf/good.yml").filePath == working + "/conf/good.yml")
        do {
            _ = try session.configuration(at: "conf/none.yml")
            Issue.record("a missing configuration file must throw")
        } catch let error as LintSession.MissingConfiguration {
            #expect(error.path == working + "/conf/none.yml")
        }
    }

    /// `rule-docs-url` is unset by default (no invented link), takes an absolute URL, and
    /// refuses a relative path, which SARIF `helpUri` and LSP links cannot hold.
    @Test func ruleDocsURLIsAnAbsoluteURLOrOff() throws {
        #expect(try parse("").ruleDocsURL == nil)
        #expect(try parse("rule-docs-url: off\n").ruleDocsURL == nil)
        #expect(try parse("rule-docs-url:\n").ruleDocsURL == nil)
        #expect(try parse("rule-docs-url: https://docs.example.org/tiplint/rules/\n").ruleDocsURL == "https://docs.example.org/tiplint/rules/")
        for bad in ["docs/rules", "//docs.example.org/rules", "https://docs.example.org/my rules/", "[1, 2]"] {
            let error = error("rule-docs-url: \(bad)\n")
            #expect(error?.keyPath == "rule-docs-url", "\(bad)")
            #expect(error?.position.line == 1, "\(bad)")
        }
    }
}
