import TipLintCore

/// The words for a place that runs after launch, a phrase that follows "is called"
/// (`inside .task`, `in startOver(), which is called in a Button's action`). Shared by the
/// rules that report code running after launch (configure-placement, reset-after-configure),
/// so they say it alike; the index decides the place (`ProjectIndex.latePlacement(of:)`).
enum PlacePhrase {
    static func phrase(_ late: LatePlacement) -> String {
        late.through.reversed().reduce(phrase(late.place)) { place, function in inFunction(function, calledAt: place) }
    }

    private static func phrase(_ place: PlacementContext) -> String {
        switch place.kind {
        case .task: return insideTask
        case .onAppear: return insideOnAppear
        case .viewBody: return inViewBody
        case .viewInit: return inViewInit
        case .screenLifecycle: return "in \(place.enclosingType.map { "\($0)'s " } ?? "")\(place.name ?? "viewDidLoad")()"
        case .controlAction: return inAction(ofControl: place.name, in: place.enclosingType)
        case .closure: return inClosure(passedTo: place.name)
        case .property: return inProperty(place.name)
        // The index never answers these as late; named for completeness.
        case .appInit, .appDelegateLaunch, .mainTopLevel, .topLevel, .function: return "at start-up"
        }
    }

    static let insideTask = "inside .task"
    static let insideOnAppear = "inside .onAppear"
    static let inViewBody = "in a view's body"
    static let inViewInit = "in a view's init"
    /// `control`: the control's type (`Button`), when known; `type`: the view or controller it
    /// is in, so a person can find it.
    static func inAction(ofControl control: String?, in type: String? = nil) -> String {
        "in a \(control ?? "control")'s action" + (type.map { " in \($0)" } ?? "")
    }
    static func inClosure(passedTo function: String?) -> String { "in a closure passed to \(function ?? "a function")" }
    static func inProperty(_ name: String?) -> String { "in the property \(name ?? "")" }
    /// A project function whose caller is itself placed late.
    static func inFunction(_ name: String, calledAt place: String) -> String { "in \(name)(), which is called \(place)" }
}
