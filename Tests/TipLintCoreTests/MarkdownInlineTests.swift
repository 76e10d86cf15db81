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
    ])
    func textThatOnlyLooksLikeMarkupStays(text: String) {
        #expect(MarkdownInline.visibleText(text) == text)
    }

    /// A text over the bound is left as written (the scans would be quadratic on hostile input).
    @Test func aLongTextIsLeftAsWritten() {
        let long = String(repeating: "*a [b](c ", count: 1_000)
        #expect(MarkdownInline.visibleText(long) == long)
    }
}
