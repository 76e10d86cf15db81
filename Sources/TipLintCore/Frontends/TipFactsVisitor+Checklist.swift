import SwiftSyntax

/// The review-checklist facts (`ConfigureDetail`, `TipStyleBody`, package platforms): how a
/// `Tips.configure` call runs and what it asks for, and what a `TipViewStyle` draws.
extension TipFactsVisitor {
    /// Called for every `Tips.configure(…)` beside its `ConfigureCall`.
    func recordConfigureDetail(_ call: FunctionCallExprSyntax, context: SyntaxContext) {
        let namesCloudKit = call.arguments.contains { argument in
            argument.expression.tokens(viewMode: .sourceAccurate).contains { $0.text == "cloudKitContainer" }
        }
        facts.configureDetails.append(ConfigureDetail(
            range: lines.range(of: call), offMainActor: Self.offMainActor(call), namesCloudKitContainer: namesCloudKit,
            optionsComputed: call.arguments.first.map { !SyntaxQueries.stripped($0.expression).is(ArrayExprSyntax.self) } ?? false,
            branches: context.branches, runtimeConditioned: isInsideRuntimeCondition(call), isTestOrPreview: context.isTestOrPreview))
    }

    /// Where `node` runs off the main actor, walking out through the closures whose queue is
    /// known: `Task { … }` keeps the actor of the code around it and closures of `forEach`,
    /// `map`… run in place, so the walk goes on through them; `Task.detached` and
    /// `DispatchQueue.global().async` leave the main actor; `DispatchQueue.main`, `MainActor.run`
    /// and any other closure (a completion handler whose queue is not written here) end the walk
    /// with no answer. At the function: a `nonisolated` (or `@concurrent`) `async` function runs
    /// on the global executor; a synchronous one runs on its caller's thread, so it says nothing.
    static func offMainActor(_ node: some SyntaxProtocol) -> String? {
        var current = Syntax(node)
        while let parent = current.parent {
            defer { current = parent }
            if let closure = parent.as(ClosureExprSyntax.self) {
                guard let owner = SyntaxQueries.owningCall(of: closure) else { return nil }
                // `Task.detached { @MainActor in … }` runs its body on the main actor.
                if closure.signature?.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor" }) == true {
                    return nil
                }
                let callee = owner.call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? owner.call.calledExpression
                let name = SyntaxQueries.dottedName(callee)
                if name == "Task.detached" { return "in a closure passed to Task.detached" }
                if let member = callee.as(MemberAccessExprSyntax.self), ["async", "asyncAfter"].contains(member.declName.baseName.text),
                    let base = member.base?.as(FunctionCallExprSyntax.self), SyntaxQueries.dottedName(base.calledExpression) == "DispatchQueue.global"
                {
                    return "in a closure passed to DispatchQueue.global().\(member.declName.baseName.text)"
                }
                if name == "Task" || SyntaxContext.runsClosureInPlace(owner.call) { continue }
                return nil
            }
            if let function = parent.as(FunctionDeclSyntax.self) {
                let isAsync = function.signature.effectSpecifiers?.asyncSpecifier != nil
                let nonisolated = function.modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) && $0.detail == nil }
                let concurrent = function.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "concurrent" }
                guard isAsync, nonisolated || concurrent else { return nil }
                return "in \(concurrent ? "@concurrent" : "nonisolated") async function \(function.name.text)()"
            }
            if parent.is(InitializerDeclSyntax.self) || parent.is(AccessorDeclSyntax.self) || parent.is(DeinitializerDeclSyntax.self) {
                return nil
            }
        }
        return nil
    }

    /// For a type (or extension) that conforms to `TipViewStyle`: its `makeBody(configuration:)`.
    func recordTipStyleBodies(_ members: MemberBlockSyntax, style: String, isTestOrPreview: Bool) {
        for member in members.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "makeBody",
                let parameter = function.signature.parameterClause.parameters.first, let body = function.body
            else { continue }
            let name = (parameter.secondName ?? parameter.firstName).text
            facts.tipStyleBodies.append(TipStyleBody(
                styleType: style, range: lines.range(of: function), mayClose: Self.mayClose(body, configuration: name),
                isTestOrPreview: isTestOrPreview))
        }
    }

    /// Whether a style body can close its tip: it reads `configuration.tip` or
    /// `configuration.actions`, or hands the configuration itself to other code.
    private static func mayClose(_ body: CodeBlockSyntax, configuration: String) -> Bool {
        for token in body.tokens(viewMode: .sourceAccurate) where token.text == configuration {
            guard let period = token.nextToken(viewMode: .sourceAccurate), period.tokenKind == .period else { return true }
            guard let member = period.nextToken(viewMode: .sourceAccurate) else { return true }
            if member.text == "tip" || member.text == "actions" { return true }
        }
        return false
    }
}

/// The platforms a `Package.swift` declares: `platforms: [.iOS(.v17), .macOS(.v14)]` gives
/// `iOS` and `macOS`, each with its range. Only the literal list of the `platforms:` argument is read.
enum PackagePlatformReader {
    static let names: Set<String> = ["iOS", "macOS", "macCatalyst", "tvOS", "watchOS", "visionOS"]

    static func platforms(in tree: SourceFileSyntax, lines: LineTable) -> [PackagePlatform] {
        var result: [PackagePlatform] = []
        for token in tree.tokens(viewMode: .sourceAccurate) where token.text == "platforms" {
            guard let argument = token.parent?.as(LabeledExprSyntax.self), argument.label?.id == token.id,
                let list = argument.expression.as(ArrayExprSyntax.self)
            else { continue }
            for element in list.elements {
                guard let call = element.expression.as(FunctionCallExprSyntax.self),
                    let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil
                else { continue }
                let name = member.declName.baseName.text
                if names.contains(name), !result.contains(where: { $0.name == name }) {
                    result.append(PackagePlatform(name: name, range: lines.range(of: call)))
                }
            }
        }
        return result
    }
}
