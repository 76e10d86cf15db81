import Foundation

/// SARIF 2.1.0 as GitHub code scanning reads it: rule metadata with help, root-relative URIs
/// under `%SRCROOT%`, full regions in UTF-16 columns, fingerprints, related locations, fixes,
/// and an invocation with notifications for files that could not be read or parsed.
package struct SARIFReporter: Reporter {
    package init() {}

    package func render(_ report: Report) throws -> String {
        let ruleIndex = Dictionary(uniqueKeysWithValues: report.rules.enumerated().map { ($1.id, $0) })
        // Counter-examples in docs are suppressed results too: GitHub ignores `suppressions`.
        let findings = report.includeSuppressed ? report.result.findings : report.activeFindings.filter { !$0.counterExample }
        let results = findings.map { result(for: $0, report: report, ruleIndex: ruleIndex[$0.ruleID] ?? 0) }
        let notifications = report.result.notifications.map { notification in
            SARIF.Notification(
                level: level(notification.level), message: SARIF.Message(text: notification.message),
                locations: [SARIF.Location(
                    physicalLocation: SARIF.PhysicalLocation(
                        artifactLocation: artifact(notification.path, report: report),
                        region: region(SourceRange(
                            start: notification.position ?? SourcePosition(line: 1, column: 1),
                            end: notification.position ?? SourcePosition(line: 1, column: 1)))))])
        }
        let run = SARIF.Run(
            tool: SARIF.Tool(driver: SARIF.ToolComponent(rules: report.rules.map { descriptor($0, docsURL: report.ruleDocsURL) })),
            invocations: [SARIF.Invocation(executionSuccessful: true, toolExecutionNotifications: notifications)],
            originalUriBaseIds: ["%SRCROOT%": SARIF.ArtifactLocation(uri: Self.folderURI(report.root), uriBaseId: nil)],
            automationDetails: SARIF.AutomationDetails(id: "tiplint/"),
            results: results)
        return try JSONOutput.encode(SARIF.Log(runs: [run]))
    }

    private func result(for finding: Finding, report: Report, ruleIndex: Int) -> SARIF.Result {
        let related = finding.related.enumerated().map { index, related in
            SARIF.Location(
                id: index + 1,
                physicalLocation: SARIF.PhysicalLocation(
                    artifactLocation: artifact(related.location.path, report: report), region: region(related.location.range)),
                message: SARIF.Message(text: related.message))
        }
        let fixes = finding.fix.map { fix in
            [SARIF.Fix(
                description: SARIF.Message(text: fix.description),
                artifactChanges: [SARIF.ArtifactChange(
                    artifactLocation: artifact(finding.location.path, report: report),
                    replacements: fix.replacements.map {
                        SARIF.Replacement(deletedRegion: region($0.range), insertedContent: SARIF.ArtifactContent(text: $0.text))
                    })])]
        }
        return SARIF.Result(
            ruleId: finding.ruleID, ruleIndex: ruleIndex, level: level(finding.severity),
            message: SARIF.Message(text: finding.displayMessage, id: finding.messageID),
            locations: [SARIF.Location(physicalLocation: SARIF.PhysicalLocation(
                artifactLocation: artifact(finding.location.path, report: report), region: region(finding.location.range)))],
            partialFingerprints: ["tiplintFingerprint/v1": finding.fingerprint],
            relatedLocations: related.isEmpty ? nil : related,
            fixes: fixes,
            suppressions: Self.suppressions(of: finding))
    }

    private func descriptor(_ rule: AnyRule, docsURL: String?) -> SARIF.ReportingDescriptor {
        let description = rule.description
        var markdown = "\(description.rationale)\n"
        if let example = description.triggering.first {
            let code = example.code.filter { !ExampleMarkers.all.contains($0) }
            markdown += "\nExample that triggers it:\n\n```swift\n\(code)\n```\n"
        }
        return SARIF.ReportingDescriptor(
            id: description.id, name: description.name.replacingOccurrences(of: " ", with: ""),
            shortDescription: SARIF.Message(text: String(description.summary.prefix(1024))),
            fullDescription: SARIF.Message(text: String(description.rationale.prefix(1024))),
            help: SARIF.MultiformatMessage(text: description.rationale, markdown: markdown),
            messageStrings: Self.messageStrings(of: description),
            helpUri: RulePages.url(forRule: description.id, base: docsURL),
            defaultConfiguration: SARIF.ReportingConfiguration(level: level(description.defaultSeverity)),
            properties: SARIF.RuleProperties(
                tags: ["tipkit", "correctness"], precision: "high",
                problemSeverity: description.defaultSeverity == .note ? "recommendation" : description.defaultSeverity.rawValue))
    }

    /// The rule's declared messages by their ids: the text says what the kind means in general,
    /// as a reader of `message.id` without `message.text` would need it.
    private static func messageStrings(of description: RuleDescription) -> [String: SARIF.MessageString]? {
        guard !description.messages.isEmpty else { return nil }
        var strings: [String: SARIF.MessageString] = [:]
        for (kind, text) in description.messages {
            strings[Finding.messageID(rule: description.id, kind: kind)] = SARIF.MessageString(text: text)
        }
        return strings
    }

    private func level(_ severity: Severity) -> String { severity.rawValue }

    private func region(_ range: SourceRange) -> SARIF.Region {
        SARIF.Region(
            startLine: range.start.line, startColumn: range.start.column,
            endLine: max(range.end.line, range.start.line),
            endColumn: range.end.line > range.start.line ? range.end.column : max(range.end.column, range.start.column))
    }

    private func artifact(_ path: String, report: Report) -> SARIF.ArtifactLocation {
        let relative = report.rootRelativePath(path)
        if relative.hasPrefix("/") {
            return SARIF.ArtifactLocation(uri: "file://" + Self.percentEncoded(relative), uriBaseId: nil)
        }
        return SARIF.ArtifactLocation(uri: Self.percentEncoded(relative), uriBaseId: "%SRCROOT%")
    }

    /// `My App/Tips.swift` → `My%20App/Tips.swift`; `/` stays.
    static func percentEncoded(_ path: String) -> String {
        // ASCII only: anything else (spaces, accents, emoji) is percent-encoded as UTF-8.
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    static func folderURI(_ folder: String) -> String {
        let path = folder.hasSuffix("/") ? folder : folder + "/"
        return "file://" + percentEncoded(path)
    }

    private static func suppressions(of finding: Finding) -> [SARIF.Suppression]? {
        if let suppression = finding.suppression {
            return [SARIF.Suppression(kind: suppression.kind.rawValue, justification: suppression.justification)]
        }
        return finding.counterExample ? [SARIF.Suppression(kind: "inSource", justification: "counter-example in documentation")] : nil
    }
}
