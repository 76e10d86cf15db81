import Foundation

/// The answers several rules and the reporters ask of one project, each worked out once, on
/// first demand, and kept with the index. The index is a value; its answers live in this box,
/// which every copy of that index shares (the shipping view has a box of its own).
///
/// Computing happens outside the lock: an answer may ask for another (late resets ask where
/// code runs), and two threads that race compute the same value, so the first stored wins.
final class ProjectAnswers: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [Key: any Sendable] = [:]

    /// One slot per answer.
    enum Key: Hashable {
        case stateModel, configurePlacements, lateResets, retirement, displaySitesByTip, callersByName
    }

    func answer<Value: Sendable>(_ key: Key, compute: () -> Value) -> Value {
        if let stored = lock.withLock({ answers[key] }), let known = stored as? Value { return known }
        let value = compute()
        return lock.withLock {
            if let stored = answers[key], let raced = stored as? Value { return raced }
            answers[key] = value
            return value
        }
    }
}

extension ProjectIndex {
    /// TipKit's rule state of this project (`#Rule` parameters, events, what sets and donates
    /// them), built once per index. Read `shipping.stateModel` for what people run.
    package var stateModel: TipStateModel {
        answers.answer(.stateModel) { TipStateModel(self) }
    }
}

extension ProjectIndex {
    /// The display sites of each Swift tip (by qualified name), in `displaySites` order: a site
    /// that shows the tip itself, or a `TipGroup` that holds it (such a site shows each member).
    /// Sites that show an undecidable tip, or no tip, belong to none.
    package var displaySitesByTip: [String: [Located<DisplaySite>]] {
        answers.answer(.displaySitesByTip) {
            var sites: [String: [Located<DisplaySite>]] = [:]
            for site in displaySites {
                switch resolve(site.fact.tip, in: site.fact.enclosingType) {
                case .tip(let tip): sites[tip, default: []].append(site)
                case .group(let group): for tip in members(ofGroup: group) { sites[tip, default: []].append(site) }
                case .undecidable, .notATip: continue
                }
            }
            return sites
        }
    }

    /// Where the Swift tip `qualifiedName` is shown (`displaySitesByTip`).
    package func displaySites(ofTip qualifiedName: String) -> [Located<DisplaySite>] {
        displaySitesByTip[qualifiedName] ?? []
    }

    /// Where the tip is shown in code: its Swift type's sites (`displaySitesByTip`). None for a
    /// tip only a manifest declares; its `screen:` says where it shows.
    package func displaySites(of tip: TipType) -> [Located<DisplaySite>] {
        tip.swift.map { displaySites(ofTip: $0.qualifiedName) } ?? []
    }
}
