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
}
