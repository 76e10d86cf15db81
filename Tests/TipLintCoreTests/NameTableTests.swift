import Foundation
import Testing
@testable import TipLintCore

/// The flat name tables of the prefilter and the context pass (`NameTable`), and the identifier
/// hashes the first pass keeps for the second (`IdentifierHashes`): a lookup finds exactly the
/// names, and a hash lookup never rules out a file in which the byte scan finds a name.
@Suite struct NameTableTests {
    /// `(name, value)` pairs made from strings.
    static func table(_ names: [(String, UInt32)]) -> NameTable {
        NameTable(names.map { (Array($0.0.utf8), $0.1) })
    }

    /// The value the table gives `word`, looked up in a buffer that holds it between other bytes.
    static func value(_ table: NameTable, _ word: String) -> UInt32? {
        let bytes = Array(("((" + word + ")))").utf8)
        return bytes.withUnsafeBytes { raw in table.withLookup { $0.value(of: raw, 2, raw.count - 3) } }
    }

    @Test func findsEachNameAndNothingElse() {
        // Enough names to fill several probes, of lengths around a word of eight bytes.
        let names = (0..<300).map { ("Name\($0)" + String(repeating: "x", count: $0 % 11), UInt32($0)) }
        let table = Self.table(names + [("Name0", 999), ("", 7)])
        #expect(table.count == names.count)
        for (name, value) in names { #expect(Self.value(table, name) == value, "\(name)") }
        for word in ["Name", "name0", "Name0x", "Name30xxxxxxxxxx", "Ñame1", "N"] { #expect(Self.value(table, word) == nil, "\(word)") }
        #expect(Self.value(Self.table([]), "Tip") == nil)
    }

    @Test func aHashIsTheSameWhereverTheBytesLie() {
        let word = Array("ViewController".utf8)
        let alone = word.withUnsafeBytes { IdentifierHash.of($0.baseAddress!, $0.count) }
        let inside = Array("let a: ViewController = b".utf8).withUnsafeBytes { IdentifierHash.of($0, 7, 21) }
        #expect(alone == inside && alone != 0)
        let distinct = Set((0..<10_000).map { index in Array("identifier\(index)".utf8).withUnsafeBytes { IdentifierHash.of($0.baseAddress!, $0.count) } })
        #expect(distinct.count > 9_990)
    }

    @Test func theScanKeepsEveryDistinctIdentifierOfASkippedFile() {
        let text = "struct A { let b = c + c // Tip\n let d = \"Tip \\(e)\" }\n"
        let scan = Array(text.utf8).withUnsafeBytes { Prefilter.scan($0) }
        #expect(!scan.mayContainTipKit)
        let expected = Set(["struct", "A", "let", "b", "c", "d", "e"].map { Array($0.utf8).withUnsafeBytes { IdentifierHash.of($0.baseAddress!, $0.count) } })
        #expect(scan.identifiers.map { Set($0.hashes) } == expected && scan.identifiers?.hashes.count == expected.count)
        let tipKit = Array("import TipKit\n".utf8).withUnsafeBytes { Prefilter.scan($0) }
        #expect(tipKit.mayContainTipKit && tipKit.identifiers == nil)
    }

    /// Over the Swift files of `Examples/`, the fuzz seeds and the tests: the context names of
    /// the files that mention TipKit, and for every other file, a name the byte scan finds is
    /// never ruled out by its identifiers' hashes; and the prefilter's answer is the scan's.
    @Test func aHashLookupNeverRulesOutAFileTheScanWouldRead() {
        let files = ["Examples", "Fuzz/Corpus", "Tests"].flatMap { SwiftLexerTests.swiftFiles(under: SwiftLexerTests.packageRoot + "/" + $0) }
        let frontend = SwiftFrontend(gates: ["DEBUG"])
        let facts = files.filter { file in file.bytes.withUnsafeBytes(Prefilter.mayContainTipKit) }.map { file in
            frontend.facts(source: String(decoding: file.bytes, as: UTF8.self), path: file.path, isTestFile: false).facts
        }
        let names = ContextNames(facts: facts)
        #expect(!names.isEmpty)
        var lookedUp = 0
        for file in files {
            file.bytes.withUnsafeBytes { raw in
                let scan = Prefilter.scan(raw)
                #expect(scan.mayContainTipKit == Prefilter.mayContainTipKit(raw), "\(file.path)")
                guard let identifiers = scan.identifiers else { return }
                lookedUp += 1
                let occurs = names.occur(in: raw)
                #expect(!occurs || names.mayOccur(amongIdentifiers: identifiers), "\(file.path)")
            }
        }
        #expect(lookedUp > 10)
    }

    /// A method and its type are a pair: both must occur, in either order, for the file to be read.
    @Test func aPairNeedsBothNames() {
        let source = """
            import TipKit
            struct SettingsService {
                func wipe() { try? Tips.resetDatastore() }
            }
            """
        let facts = SwiftFrontend(gates: []).facts(source: source, path: "S.swift", isTestFile: false).facts
        let names = ContextNames(facts: [facts])
        for (text, expected) in [
            ("let s = SettingsService()\nfunc a() { s.wipe() }\n", true), ("func a() { wipe() }\n", false),
            ("let s: SettingsService\n", false), ("func a() { s.wipe() }\nlet s = SettingsService()\n", true),
        ] {
            Array(text.utf8).withUnsafeBytes { raw in
                let identifiers = Prefilter.scan(raw).identifiers
                #expect(names.occur(in: raw) == expected, "\(text)")
                #expect(identifiers.map(names.mayOccur(amongIdentifiers:)) == expected, "\(text)")
            }
        }
    }
}
