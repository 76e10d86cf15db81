import Foundation
import SwiftSyntax

/// The syntax trees `--fix` hands from one step to the next, so that a fixed file is parsed at
/// most twice: the lint's tree of the original text serves the layout (`GateLayout`) and the
/// proof (`FixApplier`, `GateEditProof`); the proof's tree of the edited text serves the re-lint
/// (`SwiftFrontend`). Nothing else is parsed again.
///
/// Trees are kept by their exact text: a tree is a function of its text alone (every step parses
/// as `SwiftInputLimits.parsed` does), so whichever step made it, a step holding the same text
/// may use it, and a text that changed in between (an editor saved the file meanwhile) simply
/// finds nothing and is parsed. Trees are kept only while a fixing run is open (`open`), and all
/// are let go when the last one closes: a run that does not fix keeps nothing.
package enum FixTrees {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var openRuns = 0
    nonisolated(unsafe) private static var trees: [String: SourceFileSyntax] = [:]

    /// Opens a fixing run (`LintSession` around its lint, fix and re-lint): trees are kept
    /// from now until it and every run opened meanwhile are closed. Pair with `close`.
    package static func open() {
        lock.withLock { openRuns += 1 }
    }

    /// Closes a run `open` opened; with no run left open, every tree is let go.
    package static func close() {
        lock.withLock {
            openRuns -= 1
            if openRuns == 0 { trees = [:] }
        }
    }

    /// Keeps `tree` (parsed from exactly `text` as `SwiftInputLimits.parsed` parses it) for the
    /// next step; nothing while no fixing run is open.
    static func keep(_ tree: SourceFileSyntax, of text: String) {
        lock.withLock {
            guard openRuns > 0 else { return }
            trees[text] = tree
        }
    }

    /// The tree kept for exactly `text`, left there for the steps after; nil when none is.
    static func tree(of text: String) -> SourceFileSyntax? {
        lock.withLock { trees.isEmpty ? nil : trees[text] }
    }

    /// The tree kept for exactly `text`, no longer kept; nil when none is. Cheap when nothing is
    /// kept (every run that does not fix): the text is not even hashed.
    static func take(_ text: String) -> SourceFileSyntax? {
        lock.withLock { trees.isEmpty ? nil : trees.removeValue(forKey: text) }
    }

    /// No longer keeps the tree of `text`.
    static func drop(_ text: String) {
        lock.withLock { _ = trees.isEmpty ? nil : trees.removeValue(forKey: text) }
    }

    /// `text`'s kept tree, else `text` parsed (`SwiftInputLimits.parsed`: nil when over a limit).
    static func parsed(_ text: String) -> SourceFileSyntax? {
        tree(of: text) ?? SwiftInputLimits.parsed(text)
    }
}
