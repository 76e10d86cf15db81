import Testing
import TipLintCore
import TipLintRules

/// `--fix` writes nothing it cannot prove: edits that change more than the requested `#if`
/// blocks are refused, whoever made them.
@Suite struct FixProofTests {
    static let code = """
        func start() {
            Tips.showAllTipsForTesting() // for screenshots
            print("ready")
        }

        """

    func fixes(_ code: String) throws -> [Fix] {
        let configuration = try Configuration.parse("", path: "c.yml", root: "/project", rules: allRules)
        let result = Project(configuration: configuration, rules: allRules, sources: [SourceText(path: "A.swift", text: code, root: "/project")]).lint()
        return result.findings.compactMap(\.fix)
    }

    func refusal(_ fixes: [Fix], in code: String = Self.code) -> String? {
        do {
            _ = try FixApplier.fixed(code, kind: .swift, applying: fixes)
            return nil
        } catch {
            return error.reason
        }
    }

    /// The same fix with its replacements' texts changed.
    func tampered(_ fix: Fix, _ change: (String) -> String) -> Fix {
        var fix = fix
        fix.replacements = fix.replacements.map { Replacement(range: $0.range, text: change($0.text)) }
        return fix
    }

    @Test func theLaidOutFixIsProvenAndKeepsTheComment() throws {
        let fixes = try fixes(Self.code)
        #expect(fixes.count == 1)
        let fixed = try FixApplier.fixed(Self.code, kind: .swift, applying: fixes)
        #expect(fixed.applied == 1)
        #expect(fixed.text == "func start() {\n    #if DEBUG\n    Tips.showAllTipsForTesting() // for screenshots\n    #endif\n    print(\"ready\")\n}\n")
    }

    @Test func anEditThatGatesMoreThanAskedIsRefused() throws {
        let fix = try #require(try fixes(Self.code).first)
        // `#endif` after `print("ready")` too.
        var wider = fix
        wider.replacements = fix.replacements.map { replacement in
            replacement.text.contains("#endif")
                ? Replacement(range: SourceRange(start: SourcePosition(line: 3, column: 19), end: SourcePosition(line: 3, column: 19)), text: replacement.text)
                : replacement
        }
        #expect(refusal([wider])?.contains("other statements") == true)
    }

    @Test func anEditThatChangesCodeOrLosesACommentIsRefused() throws {
        let fix = try #require(try fixes(Self.code).first)
        #expect(refusal([tampered(fix) { $0.replacingOccurrences(of: "#endif", with: "#endif\n    print(1)") }]) != nil)
        #expect(refusal([tampered(fix) { $0.replacingOccurrences(of: "#if DEBUG", with: "#if RELEASE") }]) != nil)
        // A fix that swallows the comment.
        var swallowing = fix
        swallowing.replacements.append(Replacement(
            range: SourceRange(start: SourcePosition(line: 2, column: 33), end: SourcePosition(line: 2, column: 52)), text: ""))
        #expect(refusal([swallowing]) == "the edit would move or lose a comment")
        // `#if` in the middle of a line: the old fix, which did not compile.
        let midLine = "func start() { Tips.showAllTipsForTesting() }\n"
        let old = Fix(description: "Wrap in #if DEBUG", replacements: [
            Replacement(range: SourceRange(start: SourcePosition(line: 1, column: 16), end: SourcePosition(line: 1, column: 16)), text: "#if DEBUG\n"),
            Replacement(range: SourceRange(start: SourcePosition(line: 1, column: 44), end: SourcePosition(line: 1, column: 44)), text: "\n#endif"),
        ], gating: StatementGating(condition: "DEBUG", statements: [
            SourceRange(start: SourcePosition(line: 1, column: 16), end: SourcePosition(line: 1, column: 44)),
        ]))
        #expect(refusal([old], in: midLine) != nil)
    }

    /// A `disable:next` at the end of the call's line is meant for the line after it; an
    /// `#endif` there would take its place, and the finding it hides would come back. Moving the
    /// comment is the person's choice, so the file is left alone and the reason given.
    @Test func anEditThatMovesWhatASuppressionAppliesToIsRefused() throws {
        let code = """
            func launch() {
                Tips.showAllTipsForTesting() // tiplint:disable:next all
                try? Tips.resetDatastore()
            }

            """
        let gating = try fixes(code)
        #expect(gating.count == 2)
        // The reset's fix is laid out alone (its finding is hidden); --fix applies the show call's.
        #expect(refusal([gating[0]], in: code)?.contains("tiplint comment on line 2") == true)
        // The same call and comment, a line apart: the fix is made, the comment stays with the reset.
        let apart = code.replacingOccurrences(of: "() // tiplint", with: "()\n    // tiplint")
        let fixed = try FixApplier.fixed(apart, kind: .swift, applying: [try #require(try fixes(apart).first)])
        #expect(fixed.applied == 1)
        #expect(fixed.text.contains("    #endif\n    // tiplint:disable:next all\n    try? Tips.resetDatastore()"))
    }

    /// A file's first statement: the comment lines over it go into the block too (the layout
    /// reads them from the top of the file), and a region opened above stays where it was.
    @Test func commentLinesOverAFilesFirstStatementGoIntoTheBlock() throws {
        let code = "// Top-level code of a script.\n// tiplint:disable:next reset-after-configure\nTips.showAllTipsForTesting()\nprint(1)\n"
        let fixed = try FixApplier.fixed(code, kind: .swift, applying: try fixes(code))
        #expect(fixed.text == "#if DEBUG\n" + code.replacingOccurrences(of: "()\nprint", with: "()\n#endif\nprint"))
        let region = "func start() {\n    // tiplint:disable reset-after-configure\n    try? Tips.configure(); /* tiplint:enable reset-after-configure */ try? Tips.resetDatastore()\n}\n"
        let gating = try fixes(region)
        #expect(!gating.isEmpty)
        // Opening the line would move the reset under the `enable`, out of the region.
        #expect(refusal(gating, in: region)?.contains("tiplint comment on line 3") == true)
    }

    /// The text an edit is proven on passes the front end's input limits first (an editor's
    /// buffer may have changed since it was linted): over one, the proof refuses at once
    /// instead of parsing for minutes.
    @Test func aFileOverTheInputLimitsIsNotEdited() throws {
        let fix = try #require(try fixes(Self.code).first)
        let hostile = Self.code + "let x = " + String(repeating: "[", count: 30) + "\n"
        #expect(refusal([fix], in: hostile)?.contains("limits") == true)
    }

    @Test func aFileThatDoesNotParseIsNotEdited() throws {
        let broken = "func start() {\n    Tips.showAllTipsForTesting()\n}\nstruct Broken {\n"
        let fixes = try fixes(broken)
        #expect(!fixes.isEmpty)
        #expect(refusal(fixes, in: broken)?.contains("does not parse") == true)
    }

    /// The editor's "disable" action keeps a CRLF file's line endings too.
    @Test func aSuppressionCommentEndsLikeTheLineItGoesAbove() throws {
        let code = "func start() {\r\n\tTips.showAllTipsForTesting()\r\n}\r\n"
        let configuration = try Configuration.parse("", path: "c.yml", root: "/project", rules: allRules)
        let finding = try #require(Project(configuration: configuration, rules: allRules, sources: [SourceText(path: "A.swift", text: code, root: "/project")]).lint().findings.first)
        let insertion = try #require(SuppressionInsertion(hiding: finding, in: code, kind: .swift))
        #expect(insertion.text == "\t// tiplint:disable:next ungated-testing-call\r\n")
    }

    /// A block the file already has is joined whole, and only one of exactly the requested
    /// condition: an edit that moves a statement out of it, or that puts the call into a block
    /// of another condition, is refused. (The layout makes neither; the proof must not let one by.)
    @Test func anEditThatJoinsABlockOnlyJoinsItWhole() throws {
        func at(_ line: Int, _ column: Int) -> SourcePosition { SourcePosition(line: line, column: column) }
        func edit(_ line: Int, _ column: Int, _ text: String, deleting end: SourcePosition? = nil) -> Replacement {
            Replacement(range: SourceRange(start: at(line, column), end: end ?? at(line, column)), text: text)
        }
        let gating = StatementGating(condition: "DEBUG", statements: [SourceRange(start: at(6, 5), end: at(6, 33))])
        let code = "func start() {\n    #if DEBUG\n    print(1)\n    print(2)\n    #endif\n    Tips.showAllTipsForTesting()\n}\n"
        // The layout's own edit: the `#endif` line goes, a new one follows the call.
        let joined = try FixApplier.fixed(code, kind: .swift, applying: try fixes(code))
        #expect(joined.text == "func start() {\n    #if DEBUG\n    print(1)\n    print(2)\n    Tips.showAllTipsForTesting()\n    #endif\n}\n")
        // `print(2)` leaves the block: the old block ends early and a new one starts after it.
        let splitting = Fix(description: "Wrap in #if DEBUG", replacements: [
            edit(4, 1, "    #endif\n    #if DEBUG\n"), edit(5, 1, "", deleting: at(6, 1)), edit(6, 33, "\n    #endif"),
        ], gating: gating)
        #expect(refusal([splitting], in: code)?.contains("changes the statements") == true)
        // Into a block of another condition.
        let other = code.replacingOccurrences(of: "#if DEBUG", with: "#if INTERNAL")
        let foreign = Fix(description: "Wrap in #if DEBUG", replacements: [
            edit(5, 1, "", deleting: at(6, 1)), edit(6, 33, "\n    #endif"),
        ], gating: gating)
        #expect(refusal([foreign], in: other) != nil)
        // The layout leaves that block alone and opens its own.
        let own = try FixApplier.fixed(other, kind: .swift, applying: try fixes(other))
        #expect(own.text.contains("    #endif\n    #if DEBUG\n    Tips.showAllTipsForTesting()\n    #endif\n"))
        // Two blocks the file has are never merged with each other, even beside a fix.
        let two = "func start() {\n    #if DEBUG\n    print(1)\n    #endif\n    #if DEBUG\n    print(2)\n    #endif\n    print(3)\n    Tips.showAllTipsForTesting()\n}\n"
        let merging = Fix(description: "Wrap in #if DEBUG", replacements: [
            edit(4, 1, "", deleting: at(6, 1)), edit(9, 5, "#if DEBUG\n    "), edit(9, 33, "\n    #endif"),
        ], gating: StatementGating(condition: "DEBUG", statements: [SourceRange(start: at(9, 5), end: at(9, 33))]))
        #expect(refusal([merging], in: two)?.contains("changes the statements") == true)
        // Directives at the start of their lines: the joined block's `#endif` stays there.
        let flush = "func start() {\n#if DEBUG\n    print(1)\n#endif\n    Tips.showAllTipsForTesting()\n}\n"
        #expect(try FixApplier.fixed(flush, kind: .swift, applying: try fixes(flush)).text
            == "func start() {\n#if DEBUG\n    print(1)\n    Tips.showAllTipsForTesting()\n#endif\n}\n")
        // An `#endif` with a comment is not joined: the comment would go with its line.
        let commented = code.replacingOccurrences(of: "    #endif\n", with: "    #endif // DEBUG\n")
        let kept = try FixApplier.fixed(commented, kind: .swift, applying: try fixes(commented))
        #expect(kept.text.contains("#endif // DEBUG\n    #if DEBUG\n"))
    }

    /// A `;` on the line after its statement, before other code: the `;` goes and leaves neither
    /// a trailing space nor a blank line (it left both).
    @Test func aSemicolonOnTheNextLineLeavesNoBlankLine() throws {
        let code = "func start() {\n    Tips.hideAllTipsForTesting()\n  ;    print(1)\n}\n"
        let fixed = try FixApplier.fixed(code, kind: .swift, applying: try fixes(code))
        #expect(fixed.text == "func start() {\n    #if DEBUG\n    Tips.hideAllTipsForTesting()\n    #endif\n    print(1)\n}\n")
    }

    /// Neighbouring calls share one block: one edit, and both findings count as fixed.
    @Test func neighboursShareOneBlockAndBothCount() throws {
        let code = "func start() {\n\tTips.showAllTipsForTesting()\n\ttry? Tips.resetDatastore()\n}\n"
        let fixed = try FixApplier.fixed(code, kind: .swift, applying: try fixes(code))
        #expect(fixed.applied == 2)
        #expect(fixed.text == "func start() {\n\t#if DEBUG\n\tTips.showAllTipsForTesting()\n\ttry? Tips.resetDatastore()\n\t#endif\n}\n")
    }
}
