import Testing
import TipLintCore
import TipLintRules

/// Generated statement shapes: testing calls among other statements, in closures, `guard`/
/// `else`, `if`/`else`, `defer`, `do`/`catch`, switch cases, nested, on one line or on
/// several, some under a comment line or a `tiplint:disable:next` (of this rule or of
/// reset-after-configure, after a `Tips.configure` call), some already in an `#if DEBUG`
/// block, indented with spaces (2 or 4) or tabs, ending lines with `\n` or `\r\n`.
struct StatementShapes {
    struct Style {
        var unit: String
        var eol: String
    }

    private var state: UInt64
    let style: Style

    init(seed: UInt64) {
        state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1
        style = Style(unit: ["    ", "  ", "\t"][Int(seed % 3)], eol: seed % 2 == 0 ? "\n" : "\r\n")
    }

    /// SplitMix64: the same seed gives the same file on every machine.
    private mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((value ^ (value >> 31)) % UInt64(bound))
    }

    static let calls = [
        "Tips.showAllTipsForTesting()", "Tips.hideAllTipsForTesting()", "try? Tips.resetDatastore()",
        "Tips.showTipsForTesting([SearchTip.self])", "_ = try? Tips.resetDatastore()",
    ]
    static let others = ["print(\"ready\")", "count += 1", "refresh()"]

    /// A whole file: a function whose body holds the shapes, sometimes top-level code after it.
    mutating func file() -> String {
        var text = "func start(ready: Bool, mode: Mode, items: [Int]) throws {" + style.eol
        // After `Tips.configure`, a reset is also reset-after-configure's, which a comment may hide.
        if next(2) == 0 { text += style.unit + "try? Tips.configure()" + style.eol }
        text += block(depth: 3, indentation: style.unit, oneLine: false, mustExit: false)
        text += "}" + style.eol
        if next(4) == 0 { text += Self.calls[next(Self.calls.count)] + style.eol }
        return text
    }

    /// Statements: on their own lines (each indented and ended), or `a; b` for a one-line body.
    /// Inside a `defer`, no `guard` (its `return` could not leave the `defer`).
    private mutating func block(depth: Int, indentation: String, oneLine: Bool, mustExit: Bool, inDefer: Bool = false) -> String {
        var statements = (0..<(1 + next(3))).map { _ in statement(depth: depth, indentation: indentation, oneLine: oneLine, inDefer: inDefer) }
        if mustExit { statements.append("return") }
        if oneLine { return statements.joined(separator: "; ") }
        return statements.map { statement in
            // A block the file already has, which a call beside it joins.
            var statement = statement
            if statement != "return", next(6) == 0 {
                let gated = next(2) == 0 ? Self.calls[next(Self.calls.count)] : Self.others[next(Self.others.count)]
                statement = "#if DEBUG" + style.eol + indentation + gated + style.eol + indentation + "#endif"
            }
            // Comment lines over a statement, a suppression among them: they stay with it.
            let comment = [
                "", "", "", "", "", "// Shows tips while testing.", "// tiplint:disable:next ungated-testing-call",
                "// tiplint:disable:next reset-after-configure",
            ][next(8)]
            return (comment.isEmpty ? "" : indentation + comment + style.eol) + indentation + statement + style.eol
        }.joined()
    }

    private mutating func statement(depth: Int, indentation: String, oneLine: Bool, inDefer: Bool) -> String {
        var choice = next(depth > 0 ? 10 : 4)
        if choice < 3 { return Self.calls[next(Self.calls.count)] }
        if choice == 3 { return Self.others[next(Self.others.count)] }
        if choice == 5, inDefer { choice = 4 }
        let inner = oneLine || next(2) == 0
        func body(exit: Bool = false, deferred: Bool = inDefer) -> String {
            if inner { return " " + block(depth: depth - 1, indentation: "", oneLine: true, mustExit: exit, inDefer: deferred) + " " }
            return style.eol + block(depth: depth - 1, indentation: indentation + style.unit, oneLine: false, mustExit: exit, inDefer: deferred)
                + indentation
        }
        switch choice {
        case 4: return "if ready {\(body())}" + (next(2) == 0 ? " else {\(body())}" : "")
        case 5: return "guard ready else {\(body(exit: true))}"
        case 6: return "defer {\(body(deferred: true))}"
        case 7: return "do {\(body())} catch { print(error) }"
        case 8: return ["run {", "items.forEach { item in", "Text(\"Tips\").onAppear {"][next(3)] + body() + "}"
        default:
            // A switch's cases stand on lines of their own; a case's statements may share its line.
            guard !oneLine else { return "run {\(body())}" }
            let caseBody = inner
                ? " " + block(depth: depth - 1, indentation: "", oneLine: true, mustExit: false, inDefer: inDefer) + style.eol
                : style.eol + block(depth: depth - 1, indentation: indentation + style.unit, oneLine: false, mustExit: false, inDefer: inDefer)
            return "switch mode {" + style.eol + indentation + "case .demo:" + caseBody + indentation + "case .normal: break" + style.eol
                + indentation + "}"
        }
    }
}

@Suite struct FixPropertyTests {
    static let rule = allRules.first { $0.id == "ungated-testing-call" }!

    func lint(_ code: String) throws -> LintResult {
        let configuration = try Configuration.parse("", path: "c.yml", root: "/project", rules: allRules)
        return Project(configuration: configuration, rules: allRules, sources: [SourceText(path: "App/Start.swift", text: code, root: "/project")]).lint()
    }

    /// The rule ids of the findings nothing hides (or, `hidden`, that a comment hides), each as
    /// many times as it is found.
    func rules(_ result: LintResult, hidden: Bool = false) -> [String: Int] {
        result.findings.filter { ($0.suppression != nil) == hidden && !$0.counterExample }.reduce(into: [:]) { $0[$1.ruleID, default: 0] += 1 }
    }

    /// Whether the refusal is the allowed one: the comment on the line it names is a
    /// `disable:next` over a one-line body holding a testing call.
    func isCommentOverOneLineBody(_ reason: String, in code: String) -> Bool {
        guard let after = reason.components(separatedBy: "tiplint comment on line ").dropFirst().first,
            let number = Int(after.prefix { $0.isNumber })
        else { return false }
        let lines = code.sourceLines
        guard lines.indices.contains(number) else { return false }
        let below = lines[number]
        return lines[number - 1].trimmingCharacters(in: .whitespaces).hasPrefix("// tiplint:disable:next")
            && below.contains("{ ") && below.contains("Tips.") && below.contains(" }")
    }

    /// lint → fix → the fixed file parses, keeps its calls, line endings and indentation style,
    /// a second lint finds nothing to fix, no finding a comment hid comes back and none it did
    /// not hide becomes hidden. The one
    /// refusal allowed: a `disable:next` over a line whose one-line body the fix would open
    /// (the call would leave the line the comment applies to), which the person resolves.
    @Test func fixedShapesParseAndNeedNoSecondFix() throws {
        var fixedFiles = 0
        var refusedForAComment = 0
        for seed in UInt64(0)..<300 {
            var shapes = StatementShapes(seed: seed)
            let code = shapes.file()
            let first = try lint(code)
            let fixes = first.findings.filter { $0.ruleID == Self.rule.id && $0.suppression == nil }.compactMap(\.fix)
            let fixed: String
            do {
                fixed = try FixApplier.fixed(code, kind: .swift, applying: fixes).text
            } catch {
                if isCommentOverOneLineBody(error.reason, in: code) {
                    refusedForAComment += 1
                } else {
                    Issue.record("seed \(seed): --fix refuses (\(error.reason)):\n\(code)")
                }
                continue
            }
            if fixed != code { fixedFiles += 1 }
            let again = try lint(fixed)
            #expect(again.notifications.isEmpty, "seed \(seed): \(again.notifications.map(\.message))\n\(fixed)")
            let left = again.findings.filter { $0.ruleID == Self.rule.id && $0.fix != nil && $0.suppression == nil }
            #expect(left.isEmpty, "seed \(seed): still to fix after --fix:\n\(fixed)")
            let appeared = rules(again).filter { rule, count in count > (rules(first)[rule] ?? 0) }
            #expect(appeared.isEmpty, "seed \(seed): --fix made \(appeared) appear:\n\(fixed)")
            let hidden = rules(again, hidden: true).filter { rule, count in count > (rules(first, hidden: true)[rule] ?? 0) }
            #expect(hidden.isEmpty, "seed \(seed): --fix made a comment hide \(hidden):\n\(fixed)")
            #expect(fixed.components(separatedBy: "Tips.").count == code.components(separatedBy: "Tips.").count, "seed \(seed)")
            let bytes = Array(fixed.utf8)
            if shapes.style.eol == "\r\n" {
                #expect(bytes.indices.allSatisfy { bytes[$0] != 10 || ($0 > 0 && bytes[$0 - 1] == 13) }, "seed \(seed): a bare \\n")
            } else {
                #expect(!bytes.contains(13), "seed \(seed): a \\r")
            }
            for line in fixed.sourceLines where line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("#") {
                let indentation = line.prefix { $0 == " " || $0 == "\t" }
                #expect(indentation.allSatisfy { $0 == shapes.style.unit.first }, "seed \(seed): \(line.debugDescription)")
            }
        }
        #expect(fixedFiles > 200, "the generator should make mostly fixable files")
        #expect(refusedForAComment < 30, "\(refusedForAComment) files refused for a comment")
    }

    /// A call in the release branch of `#if DEBUG` is reported with no fix: an `#if DEBUG` around
    /// it would be code no build compiles. One under an unrelated condition keeps its fix.
    @Test func aCallInTheReleaseBranchGetsNoFix() throws {
        let code = "func start() {\n    #if DEBUG\n    print(1)\n    #else\n    Tips.showAllTipsForTesting()\n    #endif\n"
            + "    #if os(iOS)\n    Tips.hideAllTipsForTesting()\n    #endif\n}\n"
        let findings = try lint(code).findings.filter { $0.ruleID == Self.rule.id }.sorted { $0.location.range.start < $1.location.range.start }
        #expect(findings.count == 2)
        #expect(findings.first?.fix == nil && findings.first?.message.contains("remove it") == true)
        #expect(findings.last?.fix != nil)
    }

    /// A call used as a value is reported with no fix: an `#if` would remove the value too.
    @Test func aCallUsedAsAValueGetsNoFix() throws {
        let findings = try lint("func start() {\n    let done: () = Tips.showAllTipsForTesting()\n    print(done)\n}\n").findings
            .filter { $0.ruleID == Self.rule.id }
        #expect(findings.count == 1)
        #expect(findings.allSatisfy { $0.fix == nil })
    }

    /// The branch of an `if` or `switch` used as a value must be an expression in every build:
    /// an `#if` around it left release builds with an empty branch, which does not compile. The
    /// same `if` and `switch` as statements (an `else if` chain too) keep their fixes; one nested
    /// as the only statement of a value's branch is a value too.
    @Test func aCallInTheBranchOfAnIfOrSwitchExpressionGetsNoFix() throws {
        let code = """
            func start(ready: Bool, mode: Int) {
                let shown: Void = if ready { Tips.showAllTipsForTesting() } else if mode > 1 { Tips.hideAllTipsForTesting() } else { () }
                let hidden: Void = switch mode { case 1: Tips.hideAllTipsForTesting() default: () }
                let nested: Void = if ready { switch mode { case 1: Tips.hideAllTipsForTesting() default: () } } else { () }
                print(shown, hidden, nested)
                if ready { Tips.showAllTipsForTesting() } else if mode > 1 { Tips.hideAllTipsForTesting() }
                switch mode {
                case 1: Tips.hideAllTipsForTesting()
                default: break
                }
            }
            """
        let findings = try lint(code).findings.filter { $0.ruleID == Self.rule.id }
        #expect(findings.count == 7)
        #expect(findings.filter { $0.location.range.start.line <= 4 }.allSatisfy { $0.fix == nil })
        #expect(findings.filter { $0.location.range.start.line > 4 }.allSatisfy { $0.fix != nil })
    }
}
