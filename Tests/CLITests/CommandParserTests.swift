import Testing
@testable import tiplint

@Suite struct CommandParserTests {
    @Test func noArgumentsLintsTheCurrentFolder() throws {
        #expect(try CommandParser.parse([]) == .lint(LintOptions()))
    }

    @Test func lintOptionsInBothSpellings() throws {
        var expected = LintOptions()
        expected.paths = ["Sources", "Docs"]
        expected.configPath = "ci.yml"
        expected.format = .sarif
        expected.outputPath = "out.sarif"
        expected.failOn = .warning
        expected.jobs = 4
        expected.quiet = true
        expected.forceInclude = true
        #expect(try CommandParser.parse([
            "lint", "Sources", "--config", "ci.yml", "--format", "sarif", "-o", "out.sarif", "--fail-on", "warning",
            "-j", "4", "-q", "--force-include", "Docs",
        ]) == .lint(expected))
        #expect(try CommandParser.parse([
            "Sources", "--config=ci.yml", "--format=sarif", "--output=out.sarif", "--fail-on=warning", "--jobs=4",
            "--quiet", "--force-include", "Docs",
        ]) == .lint(expected))
    }

    @Test func subcommands() throws {
        #expect(try CommandParser.parse(["rules"]) == .rules(configPath: nil))
        #expect(try CommandParser.parse(["version"]) == .version)
        #expect(try CommandParser.parse(["--version"]) == .version)
        #expect(try CommandParser.parse(["explain", "title-length"]) == .explain(rule: "title-length"))
        #expect(try CommandParser.parse(["init"]) == .initialize(path: ".lintconfig.yml"))
        #expect(try CommandParser.parse(["init", "x.yml"]) == .initialize(path: "x.yml"))
        #expect(try CommandParser.parse(["--help"]) == .help(topic: nil))
        #expect(try CommandParser.parse(["lint", "--help"]) == .help(topic: "lint"))
        #expect(try CommandParser.parse(["explain", "--help"]) == .help(topic: "explain"))
        #expect(try CommandParser.parse(["help", "init"]) == .help(topic: "init"))
        #expect(try CommandParser.parse(["inventory"]) == .inventory(InventoryOptions()))
        var inventory = InventoryOptions()
        inventory.paths = ["App"]
        inventory.format = .json
        inventory.docsGlobs = ["*.txt"]
        #expect(try CommandParser.parse(["inventory", "App", "--format=json", "--docs-glob", "*.txt"]) == .inventory(inventory))
        #expect(try CommandParser.parse(["inventory", "--help"]) == .help(topic: "inventory"))
        #expect(throws: UsageError.self) { try CommandParser.parse(["inventory", "--bogus"]) }
        var lint = LintOptions()
        lint.docsGlobs = ["*.txt", "*.mdx"]
        #expect(try CommandParser.parse(["--docs-glob", "*.txt", "--docs-glob=*.mdx"]) == .lint(lint))
    }

    @Test func aMistypedSubcommandIsAUsageErrorWithASuggestion() throws {
        #expect(throws: UsageError(message: "unknown command 'lnt'; did you mean 'lint'?")) {
            try CommandParser.parse(["lnt"], pathExists: { _ in false })
        }
        #expect(throws: UsageError(message: "unknown command 'invetory'; did you mean 'inventory'?")) {
            try CommandParser.parse(["invetory", "--format", "json"], pathExists: { _ in false })
        }
        #expect(throws: UsageError(message: "unknown level 'warn' for --fail-on; did you mean 'warning'?")) {
            try CommandParser.parse(["--fail-on", "warn"])
        }
        #expect(throws: UsageError(message: "unknown level 'sometimes' for --fail-on; use error, warning, note or never")) {
            try CommandParser.parse(["--fail-on", "sometimes"])
        }
        // A folder that happens to be named like a typo is linted, as is anything with a slash.
        var folder = LintOptions()
        folder.paths = ["lnt"]
        #expect(try CommandParser.parse(["lnt"], pathExists: { $0 == "lnt" }) == .lint(folder))
        folder.paths = ["./lnt"]
        #expect(try CommandParser.parse(["./lnt"], pathExists: { _ in false }) == .lint(folder))
        // A word far from every subcommand stays a path (and fails later if it is missing).
        folder.paths = ["Sources"]
        #expect(try CommandParser.parse(["Sources"], pathExists: { _ in false }) == .lint(folder))
    }

    @Test func aMalformedDocsGlobIsAUsageError() {
        #expect(throws: UsageError.self) { try CommandParser.parse(["--docs-glob", "{a,b"]) }
        #expect(throws: UsageError.self) { try CommandParser.parse(["inventory", "--docs-glob={x"]) }
    }

    @Test func pathsAfterDoubleDashMayStartWithADash() throws {
        var expected = LintOptions()
        expected.paths = ["-odd.swift"]
        #expect(try CommandParser.parse(["--", "-odd.swift"]) == .lint(expected))
    }

    /// Issue 25 §3: the flags SwiftLint users bring, and the baseline's switches.
    @Test func habitsAndBaselineFlags() throws {
        var only = LintOptions()
        only.onlyRules = ["title-length", "unstable-tip-id"]
        #expect(try CommandParser.parse(["--only-rule", "title-length", "--only-rule=unstable-tip-id"]) == .lint(only))
        #expect(throws: UsageError(message: "--only-rule needs a value")) { try CommandParser.parse(["--only-rule"]) }
        var strict = LintOptions()
        strict.strict = true
        strict.failOn = .warning
        #expect(try CommandParser.parse(["--strict"]) == .lint(strict))
        #expect(try CommandParser.parse(["--fail-on", "warning", "--strict"]) == .lint(strict))
        for arguments in [["--strict", "--fail-on", "note"], ["--fail-on=error", "--strict"]] {
            #expect(throws: UsageError(message: "--strict is --fail-on warning; give one of them")) { try CommandParser.parse(arguments) }
        }
        #expect(throws: UsageError(message: "unknown option '--reporter'; did you mean --format json?")) {
            try CommandParser.parse(["--reporter", "json"])
        }
        #expect(throws: UsageError(message: "unknown option '--reporter'; did you mean --format sarif?")) {
            try CommandParser.parse(["--reporter=sarif"])
        }
        #expect(throws: UsageError(message: "unknown option '--strcit'; did you mean '--strict'?")) { try CommandParser.parse(["--strcit"]) }
        var none = LintOptions()
        none.ignoresBaseline = true
        #expect(try CommandParser.parse(["--no-baseline"]) == .lint(none))
        #expect(try CommandParser.parse(["--baseline", "off"]) == .lint(none))
        var named = LintOptions()
        named.baselinePath = "./off"
        #expect(try CommandParser.parse(["--baseline=./off"]) == .lint(named))
        #expect(throws: UsageError.self) { try CommandParser.parse(["--no-baseline", "--baseline", "b.json"]) }
        var adopt = LintOptions()
        adopt.writeBaselinePath = "b.json"
        adopt.setsBaselineKey = true
        #expect(try CommandParser.parse(["--write-baseline", "b.json", "--set-baseline-key"]) == .lint(adopt))
        #expect(throws: UsageError.self) { try CommandParser.parse(["--set-baseline-key"]) }
        #expect(throws: UsageError.self) { try CommandParser.parse(["--write-baseline", "b.json", "--only-rule", "title-length"]) }
        #expect(throws: UsageError.self) { try CommandParser.parse(["--write-baseline", "b.json", "--set-baseline-key", "--stdin-path", "A.swift"]) }
        #expect(try CommandParser.parse(["rules", "--config", "ci.yml"]) == .rules(configPath: "ci.yml"))
        #expect(try CommandParser.parse(["rules", "-c", "ci.yml"]) == .rules(configPath: "ci.yml"))
        #expect(try CommandParser.parse(["rules", "--config=ci.yml"]) == .rules(configPath: "ci.yml"))
        #expect(throws: UsageError.self) { try CommandParser.parse(["rules", "--config"]) }
        #expect(throws: UsageError.self) { try CommandParser.parse(["rules", "--config", "a.yml", "b"]) }
    }

    @Test func mistakesAreUsageErrors() {
        #expect(throws: UsageError.self) { try CommandParser.parse(["--format", "xml"]) }
        #expect(throws: UsageError.self) { try CommandParser.parse(["--fail-on", "sometimes"]) }
        #expect(throws: UsageError.self) { try CommandParser.parse(["--jobs", "0"]) }
        #expect(throws: UsageError.self) { try CommandParser.parse(["--config"]) }
        #expect(throws: UsageError.self) { try CommandParser.parse(["explain"]) }
        #expect(throws: UsageError.self) { try CommandParser.parse(["rules", "extra"]) }
        #expect(throws: UsageError(message: "unknown option '--formt'; did you mean '--format'?")) {
            try CommandParser.parse(["--formt", "json"])
        }
    }

    /// SwiftLint's spellings (the sixth new-user trial, item 9) get the tiplint way, from the
    /// one table of habits, ahead of a did-you-mean guess.
    @Test func swiftLintHabitsPointToTheTiplintWay() throws {
        let expected: [([String], String)] = [
            (["--path", "Ruddarr"], "unknown option '--path'; paths are positional arguments: tiplint Ruddarr"),
            (["--path=App"], "unknown option '--path'; paths are positional arguments: tiplint App"),
            (["--lenient"], "unknown option '--lenient'; findings never fail a run with --fail-on never (exit 0; the levels stay as they are)"),
            (["--use-stdin"], "unknown option '--use-stdin'; tiplint reads standard input with --stdin-path PATH (the file the text stands for)"),
            (["--autocorrect"], "unknown option '--autocorrect'; did you mean --fix?"),
        ]
        for (arguments, message) in expected {
            #expect(throws: UsageError(message: message), "\(arguments)") { try CommandParser.parse(arguments) }
        }
        #expect(throws: UsageError(message: "unknown command 'autocorrect'; did you mean tiplint --fix?")) {
            try CommandParser.parse(["autocorrect"], pathExists: { _ in false })
        }
        // A folder of that name is linted, as any path is.
        var folder = LintOptions()
        folder.paths = ["autocorrect"]
        #expect(try CommandParser.parse(["autocorrect"], pathExists: { _ in true }) == .lint(folder))
    }

    /// SwiftLint's reporter names (the seventh new-user trial, item 5): the `--format` that writes
    /// the same kind of report, the names tiplint shares as they are, else the formats there are.
    @Test func reporterAnswersWithTheFormatThatFits() throws {
        let formats = "text, json, sarif, github, gitlab, checkstyle, junit, html, markdown"
        let expected: [(String, String)] = [
            ("xcode", "did you mean --format text? (tiplint's counterpart of SwiftLint's xcode reporter)"),
            ("emoji", "did you mean --format text? (tiplint's counterpart of SwiftLint's emoji reporter)"),
            ("github-actions-logging", "did you mean --format github? (tiplint's counterpart of SwiftLint's github-actions-logging reporter)"),
            ("codeclimate", "did you mean --format gitlab? (tiplint's counterpart of SwiftLint's codeclimate reporter)"),
            ("gitlab", "did you mean --format gitlab? (GitLab Code Quality JSON; SwiftLint's gitlab reporter writes JUnit XML, which is --format junit)"),
            ("checkstyle", "did you mean --format checkstyle?"),
            ("markdown", "did you mean --format markdown?"),
            ("csv", "tiplint's option is --format, and it has no csv format; use one of \(formats)"),
            ("sonarqube", "tiplint's option is --format, and it has no sonarqube format; use one of \(formats)"),
        ]
        for (reporter, hint) in expected {
            #expect(throws: UsageError(message: "unknown option '--reporter'; \(hint)"), "\(reporter)") {
                try CommandParser.parse(["--reporter", reporter])
            }
        }
        #expect(throws: UsageError(message: "unknown option '--reporter'; tiplint's option is --format FORMAT, one of \(formats)")) {
            try CommandParser.parse(["--reporter"])
        }
    }

    /// SwiftLint's other subcommands, `--no-color` and `-v` (item 7): a hint, where no file or
    /// folder has the word's name.
    @Test func swiftLintCommandsAndFlagsGetAHint() throws {
        for command in ["analyze", "generate-docs", "docs", "reporters", "baseline"] {
            do {
                _ = try CommandParser.parse([command], pathExists: { _ in false })
                Issue.record("\(command) parsed")
            } catch let error as UsageError {
                #expect(error.message.hasPrefix("unknown command '\(command)'; tiplint"), "\(error.message)")
            }
            var folder = LintOptions()
            folder.paths = [command]
            #expect(try CommandParser.parse([command], pathExists: { _ in true }) == .lint(folder))
        }
        #expect(throws: UsageError(message: "unknown option '-v'; the version is --version (or -V, tiplint version); tiplint has no verbose mode (--stats says where a run's time went)")) {
            try CommandParser.parse(["-v"])
        }
        #expect(throws: UsageError(message: "unknown option '--no-color'; colour is off when the NO_COLOR environment variable is set (NO_COLOR=1 tiplint …), and whenever standard output is not a terminal")) {
            try CommandParser.parse(["lint", "--no-color"])
        }
    }
}
