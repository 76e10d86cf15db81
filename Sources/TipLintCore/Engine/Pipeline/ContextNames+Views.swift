/// The launch views of the second pass (see `ContextNames`): the views an `App`'s scenes create
/// and, from them, the views they create outside presented content (`.sheet`, navigation
/// destinations), each tab included, as first-launch-tips reads the first screen. A view with no
/// TipKit word of its own on that path (`WindowGroup { PlantsView() }`, PlantsView creating the
/// view that shows the tips) would hide the first screen. Only those no file read declares count,
/// matched only where a declaration introduces the name (`struct PlantsView`), so the file read
/// is the view's own. Capitalised calls that are not views (`Item(name:)`) are among them until
/// their declaration is read. A look follows at most `widestLaunchFront` of them: the narrow
/// path of a small app, not the whole view tree of a large one. Names are simple type names
/// (`Row` for `Settings.Row`), as child views are written.
///
/// Views in general are not context names (they occur in most files). The views that show a tip
/// are shown names: a container naming two of them (`VStack { Left(); Right() }`) is read for
/// those declarations only (`ContextNames+Containers`).
extension ContextNames {
    private static func simple(_ name: String) -> String { name.split(separator: ".").last.map(String.init) ?? name }

    /// The launch views of `facts` (see above) that no type of `facts` declares, framework types
    /// left out (`Color` would match every file that declares a `Color` of its own).
    static func unreadLaunchViews(in facts: [FileFacts]) -> Set<String> {
        var views = Set<String>()
        var apps = Set<String>()
        var declared = Set<String>()
        for file in facts {
            for part in file.types where part.kind != .extension {
                declared.insert(part.simpleName)
                guard !part.isTestOrPreview else { continue }
                if part.isScreenContent { views.insert(part.simpleName) }
                if part.inherits("App", module: "SwiftUI") { apps.insert(part.simpleName) }
            }
        }
        guard !apps.isEmpty else { return [] }
        // Each type's children created outside presented content.
        var children: [String: [String]] = [:]
        for file in facts {
            for child in file.childViews where !child.isTestOrPreview && child.presentation == nil {
                guard let parent = child.enclosingType.map(simple) else { continue }
                children[parent, default: []].append(simple(child.typeName))
            }
        }
        var launch = Set<String>()
        var queue = apps.flatMap { children[$0] ?? [] }
        while let name = queue.popLast() {
            guard launch.insert(name).inserted, views.contains(name) else { continue }
            queue += children[name] ?? []
        }
        return launch.subtracting(declared).subtracting(frameworkTypes)
    }
}
