import SwiftSyntax

/// The framework's entry points into project code that say when it runs: what UIKit and AppKit
/// call as a screen loads, and as a person selects something (`SyntaxContext.placement`).
extension SyntaxContext {
    /// A UIKit or AppKit view controller's (or view's) callbacks as its screen loads and
    /// appears, when overridden: the framework calls them, no project code does.
    static let screenLifecycleNames: Set<String> = [
        "loadView", "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear", "awakeFromNib",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews",
    ]
    /// UIKit and AppKit delegate callbacks that run when a person taps or selects something,
    /// by function name and one argument label (nil: the name alone), with what messages call
    /// the control ("in a table row's action"): a person's action, as a button's is.
    static let selectionCallbacks: [(name: String, label: String?, control: String)] = [
        ("tableView", "didSelectRowAt", "table row"), ("tableView", "performPrimaryActionForRowAt", "table row"),
        ("tableView", "commit", "table row"), ("collectionView", "didSelectItemAt", "collection item"),
        ("collectionView", "performPrimaryActionForItemAt", "collection item"), ("collectionView", "didSelectItemsAt", "collection item"),
        ("tableViewSelectionDidChange", nil, "table row"), ("outlineViewSelectionDidChange", nil, "outline row"),
    ]

    /// Where code runs, from the closure, function or property around it and the types it is in.
    static func placement(
        function: Syntax?, closure: (name: String?, label: String?)?, types: [TypeFrame], fileName: String
    ) -> PlacementContext {
        if let closure { return closurePlacement(callee: closure.name, label: closure.label) }
        let type = types.first
        if let function {
            if function.is(InitializerDeclSyntax.self) {
                if type?.isApp == true { return PlacementContext(kind: .appInit, name: "init") }
                if type?.isAppDelegate == true { return PlacementContext(kind: .appDelegateLaunch, name: "init") }
                if type?.isView == true { return PlacementContext(kind: .viewInit, name: "init") }
                return PlacementContext(kind: .function, name: "init")
            }
            if let declaration = function.as(FunctionDeclSyntax.self) {
                let name = declaration.name.text
                let labels = declaration.signature.parameterClause.parameters.map(\.firstName.text)
                if appDelegateLaunchNames.contains(name)
                    || (name == "application" && labels.contains(where: appDelegateLaunchLabels.contains))
                {
                    return PlacementContext(kind: .appDelegateLaunch, name: name)
                }
                if screenLifecycleNames.contains(name), declaration.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) {
                    return PlacementContext(kind: .screenLifecycle, name: name)
                }
                if let callback = selectionCallbacks.first(where: { $0.name == name && ($0.label.map(labels.contains) ?? true) }) {
                    return PlacementContext(kind: .controlAction, name: callback.control)
                }
                var placement = PlacementContext(kind: .function, name: name)
                placement.isFilePrivate = TypeUseReader.isFilePrivate(declaration)
                return placement
            }
            if let binding = function.as(PatternBindingSyntax.self) {
                let name = binding.pattern.trimmedDescription
                if name == "body", type?.isView == true || binding.typeAnnotation?.type.trimmedDescription == "some View" {
                    return PlacementContext(kind: .viewBody, name: name)
                }
                return PlacementContext(kind: .property, name: name)
            }
            return PlacementContext(kind: .function, name: nil)
        }
        if fileName == "main.swift" { return PlacementContext(kind: .mainTopLevel, name: nil) }
        return PlacementContext(kind: .topLevel, name: nil)
    }
}
