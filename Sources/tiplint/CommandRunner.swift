import Foundation
import TipLintCore
import TipLintRules

/// Carries out a `Command`: the only place that touches the file system, prints or picks
/// an exit code.
struct CommandRunner {
    /// Throws `SafeFileWriter.Failure` when standard output cannot take the text (a full disk).
    var standardOutput: (String) throws -> Void
    var standardError: (String) -> Void
    var environment: [String: String]
    var currentFolder: String
    var outputIsTerminal: Bool
    /// Whether standard error is a terminal: only then may a long run show its progress.
    var errorIsTerminal = false
    /// The width of the terminal standard output is, in columns; nil when it is none.
    var terminalColumns: Int?
    /// The bytes of standard input (`--stdin-path`); throws `DescriptorReading.Failure` when it
    /// cannot be read (closed, a folder).
    var readStandardInput: () throws(DescriptorReading.Failure) -> Data = { () throws(DescriptorReading.Failure) in
        try DescriptorReading.all(of: STDIN_FILENO)
    }

    enum ExitCode: Int32 {
        case clean = 0
        case findings = 1
        case usage = 2
        case `internal` = 3
    }

    func run(_ arguments: [String]) -> ExitCode {
        // Only a command line the parser could not read points at `--help`; a file, output or
        // configuration problem found while running says what to do itself.
        var parsed = false
        do {
            let command = try CommandParser.parse(arguments)
            parsed = true
            return try execute(command)
        } catch let error as UsageError {
            let pointer = !parsed && error.pointsToHelp ? "Run 'tiplint --help' for usage.\n" : ""
            standardError("tiplint: \(TerminalText.escape(error.message))\n" + pointer)
            return .usage
        } catch let error as ConfigurationError {
            // Every error of the file at once: fixing one should not reveal the next.
            standardError(error.descriptions.map { $0 + "\n" }.joined())
            return .usage
        } catch let error as Discovery.MissingPath {
            standardError("tiplint: \(error.description)\n")
            return .usage
        } catch let error as Discovery.UnreadableKind {
            standardError("tiplint: \(error.description)\n")
            return .usage
        } catch let error as LintSession.MissingConfiguration {
            standardError("tiplint: \(TerminalText.escape(error.description))\n")
            return .usage
        } catch let error as ResourceFailure {
            // Out of threads, memory or descriptors: not the project's fault, and no result to trust.
            standardError("tiplint: \(TerminalText.escape(error.message))\n")
            return .internal
        } catch let error as SafeFileWriter.Failure {
            // A path that cannot be written is the command line's to change; a write that
            // failed on the way (a full disk) is not.
            standardError("tiplint: \(error.description)\n")
            return error.kind == .path ? .usage : .internal
        } catch {
            standardError("tiplint: internal error: \(TerminalText.escape("\(error)"))\nPlease report this with the command you ran.\n")
            return .internal
        }
    }

    private func execute(_ command: Command) throws -> ExitCode {
        switch command {
        case .version:
            try standardOutput(VersionLine.current + "\n")
        case .help(let topic):
            guard let text = HelpText.text(for: topic) else {
                throw UsageError(message: "no help for '\(topic ?? "")'; commands: \(CommandParser.subcommands.joined(separator: ", "))")
            }
            try standardOutput(text)
        case .rules(let configPath):
            // The severities as the current folder's configuration (or --config's) sets them. A
            // configuration that cannot be read is what `rules` is often run to understand: it is
            // named as a warning, at its line and column, and the defaults are shown.
            let configuration: Configuration?
            let lookup = session.lookup(named: configPath)
            do {
                configuration = try lookup.configuration(forFolder: currentFolder)
                // A `.lintconfig.yaml` where the file would be read: the same warning a lint gives.
                for warning in lookup.untrustedFiles {
                    standardError("\(TerminalText.escape(warning.path)): warning: \(TerminalText.escape(warning.message))\n")
                }
            } catch let error as ConfigurationError {
                let errors = error.all
                for (index, problem) in errors.prefix(ConfigurationError.listedErrors).enumerated() {
                    standardError("\(TerminalText.escape(problem.path)):\(problem.position.line):\(problem.position.column): warning: "
                        + "\(TerminalText.escape(problem.detail))\(index == 0 ? "; showing the defaults" : "")\n")
                }
                if errors.count > ConfigurationError.listedErrors {
                    standardError("\(TerminalText.escape(error.path)): and \(errors.count - ConfigurationError.listedErrors) more errors\n")
                }
                configuration = nil
            }
            try standardOutput(RuleCatalog.table(allRules, configuration: configuration))
        case .writeRuleDocs(let folder):
            try writeRulePages(to: folder)
        case .explain(let id):
            guard let rule = allRules.first(where: { $0.id == id }) else {
                var message = "unknown rule '\(id)'"
                if let suggestion = Suggestion.didYouMean(id, in: allRules.map(\.id)) { message += "; " + suggestion }
                throw UsageError(message: message + " (see `tiplint rules`)")
            }
            try standardOutput(RuleCatalog.explanation(rule, width: ProseWrap.width(environment: environment, terminalColumns: terminalColumns)))
        case .initialize(let path):
            return try writeStarterConfiguration(to: path)
        case .lint(let options):
            return try lint(options)
        case .languageServer:
            return LanguageServer(currentFolder: currentFolder).run()
        case .inventory(let options):
            // The inventory's YAML is a tip manifest: writing it over one is what it is for (its
            // JSON or Markdown over one is the slip the check is for).
            if let outputPath = options.outputPath {
                let kept: Set<FileKind> = [.swift, .manifest, .catalog, .xcodeProject]
                try checkOutputs([("--output", outputPath)], sources: options.format == .yaml ? kept.subtracting([.manifest]) : kept)
            }
            let lookup = session.lookup(named: options.configPath, docsGlobs: options.docsGlobs)
            let inventory = try session.inventory(paths: options.paths, lookup: lookup)
            let rendered = try InventoryRenderer.render(inventory, as: options.format)
            if let outputPath = options.outputPath {
                try write(rendered, to: outputPath)
            } else {
                try standardOutput(rendered)
            }
        }
        return .clean
    }

    /// `path` as given, relative to the current folder.
    func absolute(_ path: String) -> String { Discovery.absolutePath(path, in: currentFolder) }

    /// Writes an output file through `SafeFileWriter`; failures name `path` as given.
    func write(_ text: String, to path: String) throws {
        do throws(SafeFileWriter.Failure) {
            try SafeFileWriter.write(Data(text.utf8), to: absolute(path))
        } catch {
            throw error.naming(path)
        }
    }

    /// The session every command goes through: all rules, paths relative to the current folder.
    var session: LintSession { LintSession(rules: allRules, workingFolder: currentFolder) }

    private func lint(_ options: LintOptions) throws -> ExitCode {
        let outputPath = options.outputPath == "-" ? nil : options.outputPath
        let outputs: [(flag: String, path: String)] = (outputPath.map { [("--output", $0)] } ?? [])
            + options.reports.compactMap { report in report.path.map { ("--report \(report.format.rawValue)", $0) } }
            + (options.writeBaselinePath.map { [("--write-baseline", $0)] } ?? [])
        try checkOutputs(outputs)
        if let path = options.writeBaselinePath { try refuseBaselineOverAnotherFile(path) }
        var requests = [ReportRequest(format: options.format, path: outputPath)] + options.reports
        // `--report` alone replaces the default text on standard output only when it asks for
        // standard output itself; `-o -` asks for the text too.
        if options.outputPath == nil, options.format == .text, !options.reports.isEmpty, options.reports.contains(where: { $0.path == nil }) {
            requests.removeFirst()
        }
        // Text and GitHub's workflow lines may share a log (`--format github --report text=-`);
        // a document (JSON, SARIF, XML, HTML) followed by another is no longer one. `/dev/stdout`
        // and `/dev/fd/1` are standard output too.
        let onStandardOutput = requests.filter { request in
            guard let path = request.path else { return true }
            return (try? SafeFileWriter.destination(of: absolute(path))) == .descriptor(STDOUT_FILENO)
        }.map(\.format)
        if onStandardOutput.count > 1, onStandardOutput.contains(where: { $0 != .text && $0 != .github }) {
            throw UsageError(message: "\(onStandardOutput.map(\.rawValue).joined(separator: " and ")) would both be written to standard output, one after the other; give all but one a file (--report FORMAT=PATH)")
        }
        // Each path gets the configuration that governs it (`ConfigurationLookup`), `--config` all of them.
        let lookup = session.lookup(named: options.configPath, docsGlobs: options.docsGlobs)
        // A hook run on no matching files has nothing to do; linting everything would surprise.
        if options.onlyGivenFiles, options.paths.isEmpty, options.stdinPath == nil { return .clean }
        var request = LintRequest(
            paths: options.paths, forceInclude: options.forceInclude, fix: options.fix,
            jobs: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        request.respectsIgnores = !options.noIgnore
        if !options.noCache {
            let fromEnvironment = environment["TIPLINT_CACHE_DIR"].flatMap { $0.isEmpty ? nil : $0 }
            request.cacheFolder = options.cacheFolder ?? fromEnvironment
            request.cacheInConfigurationRoot = request.cacheFolder == nil
            // No home to keep the key in: "" asks for one all the same, so the cache goes unused.
            request.cacheSecretFolder = CacheSecret.defaultFolder(environment: environment) ?? ""
            if let limit = options.cacheSizeLimit {
                request.cacheSizeLimit = limit
            } else if let text = environment["TIPLINT_CACHE_MAX_SIZE"], !text.isEmpty {
                request.cacheSizeLimit = try CommandParser.cacheSize(text, from: "TIPLINT_CACHE_MAX_SIZE")
            }
        }
        // The HTML page lists every tip: made from the facts this run reads.
        request.keepsInventory = requests.contains { $0.format == .html }
        if let stdinPath = options.stdinPath {
            request.paths = [stdinPath]
            request.forceInclude = false
            // A buffer in no project (an editor's file in /tmp or /etc): its folder is nobody's
            // project, so nothing beside it is read and no cache is written there.
            let folder = (absolute(stdinPath) as NSString).deletingLastPathComponent
            if options.configPath == nil, (try? lookup.configurationPath(forFolder: folder)) ?? nil == nil,
                !ProjectMarkers.projectExists(atOrAbove: folder)
            {
                request.standsAlone = true
                request.cacheFolder = nil
                request.cacheInConfigurationRoot = false
            }
            do throws(DescriptorReading.Failure) {
                // The bytes as they are: decoded (or reported as not text) as the file's would be.
                request.unsaved = [stdinPath: try readStandardInput()]
            } catch {
                standardError("tiplint: cannot read standard input (\(error.reason)) for --stdin-path \(TerminalText.escape(stdinPath)); pipe the text to lint into tiplint\n")
                return .usage
            }
        }
        if let path = options.writeBaselinePath {
            request.baseline = .write(path: path)
        } else if let path = options.baselinePath {
            request.baseline = .apply(path: path)
        } else if options.ignoresBaseline {
            request.baseline = .ignore
        }
        request.onlyRules = try onlyRules(options.onlyRules)
        // Checked before any work: nothing is written when the key cannot be set.
        let keyEdit = try options.setsBaselineKey ? prepareBaselineKey(options, lookup: lookup) : nil
        var progress: ProgressLine?
        if ProgressLine.mayShow(errorIsTerminal: errorIsTerminal, format: options.format, quiet: options.quiet) {
            let line = ProgressLine(errorIsTerminal: errorIsTerminal, format: options.format, quiet: options.quiet, write: standardError)
            request.progress = { line.report(analysed: $0, total: $1) }
            progress = line
        }
        let run: LintRun
        do {
            // Cleared before the report and any message reach the terminal.
            defer { progress?.finish() }
            run = try session.lint(request, lookup: lookup)
        } catch let error as Baseline.ReadError {
            let remedy = error.isMissing ? "write one with --write-baseline \(options.baselinePath ?? "")" : "write it again with --write-baseline"
            throw UsageError(message: "\(error.description); \(remedy)")
        }
        if let fixes = run.fixes {
            for problem in fixes.skipped { standardError("tiplint: \(TerminalText.escape(problem))\n") }
            if fixes.fixedFindings > 0 {
                standardError("tiplint: fixed \(fixes.fixedFindings) finding\(fixes.fixedFindings == 1 ? "" : "s") in \(TerminalText.escape(fixes.changedFiles.joined(separator: ", ")))\n")
            }
        }
        if options.fix {
            // Findings of a rule that fixes others of its kind, left without a fix by their shape
            // (a call inside a larger expression): named as the blocks a proof refuses are, so that
            // "fixed" is not read as "all".
            let fixingRules = Set(allRules.filter(\.description.offersFixes).map(\.id))
            let left = run.result.findings.filter {
                fixingRules.contains($0.ruleID) && $0.fix == nil && $0.suppression == nil && !$0.counterExample
            }
            for finding in left {
                let place = "\(finding.location.path):\(finding.location.range.start.line)"
                standardError("tiplint: \(TerminalText.escape(place)): not fixed: no automatic fix for this shape; the finding's message says what to do by hand\n")
            }
        }
        if let baseline = run.writtenBaseline, let path = options.writeBaselinePath {
            standardError("tiplint: wrote \(baseline.findings.count) finding\(baseline.findings.count == 1 ? "" : "s") to \(TerminalText.escape(path))\n")
            if let keyEdit { try writeBaselineKey(keyEdit) }
        }
        let result = run.result
        if result.fileCount == 0, !options.allowEmpty, options.stdinPath == nil, let message = emptyRunMessage(options.paths, run.configurations) {
            standardError("tiplint: \(TerminalText.escape(message))\n")
            return .usage
        }
        // With several configurations, the first input's sets the report's root and links.
        let configuration = run.configurations.first ?? Configuration(rules: allRules, root: currentFolder)
        var report = Report(
            result: result, rules: allRules, root: configuration.root, includeSuppressed: options.includeSuppressed,
            failOn: options.failOn ?? configuration.failOn, ruleDocsURL: configuration.ruleDocsURL)
        report.staleBaselineFiles = run.staleBaselineFiles
        report.rewriteOptions = options.baselineRewriteOptions
        try refuseOutputsOverInputs(requests, result: result, configurations: run.configurations)
        let reporting = DispatchTime.now().uptimeNanoseconds
        for request in requests {
            // A JSON report's `stats` holds the reports made before it: its own time is not known yet.
            var statistics = run.statistics
            statistics.milliseconds.report = Double(DispatchTime.now().uptimeNanoseconds - reporting) / 1_000_000
            // The HTML page shows every tip, which a lint result does not hold: the run's inventory.
            let rendered = try reporter(for: request, quiet: options.quiet, inventory: run.inventory, statistics: options.stats ? statistics : nil)
                .render(report)
            if let path = request.path {
                try write(rendered, to: path)
            } else {
                try standardOutput(rendered)
            }
        }
        if options.stats {
            var statistics = run.statistics
            statistics.milliseconds.report = Double(DispatchTime.now().uptimeNanoseconds - reporting) / 1_000_000
            standardError(StatisticsText.render(statistics))
        }
        // A file `--fix` had to leave alone is not a clean run, whatever the findings' levels.
        if report.fails || run.fixes?.skipped.isEmpty == false { return .findings }
        return .clean
    }

    /// `--only-rule`'s ids as a set (nil when none was given); an unknown id is a usage error
    /// with "did you mean", as `explain`'s is.
    private func onlyRules(_ ids: [String]) throws -> Set<String>? {
        guard !ids.isEmpty else { return nil }
        let known = allRules.map(\.id)
        if let unknown = ids.first(where: { !known.contains($0) }) {
            var message = "--only-rule: unknown rule '\(unknown)'"
            if let hint = SwiftLintHabit.hint(for: unknown, in: .onlyRuleValue) {
                message += "; " + hint
            } else if let suggestion = Suggestion.didYouMean(unknown, in: known) {
                message += "; " + suggestion
            }
            throw UsageError(message: message + " (see `tiplint rules`)")
        }
        return Set(ids)
    }

    /// "no files matched: …" for a run over folders only (none given: the current folder) that
    /// found no file, naming each configuration used; nil when a file was named (those may be
    /// left out on purpose: the pre-commit case).
    private func emptyRunMessage(_ paths: [String], _ configurations: [Configuration]) -> String? {
        let inputs = paths.isEmpty ? ["."] : paths
        let allFolders = inputs.allSatisfy { input in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: absolute(input), isDirectory: &isFolder) && isFolder.boolValue
        }
        guard allFolders else { return nil }
        let used = configurations.map { configuration in
            let globs = configuration.include.map { "\"\($0)\"" }.joined(separator: ", ")
            guard let file = configuration.filePath else { return "no \(Configuration.fileName) found, default include \(globs)" }
            return "\(file)" + (configuration.keyLines["include"].map { ":\($0)" } ?? "") + " include \(globs)"
                + (configuration.exclude.isEmpty ? "" : ", exclude " + configuration.exclude.map { "\"\($0)\"" }.joined(separator: ", "))
        }
        return "no files matched: \(inputs.joined(separator: " ")) (\(used.joined(separator: "; ")));"
            + " check the paths and the configuration's include and exclude, or pass --allow-empty"
    }

    /// `inventory`: the tips the html format shows; `statistics`: the json format's `stats` (`--stats`).
    private func reporter(for request: ReportRequest, quiet: Bool, inventory: Inventory?, statistics: RunStatistics? = nil) -> Reporter {
        var settings = ReporterSettings(
            toTerminal: request.path == nil && outputIsTerminal, colour: environment["NO_COLOR"] == nil, showSummary: !quiet,
            inventory: inventory)
        settings.statistics = statistics
        // The parser accepts only registered ids (`OutputFormat(rawValue:)`), so there is one.
        return ReporterRegistry.reporter(for: request.format.rawValue, settings: settings) ?? TextReporter(settings: settings)
    }
}
