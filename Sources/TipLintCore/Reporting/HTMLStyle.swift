/// The HTML report's only style sheet, inlined into the page: system fonts (no download), a
/// card per tip drawn like TipKit's callout, colours that follow the reader's light or dark mode.
enum HTMLStyle {
    static let css = """

        :root { color-scheme: light dark; --text: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --panel: #f5f5f7;
          --card: #ffffff; --accent: #0066cc; --error: #c9252d; --warning: #9a5b00; --note: #2b6cb0; --mark: #fff3bf; }
        @media (prefers-color-scheme: dark) {
          :root { --text: #f5f5f7; --muted: #a1a1a6; --line: #424245; --panel: #1d1d1f; --card: #2c2c2e;
            --accent: #4ea1ff; --error: #d93a32; --warning: #a86400; --note: #2f6fbf; --mark: #4d4318; }
        }
        * { box-sizing: border-box; }
        body { margin: 0; font: 15px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", system-ui, sans-serif;
          color: var(--text); background: var(--panel); }
        header, main, footer { max-width: 1100px; margin: 0 auto; padding: 0 24px; }
        header { padding-top: 24px; }
        h1 { font-size: 26px; margin: 0 0 4px; }
        h2 { font-size: 20px; margin: 32px 0 12px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
        h4 { margin: 16px 0 6px; font-size: 14px; }
        a { color: var(--accent); }
        code, pre { font: 13px/1.4 ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
        .summary { margin: 0 0 8px; color: var(--muted); }
        .hint, .at { color: var(--muted); }
        .tip-link { font-size: 13px; white-space: nowrap; }
        .empty { color: var(--muted); font-style: italic; }
        .tip { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 16px 20px; margin: 0 0 16px; }
        .callout { border-left: 4px solid var(--accent); padding: 2px 0 2px 12px; margin-bottom: 8px; }
        .callout h3 { margin: 0; font-size: 17px; }
        .callout h3 .hint { font-size: 13px; font-weight: normal; }
        .callout .message { margin: 2px 0 0; color: var(--muted); }
        .ids { margin: 0 0 8px; font-size: 13px; }
        dl { display: grid; grid-template-columns: 110px 1fr; gap: 4px 12px; margin: 0; }
        dt { color: var(--muted); font-size: 13px; padding-top: 1px; }
        dd { margin: 0; }
        dd > ul { margin: 0; padding: 0; list-style: none; }
        ul.notes { margin: 0 0 4px; padding-left: 18px; color: var(--muted); font-size: 13px; }
        table { border-collapse: collapse; font-size: 13px; }
        th, td { text-align: left; padding: 3px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
        td.number { text-align: right; }
        /* Long unbroken text from the project (a URL in a title, a deep path, a long identifier)
           breaks where it must instead of widening the page: "anywhere" also lowers a table
           column's minimum width, which "break-word" does not. */
        h3, p, li, dd, td, code { overflow-wrap: anywhere; }
        table { max-width: 100%; }
        /* Headings, counts and a table's first column (a rule id, a field name) stay whole, so the
           long cells beside them give way first. */
        th, td.number, td:first-child, td:first-child code { white-space: nowrap; overflow-wrap: normal; }
        table.languages, table.index { width: 100%; }
        .at { font-size: 13px; }
        table.index { background: var(--card); margin-bottom: 8px; }
        tr.flagged td { background: var(--mark); }
        .badge, .flag { display: inline-block; font-size: 11px; font-weight: 600; border-radius: 4px; padding: 0 5px;
          color: #fff; text-decoration: none; vertical-align: 1px; }
        .error { background: var(--error); }
        .warning { background: var(--warning); }
        .note { background: var(--note); }
        .rule { margin-bottom: 24px; }
        .rule h3 { margin: 20px 0 2px; font-size: 16px; }
        .finding { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 8px 12px; margin: 0 0 8px; }
        .finding p { margin: 0; }
        .finding:target, .tip:target { outline: 2px solid var(--accent); }
        ul.related { margin: 4px 0 0; padding-left: 18px; color: var(--muted); font-size: 13px; }
        pre.excerpt { margin: 6px 0 0; padding: 6px 0; background: var(--panel); border-radius: 6px; overflow-x: auto; }
        pre.excerpt > span, pre.excerpt > mark { display: block; min-height: 1.4em; }
        pre.excerpt mark { background: var(--mark); color: inherit; }
        .line-number { display: inline-block; width: 4em; padding-right: 1em; text-align: right; color: var(--muted);
          user-select: none; }
        footer { color: var(--muted); font-size: 12px; padding: 24px; }

        """
}
