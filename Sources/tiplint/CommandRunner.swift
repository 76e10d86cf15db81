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
                if let suggestion = Suggestion.closest(to: id, in: allRules.map(\.id)) { message += "; did you mean '\(suggestion)'?" }
                throw UsageError(message: message + " (see `tiplint rules`)")
            }
            standardOutput(RuleCatalog.explanation(rule))
        case .initialize(let path):
            return try writeStarterConfiguration(to: path)
        case .lint(let options):
            return try lint(options)
        case .inventory(let options):
            let configuration = try loadConfiguration(path: options.configPath, docsGlobs: options.docsGlobs)
            let inventory = try Linter(configuration: configuration, rules: allRules)
                .inventory(inputs: options.paths.isEmpty ? ["."] : options.paths)
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

    /// The configuration named on the command line, else the nearest `.lintconfig.yml`, else defaults.
    private func loadConfiguration(path: String?, docsGlobs: [String]) throws -> Configuration {
        let configPath = path ?? Configuration.find(from: currentFolder)
        if let explicit = path, !FileManager.default.fileExists(atPath: explicit) {
            throw UsageError(message: "no configuration file at \(explicit)")
        }
        var configuration = try configPath.map { try Configuration.load(path: $0, rules: allRules) }
            ?? Configuration(rules: allRules, root: currentFolder)
        for glob in docsGlobs { configuration.addDocsGlob(glob) }
        return configuration
    }

    private func lint(_ options: LintOptions) throws -> ExitCode {
        var configuration = try loadConfiguration(path: options.configPath, docsGlobs: options.docsGlobs)
        if let failOn = options.failOn { configuration.failOn = failOn }
        let linter = Linter(configuration: configuration, rules: allRules)
        let inputs = options.paths.isEmpty ? ["."] : options.paths
        let result = try linter.lint(
            inputs: inputs, forceInclude: options.forceInclude,
            jobs: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        let report = Report(result: result, rules: allRules, root: configuration.root, includeSuppressed: options.includeSuppressed)
        let toTerminal = options.outputPath == nil && outputIsTerminal
        let reporter: Reporter
        switch options.format {
        case .text:
            reporter = TextReporter(
                showSource: toTerminal, colour: toTerminal && environment["NO_COLOR"] == nil, showSummary: !options.quiet)
        case .json: reporter = JSONReporter()
        case .sarif: reporter = SARIFReporter()
        }
        let rendered = try reporter.render(report)
        if let outputPath = options.outputPath {
            try AtomicFile.write(rendered, to: outputPath)
        } else {
            standardOutput(rendered)
        }
        let failing = report.activeFindings.contains { !$0.counterExample && configuration.failOn.fails(on: $0.severity) }
        return failing ? .findings : .clean
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
