import Testing
@testable import TipLintCore

/// `MarkdownInline.visibleText`: what SwiftUI shows of a `Text("…")` literal. Markup it renders
/// goes; text that only looks like markup stays, so a title is not measured shorter than it shows.
@Suite struct MarkdownInlineTests {
    @Test(arguments: [
        ("Read [the guide](https://example.com/a_b?x=1) now", "Read the guide now"),
        ("Tap **Pin** or *Star*", "Tap Pin or Star"),
        ("Use __bold__, _it_ and ~~old~~", "Use bold, it and old"),
        ("Type `⌘K` to search", "Type ⌘K to search"),
        ("Escaped \\*stars\\* stay", "Escaped *stars* stay"),
        // A code span shows its contents as written, markup included (the review's lost finding).
        ("Type `**text**` to make it bold", "Type **text** to make it bold"),
        ("Type `[label](url)` in a note", "Type [label](url) in a note"),
        // Markup around a code span still renders; an escaped bracket opens no link.
        ("**Tap `Pin` now**", "Tap Pin now"),
        ("Open [the `Settings` app](https://example.com/x) now", "Open the Settings app now"),
        ("Tap \\[Pin](https://example.com/x) to keep", "Tap [Pin](https://example.com/x) to keep"),
    ])
    func renderedMarkupIsNotCounted(written: String, shown: String) {
        #expect(MarkdownInline.visibleText(written) == shown)
    }

    @Test(arguments: [
        "2 * 3 * 4 = 24",
        "snake_case_name and my_var",
        "[not a link] (https://e)",
        "[label](has space)",
        "Price: 5 ** 2",
        "No markup at all",
        "A lone [ and ] and ` here",
        // An image is not a link; a bare URL's underscores are no emphasis.
        "See ![the chart](chart.png)",
        "Open https://example.com/_docs_/start today",
    ])
    func textThatOnlyLooksLikeMarkupStays(text: String) {
        #expect(MarkdownInline.visibleText(text) == text)
    }

    /// Markup is read up to the bound; a text over it is left as written.
    @Test func aTextOverTheBoundIsLeftAsWritten() {
        let under = String(repeating: "**a** ", count: 100)
        #expect(MarkdownInline.visibleText(under) == String(repeating: "a ", count: 100))
        let over = String(repeating: "**a** ", count: MarkdownInline.maxBytes / 6 + 1)
        #expect(over.utf8.count > MarkdownInline.maxBytes && MarkdownInline.visibleText(over) == over)
    }
}
