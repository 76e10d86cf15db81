/// Constants a value travels through (`ConstantDeclaration`), looked up by scope.
extension ProjectIndex {
    /// The constant `name` means where it is written inside `enclosingType` (nil: top level),
    /// the way Swift looks it up: `Config.isUITesting` is a member of the type `Config` names
    /// there (`Outer.Config` inside `Outer`, else a top-level `Config`); `Self.x`, `self.x`
    /// and a bare `x` are members of the enclosing type or a type around it, else a global.
    /// Nil when nothing matches, or when the nearest candidates are several (undecidable).
    package func constant(named name: String, usedIn enclosingType: String?) -> Located<ConstantDeclaration>? {
        var parts = name.split(separator: ".").map(String.init)
        if parts.count > 1, parts[0] == "Self" || parts[0] == "self" { parts.removeFirst() }
        guard let last = parts.popLast() else { return nil }
        let candidates = facts(\.constants).filter { $0.fact.name == last }
        guard !candidates.isEmpty else { return nil }
        if parts.isEmpty {
            // Members of other types are out of reach without their type's name.
            let visible = candidates.filter { candidate in
                guard let owner = candidate.fact.enclosingType else { return true }
                return owner == enclosingType || enclosingType?.hasPrefix(owner + ".") == true
            }
            let nearest = scope.nearest(visible, owner: \.enclosingType, from: enclosingType).facts
            return nearest.count == 1 ? nearest.first : nil
        }
        for owner in ScopeLookup.typeCandidates(parts.joined(separator: "."), near: enclosingType) {
            let matches = candidates.filter { $0.fact.enclosingType == owner }
            if !matches.isEmpty { return matches.count == 1 ? matches.first : nil }
        }
        return nil
    }

    /// Whether `name`, written inside `enclosingType`, is a constant whose value reads launch
    /// arguments or the environment, itself or through the names it combines
    /// (`static let wantsTips = isUITesting || isScreenshotRun`), at most `hops` constants deep.
    package func readsLaunchArguments(_ name: String, usedIn enclosingType: String?, hops: Int = 2) -> Bool {
        guard hops > 0, let constant = constant(named: name, usedIn: enclosingType) else { return false }
        if constant.fact.readsLaunchArguments { return true }
        return constant.fact.readNames.contains {
            readsLaunchArguments($0, usedIn: constant.fact.enclosingType, hops: hops - 1)
        }
    }

    /// The constant a tip shows where its title or message names one (`Text(Strings.pinTitle)`),
    /// looked up from inside the tip. A bare name that is one of the tip's stored properties is
    /// that property, not a constant. title-length and the inventory both read texts this way.
    package func shownConstant(named name: String, of tip: SwiftTip) -> Located<ConstantDeclaration>? {
        if !name.contains("."), tip.storedProperties.contains(where: { $0.name == name }) { return nil }
        return constant(named: name, usedIn: tip.qualifiedName)
    }
}
