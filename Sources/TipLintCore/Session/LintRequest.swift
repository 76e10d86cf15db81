import Foundation

/// What to lint and what to do afterwards.
package struct LintRequest: Sendable {
    /// Files and folders, relative to the working folder or absolute; none means the working folder.
    package var paths: [String]
    /// Lint named files even when `exclude` matches them (pre-commit passes excluded files too).
    package var forceInclude: Bool
    /// Path (relative or absolute) → bytes that stand in for the file on disk: `--stdin-path`,
    /// an editor's open buffers. Such a file need not exist yet. They are decoded as the file's
    /// would be (UTF-8, or UTF-16 by its byte-order mark), and bytes that are not text are
    /// reported and skipped as the file would be.
    package var unsaved: [String: Data]
    /// Apply the findings' fixes to the files on disk, then lint again.
    package var fix: Bool
    package var baseline: BaselineUse?
    /// `--only-rule`: only these rule ids run, whatever the configuration turns on or off
    /// (`Configuration.runOnly`); nil: the configuration's rules.
    package var onlyRules: Set<String>?
    /// Files analysed in parallel.
    package var jobs: Int
    /// The facts cache's folder (relative or absolute; see `FactsCache.defaultFolder`), or nil
    /// to analyse every file afresh and write nothing (unless `cacheInConfigurationRoot`).
    package var cacheFolder: String?
    /// With no `cacheFolder`: each configuration's inputs use `.tiplint-cache` in its root.
    package var cacheInConfigurationRoot = false
    /// Bytes the cache folder may hold before its oldest files are deleted (`--cache-max-size`).
    package var cacheSizeLimit = FactsCache.defaultSizeLimit
    /// The folder of the user's `CacheSecret` (`CacheSecret.defaultFolder`); nil for none.
    package var cacheSecretFolder: String?
    /// Inside a git work tree, folder walks leave out what git ignores (`IgnoredPaths`);
    /// false is `--no-ignore`.
    package var respectsIgnores = true
    /// The inputs belong to no project (`ProjectMarkers`): no other file of their folder is read
    /// for context. `--stdin-path` sets it for a file in `/tmp` with no configuration above it.
    package var standsAlone = false
    /// The run's `LintRun.inventory` is wanted (the HTML report's tips): it is made from the
    /// facts the lint read, so a whole result stored in the facts cache is not served.
    package var keepsInventory = false
    /// Told how many files are analysed while the run goes (the CLI's progress line); the
    /// language server passes none.
    package var progress: LintProgress?

    package init(
        paths: [String] = [], forceInclude: Bool = false, unsaved: [String: Data] = [:], fix: Bool = false,
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

/// `--baseline FILE` hides the findings it holds; `--write-baseline FILE` records the run's findings first;
/// `--no-baseline` (`--baseline off`) hides none. Each takes the place of the configuration's `baseline` key.
package enum BaselineUse: Sendable, Equatable {
    case apply(path: String)
    case write(path: String)
    /// No baseline for this run: the configuration's key is not read.
    case ignore
}

/// What one session run produced, for the caller to render: the layer of results above a
/// project's `LintResult` (its configuration groups merged, fixes applied and linted again, the
/// request's baseline applied or written) and `FixSummary`.
package struct LintRun: Sendable {
    /// After fixes and the baseline.
    package var result: LintResult
    /// Set when fixes were asked for.
    package var fixes: FixSummary?
    /// Set when a baseline was written.
    package var writtenBaseline: Baseline?
    /// The baseline files some of whose entries no longer occur (`LintResult.staleBaselineEntries`),
    /// in the order the run applied them. The summary line names them in the command that
    /// rewrites them.
    package var staleBaselineFiles: [StaleBaselineFile] = []
    /// The configuration of each group of inputs, in the order their first input was given
    /// (the first one sets the report's root, `fail-on` and `rule-docs-url`).
    package var configurations: [Configuration] = []
    /// Every tip the linted files declare (each group's, in group order), when the request
    /// `keepsInventory`: made from the facts the run read, after any fixes.
    package var inventory: Inventory?
    /// Where the run's time and bytes went (`--stats`): every group and pass added up. The
    /// report phase is the caller's to fill in.
    package var statistics = RunStatistics()
}

/// A baseline file some of whose entries no longer occur, and what the command that rewrites it
/// must lint to record the findings the file stands for (`--write-baseline` replaces the whole
/// file: linting less would drop the entries of the files left out).
package struct StaleBaselineFile: Sendable, Equatable {
    /// As the person would type it: relative to the working folder when inside it, else absolute.
    package var path: String
    /// The paths the rewrite lints, typed the same way (none: the working folder). A
    /// configuration's `baseline` key: the configuration's folder, which its entries cover,
    /// whatever part of it the run linted, unless the run's inputs lie outside it (`--config`
    /// naming a file elsewhere): then those. `--baseline FILE`: the run's inputs.
    package var lintedPaths: [String]

    package init(path: String, lintedPaths: [String] = []) {
        self.path = path
        self.lintedPaths = lintedPaths
    }
}
