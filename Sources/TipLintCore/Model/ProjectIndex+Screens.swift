/// What one view shows at once: its own SwiftUI display sites and those of the child views its
/// code creates (`Parent { Child() }`), followed down through the project's views. Content a
/// view presents (`.sheet { … }`, a navigation destination) is a screen of its own, and each
/// `TabView` tab is an arm of one branch.
package struct Screen: Sendable {
    package struct Key: Hashable, Sendable {
        /// The module (see `ModuleMap`) that declares the view.
        package var module: String
        /// The view's qualified name; for a doc snippet's top-level code, `top-level statement N`.
        package var view: String
        /// `path@offset` of the presenting call; nil for the view's own screen.
        package var presentation: String?
    }

    package var key: Key
    /// The view's own sites first (in file order), then each child view's, in the order the
    /// children are created.
    package var sites: [ScreenSite]
}

/// A display site as one screen sees it.
package struct ScreenSite: Sendable {
    package var site: Located<DisplaySite>
    /// The child views that lead from the screen's view to the site, outermost first; empty for
    /// the view's own sites.
    package var via: [Located<ChildViewSite>]
    /// The branch arms that decide, in the screen's own view, whether the site shows: the
    /// site's own for its own sites, the outermost child view's for the others. Offsets are per
    /// file, so each step carries its file.
    package var route: [(path: String, step: BranchStep)]
    /// The builds that compile the site and every child view and view member that leads to it.
    package var builds = BuildSet.all
    /// On every row of a `ForEach` of the screen's view or of a child view on the way: the site
    /// is in a row child view (`ForEach(mail) { MessageRow(message: $0) }`) or a member used on
    /// every row, and nothing between the row and the site is conditional. A site written in
    /// the rows itself is `DisplaySite.insideForEach` instead.
    package var onEveryRow = false
    /// Nothing between the site and the body of the view it is reached from is conditional
    /// (branch or presented content).
    var unconditional = true

    /// The same display site, however it is reached.
    package var siteID: String { "\(site.path)@\(site.fact.range.start.line):\(site.fact.range.start.column)" }
}

extension ProjectIndex {
    /// Every screen with at least one SwiftUI display site, own or through a child view.
    /// A child view is a call of a project type that conforms to `View`, resolved by scope in
    /// the module of the call; a name no module or several modules answer is left out.
    /// Cost: linear in the child-view calls times the sites each child reaches.
    package func screens() -> [Screen] {
        var builder = ScreenBuilder(index: self)
        return builder.build()
    }
}

private struct ScreenBuilder {
    let index: ProjectIndex
    var ownSites: [Screen.Key: [(site: Located<DisplaySite>, placement: ViewPlacement)]] = [:]
    var children: [Screen.Key: [(site: Located<ChildViewSite>, target: Screen.Key, placement: ViewPlacement)]] = [:]
    var order: [Screen.Key] = []
    /// Every site a view's main screen reaches, by `siteID`, with the shortest way there.
    var reachable: [Screen.Key: [ScreenSite]] = [:]
    var visiting: Set<Screen.Key> = []

    init(index: ProjectIndex) {
        self.index = index
        let placer = ViewPlacer(index: index)
        let views = Set(index.types.filter(\.fact.isScreenContent).map { "\(index.module(ofPath: $0.path))|\($0.fact.qualifiedName)" })
        // One module cannot declare a type twice: two declarations of one name belong to
        // targets the project files do not tell apart (an app's iOS and tvOS copies of a
        // view). Each declaration's file is then a view of its own, and a child-view call of
        // that name is undecidable.
        var declarations: [String: Int] = [:]
        for part in index.types where part.fact.kind != .extension {
            declarations["\(index.module(ofPath: part.path))|\(part.fact.qualifiedName)", default: 0] += 1
        }
        let duplicated = Set(declarations.filter { $0.value > 1 }.keys)
        func view(_ type: String, module: String, path: String) -> String {
            duplicated.contains("\(module)|\(type)") ? "\(type) in \(path)" : type
        }
        for site in index.displaySites where site.fact.kind.isSwiftUI {
            let module = index.module(ofPath: site.path)
            guard let view = site.fact.enclosingType.map({ view($0, module: module, path: site.path) })
                ?? site.fact.topLevelStatementLine.map({ "top-level statement \($0)" })
            else { continue }
            let placement = placer.place(
                path: site.path, range: site.fact.range, type: site.fact.enclosingType, branches: site.fact.branches,
                presentation: site.fact.presentation)
            let key = Screen.Key(module: module, view: view, presentation: placement.presentation)
            if ownSites[key] == nil, children[key] == nil { order.append(key) }
            ownSites[key, default: []].append((site, placement))
        }
        // The sites a wrapper's calls make come after the others: put each view's in file order.
        let fileOrder = Dictionary(index.files.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        for key in ownSites.keys {
            ownSites[key]?.sort {
                (fileOrder[$0.site.path] ?? 0, $0.site.fact.range.start) < (fileOrder[$1.site.path] ?? 0, $1.site.fact.range.start)
            }
        }
        for child in index.facts(\.childViews) {
            let module = index.module(ofPath: child.path)
            guard let parent = child.fact.enclosingType, views.contains("\(module)|\(parent)"),
                let target = Self.target(of: child, module: module, views: views, index: index), target.view != parent,
                !duplicated.contains("\(target.module)|\(target.view)")
            else { continue }
            let placement = placer.place(
                path: child.path, range: child.fact.range, type: parent, branches: child.fact.branches,
                presentation: child.fact.presentation)
            let key = Screen.Key(module: module, view: view(parent, module: module, path: child.path), presentation: placement.presentation)
            if ownSites[key] == nil, children[key] == nil { order.append(key) }
            children[key, default: []].append((child, target, placement))
        }
    }

    /// The view a child-view call creates: the innermost type of that name (`Row` inside
    /// `List` is `List.Row` first), declared in the caller's module, else in exactly one module.
    static func target(of child: Located<ChildViewSite>, module: String, views: Set<String>, index: ProjectIndex) -> Screen.Key? {
        for candidate in ScopeLookup.typeCandidates(child.fact.typeName, near: child.fact.enclosingType) {
            let modules = index.scope.typeModules[candidate] ?? []
            guard !modules.isEmpty else { continue }
            let chosen = modules.contains(module) ? module : (modules.count == 1 ? modules.first : nil)
            guard let chosen, views.contains("\(chosen)|\(candidate)") else { return nil }
            return Screen.Key(module: chosen, view: candidate, presentation: nil)
        }
        return nil
    }

    mutating func build() -> [Screen] {
        order.map { key in
            var sites = (ownSites[key] ?? []).map { own in
                ScreenSite(
                    site: own.site, via: [], route: own.placement.route, builds: own.placement.builds,
                    onEveryRow: own.placement.onEveryRow)
            }
            for (child, target, placement) in children[key] ?? [] {
                sites += reach(target).map {
                    ScreenSite(
                        site: $0.site, via: [child] + $0.via, route: placement.route, builds: placement.builds.intersection($0.builds),
                        onEveryRow: Self.onEveryRow($0, child: child, placement: placement))
                }
            }
            return Screen(key: key, sites: sites)
        }
    }

    /// A site a child view shows is on every row when it is on every row of the child, or when
    /// the child is created on every row and shows it unconditionally.
    static func onEveryRow(_ reached: ScreenSite, child: Located<ChildViewSite>, placement: ViewPlacement) -> Bool {
        reached.onEveryRow
            || reached.unconditional && (child.fact.onEveryRow || placement.onEveryRow)
    }

    /// The sites a view's main screen shows, each once; a view that creates itself (directly or
    /// further down) stops the walk there.
    mutating func reach(_ key: Screen.Key) -> [ScreenSite] {
        if let known = reachable[key] { return known }
        guard !visiting.contains(key) else { return [] }
        visiting.insert(key)
        defer { visiting.remove(key) }
        var result: [ScreenSite] = []
        var positions: [String: Int] = [:]
        // A site reached twice is kept once, by its first way, in the builds of either way.
        func add(_ site: ScreenSite) {
            if let known = positions[site.siteID] {
                result[known].builds = result[known].builds.union(site.builds)
                result[known].onEveryRow = result[known].onEveryRow || site.onEveryRow
            } else {
                positions[site.siteID] = result.count
                result.append(site)
            }
        }
        for own in ownSites[key] ?? [] {
            add(ScreenSite(
                site: own.site, via: [], route: [], builds: own.placement.builds, onEveryRow: own.placement.onEveryRow,
                unconditional: own.placement.unconditional && !own.site.fact.insideForEach))
        }
        for (child, target, placement) in children[key] ?? [] {
            for reached in reach(target) {
                add(ScreenSite(
                    site: reached.site, via: [child] + reached.via, route: [], builds: placement.builds.intersection(reached.builds),
                    onEveryRow: Self.onEveryRow(reached, child: child, placement: placement),
                    unconditional: reached.unconditional && placement.unconditional && !child.fact.insideForEach))
            }
        }
        reachable[key] = result
        return result
    }
}
