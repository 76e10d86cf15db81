/// Linting a string table (issue 22): a `.strings` or `.xcstrings` file given as input (a
/// pre-commit hook passing a changed translation) is linted through the tips that show its
/// text. title-length reports a value that is too long at the tip's title, the value as related
/// location; when the table is an input and the title's file is not, that finding would be left
/// out as one of a context file, so it is shown at the table's line instead, the title as
/// related location.
extension Linter {
    /// The related location naming the title a finding moved to its table came from.
    static let shownByTip = "the tip shows this text here"

    /// `findings` with each one outside `targets` whose related location is in one of `tables`
    /// (inputs that are string tables) moved there. Its fix, an edit of the other file, is dropped.
    static func movedToTables(_ findings: [Finding], targets: Set<String>, tables: Set<String>) -> [Finding] {
        guard !tables.isEmpty else { return findings }
        return findings.map { finding in
            guard !targets.contains(finding.location.path),
                let index = finding.related.firstIndex(where: { tables.contains($0.location.path) })
            else { return finding }
            var moved = finding
            let value = moved.related.remove(at: index)
            moved.related.insert(RelatedLocation(location: finding.location, message: shownByTip), at: 0)
            moved.location = value.location
            moved.fix = nil
            return moved
        }
    }
}
