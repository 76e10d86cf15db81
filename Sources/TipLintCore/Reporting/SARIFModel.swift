/// SARIF 2.1.0 objects (OASIS SARIF v2.1.0 errata01), one struct per object, only the
/// properties tiplint fills. Section numbers cite the specification.
enum SARIF {
    /// §3.13 sarifLog
    struct Log: Encodable {
        var schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    /// §3.14 run
    struct Run: Encodable {
        var tool: Tool
        var invocations: [Invocation]
        var originalUriBaseIds: [String: ArtifactLocation]
        var automationDetails: AutomationDetails
        /// §3.14.27: required when results hold text regions.
        var columnKind = "utf16CodeUnits"
        var results: [Result]
    }

    /// §3.18 tool
    struct Tool: Encodable {
        var driver: ToolComponent
    }

    /// §3.19 toolComponent
    struct ToolComponent: Encodable {
        var name = "tiplint"
        var semanticVersion = TipLint.version
        // No `informationUri`: tiplint has no published home to name, and an invented address is worse than none.
        var rules: [ReportingDescriptor]
    }

    /// §3.49 reportingDescriptor
    struct ReportingDescriptor: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var help: MultiformatMessage
        /// Each message the rule makes, by the id results name in `message.id` (`rule-id/kind`);
        /// absent for a rule that declares none.
        var messageStrings: [String: MessageString]?
        /// Absent unless `rule-docs-url` is set: SARIF requires an absolute URI here.
        var helpUri: String?
        var defaultConfiguration: ReportingConfiguration
        var properties: RuleProperties
    }

    /// Property bag read by GitHub code scanning (`problem.severity` is one flat key).
    struct RuleProperties: Encodable {
        var tags: [String]
        var precision: String
        var problemSeverity: String

        enum CodingKeys: String, CodingKey {
            case tags, precision
            case problemSeverity = "problem.severity"
        }
    }

    /// §3.50 reportingConfiguration
    struct ReportingConfiguration: Encodable {
        var level: String
    }

    /// §3.11 message
    struct Message: Encodable {
        var text: String
        /// A result's message id (`rule-id/kind`), a key of its rule's `messageStrings`.
        var id: String?
    }

    /// §3.12 multiformatMessageString with plain text only: one of a rule's `messageStrings`.
    struct MessageString: Encodable {
        var text: String
    }

    /// §3.12 multiformatMessageString
    struct MultiformatMessage: Encodable {
        var text: String
        var markdown: String
    }

    /// §3.27 result
    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var partialFingerprints: [String: String]
        var relatedLocations: [Location]?
        var fixes: [Fix]?
        var suppressions: [Suppression]?
    }

    /// §3.28 location
    struct Location: Encodable {
        var id: Int?
        var physicalLocation: PhysicalLocation
        var message: Message?
    }

    /// §3.29 physicalLocation
    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    /// §3.4 artifactLocation
    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
    }

    /// §3.30 region; `endColumn` is one past the last character.
    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
        var endLine: Int
        var endColumn: Int
    }

    /// §3.55 fix
    struct Fix: Encodable {
        var description: Message
        var artifactChanges: [ArtifactChange]
    }

    /// §3.56 artifactChange
    struct ArtifactChange: Encodable {
        var artifactLocation: ArtifactLocation
        var replacements: [Replacement]
    }

    /// §3.57 replacement
    struct Replacement: Encodable {
        var deletedRegion: Region
        var insertedContent: ArtifactContent
    }

    /// §3.3 artifactContent
    struct ArtifactContent: Encodable {
        var text: String
    }

    /// §3.35 suppression
    struct Suppression: Encodable {
        var kind: String
        var justification: String?
    }

    /// §3.20 invocation
    struct Invocation: Encodable {
        var executionSuccessful: Bool
        var toolExecutionNotifications: [Notification]
    }

    /// §3.58 notification
    struct Notification: Encodable {
        var level: String
        var message: Message
        var locations: [Location]?
    }

    /// §3.17 runAutomationDetails
    struct AutomationDetails: Encodable {
        var id: String
    }
}
