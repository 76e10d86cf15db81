import SwiftSyntax

/// UIKit's and AppKit's way to apply a `TipViewStyle`: the `viewStyle` property of
/// `TipUIView`, `TipUIPopoverViewController`, `TipUICollectionViewCell`, `TipNSView` and
/// `TipNSPopover` (`popover.viewStyle = ClosableStyle()`).
extension TipFactsVisitor {
    /// Records `call` as a style applied to the tips shown in its type when it is the value of
    /// `x.viewStyle = Style()`: like `.tipViewStyle(_:)` on `self`, it reaches the type's sites.
    func recordViewStyleAssignment(_ call: FunctionCallExprSyntax) {
        guard let list = call.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true else { return }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == call.id }), index >= 2, elements[index - 1].is(AssignmentExprSyntax.self),
            let target = elements[index - 2].as(MemberAccessExprSyntax.self), target.base != nil, target.declName.baseName.text == "viewStyle",
            let style = SyntaxQueries.constructedType(ExprSyntax(call))
        else { return }
        let context = context(call)
        facts.styleApplications.append(StyleApplication(
            styleType: style, enclosingType: context.qualifiedTypeName, range: nil, appliesToWholeApp: false,
            isTestOrPreview: context.isTestOrPreview))
    }
}
