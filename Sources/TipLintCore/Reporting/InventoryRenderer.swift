import Foundation

/// Prints an `Inventory` as a tip manifest (YAML), JSON or a Markdown table.
package enum InventoryRenderer {
    package enum Format: String, CaseIterable, Sendable { case yaml, json, markdown }

    package static func render(_ inventory: Inventory, as format: Format) throws -> String {
        switch format {
        case .json: return try JSONOutput.encode(inventory)
        case .yaml: return yaml(inventory)
        case .markdown: return markdown(inventory)
        }
    }

    /// A valid manifest: only schema keys as values, everything else in comments, every string
    /// double-quoted and escaped (`YAMLText`), so that it loads back as the same string.
    static func yaml(_ inventory: Inventory) -> String {
        var lines = [
            "# Tip manifest written by `tiplint inventory` \(TipLint.version): \(inventory.tips.count) tip\(inventory.tips.count == 1 ? "" : "s").",
            "# Comments say where each tip is declared, shown and invalidated in code.",
        ]
        lines.append(inventory.tips.isEmpty ? "tips: []" : "tips:")
        var groups: [String] = []
        for tip in inventory.tips {
            var about: [String] = []
            if let type = tip.type { about.append("type \(type)") }
            if let declared = tip.declaredAt { about.append("declared at \(declared)") }
            if let manifest = tip.manifest { about.append("manifest \(manifest)") }
            if !tip.idIsExact { about.append("id computed in code; the type name stands in") }
            // The schema requires a title: where code builds it at run time, the id stands in.
            if tip.title == nil { about.append("title not a literal in code; the id stands in") }
            // Comments hold paths and names from the project: escaped, so none can end its line.
            lines.append("  # " + YAMLText.comment(about.joined(separator: " · ")))
            if !tip.displaySites.isEmpty { lines.append("  # shown at " + YAMLText.comment(tip.displaySitesMarked.joined(separator: ", "))) }
            if !tip.invalidationSites.isEmpty {
                lines.append("  # invalidated at " + YAMLText.comment(tip.invalidationSites.joined(separator: ", ")))
            }
            var traits = optionLabels(tip)
            if tip.hasRules { traits.append("rules") }
            if !traits.isEmpty { lines.append("  # " + YAMLText.comment(traits.joined(separator: ", "))) }
            lines.append("  - id: \(quoted(tip.id))")
            lines.append("    title: \(quoted(tip.title ?? tip.id))")
            if let message = tip.message { lines.append("    message: \(quoted(message))") }
            if let screen = tip.screen { lines.append("    screen: \(quoted(screen))") }
            if let group = tip.groups.first {
                lines.append("    group: \(quoted(group))")
                if !groups.contains(group) { groups.append(group) }
            }
            // The schema takes counts from 1; a `MaxDisplayCount(0)` stays in the comment above.
            if let count = tip.maxDisplayCount, count >= 1 { lines.append("    max-display-count: \(count)") }
            if !tip.invalidatedBy.isEmpty { lines.append("    invalidated-by: [\(tip.invalidatedBy.map(quoted).joined(separator: ", "))]") }
        }
        if !groups.isEmpty {
            lines.append("groups:")
            lines += groups.map { "  - id: \(quoted($0))" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The options with the values code or manifest give them: `MaxDisplayCount(3)`,
    /// `MaxDisplayDuration(120 s)`, `IgnoresDisplayFrequency(true)`; `(computed)` where code
    /// computes the value, which is not guessed. A manifest's count alone is `max 3`.
    package static func optionLabels(_ tip: Inventory.Tip) -> [String] {
        var labels = tip.options.map { option -> String in
            switch option {
            case "MaxDisplayCount": return "MaxDisplayCount(\(tip.maxDisplayCount.map(String.init) ?? "computed"))"
            case "MaxDisplayDuration": return "MaxDisplayDuration(\(tip.maxDisplayDuration.map(seconds) ?? "computed"))"
            case "IgnoresDisplayFrequency": return "IgnoresDisplayFrequency(true)"
            default: return option
            }
        }
        if !tip.options.contains("MaxDisplayCount"), let count = tip.maxDisplayCount { labels.append("max \(count)") }
        return labels
    }

    /// `120 s`, `90.5 s`.
    package static func seconds(_ value: Double) -> String {
        let whole = value.rounded() == value && abs(value) < 1e15
        return (whole ? String(Int(value)) : String(value)) + " s"
    }

    static func quoted(_ text: String) -> String { YAMLText.doubleQuoted(text) }

    /// A GitHub-flavoured Markdown table. Every text from the project goes through
    /// `MarkdownText` (the id as a code span), so none is read as markup or HTML; `<br>` joins
    /// the sites of one cell.
    static func markdown(_ inventory: Inventory) -> String {
        func cell(_ parts: [String]) -> String { parts.map(MarkdownText.inline).joined(separator: "<br>") }
        func cell(_ text: String?) -> String { MarkdownText.inline(text ?? "") }
        var lines = [
            "| id | type | title | declared | shown | invalidated | options | group |",
            "|---|---|---|---|---|---|---|---|",
        ]
        for tip in inventory.tips {
            let options = optionLabels(tip) + (tip.hasRules ? ["rules"] : [])
            let row = [
                MarkdownText.codeSpan(tip.id), cell(tip.type), cell(tip.title), cell([tip.declaredAt, tip.manifest].compactMap { $0 }),
                cell(tip.displaySitesMarked), cell(tip.invalidationSites + tip.invalidatedBy),
                cell(options.joined(separator: ", ")), cell(tip.groups.joined(separator: ", ")),
            ]
            lines.append("| " + row.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
