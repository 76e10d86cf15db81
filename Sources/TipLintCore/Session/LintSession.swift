import Foundation

/// The one way into the engine for the CLI, the language server and (through the CLI) the
/// SwiftPM plugins: configuration lookup, discovery, analysis, fix and re-lint, baseline. It
/// never prints, exits or reads the process's current folder: the caller passes the folder
/// relative paths mean, and renders what comes back.
package struct LintSession: Sendable {
    package var rules: [AnyRule]
    /// Absolute folder that relative paths (inputs, `--config`, baselines) are relative to.
    package var workingFolder: String

    package init(rules: [AnyRule], workingFolder: String) {
        self.rules = rules
        self.workingFolder = workingFolder
    }

    /// A configuration file that was named but does not exist.
    package struct MissingConfiguration: Error, CustomStringConvertible {
        package var path: String
        package var description: String { "no configuration file at \(path)" }
    }


    /// The nearest `.lintconfig.yml` in `folder` (default: the working folder) or above it.
    package func configurationPath(near folder: String? = nil) -> String? {
        Configuration.find(from: folder ?? workingFolder)
    }

    /// The configuration at `path` (a named or found file), or the defaults rooted at the working
    /// folder when `path` is nil; `docsGlobs` (`--docs-glob`) read more files as Markdown.
    /// Throws `MissingConfiguration` when `path` names no file, and `ConfigurationError` for a
    /// file that is not a valid configuration.
    package func configuration(at path: String?, docsGlobs: [String] = []) throws -> Configuration {
        if let path, !FileManager.default.fileExists(atPath: absolutePath(path)) {
            throw MissingConfiguration(path: path)
        }
        // The path goes on as given, so that configuration errors name it as the person wrote it.
        var configuration = try path.map { try Configuration.load(path: $0, relativeTo: workingFolder, rules: rules) }
            ?? Configuration(rules: rules, root: workingFolder)
        for glob in docsGlobs { configuration.addDocsGlob(glob) }
        return configuration
    }

    /// Lints, then applies fixes and lints again when any applied, then applies or writes the
    /// baseline. Throws `Discovery.MissingPath` for an input that does not exist,
    /// `Baseline.ReadError` for a baseline that cannot be read and `SafeFileWriter.Failure`
    /// (naming the path as given) for one that cannot be written.
    package func lint(_ request: LintRequest, configuration: Configuration) throws -> LintOutcome {
        let linter = Linter(configuration: configuration, rules: rules)
        let inputs = request.paths.isEmpty ? ["."] : request.paths
        let unsaved = Dictionary(request.unsaved.map { (absolutePath($0.key), $0.value) }) { $1 }
        let lint = {
            // A fresh cache per pass: a re-lint after fixes reads the manifest the first pass saved.
            let cache = request.cacheFolder.map { FactsCache(folder: absolutePath($0), configuration: configuration) }
            return try linter.lint(
                inputs: inputs, workingFolder: workingFolder, forceInclude: request.forceInclude, unsaved: unsaved, jobs: request.jobs,
                cache: cache, respectsIgnores: request.respectsIgnores, progress: request.progress)
        }
        var outcome = LintOutcome(result: try lint())
        if request.fix {
            let fixes = FixApplier.apply(outcome.result, absolutePath: absolutePath)
            outcome.fixes = fixes
            if fixes.fixedFindings > 0 { outcome.result = try lint() }
        }
        switch request.baseline {
        case .write(let path)?:
            let baseline = Baseline(result: outcome.result)
            let text = try baseline.text()
            do throws(SafeFileWriter.Failure) {
                try SafeFileWriter.write(Data(text.utf8), to: absolutePath(path))
            } catch {
                throw error.naming(path)
            }
            outcome.writtenBaseline = baseline
            baseline.apply(to: &outcome.result)
        case .apply(let path)?:
            try Baseline.load(path: path, workingFolder: workingFolder).apply(to: &outcome.result)
        case nil:
            break
        }
        return outcome
    }

    /// Every tip the files under `paths` (default: the working folder) declare, per app project.
    package func inventory(paths: [String], configuration: Configuration) throws -> Inventory {
        try Linter(configuration: configuration, rules: rules)
            .inventory(inputs: paths.isEmpty ? ["."] : paths, workingFolder: workingFolder)
    }

    /// `path` resolved against the working folder, standardised.
    package func absolutePath(_ path: String) -> String { Discovery.absolutePath(path, in: workingFolder) }
}

/// What to lint and what to do afterwards.
package struct LintRequest: Sendable {
    /// Files and folders, relative to the working folder or absolute; none means the working folder.
    package var paths: [String]
    /// Lint named files even when `exclude` matches them (pre-commit passes excluded files too).
    package var forceInclude: Bool
    /// Path (relative or absolute) → text that stands in for the file on disk: `--stdin-path`,
    /// an editor's open buffers. Such a file need not exist yet.
    package var unsaved: [String: String]
    /// Apply the findings' fixes to the files on disk, then lint again.
    package var fix: Bool
    package var baseline: BaselineUse?
    /// Files analysed in parallel.
    package var jobs: Int
    /// The facts cache's folder (relative or absolute; see `FactsCache.defaultFolder`), or nil
    /// to analyse every file afresh and write nothing.
    package var cacheFolder: String?
    /// Inside a git work tree, folder walks leave out what git ignores (`IgnoredPaths`);
    /// false is `--no-ignore`.
    package var respectsIgnores = true
    /// Told how many files are analysed while the run goes (the CLI's progress line); the
    /// language server passes none.
    package var progress: LintProgress?

    package init(
        paths: [String] = [], forceInclude: Bool = false, unsaved: [String: String] = [:], fix: Bool = false,
        baseline: BaselineUse? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount, cacheFolder: String? = nil,
        progress: LintProgress? = nil
    ) {
        self.progress = progress
        self.cacheFolder = cacheFolder
        self.paths = paths
        self.forceInclude = forceInclude
        self.unsaved = unsaved
        self.fix = fix
        self.baseline = baseline
        self.jobs = jobs
    }
}

/// `--baseline FILE` hides the findings it holds; `--write-baseline FILE` records the run's findings first.
package enum BaselineUse: Sendable, Equatable {
    case apply(path: String)
    case write(path: String)
}

/// What a session run produced, for the caller to render.
package struct LintOutcome: Sendable {
    /// After fixes and the baseline.
    package var result: LintResult
    /// Set when fixes were asked for.
    package var fixes: FixApplier.Outcome?
    /// Set when a baseline was written.
    package var writtenBaseline: Baseline?
}
