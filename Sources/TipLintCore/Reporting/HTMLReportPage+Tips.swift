/// One tip's card: its texts with the findings at them, where it shows, what retires it and
/// its rules, in sentences for the product and content people who review tips.
extension HTMLReportPage {
    static func card(_ tip: Inventory.Tip, anchor: String, findings: [(finding: Finding, link: FindingLink)]) -> TipCard {
        var card = TipCard(anchor: anchor, id: tip.id, idIsExact: tip.idIsExact, type: tip.type, title: tip.title, message: tip.message)
        // A text is flagged by the findings about this tip (`findings`, by `Finding.tipName`) that
        // name that text (`Finding.tipText`): its field, its language, its words. Where a finding is
        // reported does not say what it is about (title-length reports a long translation at the
        // title), and another rule's finding on the title's line is not about the title.
        func flags(_ field: TipTextField, language: String?, text: String?) -> [FindingLink] {
            guard let text else { return [] }
            let subject = TipTextSubject(field: field, language: language, text: text)
            return findings.filter { $0.finding.tipText == subject }.map(\.link)
        }
        card.titleFlags = flags(.title, language: nil, text: tip.title)
        card.messageFlags = flags(.message, language: nil, text: tip.message)
        card.translations = tip.translations.map { translation in
            let (length, unmeasured) = translation.interpolations.isEmpty
                ? (translation.text.count, 0) : FormatSpecifiers.measure(translation.text, interpolations: translation.interpolations)
            return TranslationRow(
                field: translation.field, language: translation.language, text: translation.text, at: translation.at,
                length: length, atLeast: unmeasured > 0, isSourceLanguage: translation.isSourceLanguage,
                flags: TipTextField(rawValue: translation.field).map { flags($0, language: translation.language, text: translation.text) } ?? [])
        }
        card.declared = [tip.declaredAt.map { "\($0) (Swift)" }, tip.manifest.map { "\($0) (manifest)" }].compactMap { $0 }
        card.shownAt = tip.displaySitesMarked
        card.retiredBy = retirement(of: tip)
        card.rules = tip.rules.map(ruleRow)
        if tip.hasRules, tip.rules.isEmpty {
            card.rules = [RuleRow(rule: "rules", at: tip.declaredAt ?? "", notes: ["tiplint cannot read these rules"])]
        }
        card.options = InventoryRenderer.optionLabels(tip)
        card.groups = tip.groups
        card.screen = tip.screen
        card.findings = findings.map(\.link)
        return card
    }

    /// What makes TipKit stop showing the tip for good, besides its close button.
    private static func retirement(of tip: Inventory.Tip) -> [String] {
        var sentences: [String] = []
        if !tip.invalidationSites.isEmpty {
            sentences.append("invalidate(reason:) at " + tip.invalidationSites.joined(separator: ", "))
        }
        if !tip.invalidatedBy.isEmpty {
            sentences.append("the events " + tip.invalidatedBy.joined(separator: ", ") + " (manifest invalidated-by)")
        }
        if let count = tip.maxDisplayCount {
            sentences.append("after \(count) display\(count == 1 ? "" : "s") (\(tip.options.contains("MaxDisplayCount") ? "MaxDisplayCount" : "manifest max-display-count"))")
        } else if tip.options.contains("MaxDisplayCount") {
            sentences.append("after a number of displays computed in code (MaxDisplayCount)")
        }
        if let duration = tip.maxDisplayDuration {
            sentences.append("after \(InventoryRenderer.seconds(duration)) on screen (MaxDisplayDuration)")
        } else if tip.options.contains("MaxDisplayDuration") {
            sentences.append("after a time on screen computed in code (MaxDisplayDuration)")
        }
        for rule in tip.rules {
            if let site = rule.retiredAt { sentences.append("its rule on \(rule.name) stops holding for good at \(site)") }
        }
        if sentences.isEmpty { sentences.append("nothing found: it goes away only when the person closes it") }
        return sentences
    }

    private static func ruleRow(_ rule: Inventory.RuleCondition) -> RuleRow {
        var notes: [String] = []
        if let declared = rule.declaredAt {
            notes.append("declared at \(declared)" + (rule.defaultValue.map { ", initially \($0)" } ?? ""))
        } else {
            notes.append("not declared in this project")
        }
        for change in rule.changes {
            if rule.subject == TipRuleCondition.Subject.event.rawValue {
                notes.append("donated at \(change.at)")
            } else {
                notes.append("set to \(change.value ?? "a computed value") at \(change.at)")
            }
        }
        if rule.changes.isEmpty {
            notes.append(rule.subject == TipRuleCondition.Subject.event.rawValue ? "never donated" : "never assigned")
        }
        if rule.canHold == false { notes.append("can never hold in shipping code: the tip never shows") }
        return RuleRow(rule: "#Rule(\(rule.name)) { \(rule.requirement ?? "…") }", at: rule.at, notes: notes)
    }
}
