import Foundation
import TipLintCore

/// What the person asked for, parsed from argv by `CommandParser` without touching the system.
enum Command: Equatable {
    case lint(LintOptions)
    /// `rules [--config FILE]`: the severities as the nearest `.lintconfig.yml` (or FILE) sets them.
    case rules(configPath: String?)
    /// `rules --write-docs FOLDER`: the rule pages written to FOLDER.
    case writeRuleDocs(folder: String)
    case explain(rule: String)
    case version
    case initialize(path: String)
    case help(topic: String?)
    case inventory(InventoryOptions)
    case languageServer
}

struct InventoryOptions: Equatable {
    var paths: [String] = []
    var configPath: String?
    var format: InventoryRenderer.Format = .yaml
    var outputPath: String?
    var docsGlobs: [String] = []
}

/// A format id a reporter registered (`ReporterRegistry`); the formats the CLI itself treats
/// apart (text's progress line, html's inventory) are named here.
struct OutputFormat: RawRepresentable, Equatable {
    let rawValue: String

    /// Nil for an id no reporter registered.
    init?(rawValue: String) {
        guard ReporterRegistry.formatIDs.contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    private init(registered id: String) { rawValue = id }

    static let text = OutputFormat(registered: TextReporter.formatID)
    static let json = OutputFormat(registered: JSONReporter.formatID)
    static let sarif = OutputFormat(registered: SARIFReporter.formatID)
    static let github = OutputFormat(registered: GitHubReporter.formatID)
    static let html = OutputFormat(registered: HTMLReporter.formatID)

    static var allCases: [OutputFormat] { ReporterRegistry.formatIDs.map(OutputFormat.init(registered:)) }
}

/// One more report of the same run: `--report sarif=tiplint.sarif`; `-` is standard output.
struct ReportRequest: Equatable {
    var format: OutputFormat
    var path: String?
}

struct LintOptions: Equatable {
    var paths: [String] = []
    var configPath: String?
    var format: OutputFormat = .text
    var outputPath: String?
    var failOn: FailLevel?
    var jobs: Int?
    var quiet = false
    var forceInclude = false
    var includeSuppressed = false
    /// `--docs-glob`: more files to read as Markdown (`*.txt`).
    var docsGlobs: [String] = []
    var reports: [ReportRequest] = []
    /// Lint this path with the text on standard input (an editor's unsaved buffer).
    var stdinPath: String?
    /// A pre-commit hook: only the given files are reported, and none given means nothing to do.
    var onlyGivenFiles = false
    var fix = false
    var baselinePath: String?
    var writeBaselinePath: String?
    /// `--no-baseline` (or `--baseline off`): no baseline this run, the configuration's key ignored.
    var ignoresBaseline = false
    /// `--set-baseline-key`: with `--write-baseline FILE`, set `baseline: FILE` in the configuration file.
    var setsBaselineKey = false
    /// `--only-rule` (repeatable): run these rules alone, whatever the configuration turns on or off.
    var onlyRules: [String] = []
    /// `--strict`: `--fail-on warning`, which the parser sets once every flag is read.
    var strict = false
    /// `--cache-dir`: the facts cache's folder instead of `.tiplint-cache` in the configuration root.
    var cacheFolder: String?
    /// `--cache-max-size`: bytes the cache folder may hold.
    var cacheSizeLimit: Int64?
    /// `--no-cache`: analyse every file afresh and write no cache.
    var noCache = false
    /// `--no-ignore`: walk into what git ignores as well.
    var noIgnore = false
    /// `--allow-empty`: a run over folders that finds no file exits 0, not 2.
    var allowEmpty = false
    /// `--stats`: where the run's time and bytes went, on standard error (and in a JSON report).
    var stats = false
}

/// A mistake on the command line: exit code 2, with the message and, for a word the parser
/// cannot read (an unknown flag, a missing argument), a pointer to `--help`.
struct UsageError: Error, Equatable, CustomStringConvertible {
    var message: String
    /// False where `--help` has nothing to add: flags that cannot go together, whose message
    /// says what to give. Errors met after parsing (files, the configuration) never point there.
    var pointsToHelp = true
    var description: String { message }
}

/// Hand-written argv parsing: a function from arguments to a `Command`. It asks the file system
/// one question only, through `pathExists`: whether an unknown first word is a path to lint.
enum CommandParser {
    static let subcommands = ["lint", "inventory", "lsp", "rules", "explain", "version", "init", "help"]

    /// Parses argv (without the program name). A first word that is not a subcommand is a path
    /// to lint, unless no such path exists and it is a typo of a subcommand (`tiplint lnt`).
    static func parse(
        _ arguments: [String], pathExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
    ) throws -> Command {
        var arguments = arguments[...]
        guard let first = arguments.first else { return .lint(LintOptions()) }
        switch first {
        case "--version", "-V":
            return .version
        case "--help", "-h":
            return .help(topic: nil)
        case "help":
            arguments.removeFirst()
            return .help(topic: arguments.first)
        case "version", "rules":
            arguments.removeFirst()
            if arguments.contains("--help") || arguments.contains("-h") { return .help(topic: first) }
            if first == "rules", let flag = arguments.first, flag == "--write-docs" || flag.hasPrefix("--write-docs=") {
                return try parseWriteDocs(arguments)
            }
            if first == "rules", let flag = arguments.first, ["--config", "-c"].contains(flag) || flag.hasPrefix("--config=") {
                return try parseRulesConfig(arguments)
            }
            if let extra = arguments.first {
                throw UsageError(message: first == "rules" ? "'rules' takes --config FILE or --write-docs FOLDER, got '\(extra)'" : "'version' takes no arguments, got '\(extra)'")
            }
            return first == "version" ? .version : .rules(configPath: nil)
        case "explain":
            arguments.removeFirst()
            if arguments.contains("--help") || arguments.contains("-h") { return .help(topic: "explain") }
            guard arguments.count == 1, let rule = arguments.first else {
                throw UsageError(message: "'explain' takes one rule id, e.g. tiplint explain title-length")
            }
            return .explain(rule: rule)
        case "init":
            arguments.removeFirst()
            if arguments.contains("--help") || arguments.contains("-h") { return .help(topic: "init") }
            guard arguments.count <= 1 else { throw UsageError(message: "'init' takes at most one path") }
            return .initialize(path: arguments.first ?? Configuration.fileName)
        case "lint":
            arguments.removeFirst()
            return try parseLint(arguments)
        case "inventory":
            arguments.removeFirst()
            return try parseInventory(arguments)
        case "lsp":
            arguments.removeFirst()
            if arguments.contains("--help") || arguments.contains("-h") { return .help(topic: "lsp") }
            // Editors often pass --stdio; it is the only transport there is.
            if let extra = arguments.first(where: { $0 != "--stdio" }) { throw UsageError(message: "'lsp' takes no arguments, got '\(extra)'") }
            return .languageServer
        default:
            if !first.hasPrefix("-"), !first.contains("/"), !pathExists(first),
                let suggestion = SwiftLintHabit.hint(for: first, in: .command) ?? Suggestion.didYouMean(first, in: subcommands)
            {
                throw UsageError(message: "unknown command '\(first)'; \(suggestion)")
            }
            return try parseLint(arguments)
        }
    }

    /// `rules --write-docs FOLDER` (or `--write-docs=FOLDER`) and nothing more.
    private static func parseWriteDocs(_ arguments: ArraySlice<String>) throws -> Command {
        var remaining = arguments
        let flag = remaining.removeFirst()
        let folder = flag.hasPrefix("--write-docs=") ? String(flag.dropFirst("--write-docs=".count)) : remaining.popFirst()
        guard let folder, !folder.isEmpty, !folder.hasPrefix("-") else {
            throw UsageError(message: "--write-docs needs a folder, e.g. tiplint rules --write-docs docs/rules")
        }
        if let extra = remaining.first { throw UsageError(message: "'rules --write-docs' takes one folder, got '\(extra)' too") }
        return .writeRuleDocs(folder: folder)
    }

    /// `rules --config FILE` (or `-c FILE`, `--config=FILE`) and nothing more.
    private static func parseRulesConfig(_ arguments: ArraySlice<String>) throws -> Command {
        var remaining = arguments
        let flag = remaining.removeFirst()
        let path = flag.hasPrefix("--config=") ? String(flag.dropFirst("--config=".count)) : remaining.popFirst()
        guard let path, !path.isEmpty, !path.hasPrefix("-") else { throw UsageError(message: "--config needs a value") }
        if let extra = remaining.first { throw UsageError(message: "'rules --config' takes one file, got '\(extra)' too") }
        return .rules(configPath: path)
    }

    /// `--docs-glob`'s value, checked like the configuration's globs.
    private static func docsGlob(_ glob: String) throws -> String {
        do throws(Glob.PatternError) {
            try Glob.validate(glob)
        } catch {
            throw UsageError(message: "--docs-glob: \(error.message)")
        }
        return glob
    }

    /// `--cache-max-size`'s (or `TIPLINT_CACHE_MAX_SIZE`'s) value in bytes: a whole number with
    /// K, M or G after it (a B after that is allowed), a bare number being megabytes, as ccache
    /// and the like read sizes. `source` names where it came from in the error.
    static func cacheSize(_ text: String, from source: String) throws -> Int64 {
        var digits = Substring(text.uppercased())
        let units: [Character: Int64] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
        // A bare number is megabytes; a trailing B is bytes alone (500B) or part of a unit (500KB).
        var unit: Int64 = 1 << 20
        if digits.hasSuffix("B"), digits.count > 1 {
            digits = digits.dropLast()
            unit = 1
        }
        if let last = digits.last, let named = units[last] {
            unit = named
            digits = digits.dropLast()
        }
        guard let number = Int64(digits), number >= 1, number <= Int64.max / unit else {
            throw UsageError(message: "\(source) needs a size such as 500K, 200M or 1G, got '\(text)'")
        }
        return number * unit
    }

    private static func parseLint(_ arguments: ArraySlice<String>) throws -> Command {
        var options = LintOptions()
        var remaining = arguments
        func value(for flag: String) throws -> String {
            guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
                throw UsageError(message: "\(flag) needs a value")
            }
            return next
        }
        var onlyPaths = false
        while let argument = remaining.popFirst() {
            if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
                options.paths.append(argument)
                continue
            }
            var flag = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                flag = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func flagValue() throws -> String {
                if let inlineValue { return inlineValue }
                return try value(for: flag)
            }
            switch flag {
            case "--": onlyPaths = true
            case "--help", "-h": return .help(topic: "lint")
            case "--config", "-c": options.configPath = try flagValue()
            case "--output", "-o":
                // `-` is standard output, as in `--report FORMAT=-`: kept, so that an explicit
                // text report is not dropped for a `--report FORMAT=-` (see `CommandRunner.lint`).
                options.outputPath = try flagValue()
            case "--format", "-f": options.format = try outputFormat(try flagValue())
            case "--report":
                let text = try flagValue()
                let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, !parts[1].isEmpty else {
                    throw UsageError(message: "--report needs FORMAT=PATH (e.g. sarif=tiplint.sarif, or text=- for standard output), got '\(text)'")
                }
                options.reports.append(ReportRequest(format: try outputFormat(parts[0]), path: parts[1] == "-" ? nil : parts[1]))
            case "--stdin-path": options.stdinPath = try flagValue()
            case "--only-given-files": options.onlyGivenFiles = true
            case "--fix": options.fix = true
            case "--baseline":
                let path = try flagValue()
                guard path != "-" else { throw UsageError(message: "--baseline needs a file path (one --write-baseline wrote), or off") }
                // `off`, as the configuration's key says it (a file named off is ./off).
                if path == "off" { options.ignoresBaseline = true } else { options.baselinePath = path }
            case "--write-baseline":
                let path = try flagValue()
                guard path != "-" else {
                    throw UsageError(message: "--write-baseline needs a file path: standard output carries the report, and --baseline reads the file back")
                }
                options.writeBaselinePath = path
            case "--cache-dir": options.cacheFolder = try flagValue()
            case "--cache-max-size": options.cacheSizeLimit = try cacheSize(try flagValue(), from: "--cache-max-size")
            case "--no-cache": options.noCache = true
            case "--no-ignore": options.noIgnore = true
            case "--allow-empty": options.allowEmpty = true
            case "--stats": options.stats = true
            case "--fail-on":
                let text = try flagValue()
                guard let level = FailLevel(rawValue: text) else {
                    let levels = ["error", "warning", "note", "never"]
                    let hint = Suggestion.didYouMean(text, in: levels).map { "; \($0)" } ?? "; use error, warning, note or never"
                    throw UsageError(message: "unknown level '\(text)' for --fail-on\(hint)")
                }
                options.failOn = level
            case "--jobs", "-j":
                let text = try flagValue()
                guard let jobs = Int(text), jobs >= 1 else { throw UsageError(message: "--jobs needs a whole number of 1 or more, got '\(text)'") }
                options.jobs = jobs
            case "--quiet", "-q": options.quiet = true
            case "--force-include": options.forceInclude = true
            case "--include-suppressed": options.includeSuppressed = true
            case "--docs-glob": options.docsGlobs.append(try docsGlob(try flagValue()))
            default:
                if try parseMoreFlag(flag, into: &options, value: flagValue) { continue }
                // The word after an unknown flag, for a hint that uses it (`--path App`).
                let next = inlineValue ?? remaining.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
                let known = [
                    "--config", "--format", "--output", "--fail-on", "--jobs", "--quiet", "--force-include", "--include-suppressed",
                    "--docs-glob", "--report", "--stdin-path", "--only-given-files", "--fix", "--baseline", "--write-baseline", "--help",
                    "--cache-dir", "--cache-max-size", "--no-cache", "--no-ignore", "--allow-empty", "--stats",
                    "--no-baseline", "--set-baseline-key", "--only-rule", "--strict",
                ]
                var message = "unknown option '\(flag)'"
                if let hint = SwiftLintHabit.hint(for: flag, in: .option, value: next) {
                    message += "; \(hint)"
                } else if let suggestion = Suggestion.didYouMean(flag, in: known) {
                    message += "; \(suggestion)"
                }
                throw UsageError(message: message)
            }
        }
        if options.stdinPath != nil, !options.paths.isEmpty {
            throw UsageError(message: "--stdin-path lints one file from standard input; give no other paths")
        }
        if options.stdinPath != nil, options.format == .html || options.reports.contains(where: { $0.format == .html }) {
            // The page lists the project's tips, read from files; an editor's buffer has none of them.
            throw UsageError(message: "--format html reports on files; it cannot take --stdin-path")
        }
        if options.fix, options.stdinPath != nil {
            throw UsageError(message: "--fix cannot change standard input; run it on files")
        }
        try checkBaselineFlags(options)
        if options.strict {
            if let level = options.failOn, level != .warning { throw UsageError(message: "--strict is --fail-on warning; give one of them") }
            options.failOn = .warning
        }
        return .lint(options)
    }

    static func outputFormat(_ text: String) throws -> OutputFormat {
        guard let format = OutputFormat(rawValue: text) else {
            throw UsageError(message: "unknown format '\(text)'; use one of \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return format
    }

    private static func parseInventory(_ arguments: ArraySlice<String>) throws -> Command {
        var options = InventoryOptions()
        var remaining = arguments
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("-") else {
                options.paths.append(argument)
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let flag = parts[0]
            func flagValue() throws -> String {
                if parts.count == 2 { return parts[1] }
                guard let next = remaining.popFirst(), !next.hasPrefix("--") else { throw UsageError(message: "\(flag) needs a value") }
                return next
            }
            switch flag {
            case "--help", "-h": return .help(topic: "inventory")
            case "--config", "-c": options.configPath = try flagValue()
            case "--output", "-o":
                let path = try flagValue()
                options.outputPath = path == "-" ? nil : path
            case "--docs-glob": options.docsGlobs.append(try docsGlob(try flagValue()))
            case "--format", "-f":
                let text = try flagValue()
                guard let format = InventoryRenderer.Format(rawValue: text) else {
                    throw UsageError(message: "unknown inventory format '\(text)'; use yaml, json or markdown")
                }
                options.format = format
            default:
                throw UsageError(message: "unknown option '\(flag)' for inventory; see tiplint inventory --help")
            }
        }
        return .inventory(options)
    }
}
