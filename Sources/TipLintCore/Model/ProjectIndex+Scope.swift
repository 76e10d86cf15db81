/// How a name used inside a type finds its declaration, the way Swift looks it up: members of
/// the enclosing type (its declaration and every extension share one qualified name), then
/// of the types around it, then the module's globals, then, because a reference such as
/// `model.searchTip` keeps only its last name, members of other types of the module, and last
/// other modules of the same app. The first tier that holds any candidate decides; candidates
/// in one tier that disagree make the answer undecidable.
struct ScopeLookup: Sendable {
    let modules: ModuleMap
    /// Qualified type name → the modules that declare or extend it.
    let typeModules: [String: Set<String>]

    init(files: [FileFacts]) {
        modules = ModuleMap(files: files)
        var typeModules: [String: Set<String>] = [:]
        for file in files {
            let module = modules.module(ofPath: file.path)
            for part in file.types { typeModules[part.qualifiedName, default: []].insert(module) }
        }
        self.typeModules = typeModules
    }

    /// How far from `enclosingType` a declaration owned by `owner` (nil: a global or a local
    /// at top level) in the file at `path` is: 0 own type, 1 an outer type, 2 a global of the
    /// module, 3 another type of the module, 4 another module.
    func distance(owner: String?, path: String, from enclosingType: String?) -> Int {
        let usedIn = enclosingType.flatMap { typeModules[$0] } ?? []
        let sameModule = usedIn.isEmpty || usedIn.contains(modules.module(ofPath: path))
        guard sameModule else { return 4 }
        if owner == enclosingType { return 0 }
        if let owner, let enclosingType, enclosingType.hasPrefix(owner + ".") { return 1 }
        return owner == nil ? 2 : 3
    }

    /// The candidates of the nearest tier, with that tier's distance.
    func nearest<Fact>(_ candidates: [Located<Fact>], owner: (Fact) -> String?, from enclosingType: String?) -> (facts: [Located<Fact>], distance: Int) {
        var best = Int.max
        var result: [Located<Fact>] = []
        for candidate in candidates {
            let distance = distance(owner: owner(candidate.fact), path: candidate.path, from: enclosingType)
            if distance < best {
                best = distance
                result = [candidate]
            } else if distance == best {
                result.append(candidate)
            }
        }
        return (result, best)
    }

    /// The qualified names a type name written inside `enclosingType` can mean, innermost
    /// first: `Inner` inside `Outer` is `Outer.Inner`, else a top-level `Inner`.
    static func typeCandidates(_ name: String, near enclosingType: String?) -> [String] {
        var result: [String] = []
        var scope = enclosingType
        while let current = scope {
            result.append("\(current).\(name)")
            scope = current.lastIndex(of: ".").map { String(current[..<$0]) }
        }
        result.append(name)
        return result
    }
}
