/// Where a display site or child view really is on its view's screen. Code in a view member
/// used in exactly one place (`if tasks.isEmpty { emptyState } else { … }`) is shown there:
/// it keeps the branches, tab and presentation of that use, followed up through members that
/// use it in turn. A member used in several places, or whose uses the model cannot all see
/// (not private, and its type has parts in other files), keeps only its own branches.
/// Whatever the route, code is compiled only into the builds its `#if` clauses and those of its
/// uses allow.
struct ViewPlacement {
    var route: [(path: String, step: BranchStep)]
    /// `path@offset` of the presenting call; nil on the view's own screen.
    var presentation: String?
    var builds: BuildSet
    /// Shown on every row of a `ForEach`: the code is in a member whose one use is on every row
    /// (`ForEach(items) { row($0) }`), with no branch or presented content between.
    var onEveryRow = false
    /// No branch between the code and the view's body, and not presented content.
    var unconditional: Bool { route.isEmpty && presentation == nil }
}

struct ViewPlacer {
    /// Members by file, and uses and types split over files by `module|type`.
    private var members: [String: [ViewMember]] = [:]
    private var uses: [String: [Located<ViewMemberUse>]] = [:]
    private var regions: [String: [BuildRegion]] = [:]
    private var splitTypes: Set<String> = []
    private let index: ProjectIndex
    /// Beyond this many members between a site and the body, the walk stops (a guard, not a limit
    /// real code reaches).
    private static let maximumDepth = 6

    init(index: ProjectIndex) {
        self.index = index
        for file in index.files where !file.viewStructure.members.isEmpty || !file.viewStructure.buildRegions.isEmpty {
            members[file.path] = file.viewStructure.members
            regions[file.path] = file.viewStructure.buildRegions
            let module = index.module(ofPath: file.path)
            for use in file.viewStructure.uses where !use.isTestOrPreview {
                guard let type = use.enclosingType else { continue }
                uses["\(module)|\(type).\(use.name)", default: []].append(Located(path: file.path, fact: use))
            }
        }
        var pathsOfType: [String: Set<String>] = [:]
        for part in index.types {
            pathsOfType["\(index.module(ofPath: part.path))|\(part.fact.qualifiedName)", default: []].insert(part.path)
        }
        splitTypes = Set(pathsOfType.filter { $0.value.count > 1 }.keys)
    }

    func place(path: String, range: SourceRange, type: String?, branches: [BranchStep], presentation: Int?) -> ViewPlacement {
        var result = ViewPlacement(
            route: branches.map { (path, $0) }, presentation: presentation.map { "\(path)@\($0)" }, builds: builds(path: path, at: range.start))
        var current = (path: path, position: range.start, type: type)
        var seen: Set<String> = []
        for _ in 0..<Self.maximumDepth {
            guard let type = current.type, let member = member(path: current.path, type: type, at: current.position) else { break }
            let key = "\(index.module(ofPath: current.path))|\(type).\(member.name)"
            guard seen.insert(key).inserted, member.isPrivate || !splitTypes.contains("\(index.module(ofPath: current.path))|\(type)"),
                let found = uses[key], !found.isEmpty
            else { break }
            guard found.count == 1, let use = found.first else {
                // Several uses: shown in the builds one of them is compiled into, on routes not followed.
                result.builds = result.builds.intersection(found.reduce(BuildSet(mask: 0)) { $0.union(builds(path: $1.path, at: $1.fact.range.start)) })
                break
            }
            if use.fact.onEveryRow, result.unconditional, use.fact.presentation == nil { result.onEveryRow = true }
            result.route += use.fact.branches.map { (use.path, $0) }
            if result.presentation == nil { result.presentation = use.fact.presentation.map { "\(use.path)@\($0)" } }
            result.builds = result.builds.intersection(builds(path: use.path, at: use.fact.range.start))
            current = (use.path, use.fact.range.start, use.fact.enclosingType)
        }
        return result
    }

    /// The builds that compile the code at `position`: those of every `#if` clause around it.
    func builds(path: String, at position: SourcePosition) -> BuildSet {
        (regions[path] ?? []).reduce(BuildSet.all) { builds, region in
            region.range.start <= position && position < region.range.end ? builds.intersection(region.builds) : builds
        }
    }

    /// The innermost view member of `type` whose declaration holds `position`.
    private func member(path: String, type: String, at position: SourcePosition) -> ViewMember? {
        (members[path] ?? []).filter { $0.enclosingType == type && $0.range.start <= position && position < $0.range.end }
            .max { $0.range.start < $1.range.start }
    }
}
