import Foundation

/// When the CLI exits 1: findings at or above this level.
public enum FailLevel: String, CaseIterable, Sendable {
    case error, warning, note, never

    public func fails(on severity: Severity) -> Bool {
        switch self {
        case .never: return false
        case .error: return severity >= .error
        case .warning: return severity >= .warning
        case .note: return true
        }
    }
}

/// How one rule runs in this project.
public struct RuleSetting: Sendable {
    public var enabled: Bool
    public var severity: Severity
    public var options: any RuleOptions
}

/// The typed form of `.lintconfig.yml`. Every top-level key is declared once, in `Key`.
public struct Configuration: Sendable {
    public static let fileName = ".lintconfig.yml"

    /// The top-level keys, with their meaning (for errors and `tiplint init`).
    public enum Key: String, CaseIterable, Sendable {
        case include, exclude, tests, rules, gates, docs, manifests, catalogs
        case failOn = "fail-on"

        public var summary: String {
            switch self {
            case .include: return "globs of files to lint, relative to this file"
            case .exclude: return "globs of files never to lint (.build, .git, DerivedData, Pods, Carthage always are)"
            case .tests: return "globs of test code, exempt from the testing-call and placement rules"
            case .rules: return "per rule: off, a severity (error, warning, note), or a map with severity and options"
            case .gates: return "#if conditions set only in debug or internal builds"
            case .failOn: return "exit 1 when a finding is at or above: error, warning, note or never"
            case .docs: return "Markdown docs: enabled, files, counter-example-markers, correct-markers (or false)"
            case .manifests: return "globs of YAML tip manifests"
            case .catalogs: return "globs of String Catalogs (.xcstrings) and .strings files holding tip translations"
            }
        }
    }

    public var include = ["**/*.swift", "**/*.md", "**/*.markdown"]
    public var exclude: [String] = []
    public var tests = ["**/Tests/**", "**/*Tests/**", "**/*Tests.swift"]
    public var gates = ["DEBUG"]
    public var failOn = FailLevel.error
    public var docs = DocsSettings()
    public var manifests = ["**/*.tips.yml", "**/*.tips.yaml"]
    public var catalogs = ["**/*.xcstrings", "**/*.strings"]
    public var rules: [String: RuleSetting]
    /// The folder globs are relative to: where the configuration file is, else the working folder.
    public var root: String
    /// The configuration file, when there is one.
    public var filePath: String?

    /// The defaults, for a project without a configuration file.
    public init(rules available: [AnyRule], root: String) {
        self.root = root
        rules = Dictionary(uniqueKeysWithValues: available.map { rule in
            (rule.id, RuleSetting(enabled: rule.description.enabledByDefault, severity: rule.description.defaultSeverity, options: rule.defaultOptions))
        })
    }

    /// `--docs-glob`: also read files matching `glob` as Markdown.
    public mutating func addDocsGlob(_ glob: String) {
        docs.files.append(glob)
        include.append(glob)
    }

    /// `.lintconfig.yml` in `folder` or its nearest parent.
    public static func find(from folder: String) -> String? {
        var current = URL(fileURLWithPath: folder).standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// Reads and validates a configuration file. Errors name the file, line, column and key path.
    public static func load(path: String, rules available: [AnyRule]) throws -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError.syntax("cannot read the configuration file", path: path, position: SourcePosition(line: 1, column: 1))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError.syntax("the configuration file is not UTF-8 text", path: path, position: SourcePosition(line: 1, column: 1))
        }
        let root = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
        var configuration = try parse(text, path: path, root: root, rules: available)
        configuration.filePath = path
        return configuration
    }

    public static func parse(_ text: String, path: String, root: String, rules available: [AnyRule]) throws -> Configuration {
        var configuration = Configuration(rules: available, root: root)
        guard let document = try YAMLReader.parse(text, path: path), !document.isNull else { return configuration }
        for (keyNode, value) in try document.mappingEntries(keyPath: "") {
            let name = try keyNode.string(keyPath: "")
            guard let key = Key(rawValue: name) else {
                throw ConfigurationError.unknownKey(name, at: keyNode, keyPath: "", known: Key.allCases.map(\.rawValue))
            }
            switch key {
            case .include: configuration.include = try value.stringList(keyPath: name)
            case .exclude: configuration.exclude = try value.stringList(keyPath: name)
            case .tests: configuration.tests = try value.stringList(keyPath: name)
            case .gates: configuration.gates = try value.stringList(keyPath: name)
            case .failOn:
                let level = try value.choice(keyPath: name, allowed: FailLevel.allCases.map(\.rawValue))
                configuration.failOn = FailLevel(rawValue: level) ?? .error
            case .rules:
                try configuration.readRules(value, available: available)
            case .docs: configuration.docs = try DocsSettings.parse(value)
            case .manifests: configuration.manifests = try value.stringList(keyPath: name)
            case .catalogs: configuration.catalogs = try value.stringList(keyPath: name)
            }
        }
        return configuration
    }

    private mutating func readRules(_ node: YAMLNode, available: [AnyRule]) throws {
        for (keyNode, value) in try node.mappingEntries(keyPath: "rules") {
            let id = try keyNode.string(keyPath: "rules")
            guard let rule = available.first(where: { $0.id == id }), var setting = rules[id] else {
                throw ConfigurationError.unknownKey(id, at: keyNode, keyPath: "rules", known: available.map(\.id), what: "rule")
            }
            let keyPath = "rules.\(id)"
            if let word = value.scalar {
                try Self.applyWord(word, at: value, keyPath: keyPath, to: &setting)
            } else {
                for (optionKey, optionValue) in try value.mappingEntries(keyPath: keyPath)
                where optionKey.scalar == "severity" {
                    try Self.applyWord(try optionValue.string(keyPath: "\(keyPath).severity"), at: optionValue, keyPath: "\(keyPath).severity", to: &setting)
                }
                setting.options = try rule.parseOptions(value, keyPath)
            }
            rules[id] = setting
        }
    }

    /// `off`, `on`, `error`, `warning` or `note`.
    private static func applyWord(_ word: String, at node: YAMLNode, keyPath: String, to setting: inout RuleSetting) throws {
        switch word {
        case "off", "false", "no": setting.enabled = false
        case "on", "true", "yes": setting.enabled = true
        default:
            guard let severity = Severity(rawValue: word) else {
                throw ConfigurationError.badValue(
                    "must be off, on, error, warning or note, got \"\(word)\"", at: node, keyPath: keyPath)
            }
            setting.enabled = true
            setting.severity = severity
        }
    }
}
