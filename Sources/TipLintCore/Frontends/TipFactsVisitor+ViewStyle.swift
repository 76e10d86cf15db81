import SwiftSyntax

/// UIKit's and AppKit's way to apply a `TipViewStyle`: the `viewStyle` property of
/// `TipUIView`, `TipUIPopoverViewController`, `TipUICollectionViewCell`, `TipNSView` and
/// `TipNSPopover` (`popover.viewStyle = ClosableStyle()`).
extension TipFactsVisitor {
    /// Records `call` as a style applied when it is the value of `x.viewStyle = Style()`: to the
    /// display site `x` was made from when `x` is a local (`let popover =
    /// TipUIPopoverViewController(tip, …)`), else, like `.tipViewStyle(_:)` on `self`, to every
    /// site of the type.
    func recordViewStyleAssignment(_ call: FunctionCallExprSyntax) {
        guard let list = call.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true else { return }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == call.id }), index >= 2, elements[index - 1].is(AssignmentExprSyntax.self),
            let target = elements[index - 2].as(MemberAccessExprSyntax.self), target.base != nil, target.declName.baseName.text == "viewStyle",
            let style = SyntaxQueries.constructedType(ExprSyntax(call))
        else { return }
        let context = context(call)
        var range: SourceRange?
        if let receiver = target.base?.as(DeclReferenceExprSyntax.self),
            case .value(let value) = Self.localDeclaration(of: receiver.baseName.text, around: call)
        {
            range = lines.range(of: value)
        }
        facts.styleApplications.append(StyleApplication(
            styleType: style, enclosingType: context.qualifiedTypeName, range: range, appliesToWholeApp: false,
            isTestOrPreview: context.isTestOrPreview))
    }
}
