import Foundation
import TipLintCore
import TipLintRules

/// Each front end but Swift's through the whole pipeline (front end → facts → project index →
/// rules → suppressions), as the CLI runs it on one file. Beyond "no crash, no hang", every
/// finding and notification must point into the text. Swift files go to the front end alone,
/// many times faster; the `fix` target runs them through the rules.
enum FrontendTargets {
    static let fuzzConfiguration = Configuration(rules: allRules, root: "/fuzz")
    static let swiftFrontend = SwiftFrontend(gates: ["DEBUG"])

    /// SwiftParser and the facts visitors; the first syntax error's position must be in the text.
    static func swift(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let result = swiftFrontend.facts(source: text, path: "App/Fuzz.swift", isTestFile: bytes.first == UInt8(ascii: "T"))
        if let position = result.firstError { PositionCheck(text).check(position, "the first syntax error") }
    }

    static func markdown(_ bytes: [UInt8]) {
        lint(bytes, as: "Docs/Fuzz.md")
    }
    static func manifest(_ bytes: [UInt8]) { lint(bytes, as: "App/Fuzz.tips.yml") }
    static func stringCatalog(_ bytes: [UInt8]) { lint(bytes, as: "App/Localizable.xcstrings") }
    /// `.strings` files may be UTF-16 with a byte-order mark, as the CLI reads them.
    static func stringsFile(_ bytes: [UInt8]) {
        let path = "App/en.lproj/Localizable.strings"
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            lint(String(data: Data(bytes), encoding: .utf16) ?? "", as: path)
        } else {
            lint(bytes, as: path)
        }
    }

    /// A configuration: read it; when it is valid, lint a small project with it, so that its
    /// globs and every rule's options are used.
    static func configuration(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let configuration = try? Configuration.parse(text, path: ".lintconfig.yml", root: "/fuzz", rules: allRules) else { return }
        _ = Project(configuration: configuration, rules: allRules, sources: sampleProject).lint()
    }

    static let sampleProject = [
        SourceText(path: "App/Tips.swift", text: """
            import TipKit
            struct PinTip: Tip {
                var title: Text { Text("Pin a note") }
                var options: [any TipOption] { MaxDisplayCount(3) }
            }
            func reset() { Tips.showAllTipsForTesting() }
            """, root: "/fuzz"),
        SourceText(path: "App/Fuzz.tips.yml", text: "tips:\n  - id: PinTip\n    title: Pin a note\n", root: "/fuzz"),
        SourceText(path: "App/Tests/PinTipTests.swift", text: "import TipKit\nfunc test() { try? Tips.resetDatastore() }\n", root: "/fuzz"),
    ]

    static func lint(_ bytes: [UInt8], as path: String) {
        lint(String(decoding: bytes, as: UTF8.self), as: path)
    }

    static func lint(_ text: String, as path: String) {
        let result = Project(configuration: fuzzConfiguration, rules: allRules, sources: [SourceText(path: path, text: text, root: "/fuzz")]).lint()
        let lines = PositionCheck(text)
        for finding in result.findings where finding.location.path == path {
            lines.check(finding.location.range.start, "\(finding.ruleID) starts")
            lines.check(finding.location.range.end, "\(finding.ruleID) ends")
        }
        for notification in result.notifications {
            if let position = notification.position { lines.check(position, "a notification") }
        }
    }
}

/// Whether a position can be in a text: 1-based, and no further down than its line breaks
/// (`\n`, `\r`, `\r\n` counted generously) allow.
struct PositionCheck {
    let lineLimit: Int

    init(_ text: String) {
        lineLimit = text.utf8.reduce(1) { $0 + ($1 == 0x0A || $1 == 0x0D ? 1 : 0) } + 1
    }

    func check(_ position: SourcePosition, _ what: @autoclosure () -> String) {
        require(position.line >= 1 && position.column >= 1 && position.line <= lineLimit,
            "\(what()) at \(position.line):\(position.column), outside a text of at most \(lineLimit) lines")
    }
}
