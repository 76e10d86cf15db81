import SwiftSyntax

/// What runs before anything else the first time: `Tips.configure` in a test's per-test
/// `setUp`, and sheets a view presents from a first-launch `@AppStorage` flag.
extension TipFactsVisitor {
    /// Statements around a configure call that make it conditional: each test may then skip it.
    private static func isConditional(_ node: Syntax) -> Bool {
        node.is(IfExprSyntax.self) || node.is(GuardStmtSyntax.self) || node.is(ClosureExprSyntax.self)
            || node.is(SwitchCaseSyntax.self) || node.is(ForStmtSyntax.self) || node.is(WhileStmtSyntax.self)
    }

    /// `Tips.configure` directly in code that runs before every test: an `XCTestCase`'s instance
    /// `setUp()`/`setUpWithError()`, or the `init` of a Swift Testing suite (a type with `@Suite`
    /// or `@Test` functions, made anew for each test). From the second test on it throws
    /// `tipsDatastoreAlreadyConfigured`. A reset or an early exit (a once-token) before it, or a
    /// condition around it: silent.
    func recordConfigureInSetUp(_ call: FunctionCallExprSyntax) {
        var node = Syntax(call)
        var function: (name: String, modifiers: DeclModifierListSyntax, body: CodeBlockSyntax?)?
        while let parent = node.parent {
            if let declaration = parent.as(FunctionDeclSyntax.self) {
                function = (declaration.name.text, declaration.modifiers, declaration.body)
                break
            }
            if let declaration = parent.as(InitializerDeclSyntax.self) {
                function = ("init", declaration.modifiers, declaration.body)
                break
            }
            if Self.isConditional(parent) || parent.is(MemberBlockItemSyntax.self) { return }
            node = parent
        }
        guard let function, let body = function.body,
            !function.modifiers.contains(where: { ["class", "static"].contains($0.name.text) })
        else { return }
        let perTest = function.name == "init"
            ? Self.isTestSuite(around: node.parent ?? node)
            : ["setUp", "setUpWithError"].contains(function.name) && context(call).innermostType?.inherits("XCTestCase") == true
        guard perTest else { return }
        for item in body.statements where item.position < call.position {
            let tokens = item.tokens(viewMode: .sourceAccurate)
            if item.item.is(GuardStmtSyntax.self) || tokens.contains(where: { $0.text == "resetDatastore" })
                || (item.item.is(ExpressionStmtSyntax.self) && tokens.contains(where: { $0.tokenKind == .keyword(.return) }))
            {
                return
            }
        }
        appendMisuse(.configureInSetUp, call, detail: function.name)
    }

    /// The type around an initialiser is a Swift Testing suite: `@Suite`, or a `@Test` function.
    private static func isTestSuite(around initializer: Syntax) -> Bool {
        guard let members = initializer.parent?.parent?.parent?.as(MemberBlockSyntax.self) else { return false }
        func marked(_ attributes: AttributeListSyntax?, _ name: String) -> Bool {
            attributes?.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name } == true
        }
        let type = members.parent
        if marked(type?.as(StructDeclSyntax.self)?.attributes, "Suite") || marked(type?.as(ClassDeclSyntax.self)?.attributes, "Suite") {
            return true
        }
        return members.members.contains { marked($0.decl.as(FunctionDeclSyntax.self)?.attributes, "Test") }
    }

    /// Sets `ConfigureCall.optionsUnread` on the configure call just recorded: an argument that
    /// is not an array literal of `.option(…)` calls may hold any display frequency.
    func markUnreadOptions(_ call: FunctionCallExprSyntax) {
        guard let last = facts.configureCalls.indices.last, facts.configureCalls[last].range == lines.range(of: call) else { return }
        let readable = call.arguments.allSatisfy { argument in
            guard let array = argument.expression.as(ArrayExprSyntax.self) else { return false }
            return array.elements.allSatisfy { element in
                element.expression.as(FunctionCallExprSyntax.self)?.calledExpression.is(MemberAccessExprSyntax.self) == true
            }
        }
        facts.configureCalls[last].optionsUnread = !readable
    }

    /// `.sheet(isPresented: $showWelcome)` where the flag is, or is set from, an `@AppStorage`
    /// property of the view: the sheet a fresh install opens with.
    func recordFirstLaunchPresentation(_ call: FunctionCallExprSyntax) {
        guard let argument = call.arguments.first(where: { $0.label?.text == "isPresented" }) else { return }
        var node = Syntax(call)
        var members: MemberBlockSyntax?
        while let parent = node.parent {
            if let type = parent.as(StructDeclSyntax.self) {
                members = type.memberBlock
                break
            }
            if let type = parent.as(ClassDeclSyntax.self) {
                members = type.memberBlock
                break
            }
            node = parent
        }
        guard let members else { return }
        let flags = Self.appStorageFlags(members)
        guard !flags.isEmpty else { return }
        let flag: (binding: String, stored: String)?
        if let bound = Self.boundName(argument.expression) {
            // Bound to the stored flag itself: a first-launch sheet only when it starts out true.
            if flags[bound] == "true" {
                flag = (bound, bound)
            } else if flags[bound] == nil, let stored = Self.flag(assignedTo: bound, from: flags, in: members) {
                flag = (bound, stored)
            } else {
                flag = nil
            }
        } else if let constant = argument.expression.as(FunctionCallExprSyntax.self),
            SyntaxQueries.calleeName(constant) == "constant",
            let stored = constant.arguments.first?.expression.tokens(viewMode: .sourceAccurate).first(where: { flags[$0.text] != nil })
        {
            // `.constant(!hasSeenWelcome)`.
            flag = (stored.text, stored.text)
        } else {
            flag = nil
        }
        guard let flag else { return }
        let context = context(call)
        facts.firstLaunchPresentations.append(FirstLaunchPresentation(
            // From the modifier's name: the whole call starts at the view it modifies, which may
            // be a container many lines above the `.sheet`.
            range: SourceRange(
                start: lines.position(
                    call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.positionAfterSkippingLeadingTrivia
                        ?? call.positionAfterSkippingLeadingTrivia),
                end: lines.position(call.endPositionBeforeTrailingTrivia)),
            binding: flag.binding, storedFlag: flag.stored,
            flagBranches: Self.branches(reading: [flag.binding, flag.stored], in: members),
            enclosingType: context.qualifiedTypeName, isTestOrPreview: context.isTestOrPreview))
    }

    /// The UTF-8 offsets of the `if`s in `members` whose conditions name one of `names`
    /// (`if !showWelcome { … }`, `if hasSeenWelcome { … } else { … }`).
    private static func branches(reading names: Set<String>, in members: MemberBlockSyntax) -> [Int] {
        var offsets = Set<Int>()
        for token in members.tokens(viewMode: .sourceAccurate) where names.contains(token.text) {
            var node = Syntax(token)
            while let parent = node.parent, !parent.is(MemberBlockItemSyntax.self) {
                if let branch = parent.as(IfExprSyntax.self) {
                    if node.id == branch.conditions.id { offsets.insert(branch.position.utf8Offset) }
                    break
                }
                node = parent
            }
        }
        return offsets.sorted()
    }

    /// `showWelcome` for `$showWelcome` and `self.$showWelcome`.
    private static func boundName(_ expression: ExprSyntax) -> String? {
        let reference = expression.as(DeclReferenceExprSyntax.self)?.baseName
            ?? expression.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedDescription == "self" ? $0.declName.baseName : nil }
        guard let text = reference?.text, text.hasPrefix("$") else { return nil }
        return String(text.dropFirst())
    }

    /// The type's `@AppStorage` properties, each with its initial value as written (`""` when none).
    private static func appStorageFlags(_ members: MemberBlockSyntax) -> [String: String] {
        var flags: [String: String] = [:]
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.attributes.contains(where: {
                    $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "AppStorage"
                })
            else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                flags[name] = binding.initializer?.value.trimmedDescription ?? ""
            }
        }
        return flags
    }

    /// The stored flag that an assignment `name = …` in the type reads, in its value or in the
    /// conditions of the `if`s around it (`if !hasSeenWelcome { showWelcome = true }`).
    private static func flag(assignedTo name: String, from flags: [String: String], in members: MemberBlockSyntax) -> String? {
        for token in members.tokens(viewMode: .sourceAccurate)
        where token.text == name && token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .equal {
            var node = Syntax(token)
            while let parent = node.parent, !parent.is(MemberBlockItemSyntax.self) {
                node = parent
                let read: Syntax?
                if node.is(SequenceExprSyntax.self) {
                    read = node
                } else if let branch = node.as(IfExprSyntax.self) {
                    read = Syntax(branch.conditions)
                } else {
                    read = nil
                }
                if let read, let flag = read.tokens(viewMode: .sourceAccurate).first(where: { flags[$0.text] != nil }) {
                    return flag.text
                }
            }
        }
        return nil
    }
}
