import Foundation
import Testing

@testable import TipLintCore

/// The DFA a glob is compiled to answers as the automaton it was made from, on random patterns
/// (`*`, `**`, `?`, `{a,b}`, `[`, literals, a non-ASCII scalar) and random paths.
@Suite struct GlobDFATests {
    /// A small deterministic generator, so that a failure names a seed that repeats it.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func pattern(_ random: inout SplitMix) -> String {
        let pieces = ["*", "**", "**/", "?", "a", "b", ".", "/", "[", "]", "é", ",", "}", "{a,b}", "{,b/}", "{*.x,a?}", "ab"]
        var text = ""
        var braces = false
        for _ in 0..<Int.random(in: 1...7, using: &random) {
            var piece = pieces.randomElement(using: &random)!
            // Braces do not nest: one group per pattern keeps it valid.
            if piece.hasPrefix("{") {
                if braces { piece = "a" }
                braces = true
            }
            text += piece
        }
        return text
    }

    static func path(_ random: inout SplitMix) -> String {
        let scalars = ["a", "b", "/", ".", "x", "é", "[", ",", "ab/", "a.x"]
        return (0..<Int.random(in: 0...9, using: &random)).map { _ in scalars.randomElement(using: &random)! }.joined()
    }

    @Test func theDFAAnswersAsTheAutomatonOnRandomPatternsAndPaths() throws {
        var random = SplitMix(state: 24)
        var compared = 0
        for _ in 0..<400 {
            let pattern = Self.pattern(&random)
            guard (try? Glob.validate(pattern)) != nil else { continue }
            let glob = Glob(pattern)
            for _ in 0..<60 {
                let path = Self.path(&random)
                let byAutomaton = glob.matchesByAutomaton(path)
                let byDFA = try #require(glob.matchesByDFA(path), "no DFA for \(pattern)")
                #expect(byDFA == byAutomaton, "\(pattern) on \(path): DFA \(byDFA), automaton \(byAutomaton)")
                #expect(glob.matches(path) == byAutomaton, "\(pattern) on \(path)")
                compared += 1
            }
        }
        #expect(compared > 10_000)
    }

    @Test func aPatternPastTheStateLimitKeepsTheAutomaton() {
        // "an `a` ten scalars before the end": a DFA must remember the last eleven scalars,
        // 2^10 states and more.
        let glob = Glob("*a" + String(repeating: "?", count: 10))
        #expect(glob.matchesByDFA("a0123456789") == nil)
        #expect(glob.matches("src/za0123456789") && glob.matchesByAutomaton("src/za0123456789"))
        #expect(!glob.matches("src/zb0123456789") && !glob.matches("a/0123456789"))
    }

    /// Not a timed test: run with `TIPLINT_GLOB_BENCHMARK=1 swift test --skip-build --filter
    /// GlobDFATests/benchmark` to print how long the default and some hand-written globs take over
    /// 8,000 generated paths, simulated as before and by the DFA.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["TIPLINT_GLOB_BENCHMARK"] != nil))
    func benchmark() {
        let configuration = Configuration(rules: [], root: "/")
        let patterns = configuration.include + configuration.exclude + configuration.tests + configuration.docs.files + configuration.manifests + configuration.catalogs
            + ["App/**/Sources/*.swift", "**/{Features,Kit}/**/View*.swift", "Packages/*/Sources/**"]
        let globs = patterns.map(Glob.init)
        var random = SplitMix(state: 8000)
        let folders = ["App", "Features", "Kit", "Sources", "Tests", "Views", "Models", "Packages", "Core", "UI"]
        let paths = (0..<8000).map { index in
            (0..<Int.random(in: 1...5, using: &random)).map { _ in folders.randomElement(using: &random)! }.joined(separator: "/")
                + "/File\(index)" + [".swift", ".md", "Tests.swift", ".yml"].randomElement(using: &random)!
        }
        func time(_ match: (Glob, String) -> Bool) -> (seconds: Double, matched: Int) {
            let start = DispatchTime.now().uptimeNanoseconds
            var matched = 0
            for _ in 0..<5 {
                for path in paths { for glob in globs where match(glob, path) { matched += 1 } }
            }
            return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / 5, matched / 5)
        }
        let before = time { $0.matchesWithoutDFA($1) }
        let after = time { $0.matches($1) }
        print("glob benchmark: \(paths.count) paths × \(globs.count) globs: automaton \(String(format: "%.4f", before.seconds)) s, "
            + "DFA \(String(format: "%.4f", after.seconds)) s (\(String(format: "%.1f", before.seconds / after.seconds))×), "
            + "\(after.matched) matches\(after.matched == before.matched ? "" : " (automaton: \(before.matched))")")
        #expect(after.matched == before.matched)
    }
}
