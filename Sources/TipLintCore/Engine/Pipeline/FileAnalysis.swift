import Foundation
import SwiftSyntax

/// What reading one file gave (`Linter.analyse`, or the facts cache's entry for the same
/// content): its facts, or its Markdown snippets and comments; why it or part of it was not read
/// (notifications, each shown as a warning); whether the prefilter skipped it; and what the fix
/// layout may take instead of reading and parsing the file again. A `Project` keeps one per file;
/// `Linter.finish` turns them into a `LintResult`. The first of four results, one per layer:
/// `FileAnalysis` (a file), `LintResult` (a project's lint), `FixSummary` (what `--fix`
/// wrote) and `LintRun` (a session's run: groups merged, fixes and baselines included).
struct FileAnalysis: Sendable {
    var file: SourceFile
    /// Boxed, so that an outcome stays small: `FileFacts` is hundreds of bytes inline, a run
    /// holds an outcome for every file it walks, and most of those have no facts (200,000
    /// empty files took 2 KB each).
    private var factsBox: FactsBox?
    var facts: FileFacts? {
        get { factsBox?.facts }
        set { factsBox = newValue.map(FactsBox.init) }
    }
    /// Why the file, or part of it, was not read: each shown as a warning.
    var notifications: [ToolNotification] = []
    /// Markdown: the Swift blocks and the `<!-- tiplint-… -->` comments.
    var snippets: [Snippet] = []
    var directives: [SuppressionDirective] = []
    /// False for files read only for their facts (the rest of a named file's project).
    var isTarget = true
    /// A Swift file the prefilter skipped: it mentions no TipKit API (see `ContextNames`).
    var prefiltered = false
    /// For a Swift file the prefilter skipped: its code identifiers' hashes, in which the context
    /// pass looks names up without reading it again (nil: unknown, as for a file the facts cache
    /// served).
    var identifiers: IdentifierHashes?
    /// For a file the second pass scanned and skipped again: the hash of the bytes scanned.
    var scannedContent: ContentHash?
    /// The text and tree of a Swift file whose findings are likely to carry fixes to lay out
    /// (it has testing calls), kept so that the layout reads neither again; any other file
    /// with such a finding is read again for it (`Linter.layOutFixes`).
    var gatingSource: String?
    var gatingTree: SourceFileSyntax?
    /// A Swift file's tree, when `analyse` was asked to keep it (see `Project+Editing`).
    var parse: SwiftFrontend.ParsedText?
    /// Set when the file could not be opened because the process has no descriptor left:
    /// the run stops with this message (`Linter.analyseFilesOnce` throws it).
    var exhaustion: String?

    init(
        file: SourceFile, facts: FileFacts? = nil, notifications: [ToolNotification] = [], snippets: [Snippet] = [],
        directives: [SuppressionDirective] = []
    ) {
        self.file = file
        self.notifications = notifications
        self.snippets = snippets
        self.directives = directives
        self.facts = facts
    }

    private final class FactsBox: Sendable {
        let facts: FileFacts
        init(_ facts: FileFacts) { self.facts = facts }
    }

    mutating func skip(_ message: String, at position: SourcePosition? = nil) {
        notifications.append(ToolNotification(level: .warning, path: file.displayPath, position: position, message: message))
    }
}

