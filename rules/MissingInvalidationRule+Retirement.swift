import TipLintCore

/// What retires a tip beyond what the index answers (`ProjectIndex.retirement`): a tip view
/// style whose body invalidates the tip it shows.
extension MissingInvalidationRule {
    /// Whether a display site is drawn with a `TipViewStyle` whose body invalidates the tip: an
    /// `App` applies one to every view, or the site's type applies one around it (a modifier on
    /// a view that holds the site, `popover.viewStyle =` on the controller that shows it) or to
    /// the whole type (`.tipViewStyle` on `self`).
    static func closingStyleReaches(in index: ProjectIndex) -> (Located<DisplaySite>) -> Bool {
        let closingStyles = Set(index.invalidations.compactMap { $0.fact.styleType.map(simpleName) })
        let applications = index.styleApplications.filter { closingStyles.contains(simpleName($0.fact.styleType)) }
        if applications.contains(where: { $0.fact.appliesToWholeApp }) { return { _ in true } }
        let byType = Dictionary(grouping: applications) { $0.fact.enclosingType ?? "" }
        return { site in
            (byType[site.fact.enclosingType ?? ""] ?? []).contains { application in
                guard let range = application.fact.range else { return true }
                return application.path == site.path && range.start <= site.fact.range.start && site.fact.range.end <= range.end
            }
        }
    }

    /// The project `TipViewStyle` a `TipView` site is drawn with when that style never
    /// invalidates the tip: a custom style's body has no close button unless it draws one that
    /// invalidates, so nothing the person does retires the tip. Nil for any other site.
    static func unclosableStyleTypes(in index: ProjectIndex) -> (DisplaySite) -> String? {
        let closingStyles = Set(index.invalidations.compactMap { $0.fact.styleType.map(simpleName) })
        let styles = Set(index.types.filter { $0.fact.inheritedTypes.contains { simpleName($0) == "TipViewStyle" } }
            .map(\.fact.simpleName)).subtracting(closingStyles)
        let applications = index.styleApplications.filter { styles.contains(simpleName($0.fact.styleType)) }
        guard !applications.isEmpty else { return { _ in nil } }
        var byType: [String: String] = [:]
        for application in applications {
            if let type = application.fact.enclosingType { byType[type] = byType[type] ?? simpleName(application.fact.styleType) }
        }
        let wholeApp = applications.first { $0.fact.appliesToWholeApp }.map { simpleName($0.fact.styleType) }
        return { site in
            guard site.kind == .tipView else { return nil }
            return site.enclosingType.flatMap { byType[$0] } ?? wholeApp
        }
    }
}
