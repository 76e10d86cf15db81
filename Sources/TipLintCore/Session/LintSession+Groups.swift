import Foundation

extension LintSession {
    /// Lints `request.paths` (none: the working folder), each with the configuration `lookup`
    /// finds for it: inputs under one configuration are one group (its root, globs and rules),
    /// linted, fixed and re-linted as `lint(_:configuration:)` does; the groups' results are
    /// merged (findings in report order, notifications group by group). Each group's
    /// configuration's `baseline` key applies to that group's findings (its entries are relative
    /// to that configuration's folder), unless the request names a baseline: that one is
    /// applied to the whole. Many inputs under one configuration cost what one group costs.
    /// Throws what `lint(_:configuration:)` and `ConfigurationLookup.groups` throw.
    package func lint(_ request: LintRequest, lookup: ConfigurationLookup) throws -> LintRun {
        let inputs = request.paths.isEmpty ? ["."] : request.paths
        let groups = try lookup.groups(for: inputs, unsaved: Set(request.unsaved.keys.map(absolutePath)))
        var outcome = try lint(request, groups: groups)
        outcome.result.notifications = lookup.untrustedFiles + outcome.result.notifications
        outcome.result.describeNotificationPaths(root: outcome.configurations.first?.root ?? workingFolder, absolutePath: absolutePath)
        return outcome
    }

    /// The one path every batch lint takes: each group linted, fixed and re-linted, with its
    /// configuration's `baseline` key applied to its own findings; the groups merged; then the
    /// request's baseline (`--baseline`, `--write-baseline`) over the whole. Every baseline is
    /// read before any work, so that a wrong key fails at once.
    /// Statistics are recorded for the whole run (`LintRun.statistics`).
    func lint(_ request: LintRequest, groups: [ConfigurationLookup.Group]) throws -> LintRun {
        let recorder = RunStatistics.Recorder()
        var run = try recorder.recording { () throws -> LintRun in
            let baselines = try groups.map { try configuredBaseline($0.configuration, for: request) }
            var run = LintRun(result: LintResult(findings: [], notifications: [], fileCount: 0, parsedCount: 0, sourceLines: [:], rootRelativePaths: [:]))
            for (index, group) in groups.enumerated() {
                let part = try lintAndFix(request, inputs: group.inputs, configuration: group.configuration, baseline: baselines[index])
                if baselines[index] != nil, !part.result.staleBaselineEntries.isEmpty, let file = group.configuration.baseline?.path {
                    run.staleBaselineFiles.append(StaleBaselineFile(path: typedPath(file), lintedPaths: rewritePaths(ofKeyBaselineOf: group)))
                }
                run.result = index == 0 ? part.result : run.result.merging(part.result, reportRoot: groups[0].configuration.root)
                if let fixes = part.fixes {
                    var all = run.fixes ?? FixSummary()
                    all.add(fixes)
                    run.fixes = all
                }
                // Each group's tips after the ones before, as the groups were given.
                if let tips = part.inventory?.tips {
                    var inventory = run.inventory ?? Inventory(indexes: [])
                    inventory.tips += tips
                    run.inventory = inventory
                }
            }
            run.configurations = groups.map(\.configuration)
            run.result.describeNotificationPaths(root: groups.first?.configuration.root ?? workingFolder, absolutePath: absolutePath)
            try RunStatistics.Recorder.timing(\.finish) { () throws in try applyBaseline(request.baseline, onlyRules: request.onlyRules, inputs: request.paths, to: &run) }
            return run
        }
        run.statistics = recorder.statistics
        return run
    }

    /// What the command that rewrites `group`'s configuration's key baseline lints, as typed (see
    /// `StaleBaselineFile.lintedPaths`): the configuration's folder, whose files the key's entries
    /// stand for (none when it is the working folder), when every input lies inside it; else the
    /// inputs (`--config` naming a file in another folder).
    func rewritePaths(ofKeyBaselineOf group: ConfigurationLookup.Group) -> [String] {
        let root = absolutePath(group.configuration.root)
        guard group.inputs.allSatisfy({ lies($0, within: root) }) else {
            return group.inputs == ["."] ? [] : group.inputs
        }
        let typed = typedPath(root)
        return typed == "." ? [] : [typed]
    }

    /// Every tip the files under `paths` (default: the working folder) declare, per app project,
    /// each path read with the configuration `lookup` finds for it; through the facts cache
    /// `request` asks for, when given (the HTML report's inventory, read after the lint).
    package func inventory(paths: [String], lookup: ConfigurationLookup, caching request: LintRequest? = nil) throws -> Inventory {
        let groups = try lookup.groups(for: paths.isEmpty ? ["."] : paths)
        var tips: [Inventory.Tip] = []
        for group in groups { tips += try inventory(paths: group.inputs, configuration: group.configuration, caching: request).tips }
        var inventory = Inventory(indexes: [])
        inventory.tips = tips
        return inventory
    }
}

extension LintResult {
    /// This result and `other` (another configuration's files) as one run: findings in report
    /// order, notifications this result's first. Paths of `other`'s files are made relative to
    /// `reportRoot` (the first group's root, SARIF's `%SRCROOT%`) when they lie inside it.
    func merging(_ other: LintResult, reportRoot: String) -> LintResult {
        var merged = self
        merged.findings = (findings + other.findings).sorted(by: Linter.reportOrder)
        merged.notifications += other.notifications
        merged.fileCount += other.fileCount
        merged.parsedCount += other.parsedCount
        merged.sourceLines.merge(other.sourceLines) { first, _ in first }
        let prefix = reportRoot.hasSuffix("/") ? reportRoot : reportRoot + "/"
        for (path, relative) in other.rootRelativePaths where merged.rootRelativePaths[path] == nil {
            let absolute = other.absolutePaths[path] ?? relative
            merged.rootRelativePaths[path] = absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
        }
        merged.absolutePaths.merge(other.absolutePaths) { first, _ in first }
        merged.lintedPaths.formUnion(other.lintedPaths)
        merged.staleBaselineEntries += other.staleBaselineEntries
        merged.fileKinds.merge(other.fileKinds) { first, _ in first }
        merged.excludedInputs += other.excludedInputs
        return merged
    }

    /// Adds the path of each notification no file read gave (a named file the configuration
    /// leaves out, one skipped, a configuration file) to `rootRelativePaths`, as the files read
    /// are: relative to `root` (absolute, the report's root) when it lies inside it, else
    /// absolute. Display paths are relative to the working folder, which `absolutePath`
    /// resolves them against: a run from a subfolder names `Sub/Fine.swift` what the root
    /// knows as `App/Sub/Fine.swift`, and every report (GitHub's `file=`, SARIF's
    /// `%SRCROOT%`, GitLab's path) wants the latter.
    mutating func describeNotificationPaths(root: String, absolutePath: (String) -> String) {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        for notification in notifications where rootRelativePaths[notification.path] == nil {
            let absolute = absolutePath(notification.path)
            rootRelativePaths[notification.path] = absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
        }
    }
}
