/// `--format html`: one self-contained page for the product and content people who review a
/// project's tips. Every tip with its texts (translations flagged by the findings at them), where
/// it shows, what retires it, its rules and its findings; then every finding by rule and file
/// with a source excerpt. Inline CSS only: no script, font, image or any other request (a
/// Content-Security-Policy forbids them), so the file can be mailed or attached to a CI run.
///
/// The tips come from `Inventory`, which the caller builds over the same paths
/// (`LintSession.inventory`): a `Report` holds findings only.
package struct HTMLReporter: Reporter {
    package var inventory: Inventory

    package init(inventory: Inventory) {
        self.inventory = inventory
    }

    package func render(_ report: Report) -> String {
        HTMLDocument.render(HTMLReportPage(report: report, inventory: inventory))
    }
}

/// The markup of an `HTMLReportPage`. Every piece of text from the project goes through
/// `HTMLDocument.escape`; nothing else is put into the page.
enum HTMLDocument {
    static func render(_ page: HTMLReportPage) -> String {
        let findingCount = page.rules.reduce(0) { $0 + $1.files.reduce(0) { $0 + $1.findings.count } }
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
            <title>tiplint report</title>
            <style>\(HTMLStyle.css)</style>
            </head>
            <body>
            <header>
            <h1>tiplint report</h1>
            <p class="summary">\(escape(page.summary))</p>
            <nav><a href="#tips">Tips (\(page.tips.count))</a> · <a href="#findings">Findings (\(findingCount))</a>
            """
        if !page.notifications.isEmpty { html += " · <a href=\"#unread\">Files not read (\(page.notifications.count))</a>" }
        html += "</nav>\n</header>\n<main>\n<section id=\"tips\">\n<h2>Tips</h2>\n"
        if page.tips.isEmpty { html += "<p class=\"empty\">No tips found.</p>\n" }
        for tip in page.tips { html += card(tip) }
        html += "</section>\n<section id=\"findings\">\n<h2>Findings by rule</h2>\n"
        if page.rules.isEmpty { html += "<p class=\"empty\">No findings.</p>\n" }
        if !page.rules.isEmpty { html += ruleIndex(page.rules) }
        for rule in page.rules { html += section(rule) }
        html += "</section>\n"
        if !page.notifications.isEmpty {
            html += "<section id=\"unread\">\n<h2>Files not read</h2>\n<ul>\n"
            html += page.notifications.map { "<li><code>\(escape($0))</code></li>\n" }.joined()
            html += "</ul>\n</section>\n"
        }
        html += "</main>\n<footer>Written by tiplint \(escape(page.version)).</footer>\n</body>\n</html>\n"
        return html
    }

    /// Text for element content and attribute values: control characters and bidirectional
    /// overrides made visible (`TerminalText.escape`, so that an excerpt cannot reorder what a
    /// reviewer reads), then `&`, `<`, `>`, `"` and `'` as references (`XML.escape`; HTML
    /// reads XML's five entities).
    static func escape(_ text: String) -> String {
        XML.escape(TerminalText.escape(text))
    }

    private static func card(_ tip: HTMLReportPage.TipCard) -> String {
        var html = "<article class=\"tip\" id=\"\(escape(tip.anchor))\">\n<div class=\"callout\">\n"
        if let title = tip.title {
            html += "<h3>\(escape(title))\(flags(tip.titleFlags))</h3>\n"
        } else {
            html += "<h3>\(escape(tip.id)) <span class=\"hint\">(the title is computed in code; the id stands in)</span></h3>\n"
        }
        if let message = tip.message { html += "<p class=\"message\">\(escape(message))\(flags(tip.messageFlags))</p>\n" }
        html += "</div>\n<p class=\"ids\">id <code>\(escape(tip.id))</code>"
        if !tip.idIsExact { html += " <span class=\"hint\">(computed in code; the type name stands in)</span>" }
        if let type = tip.type { html += " · type <code>\(escape(type))</code>" }
        html += "</p>\n<dl>\n"
        if !tip.translations.isEmpty { html += "<dt>Languages</dt><dd>\(translations(tip.translations))</dd>\n" }
        html += row("Declared", tip.declared, code: true)
        html += row("Shown at", tip.shownAt.isEmpty ? ["nowhere tiplint can see"] : tip.shownAt, code: !tip.shownAt.isEmpty)
        html += row("Retired by", tip.retiredBy, code: false)
        if !tip.rules.isEmpty {
            html += "<dt>Rules</dt><dd><ul>\n" + tip.rules.map { rule in
                "<li><code>\(escape(rule.rule))</code> <span class=\"at\">\(escape(rule.at))</span>"
                    + "<ul class=\"notes\">" + rule.notes.map { "<li>\(escape($0))</li>" }.joined() + "</ul></li>\n"
            }.joined() + "</ul></dd>\n"
        }
        if !tip.options.isEmpty { html += row("Options", tip.options, code: true) }
        if !tip.groups.isEmpty { html += row("Group", tip.groups, code: true) }
        if let screen = tip.screen { html += row("Screen", [screen], code: false) }
        if !tip.findings.isEmpty {
            html += "<dt>Findings</dt><dd><ul>\n" + tip.findings.map { "<li>\(link($0))</li>\n" }.joined() + "</ul></dd>\n"
        }
        return html + "</dl>\n</article>\n"
    }

    private static func row(_ term: String, _ values: [String], code: Bool) -> String {
        guard !values.isEmpty else { return "" }
        let items = values.map { code ? "<li><code>\(escape($0))</code></li>" : "<li>\(escape($0))</li>" }.joined()
        return "<dt>\(term)</dt><dd><ul>\(items)</ul></dd>\n"
    }

    private static func translations(_ rows: [HTMLReportPage.TranslationRow]) -> String {
        var html = "<table class=\"languages\">\n<tr><th>field</th><th>language</th><th>text</th><th>characters</th><th>catalog</th></tr>\n"
        for row in rows {
            let language = escape(row.language) + (row.isSourceLanguage ? " <span class=\"hint\">(source)</span>" : "")
            html += "<tr\(row.flags.isEmpty ? "" : " class=\"flagged\"")><td>\(escape(row.field))</td><td>\(language)</td>"
                + "<td>\(escape(row.text))\(flags(row.flags))</td><td class=\"number\">\(row.atLeast ? "at least " : "")\(row.length)</td>"
                + "<td><code>\(escape(row.at))</code></td></tr>\n"
        }
        return html + "</table>"
    }

    private static func flags(_ links: [HTMLReportPage.FindingLink]) -> String {
        links.map { " <a class=\"flag \(escape($0.severity.rawValue))\" href=\"#\(escape($0.anchor))\" title=\"\(escape($0.message))\">\(escape($0.ruleID))</a>" }
            .joined()
    }

    private static func link(_ finding: HTMLReportPage.FindingLink) -> String {
        "\(badge(finding.severity)) <a href=\"#\(escape(finding.anchor))\">\(escape(finding.ruleID))</a> "
            + "<span class=\"at\">\(escape(finding.at))</span> \(escape(finding.message))"
    }

    private static func badge(_ severity: Severity) -> String {
        "<span class=\"badge \(severity.rawValue)\">\(severity.rawValue)</span>"
    }

    /// A table of the rules with findings: how many, in which files.
    private static func ruleIndex(_ rules: [HTMLReportPage.RuleSection]) -> String {
        var html = "<table class=\"index\">\n<tr><th>rule</th><th>findings</th><th>files</th></tr>\n"
        for rule in rules {
            let count = rule.files.reduce(0) { $0 + $1.findings.count }
            html += "<tr><td><a href=\"#\(escape(rule.anchor))\"><code>\(escape(rule.ruleID))</code></a></td>"
                + "<td class=\"number\">\(count)</td><td>\(rule.files.map { "<code>\(escape($0.path))</code>" }.joined(separator: " "))</td></tr>\n"
        }
        return html + "</table>\n"
    }

    private static func section(_ rule: HTMLReportPage.RuleSection) -> String {
        var html = "<section class=\"rule\" id=\"\(escape(rule.anchor))\">\n"
        html += "<h3><code>\(escape(rule.ruleID))</code>\(rule.name == rule.ruleID ? "" : " " + escape(rule.name))</h3>\n"
        if !rule.summary.isEmpty { html += "<p class=\"hint\">\(escape(rule.summary))</p>\n" }
        for file in rule.files {
            html += "<h4><code>\(escape(file.path))</code></h4>\n"
            for finding in file.findings { html += entry(finding, path: file.path) }
        }
        return html + "</section>\n"
    }

    private static func entry(_ finding: HTMLReportPage.FindingEntry, path: String) -> String {
        var html = "<div class=\"finding\" id=\"\(escape(finding.anchor))\">\n<p>\(badge(finding.severity)) "
            + "<span class=\"at\">\(escape(path)):\(finding.line):\(finding.column)</span> \(escape(finding.message))"
        if let anchor = finding.tipAnchor, let id = finding.tipID {
            html += " <a class=\"tip-link\" href=\"#\(escape(anchor))\">tip <code>\(escape(id))</code></a>"
        }
        html += "</p>\n"
        if !finding.related.isEmpty {
            html += "<ul class=\"related\">" + finding.related.map { "<li>\(escape($0))</li>" }.joined() + "</ul>\n"
        }
        if !finding.excerpt.isEmpty {
            // One block per line, so that the finding's line can be marked across the whole width.
            let lines = finding.excerpt.map { line in
                let text = "<span class=\"line-number\">\(line.number)</span>\(escape(line.text))"
                return line.isFinding ? "<mark>\(text)</mark>" : "<span>\(text)</span>"
            }
            html += "<pre class=\"excerpt\">" + lines.joined() + "</pre>\n"
        }
        return html + "</div>\n"
    }
}
