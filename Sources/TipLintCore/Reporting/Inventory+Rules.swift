/// A tip's `#Rule`s in the inventory, in the words of TipKit's own model (`TipStateModel`).
extension Inventory {
    /// `rules` is the shipping project's model: its answers are about what people run.
    static func ruleCondition(_ condition: Located<TipRuleCondition>, rules: TipStateModel) -> RuleCondition {
        let fact = condition.fact
        let owner = fact.state.owner.map { $0 + "." } ?? ""
        var result = RuleCondition(
            subject: fact.subject.rawValue, name: owner + (fact.subject == .parameter ? "$" : "") + fact.state.name,
            requirement: requirement(fact.requirement), at: place(condition.path, fact.range))
        result.declaredAt = rules.declaration(of: fact).map(place)
        switch fact.subject {
        case .parameter:
            result.defaultValue = rules.defaultValue(of: fact)
            result.changes = rules.assignments(to: fact).map { Change(at: place($0.path, $0.fact.range), value: $0.fact.value) }
        case .event:
            result.changes = rules.donations(of: fact).map { Change(at: place($0.path, $0.fact.range)) }
        }
        result.retiredAt = rules.retiringSite(of: fact).map(place)
        result.canHold = rules.canHold(fact)
        return result
    }

    /// The closure's test as Swift writes it: `$0 == true`, `$0.donations.count >= 3`, with
    /// `donatedWithin(…)` named when the count is over a window. Nil for a closure the model cannot read.
    private static func requirement(_ requirement: RuleRequirement) -> String? {
        switch requirement {
        case .parameterEquals(let value): return "$0 == \(value)"
        case .parameterDiffers(let value): return "$0 != \(value)"
        case .parameterCompares(let comparison, let value): return "$0 \(comparison.rawValue) \(value)"
        case .donationCount(let comparison, let limit, let withinWindow):
            return "$0.donations\(withinWindow ? ".donatedWithin(…)" : "").count \(comparison.rawValue) \(limit)"
        case .unknown: return nil
        }
    }
}
