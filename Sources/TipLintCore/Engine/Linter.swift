import Foundation

/// What one run found.
package struct LintResult: Sendable {
    /// Sorted by path, line, column, rule; suppressed findings are kept, marked.
    package var findings: [Finding]
    package var notifications: [ToolNotification]
    /// Files discovered and read.
    package var fileCount: Int
    /// Files the prefilter let through to the parser.
    package var parsedCount: Int
    /// Source lines of the files that have findings, for carets and fingerprints.
    package var sourceLines: [String: [String]]
    /// Display path → path relative to the configuration root (SARIF and GitLab want these).
    package var rootRelativePaths: [String: String]
    /// Root-relative paths of the files findings were reported for (not the context files).
    package var lintedPaths: Set<String> = []
    /// Baseline entries of the linted files that matched no finding: fixed since.
    package var staleBaselineEntries = 0
    /// Display path → which front end read the file (what its suppression comments look like).
    package var fileKinds: [String: FileKind] = [:]

    package var skippedByPrefilter: Int { fileCount - parsedCount }
}

/// An in-memory file, for `--stdin-path`, tests and rule examples.
package struct SourceText: Sendable {
    package var file: SourceFile
    package var text: String

    package init(path: String, text: String, root: String = "/") {
        let absolute = path.hasPrefix("/") ? path : (root.hasSuffix("/") ? root : root + "/") + path
        file = SourceFile(displayPath: path, rootRelativePath: path, absolutePath: absolute, kind: FileKind(guessingFrom: path))
        self.text = text
    }
}

/// Runs the pipeline: read → prefilter → front end (in parallel) → index → rules →
/// suppressions → fingerprints. Never prints and never exits.
package struct Linter: Sendable {
    package let configuration: Configuration
    package let rules: [AnyRule]
    /// Built once per run, not per file: each glob compiles a regular expression.
    private let testGlobs: [Glob]
    let frontend: SwiftFrontend
    /// The rules with their configured severity and options.
    let configured: ConfiguredRules

    package init(configuration: Configuration, rules: [AnyRule]) {
        self.configuration = configuration
        self.rules = rules
        testGlobs = configuration.tests.map(Glob.init)
        configured = ConfiguredRules(rules: rules, configuration: configuration)
        frontend = SwiftFrontend(gates: Set(configuration.gates))
    }

    /// Every tip the files under `inputs` declare, per app project. Relative inputs are relative
    /// to `workingFolder` (absolute).
    func inventory(inputs: [String], workingFolder: String, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> Inventory {
        let files = try Discovery(configuration: configuration, workingFolder: workingFolder).files(for: inputs, forceInclude: false)
        return Inventory(indexes: projectIndexes(analyseFiles(files.map { ($0, true) }, unsaved: [:], jobs: jobs)).map(\.index))
    }

    /// Inventory of files given as text.
    package func inventory(sources: [SourceText]) -> Inventory {
        Inventory(indexes: projectIndexes(Discovery.assigningProjects(sources).compactMap { analyse($0.file, data: Data($0.text.utf8)) }).map(\.index))
    }

    /// One index per app project, in a stable order.
    private func projectIndexes(_ outcomes: [FileOutcome]) -> [(project: String, index: ProjectIndex)] {
        let projects = Dictionary(grouping: outcomes.filter { $0.facts != nil }, by: \.file.project)
        return projects.keys.sorted().map { project in
            (project, ProjectIndex(files: projects[project]?.compactMap(\.facts) ?? []))
        }
    }

    /// Lints files given as text.
    package func lint(sources: [SourceText]) -> LintResult {
        let texts = Dictionary(sources.map { ($0.file.absolutePath, $0.text) }) { $1 }
        let sources = Discovery.assigningProjects(sources)
        var outcomes = sources.compactMap { analyse($0.file, data: Data($0.text.utf8)) }
        let names = ContextNames(facts: outcomes.compactMap(\.facts))
        for index in outcomes.indices where outcomes[index].prefiltered && !names.isEmpty {
            guard let source = sources.first(where: { $0.file.displayPath == outcomes[index].file.displayPath }),
                let second = analyse(source.file, data: Data(source.text.utf8), contextNames: names)
            else { continue }
            outcomes[index] = second
        }
        return finish(outcomes) { texts[$0.absolutePath] }
    }

    // MARK: Per file

    struct FileOutcome: Sendable {
        var file: SourceFile
        var facts: FileFacts?
        var notification: ToolNotification?
        /// Markdown: the Swift blocks and the `<!-- tiplint-… -->` comments.
        var snippets: [Snippet] = []
        var directives: [SuppressionDirective] = []
        /// False for files read only for their facts (the rest of a named file's project).
        var isTarget = true
        /// A Swift file the prefilter skipped: it mentions no TipKit API (see `ContextNames`).
        var prefiltered = false
        /// The text of a Swift file with testing calls, whose `#if` fixes are laid out on it.
        var gatingSource: String?
    }

    /// `contextNames`: a Swift file that mentions no TipKit API is read anyway when one of these
    /// names occurs in it.
    func analyse(_ file: SourceFile, data: Data?, contextNames: ContextNames? = nil) -> FileOutcome? {
        var outcome = FileOutcome(file: file)
        guard let data else {
            outcome.notification = ToolNotification(level: .warning, path: file.displayPath, message: "cannot read the file; check its permissions")
            return outcome
        }
        if file.kind == .markdown, !configuration.docs.enabled { return nil }
        // Docs are few and only their code blocks are parsed; member fragments need no "Tip".
        // A `Package.swift` names the modules (see `ModuleMap`), so it is read whatever it mentions.
        guard file.kind != .swift || data.withUnsafeBytes(Prefilter.mayContainTipKit)
            || PackageManifestReader.isPackageManifest(path: file.displayPath)
            || contextNames.map({ names in data.withUnsafeBytes { names.occur(in: $0) } }) == true
        else {
            outcome.prefiltered = true
            return outcome
        }
        guard let text = Self.decode(data, kind: file.kind) else {
            outcome.notification = ToolNotification(level: .warning, path: file.displayPath, message: "the file is not UTF-8 text; skipped")
            return outcome
        }
        let isTestFile = testGlobs.anyMatches(file.rootRelativePath)
        switch file.kind {
        case .markdown:
            (outcome.snippets, outcome.directives) = analyseMarkdown(text, file: file, isTestFile: isTestFile)
            return outcome
        case .manifest:
            outcome.facts = ManifestFrontend.facts(source: text, path: file.displayPath)
            return outcome
        case .catalog:
            do {
                outcome.facts = try StringCatalogFrontend.facts(source: text, path: file.displayPath)
            } catch {
                outcome.notification = ToolNotification(
                    level: .warning, path: file.displayPath, position: error.position,
                    message: "\(error.message); its translations are not checked until it is fixed")
            }
            return outcome
        case .swift:
            break
        }
        let result = frontend.facts(source: text, path: file.displayPath, isTestFile: isTestFile)
        outcome.facts = result.facts
        if !result.facts.testingCalls.isEmpty { outcome.gatingSource = text }
        if let position = result.firstError {
            outcome.notification = ToolNotification(
                level: .warning, path: file.displayPath, position: position,
                message: "the file does not parse as Swift; findings in it may be incomplete")
        }
        return outcome
    }

    /// UTF-8; `.strings` files may also be UTF-16 with a byte-order mark (older Xcode wrote them so).
    static func decode(_ data: Data, kind: FileKind) -> String? {
        if kind == .catalog, data.count >= 2, (data.first == 0xFF && data.dropFirst().first == 0xFE) || (data.first == 0xFE && data.dropFirst().first == 0xFF) {
            return String(data: data, encoding: .utf16)
        }
        return String(data: data, encoding: .utf8)
    }

    // MARK: Whole project

    /// `text` gives a file's current text (default: read from disk, decoded as its kind); it is
    /// asked only for files with findings, for their fingerprints and carets.
    func finish(_ outcomes: [FileOutcome], text: (SourceFile) -> String? = Linter.textOnDisk) -> LintResult {
        let facts = outcomes.compactMap(\.facts)
        let targets = outcomes.filter(\.isTarget)
        let targetPaths = Set(targets.map(\.file.displayPath))
        let suppressor = configured.suppressor
        var findings = projectIndexes(outcomes).flatMap { configured.findings(in: $0.index, scope: .project) }
        findings = suppressor.apply(to: findings, directives: Dictionary(uniqueKeysWithValues: facts.map { ($0.path, $0.suppressions) }))
        findings.removeAll { !targetPaths.contains($0.location.path) }
        findings = layOutGatingFixes(findings, sources: targets, text: text)
        for outcome in targets where outcome.file.kind == .markdown {
            findings += lintDocument(path: outcome.file.displayPath, snippets: outcome.snippets, directives: outcome.directives)
        }

        let withFindings = Set(findings.map(\.location.path))
        var linesByPath: [String: [String]] = [:]
        var relativeByPath: [String: String] = [:]
        var kinds: [String: FileKind] = [:]
        for outcome in outcomes {
            relativeByPath[outcome.file.displayPath] = outcome.file.rootRelativePath
            kinds[outcome.file.displayPath] = outcome.file.kind
            // Read again only now, and only for files with findings: most files have none, and a
            // run served from the cache did not read them at all. Files the prefilter skipped or
            // that were not text never had lines.
            let wasRead = outcome.facts != nil || !outcome.snippets.isEmpty || !outcome.directives.isEmpty
            if wasRead, withFindings.contains(outcome.file.displayPath), let lines = text(outcome.file)?.sourceLines {
                linesByPath[outcome.file.displayPath] = lines
            }
        }
        for index in findings.indices {
            let location = findings[index].location
            let line = linesByPath[location.path].flatMap { lines in
                lines.indices.contains(location.range.start.line - 1) ? lines[location.range.start.line - 1] : nil
            } ?? ""
            findings[index].fingerprint = Fingerprint.make(
                ruleID: findings[index].ruleID, path: relativeByPath[location.path] ?? location.path,
                tipName: findings[index].tipName, sourceLine: line)
        }
        findings.sort(by: Self.reportOrder)
        return LintResult(
            findings: findings, notifications: targets.compactMap(\.notification),
            fileCount: targets.count, parsedCount: facts.count + outcomes.filter { !$0.snippets.isEmpty }.count,
            sourceLines: linesByPath, rootRelativePaths: relativeByPath,
            lintedPaths: Set(targets.map(\.file.rootRelativePath)), fileKinds: kinds)
    }

    /// The `#if` fixes of each Swift file's findings, laid out on its text (`GateLayout`).
    /// A file taken from the facts cache has no `gatingSource`: its text is read again, only
    /// when it has testing calls.
    private func layOutGatingFixes(_ findings: [Finding], sources: [FileOutcome], text: (SourceFile) -> String?) -> [Finding] {
        let texts = Dictionary(sources.compactMap { outcome -> (String, String)? in
            let source = outcome.gatingSource
                ?? (outcome.facts?.testingCalls.isEmpty == false && outcome.file.kind == .swift ? text(outcome.file) : nil)
            return source.map { (outcome.file.displayPath, $0) }
        }) { first, _ in first }
        guard !texts.isEmpty else { return findings }
        return Dictionary(grouping: findings, by: \.location.path).flatMap { path, found in
            texts[path].map { GateLayout.resolve(found, source: $0) } ?? found
        }
    }

    /// The file's text as `analyse` decodes it, read from disk; nil when it cannot be read.
    @Sendable static func textOnDisk(_ file: SourceFile) -> String? {
        FileManager.default.contents(atPath: file.absolutePath).flatMap { decode($0, kind: file.kind) }
    }

    static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        let left = (a.location.path, a.location.range.start.line, a.location.range.start.column, a.ruleID, a.message)
        let right = (b.location.path, b.location.range.start.line, b.location.range.start.column, b.ruleID, b.message)
        return left < right
    }
}

/// Maps over items on several threads; results keep the input order.
enum ParallelMap {
    /// `onEach` is told how many items are done after each one, in increasing order (it is
    /// called under the results' lock, so it must be quick).
    static func run<Input: Sendable, Output: Sendable>(
        _ items: [Input], jobs: Int, onEach: (@Sendable (_ done: Int) -> Void)? = nil, _ transform: @Sendable (Input) -> Output
    ) -> [Output] {
        let box = ResultBox<Output>(count: items.count, onEach: onEach)
        let workers = max(1, min(jobs, items.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = box.claimNext() {
                box.store(transform(items[index]), at: index)
            }
        }
        return box.results()
    }

    /// Hands out indices and collects results under one lock, counting the results stored.
    private final class ResultBox<Output>: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private var done = 0
        private var slots: [Output?]
        private let onEach: (@Sendable (Int) -> Void)?

        init(count: Int, onEach: (@Sendable (Int) -> Void)?) {
            slots = Array(repeating: nil, count: count)
            self.onEach = onEach
        }

        func claimNext() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < slots.count else { return nil }
            next += 1
            return next - 1
        }

        func store(_ value: Output, at index: Int) {
            lock.lock()
            slots[index] = value
            done += 1
            // Under the lock, so that the counts arrive in order whichever thread reports them.
            onEach?(done)
            lock.unlock()
        }

        func results() -> [Output] { slots.compactMap { $0 } }
    }
}
