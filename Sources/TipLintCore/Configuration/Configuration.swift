import Foundation

/// When the CLI exits 1: findings at or above this level.
package enum FailLevel: String, CaseIterable, Sendable {
    case error, warning, note, never

    package func fails(on severity: Severity) -> Bool {
        switch self {
        case .never: return false
        case .error: return severity >= .error
        case .warning: return severity >= .warning
        case .note: return true
        }
    }
}

/// How one rule runs in this project.
package struct RuleSetting: Sendable {
    package var enabled: Bool
    package var severity: Severity
    package var options: any RuleOptions
    /// A severity word was given (`on` gives none): `severity` applies to every finding, the
    /// cases the rule reports lower by default included (`RuleDescription.lowerSeverityCases`).
    package var severityIsSet = false
}

/// The typed form of `.lintconfig.yml`. Every top-level key is declared once, in `keys`.
package struct Configuration: Sendable {
    package static let fileName = ".lintconfig.yml"

    package var include = ["**/*.swift", "**/*.md", "**/*.markdown"]
    package var exclude: [String] = []
    package var tests = ["**/Tests/**", "**/*Tests/**", "**/*Tests.swift"]
    package var gates = ["DEBUG"]
    package var failOn = FailLevel.error
    package var docs = DocsSettings()
    package var manifests = ["**/*.tips.yml", "**/*.tips.yaml"]
    package var catalogs = ["**/*.xcstrings", "**/*.strings", "**/*.stringsdict"]
    /// Bytes; a larger file is skipped and reported. The toolchain's Swift parser reads about
    /// 0.1 to 1 MB a second, so 2 MiB bounds one file to seconds; real sources are far smaller.
    package var maxFileSize = 2 << 20
    /// `rule-docs-url`: the absolute URL of the folder where the rule pages (`docs/rules/<id>.md`)
    /// are published; SARIF `helpUri` and the language server's rule links point there. Nil
    /// (the default): reports carry no link, since tiplint has no address of its own to invent.
    package var ruleDocsURL: String?
    /// `baseline`: the baseline file whose findings runs under this configuration hide, unless
    /// the command line names one (`BaselineSetting`). Nil (the default): none.
    package var baseline: BaselineSetting?
    /// `root: true`: this configuration governs every folder below its own, nested
    /// `.lintconfig.yml` files included, and the lookup looks no further up (`ConfigurationLookup`).
    package var isRoot = false
    /// The line each top-level key was written on, so that messages can point at it (`include`).
    package var keyLines: [String: Int] = [:]
    package var rules: [String: RuleSetting]
    /// The folder globs are relative to: where the configuration file is, else the working folder
    /// (the input's own folder for an input outside it; see `ConfigurationLookup`).
    package var root: String
    /// The configuration file, absolute and standardised, when there is one: every message that
    /// names it (errors, left-out files, "no files matched") shows this one path.
    package var filePath: String?
    /// The rules `rules:` may name, with their options.
    let availableRules: [AnyRule]

    /// The defaults, for a project without a configuration file.
    package init(rules available: [AnyRule], root: String) {
        self.root = root
        availableRules = available
        rules = Dictionary(uniqueKeysWithValues: available.map { rule in
            (rule.id, RuleSetting(enabled: rule.description.enabledByDefault, severity: rule.description.defaultSeverity, options: rule.defaultOptions))
        })
    }

    /// `--docs-glob`: also read files matching `glob` as Markdown. Check it first with
    /// `Glob.validate`.
    package mutating func addDocsGlob(_ glob: String) {
        docs.files.append(glob)
        include.append(glob)
    }

    /// `--only-rule`: the rules in `ids` run and no other, each at its configured severity and
    /// options, a rule `rules:` turns off (or that is off by default) included, as SwiftLint's
    /// `--only-rule` does.
    package mutating func runOnly(_ ids: Set<String>) {
        for id in rules.keys { rules[id]?.enabled = ids.contains(id) }
        onlyRules = ids
    }

    /// The ids `runOnly` kept (nil: every rule the file enables runs). A suppression comment may
    /// be for a rule that did not run, so it is not judged superfluous then (`Suppressor`).
    package var onlyRules: Set<String>?

    /// Bytes a configuration file may have; a larger one is refused before it is read (a
    /// gigabyte of YAML took gigabytes of memory to reach its first error).
    package static let maximumFileSize = 1 << 20

    /// Reads and validates a configuration file. `relativeTo` (an absolute folder) resolves a
    /// relative `path` without the process's current folder. Errors name the file by its absolute,
    /// standardised path (as `filePath` does), whatever folder the run started in, with the line,
    /// column and key path.
    package static func load(path: String, relativeTo folder: String? = nil, rules available: [AnyRule], named: Bool = false) throws -> Configuration {
        let absolute = folder.map { Discovery.absolutePath(path, in: $0) } ?? URL(fileURLWithPath: path).standardizedFileURL.path
        // A file the person named (`--config`) is theirs to point anywhere; one found by the
        // lookup comes with the repository.
        if !named, let outside = linkOutsideProject(absolute, workingFolder: folder) {
            throw ConfigurationError.syntax(
                "the configuration file is a symbolic link to \(outside), outside the project, and tiplint does not read it "
                    + "(its errors would quote that file); copy the configuration into the project instead",
                path: absolute, position: SourcePosition(line: 1, column: 1))
        }
        let data: Data
        switch SourceContent.read(path: absolute, limit: maximumFileSize) {
        case .data(let bytes):
            data = bytes
        case .tooLarge(let size):
            throw ConfigurationError.syntax(
                "the configuration file is \(size) bytes, more than tiplint reads (\(maximumFileSize >> 20) MiB); a configuration is a few KB: check that this is the right file",
                path: absolute, position: SourcePosition(line: 1, column: 1))
        case .descriptorsExhausted(let reason):
            throw ResourceFailure(message: SourceContent.exhaustionMessage(reason, path: absolute))
        case .unreadable:
            throw ConfigurationError.syntax(unreadableMessage(absolute), path: absolute, position: SourcePosition(line: 1, column: 1))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError.syntax("the configuration file is not UTF-8 text", path: absolute, position: SourcePosition(line: 1, column: 1))
        }
        let root = URL(fileURLWithPath: absolute).deletingLastPathComponent().path
        var configuration = try parse(text, path: absolute, root: root, rules: available)
        configuration.filePath = absolute
        return configuration
    }

    /// Where the configuration file at `path` (absolute) leads when it is a symbolic link to a
    /// file outside both the working folder and the repository it sits in (the nearest folder up
    /// holding `.git`, else its own folder): a repository could otherwise point it at a secret of
    /// the machine's and have the error messages print it. Nil for any other file.
    static func linkOutsideProject(_ path: String, workingFolder: String?) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().resolvingSymlinksInPath().path
        var repository = folder
        while !FileManager.default.fileExists(atPath: repository + "/.git") {
            let parent = (repository as NSString).deletingLastPathComponent
            if parent == repository || parent.isEmpty {
                repository = folder
                break
            }
            repository = parent
        }
        let insides = [repository] + (workingFolder.map { [URL(fileURLWithPath: $0).resolvingSymlinksInPath().path] } ?? [])
        let inside = insides.contains { target.hasPrefix($0 == "/" ? "/" : $0 + "/") }
        return inside ? nil : target
    }

    /// Why the configuration file at `path` (absolute) gave no bytes, and what to do about it.
    private static func unreadableMessage(_ path: String) -> String {
        let remedy = "point it at a configuration file, or remove it"
        switch Discovery.status(of: path) {
        case .brokenLink(.pointsNowhere): return "cannot read the configuration file: it is a symbolic link whose target is missing; \(remedy)"
        case .brokenLink(.loops): return "cannot read the configuration file: it is a symbolic link that loops; \(remedy)"
        case .unusable(let reason): return "cannot read the configuration file (\(reason))"
        case .file, .folder, .missing: return "cannot read the configuration file"
        }
    }

    /// Reads configuration text. Throws `ConfigurationError` naming `path`, the line and UTF-16
    /// column and the key path: for YAML syntax (the first error only: past it the document
    /// cannot be read), else for every unknown key (with "did you mean"), wrong type or value and
    /// malformed glob of the file, the first thrown with the others as its `following`.
    package static func parse(_ text: String, path: String, root: String, rules available: [AnyRule]) throws -> Configuration {
        var configuration = Configuration(rules: available, root: root)
        do throws(ConfigurationError) {
            guard let document = try YAMLReader.parse(text, path: path), !document.isNull else { return configuration }
            if case .mapping(let entries) = document.value {
                for entry in entries { if let key = entry.key.scalar { configuration.keyLines[key] = entry.key.position.line } }
            }
            try keys.readReportingAll(document, into: &configuration, keyPath: "")
        } catch {
            throw error.inFile(path)
        }
        return configuration
    }

    /// `rules:`: per rule id, a word (`off`, a severity) or a map of `severity` and options.
    /// Reads every rule's entry; throws the first problem with the others as its `following`.
    fileprivate mutating func readRules(_ node: YAMLNode) throws(ConfigurationError) {
        var errors: [ConfigurationError] = []
        let read = try node.mappingEntriesKeepingFirst(keyPath: "rules")
        errors += read.repeated
        for (keyNode, value) in read.entries {
            // Enough to fix first: the other rules are not read.
            try ConfigurationError.stopReadingIfEnough(errors)
            do throws(ConfigurationError) {
                try readRule(keyNode, value)
            } catch {
                errors.append(error)
            }
        }
        if let error = ConfigurationError.collected(errors) { throw error }
    }

    /// One entry of `rules:`; a problem leaves the rule's setting as it was. Throws the first
    /// problem with the others (a wrong severity and wrong options) as its `following`.
    private mutating func readRule(_ keyNode: YAMLNode, _ value: YAMLNode) throws(ConfigurationError) {
        let id = try keyNode.string(keyPath: "rules")
        guard let rule = availableRules.first(where: { $0.id == id }), var setting = rules[id] else {
            throw ConfigurationError.unknownKey(id, at: keyNode, keyPath: "rules", known: availableRules.map(\.id), what: "rule")
        }
        let keyPath = "rules.\(id)"
        var errors: [ConfigurationError] = []
        if let word = value.scalar {
            try Self.applyWord(word, at: value, keyPath: keyPath, to: &setting)
        } else {
            for (optionKey, optionValue) in try value.mappingEntries(keyPath: keyPath)
            where optionKey.scalar == "severity" {
                do throws(ConfigurationError) {
                    try Self.applyWord(try optionValue.string(keyPath: "\(keyPath).severity"), at: optionValue, keyPath: "\(keyPath).severity", to: &setting)
                } catch {
                    errors.append(error)
                }
            }
            do {
                setting.options = try rule.parseOptions(value, keyPath)
            } catch let error as ConfigurationError {
                errors.append(error)
            } catch {
                errors.append(ConfigurationError.badValue("\(error)", at: value, keyPath: keyPath))
            }
        }
        if let error = ConfigurationError.collected(errors) { throw error }
        rules[id] = setting
    }

    /// `off`, `on`, `error`, `warning` or `note`.
    private static func applyWord(_ word: String, at node: YAMLNode, keyPath: String, to setting: inout RuleSetting) throws(ConfigurationError) {
        switch word {
        case "off", "false", "no": setting.enabled = false
        case "on", "true", "yes": setting.enabled = true
        default:
            guard let severity = Severity(rawValue: word) else {
                let hint = Suggestion.didYouMean(word, in: ["off", "on", "error", "warning", "note"], quote: "\"").map { "; \($0)" } ?? ""
                throw ConfigurationError.badValue(
                    "must be off, on, error, warning or note, got \"\(word)\"\(hint)", at: node, keyPath: keyPath)
            }
            setting.enabled = true
            setting.severity = severity
            setting.severityIsSet = true
        }
    }
}

extension Configuration {
    /// The top-level keys, in the order `tiplint init` writes them.
    static let keys = KeyTable<Configuration>([
        .boolean("root", \.isRoot, "true: govern every folder below this one, even those with a .lintconfig.yml of their own"),
        .globList("include", \.include, "globs of files to lint, relative to this file", style: .block),
        .globList(
            "exclude", \.exclude, "globs of files never to lint (.build, .git, DerivedData, Pods, Carthage always are)", style: .block),
        .globList("tests", \.tests, "globs of test code, exempt from the testing-call and placement rules", style: .block),
        .stringList("gates", \.gates, "#if conditions set only in debug or internal builds", style: .plainFlow),
        .choice("fail-on", \.failOn, "exit 1 when a finding is at or above this level"),
        .globList("manifests", \.manifests, "globs of YAML tip manifests"),
        .globList("catalogs", \.catalogs, "globs of String Catalogs (.xcstrings), .strings and .stringsdict files holding tip translations"),
        .integer("max-file-size", \.maxFileSize, "files larger than this many bytes are skipped, and reported"),
        YAMLField(
            key: "rule-docs-url", summary: ruleDocsURLSummary, defaultValue: { $0.ruleDocsURL ?? "off" },
            written: { $0.ruleDocsURL.map { "+" + $0 } ?? "-" }
        ) { configuration, node, path in
            configuration.ruleDocsURL = try ruleDocsURL(node, keyPath: path)
        },
        YAMLField(
            key: "baseline", summary: BaselineSetting.summary, defaultValue: { $0.baseline?.written ?? "off" },
            written: { $0.baseline?.fingerprintText ?? "-" }
        ) { configuration, node, path in
            configuration.baseline = try BaselineSetting.read(node, keyPath: path, root: configuration.root)
        },
        YAMLField(
            key: "docs", summary: "Markdown docs: enabled, files, counter-example-markers, correct-markers (or false)",
            defaultValue: { $0.docs.enabled ? "true" : "false" },
            starterLines: { ["docs:"] + DocsSettings.keys.starterLines(for: $0.docs, indent: "  ") },
            written: { DocsSettings.keys.written($0.docs) }
        ) { configuration, node, _ in
            configuration.docs = try DocsSettings.parse(node)
        },
        YAMLField(
            key: "rules", summary: rulesSummary, defaultValue: { _ in "{}" },
            starterLines: { ["", "# \(rulesSummary)", "rules:"] + $0.starterRuleLines },
            written: { $0.writtenRules }
        ) { configuration, node, _ in
            try configuration.readRules(node)
        },
    ])

    private static let ruleDocsURLSummary =
        "absolute URL of the folder holding the rule pages (<rule-id>.md), linked from SARIF and editors; off: no links"

    /// `rule-docs-url`'s value: `off` or null is nil; anything else must be an absolute URL
    /// (a scheme, no spaces), since SARIF `helpUri` and LSP `codeDescription.href` take only those.
    private static func ruleDocsURL(_ node: YAMLNode, keyPath: String) throws(ConfigurationError) -> String? {
        if node.isNull { return nil }
        let text = try node.string(keyPath: keyPath)
        if text == "off" { return nil }
        let scheme = text.prefix { $0 != ":" }
        let isAbsolute = text.dropFirst(scheme.count).hasPrefix("://") && scheme.first?.isLetter == true
            && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
        guard isAbsolute, !text.contains(where: \.isWhitespace), URL(string: text) != nil else {
            throw ConfigurationError.badValue(
                "must be an absolute URL of the folder holding the rule pages (https://…/docs/rules/) or off, got \"\(text)\"",
                at: node, keyPath: keyPath)
        }
        return text
    }

    private static let rulesSummary = "per rule: off, a severity (error, warning, note), or a map with severity and options"

    /// Every rule with its default severity and options, for the starter file.
    private var starterRuleLines: [String] {
        var lines: [String] = []
        for rule in availableRules {
            lines.append("  # \(rule.description.summary)")
            if !rule.description.enabledByDefault {
                lines.append("  # off by default; set a severity to turn it on")
                lines.append("  \(rule.id): off")
                continue
            }
            // `on` keeps the cases a rule reports lower by default; a severity would apply to all.
            let lower = rule.description.lowerSeverityCases.map { lower in
                "\(rule.description.defaultSeverity.rawValue), and \(lower.severity.rawValue) for \(lower.cases); a severity here applies to every finding"
            }
            if rule.optionFields.isEmpty {
                if let lower { lines.append("  # on: \(lower)") }
                lines.append("  \(rule.id): \(lower == nil ? rule.description.defaultSeverity.rawValue : "on")")
                continue
            }
            lines.append("  \(rule.id):")
            // The key is written, not left in a comment, so that changing it is an edit in place.
            if let lower { lines.append("    # on: \(lower)") }
            lines.append("    severity: \(lower == nil ? rule.description.defaultSeverity.rawValue : "on")")
            lines += rule.optionFields.flatMap(\.starterLines).map { "    " + $0 }
        }
        return lines
    }
}
