import Foundation
import SwiftSyntax

/// Applies the fixes findings carry (`--fix`). A fix must never break a person's code or lose
/// a byte of their file, so a file is only rewritten when its content is still what was
/// linted, replacements never overlap, the edit is proven (`GateEditProof` for the `#if`
/// fixes, re-reading each touched Markdown code block the same way), and the file keeps its
/// byte-order mark and line endings; `SafeFileWriter` keeps its permissions, owner and hard
/// links, and replaces it only while it is still the file that was read (an edit saved while
/// the fix was being proven is kept, and the file named "changed while fixing"). A read-only
/// file, or a symbolic link leading out of the project, is left alone (`FixTarget`).
package enum FixApplier {

    /// Why a file's fixes were not applied.
    package struct Refusal: Error, Equatable, CustomStringConvertible {
        package var reason: String
        package var description: String { reason }
    }

    /// `absolutePath` maps display paths to files on disk; `project` is the folder the run
    /// linted (the configuration's root), out of which no symbolic link is followed (see
    /// `FixTarget`). `beforeFinalCheck` is called with a file's absolute path just before the
    /// last check that it is unchanged: tests save the file there, as an editor would.
    package static func apply(
        _ result: LintResult, absolutePath: (String) -> String, project: String, beforeFinalCheck: @escaping (String) -> Void = { _ in }
    ) -> FixSummary {
        var outcome = FixSummary()
        // A finding the baseline hides (an `external` suppression) is still fixed: the baseline
        // adopted it for now, and a fix is the way out of it; a comment's suppression is a decision.
        let fixable = result.findings.filter { ($0.suppression == nil || $0.suppression?.kind == .external) && !$0.counterExample && $0.fix != nil }
        // One file under two names (hard links in a folder): fixed under the first, then the
        // same findings under the second name are already fixed, not "changed since linted".
        var written = Set<FileIdentity>()
        for (path, findings) in Dictionary(grouping: fixable, by: \.location.path).sorted(by: { $0.key < $1.key }) {
            let target: FixTarget
            do {
                target = try FixTarget(absolutePath(path), project: project)
            } catch {
                outcome.skipped.append("\(path): \(error.reason)")
                continue
            }
            if written.contains(target.snapshot.identity) { continue }
            let data = target.snapshot.contents
            // Read as UTF-16, written as UTF-16 never: rewriting the whole encoding is not a fix.
            if SourceContent.utf16Encoding(of: data) != nil {
                outcome.skipped.append("\(path): not fixed: it is UTF-16 text, which --fix does not write; save it as UTF-8 to have it fixed")
                continue
            }
            let bom = data.starts(with: byteOrderMark) ? byteOrderMark : []
            guard let text = String(data: data.dropFirst(bom.count), encoding: .utf8) else {
                outcome.skipped.append("\(path): not UTF-8 text any more; not fixed")
                continue
            }
            guard text.sourceLines == result.sourceLines[path] else {
                outcome.skipped.append("\(path): changed since it was linted; not fixed")
                continue
            }
            let kind = result.fileKinds[path] ?? FileKind(guessingFrom: path)
            // The lint's tree of this text, kept for the proof (`FixTrees`), is needed no longer.
            defer { FixTrees.drop(text) }
            let fixed: (text: String, applied: Int, tree: SourceFileSyntax?)
            do {
                let proven = try provenPart(of: findings.compactMap(\.fix), in: text, kind: kind)
                fixed = (proven.text, proven.applied, proven.tree)
                for left in proven.refused { outcome.skipped.append("\(path):\(left.line): not fixed: \(left.refusal.reason)") }
            } catch {
                outcome.skipped.append("\(path): not fixed: \(error.reason)")
                continue
            }
            guard fixed.applied > 0, fixed.text != text else { continue }
            do throws(SafeFileWriter.Failure) {
                // Written only while the file is still the one read above (`FileSnapshot`).
                try SafeFileWriter.write(
                    Data(bom) + Data(fixed.text.utf8), replacing: target.snapshot, at: target.path,
                    beforeFinalCheck: { beforeFinalCheck(target.path) })
                outcome.fixedFindings += fixed.applied
                outcome.changedFiles.append(path)
                written.insert(target.snapshot.identity)
                // The proof's tree of the text written is the re-lint's (`SwiftFrontend`).
                if let tree = fixed.tree { FixTrees.keep(tree, of: fixed.text) }
            } catch where error.kind == .changed {
                outcome.skipped.append("\(path): changed while fixing; not fixed (the version saved meanwhile is kept; run --fix again)")
            } catch {
                outcome.skipped.append("\(path): not fixed: \(error.naming(path))")
            }
        }
        return outcome
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// `text` (a file of `kind`, without its byte-order mark) with `fixes` applied and proven,
    /// and how many fixes that is. Pure: `apply` writes the result; the rule-example tests
    /// compare it with a rule's `corrections`. Throws `Refusal` when the edit cannot be proven.
    package static func fixed(_ text: String, kind: FileKind, applying fixes: [Fix]) throws(Refusal) -> (text: String, applied: Int) {
        var original = Original(text: text)
        let proven = try proven(fixes, in: &original, kind: kind)
        return (proven.text, proven.applied)
    }

    /// The text a file's fixes edit, and its Swift tree once a proof asked for it: the lint's
    /// (`FixTrees`) or parsed here, once for every edit of the text `provenPart` proves.
    private struct Original {
        let text: String
        private var tree: SourceFileSyntax??

        init(text: String) { self.text = text }

        /// Nil when the text is over tiplint's limits for Swift input.
        mutating func parsed() -> SourceFileSyntax? {
            if let tree { return tree }
            let parsed = FixTrees.parsed(text)
            tree = .some(parsed)
            return parsed
        }
    }

    /// `fixed`, with the edited text's tree when a Swift proof parsed it (for the re-lint).
    private static func proven(_ fixes: [Fix], in original: inout Original, kind: FileKind) throws(Refusal)
        -> (text: String, applied: Int, tree: SourceFileSyntax?)
    {
        let text = original.text
        let (edited, applied) = applying(fixes, to: text)
        guard !applied.isEmpty else { return (text, 0, nil) }
        let gating = applied.compactMap(\.gating)
        switch kind {
        case .swift:
            guard let before = original.parsed(), let after = SwiftInputLimits.parsed(edited) else {
                throw Refusal(reason: GateEditProof.overLimits)
            }
            if gating.count == applied.count {
                if let reason = GateEditProof.check(
                    original: text, before: before, edited: edited, after: after, conditions: Set(gating.map(\.condition)),
                    statements: Set(gating.flatMap(\.statements).map(\.start)))
                {
                    throw Refusal(reason: reason)
                }
            } else if !before.hasError, after.hasError {
                // `.stillParses` (alone or beside gated statements): the edit must not break the parse.
                throw Refusal(reason: "the edited file would not parse")
            }
            return (edited, applied.count, after)
        case .markdown:
            if let reason = MarkdownGateProof.check(original: text, edited: edited, gating: gating) { throw Refusal(reason: reason) }
        case .manifest, .catalog, .xcodeProject:
            break
        }
        return (edited, applied.count, nil)
    }

    /// `fixed`, and when the file's edit as a whole cannot be proven, the edits that can: each
    /// group of fixes sharing replacements (one `#if` block) is proven alone, and the groups
    /// that pass are applied and proven together again. `refused` holds each other group's
    /// first line (1-based, of its first statement) and why it was left out. Throws the whole
    /// edit's refusal when every group is refused for that same reason (a file that does not
    /// parse), or when the passing ones cannot be proven together. Only a proven text is
    /// returned; with nothing proven, it is `text` itself.
    /// `tree`: the proven text's, when a Swift proof parsed it.
    package static func provenPart(of fixes: [Fix], in text: String, kind: FileKind) throws(Refusal)
        -> (text: String, applied: Int, refused: [(line: Int, refusal: Refusal)], tree: SourceFileSyntax?)
    {
        // Every edit proven below is of this one text: its tree is taken or parsed once.
        var original = Original(text: text)
        let whole: Refusal
        do {
            let fixed = try proven(fixes, in: &original, kind: kind)
            return (fixed.text, fixed.applied, [], fixed.tree)
        } catch {
            whole = error
        }
        var groups: [[Fix]] = []
        for fix in fixes {
            if let index = groups.firstIndex(where: { $0[0].replacements == fix.replacements }) {
                groups[index].append(fix)
            } else {
                groups.append([fix])
            }
        }
        guard groups.count > 1 else { throw whole }
        var kept: [Fix] = []
        var refused: [(line: Int, refusal: Refusal)] = []
        for group in groups {
            do {
                _ = try proven(group, in: &original, kind: kind)
                kept += group
            } catch {
                let start = group[0].gating?.statements.first?.start ?? group[0].replacements.first?.range.start
                refused.append((start?.line ?? 1, error))
            }
        }
        if kept.isEmpty {
            guard Set(refused.map(\.refusal.reason)).count > 1 else { throw whole }
            return (text, 0, refused, nil)
        }
        guard let fixed = try? proven(kept, in: &original, kind: kind) else { throw whole }
        return (fixed.text, fixed.applied, refused, fixed.tree)
    }

    /// The text with every fix whose replacements overlap no earlier fix's, and the fixes that
    /// applied. Fixes with the same replacements (neighbouring statements under one `#if`)
    /// apply once and all count. Replacement ranges are 1-based lines and UTF-16 columns; a
    /// line break in a replacement's text ends like the line the replacement starts on.
    static func applying(_ fixes: [Fix], to text: String) -> (String, [Fix]) {
        let table = LineTable(text)
        func offset(_ position: SourcePosition) -> Int? { table.utf8Offset(of: position) }
        var taken: [Range<Int>] = []
        var takenReplacements: [[Replacement]] = []
        var edits: [(range: Range<Int>, text: String)] = []
        var applied: [Fix] = []
        for fix in fixes {
            if takenReplacements.contains(fix.replacements) {
                applied.append(fix)
                continue
            }
            let ranges = fix.replacements.compactMap { replacement -> (Range<Int>, String)? in
                guard let start = offset(replacement.range.start), let end = offset(replacement.range.end), start <= end else { return nil }
                var text = replacement.text
                let ending = table.lineEnding(ofLineAt: replacement.range.start.line - 1)
                if ending != "\n" {
                    text = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
                        .replacingOccurrences(of: "\n", with: ending)
                }
                return (start..<end, text)
            }
            let overlaps = ranges.contains { candidate in
                taken.contains { $0.overlaps(candidate.0) || ($0.isEmpty && candidate.0.isEmpty && $0.lowerBound == candidate.0.lowerBound) }
            }
            guard !fix.replacements.isEmpty, ranges.count == fix.replacements.count, !overlaps else { continue }
            taken += ranges.map(\.0)
            takenReplacements.append(fix.replacements)
            edits += ranges.map { ($0.0, $0.1) }
            applied.append(fix)
        }
        var result = Array(text.utf8)
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return (String(decoding: result, as: UTF8.self), applied)
    }
}

/// What `--fix` did to the files (`FixApplier.apply`): the layer of results after a project's
/// `LintResult`, and part of the session's `LintRun`.
package struct FixSummary: Equatable, Sendable {
    /// Findings whose fixes were written.
    package var fixedFindings = 0
    /// Display paths of the files written, in the order written.
    package var changedFiles: [String] = []
    /// Files, or blocks of their fixes, left alone, with why: `path: not fixed: reason`.
    package var skipped: [String] = []

    /// Adds what `other` (another configuration's files) did, after what this one did.
    package mutating func add(_ other: FixSummary) {
        fixedFindings += other.fixedFindings
        changedFiles += other.changedFiles
        skipped += other.skipped
    }
}
