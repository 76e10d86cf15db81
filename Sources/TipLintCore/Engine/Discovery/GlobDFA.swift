/// A glob's automaton made deterministic (subset construction), once, when the glob is made:
/// matching a path is then one table lookup per scalar, with no set of states to keep
/// (`Discovery` asks every include, exclude and test glob of every file walked).
///
/// The alphabet is split into classes that no step of the automaton tells apart: `/`, each
/// scalar the pattern names, and every other scalar. Each DFA state is a set of the automaton's
/// states; there are at most 2^n of them, so construction stops at `stateLimit` and the glob
/// keeps simulating its automaton instead (a pattern with many `*` between many literals could
/// reach it; the globs of a configuration stay far below).
struct GlobDFA: Sendable {
    /// The most states a glob's DFA may have; past it, `init` gives nil.
    static let stateLimit = 512

    /// Class of each ASCII scalar (0: a scalar the pattern does not name).
    private let asciiClasses: [UInt8]
    /// Class of each non-ASCII scalar the pattern names.
    private let otherClasses: [Unicode.Scalar: Int]
    private let classCount: Int
    /// `state * classCount + class` → the next state, or -1 when no path can match any more.
    private let transitions: [Int32]
    private let accepting: [Bool]

    /// Nil when the DFA would have more than `stateLimit` states.
    init?(_ automaton: GlobAutomaton) {
        let steps = automaton.steps
        // Classes: 0 any other scalar, 1 `/`, then one per scalar a step names.
        var classOf: [Unicode.Scalar: Int] = ["/": 1]
        for (step, _) in steps {
            if case .scalar(let scalar) = step, classOf[scalar] == nil { classOf[scalar] = classOf.count + 1 }
        }
        let classCount = classOf.count + 1
        // More than 255 classes would not fit the ASCII table; such a pattern keeps its automaton.
        guard classCount <= 255 else { return nil }
        func consumes(_ step: GlobAutomaton.Step, _ scalarClass: Int) -> Bool {
            switch step {
            case .scalar(let expected): classOf[expected] == scalarClass
            case .anyButSlash: scalarClass != 1
            case .any: true
            case .split, .accept: false
            }
        }
        // Every state reachable from `states` without consuming, sorted: the DFA state's name.
        func closure(_ states: [Int]) -> [Int] {
            var seen = Set<Int>()
            var pending = states
            while let state = pending.popLast() {
                guard seen.insert(state).inserted else { continue }
                if case .split(let targets) = steps[state].step { pending.append(contentsOf: targets) }
            }
            return seen.sorted()
        }
        var sets = [closure([automaton.start])]
        var numbers = [sets[0]: 0]
        var transitions: [Int32] = []
        var next = 0
        while next < sets.count {
            let set = sets[next]
            next += 1
            for scalarClass in 0..<classCount {
                let reached = closure(set.compactMap { consumes(steps[$0].step, scalarClass) ? steps[$0].next : nil })
                guard !reached.isEmpty else {
                    transitions.append(-1)
                    continue
                }
                if let number = numbers[reached] {
                    transitions.append(Int32(number))
                    continue
                }
                guard sets.count < Self.stateLimit else { return nil }
                numbers[reached] = sets.count
                transitions.append(Int32(sets.count))
                sets.append(reached)
            }
        }
        var ascii = [UInt8](repeating: 0, count: 128)
        var others: [Unicode.Scalar: Int] = [:]
        for (scalar, scalarClass) in classOf {
            if scalar.isASCII { ascii[Int(scalar.value)] = UInt8(scalarClass) } else { others[scalar] = scalarClass }
        }
        asciiClasses = ascii
        otherClasses = others
        self.classCount = classCount
        self.transitions = transitions
        accepting = sets.map { $0.contains(0) }
    }

    /// Whether the whole of `path` matches: one table step per UTF-8 byte of ASCII, per scalar
    /// otherwise.
    func matches(_ path: String) -> Bool {
        let walked = path.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            var state = 0
            for byte in bytes {
                // A non-ASCII scalar: the path is walked again by scalars.
                guard byte < 0x80 else { return nil }
                state = Int(transitions[state &* classCount &+ Int(asciiClasses[Int(byte)])])
                if state < 0 { return false }
            }
            return accepting[state]
        }
        if let walked, let answer = walked { return answer }
        var state = 0
        for scalar in path.unicodeScalars {
            let scalarClass = scalar.isASCII ? Int(asciiClasses[Int(scalar.value)]) : otherClasses[scalar] ?? 0
            state = Int(transitions[state * classCount + scalarClass])
            if state < 0 { return false }
        }
        return accepting[state]
    }
}
