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
        #expect(try CommandParser.parse(["rules"]) == .rules)
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
}
