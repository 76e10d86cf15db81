import Foundation
import SwiftParser
import SwiftSyntax

/// Turns one Swift source text into `FileFacts`.
package struct SwiftFrontend: Sendable {
    /// `#if` conditions that only debug or internal builds set.
    package var gates: Set<String>

    package init(gates: Set<String>) {
        self.gates = gates
    }

    /// What one file gave: its facts, and where parsing first went wrong or why it was skipped.
    package struct Result: Sendable {
        package var facts: FileFacts
        /// Where SwiftParser first had to recover, if it did.
        package var firstError: SourcePosition?
        /// Set when the text is over one of `SwiftInputLimits`; `facts` is then empty.
        package var skipped: (message: String, position: SourcePosition)?
        /// The tree with what an incremental reparse of the next version needs; only when
        /// `facts(source:path:isTestFile:reparsing:)` was asked to keep it.
        package var parse: ParsedText?
        /// The tree the facts were read from (nil when the text was skipped): whoever needs it
        /// next (fix layout) takes it rather than parsing the same text again.
        package var tree: SourceFileSyntax?
        /// The UTF-8 bytes handed to SwiftParser for this text; nil when it was not parsed here
        /// (over a limit, or `--fix` handed on the tree it just parsed): for `--stats`, which
        /// counts a file once however many times it is parsed.
        package var parsedBytes: Int?
    }

    /// A parsed text kept for the next version of the same document (the language server's open
    /// buffers): SwiftParser's `IncrementalParseTransition` reuses every node the edit did not touch.
    package struct ParsedText: Sendable {
        package var text: String
        var parse: IncrementalParseResult
    }

    /// Parses `source` once and records its facts. Never throws: SwiftParser recovers from
    /// any input; `firstError` says where it first had to, if it did. A text over one of
    /// `SwiftInputLimits` is not parsed (or not walked) and comes back `skipped`. Runs on a
    /// `LargeStack` thread, whatever thread calls it; when no such thread can start, the file
    /// comes back `skipped` with the reason (a batch run has failed before, in `ParallelMap`).
    package func facts(source: String, path: String, isTestFile: Bool) -> Result {
        onLargeStack(path: path) { analyse(source: source, path: path, isTestFile: isTestFile, keepsParse: false, previous: nil) }
    }

    /// Like `facts(source:path:isTestFile:)`, keeping the tree in `Result.parse`. With `previous`
    /// (the last version of the same document), only what changed between the two texts is
    /// parsed again: one edit, from the first to the last byte that differ.
    package func facts(source: String, path: String, isTestFile: Bool, reparsing previous: ParsedText?) -> Result {
        onLargeStack(path: path) { analyse(source: source, path: path, isTestFile: isTestFile, keepsParse: true, previous: previous) }
    }

    private func onLargeStack(path: String, _ body: @escaping () -> Result) -> Result {
        do {
            return try LargeStack.run(body)
        } catch {
            return Result(facts: FileFacts(path: path), skipped: (error.message + "; not parsed", SourcePosition(line: 1, column: 1)))
        }
    }

    private func analyse(source: String, path: String, isTestFile: Bool, keepsParse: Bool, previous: ParsedText?) -> Result {
        let bytes = Array(source.utf8)
        let lines = LineTable(bytes: bytes)
        func skipped(_ exceeded: SwiftInputLimits.Exceeded) -> Result {
            Result(facts: FileFacts(path: path), skipped: (exceeded.message, lines.position(utf8Offset: exceeded.utf8Offset)))
        }
        if let exceeded = bytes.withUnsafeBufferPointer(SwiftInputLimits.check) { return skipped(exceeded) }
        let tree: SourceFileSyntax
        var kept: ParsedText?
        var fromFix = false
        if keepsParse {
            SwiftParseLog.record(source)
            let transition = previous.map { IncrementalParseTransition(previousIncrementalParseResult: $0.parse, edits: ConcurrentEdits(Self.edit(from: $0.text, to: bytes))) }
            let parse = bytes.withUnsafeBufferPointer {
                Parser.parseIncrementally(source: $0, maximumNestingLevel: SwiftInputLimits.maximumNesting, parseTransition: transition)
            }
            tree = parse.tree
            kept = ParsedText(text: source, parse: parse)
        } else if let proven = FixTrees.take(source) {
            // The text `--fix` just wrote: its proof parsed it (`FixTrees`), the re-lint reads that tree.
            tree = proven
            fromFix = true
        } else {
            SwiftParseLog.record(source)
            tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: SwiftInputLimits.maximumNesting) }
        }
        let parsedBytes = fromFix ? nil : bytes.count
        if let exceeded = SwiftInputLimits.checkDepth(tree) {
            var result = skipped(exceeded)
            result.parsedBytes = parsedBytes
            return result
        }
        let visitor = TipFactsVisitor(path: path, lines: lines, isTestFile: isTestFile, gates: gates)
        visitor.walk(tree)
        var facts = visitor.finish()
        facts.typeUses = TypeUseReader.uses(in: tree, types: facts.types, fileName: visitor.fileName, isTestFile: isTestFile)
        facts.suppressions = SuppressionCommentReader(lines: lines).directives(in: tree)
        if PackageManifestReader.isPackageManifest(path: path) {
            // A define outside a target's literal settings may be any target's, in any build.
            let loneDefines = PackageManifestReader.loneDefines(in: tree)
            facts.packageTargets = PackageManifestReader.targets(in: tree).map { target in
                var target = target
                target.otherConditions += loneDefines
                return target
            }
            facts.packagePlatforms = PackagePlatformReader.platforms(in: tree, lines: lines)
        }
        return Result(
            facts: facts, firstError: tree.hasError ? Self.firstError(in: tree, lines: lines) : nil, parse: kept, tree: tree, parsedBytes: parsedBytes)
    }

    /// The one edit that turns `old` into `new`: the bytes between their common prefix and their
    /// common suffix, replaced. Offsets are UTF-8 bytes of `old`, as `SourceEdit` wants them.
    static func edit(from old: String, to new: [UInt8]) -> SourceEdit {
        let old = Array(old.utf8)
        var prefix = 0
        let shorter = min(old.count, new.count)
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        return SourceEdit(
            range: AbsolutePosition(utf8Offset: prefix)..<AbsolutePosition(utf8Offset: old.count - suffix),
            replacement: Array(new[prefix..<(new.count - suffix)]))
    }

    /// The first token the parser had to invent (missing) or skip (unexpected).
    private static func firstError(in tree: SourceFileSyntax, lines: LineTable) -> SourcePosition {
        for token in tree.tokens(viewMode: .all) {
            let skipped = token.ancestorOrSelf { $0.is(UnexpectedNodesSyntax.self) ? $0 : nil } != nil
            if token.presence == .missing || skipped {
                return lines.position(token.positionAfterSkippingLeadingTrivia)
            }
        }
        return lines.position(tree.endPosition)
    }
}

/// Reads `// tiplint:…` comments (and SwiftLint's `// swiftlint:disable…`, which hide nothing)
/// from trivia, so that comments inside string literals never count.
struct SuppressionCommentReader {
    let lines: LineTable

    func directives(in tree: SourceFileSyntax) -> [SuppressionDirective] {
        var result: [SuppressionDirective] = []
        var pending: [(text: String, range: SourceRange)] = []
        // The token before the pending comments, from which `disable:previous` looks back.
        var previous: TokenSyntax?
        for token in tree.tokens(viewMode: .sourceAccurate) {
            // Comments in the leading trivia come before this token: it is their "next line".
            collect(token.leadingTrivia, from: token.position, into: &pending)
            // Most tokens have no comment before them: their line is looked up only when needed.
            let tokenLine = pending.isEmpty ? 0 : lines.position(token.positionAfterSkippingLeadingTrivia).line
            for comment in pending {
                if let directive = directive(comment, nextCodeLine: tokenLine, previous: previous) {
                    result.append(directive)
                }
            }
            pending.removeAll()
            collect(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia, into: &pending)
            previous = token
        }
        for comment in pending {
            if let directive = directive(comment, nextCodeLine: comment.range.start.line + 1, previous: previous) {
                result.append(directive)
            }
        }
        return withStatementSpans(result, in: tree)
    }

    private func directive(_ comment: (text: String, range: SourceRange), nextCodeLine: Int, previous: TokenSyntax?) -> SuppressionDirective? {
        guard var directive = Self.parse(comment.text, range: comment.range, nextCodeLine: nextCodeLine) else { return nil }
        if directive.kind == .disablePrevious {
            directive.targetLine = codeLine(before: comment.range.start.line, from: previous)
        }
        return directive
    }

    /// The line of the last token, from `token` back, that starts on a line before `line` (the
    /// line above a comment that holds code, blank and comment lines skipped, as `disable:next`
    /// skips them below); 0 when there is none. Walked only for a `disable:previous` comment.
    private func codeLine(before line: Int, from token: TokenSyntax?) -> Int {
        var token = token
        while let current = token {
            let start = lines.position(current.positionAfterSkippingLeadingTrivia).line
            if start < line, current.tokenKind != .endOfFile { return start }
            token = current.previousToken(viewMode: .sourceAccurate)
        }
        return 0
    }

    private func collect(_ trivia: Trivia, from start: AbsolutePosition, into pending: inout [(text: String, range: SourceRange)]) {
        var offset = start
        for piece in trivia {
            let end = offset + piece.sourceLength
            switch piece {
            case .lineComment(let text), .blockComment(let text):
                pending.append((text, SourceRange(start: lines.position(offset), end: lines.position(end))))
            default:
                break
            }
            offset = end
        }
    }

    /// `// tiplint:disable:next title-length unstable-tip-id - reason`: the comment's delimiters
    /// come off here, the rest is `SuppressionSyntax`'s grammar.
    static func parse(_ comment: String, range: SourceRange, nextCodeLine: Int) -> SuppressionDirective? {
        var body = Substring(comment)
        if body.hasPrefix("//") {
            body = body.dropFirst(2)
        } else if body.hasPrefix("/*") {
            body = body.dropFirst(2).dropLast(body.hasSuffix("*/") ? 2 : 0)
        }
        guard let (kind, rules, reason, command) = SuppressionSyntax.swift.read(body) else {
            // SwiftLint's comment hides nothing here; kept so that one naming a tiplint rule is told.
            guard let swiftLint = SuppressionSyntax.readSwiftLint(body), !swiftLint.rules.isEmpty else { return nil }
            return SuppressionDirective(
                kind: .swiftLint, rules: swiftLint.rules, reason: nil, range: range, targetLine: range.start.line, command: swiftLint.command)
        }
        let target = kind == .disableNext ? nextCodeLine : range.start.line
        return SuppressionDirective(kind: kind, rules: rules, reason: reason, range: range, targetLine: target, command: command)
    }
}
