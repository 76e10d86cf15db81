import SwiftSyntax

/// Reads the text a person sees out of `Text(…)` calls and string literals.
struct TextLiteralReader {
    let lines: LineTable

    /// Every `Text(…)` call below `node` whose text is a literal, measured (`texts`), and the
    /// `Text`s joined with `+` with at least one such literal, as wholes (`joined`; their pieces
    /// are in `texts` too). Several results are alternatives (`if`/`else` arms).
    func shownTexts(in node: some SyntaxProtocol) -> (texts: [TextLiteral], joined: [JoinedText]) {
        let collector = TextCallCollector(viewMode: .sourceAccurate)
        collector.collect(in: node)
        let joined = collector.joinedTexts.compactMap { joinedText($0.calls, range: lines.range(of: $0.sequence)) }
        return (collector.calls.compactMap(text(of:)), joined)
    }

    /// The text `Text`s joined with `+` show, in order (`range`: the whole expression). A piece
    /// whose text is not a literal a person reads as written (`Text(name)`, `Text("tip.title")`,
    /// which looks like a catalog key) counts as an interpolation of unknown length, an image as
    /// one character. Nil when no piece is such a literal.
    func joinedText(_ calls: [FunctionCallExprSyntax], range: SourceRange) -> JoinedText? {
        let pieces = calls.map(text(of:))
        let literals = pieces.map { $0.flatMap { $0.looksLikeKey || $0.looksUpInterpolatedKey ? nil : $0 } }
        guard literals.contains(where: { $0 != nil }) else { return nil }
        var whole = TextLiteral(text: "", imageInterpolations: 0, otherInterpolations: 0, range: range)
        var texts = [""]
        var interpolations: [TextInterpolation] = []
        var markup = 0
        for (call, piece) in zip(calls, literals) {
            if let piece {
                whole.text += piece.text
                markup += piece.text.count + piece.imageInterpolations - piece.visibleLength
                whole.imageInterpolations += piece.imageInterpolations
                whole.otherInterpolations += piece.otherInterpolations
                let pieceTexts = piece.interpolations.isEmpty ? [piece.text] : piece.pieces
                texts[texts.count - 1] += pieceTexts.first ?? ""
                texts += pieceTexts.dropFirst()
                interpolations += piece.interpolations
            } else {
                let argument = call.arguments.first?.expression
                let isImage = argument.flatMap { $0.as(FunctionCallExprSyntax.self) }.flatMap(SyntaxQueries.calleeName) == "Image"
                if isImage { whole.imageInterpolations += 1 } else { whole.otherInterpolations += 1 }
                interpolations.append(TextInterpolation(expression: argument?.trimmedDescription ?? call.trimmedDescription, isImage: isImage))
                texts.append("")
            }
        }
        if !interpolations.isEmpty { (whole.interpolations, whole.pieces) = (interpolations, texts) }
        return JoinedText(text: whole, renderedMarkup: markup, pieceKeys: pieces.compactMap { $0?.localizationKey })
    }

    /// Every `Text(…)` call below `node` that shows a generated string accessor.
    func accessors(in node: some SyntaxProtocol) -> [StringAccessor] {
        let collector = TextCallCollector(viewMode: .sourceAccurate)
        collector.collect(in: node)
        return collector.calls.compactMap { call in
            guard let argument = call.arguments.first, argument.label == nil else { return nil }
            return accessor(argument.expression)
        }
    }

    /// Every `Text(…)` call below `node` that shows a name other than a generated accessor
    /// (`Text(Strings.pinTitle)`, `Text(verbatim: pinTitle)`): the index looks it up among constants.
    func names(in node: some SyntaxProtocol) -> [NameReference] {
        let collector = TextCallCollector(viewMode: .sourceAccurate)
        collector.collect(in: node)
        return collector.calls.compactMap { call in
            guard let argument = call.arguments.first, argument.label == nil || argument.label?.text == "verbatim",
                accessor(argument.expression) == nil, let name = SyntaxQueries.dottedName(argument.expression)
            else { return nil }
            return NameReference(name: name, range: lines.range(of: argument.expression))
        }
    }

    /// The text of a constant's value: a literal, `String(localized:)`, `LocalizedStringResource(…)`,
    /// `NSLocalizedString(…)`. A plain literal is a catalog key only when `declaredType` is
    /// `LocalizedStringKey` or `LocalizedStringResource`: `Text(_:)` shows a `String` as written.
    func constantText(_ expression: ExprSyntax, declaredType: String?) -> TextLiteral? {
        if expression.is(StringLiteralExprSyntax.self) {
            return literalText(expression, localized: ["LocalizedStringKey", "LocalizedStringResource"].contains(declaredType ?? ""))
        }
        return literalText(expression, localized: true)
    }

    /// `L10n.tipSearchTitle`, `L10n.Tip.Search.title` (SwiftGen), `.tipSearchTitle`,
    /// `LocalizedStringResource.tipSearchTitle` (Xcode's generated symbols), also inside
    /// `String(localized:)`. Other member chains (`model.title`) are not accessors.
    func accessor(_ expression: ExprSyntax) -> StringAccessor? {
        if let call = expression.as(FunctionCallExprSyntax.self), SyntaxQueries.calleeName(call) == "String",
            let argument = call.arguments.first, argument.label?.text == "localized"
        {
            return accessor(argument.expression)
        }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        var components = [member.declName.baseName.text]
        var base = member.base
        while let current = base?.as(MemberAccessExprSyntax.self) {
            components.insert(current.declName.baseName.text, at: 0)
            base = current.base
        }
        switch base.flatMap({ $0.as(DeclReferenceExprSyntax.self)?.baseName.text }) {
        case nil where base == nil: break
        case "L10n", "LocalizedStringResource": break
        default: return nil
        }
        return StringAccessor(components: components, range: lines.range(of: expression))
    }

    /// `Text("…")`, `Text(verbatim:)`, `Text(String(localized:))`, `Text(LocalizedStringResource(…))`,
    /// `Text(NSLocalizedString("key", value: "…", comment:))` (the value).
    func text(of call: FunctionCallExprSyntax) -> TextLiteral? {
        guard let argument = call.arguments.first else { return nil }
        switch argument.label?.text {
        case nil:
            guard var text = literalText(argument.expression, localized: true) else { return nil }
            // `Text("…")` takes a `LocalizedStringKey`, which SwiftUI renders as inline Markdown:
            // a link shows its label, not its URL (`TextLiteral.visibleLength`).
            text.rendersMarkdown = argument.expression.is(StringLiteralExprSyntax.self)
            return text
        case "verbatim": return literalText(argument.expression, localized: false)
        default: return nil
        }
    }

    /// `localized`: a plain literal here is a catalog key (SwiftUI's `Text("…")` looks it up).
    private func literalText(_ expression: ExprSyntax, localized: Bool) -> TextLiteral? {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            var text = measure(literal)
            if localized {
                if text.interpolations.isEmpty { text.localizationKey = text.text } else { text.looksUpInterpolatedKey = true }
            }
            return text
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let name = SyntaxQueries.calleeName(call) else {
            return nil
        }
        switch name {
        case "String" where call.arguments.first?.label?.text == "localized",
            "LocalizedStringResource", "LocalizedStringKey":
            let key = call.arguments.first.flatMap { literalText($0.expression, localized: true) }
            // `defaultValue:` is what people read when no table holds the key, as
            // `NSLocalizedString(value:)` is; a table's source-language text still wins.
            guard let key, let localizationKey = key.localizationKey,
                let fallback = call.arguments.first(where: { $0.label?.text == "defaultValue" }),
                var text = literalText(fallback.expression, localized: false)
            else { return key }
            text.localizationKey = localizationKey
            return text
        case "NSLocalizedString":
            let key = call.arguments.first.flatMap { $0.expression.as(StringLiteralExprSyntax.self) }.map(measure)
            let value = call.arguments.first { $0.label?.text == "value" } ?? call.arguments.first
            var text = value.flatMap { literalText($0.expression, localized: false) }
            if let key, key.imageInterpolations + key.otherInterpolations == 0 { text?.localizationKey = key.text }
            return text
        default:
            return nil
        }
    }

    func measure(_ literal: StringLiteralExprSyntax) -> TextLiteral {
        var text = ""
        var images = 0
        var others = 0
        var pieces = [""]
        var interpolations: [TextInterpolation] = []
        for segment in literal.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                let resolved = Self.unescaped(plain.content.text)
                text += resolved
                pieces[pieces.count - 1] += resolved
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self) {
                let single = interpolation.expressions.count == 1 ? interpolation.expressions.first?.expression : nil
                let isImage = single.flatMap { $0.as(FunctionCallExprSyntax.self).flatMap(SyntaxQueries.calleeName) } == "Image"
                if isImage { images += 1 } else { others += 1 }
                interpolations.append(TextInterpolation(
                    expression: interpolation.expressions.trimmedDescription, isImage: isImage, specifier: single.flatMap(Self.specifier)))
                pieces.append("")
            }
        }
        var result = TextLiteral(text: text, imageInterpolations: images, otherInterpolations: others, range: lines.range(of: literal))
        if !interpolations.isEmpty { (result.interpolations, result.pieces) = (interpolations, pieces) }
        return result
    }

    /// The format specifier Xcode extracts for an interpolation whose type the expression makes
    /// plain: a string literal's `%@`, an integer literal's `%lld`, a floating-point literal's
    /// `%lf`. Nil for anything else: its type is not known here, so any specifier may stand for it.
    private static func specifier(of expression: ExprSyntax) -> String? {
        if expression.is(StringLiteralExprSyntax.self) { return "%@" }
        if expression.is(IntegerLiteralExprSyntax.self) { return "%lld" }
        if expression.is(FloatLiteralExprSyntax.self) { return "%lf" }
        return nil
    }

    /// Resolves the escapes a title can hold; unknown escapes are kept as written.
    static func unescaped(_ raw: String) -> String {
        guard raw.contains("\\") else { return raw }
        var result = ""
        var characters = raw.makeIterator()
        while let character = characters.next() {
            guard character == "\\", let escaped = characters.next() else {
                result.append(character)
                continue
            }
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "\"", "'", "\\": result.append(escaped)
            case "u":
                var digits = ""
                while let next = characters.next(), next != "}" {
                    if next != "{" { digits.append(next) }
                }
                if let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) {
                    result.unicodeScalars.append(scalar)
                }
            default:
                result.append("\\")
                result.append(escaped)
            }
        }
        return result
    }
}

/// Finds `Text(…)` calls, `Text.init(…)`, and the `.init(…)` a title or message body gives
/// as its value (`var title: Text = .init(Strings.pinTitle)`, `var title: Text { .init(verbatim: …) }`):
/// there the context makes it a `Text`, as the compiler reads it.
private final class TextCallCollector: SyntaxVisitor {
    /// Every `Text` call, joined or not.
    var calls: [FunctionCallExprSyntax] = []
    /// The `Text`s a `+` joins (`Text(a) + Text(b).bold()`), each group in order.
    var joinedTexts: [(calls: [FunctionCallExprSyntax], sequence: SequenceExprSyntax)] = []
    /// The body walked, where an `.init(…)` that is its value is a `Text`.
    private var root: SyntaxIdentifier?

    func collect(in node: some SyntaxProtocol) {
        root = node.id
        walk(node)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if isText(node) {
            calls.append(node)
            return .skipChildren
        }
        // A modifier of a `Text` (`Text("Pin").accessibilityLabel(Text("…"))`): the text shown is
        // the one modified; a `Text` in a modifier's arguments is not on screen as the title.
        // Only the outermost call of a chain walks down it: each inner call would walk the rest
        // again (quadratic on a long chain).
        let isInnerLink = node.parent?.as(MemberAccessExprSyntax.self).map { $0.base?.id == node.id } ?? false
        if !isInnerLink, let modified = textCall(under: ExprSyntax(node)) {
            calls.append(modified)
            return .skipChildren
        }
        return .visitChildren
    }

    /// `Text(a) + Text(b).bold() + …`: every operand a `Text` (under modifiers), every operator
    /// `+`. Its `Text` calls are still visited one by one.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        var operands: [FunctionCallExprSyntax] = []
        for (position, element) in node.elements.enumerated() {
            if position % 2 == 1 {
                guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return .visitChildren }
            } else {
                guard let text = textCall(under: element) else { return .visitChildren }
                operands.append(text)
            }
        }
        if operands.count > 1, node.elements.count % 2 == 1 { joinedTexts.append((operands, node)) }
        return .visitChildren
    }

    private func isText(_ call: FunctionCallExprSyntax) -> Bool {
        SyntaxQueries.calleeName(call) == "Text" || isTextInit(call)
    }

    /// The `Text(…)` call `expression` is, under any modifiers (`Text("Latest").italic()`).
    private func textCall(under expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self) {
            if isText(call) { return call }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
            current = base
        }
        return nil
    }

    /// `Text.init(…)`, or `.init(…)` whose value is the body's own (returned, or joined with `+`
    /// to other text): not an argument of another call, not a local's value, not in a closure,
    /// where its type is something else.
    private func isTextInit(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" else {
            return false
        }
        if let base = member.base { return SyntaxQueries.dottedName(base).map { $0 == "Text" || $0 == "SwiftUI.Text" } ?? false }
        var previous = Syntax(call)
        var current = previous.parent
        guard let root else { return false }
        if previous.id == root { return true }
        while let node = current {
            // The body of a `title` or `message`: its initial value or its accessors.
            if node.id == root { return true }
            // An implicit member chain, `.init("Pin").bold()`, is still the body's `Text`.
            if let chain = node.as(MemberAccessExprSyntax.self), chain.base?.id == previous.id {
                (previous, current) = (node, node.parent)
                continue
            }
            if let chained = node.as(FunctionCallExprSyntax.self), chained.calledExpression.id == previous.id {
                (previous, current) = (node, node.parent)
                continue
            }
            if node.is(LabeledExprSyntax.self) || node.is(InitializerClauseSyntax.self) || node.is(ClosureExprSyntax.self)
                || node.is(ArrayElementSyntax.self) || node.is(DictionaryElementSyntax.self) || node.is(FunctionCallExprSyntax.self)
                || node.is(SubscriptCallExprSyntax.self) || node.is(FunctionDeclSyntax.self)
            {
                return false
            }
            (previous, current) = (node, node.parent)
        }
        return false
    }
}
