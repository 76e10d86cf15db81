import Foundation

/// A `// tiplint:disable…` comment, or a `<!-- tiplint-disable… -->` comment in Markdown.
package struct SuppressionDirective: Codable, Hashable, Sendable {
    package enum Kind: String, Codable, Sendable {
        /// From this line to a matching `enable` or the end of the file.
        case disable
        case enable
        /// The next line that holds code.
        case disableNext = "disable:next"
        /// The line before the comment's that holds code (`disable:next` mirrored, as SwiftLint's
        /// `disable:previous`).
        case disablePrevious = "disable:previous"
        /// The line the comment is on.
        case disableThis = "disable:this"
        /// Markdown: every line of the next fenced code block.
        case disableNextBlock = "disable-next-block"
        /// A comment written as a directive (it starts with the syntax's prefix) whose command is
        /// none of its syntax's (`tiplint:disable:nxt`): it names no rule and hides nothing, and
        /// `superfluous-suppression` reports it with the nearest command.
        case unknown
        /// SwiftLint's comment (`// swiftlint:disable:this simultaneous-tips`), written out of
        /// habit: it hides nothing, and `superfluous-suppression` reports it when it names a
        /// tiplint rule id, with the tiplint comment to write. `command` holds SwiftLint's
        /// command (`disable:this`), `rules` the ids as written.
        case swiftLint = "swiftlint"
    }

    package var kind: Kind
    /// Rule ids, or `["all"]`.
    package var rules: [String]
    /// Text after ` - `.
    package var reason: String?
    /// The comment itself.
    package var range: SourceRange
    /// For `disable:next` and `disable:previous`: the line it applies to (the next line with
    /// code, the last one before the comment's line; 0 when there is none).
    package var targetLine: Int
    /// For `disable-next-block`: the block's last line.
    package var targetEndLine: Int?
    /// For `disable:this`, `disable:next` and `disable:previous` whose target line belongs to a
    /// statement written over several lines: where that statement's own code is (not the code
    /// of statements nested in its closures, cases or members), as runs of adjacent tokens on
    /// one line, in source order. Nil when the statement is on one line: the directive covers
    /// `targetLine` alone.
    package var statementSpans: [SourceRange]?
    /// For a line command: the first and last lines of the statements its target line belongs
    /// to, nested code included (`var title: Text {` … `}`). A comment that hides nothing is
    /// said to be one line off only for a finding inside them, never one in the next member.
    package var statementLines: ClosedRange<Int>?
    /// The kind of comment it was written in.
    package var syntax = SuppressionSyntax.swift
    /// For an `unknown` directive: the command as written (`disable:nxt`); for a `swiftLint`
    /// one, SwiftLint's command (`disable:this`).
    package var command: String?

    /// The directive as a person writes it: `tiplint:disable` in Swift, `tiplint-disable` in
    /// Markdown, `swiftlint:disable:this` for SwiftLint's.
    package var spelling: String {
        kind == .swiftLint ? SuppressionSyntax.swiftLintPrefix + (command ?? "disable") : syntax.prefix + (command ?? kind.rawValue)
    }

    package func names(_ ruleID: String) -> Bool { rules.contains("all") || rules.contains(ruleID) }

    /// The commands that aim at one line (and the statement it belongs to).
    package static let lineCommands: Set<Kind> = [.disableNext, .disablePrevious, .disableThis]

    /// Whether a line command hides a finding that starts at `position`: one on its target line,
    /// or on its target line's statement's own code (`statementSpans`).
    package func covers(_ position: SourcePosition) -> Bool {
        guard targetLine > 0 else { return false }
        if position.line == targetLine { return true }
        return statementSpans?.contains { span in
            span.start.line == position.line && span.start.column <= position.column && position.column < span.end.column
        } ?? false
    }
}

/// How one kind of file writes suppression comments. Inside the comment the grammar is the same
/// for every front end: `<prefix><command> [rule-id…] [ - reason]`, where no rule id means `all`.
/// YAML tip manifests and string catalogs have no syntax: nothing in them can be suppressed, and
/// nothing offers to.
package enum SuppressionSyntax: String, Codable, Sendable, CaseIterable {
    /// `// tiplint:disable:next title-length - reason` (or inside `/* … */`).
    case swift
    /// `<!-- tiplint-disable-next-block title-length - reason -->`.
    case markdown

    /// The syntax of a file kind's comments, or nil when the kind has no suppression comments.
    package init?(fileKind: FileKind) {
        switch fileKind {
        case .swift: self = .swift
        case .markdown: self = .markdown
        case .manifest, .catalog, .xcodeProject: return nil
        }
    }

    /// What starts a directive inside the comment.
    package var prefix: String {
        switch self {
        case .swift: return "tiplint:"
        case .markdown: return "tiplint-"
        }
    }

    /// The commands this syntax understands: Markdown has no lines of code of its own to aim at,
    /// so it names the next fenced block instead.
    package var kinds: [SuppressionDirective.Kind] {
        switch self {
        case .swift: return [.disable, .enable, .disableNext, .disablePrevious, .disableThis]
        case .markdown: return [.disable, .enable, .disableNextBlock]
        }
    }

    /// The directive that hides findings on the code just below the line it is written above:
    /// the next line of code in Swift, the next fenced code block in Markdown.
    package var kindForTheCodeBelow: SuppressionDirective.Kind {
        switch self {
        case .swift: return .disableNext
        case .markdown: return .disableNextBlock
        }
    }

    /// The grammar, for the text inside a comment (delimiters removed by the front end):
    /// the command, the rule ids (`["all"]` when none) and the reason after ` - `. Nil when the
    /// text is not a directive of this syntax.
    package func parse(_ text: Substring) -> (kind: SuppressionDirective.Kind, rules: [String], reason: String?)? {
        guard let read = read(text), read.kind != .unknown else { return nil }
        return (read.kind, read.rules, read.reason)
    }

    /// `parse`, and a text that starts with the prefix and a word that is none of this syntax's
    /// commands is read too: as `.unknown`, naming no rule, with the word as written. Nil when
    /// the text is not written as a directive.
    package func read(_ text: Substring) -> (kind: SuppressionDirective.Kind, rules: [String], reason: String?, command: String?)? {
        var body = text.drop { $0 == " " || $0 == "\t" }
        guard body.hasPrefix(prefix) else { return nil }
        body = body.dropFirst(prefix.count)
        var reason: String?
        if let dash = body.range(of: " - ") {
            reason = String(body[dash.upperBound...]).trimmingCharacters(in: .whitespaces)
            body = body[..<dash.lowerBound]
        }
        let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let command = words.first, let kind = SuppressionDirective.Kind(rawValue: command), kinds.contains(kind) else {
            // Only a word right after the prefix reads as a mistyped command: `tiplint: see the
            // docs` and `tiplint-…` (a doc naming the syntax) are prose, and stay silent.
            guard let command = Self.commandWord(body) else { return nil }
            return (.unknown, [], reason, command)
        }
        let rules = Array(words.dropFirst())
        return (kind, rules.isEmpty ? ["all"] : rules, reason, nil)
    }

    /// The word `body` starts with when it could be a command: an ASCII letter, then letters,
    /// digits, `:`, `-` and `_` up to white space or the end.
    private static func commandWord(_ body: Substring) -> String? {
        let word = body.prefix { $0 != " " && $0 != "\t" }
        guard let first = word.first, first.isASCII, first.isLetter,
            word.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == ":" || $0 == "-" || $0 == "_") })
        else { return nil }
        return String(word)
    }

    /// What starts SwiftLint's directives inside a Swift comment.
    package static let swiftLintPrefix = "swiftlint:"

    /// SwiftLint's commands that hide findings, which tiplint's Swift syntax spells alike
    /// after its own prefix.
    package static let swiftLintDisableCommands: Set<SuppressionDirective.Kind> = [.disable, .disableNext, .disableThis, .disablePrevious]

    /// A SwiftLint comment's text that hides findings (`swiftlint:disable:next a b`): its command,
    /// the tiplint kind it stands for and the rule ids (none when it names none). Nil for any
    /// other text, `swiftlint:enable` included.
    package static func readSwiftLint(_ text: Substring) -> (kind: SuppressionDirective.Kind, command: String, rules: [String])? {
        var body = text.drop { $0 == " " || $0 == "\t" }
        guard body.hasPrefix(swiftLintPrefix) else { return nil }
        body = body.dropFirst(swiftLintPrefix.count)
        if let dash = body.range(of: " - ") { body = body[..<dash.lowerBound] }
        let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let command = words.first, let kind = SuppressionDirective.Kind(rawValue: command), swiftLintDisableCommands.contains(kind) else {
            return nil
        }
        // SwiftLint's ids are snake_case: `title_length` out of habit means tiplint's `title-length`.
        return (kind, command, words.dropFirst().map { $0.replacingOccurrences(of: "_", with: "-") })
    }

    /// The whole comment, as `parse` reads it back: `// tiplint:disable:next title-length`.
    package func comment(_ kind: SuppressionDirective.Kind, rules: [String], reason: String? = nil) -> String {
        let body = ([prefix + kind.rawValue] + rules).joined(separator: " ") + (reason.map { " - " + $0 } ?? "")
        switch self {
        case .swift: return "// " + body
        case .markdown: return "<!-- " + body + " -->"
        }
    }
}
