import Foundation
import TipLintCore
import TipLintRules

/// Carries out a `Command`: the only place that touches the file system, prints or picks
/// an exit code.
struct CommandRunner {
    var standardOutput: (String) -> Void
    var standardError: (String) -> Void
    var environment: [String: String]
    var currentFolder: String
    var outputIsTerminal: Bool
    var readStandardInput: () -> String = {
        String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    }

    enum ExitCode: Int32 {
        case clean = 0
        case findings = 1
        case usage = 2
        case `internal` = 3
    }

    func run(_ arguments: [String]) -> ExitCode {
        do {
            return try execute(try CommandParser.parse(arguments))
        } catch let error as UsageError {
            standardError("tiplint: \(error.message)\nRun 'tiplint --help' for usage.\n")
            return .usage
        } catch let error as ConfigurationError {
            standardError("\(error.description)\n")
            return .usage
        } catch let error as Discovery.MissingPath {
            standardError("tiplint: \(error.description)\n")
            return .usage
        } catch {
            standardError("tiplint: internal error: \(error)\nPlease report this with the command you ran.\n")
            return .internal
        }
    }

    private func execute(_ command: Command) throws -> ExitCode {
        switch command {
        case .version:
            standardOutput("tiplint \(TipLint.version)\n")
        case .help(let topic):
            guard let text = HelpText.text(for: topic) else {
                throw UsageError(message: "no help for '\(topic ?? "")'; commands: \(CommandParser.subcommands.joined(separator: ", "))")
            }
            standardOutput(text)
        case .rules:
            standardOutput(RuleCatalog.table(allRules))
        case .explain(let id):
            guard let rule = allRules.first(where: { $0.id == id }) else {
                var message = "unknown rule '\(id)'"
                if let suggestion = Suggestion.didYouMean(id, in: allRules.map(\.id)) { message += "; " + suggestion }
                throw UsageError(message: message + " (see `tiplint rules`)")
            }
            standardOutput(RuleCatalog.explanation(rule))
        case .initialize(let path):
            return try writeStarterConfiguration(to: path)
        case .lint(let options):
            return try lint(options)
        case .languageServer:
            return LanguageServer(currentFolder: currentFolder).run()
        case .inventory(let options):
            let configuration = try loadConfiguration(path: options.configPath, docsGlobs: options.docsGlobs)
            let inventory = try session.inventory(paths: options.paths, configuration: configuration)
            let rendered = try InventoryRenderer.render(inventory, as: options.format)
            if let outputPath = options.outputPath {
                try AtomicFile.write(rendered, to: outputPath)
            } else {
                standardOutput(rendered)
            }
        }
        return .clean
    }

    private func writeStarterConfiguration(to path: String) throws -> ExitCode {
        guard !FileManager.default.fileExists(atPath: path) else {
            standardError("tiplint: \(path) already exists; edit it, or remove it first to start again\n")
            return .usage
        }
        try AtomicFile.write(StarterConfiguration.text(rules: allRules), to: path)
        standardOutput("Wrote \(path)\n")
        return .clean
    }

    /// The session every command goes through: all rules, paths relative to the current folder.
    private var session: LintSession { LintSession(rules: allRules, workingFolder: currentFolder) }

    /// The configuration named on the command line, else the nearest `.lintconfig.yml`, else defaults.
    private func loadConfiguration(path: String?, docsGlobs: [String]) throws -> Configuration {
        do {
            return try session.configuration(at: path ?? session.configurationPath(), docsGlobs: docsGlobs)
        } catch let error as LintSession.MissingConfiguration {
            throw UsageError(message: error.description)
        }
    }

    private func lint(_ options: LintOptions) throws -> ExitCode {
        var configuration = try loadConfiguration(path: options.configPath, docsGlobs: options.docsGlobs)
        if let failOn = options.failOn { configuration.failOn = failOn }
        // A hook run on no matching files has nothing to do; linting everything would surprise.
        if options.onlyGivenFiles, options.paths.isEmpty, options.stdinPath == nil { return .clean }
        var request = LintRequest(
            paths: options.paths, forceInclude: options.forceInclude, fix: options.fix,
            jobs: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        if !options.noCache {
            let fromEnvironment = environment["TIPLINT_CACHE_DIR"].flatMap { $0.isEmpty ? nil : $0 }
            request.cacheFolder = options.cacheFolder ?? fromEnvironment ?? FactsCache.defaultFolder(root: configuration.root)
        }
        if let stdinPath = options.stdinPath {
            request.paths = [stdinPath]
            request.forceInclude = false
            request.unsaved = [stdinPath: readStandardInput()]
        }
        if let path = options.writeBaselinePath {
            request.baseline = .write(path: path)
        } else if let path = options.baselinePath {
            request.baseline = .apply(path: path)
        }
        let outcome: LintOutcome
        do {
            outcome = try session.lint(request, configuration: configuration)
        } catch let error as Baseline.ReadError {
            let remedy = error.isMissing ? "write one with --write-baseline \(options.baselinePath ?? "")" : "write it again with --write-baseline"
            throw UsageError(message: "\(error.description); \(remedy)")
        } catch let error as LintSession.WriteError {
            throw UsageError(message: error.description)
        }
        if let fixes = outcome.fixes {
            for problem in fixes.skipped { standardError("tiplint: \(problem)\n") }
            if fixes.fixedFindings > 0 {
                standardError("tiplint: fixed \(fixes.fixedFindings) finding\(fixes.fixedFindings == 1 ? "" : "s") in \(fixes.changedFiles.joined(separator: ", "))\n")
            }
        }
        if let baseline = outcome.writtenBaseline, let path = options.writeBaselinePath {
            standardError("tiplint: wrote \(baseline.findings.count) finding\(baseline.findings.count == 1 ? "" : "s") to \(path)\n")
        }
        let result = outcome.result
        let report = Report(
            result: result, rules: allRules, root: configuration.root, includeSuppressed: options.includeSuppressed,
            failOn: configuration.failOn)
        var requests = [ReportRequest(format: options.format, path: options.outputPath)] + options.reports
        // `--report` alone replaces the default text on standard output only when it asks for standard output itself.
        if options.outputPath == nil, options.format == .text, !options.reports.isEmpty, options.reports.contains(where: { $0.path == nil }) {
            requests.removeFirst()
        }
        for request in requests {
            let rendered = try reporter(for: request, quiet: options.quiet).render(report)
            if let path = request.path {
                try AtomicFile.write(rendered, to: path)
            } else {
                standardOutput(rendered)
            }
        }
        return report.fails ? .findings : .clean
    }

    private func reporter(for request: ReportRequest, quiet: Bool) -> Reporter {
        let toTerminal = request.path == nil && outputIsTerminal
        switch request.format {
        case .text:
            return TextReporter(showSource: toTerminal, colour: toTerminal && environment["NO_COLOR"] == nil, showSummary: !quiet)
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter()
        case .github: return GitHubReporter()
        case .gitlab: return GitLabReporter()
        case .checkstyle: return CheckstyleReporter()
        case .junit: return JUnitReporter()
        }
    }
}

/// Writes through a temporary file in the same folder and renames it into place, so that a
/// reader never sees a half-written report and a failed write leaves the old file intact.
enum AtomicFile {
    static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw UsageError(message: "cannot write \(path): \(error.localizedDescription)")
        }
    }
}
