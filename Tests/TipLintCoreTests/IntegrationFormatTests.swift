import Foundation
import Testing
import TipLintCore
import TipLintRules
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The CI formats with hostile user text: a tip title is free text that reaches annotations,
/// XML attributes and JSON.
@Suite struct IntegrationFormatTests {
    /// A manifest title that reaches manifest-drift's message: a real line break (YAML `\n`),
    /// a workflow command, a percent escape, XML markup and quotes.
    static let hostileTitle = #"Tap ::warning file=x::owned%0A & <b>\"quotes\"</b>, then\n::error::injected"#
    static let hostileTitleRead = "Tap ::warning file=x::owned%0A & <b>\"quotes\"</b>, then\n::error::injected"

    static func report(failOn: FailLevel = .error) throws -> Report {
        let configuration = try Configuration.parse("", path: "c.yml", root: "/repo", rules: allRules)
        let code = """
            struct PinTip: Tip {
                var title: Text { Text("Pin") }
                var options: [any TipOption] { [MaxDisplayCount(1)] }
            }
            func f() { Tips.showAllTipsForTesting() }
            """
        let manifest = "tips:\n  - id: PinTip\n    title: \"\(hostileTitle)\"\n    max-display-count: 1\n"
        let result = Project(configuration: configuration, rules: allRules, sources: [
            SourceText(path: "App/Weird, name: v2.swift", text: code, root: "/repo"),
            SourceText(path: "App/tips.tips.yml", text: manifest, root: "/repo"),
        ]).lint()
        return Report(result: result, rules: allRules, root: "/repo", failOn: failOn)
    }

    @Test func githubCommandsCannotBeInjected() throws {
        let output = GitHubReporter().render(try Self.report())
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        // Three findings and the summary: the title's newline did not make a line of its own.
        #expect(lines.count == 4)
        #expect(lines.filter { $0.hasPrefix("::") }.count == 3)
        #expect(lines.last?.hasPrefix("tiplint: 1 error, 2 warnings") == true, "\(output)")
        let error = try #require(lines.first { $0.hasPrefix("::error") })
        #expect(error.hasPrefix("::error file=App/Weird%2C name%3A v2.swift,line=5,"))
        let title = try #require(lines.first { $0.contains("manifest-drift") })
        #expect(title.contains("owned%250A"))
        #expect(title.contains("then%0A::error::injected"))
        // The message starts after the first `::` following the properties, and holds no raw line break.
        #expect(!title.contains("\n") && !title.contains("\r"))
    }

    @Test func xmlFormatsParseBackWithTheirText() throws {
        for rendered in [CheckstyleReporter().render(try Self.report()), JUnitReporter().render(try Self.report())] {
            let delegate = AttributeCollector()
            let parser = XMLParser(data: Data(rendered.utf8))
            parser.delegate = delegate
            #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")\n\(rendered)")
            #expect(delegate.values.contains { $0.contains(Self.hostileTitleRead) }, "\(rendered)")
        }
    }

    @Test func junitFailsOnlyAtTheFailOnLevel() throws {
        let errorsOnly = JUnitReporter().render(try Self.report(failOn: .error))
        #expect(errorsOnly.contains("failures=\"1\""))
        let warningsToo = JUnitReporter().render(try Self.report(failOn: .warning))
        #expect(warningsToo.contains("failures=\"3\""))
    }

    @Test func gitlabFingerprintsAreUniqueAndStable() throws {
        let configuration = try Configuration.parse("", path: "c.yml", root: "/repo", rules: allRules)
        let code = "func f() { Tips.showAllTipsForTesting() }\nfunc g() { Tips.showAllTipsForTesting() }\n"
        let lint = { Project(configuration: configuration, rules: allRules, sources: [SourceText(path: "A.swift", text: code, root: "/repo")]).lint() }
        let first = try GitLabReporter().render(Report(result: lint(), rules: allRules, root: "/repo"))
        let second = try GitLabReporter().render(Report(result: lint(), rules: allRules, root: "/repo"))
        #expect(first == second)
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [[String: Any]])
        let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
        #expect(fingerprints.count == 2 && Set(fingerprints).count == 2)
        #expect(!first.hasPrefix("\u{FEFF}"))
    }
}

/// Collects every attribute value and text node.
private final class AttributeCollector: NSObject, XMLParserDelegate {
    var values: [String] = []
    private var text = ""

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        values += attributes.values
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        if !text.isEmpty { values.append(text) }
        text = ""
    }
}
