import Foundation

/// A path glob: `**` crosses folders, `*` and `?` do not, `{a,b}` picks one (not nested). A
/// pattern with no `/` matches the file name in any folder, as in `.gitignore`. Every other
/// character, `[` included, stands for itself.
package struct Glob: Sendable {
    package let pattern: String
    private let automaton: GlobAutomaton?
    /// The automaton made deterministic when the glob is made (nil past `GlobDFA.stateLimit`
    /// states: then the automaton is simulated, as before).
    private let dfa: GlobDFA?
    /// UTF-8 bytes every matching path ends with: the literal tail after the pattern's last
    /// wildcard (`.swift` in `**/*.swift`). Checked first, so that most paths a glob does not
    /// match cost a comparison of a few bytes.
    private let requiredSuffix: [UInt8]
    /// The pattern is `**/*` followed by that tail, with no `/` in it (`*.swift`, `**/*.swift`): a
    /// path that ends with the tail matches, without running the automaton.
    private let suffixDecides: Bool

    /// Why a pattern is not a glob.
    package struct PatternError: Error, Equatable, Sendable {
        package var message: String
    }

    /// Throws when `pattern` is not a glob tiplint can match: empty, a `{` never closed, or a `{`
    /// inside braces. The configuration and `--docs-glob` check every pattern with it, so that a
    /// typo is an error where it is written rather than a pattern that matches nothing.
    package static func validate(_ pattern: String) throws(PatternError) {
        guard !pattern.isEmpty else { throw PatternError(message: "an empty glob matches nothing; remove it") }
        var openBrace: String.Index?
        for index in pattern.indices {
            switch pattern[index] {
            case "{":
                guard openBrace == nil else {
                    throw PatternError(message: "\"\(pattern)\" opens a \"{\" inside another; braces do not nest")
                }
                openBrace = index
            case "}": openBrace = nil
            default: break
            }
        }
        if openBrace != nil {
            throw PatternError(message: "\"\(pattern)\" has a \"{\" that is never closed; write {a,b} with a closing \"}\"")
        }
    }

    /// A glob from a pattern that `validate` accepts; another pattern matches nothing.
    package init(_ pattern: String) {
        self.pattern = pattern
        var source = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
        if !source.contains("/") { source = "**/" + source }
        automaton = (try? Glob.validate(pattern)) == nil ? nil : GlobAutomaton(source)
        dfa = automaton.flatMap(GlobDFA.init)
        let scalars = Array(source.unicodeScalars)
        let lastWildcard = scalars.lastIndex { "*?{}".unicodeScalars.contains($0) }
        let tail = String(String.UnicodeScalarView(scalars[(lastWildcard.map { $0 + 1 } ?? 0)...]))
        // After `**/` the `/` is optional (`**/README.md` matches `README.md`).
        let slashIsOptional = tail.hasPrefix("/") && lastWildcard.map { $0 > 0 && scalars[$0] == "*" && scalars[$0 - 1] == "*" } == true
        requiredSuffix = Array(tail.utf8.dropFirst(slashIsOptional ? 1 : 0))
        let head = String(String.UnicodeScalarView(scalars[..<(lastWildcard.map { $0 + 1 } ?? 0)]))
        suffixDecides = !tail.isEmpty && !tail.contains("/") && head == "**/*"
    }

    /// Whether the whole of `path` matches. Costs one table step per scalar of the path (the
    /// DFA), or, for a pattern whose DFA would be too large, the path's length times the
    /// pattern's: never backtracking, so `*a*a*a*a*b` is as cheap as `*.swift`.
    package func matches(_ path: String) -> Bool {
        matches(path, usingDFA: true)
    }

    private func matches(_ path: String, usingDFA: Bool) -> Bool {
        guard let automaton else { return false }
        if !requiredSuffix.isEmpty {
            let bytes = path.utf8
            guard bytes.count >= requiredSuffix.count, bytes.suffix(requiredSuffix.count).elementsEqual(requiredSuffix) else { return false }
            if suffixDecides { return true }
        }
        if usingDFA, let dfa { return dfa.matches(path) }
        return automaton.matches(path)
    }

    /// `matches` without the shortcut of the required tail and without the DFA: for tests that
    /// check the three agree.
    func matchesByAutomaton(_ path: String) -> Bool {
        automaton?.matches(path) ?? false
    }

    /// `matches` by the DFA alone; nil when the glob has none (invalid, or past the state limit).
    func matchesByDFA(_ path: String) -> Bool? {
        dfa?.matches(path)
    }

    /// `matches` as it was before the DFA (the shortcut, then the automaton simulated): for the
    /// benchmark that compares the two (`GlobBenchmarkTests`).
    func matchesWithoutDFA(_ path: String) -> Bool {
        matches(path, usingDFA: false)
    }
}

/// A glob compiled to a nondeterministic automaton over Unicode scalars, run by keeping the set of
/// states a prefix of the path can be in; `GlobDFA` makes it deterministic.
struct GlobAutomaton: Sendable {
    enum Step: Sendable {
        /// Consumes one scalar equal to this one.
        case scalar(Unicode.Scalar)
        /// Consumes any scalar but `/` (`?`, and each scalar of `*`).
        case anyButSlash
        /// Consumes any scalar (`**`).
        case any
        /// Consumes nothing; goes on to every listed state.
        case split([Int])
        case accept
    }

    /// A state's step and the state it goes to after consuming (unused for `split` and `accept`).
    /// State 0 accepts.
    private(set) var steps: [(step: Step, next: Int)] = []
    private(set) var start = 0

    init(_ glob: String) {
        steps.append((.accept, 0))
        start = compile(Array(glob.unicodeScalars)[...], then: 0)
    }

    /// Builds the states of `glob` from its end to its start, so that each knows its successor.
    /// Returns the first state.
    private mutating func compile(_ glob: ArraySlice<Unicode.Scalar>, then next: Int) -> Int {
        var next = next
        var index = glob.endIndex
        while index > glob.startIndex {
            index -= 1
            let scalar = glob[index]
            switch scalar {
            case "*":
                let double = index > glob.startIndex && glob[index - 1] == "*"
                if double { index -= 1 }
                if double, index + 2 < glob.endIndex, glob[index + 2] == "/" {
                    next = folders(then: next)
                } else {
                    next = loop(double ? .any : .anyButSlash, then: next)
                }
            case "?":
                next = add(.anyButSlash, next)
            case "}":
                guard let open = glob[..<index].lastIndex(of: "{") else {
                    next = add(.scalar(scalar), next)
                    continue
                }
                let alternatives = glob[(open + 1)..<index].split(separator: ",", omittingEmptySubsequences: false)
                let starts = alternatives.map { compile($0, then: next) }
                next = add(.split(starts), 0)
                index = open
            default:
                next = add(.scalar(scalar), next)
            }
        }
        return next
    }

    private mutating func add(_ step: Step, _ next: Int) -> Int {
        steps.append((step, next))
        return steps.count - 1
    }

    /// `*` or `**`: any number of scalars, then `next`.
    private mutating func loop(_ step: Step, then next: Int) -> Int {
        let split = add(.split([]), 0)
        let consume = add(step, split)
        steps[split] = (.split([consume, next]), 0)
        return split
    }

    /// `**/` compiled with its `/` as the state `next` (a `/` scalar step): either skip the whole
    /// `**/` (go to what follows the `/`), or consume any scalars and then that `/`.
    private mutating func folders(then slash: Int) -> Int {
        guard case .scalar("/") = steps[slash].step else { return loop(.any, then: slash) }
        let afterSlash = steps[slash].next
        let anything = loop(.any, then: slash)
        return add(.split([afterSlash, anything]), 0)
    }

    func matches(_ path: String) -> Bool {
        // The states reached after each scalar; `seen[state] == round` marks a state already in.
        var current: [Int] = []
        var following: [Int] = []
        var seen = Array(repeating: -1, count: steps.count)
        var pending: [Int] = []
        close(start, round: 0, into: &current, seen: &seen, pending: &pending)
        for (offset, scalar) in path.unicodeScalars.enumerated() {
            following.removeAll(keepingCapacity: true)
            for state in current {
                let (step, next) = steps[state]
                let consumes: Bool
                switch step {
                case .scalar(let expected): consumes = scalar == expected
                case .anyButSlash: consumes = scalar != "/"
                case .any: consumes = true
                case .split, .accept: consumes = false
                }
                if consumes { close(next, round: offset + 1, into: &following, seen: &seen, pending: &pending) }
            }
            if following.isEmpty { return false }
            swap(&current, &following)
        }
        return current.contains(0)
    }

    /// Adds `state` and every state its splits reach without consuming, each once per round.
    private func close(_ state: Int, round: Int, into states: inout [Int], seen: inout [Int], pending: inout [Int]) {
        pending.append(state)
        while let state = pending.popLast() {
            guard seen[state] != round else { continue }
            seen[state] = round
            states.append(state)
            if case .split(let targets) = steps[state].step { pending.append(contentsOf: targets) }
        }
    }
}

extension Array where Element == Glob {
    func anyMatches(_ path: String) -> Bool { contains { $0.matches(path) } }
}
