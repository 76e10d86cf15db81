import TipLintCore

/// What retires a tip beyond what the index answers (`ProjectIndex.retirement`): a tip view
/// style whose body invalidates the tip it shows.
extension MissingInvalidationRule {
    /// View types that apply a `TipViewStyle` whose body invalidates the tip, and whether an
    /// `App` applies one to every view.
    static func styledTypes(in index: ProjectIndex) -> (types: Set<String>, wholeApp: Bool) {
        let closingStyles = Set(index.invalidations.compactMap { $0.fact.styleType.map(simpleName) })
        let applications = index.styleApplications.filter { closingStyles.contains(simpleName($0.fact.styleType)) }
        return (Set(applications.compactMap(\.fact.enclosingType)), applications.contains { $0.fact.appliesToWholeApp })
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
