import Foundation

/// Applies the fixes findings carry (`--fix`). A file is only rewritten when its content is
/// still what was linted, replacements never overlap, and the write is atomic: a fix must
/// never lose or half-write a person's file.
package enum FixApplier {
    package struct Outcome: Equatable, Sendable {
        package var fixedFindings = 0
        package var changedFiles: [String] = []
        /// Files left alone, with why.
        package var skipped: [String] = []
    }

    /// `absolutePath` maps display paths to files on disk.
    package static func apply(_ result: LintResult, absolutePath: (String) -> String) -> Outcome {
        var outcome = Outcome()
        let fixable = result.findings.filter { $0.suppression == nil && !$0.counterExample && $0.fix != nil }
        for (path, findings) in Dictionary(grouping: fixable, by: \.location.path).sorted(by: { $0.key < $1.key }) {
            let file = absolutePath(path)
            guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8) else {
                outcome.skipped.append("\(path): cannot read it again; not fixed")
                continue
            }
            guard text.sourceLines == result.sourceLines[path] else {
                outcome.skipped.append("\(path): changed since it was linted; not fixed")
                continue
            }
            let (fixed, count) = applying(findings.compactMap(\.fix), to: text)
            guard count > 0 else { continue }
            do {
                try Data(fixed.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
                outcome.fixedFindings += count
                outcome.changedFiles.append(path)
            } catch {
                outcome.skipped.append("\(path): cannot write it (\(error.localizedDescription)); not fixed")
            }
        }
        return outcome
    }

    /// The text with every fix whose replacements overlap no earlier fix's; and how many applied.
    /// Pure (no files): `apply` writes its result, the rule-example tests compare it with a
    /// rule's `corrections`. Replacement ranges are 1-based lines and UTF-16 columns.
    package static func applying(_ fixes: [Fix], to text: String) -> (String, Int) {
        let lineStarts = lineStartOffsets(text)
        let utf16 = Array(text.utf16)
        func offset(_ position: SourcePosition) -> Int? {
            guard lineStarts.indices.contains(position.line - 1) else { return nil }
            let value = lineStarts[position.line - 1] + position.column - 1
            return value <= utf16.count ? value : nil
        }
        var taken: [Range<Int>] = []
        var edits: [(range: Range<Int>, text: String)] = []
        var applied = 0
        for fix in fixes {
            let ranges = fix.replacements.compactMap { replacement -> (Range<Int>, String)? in
                guard let start = offset(replacement.range.start), let end = offset(replacement.range.end), start <= end else { return nil }
                return (start..<end, replacement.text)
            }
            let overlaps = ranges.contains { candidate in
                taken.contains { $0.overlaps(candidate.0) || ($0.isEmpty && candidate.0.isEmpty && $0.lowerBound == candidate.0.lowerBound) }
            }
            guard ranges.count == fix.replacements.count, !overlaps else { continue }
            taken += ranges.map(\.0)
            edits += ranges.map { ($0.0, $0.1) }
            applied += 1
        }
        var result = utf16
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: Array(edit.text.utf16))
        }
        return (String(decoding: result, as: UTF16.self), applied)
    }

    /// UTF-16 offset of each line's first character.
    private static func lineStartOffsets(_ text: String) -> [Int] {
        var starts = [0]
        var offset = 0
        for unit in text.utf16 {
            offset += 1
            if unit == 10 { starts.append(offset) }
        }
        return starts
    }
}
