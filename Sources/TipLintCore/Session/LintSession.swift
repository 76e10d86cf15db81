import Foundation

/// The front door for the CLI, the language server and (through the CLI) the SwiftPM plugins:
/// configuration lookup, then a `Project` per configuration (which reads and lints), `--fix` and
/// re-lint, the request's baseline over the whole run. It never prints, exits or reads the
/// process's current folder: the caller passes the folder relative paths mean, and renders what
/// comes back.
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
        /// Absolute: where tiplint looked.
        package var path: String
        package var description: String { "no configuration file at \(path)" }
    }


    /// The `.lintconfig.yml` that governs `folder` (default: the working folder), as
    /// `ConfigurationLookup` finds it: the nearest at or above it, or a `root: true` one above that.
    package func configurationPath(near folder: String? = nil) -> String? {
        try? ConfigurationLookup(rules: rules, workingFolder: workingFolder).configurationPath(forFolder: absolutePath(folder ?? "."))
    }

    /// The lookup every entry point uses: `named` is `--config` (every path, no lookup), `docsGlobs` `--docs-glob`.
    package func lookup(named: String? = nil, docsGlobs: [String] = []) -> ConfigurationLookup {
        ConfigurationLookup(rules: rules, workingFolder: workingFolder, named: named, docsGlobs: docsGlobs)
    }

    /// The configuration at `path` (a named or found file), or the defaults rooted at the working
    /// folder when `path` is nil; `docsGlobs` (`--docs-glob`) read more files as Markdown.
    /// Throws `MissingConfiguration` when `path` names no file, and `ConfigurationError` for a
    /// file that is not a valid configuration, each naming the file by its absolute path.
    package func configuration(at path: String?, docsGlobs: [String] = []) throws -> Configuration {
        if let path, !ConfigurationLookup.isPresent(absolutePath(path)) {
            throw MissingConfiguration(path: absolutePath(path))
        }
        var configuration = try path.map { try Configuration.load(path: $0, relativeTo: workingFolder, rules: rules) }
            ?? Configuration(rules: rules, root: workingFolder)
        for glob in docsGlobs { configuration.addDocsGlob(glob) }
        return configuration
    }

    /// Lints with one configuration, then applies fixes and lints again when any applied, then
    /// applies or writes the baseline: the request's (`--baseline`, `--write-baseline`), else the
    /// one the configuration's `baseline` key names. Throws `Discovery.MissingPath` for an input
    /// that does not exist, `Discovery.UnreadableKind` for a named file tiplint does not read,
    /// `ConfigurationError` (at the key) when the `baseline` key names no file,
    /// `Baseline.ReadError` for a baseline that cannot be read and `SafeFileWriter.Failure`
    /// (naming the path as given) for one that cannot be written.
    package func lint(_ request: LintRequest, configuration: Configuration) throws -> LintRun {
        let inputs = request.paths.isEmpty ? ["."] : request.paths
        return try lint(request, groups: [ConfigurationLookup.Group(configuration: configuration, inputs: inputs)])
    }

    /// `sources` (texts held in memory, such as an editor's open buffers) linted together with
    /// `configuration`, without reading any folder; the configuration's `baseline` key applies.
    /// Throws what `Baseline.load(keyOf:)` throws.
    package func lint(sources: [SourceText], configuration: Configuration, seesWholeProject: Bool = true) throws -> LintResult {
        let project = Project(configuration: configuration, rules: rules, sources: sources, seesWholeProject: seesWholeProject)
        project.baseline = try Baseline.load(keyOf: configuration)
        return project.lint()
    }

    /// The baseline `configuration`'s `baseline` key names, unless the request brings its own
    /// (`--baseline` and `--write-baseline` take the key's place). Throws what
    /// `Baseline.load(keyOf:)` throws.
    func configuredBaseline(_ configuration: Configuration, for request: LintRequest) throws -> Baseline? {
        request.baseline == nil ? try Baseline.load(keyOf: configuration)?.keeping(rules: request.onlyRules) : nil
    }

    /// One configuration's inputs: a `Project` built and linted, then, when fixes were asked for
    /// and any applied, built and linted again from the files as fixed. `baseline` (the
    /// configuration's `baseline` key, unless the request brings its own) is the project's.
    func lintAndFix(_ request: LintRequest, inputs: [String], configuration: Configuration, baseline: Baseline?) throws -> LintRun {
        var configuration = configuration
        if let only = request.onlyRules { configuration.runOnly(only) }
        // While fixing, each step hands its syntax trees on to the next (`FixTrees`).
        if request.fix { FixTrees.open() }
        defer { if request.fix { FixTrees.close() } }
        let unsaved = Dictionary(request.unsaved.map { (absolutePath($0.key), $0.value) }) { $1 }
        let whole = seesWholeProject(request, inputs: inputs, configuration: configuration)
        let lint = { () throws -> (LintResult, Inventory?) in
            // A fresh cache per pass: a re-lint after fixes reads the manifest the first pass saved.
            let project = try Project(
                configuration: configuration, rules: rules, inputs: inputs, workingFolder: workingFolder, forceInclude: request.forceInclude,
                unsaved: unsaved, jobs: request.jobs, cache: factsCache(for: request, configuration: configuration),
                respectsIgnores: request.respectsIgnores, readsContext: !request.standsAlone, servesStoredResult: !request.keepsInventory,
                seesWholeProject: whole, progress: request.progress)
            project.baseline = baseline
            // The inventory from the facts just read: the files are not read a second time for it.
            return (project.lint(), request.keepsInventory ? project.inventory : nil)
        }
        let (result, inventory) = try lint()
        var run = LintRun(result: result)
        run.inventory = inventory
        if request.fix {
            let fixes = RunStatistics.Recorder.timing(\.finish) { FixApplier.apply(run.result, absolutePath: absolutePath, project: configuration.root) }
            run.fixes = fixes
            if fixes.fixedFindings > 0 { (run.result, run.inventory) = try lint() }
        }
        return run
    }

    /// Hides the baseline's findings, writing the baseline first for `.write`.
    /// `onlyRules` (`--only-rule`): the entries of other rules are set aside, since those rules did not run.
    /// `inputs`: the run's paths as given, which the command that rewrites a stale baseline lints.
    func applyBaseline(_ use: BaselineUse?, onlyRules: Set<String>? = nil, inputs: [String] = [], to run: inout LintRun) throws {
        switch use {
        case .write(let path)?:
            let baseline = Baseline(result: run.result)
            let text = try baseline.text()
            do throws(SafeFileWriter.Failure) {
                try SafeFileWriter.write(Data(text.utf8), to: absolutePath(path))
            } catch {
                throw error.naming(path)
            }
            run.writtenBaseline = baseline
            baseline.apply(to: &run.result)
        case .apply(let path)?:
            try Baseline.load(path: path, workingFolder: workingFolder).keeping(rules: onlyRules).apply(to: &run.result)
            if !run.result.staleBaselineEntries.isEmpty {
                run.staleBaselineFiles = [StaleBaselineFile(path: typedPath(path), lintedPaths: inputs)]
            }
        case .ignore?, nil:
            break
        }
    }

    /// `path` (absolute, or relative to the working folder) as a person types it in the working
    /// folder: `.`; relative when it is inside; `..`, `../..` when it is a folder above, and
    /// `../old.json` for a path in such a folder (at most three folders up); else absolute.
    package func typedPath(_ path: String) -> String {
        let absolute = absolutePath(path)
        let here = absolutePath(".")
        if absolute == here { return "." }
        if lies(absolute, within: here) { return String(absolute.dropFirst(here == "/" ? 1 : here.count + 1)) }
        var up = here
        var steps = 0
        while up != "/", !lies(absolute, within: up) {
            up = (up as NSString).deletingLastPathComponent
            steps += 1
        }
        // Above three levels, or only at `/`, a relative path is harder to read than the absolute one.
        guard up != "/", steps <= 3 else { return absolute }
        let parents = Array(repeating: "..", count: steps).joined(separator: "/")
        return absolute == up ? parents : parents + "/" + absolute.dropFirst(up.count + 1)
    }

    /// Whether `path` is `folder` or lies under it (each absolute, or relative to the working folder).
    package func lies(_ path: String, within folder: String) -> Bool {
        let path = absolutePath(path)
        let folder = absolutePath(folder)
        return path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// Whether a run over `inputs` reads their whole project: a folder was named, a
    /// configuration file's folder is the root, or the root holds a project marker
    /// (`ProjectMarkers`). Named files whose root is only their own folder, for want of any of
    /// these (a file in a folder of loose sources, or in a subfolder of a project run from
    /// there), may be some of a project whose rest lies elsewhere: `RuleScope.partial`.
    func seesWholeProject(_ request: LintRequest, inputs: [String], configuration: Configuration) -> Bool {
        if request.standsAlone { return false }
        if configuration.filePath != nil { return true }
        let unsaved = Set(request.unsaved.keys.map(absolutePath))
        if inputs.contains(where: { !unsaved.contains(absolutePath($0)) && Linter.isFolder(absolutePath($0)) }) { return true }
        return ProjectMarkers.nearestProjectFolder(from: configuration.root, upTo: configuration.root) != nil
    }

    /// Every tip the files under `paths` (default: the working folder) declare, per app project;
    /// through the facts cache `request` asks for, when given.
    package func inventory(paths: [String], configuration: Configuration, caching request: LintRequest? = nil) throws -> Inventory {
        try Project(
            configuration: configuration, rules: rules, inputs: paths.isEmpty ? ["."] : paths, workingFolder: workingFolder,
            cache: request.flatMap { factsCache(for: $0, configuration: configuration) }, readsContext: false, storesResult: false
        ).inventory
    }

    /// The facts cache `request` asks for under `configuration` (its folder, or the default one
    /// in the configuration's root); nil for none.
    func factsCache(for request: LintRequest, configuration: Configuration) -> FactsCache? {
        let folder = request.cacheFolder ?? (request.cacheInConfigurationRoot ? FactsCache.defaultFolder(root: configuration.root) : nil)
        guard let folder else { return nil }
        let secret = request.cacheSecretFolder.flatMap { $0.isEmpty ? nil : CacheSecret.load(folder: $0) }
        // Asked for a keyed cache and no key to be had: unkeyed entries are the same on every
        // machine, so a repository could ship forged ones. No cache, and a warning.
        if let keyFolder = request.cacheSecretFolder, secret == nil {
            return FactsCache(refusingFor: absolutePath(folder), keyFolder: keyFolder)
        }
        return FactsCache(
            folder: absolutePath(folder), configuration: configuration, sizeLimit: request.cacheSizeLimit, secret: secret)
    }

    /// `path` resolved against the working folder, standardised.
    package func absolutePath(_ path: String) -> String { Discovery.absolutePath(path, in: workingFolder) }
}

