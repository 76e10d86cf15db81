import SwiftSyntax

/// Launch-argument checks (`if ProcessInfo.processInfo.arguments.contains("-showTips")`): what
/// a developer passes, so a testing call under one runs only when asked for.
extension TipFactsVisitor {
    /// Inside `if <launch argument check> { … }`, or after `guard <launch argument check> else { … }`
    /// in the same or an enclosing block.
    func isInsideLaunchArgumentCheck(_ node: some SyntaxProtocol) -> Bool {
        isInsideCheck(node, everyArm: false, kind: .launchArguments) { Self.isLaunchArgumentGate($0) }
    }

    /// Conditions that hold only when a developer passes a launch argument: some element is a
    /// check of the arguments or environment that nothing else can stand in for. Joined by `||`
    /// with a setting (`args.contains("-uitests") || UserDefaults…`) or negated (`!args.contains`),
    /// a check lets the code run in a person's launch too.
    static func isLaunchArgumentGate(_ conditions: ConditionElementListSyntax) -> Bool {
        conditions.contains { element in
            if case .expression(let expression) = element.condition { return gates(expression) }
            return mentionsLaunchArguments(Syntax(element))
        }
    }

    private static func gates(_ expression: ExprSyntax) -> Bool {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return gates(only.expression)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" { return false }
        let elements: [ExprSyntax]
        if let sequence = expression.as(SequenceExprSyntax.self) {
            elements = Array(sequence.elements)
        } else if let infix = expression.as(InfixOperatorExprSyntax.self) {
            elements = [infix.leftOperand, infix.operator, infix.rightOperand]
        } else {
            return mentionsLaunchArguments(Syntax(expression))
        }
        let disjuncts = split(elements, at: "||")
        return disjuncts.count > 1 ? disjuncts.allSatisfy(conjunctionGates) : conjunctionGates(elements)
    }

    /// Operands joined by `&&` (or one comparison): one that gates is enough.
    private static func conjunctionGates(_ elements: [ExprSyntax]) -> Bool {
        split(elements, at: "&&").contains { part in
            part.count == 1 ? gates(part[0]) : part.contains { mentionsLaunchArguments(Syntax($0)) }
        }
    }

    private static func split(_ elements: [ExprSyntax], at operatorText: String) -> [[ExprSyntax]] {
        var parts: [[ExprSyntax]] = [[]]
        for element in elements {
            if element.as(BinaryOperatorExprSyntax.self)?.operator.text == operatorText { parts.append([]) } else { parts[parts.count - 1].append(element) }
        }
        return parts
    }

    /// For a node not `isInsideLaunchArgumentCheck`: the parameters of the functions around it
    /// whose default value is the launch arguments or environment, when reading parameters
    /// through their defaults makes a check around it one (`if arguments.contains("-showTips")`
    /// in `func start(arguments: [String] = ProcessInfo.processInfo.arguments)`). Whether that
    /// holds depends on the calls of the function, so the index decides (`ProjectIndex.noCallPasses`).
    /// An initialiser's parameters are not followed: its calls (`Setup(…)`) are not recorded.
    /// `type`: the qualified type around `node`, whose functions they are.
    func launchArgumentDefaults(gating node: some SyntaxProtocol, type: String?) -> [DefaultedArgument] {
        guard isInsideCheck(node, everyArm: false, kind: .launchArgumentDefaults, where: {
            Self.mentionsLaunchArguments(Syntax($0), throughDefaults: true)
        }) else { return [] }
        var found: [DefaultedArgument] = []
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) {
                for parameter in function.signature.parameterClause.parameters {
                    guard let value = parameter.defaultValue?.value, Self.mentionsLaunchArguments(Syntax(value)) else { continue }
                    found.append(DefaultedArgument(function: function.name.text, type: type, label: parameter.firstName.text))
                }
            }
            current = parent.parent
        }
        return found
    }

    /// `ProcessInfo.processInfo.arguments`, `CommandLine.arguments`, `ProcessInfo.processInfo.environment`,
    /// or a local constant holding one (`let args = ProcessInfo.processInfo.arguments` before
    /// `if args.contains(…)`), followed two constants deep; with `throughDefaults`, a function's
    /// parameter by its default value as well (one of the two steps). Each local name is
    /// followed once per question (`followed`): `let b = c || c || …` read through
    /// `a = b || b || …` cost the product of their lengths.
    static func mentionsLaunchArguments(_ node: Syntax, throughDefaults: Bool = false) -> Bool {
        var followed = Set<String>()
        return mentionsLaunchArguments(node, hops: 2, throughDefaults: throughDefaults, followed: &followed)
    }

    private static func mentionsLaunchArguments(_ node: Syntax, hops: Int, throughDefaults: Bool, followed: inout Set<String>) -> Bool {
        if let member = node.as(MemberAccessExprSyntax.self), let base = member.base.flatMap(SyntaxQueries.dottedName) {
            switch (base, member.declName.baseName.text) {
            case ("ProcessInfo.processInfo", "arguments"), ("CommandLine", "arguments"),
                ("ProcessInfo.processInfo", "environment"):
                return true
            default: break
            }
        }
        // A bare name that is read (not the member of `settings.environment`, not a key path's).
        if hops > 0, let reference = node.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isLowercase == true,
            reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id,
            !(reference.parent?.is(KeyPathPropertyComponentSyntax.self) ?? false),
            followed.insert(reference.baseName.text).inserted
        {
            switch localDeclaration(of: reference.baseName.text, around: reference) {
            case .value(let value):
                return mentionsLaunchArguments(Syntax(value), hops: hops - 1, throughDefaults: throughDefaults, followed: &followed)
            case .parameter(let parameter) where throughDefaults:
                guard let value = parameter.defaultValue?.value else { return false }
                return mentionsLaunchArguments(Syntax(value), hops: hops - 1, throughDefaults: throughDefaults, followed: &followed)
            case .typed, .property, .unsure, .parameter:
                return false
            }
        }
        for child in node.children(viewMode: .sourceAccurate)
        where mentionsLaunchArguments(child, hops: hops, throughDefaults: throughDefaults, followed: &followed) {
            return true
        }
        return false
    }
}
