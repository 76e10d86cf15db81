import Foundation
import SwiftSyntax

/// What one project's lint found (`Project.lint(targets:)`): findings with fingerprints, the
/// run's notifications and the tables of the files read. The layer of results between a file's
/// `FileAnalysis` and a session's `LintRun`; reporters render it (`Report`), baselines are made
/// from it and applied to it. Codable: the facts cache stores a whole run's result
/// (`FactsCache+Results`).
package struct LintResult: Codable, Equatable, Sendable {
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
    /// Baseline entries of the linted files that matched no finding: fixed since. The summary
    /// names their files (a baseline records no line: fingerprints survive line moves), by their
    /// display paths (relative to the working folder, as the findings' are).
    package var staleBaselineEntries: [Baseline.Entry] = []
    /// Display path → which front end read the file (what its suppression comments look like).
    package var fileKinds: [String: FileKind] = [:]
    /// Display path → absolute path, for every file read.
    package var absolutePaths: [String: String] = [:]
    /// Display paths of files named one by one that the configuration leaves out (each also a
    /// notification naming the configuration and `--force-include`).
    package var excludedInputs: [String] = []

    package var skippedByPrefilter: Int { fileCount - parsedCount }

    /// Fills the tables of paths and kinds (`rootRelativePaths`, `fileKinds`, `absolutePaths`)
    /// from the files the run read, the context files included.
    /// One pass, each table sized once (a later file of the same display path wins): a warm run
    /// rebuilds them for every file of the project, and three arrays of pairs merged into
    /// dictionaries were a twentieth of it.
    mutating func describe(_ files: [SourceFile]) {
        var relative = [String: String](minimumCapacity: files.count)
        var kinds = [String: FileKind](minimumCapacity: files.count)
        var absolute = [String: String](minimumCapacity: files.count)
        for file in files {
            relative[file.displayPath] = file.rootRelativePath
            kinds[file.displayPath] = file.kind
            absolute[file.displayPath] = file.absolutePath
        }
        rootRelativePaths = relative
        fileKinds = kinds
        absolutePaths = absolute
    }
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

/// The pipeline's steps, which `Project` runs: one file read through its front end
/// (`analyse`: prefilter, Swift, Markdown, manifest or catalog), and the whole-project steps over
/// the analyses (`finish`: index, rules, suppressions, Markdown snippets, fix layout,
/// fingerprints). Holds no files: a project owns them. Never prints and never exits.
package struct Linter: Sendable {
    package let configuration: Configuration
    package let rules: [AnyRule]
    /// Built once per run, not per file: each glob compiles a regular expression.
    private let testGlobs: [Glob]
    let frontend: SwiftFrontend
    /// The rules with their configured severity and options.
    let configured: ConfiguredRules
    /// False when the files are some of a project read without the rest (`RuleScope.partial`):
    /// rules then say nothing about what the project lacks.
    package var seesWholeProject = true
    /// Whether a finding of a context file is shown at its related place in a target
    /// (`movedToTargets`): true unless the run named a folder.
    package var linksFindings = true

    package init(configuration: Configuration, rules: [AnyRule]) {
        self.configuration = configuration
        self.rules = rules
        testGlobs = configuration.tests.map(Glob.init)
        configured = ConfiguredRules(rules: rules, configuration: configuration)
        frontend = SwiftFrontend(gates: Set(configuration.gates))
    }

    /// One index per app project, in a stable order.
    func projectIndexes(_ outcomes: [FileAnalysis]) -> [(project: String, index: ProjectIndex)] {
        projectFacts(outcomes).map { ($0.project, ProjectIndex(files: $0.files)) }
    }

    /// The facts of each app project, in the order of `projectIndexes`. `finish` makes one
    /// project's index at a time from these, so that only one index (with its copies of the
    /// facts and its answers) is alive at once: a run over many apps holds one app's model.
    func projectFacts(_ outcomes: [FileAnalysis]) -> [(project: String, files: [FileFacts])] {
        let projects = Dictionary(grouping: outcomes.filter { $0.facts != nil }, by: \.file.project)
        return projects.keys.sorted().map { project in (project, projects[project]?.compactMap(\.facts) ?? []) }
    }

    // MARK: Per file

    /// Decodes, prefilters and reads one file with its front end. Nil for a Markdown file when
    /// docs are off. Whatever stops a file (too large, unreadable, not text, over a parser
    /// limit) becomes a notification; it never stops the run. `contextNames`: a Swift file that
    /// mentions no TipKit API is read anyway when one of these names occurs in it. `keepsParse`:
    /// a Swift file's tree is kept in the outcome, and `previousParse` (an earlier version of the
    /// same file) makes its parse incremental.
    func analyse(
        _ file: SourceFile, content: SourceContent, contextNames: ContextNames? = nil, keepsParse: Bool = false,
        previousParse: SwiftFrontend.ParsedText? = nil
    ) -> FileAnalysis? {
        var outcome = FileAnalysis(file: file)
        guard producesOutcome(file) else { return nil }
        let data: Data
        switch content {
        case .unreadable(let reason):
            outcome.skip("cannot read the file (\(reason)); skipped")
            return outcome
        case .descriptorsExhausted(let reason):
            outcome.exhaustion = SourceContent.exhaustionMessage(reason, path: file.displayPath)
            return outcome
        case .tooLarge(let size):
            outcome.skip(SourceContent.tooLargeMessage(size: size, limit: configuration.maxFileSize))
            return outcome
        case .data(let bytes):
            guard bytes.count <= configuration.maxFileSize else {
                outcome.skip(SourceContent.tooLargeMessage(size: bytes.count, limit: configuration.maxFileSize))
                return outcome
            }
            data = bytes
        }
        // Docs are few and only their code blocks are parsed; member fragments need no "Tip".
        // A `Package.swift` names the modules (see `ModuleMap`), so it is read whatever it mentions.
        // A UTF-16 file is decoded before the prefilter looks at it.
        let mayMatter = file.kind != .swift || PackageManifestReader.isPackageManifest(path: file.displayPath)
        let utf16 = SourceContent.utf16Encoding(of: data)
        // A file skipped keeps its identifiers' hashes: the context pass looks names up in them
        // instead of reading and lexing the file again (`ContextNames.mayOccur`).
        var identifiers: IdentifierHashes?
        // A skipped file in which two views that show a tip occur is read for its declarations.
        var reading = ContextNames.Reading.whole
        func passesPrefilter(_ bytes: UnsafeRawBufferPointer) -> Bool {
            let scan = Prefilter.scan(bytes)
            identifiers = scan.identifiers
            guard let contextNames, let identifiers = scan.identifiers else { return scan.mayContainTipKit }
            guard contextNames.mayOccur(amongIdentifiers: identifiers) else { return false }
            reading = contextNames.reading(of: bytes)
            return reading != .skipped
        }
        // `--stats` counts the bytes the prefilter reads, in either pass, and what it let through.
        let scans = !mayMatter && utf16 == nil
        let passes = !scans || data.withUnsafeBytes(passesPrefilter)
        if scans { RunStatistics.Recorder.scanned(path: file.absolutePath, bytes: data.count, contextPass: contextNames != nil, found: passes) }
        guard passes else {
            outcome.prefiltered = true
            outcome.identifiers = identifiers
            if contextNames != nil { outcome.scannedContent = ContentHash(data) }
            return outcome
        }
        let text: String
        switch SourceContent.decode(data, utf16: utf16) {
        case .success(let decoded): text = decoded
        case .failure(let problem):
            // A container read for its declarations only stays as quiet as the prefilter left it.
            guard reading != .declarations else {
                outcome.prefiltered = true
                outcome.identifiers = identifiers
                outcome.scannedContent = ContentHash(data)
                return outcome
            }
            outcome.skip(problem.message, at: problem.position)
            return outcome
        }
        if utf16 != nil, !mayMatter {
            var utf8 = text
            let passes = utf8.withUTF8 { passesPrefilter(UnsafeRawBufferPointer($0)) }
            RunStatistics.Recorder.scanned(path: file.absolutePath, bytes: data.count, contextPass: contextNames != nil, found: passes)
            guard passes else {
                outcome.prefiltered = true
                outcome.identifiers = identifiers
                if contextNames != nil { outcome.scannedContent = ContentHash(data) }
                return outcome
            }
        }
        let isTestFile = testGlobs.anyMatches(file.rootRelativePath)
        switch file.kind {
        case .markdown:
            let document = analyseMarkdown(text, file: file, isTestFile: isTestFile, outcome: &outcome)
            (outcome.snippets, outcome.directives) = document
            return outcome
        case .manifest:
            outcome.facts = ManifestFrontend.facts(source: text, path: file.displayPath)
            return outcome
        case .catalog:
            do {
                let catalog = try StringCatalogFrontend.read(source: text, path: file.displayPath)
                outcome.facts = catalog.facts
                for warning in catalog.warnings { outcome.skip(warning.message, at: warning.position) }
            } catch {
                outcome.skip("\(error.message); its translations are not checked until it is fixed", at: error.position)
            }
            return outcome
        case .xcodeProject:
            var facts = FileFacts(path: file.displayPath)
            do {
                facts.xcodeBuildConfigurations = try XcodeProjectReader.configurations(in: text)
            } catch {
                outcome.skip("\(error.message); its build configurations are not read, so gates: alone says which conditions gate", at: error.position)
            }
            outcome.facts = facts
            return outcome
        case .swift:
            break
        }
        if reading == .declarations, let contextNames {
            return analyseDeclarations(
                of: text, data: data, file: file, isTestFile: isTestFile, names: contextNames, identifiers: identifiers, outcome: outcome)
        }
        let result = keepsParse
            ? frontend.facts(source: text, path: file.displayPath, isTestFile: isTestFile, reparsing: previousParse)
            : frontend.facts(source: text, path: file.displayPath, isTestFile: isTestFile)
        if let parsed = result.parsedBytes { RunStatistics.Recorder.parsedFile(path: file.absolutePath, bytes: parsed, blanked: 0) }
        outcome.facts = result.facts
        outcome.parse = result.parse
        if !result.facts.testingCalls.isEmpty { (outcome.gatingSource, outcome.gatingTree) = (text, result.tree) }
        if let skipped = result.skipped {
            outcome.skip("\(skipped.message); the file is skipped", at: skipped.position)
        } else if let position = result.firstError {
            outcome.skip("the file does not parse as Swift; findings in it may be incomplete", at: position)
        }
        return outcome
    }

    // MARK: Whole project

    /// `text` gives a file's current text (default: read from disk, decoded as its kind); it is
    /// asked only for files with findings, for their fingerprints and carets.
    func finish(_ outcomes: [FileAnalysis], text: (SourceFile) -> String? = Linter.textOnDisk) -> LintResult {
        let facts = outcomes.compactMap(\.facts)
        let targets = outcomes.filter(\.isTarget)
        // A file read for its declarations only (`FileFacts.declarationsOnly`) is context, never
        // where a finding is reported: its other code was blanked.
        let targetPaths = Set(targets.filter { $0.facts?.declarationsOnly != true }.map(\.file.displayPath))
        let suppressor = configured.suppressor
        let scope: RuleScope = seesWholeProject ? .project : .partial
        var findings = projectFacts(outcomes).flatMap { configured.findings(in: ProjectIndex(files: $0.files), scope: scope) }
        findings = suppressor.apply(to: findings, directives: Dictionary(facts.map { ($0.path, $0.suppressions) }) { first, _ in first })
        let tables = Set(targets.filter { $0.file.kind == .catalog }.map(\.file.displayPath))
        let relativeByPath = Dictionary(outcomes.map { ($0.file.displayPath, $0.file.rootRelativePath) }) { $1 }
        // A file read for its declarations only has no suppressions: what it says of its own
        // findings is unknown, so none of them is shown elsewhere.
        let partlyRead = Set(outcomes.filter { $0.facts?.declarationsOnly == true }.map(\.file.displayPath))
        let byPath = Dictionary(outcomes.map { ($0.file.displayPath, $0.file) }) { first, _ in first }
        var linesOfContext: [String: [String]] = [:]
        findings = Self.movedToTargets(
            findings.filter { targetPaths.contains($0.location.path) || !partlyRead.contains($0.location.path) },
            targets: targetPaths, tables: tables, linksFindings: linksFindings
        ) { finding in
            let path = finding.location.path
            if linesOfContext[path] == nil { linesOfContext[path] = byPath[path].flatMap { text($0)?.sourceLines } ?? [] }
            return Self.fingerprint(of: finding, relativePath: relativeByPath[path] ?? path, lines: linesOfContext[path] ?? [])
        }
        findings.removeAll { !targetPaths.contains($0.location.path) }
        var planned = layOutFixes(findings, sources: targets, text: text)
        findings = planned.findings
        for outcome in targets where outcome.file.kind == .markdown {
            let document = lintDocument(path: outcome.file.displayPath, snippets: outcome.snippets, directives: outcome.directives)
            findings += document.findings
            planned.notifications += document.notifications
        }

        let withFindings = Set(findings.map(\.location.path))
        var linesByPath: [String: [String]] = [:]
        for outcome in outcomes {
            // Read again only now, and only for files with findings: most files have none, and a
            // run served from the cache did not read them at all. Files the prefilter skipped or
            // that were not text never had lines.
            let wasRead = outcome.facts != nil || !outcome.snippets.isEmpty || !outcome.directives.isEmpty
            if wasRead, withFindings.contains(outcome.file.displayPath), let lines = text(outcome.file)?.sourceLines {
                linesByPath[outcome.file.displayPath] = lines
            }
        }
        // A finding moved from a context file has the fingerprint of its own place already.
        for index in findings.indices where findings[index].fingerprint.isEmpty {
            let path = findings[index].location.path
            findings[index].fingerprint = Self.fingerprint(
                of: findings[index], relativePath: relativeByPath[path] ?? path, lines: linesByPath[path] ?? [])
        }
        findings.sort(by: Self.reportOrder)
        var result = LintResult(
            findings: findings, notifications: targets.flatMap(\.notifications) + planned.notifications,
            fileCount: targets.count, parsedCount: facts.count + outcomes.filter { !$0.snippets.isEmpty }.count,
            sourceLines: linesByPath, rootRelativePaths: [:], lintedPaths: Set(targets.map(\.file.rootRelativePath)))
        result.describe(outcomes.map(\.file))
        return result
    }

    /// Whether `analyse` gives `file` an outcome: all but Markdown files when docs are off.
    func producesOutcome(_ file: SourceFile) -> Bool {
        file.kind != .markdown || configuration.docs.enabled
    }

    /// The fixes of the Swift files' findings that ask for a layout (`Fix.gating`), laid out on
    /// each file's text (`GateLayout`), whichever rule made them; and a notification for each
    /// active finding whose fix could not be laid out. The text and tree are the ones `analyse`
    /// kept (`gatingSource`), else the text is read again and parsed: for a file taken from the
    /// facts cache, or one whose facts did not foresee a fix.
    private func layOutFixes(
        _ findings: [Finding], sources: [FileAnalysis], text: (SourceFile) -> String?
    ) -> (findings: [Finding], notifications: [ToolNotification]) {
        let needing = Set(findings.filter { $0.fix?.gating != nil }.map(\.location.path))
        guard !needing.isEmpty else { return (findings, []) }
        let texts = Dictionary(sources.compactMap { outcome -> (String, (String, SourceFileSyntax?))? in
            guard outcome.file.kind == .swift, needing.contains(outcome.file.displayPath) else { return nil }
            if let kept = outcome.gatingSource { return (outcome.file.displayPath, (kept, outcome.gatingTree)) }
            return text(outcome.file).map { (outcome.file.displayPath, ($0, nil)) }
        }) { first, _ in first }
        var notifications: [ToolNotification] = []
        let laidOut = Dictionary(grouping: findings, by: \.location.path).flatMap { path, found -> [Finding] in
            guard let (source, tree) = texts[path] else { return found }
            let planned = GateLayout.resolve(found, source: source, tree: tree, keepsTree: true)
            notifications += planned.notifications
            return planned.findings
        }
        return (laidOut, notifications.sorted { ($0.path, $0.position?.line ?? 0) < ($1.path, $1.position?.line ?? 0) })
    }

    /// The file's text as `analyse` decodes it, read from disk; nil when it cannot be read.
    @Sendable static func textOnDisk(_ file: SourceFile) -> String? {
        textOnDisk(atPath: file.absolutePath)
    }

    /// The text of the file at `path` (absolute) as `analyse` decodes it; nil when it cannot be read.
    static func textOnDisk(atPath path: String) -> String? {
        SourceContent.bytes(atPath: path).flatMap(text(decoding:))
    }

    /// A file's bytes as `analyse` decodes them (UTF-8, or UTF-16 by its byte-order mark); nil
    /// when they are not text.
    @Sendable static func text(decoding data: Data) -> String? {
        try? SourceContent.decode(data, utf16: SourceContent.utf16Encoding(of: data)).get()
    }

    static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        let left = (a.location.path, a.location.range.start.line, a.location.range.start.column, a.ruleID, a.message)
        let right = (b.location.path, b.location.range.start.line, b.location.range.start.column, b.ruleID, b.message)
        return left < right
    }
}
