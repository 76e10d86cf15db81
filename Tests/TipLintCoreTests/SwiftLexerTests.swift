import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import TipLintCore

/// `SwiftLexer` against SwiftParser's own tokens: the same identifiers (keywords among them)
/// and the same string literals, byte for byte, over every Swift file of `Examples/`, the fuzz
/// seeds and a tree from `Benchmarks/generate-tree.py`; malformed input ends cleanly. Set
/// `TIPLINT_LEXER_CORPUS` to a folder of real apps to compare over it too and print the lexer's
/// speed.
@Suite struct SwiftLexerTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// Identifier ranges and string literal ranges (sorted by start) as the lexer finds them.
    static func lexed(_ bytes: [UInt8]) -> (identifiers: [Range<Int>], strings: [Range<Int>]) {
        var identifiers: [Range<Int>] = []
        var strings: [Range<Int>] = []
        bytes.withUnsafeBytes { raw in
            SwiftLexer.forEachToken(in: raw) { token in
                switch token.kind {
                case .identifier: identifiers.append(token.start..<token.end)
                case .string: strings.append(token.start..<token.end)
                default: break
                }
                return false
            }
        }
        return (identifiers.sorted { $0.lowerBound < $1.lowerBound }, strings.sorted { $0.lowerBound < $1.lowerBound })
    }

    /// The same from SwiftParser's tokens and tree; nil when the file holds a bare `/…/`
    /// regular expression literal, which the lexer does not recognise (see `SwiftLexer`).
    static func parsed(_ bytes: [UInt8]) -> (identifiers: [Range<Int>], strings: [Range<Int>])? {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        var identifiers: [Range<Int>] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            let range = token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset
            switch token.tokenKind {
            case .identifier, .keyword, .dollarIdentifier, .wildcard: identifiers.append(range)
            // `#available`, `#sourceLocation`: the lexer reads `#` and a name, as for a macro.
            case .poundAvailable, .poundUnavailable, .poundSourceLocation: identifiers.append((range.lowerBound + 1)..<range.upperBound)
            default: break
            }
        }
        let strings = StringRanges(viewMode: .sourceAccurate)
        strings.walk(tree)
        guard !strings.hasBareRegex else { return nil }
        return (identifiers, strings.ranges.sorted { $0.lowerBound < $1.lowerBound })
    }

    final class StringRanges: SyntaxVisitor {
        var ranges: [Range<Int>] = []
        var hasBareRegex = false

        func add(_ node: some SyntaxProtocol) {
            ranges.append(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            add(node)
            return .visitChildren
        }
        override func visit(_ node: SimpleStringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            add(node)
            return .visitChildren
        }
        override func visit(_ node: RegexLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            if node.openingPounds == nil { hasBareRegex = true } else { add(node) }
            return .skipChildren
        }
    }

    /// Every `.swift` file under `folder`, with its bytes.
    static func swiftFiles(under folder: String) -> [(path: String, bytes: [UInt8])] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [(String, [UInt8])] = []
        for case let path as String in walker where path.hasSuffix(".swift") {
            let full = folder + "/" + path
            guard let data = FileManager.default.contents(atPath: full) else { continue }
            files.append((full, [UInt8](data)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// The files whose lexed identifiers or strings differ from the parser's, with the first
    /// difference.
    static func mismatches(_ files: [(path: String, bytes: [UInt8])]) -> [String] {
        files.compactMap { file in
            guard let parsed = parsed(file.bytes) else { return nil }
            let lexed = lexed(file.bytes)
            if lexed.strings != parsed.strings {
                let first = zip(lexed.strings, parsed.strings).first { $0 != $1 }
                return "\(file.path): strings \(lexed.strings.count) lexed, \(parsed.strings.count) parsed; first differing \(String(describing: first))"
            }
            if lexed.identifiers != parsed.identifiers {
                let first = zip(lexed.identifiers, parsed.identifiers).first { $0 != $1 }
                return "\(file.path): identifiers \(lexed.identifiers.count) lexed, \(parsed.identifiers.count) parsed; first differing \(String(describing: first))"
            }
            return nil
        }
    }

    @Test func examplesAndFuzzSeedsLexAsTheParserReadsThem() {
        let files = ["Examples", "Fuzz/Corpus", "Tests"].flatMap { Self.swiftFiles(under: Self.packageRoot + "/" + $0) }
        #expect(files.count > 40)
        #expect(Self.mismatches(files) == [])
    }

    /// The Swift files of a tree `Benchmarks/generate-tree.py` makes with `count` files, read,
    /// then removed.
    static func generatedSwiftFiles(_ count: Int) throws -> [(path: String, bytes: [UInt8])] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tiplint-tree-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", packageRoot + "/Benchmarks/generate-tree.py", folder, "\(count)"]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return swiftFiles(under: folder)
    }

    @Test func aGeneratedTreeLexesAsTheParserReadsIt() throws {
        let files = try Self.generatedSwiftFiles(400)
        #expect(files.count > 300)
        #expect(Self.mismatches(files) == [])
    }

    /// What the lexer makes of the harder cases, token by token.
    @Test(arguments: [
        (#"let a = "x \(f("y)", g(z))) w" + b"#, ["let", "a", "f", "g", "z", "b"], [#""y)""#, #""x \(f("y)", g(z))) w""#]),
        (##"let r = #"a "quoted" \#(name) \(not)"# // Tip"##, ["let", "r", "name"], [##"#"a "quoted" \#(name) \(not)"#"##]),
        (###"s = ##"a"# still"##; t"###, ["s", "t"], [###"##"a"# still"##"###]),
        ("x = \"\"\"\n  a \" b \"\" c \\(1 + \"\"\"\n inner\n \"\"\")\n  \"\"\"\ny", ["x", "y"], ["\"\"\"\n inner\n \"\"\"", "\"\"\"\n  a \" b \"\" c \\(1 + \"\"\"\n inner\n \"\"\")\n  \"\"\""]),
        ("/* a /* Tip */ b */ c // d\n#if DEBUG\n#Rule(x) @Parameter `default` $0 $tip #/a\"/#", ["c", "DEBUG", "Rule", "x", "Parameter", "`default`", "$0", "$tip"], ["#/a\"/#"]),
        ("let s = \"open\nTip", ["let", "s", "Tip"], ["\"open"]),
        ("\"\\(\"\\(\"\\(tip", ["tip"], ["\"\\(tip", "\"\\(\"\\(tip", "\"\\(\"\\(\"\\(tip"]),
    ] as [(String, [String], [String])])
    func tokens(source: String, identifiers: [String], strings: [String]) {
        let bytes = Array(source.utf8)
        let lexed = Self.lexed(bytes)
        func texts(_ ranges: [Range<Int>]) -> [String] { ranges.map { String(decoding: bytes[$0], as: UTF8.self) } }
        #expect(texts(lexed.identifiers) == identifiers)
        #expect(Set(texts(lexed.strings)) == Set(strings))
    }

    /// Unterminated strings, comments and interpolations, deep nesting, stray and invalid bytes:
    /// tokens stay inside the input, in order of their ends, never more than its bytes.
    /// A bare regex literal holding `//` or `"""` makes the lexer take code for a comment or a
    /// string; a file with a `/` operator is then also scanned byte by byte, so its TipKit words
    /// still let it through (before the lexer, every word did).
    @Test(arguments: [
        "let slash = /^\\//; func reset() { try? Tips.resetDatastore() }\n",
        "let quotes = /\"\"\"/\nfunc reset() { try? Tips.resetDatastore() }\n",
    ])
    func aFileWithABareRegexStillReachesTheParser(_ text: String) {
        #expect(Prefilter.mayContainTipKit(text), "\(text)")
        // Without a `/` operator, comments and strings hide their words as before.
        #expect(!Prefilter.mayContainTipKit("// Tips.resetDatastore()\nlet a = \"Tips\"\n"))
    }

    @Test func malformedInputEndsCleanly() {
        let inputs: [[UInt8]] = [
            Array("/* /* */".utf8), Array("\"\"\"\n\\(".utf8), Array("#\"abc\"".utf8), Array("#####".utf8), Array("`abc".utf8),
            Array(String(repeating: "\"\\(", count: 100_000).utf8), Array(String(repeating: "/*", count: 100_000).utf8),
            [0xFF, 0xFE, 0x00, 0x22, 0x5C, 0x28, 0xC3], Array("#/\n".utf8), Array("\\".utf8), [],
        ]
        for input in inputs {
            var count = 0
            var lastEnd = 0
            input.withUnsafeBytes { raw in
                SwiftLexer.forEachToken(in: raw) { token in
                    count += 1
                    #expect(token.start < token.end && token.end <= raw.count && token.end >= lastEnd)
                    lastEnd = token.end
                    return false
                }
            }
            #expect(count <= input.count)
        }
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["TIPLINT_LEXER_CORPUS"] != nil))
    func aCorpusOfRealApps() {
        let files = Self.swiftFiles(under: ProcessInfo.processInfo.environment["TIPLINT_LEXER_CORPUS"] ?? "")
        let bytes = files.reduce(0) { $0 + $1.bytes.count }
        let clock = ContinuousClock()
        var tokens = 0
        let lexing = clock.measure {
            for file in files {
                file.bytes.withUnsafeBytes { raw in
                    SwiftLexer.forEachToken(in: raw) { _ in
                        tokens += 1
                        return false
                    }
                }
            }
        }
        // Memory speed in the same build: one look at every byte.
        var lines = 0
        let scanning = clock.measure {
            for file in files { lines += file.bytes.withUnsafeBytes { $0.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } } }
        }
        func rate(_ duration: Duration) -> String {
            let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
            return String(format: "%.0f MB/s", Double(bytes) / 1e6 / seconds)
        }
        print("lexer: \(files.count) files, \(bytes) bytes, \(tokens) tokens in \(lexing) (\(rate(lexing))); counting \(lines) lines: \(scanning) (\(rate(scanning)))")
        let different = Self.mismatches(files)
        print("lexer: \(different.count) files differ from the parser's tokens")
        for line in different.prefix(40) { print("  " + line) }
    }

    /// Speed only, printed, never asserted (`TIPLINT_LEXER_SPEED` names a folder of apps; the
    /// parity check above parses every file, which takes far longer than lexing): the lexer
    /// alone, the prefilter's scan with its table lookups and identifier hashes, and a count of
    /// the lines for memory speed, each over every file three times, the best time kept.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["TIPLINT_LEXER_SPEED"] != nil))
    func lexerSpeed() {
        let files = Self.swiftFiles(under: ProcessInfo.processInfo.environment["TIPLINT_LEXER_SPEED"] ?? "")
        let bytes = files.reduce(0) { $0 + $1.bytes.count }
        let clock = ContinuousClock()
        func best(_ body: () -> Void) -> Duration { (0..<3).map { _ in clock.measure(body) }.min() ?? .zero }
        func rate(_ duration: Duration) -> String {
            let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
            return String(format: "%.0f MB/s", Double(bytes) / 1e6 / seconds)
        }
        var tokens = 0
        let lexing = best {
            tokens = 0
            for file in files {
                file.bytes.withUnsafeBytes { raw in
                    SwiftLexer.forEachToken(in: raw) { _ in
                        tokens += 1
                        return false
                    }
                }
            }
        }
        var skipped = 0
        let scanning = best {
            skipped = 0
            for file in files where file.bytes.withUnsafeBytes({ Prefilter.scan($0).identifiers != nil }) { skipped += 1 }
        }
        var lines = 0
        let counting = best {
            lines = 0
            for file in files { lines += file.bytes.withUnsafeBytes { $0.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } } }
        }
        print("lexer speed: \(files.count) files, \(bytes) bytes; lexer \(tokens) tokens \(rate(lexing)); prefilter scan (\(skipped) skipped) \(rate(scanning)); counting \(lines) lines \(rate(counting))")
    }
}
