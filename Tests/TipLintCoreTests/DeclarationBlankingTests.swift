import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import TipLintCore
import TipLintRules

/// `DeclarationBlanking`: the blanked text keeps its length, every line break and the UTF-16
/// columns of what it keeps, and never blanks a top-level declaration (as SwiftParser reads the
/// whole file) that names a wanted name; over every Swift file of `Examples/`, the fuzz seeds,
/// the tests and a generated tree, and case by case for braces in strings, attributes, `#if`
/// arms and the structures it leaves alone. A container read this way is context only.
@Suite struct DeclarationBlankingTests {
    /// `text` blanked around the identifiers in `wanted`.
    static func blank(_ text: String, wanted: Set<String>) -> String? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { raw in
            DeclarationBlanking.blank(raw) { start, end in wanted.contains(String(decoding: raw[start..<end], as: UTF8.self)) }
        }.map { String(decoding: $0.text, as: UTF8.self) }
    }

    /// The top-level items SwiftParser reads in `tree` (the clauses of a top-level `#if` opened),
    /// each with its byte range and whether one of its tokens is a wanted name.
    static func topLevelDeclarations(_ tree: SourceFileSyntax, wanted: Set<String>) -> [(range: Range<Int>, wanted: Bool)] {
        var result: [(Range<Int>, Bool)] = []
        func add(_ items: CodeBlockItemListSyntax) {
            for item in items {
                if let config = item.item.as(IfConfigDeclSyntax.self) {
                    for clause in config.clauses {
                        if case .statements(let inner)? = clause.elements { add(inner) }
                    }
                    continue
                }
                let range = item.positionAfterSkippingLeadingTrivia.utf8Offset..<item.endPositionBeforeTrailingTrivia.utf8Offset
                let names = item.tokens(viewMode: .sourceAccurate).contains { token in
                    if case .identifier(let name) = token.tokenKind { return wanted.contains(name.trimmingCharacters(in: ["`"])) }
                    return false
                }
                result.append((range, names))
            }
        }
        add(tree.statements)
        return result
    }

    /// What went wrong with `bytes` blanked around `wanted` (nil: nothing; "" when the blanking
    /// declined the file, which the caller counts); `checked` counts the wanted declarations
    /// compared and the bytes blanked, so that the test cannot pass on nothing.
    static func problem(in bytes: [UInt8], wanted: Set<String>, checked: inout (declarations: Int, blanked: Int)) -> String? {
        guard let (blanked, count) = (bytes.withUnsafeBytes { raw in
            DeclarationBlanking.blank(raw) { start, end in wanted.contains(String(decoding: raw[start..<end], as: UTF8.self)) }
        }) else { return "" }
        checked.blanked += count
        guard blanked.count == bytes.count else { return "length \(blanked.count), was \(bytes.count)" }
        for offset in bytes.indices where blanked[offset] != bytes[offset] {
            if bytes[offset] == 0x0A || bytes[offset] == 0x0D { return "line break at \(offset) blanked" }
            if blanked[offset] != 0x20 { return "byte at \(offset) changed to \(blanked[offset])" }
        }
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let original = LineTable(bytes: bytes), kept = LineTable(bytes: blanked)
        for declaration in topLevelDeclarations(tree, wanted: wanted) where declaration.wanted {
            checked.declarations += 1
            guard Array(blanked[declaration.range]) == Array(bytes[declaration.range]) else {
                return "a wanted declaration at \(original.position(utf8Offset: declaration.range.lowerBound)) was blanked"
            }
            for offset in [declaration.range.lowerBound, declaration.range.upperBound] {
                guard original.position(utf8Offset: offset) == kept.position(utf8Offset: offset) else {
                    return "position of \(offset) moved: \(original.position(utf8Offset: offset)) → \(kept.position(utf8Offset: offset))"
                }
            }
        }
        if !tree.hasError {
            let again = blanked.withUnsafeBufferPointer { Parser.parse(source: $0) }
            if again.hasError { return "the blanked text does not parse" }
        }
        return nil
    }

    /// The names every other top-level declaration of a file declares (`struct A`, `func b`,
    /// `let c`), so that about half of its top-level items are wanted.
    static func someDeclaredNames(_ bytes: [UInt8]) -> Set<String> {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        var items: [CodeBlockItemSyntax] = []
        func add(_ list: CodeBlockItemListSyntax) {
            for item in list {
                if let config = item.item.as(IfConfigDeclSyntax.self) {
                    for clause in config.clauses {
                        if case .statements(let inner)? = clause.elements { add(inner) }
                    }
                } else {
                    items.append(item)
                }
            }
        }
        add(tree.statements)
        var names = Set<String>()
        for (index, item) in items.enumerated() where index % 2 == 0 {
            var previous: TokenKind?
            for token in item.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let name) = token.tokenKind, case .keyword(let keyword)? = previous,
                    [.struct, .class, .enum, .extension, .actor, .protocol, .func, .let, .var].contains(keyword)
                {
                    names.insert(name)
                    break
                }
                previous = token.tokenKind
            }
        }
        return names
    }

    @Test func examplesSeedsTestsAndAGeneratedTreeKeepLengthLinesAndWantedDeclarations() throws {
        let files = try ["Examples", "Fuzz/Corpus", "Tests"].flatMap { SwiftLexerTests.swiftFiles(under: SwiftLexerTests.packageRoot + "/" + $0) }
            + SwiftLexerTests.generatedSwiftFiles(60)
        #expect(files.count > 100)
        var declined: [String] = []
        var problems: [String] = []
        var checked = (declarations: 0, blanked: 0)
        for file in files {
            guard let problem = Self.problem(in: file.bytes, wanted: Self.someDeclaredNames(file.bytes), checked: &checked) else { continue }
            if problem.isEmpty { declined.append(file.path) } else { problems.append("\(file.path): \(problem)") }
        }
        #expect(problems == [])
        #expect(checked.declarations > 200 && checked.blanked > files.map(\.bytes.count).reduce(0, +) / 10, "\(checked)")
        // Declining costs a finding, never a wrong one; most files are plain enough.
        #expect(declined.count * 20 < files.count, "declined: \(declined)")
    }

    /// `text` as blanking around `wanted` should leave it: the lines numbered (from 0) in `kept`
    /// as they are, every other line's bytes spaces but its `\r`.
    static func expectBlanked(_ text: String, wanted: Set<String>, kept: Set<Int>, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        // Split on the byte: Swift reads `\r\n` as one Character.
        let lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
        let expected = lines.enumerated().map { index, line in
            kept.contains(index) ? Array(line) : line.map { $0 == 0x0D ? 0x0D : 0x20 }
        }.joined(separator: [0x0A])
        #expect(blank(text, wanted: wanted) == String(decoding: Array(expected), as: UTF8.self), sourceLocation: sourceLocation)
    }

    @Test func bracesInStringsAndCommentsAreNoBoundaries() {
        let text = """
            import SwiftUI
            let open = "{ \\(values.map { "}" }.count)"
            let raw = #"}"#
            /* { */
            struct Home: View {
                let note = \"\"\"
                    }
                    \"\"\"
                var body: some View { VStack { Left(); Right() } }
            }
            // }
            enum Other {
                case a
            }
            """
        // A type no wanted name occurs in keeps its header and braces (lines 11 and 13).
        Self.expectBlanked(text, wanted: ["Left", "Right"], kept: [0, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13])
    }

    /// A type keeps the name it declares (`struct Extra: View {` … `}`), so a call to a view two
    /// files declare stays unresolved as in the whole file; a function or a global goes whole.
    @Test func aTypeKeepsItsHeaderAndBracesAndLosesItsMembers() {
        let text = "struct Extra: View { var body: some View { Text(\"x\") } }\nfunc helper() { Left() }\nfunc other() {}\n"
        let members = String(repeating: " ", count: " var body: some View { Text(\"x\") } ".utf8.count)
        #expect(Self.blank(text, wanted: ["Left"]) == "struct Extra: View {\(members)}\nfunc helper() { Left() }\n               \n")
    }

    @Test func attributesStayWithTheirDeclarationAndContinuationsWithTheirLine() {
        let text = "@MainActor\nstruct Home: View {\n    var body: some View { Left() }\n}\n@available(iOS 17, *)\n"
            + "public\nfinal class Model {}\nlet panel = Right()\n    .padding()\nlet other = 1\n"
        // `final class Model {}` has no members to blank: its lines stay.
        Self.expectBlanked(text, wanted: ["Left", "Right"], kept: [0, 1, 2, 3, 4, 5, 6, 7, 8, 10])
    }

    @Test func directiveLinesAndImportsAreKept() {
        let text = "#if os(iOS)\nimport UIKit\nstruct Home { let a = Left() }\n#elseif os(macOS)\nstruct Plain {}\n#else\n#endif\r\nlet b = 2\r\n"
        Self.expectBlanked(text, wanted: ["Left"], kept: [0, 1, 2, 3, 4, 5, 6, 8])
    }

    /// A structure it cannot read item by item is not blanked at all: the caller then leaves the
    /// file unread.
    @Test(arguments: [
        // `#if` arms that open a declaration twice, closed once.
        "#if os(iOS)\nstruct Home: View {\n#else\nstruct Home {\n#endif\n    var body: some View { Left() }\n}\n",
        "struct Home { let a = Left() }\n}\n",
        "struct Home { let a = Left()\n",
        "#if canImport(UIKit) && (\n  DEBUG)\nstruct Home { let a = Left() }\n#endif\n",
    ])
    func anUnplainStructureIsNotBlanked(_ text: String) {
        #expect(Self.blank(text, wanted: ["Left"]) == nil)
    }

    /// Spaces for a non-ASCII character would move the columns of the text after it on its line.
    @Test func anItemWhoseLastLineGoesOnPastANonASCIICharacterIsKept() {
        let text = "let café = 1 /* note */\nlet plain = \"é\"\nstruct Home { let a = Left() }\n"
        Self.expectBlanked(text, wanted: ["Left"], kept: [0, 2, 3])
    }

    @Test func hostileInputEndsCleanly() {
        let inputs = [
            String(repeating: "{", count: 100_000), String(repeating: "}", count: 1000), String(repeating: "\"\\(", count: 50_000) + "Left",
            String(repeating: "@", count: 10_000) + "\nstruct Left {}", String(repeating: "#if A\n", count: 10_000), "\u{FEFF}struct Left {}",
        ]
        for input in inputs {
            if let blanked = Self.blank(input, wanted: ["Left"]) { #expect(blanked.utf8.count == input.utf8.count) }
        }
    }

    /// A file with no TipKit word is read as a container only where two different views that
    /// show a tip occur in its code; the pair it makes is reported at the child's display site.
    @Test func aContainerIsReadOnlyWhereTwoViewsThatShowATipOccur() throws {
        let configuration = try Configuration.parse(
            "rules: {missing-configure: off, missing-invalidation: off}", path: "c.yml", root: "/project", rules: allRules)
        let files = [
            "Tips.swift": "import TipKit\nstruct PinTip: Tip { var title: Text { Text(\"Pin\") } }\nstruct SortTip: Tip { var title: Text { Text(\"Sort\") } }",
            "Pinned.swift": "import SwiftUI\nimport TipKit\nstruct Pinned: View { var body: some View { TipView(PinTip()) } }",
            "Sorter.swift": "import SwiftUI\nimport TipKit\nstruct Sorter: View { var body: some View { Text(\"Sort\").popoverTip(SortTip()) } }",
            "Home.swift": "import SwiftUI\nlet spacing = 4.0\nstruct Home: View { var body: some View { VStack { Pinned(); Sorter() } } }",
            "Single.swift": "import SwiftUI\nstruct Single: View { var body: some View { VStack { Pinned(); Text(\"Sorter\") } } }",
            "Mentions.swift": "// Pinned and Sorter are the two panels.\nlet note = \"Pinned, Sorter\"",
        ]
        let sources = files.sorted { $0.key < $1.key }.map { SourceText(path: $0.key, text: $0.value, root: "/project") }
        let result = Project(configuration: configuration, rules: allRules, sources: sources).lint()
        // The tips, the two panels and Home; not Single (one view in code) nor Mentions (comments and strings).
        #expect(result.parsedCount == 4)
        let pairs = result.findings.filter { $0.ruleID == "simultaneous-tips" }
        #expect(pairs.map(\.location.path) == ["Sorter.swift"])
        #expect(pairs.flatMap(\.related).contains { $0.location.path == "Home.swift" && $0.location.range.start == SourcePosition(line: 3, column: 62) })
    }
}
