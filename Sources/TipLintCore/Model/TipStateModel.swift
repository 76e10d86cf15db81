/// Answers about TipKit's rules over one project (usually `ProjectIndex.shipping`): whether a
/// tip's `#Rule` can ever hold, whether something the app does makes it false for good, and
/// which tips must be invalidated before a parameter takes a value.
///
/// Names match the way the code writes them: a parameter or event by its name and the simple
/// name of its owner type (`Onboarding.SearchTip.opened` matches `SearchTip.opened`); a
/// reference without an owner matches by name alone. Values are literals; an assignment of a
/// computed value could be any value.
package struct TipStateModel: Sendable {
    package let parameters: [Located<ParameterDeclaration>]
    package let events: [Located<EventDeclaration>]
    /// Assignments through the owner's name (`Owner.flag = …`, `Self.flag = …`).
    package let assignments: [Located<ParameterAssignment>]
    /// Those, and bare-name ones inside the declaring type (`visits += 1`): what can make a
    /// rule hold, while only `assignments` can retire a tip.
    package let reachingAssignments: [Located<ParameterAssignment>]
    package let donations: [Located<EventDonation>]
    package let statusCallbacks: [Located<StatusCallbackFunction>]
    /// The calls of each function that holds an assignment, by the function's name.
    let callsOfAssigningFunctions: [String: [Located<CallSite>]]
    /// The Swift tips by qualified name: an assignment in one's initialiser is set afresh each
    /// time a view builds the tip.
    let tipNames: Set<String>

    package init(_ index: ProjectIndex) {
        parameters = index.facts(\.parameters)
        events = index.facts(\.eventDeclarations)
        reachingAssignments = index.facts(\.parameterAssignments)
        assignments = reachingAssignments.filter { !$0.fact.isBareName }
        donations = index.facts(\.eventDonations)
        statusCallbacks = index.facts(\.statusCallbacks)
        tipNames = Set(index.tips.compactMap { $0.swift?.qualifiedName })
        let assigning = Set(assignments.compactMap(\.fact.function))
        callsOfAssigningFunctions = assigning.isEmpty ? [:] : Dictionary(
            grouping: index.facts(\.callSites).filter { assigning.contains($0.fact.callee) }, by: \.fact.callee)
    }

    /// Whether two names can denote the same parameter or event.
    package static func matches(_ a: TipStateName, _ b: TipStateName) -> Bool {
        guard a.name == b.name else { return false }
        guard let first = a.owner, let second = b.owner else { return true }
        return simple(first) == simple(second)
    }

    private static func simple(_ name: String) -> Substring { name.split(separator: ".").last ?? Substring(name) }

    /// The declaration a rule reads, when the project declares it.
    package func declaration(of condition: TipRuleCondition) -> SourceLocation? {
        switch condition.subject {
        case .parameter:
            return parameters.first { Self.matches($0.fact.state, condition.state) }.map { $0.location($0.fact.range) }
        case .event:
            return events.first { Self.matches($0.fact.state, condition.state) }.map { $0.location($0.fact.range) }
        }
    }

    package func defaultValue(of condition: TipRuleCondition) -> String? {
        parameters.first { Self.matches($0.fact.state, condition.state) }?.fact.defaultValue
    }

    package func assignments(to condition: TipRuleCondition) -> [Located<ParameterAssignment>] {
        assignments.filter { Self.matches($0.fact.state, condition.state) }
    }

    package func donations(of condition: TipRuleCondition) -> [Located<EventDonation>] {
        donations.filter { Self.matches($0.fact.state, condition.state) }
    }

    /// Whether `value` (nil: computed, could be anything) can satisfy the requirement. Numbers
    /// compare as numbers (`3` and `3.0` are one value); a value that is not a number can satisfy
    /// an order only when it is unknown.
    package static func satisfies(_ value: String?, _ requirement: RuleRequirement) -> Bool {
        guard let value else { return true }
        switch requirement {
        case .parameterEquals(let wanted): return value == wanted || numbersEqual(value, wanted)
        case .parameterDiffers(let unwanted): return value != unwanted && !numbersEqual(value, unwanted)
        case .parameterCompares(let comparison, let limit):
            guard let given = number(value), let bound = number(limit) else { return true }
            return comparison.holds(given, bound)
        case .donationCount, .unknown: return true
        }
    }

    /// `1_000` → 1000; nil for anything but a number literal.
    private static func number(_ literal: String) -> Double? { Double(literal.replacingOccurrences(of: "_", with: "")) }

    private static func numbersEqual(_ a: String, _ b: String) -> Bool {
        guard let x = number(a), let y = number(b) else { return false }
        return x == y
    }

    /// Something the code does that makes the rule false for good, or nil: a donation of an
    /// event whose rule wants few donations (`== 0`, `< N`, `<= N`, `== N`), or an assignment
    /// of a value the rule does not accept. A rule that only turns true retires nothing, and
    /// neither does a gate that the code opens again: a value set both ways in the arms of one
    /// branch, or computed only from the screen's own state.
    package func retiringSite(of condition: TipRuleCondition) -> SourceLocation? {
        switch condition.requirement {
        case .parameterEquals, .parameterDiffers:
            let all = assignments(to: condition)
            let site = all.first { assignment in
                // A computed value may turn the rule false; a literal does when the rule rejects it.
                guard assignment.fact.value == nil || !Self.satisfies(assignment.fact.value, condition.requirement) else { return false }
                return !isGate(assignment, among: all, condition.requirement)
            }
            return site.map { $0.location($0.fact.range) }
        case .donationCount(let comparison, _, _):
            guard [.equal, .less, .lessOrEqual].contains(comparison) else { return nil }
            return donations(of: condition).first.map { $0.location($0.fact.range) }
        case .unknown, .parameterCompares:
            return nil
        }
    }

    /// Whether an assignment that turns the rule false is undone as a matter of course: its value
    /// is computed from the screen's own state only, it is a `toggle()`, it is computed from the
    /// arguments of the tip's own initialiser (set afresh each time a view builds the tip, as
    /// tip-api-misuse's parameter-in-init says), or an assignment the rule accepts sits in
    /// another arm of a branch around it (`if open { X.flag = true } else { X.flag = false }`),
    /// which includes the other end of one view's life (`.onAppear` / `.onDisappear`,
    /// `TipFactsVisitor.lifecycleArm`).
    private func isGate(
        _ assignment: Located<ParameterAssignment>, among all: [Located<ParameterAssignment>], _ requirement: RuleRequirement
    ) -> Bool {
        if assignment.fact.value == nil {
            let fromTipArgument = assignment.fact.readsInitialiserArgument == true && assignment.fact.function == "init"
                && assignment.fact.enclosingType.map(tipNames.contains) == true
            return assignment.fact.readsOnlyScreenState == true || assignment.fact.isToggle == true || fromTipArgument
        }
        guard let arms = assignment.fact.arms else { return false }
        return all.contains { other in
            guard other.path == assignment.path, let value = other.fact.value, Self.satisfies(value, requirement),
                let otherArms = other.fact.arms
            else { return false }
            return arms.contains { arm in otherArms.contains { $0.branch == arm.branch && $0.arm != arm.arm } }
        }
    }

    /// Whether the rule can ever hold in shipping code. Nil when the project does not declare
    /// the parameter or event (it may come from a package), or the closure cannot be read.
    package func canHold(_ condition: TipRuleCondition) -> Bool? {
        guard declaration(of: condition) != nil else { return nil }
        switch condition.requirement {
        case .parameterEquals, .parameterDiffers, .parameterCompares:
            if let initial = defaultValue(of: condition), Self.satisfies(initial, condition.requirement) { return true }
            if defaultValue(of: condition) == nil, parameters.contains(where: { Self.matches($0.fact.state, condition.state) }) {
                // No literal default: the initial value is unknown.
                return true
            }
            return reachingAssignments.contains {
                Self.matches($0.fact.state, condition.state) && Self.satisfies($0.fact.value, condition.requirement)
            }
        case .donationCount(let comparison, let limit, _):
            return comparison.holds(0, limit) || !donations(of: condition).isEmpty
        case .unknown:
            return nil
        }
    }

    /// Whether two rules can never hold at once: the same parameter with values that exclude
    /// each other (`== true` / `== false`, `== x` / `!= x`).
    package static func excludeEachOther(_ a: TipRuleCondition, _ b: TipRuleCondition) -> Bool {
        guard a.subject == .parameter, b.subject == .parameter, matches(a.state, b.state) else { return false }
        switch (a.requirement, b.requirement) {
        case let (.parameterEquals(x), .parameterEquals(y)): return x != y
        case let (.parameterEquals(x), .parameterDiffers(y)), let (.parameterDiffers(y), .parameterEquals(x)): return x == y
        default: return false
        }
    }

    /// The tips every assignment that lets the rule hold runs after (invalidating them or
    /// checking that they are invalidated), when the initial value does not already let it
    /// hold. Empty when some such assignment runs unconditionally.
    package func prerequisites(of condition: TipRuleCondition) -> [(reference: TipReference, enclosingType: String?)] {
        switch condition.requirement {
        case .parameterEquals, .parameterDiffers: break
        case .donationCount, .unknown, .parameterCompares: return []
        }
        if let initial = defaultValue(of: condition), Self.satisfies(initial, condition.requirement) { return [] }
        let enabling = assignments(to: condition).filter { Self.satisfies($0.fact.value, condition.requirement) }
        guard let first = enabling.first else { return [] }
        // Only the tips that every enabling assignment runs after.
        return runsAfter(first.fact).filter { reference in
            enabling.allSatisfy { runsAfter($0.fact).contains { $0.reference == reference.reference } }
        }
    }

    /// The tips an assignment runs after: its own block's, and those a status callback waits for;
    /// when there are none, those every call of its function runs after (a helper or model
    /// method that the code calls right after invalidating a tip). A name nobody calls, or
    /// that one call makes before any invalidation, adds nothing.
    /// Each tip comes with the type its reference is read in.
    private func runsAfter(_ assignment: ParameterAssignment) -> [(reference: TipReference, enclosingType: String?)] {
        let own = runsAfterItself(assignment)
        guard own.isEmpty, let function = assignment.function, let calls = callsOfAssigningFunctions[function],
            let first = calls.first
        else { return own.map { ($0, assignment.enclosingType) } }
        return first.fact.afterInvalidationOf.filter { reference in calls.allSatisfy { $0.fact.afterInvalidationOf.contains(reference) } }
            .map { ($0, first.fact.context.enclosingType) }
    }

    private func runsAfterItself(_ assignment: ParameterAssignment) -> [TipReference] {
        guard let callback = assignment.callback,
            statusCallbacks.contains(where: {
                $0.fact.function == callback.function && (callback.closureLabel == nil || $0.fact.closureLabel == callback.closureLabel)
            })
        else { return assignment.afterInvalidationOf }
        return assignment.afterInvalidationOf + callback.tips
    }
}
