/// Which `TipGroup` a name means: the declaration it resolves to, not the bare variable name.
/// Two views that each declare `@State private var tips = TipGroup(…)` hold two groups.
package struct GroupID: Hashable, Sendable, CustomStringConvertible {
    /// The variable's name, as messages show it.
    package var name: String
    /// Where the group is declared (its pattern binding); nil for a group the project never
    /// declares (a `TipGroup` parameter or one made elsewhere), whose members are unknown.
    package var declaration: SourceLocation?

    package init(name: String, declaration: SourceLocation?) {
        self.name = name
        self.declaration = declaration
    }

    package var description: String { name }
}
