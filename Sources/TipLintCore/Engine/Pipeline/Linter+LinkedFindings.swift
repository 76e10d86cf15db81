/// Findings a run over some of a project's files would leave out, though they concern those
/// files. A run over named files (a pre-commit hook passing what is staged, `--stdin-path`, the
/// language server, a subfolder) reads the rest of the project as context and reports only in
/// the named files (the targets). A finding in a context file that names a place in a target, as
/// one of its related locations, was often made by the change there: a second `HintTip(text:)` in
/// the staged view makes shared-tip-id's error at `HintTip`'s declaration, in a file not staged.
/// Such a finding is shown at that related place instead, its own location as a related one, so
/// the hook that lets a change through is the one CI would have stopped.
///
/// Its fingerprint is the one a run over the whole project gives it (its own file and line): a
/// baselined finding stays baselined whichever file of it is named.
///
/// A string table given as input (issue 22: a changed translation) is the first case of this: a
/// value too long is reported at the tip's title, the value as related location.
extension Linter {
    /// The related location naming the title a finding moved to its table came from.
    static let shownByTip = "the tip shows this text here"
    /// The related location naming where a moved finding is reported when its own file is linted.
    static let reportedThere = "where a run over the whole project reports this finding"

    /// `findings` with each one outside `targets` whose related location is in one of them moved
    /// there: to the first in a string table (`tables`), else to the one its message names
    /// (`RelatedLocation.isNamed`), else to the first in a target. Its fix,
    /// an edit of the other file, is dropped; its fingerprint is made where it was
    /// (`fingerprint(_:)`, given the finding before the move). Findings in no target are kept as
    /// they are, for the caller to leave out.
    ///
    /// Only tables when `linksFindings` is false: a run over folders, such as the build-tool plugin's
    /// run per target, would show a finding both in its own folder's run and in another's.
    static func movedToTargets(
        _ findings: [Finding], targets: Set<String>, tables: Set<String>, linksFindings: Bool, fingerprint: (Finding) -> String
    ) -> [Finding] {
        findings.map { finding in
            guard !targets.contains(finding.location.path),
                let index = finding.related.firstIndex(where: { tables.contains($0.location.path) })
                    ?? (linksFindings ? linkedPlace(of: finding, targets: targets) : nil)
            else { return finding }
            var moved = finding
            let place = moved.related.remove(at: index)
            let isTable = tables.contains(place.location.path)
            moved.related.insert(RelatedLocation(location: finding.location, message: isTable ? shownByTip : reportedThere), at: 0)
            moved.location = place.location
            moved.fix = nil
            moved.fingerprint = fingerprint(finding)
            moved.ownPlace = finding.location
            return moved
        }
    }

    /// Which related place in `targets` a finding moves to: the one its message names, when that
    /// is in a target (a rule orders its related places for reading, not for this choice), else
    /// the first in one.
    private static func linkedPlace(of finding: Finding, targets: Set<String>) -> Int? {
        finding.related.firstIndex { $0.isNamed && targets.contains($0.location.path) }
            ?? finding.related.firstIndex { targets.contains($0.location.path) }
    }

    /// A finding's fingerprint (`Fingerprint.make`) from its file's root-relative path and lines
    /// (1-based `location.range.start.line` into `lines`; a line past the end counts as empty).
    static func fingerprint(of finding: Finding, relativePath: String, lines: [String]) -> String {
        let number = finding.location.range.start.line - 1
        return Fingerprint.make(
            ruleID: finding.ruleID, path: relativePath, tipName: finding.tipName,
            sourceLine: lines.indices.contains(number) ? lines[number] : "")
    }
}
