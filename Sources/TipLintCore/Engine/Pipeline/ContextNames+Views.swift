/// The launch views of the second pass (see `ContextNames`): the views an `App`'s scenes create
/// and, from them, the views they create outside presented content (`.sheet`, navigation
/// destinations), each tab included, as first-launch-tips reads the first screen. A view with no
/// TipKit word of its own on that path (`WindowGroup { PlantsView() }`, PlantsView creating the
/// view that shows the tips) would hide the first screen. Only those no file read declares count,
/// matched only where a declaration introduces the name (`struct PlantsView`), so the file read
/// is the view's own. Capitalised calls that are not views (`Item(name:)`) are among them until
/// their declaration is read, unless they are made outside code that builds content
/// (`ChildViewSite.buildsContent`: an `init`, a stored property's initial value). A look follows at most `widestLaunchFront` of them per `App`: the
/// narrow path of a small app, not the whole view tree of a large one. Names are simple type names
/// (`Row` for `Settings.Row`), as child views are written.
///
/// Views in general are not context names (they occur in most files). The views that show a tip
/// are shown names: a container naming two of them (`VStack { Left(); Right() }`) is read for
/// those declarations only (`ContextNames+Containers`).
extension ContextNames {
    private static func simple(_ name: String) -> String { name.split(separator: ".").last.map(String.init) ?? name }

    /// SwiftUI's scenes, which an `App`'s body creates around its views: never a view of the
    /// project to look for. (A project view named `Settings` created right in an `App`'s body
    /// is then not followed.)
    static let sceneTypes: Set<String> = [
        "WindowGroup", "Window", "UtilityWindow", "DocumentGroup", "Settings", "MenuBarExtra", "ImmersiveSpace", "WKNotificationScene",
    ]

    /// The launch views of each `App` of `facts` (see above) that no type of `facts` declares,
    /// framework types left out (`Color` would match every file that declares a `Color` of its
    /// own), one set per `App`: each is its own launch, and `widestLaunchFront` bounds each
    /// app's path, not their sum (an iPhone and a Mac app side by side are two narrow paths).
    /// An `App` name declared in two files (two targets' copies) is two apps, each creating
    /// the views its own file's scenes do.
    static func unreadLaunchViews(in facts: [FileFacts]) -> [Set<String>] {
        // Views by simple name, with how many files declare one: a name two files declare (two
        // targets' copies of a view) is a child-view call the screens cannot resolve
        // (`ProjectIndex.screens`), so the path stops there.
        var views: [String: Int] = [:]
        var apps: [String: Set<String>] = [:]
        var declared = Set<String>()
        for file in facts {
            for part in file.types where part.kind != .extension {
                // A container read for its declarations only has its other types as headers
                // (`DeclarationBlanking`): their children unknown, they are still to read.
                if !file.declarationsOnly { declared.insert(part.simpleName) }
                guard !part.isTestOrPreview else { continue }
                if part.isScreenContent { views[part.simpleName, default: 0] += 1 }
                if part.inherits("App", module: "SwiftUI") { apps[part.simpleName, default: []].insert(file.path) }
            }
        }
        guard !apps.isEmpty else { return [] }
        // Each type's children created outside presented content; an `App` declared in several
        // files has its children by file (`Name@path`).
        var children: [String: [String]] = [:]
        for file in facts {
            // A model an `App` or a view builds (`@State private var store = Store()`, in `init`)
            // is not on the screen: counted, it would fill the front with names that are no view.
            for child in file.childViews where !child.isTestOrPreview && child.presentation == nil && child.buildsContent {
                guard var parent = child.enclosingType.map(simple) else { continue }
                if let files = apps[parent], files.count > 1 { parent += "@\(file.path)" }
                children[parent, default: []].append(simple(child.typeName))
            }
        }
        let starts = apps.sorted { $0.key < $1.key }.flatMap { app, files in
            files.count > 1 ? files.sorted().map { "\(app)@\($0)" } : [app]
        }
        return starts.map { app in
            var launch = Set<String>()
            var queue = (children[app] ?? []).filter { !sceneTypes.contains($0) }
            while let name = queue.popLast() {
                guard launch.insert(name).inserted, views[name] == 1 else { continue }
                queue += children[name] ?? []
            }
            return launch.subtracting(declared).subtracting(frameworkTypes)
        }
    }

    /// The views one look follows: of each app's front (`unreadLaunchViews`), the views not in
    /// `followed`, when they are at most `widestLaunchFront` and fit the look's
    /// `widestLaunchLook` with the apps before; an app whose views do not fit waits.
    static func launchLook(_ fronts: [Set<String>], followed: Set<String> = []) -> Set<String> {
        var look = Set<String>()
        for front in fronts {
            let unfollowed = front.subtracting(followed)
            guard unfollowed.count <= widestLaunchFront, look.union(unfollowed).count <= widestLaunchLook else { continue }
            look.formUnion(unfollowed)
        }
        return look
    }
}
