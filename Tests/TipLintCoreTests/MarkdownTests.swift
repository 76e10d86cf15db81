import Testing
import TipLintCore
import TipLintRules

@Suite struct MarkdownTests {
    func lint(_ markdown: String, path: String = "Docs/Guide.md", yaml: String = "") throws -> [Finding] {
        let configuration = try Configuration.parse(yaml, path: "c.yml", root: "/project", rules: allRules)
        return Project(configuration: configuration, rules: allRules, sources: [SourceText(path: path, text: markdown, root: "/project")]).lint().findings
    }

    static let longTitle = "Text(\"Tap the heart to keep this recipe in your favourites list\")"

    @Test func findsBacktickTildeAndLongerFences() {
        let document = MarkdownFrontend.parse("""
            ```swift
            let a = 1
            ```
            ~~~Swift
            let b = 2
            ~~~
            ````swift title="Tips.swift"
            ```
            let c = 3
            ````
            ```python
            x = 1
            ```
            """)
        #expect(document.blocks.map(\.isSwift) == [true, true, true, false])
        #expect(document.blocks[2].snippet == "```\nlet c = 3")
        #expect(document.blocks[2].info == "swift title=\"Tips.swift\"")
        #expect(document.blocks.map(\.openingLine) == [1, 4, 7, 11])
    }

    /// A fence may open a list item (`1. ```swift`, `-\t```swift`): its block is read, with the
    /// item's indentation removed. Missed, its closing fence was taken for an opening one and the
    /// next block was missed too.
    @Test func aFenceThatOpensAListItemIsABlock() throws {
        let text = "1. ```swift\n   Tips.showAllTipsForTesting()\n   ```\n2. Then configure.\n\n-\t```swift\n\tlet b = 2\n\t```\n\n```swift\nTips.hideAllTipsForTesting()\n```\n"
        let blocks = MarkdownFrontend.parse(text).blocks
        #expect(blocks.map(\.snippet) == ["Tips.showAllTipsForTesting()", "let b = 2", "Tips.hideAllTipsForTesting()"])
        #expect(blocks.map(\.openingLine) == [1, 6, 10])
        let findings = try lint(text)
        #expect(findings.map(\.location.range.start) == [SourcePosition(line: 2, column: 4), SourcePosition(line: 11, column: 1)])
        // Not list markers: a word, a number without `.` or `)`, a marker without a space.
        #expect(MarkdownFrontend.parse("word ```swift\n1 ```swift\n-```swift\n").blocks.isEmpty)
    }

    /// A Markdown file skipped by the byte check must be one where `parse` finds no Swift block
    /// and no comment: the check says yes to every fence `isSwift` accepts (any case, after
    /// `{`, `,` or a Unicode space) and to any comment.
    @Test func theByteCheckKeepsEveryFileWithASwiftBlockOrAComment() {
        for text in ["```swift\n", "~~~ Swift\n", "````{,swift}\n", "- ```SWIFT title=\"a\"\n", "```\u{A0}swift\n", "a <!-- b -->\n"] {
            #expect(MarkdownFrontend.mayHoldSwiftBlockOrComment(text), "\(text)")
        }
        #expect(MarkdownFrontend.parse("```\u{A0}swift\n").blocks.map(\.isSwift) == [true])
        for text in ["# Notes\n\n```bash\nls swift\n```\n", "Swift is a language.\n", "``swift``\n", "<!- swift\n"] {
            #expect(!MarkdownFrontend.mayHoldSwiftBlockOrComment(text), "\(text)")
        }
    }

    /// Comment delimiters are found in bytes; columns still count UTF-16 units before them.
    @Test func directiveColumnsCountUTF16UnitsBeforeTheComment() {
        let directives = MarkdownFrontend.parse("é 😀 <!-- tiplint-disable title-length - why -->\n").directives
        #expect(directives.map(\.range.start) == [SourcePosition(line: 1, column: 6)])
        #expect(directives.map(\.range.end) == [SourcePosition(line: 1, column: 49)])
    }

    @Test func inlineCodeIsNotAFence() {
        #expect(MarkdownFrontend.parse("Use ```swift Tips.configure()``` here.\n").blocks.isEmpty)
    }

    @Test func unclosedFenceRunsToTheEnd() {
        let document = MarkdownFrontend.parse("```swift\nlet a = 1\nlet b = 2")
        #expect(document.blocks.first?.lastLine == 3)
        #expect(document.blocks.first?.lines.count == 2)
    }

    @Test func findingsMapBackIntoIndentedListBlocks() throws {
        let markdown = """
            1. Declare the tip:

               - In its own file:

                   ```swift
                   struct FavoriteTip: Tip {
                       var title: Text { \(Self.longTitle) }
                   }
                   ```
            """
        let finding = try #require(try lint(markdown).first { $0.ruleID == "title-length" })
        #expect(finding.location.path == "Docs/Guide.md")
        #expect(finding.location.range.start.line == 7)
        let line = markdown.split(separator: "\n", omittingEmptySubsequences: false)[6]
        let column = line.distance(from: line.startIndex, to: line.firstIndex(of: "\"")!) + 1
        #expect(finding.location.range.start.column == column)
    }

    @Test func crlfLineEndingsKeepLinesAndColumns() throws {
        let markdown = "# Tips\r\n\r\n~~~swift\r\nstruct FavoriteTip: Tip {\r\n    var title: Text { \(Self.longTitle) }\r\n}\r\n~~~\r\n"
        let finding = try #require(try lint(markdown).first { $0.ruleID == "title-length" })
        #expect(finding.location.range.start == SourcePosition(line: 5, column: 28))
    }

    @Test func wrongMarkersMakeNotesAndCorrectMarkersEndThem() throws {
        let markdown = """
            ```swift
            // ❌ Always active
            Tips.showAllTipsForTesting()

            // ✅ Only in debug builds
            Tips.resetDatastore()
            ```
            """
        let findings = try lint(markdown).filter { $0.ruleID == "ungated-testing-call" }
        #expect(findings.count == 2)
        let wrong = try #require(findings.first { $0.location.range.start.line == 3 })
        #expect(wrong.severity == .note && wrong.counterExample && wrong.displayMessage.hasPrefix("counter-example: "))
        // The rule's words stay its own; reporters say "counter-example:" in front of them.
        #expect(wrong.displayMessage == "counter-example: " + wrong.message)
        let right = try #require(findings.first { $0.location.range.start.line == 6 })
        #expect(right.severity == .error && !right.counterExample)
    }

    @Test func headingOrParagraphAboveMarksTheWholeBlock() throws {
        for introduction in ["### Don't: leave testing calls in", "**Wrong:** this ships to everyone", "> ❌ Avoid this", "Bad example:"] {
            let markdown = "\(introduction)\n\n```swift\nTips.showAllTipsForTesting()\n```\n"
            let finding = try #require(try lint(markdown).first)
            #expect(finding.counterExample, "\(introduction)")
        }
        let plain = try #require(try lint("Badges and buttons:\n\n```swift\nTips.showAllTipsForTesting()\n```\n").first)
        #expect(!plain.counterExample)
    }

    @Test func counterExampleMarkersComeFromTheConfiguration() throws {
        let markdown = "```swift\n// NOPE\nTips.showAllTipsForTesting()\n```\n"
        #expect(try lint(markdown).first?.counterExample == false)
        #expect(try lint(markdown, yaml: "docs:\n  counter-example-markers: [NOPE]\n").first?.counterExample == true)
        #expect(try lint(markdown, yaml: "docs: false\n").isEmpty)
    }

    @Test func markdownCommentsSuppress() throws {
        let markdown = """
            <!-- tiplint-disable-next-block ungated-testing-call - shown for the testing chapter -->
            ```swift
            Tips.showAllTipsForTesting()
            ```

            ```swift
            Tips.resetDatastore()
            ```

            <!-- tiplint-disable -->
            ```swift
            Tips.hideAllTipsForTesting()
            ```
            <!-- tiplint-enable -->

            ```swift
            Tips.showTipsForTesting([FavoriteTip.self])
            ```
            """
        let findings = try lint(markdown)
        let active = findings.filter { $0.suppression == nil }.map(\.location.range.start.line)
        #expect(active == [7, 17])
        #expect(findings.first { $0.location.range.start.line == 3 }?.suppression?.justification == "shown for the testing chapter")
    }

    @Test func aMarkdownCommentThatHidesNothingIsReported() throws {
        let findings = try lint("<!-- tiplint-disable-next-block title-length -->\n```swift\nlet a = 1\n```\nTip\n")
        #expect(findings.map(\.ruleID) == ["superfluous-suppression"])
        #expect(findings.first?.location.range.start == SourcePosition(line: 1, column: 1))
        #expect(findings.first?.message == "tiplint-disable-next-block suppresses nothing; remove the comment")
    }

    /// In Markdown a mistyped command is reported the same way; a doc naming the syntax
    /// (`<!-- tiplint-… -->` in inline code) is prose. Inside a Swift block, `disable:previous`
    /// works as in a Swift file.
    @Test func markdownReportsMistypedCommandsAndSnippetsTakeDisablePrevious() throws {
        let markdown = "<!-- tiplint-disable-nxt-block ungated-testing-call -->\n```swift\nTips.showAllTipsForTesting()\n```\n"
        let findings = try lint(markdown)
        #expect(findings.map(\.ruleID) == ["superfluous-suppression", "ungated-testing-call"])
        #expect(findings.allSatisfy { $0.suppression == nil })
        #expect(findings.first?.message
            == "tiplint-disable-nxt-block is not a suppression command and hides nothing; did you mean `disable-next-block`?")
        #expect(try lint("Markdown comments: `<!-- tiplint-… -->`.\n\n```swift\nlet Tip = 0\n```\n").isEmpty)
        let snippet = "```swift\nTips.showAllTipsForTesting()\n// tiplint:disable:previous ungated-testing-call\n```\n"
        let hidden = try lint(snippet)
        #expect(hidden.count == 1 && hidden.first?.suppression != nil && hidden.first?.location.range.start.line == 2)
    }

    @Test func wholeProjectRulesStayOutOfSnippets() throws {
        // No Tips.configure anywhere and a tip that nothing invalidates: a fragment cannot know.
        let markdown = "```swift\nstruct ListView: View {\n    var body: some View { TipView(FavoriteTip()) }\n}\n```\n"
        #expect(try lint(markdown).isEmpty)
    }

    @Test func wrongAndRightVersionsInOneBlockAreSeparateExamples() throws {
        let markdown = """
            ```swift
            // WRONG: the tip stays after the tap
            Button("Favorite") { toggleFavorite() }
                .popoverTip(favoriteTip)

            // CORRECT: invalidate in the action
            Button("Favorite") {
                toggleFavorite()
                favoriteTip.invalidate(reason: .actionPerformed)
            }
            .popoverTip(favoriteTip)
            ```
            """
        let findings = try lint(markdown)
        #expect(findings.map(\.ruleID) == ["missing-invalidation"])
        #expect(findings.first?.counterExample == true && findings.first?.location.range.start.line == 4)
    }

    @Test func memberFragmentsAreReadAsATip() throws {
        let markdown = "```swift\nvar title: Text { \(Self.longTitle) }\n```\n"
        let finding = try #require(try lint(markdown).first)
        #expect(finding.ruleID == "title-length" && finding.location.range.start == SourcePosition(line: 2, column: 24))
    }

    @Test func docsUnderTestGlobsAreTests() throws {
        let markdown = "```swift\nTips.showAllTipsForTesting()\n```\n"
        #expect(try lint(markdown, path: "Tests/Notes.md").isEmpty)
    }

    /// Markdown comments cannot sit inside a code block, so the editor's "disable" edit is a
    /// `disable-next-block` comment above the block's opening fence, indented like it.
    @Test func theDisableEditGoesAboveTheFencedBlock() throws {
        let markdown = "# Testing\n\n- Reset:\n\n   ```swift\n   Tips.resetDatastore()\n   ```\n\nAfter the block.\n"
        let finding = try #require(try lint(markdown).first)
        #expect(finding.location.range.start.line == 6)
        let insertion = try #require(SuppressionInsertion(hiding: finding, in: markdown, kind: .markdown))
        #expect(insertion.line == 5 && insertion.directive == .disableNextBlock)
        #expect(insertion.text == "   <!-- tiplint-disable-next-block ungated-testing-call -->\n")
        var lines = markdown.components(separatedBy: "\n")
        lines.insert(String(insertion.text.dropLast()), at: insertion.line - 1)
        let after = try lint(lines.joined(separator: "\n"))
        #expect(!after.isEmpty && after.allSatisfy { $0.suppression != nil }, "\(after)")
        // Outside every block there is no comment that could hide it.
        var outside = finding
        outside.location.range = SourceRange(start: SourcePosition(line: 9, column: 1), end: SourcePosition(line: 9, column: 2))
        #expect(SuppressionInsertion(hiding: outside, in: markdown, kind: .markdown) == nil)
    }
}

/// CommonMark ends an HTML block that starts with `<!--` only at a line holding `-->` (or at the
/// end of the document): what it holds is hidden, so code there is not linted, as a reader of the
/// rendered page never sees it. An unclosed `<!--` therefore hides the rest of the document, as it
/// does when rendered.
@Suite struct MarkdownHTMLCommentTests {
    func findings(_ markdown: String) throws -> [Finding] {
        let configuration = try Configuration.parse("", path: "c.yml", root: "/p", rules: allRules)
        return Project(configuration: configuration, rules: allRules, sources: [SourceText(path: "Guide.md", text: markdown, root: "/p")]).lint().findings
    }

    let wrongBlock = "```swift\nfunc start() { Tips.showAllTipsForTesting() }\n```\n"

    @Test func codeInsideAClosedCommentIsHiddenAndCodeAfterItIsLinted() throws {
        let found = try findings("<!--\n" + wrongBlock + "-->\n\n" + wrongBlock)
        #expect(found.map(\.location.range.start.line) == [8])
    }

    @Test func anUnclosedCommentHidesTheRestAsWhenRendered() throws {
        #expect(try findings(wrongBlock + "\n<!-- TODO\n\n" + wrongBlock).map(\.location.range.start.line) == [2])
    }

    @Test func aOneLineCommentHidesNothing() throws {
        #expect(try findings("<!-- note -->\n" + wrongBlock).map(\.location.range.start.line) == [3])
    }
}
